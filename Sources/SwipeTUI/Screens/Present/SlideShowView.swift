import CarouselEngine
import CellCanvas
import TerminalBackend

/// A talk shown a slide at a time over the whole of its frame: forward reveals the slide's
/// next step (its next pause) and then the next slide, back returns. Keys: →, Space,
/// PageDown and `l` forward; ←, PageUp and `h` back; `g`/`G` (Home/End) the first and last
/// slide; a click forward, the wheel either way. Enter does nothing here (it never ends a
/// talk). Slides are `SlideView`s drawn with the theme's focused card style.
final class SlideShowView: Component {
    var frame = Rect(x: 0, y: 0, width: 80, height: 24)
    let keyMap = KeyMap.slideShow
    var pictureDisplay = PictureDisplay()
    private(set) var hitMap = HitMap()
    /// The talk shown.
    private(set) var talk: Talk
    /// The slide and step shown.
    private(set) var position = TalkPosition()
    private let theme: Theme
    /// A remark about the last action (at the end, at the start).
    private(set) var remark: String?

    init(talk: Talk, theme: Theme) {
        self.talk = talk
        self.theme = theme
    }

    var isAnimating: Bool { false }

    func step(now: Double) {}

    /// The slide shown's view at its step.
    var shownView: SlideView? {
        guard talk.slides.indices.contains(position.slide) else { return nil }
        let steps = talk.slides[position.slide].steps
        return steps[min(position.step, steps.count - 1)]
    }

    @discardableResult
    func render(in region: Rect, on buffer: inout CellBuffer) -> HitMap {
        frame = region
        buffer.fill(region, with: .blank)
        shownView?.draw(in: region, on: &buffer, context: context)
        var hits = HitMap()
        hits.add(.rect(region), .item(position.slide))
        hitMap = hits
        return hits
    }

    /// How slides are drawn: open, focused, in the theme's colours.
    private var context: ItemContext {
        ItemContext(isFocused: true, style: theme.focusedCard, isOpen: true, pictures: pictureDisplay)
    }

    @discardableResult
    func perform(_ action: Action, at time: Double) -> Bool {
        remark = nil
        switch action {
        case .next:
            guard let next = position.advanced(in: talk) else {
                remark = "the last slide"
                return true
            }
            position = next
        case .previous:
            guard let previous = position.retreated(in: talk) else {
                remark = "the first slide"
                return true
            }
            position = previous
        case .first: show(slide: 0)
        case .last: show(slide: talk.slides.count - 1)
        default: return false
        }
        return true
    }

    /// Shows slide `slide` whole (every step): a jump lands on a slide as it ends.
    func show(slide: Int) {
        guard !talk.slides.isEmpty else { return }
        position = .whole(min(max(slide, 0), talk.slides.count - 1), in: talk)
    }

    /// Shows `talk` instead (read again), at the same slide and step as far as it has them.
    func replace(talk: Talk) {
        self.talk = talk
        position = position.clamped(to: talk)
    }

    /// A click goes forward; the wheel goes either way.
    @discardableResult
    func handle(_ mouse: MouseEvent, at time: Double) -> Bool {
        guard mouse.action == .press, frame.contains(Point(x: mouse.column, y: mouse.row)) else { return false }
        switch mouse.button {
        case .left, .wheelDown, .wheelRight: return perform(.next, at: time)
        case .wheelUp, .wheelLeft, .right: return perform(.previous, at: time)
        default: return false
        }
    }
}

extension KeyMap {
    /// What a slide show answers to.
    static let slideShow = KeyMap(bindings: [
        KeyBinding(keys: [KeyPress(.right), KeyPress(.character(" ")), KeyPress(.pageDown), KeyPress(.character("l")),
                          KeyPress(.down), KeyPress(.character("j"))],
                   label: "→/Space/PgDn/l", help: "next step, then next slide", action: .next),
        KeyBinding(keys: [KeyPress(.left), KeyPress(.pageUp), KeyPress(.character("h")), KeyPress(.up), KeyPress(.character("k"))],
                   label: "←/PgUp/h", help: "step back", action: .previous),
        KeyBinding(keys: [KeyPress(.home), KeyPress(.character("g"))], label: "g/Home", help: "first slide", action: .first),
        KeyBinding(keys: [KeyPress(.end), KeyPress(.character("G"))], label: "G/End", help: "last slide", action: .last),
    ])
}
