import CellCanvas
import Testing
import TerminalBackend
@testable import SwipeComponents
@testable import SwipeTUI

/// Components own their keys: a mode's map is its component's, then the mode's, then the
/// session's, and actions are values a user can name.
@Suite("Key maps in layers")
struct KeyLayeringTests {
    private static func binding(_ key: Character, _ action: Action) -> KeyBinding {
        KeyBinding(keys: [KeyPress(.character(key))], label: String(key), help: action.name, action: action)
    }

    @Test("the first map that binds a key keeps it; a later binding loses that key, or goes when it loses all")
    func firstMeaningWins() {
        let component = KeyMap(bindings: [Self.binding("x", .next)])
        let mode = KeyMap(bindings: [
            KeyBinding(keys: [KeyPress(.character("x")), KeyPress(.character("y"))], label: "x/y", help: "type", action: .nextType),
            Self.binding("x", .delete),
        ], extraHelp: [(key: "drag", text: "swipe")])
        let layered = component.layered(over: mode, .session)
        #expect(layered.action(for: KeyPress(.character("x"))) == .next)
        #expect(layered.action(for: KeyPress(.character("y"))) == .nextType)
        #expect(!layered.actions.contains(.delete), "every key of the binding was taken")
        #expect(layered.action(for: KeyPress(.character("q"))) == .quit)
        #expect(layered.extraHelp.map(\.key) == ["drag"])
    }

    @Test("a mode's keys are its view's: a key map given to the view is what the mode answers to")
    func modeFollowsItsView() {
        let lines = LineSource()
        try? lines.append(Array("a\nb\nc\n".utf8))
        lines.finish()
        var mode = CarouselMode(ScreenContext(source: FilteredSource(base: lines), options: LaunchOptions(), colorEnabled: true, reload: nil))
        #expect(mode.keyMap == KeyMap.carousel, "the default: the view's, the mode's, the session's")
        // A host that binds `z` to next on the view gets it in the mode, with the mode's
        // and the session's keys still behind it.
        mode.view.keyMap = KeyMap(bindings: [Self.binding("z", .next)])
        #expect(mode.keyMap.action(for: KeyPress(.character("z"))) == .next)
        #expect(mode.keyMap.action(for: KeyPress(.right)) == nil, "the view no longer binds →")
        #expect(mode.keyMap.action(for: KeyPress(.character("t"))) == .nextType)
        var buffer = CellBuffer(size: Size(columns: 80, rows: 24))
        mode.render(into: &buffer, status: StatusContent())
        #expect(mode.perform(.next, at: 0) == .handled)
        mode.step(now: 5)
        #expect(mode.view.carousel.restingItemIndex == 1)
    }

    @Test("each mode's map puts the view's bindings first, as the component declares them")
    func viewBindingsComeFirst() {
        for (map, view) in [(KeyMap.carousel, KeyMap.carouselView), (.deck, .pageScrollView), (.paging, .swipeView),
                            (.pagingVertical, .swipeViewVertical), (.tabs, .swipeTableView)] {
            #expect(Array(map.bindings.prefix(view.bindings.count)) == view.bindings)
            #expect(map.action(for: KeyPress(.character("?"))) == .help)
        }
    }

    @Test("a swipe view's default keys follow its axis in their labels; a host's own keys stay")
    func swipeViewLabelsFollowTheAxis() {
        let view = SwipeView()
        #expect(view.keyMap == .swipeView)
        view.isVertical = true
        #expect(view.keyMap == .swipeViewVertical)
        let own = KeyMap(bindings: [Self.binding("z", .next)])
        view.keyMap = own
        view.isVertical = false
        #expect(view.keyMap == own)
    }

    @Test("every action has a name a user can write, and the name gives the action back")
    func actionNames() {
        #expect(Action.nextPage.name == "next-page")
        #expect(Action.toggleAutoscroll.name == "toggle-autoscroll")
        for action in Action.allCases where action != .select {
            #expect(Action(name: action.name) == action)
            // (fzf's `delete-char/eof` and `backward-delete-char/eof` have a `/`.)
            #expect(action.name.allSatisfy { $0.isLowercase || $0 == "-" || $0 == "/" })
        }
        // fzf's `select` marks the item in focus; picking it is `accept`.
        #expect(Action(name: "select") == .mark && Action(name: "accept") == .select)
        #expect(Action(name: "nextPage") == nil)
        #expect(Action(name: "") == nil)
    }
}
