import CellCanvas
import TerminalBackend

/// One mode of the application (carousel, paging, deck, tabs): a component — which moves,
/// draws, and answers its keys and the pointer — and the chrome the app puts around it:
/// the keys the mode adds, its status line and other furniture, its minimum size, what a
/// pick means, and how it follows the items as they change. The session around it owns
/// the terminal, frame pacing, the prompts (search, filter, go to number), help, quitting
/// and printing the pick.
///
/// The session talks to the component through the extension below: keys and the pointer
/// go to the view first, and the mode hears what the view's delegate was told.
protocol ModeChrome {
    /// The component the mode shows.
    associatedtype View: Component
    /// The mode's component.
    var view: View { get }
    /// The keys the mode adds to its view's; the session's come after both.
    var modeKeys: KeyMap { get }
    /// The smallest screen the mode draws on; below it a short message shows instead.
    var minimumSize: Size { get }
    /// The mode's look (the message below the minimum size uses it too).
    var theme: Theme { get }
    /// Where the view goes on a screen of `size`; the rest is the chrome's. By default
    /// every row but the last (the status line).
    mutating func viewRegion(in size: Size) -> Rect
    /// Draws the chrome around the view just drawn: the status line and the rest. What a
    /// pointer can hit there (page dots, a preview pane) goes into a `HitMap` the mode
    /// keeps, which `handleChrome` resolves against.
    mutating func drawChrome(into buffer: inout CellBuffer, status: StatusContent)
    /// Does what an action the view did not take asks (the mode's own keys, and the
    /// view's refusals that mean something here: Esc at the top of the deck quits).
    mutating func perform(own action: Action, at time: Double) -> ScreenResponse
    /// Actions the mode does itself before its view would (the list layout scrolls its
    /// preview pane, not the row in focus). None by default.
    var actionsBeforeView: Set<Action> { get }
    /// What the view's delegate was told during the view's last action (`action`) or
    /// pointer event (`action` nil): a pick, a remark, or nothing.
    mutating func viewResponse(after action: Action?) -> ScreenResponse
    /// A pointer event over the chrome (page dots, a preview pane), as the map filled by
    /// the last `drawChrome` says; nil leaves it to the view. Nil by default.
    mutating func handleChrome(_ mouse: MouseEvent, at time: Double) -> ScreenResponse?

    // MARK: Items

    /// How many items search and go-to-number look through (the rows of the open tab, in
    /// tabs mode).
    var itemCount: Int { get }
    /// How many of the source's items the mode has deleted (`d`, until undone): the filter
    /// count leaves them out. None by default.
    var deletedCount: Int { get }
    /// Where a search starts and where `n`/`N` step from: the item in focus, or the one
    /// the current motion is heading to.
    var searchOrigin: Int { get }
    /// The first item at or after `start` (before it, `.backward`), wrapping, whose text
    /// contains `query`, case-insensitively.
    func firstMatch(of query: String, from start: Int, direction: SearchDirection) -> Int?
    /// Brings `item` into focus (animated unless motion is reduced).
    mutating func reveal(item: Int, at time: Double)
    /// True when there is nothing at all to show (no tabs from `{}`, say): the session then
    /// ends with "no items" instead of opening an empty screen.
    var isEmpty: Bool { get }
    /// The source grew while stdin streams in; `count` is its new size.
    mutating func itemCountDidChange(to count: Int, at time: Double)
    /// The position, in the mode's source, of the item in focus (through any deletions of
    /// the mode's own).
    var focusedPosition: Int { get }
    /// The card at `position` of the source changed (a `--multi` mark): draw it again,
    /// keeping everything else.
    mutating func cardDidChange(atPosition position: Int)
    /// Whether `/` narrows this mode's items (its source is the session's filtered
    /// source); false: `/` jumps from match to match.
    var filtersItems: Bool { get }
    /// The items changed wholesale (a filter narrowed or widened them): show them afresh,
    /// the item at `position` in focus.
    mutating func itemsDidChange(focusing position: Int, at time: Double)
    /// The item in focus as a `--preview` command sees it: its text (`{}`) and index
    /// (`{n}`); nil when nothing is in focus.
    func previewItem(in source: FilteredSource) -> PreviewItem?
    /// The focused item's preview, for a mode that shows it in a pane of its own (tabs);
    /// nil takes the pane away. Modes over the session's source show it as the card's body.
    mutating func showPreview(_ preview: PreviewContent?)
    /// What the pane's corner says of the running preview command (modes without the pane
    /// ignore it).
    mutating func showPreviewActivity(_ activity: PreviewActivity)
    /// Whether the mode shows `showPreviewActivity`'s news now: it has a preview pane that
    /// is not hidden (false by default).
    var showsPreviewActivity: Bool { get }
    /// `change-prompt(…)`: the query line's prompt becomes `text` (modes without one ignore it).
    mutating func changePrompt(to text: String)
    /// `change-border-label(…)`, `change-preview-label(…)`: the label becomes `text` (modes
    /// without it ignore it).
    mutating func changeLabel(_ label: BorderLabel.Place, to text: String)
    /// `change-preview-window(…)`: the preview pane as `window` says from now on (modes
    /// without the pane ignore it).
    mutating func changePreviewWindow(to window: PreviewWindow)
    /// Whether keys type the filter's query first (the list layout): printable keys edit
    /// it and filter at once, and only keys with a modifier or of their own (arrows, Enter,
    /// Esc) are actions. False: letters are commands and `/` starts a filter.
    var typesFirst: Bool { get }
    /// What `jump`'s labels on the rows will do with the next key (the list layout); nil
    /// when they are not showing. Nil by default.
    var jumping: JumpKind? { get }
    /// The key after `jump`: moves the focus to the row it labels, and says whether that
    /// row is to be picked (`jump-accept`); the labels go whatever the key.
    mutating func land(jumpOn press: KeyPress, at time: Double) -> Bool
    /// Whether the mode draws `--header` itself (the list layout, beside its query line)
    /// rather than the session on the top row.
    var drawsHeader: Bool { get }

    // MARK: Another process

    /// A descriptor the session watches while no input streams in: readable when the mode
    /// has news from elsewhere (the speaker-notes socket). Nil by default.
    var wakeDescriptor: Int32? { get }
    /// `wakeDescriptor` became readable: take the news (and empty it). Nothing by default.
    mutating func wakeUp(at time: Double) -> ScreenResponse
    /// The session ends: let go of what the mode holds outside the process (a socket).
    /// Nothing by default.
    mutating func sessionDidEnd()
}

extension ModeChrome {
    var deletedCount: Int { 0 }

    var actionsBeforeView: Set<Action> { [] }

    mutating func viewRegion(in size: Size) -> Rect { Rect(x: 0, y: 0, width: size.columns, height: max(size.rows - 1, 0)) }

    mutating func handleChrome(_ mouse: MouseEvent, at time: Double) -> ScreenResponse? { nil }

    /// Nothing to show when there are no items.
    var isEmpty: Bool { itemCount == 0 }

    /// Most modes filter.
    var filtersItems: Bool { true }

    /// Card modes keep their single-letter commands.
    var typesFirst: Bool { false }

    var jumping: JumpKind? { nil }
    mutating func land(jumpOn press: KeyPress, at time: Double) -> Bool { false }

    /// The session draws the header.
    var drawsHeader: Bool { false }

    /// Without deletions of its own, the search origin is the focused position.
    var focusedPosition: Int { searchOrigin }

    /// The source's item at the focused position: its value (what Enter prints) and its
    /// index in the input.
    func previewItem(in source: FilteredSource) -> PreviewItem? {
        let position = focusedPosition
        guard position >= 0, position < source.count else { return nil }
        let index = source.sourceIndex(at: position)
        return PreviewItem(bytes: source.base.fields(at: index).item, index: index)
    }

    /// The card in focus shows the preview (the source substitutes its body): nothing to do.
    mutating func showPreview(_ preview: PreviewContent?) {}

    /// Card modes show no prompt of their own, nor labels or a preview pane.
    mutating func changePrompt(to text: String) {}
    mutating func changeLabel(_ label: BorderLabel.Place, to text: String) {}
    mutating func changePreviewWindow(to window: PreviewWindow) {}
    mutating func showPreviewActivity(_ activity: PreviewActivity) {}
    var showsPreviewActivity: Bool { false }

    var wakeDescriptor: Int32? { nil }
    mutating func wakeUp(at time: Double) -> ScreenResponse { .handled }
    mutating func sessionDidEnd() {}

    // MARK: The mode as the session drives it

    /// The keys the mode answers to: the view's, then the mode's, then the session's. The
    /// help overlay is generated from it.
    var keyMap: KeyMap { view.keyMap.layered(over: Array(keyLayers.dropFirst())) }

    /// The maps `keyMap` is layered from, in order.
    var keyLayers: [KeyMap] { [view.keyMap, modeKeys, .session] }

    /// Whether frames are needed without input: the view moves on its own.
    var isAnimating: Bool { view.isAnimating }

    /// Advances the view's motion to `now` (seconds on the monotonic clock).
    mutating func step(now: Double) { view.step(now: now) }

    /// A key the view does not get as an action (a prompt's, a digit) was pressed: motion
    /// that any key stops stops.
    mutating func keyWasPressed(at time: Double) { view.keyWasPressed(at: time) }

    /// What a picture finished decoding changed under the same cards: draw them again.
    mutating func contentDidChange() { view.setNeedsDisplay() }

    /// Does what a key asked: the view first, then the mode. The session keeps its own
    /// actions (`KeyMap.session`); every other one comes here.
    mutating func perform(_ action: Action, at time: Double) -> ScreenResponse {
        if !actionsBeforeView.contains(action), view.perform(action, at: time) { return viewResponse(after: action) }
        return perform(own: action, at: time)
    }

    /// One mouse event (wheel included), in the mode's cells: the chrome's when over it,
    /// else the view's.
    mutating func handle(_ mouse: MouseEvent, at time: Double) -> ScreenResponse {
        if let response = handleChrome(mouse, at: time) { return response }
        view.handle(mouse, at: time)
        return viewResponse(after: nil)
    }

    /// Draws a whole frame into `buffer` (the terminal's size): the view and its chrome, or
    /// below the minimum size the "terminal too small" message.
    mutating func render(into buffer: inout CellBuffer, status: StatusContent) {
        buffer.fill(buffer.bounds, with: .blank)
        buffer.cursor = nil
        let size = buffer.size
        guard size.columns >= minimumSize.columns, size.rows >= minimumSize.rows else {
            TooSmallMessage(minimum: minimumSize).draw(on: &buffer, theme: theme)
            return
        }
        view.draw(in: viewRegion(in: size), on: &buffer)
        drawChrome(into: &buffer, status: status)
    }
}

/// What a mode answers to an action or a mouse event.
enum ScreenResponse: Equatable {
    /// Handled, or nothing to do; a frame follows.
    case handled
    /// The user picked this item: the session prints it (in the `--print` format) and exits.
    case pick(ItemFields, index: Int)
    /// A remark for the status line, e.g. `nothing to undo`.
    case note(String)
    /// The user backed out of the top level: the session ends without a pick.
    case quit
    /// A pick was asked for with nothing to pick (the filter left no item).
    case nothingToPick
    /// A click or wheel notch on the list's rows, for the session to finish (marks, bindings).
    case pointer(PointerRequest)
}
