import CarouselEngine
import CellCanvas
import TerminalBackend

/// A talk shown a slide at a time over the whole of its frame: forward reveals the slide's
/// next step (its next pause) and then the next slide, back returns. Keys: →, Space,
/// PageDown and `l` forward; ←, PageUp and `h` back; `g`/`G` (Home/End) the first and last
/// slide; a click forward, the wheel either way. Enter does nothing here (it never ends a
/// talk). Slides are `SlideView`s drawn with the theme's focused card style.
///
/// Going to another slide animates (`SlideTransition`) unless motion is reduced; a key
/// never waits for it: a move during one starts the next from where the first was going.
final class SlideShowView: Component {
    var frame = Rect(x: 0, y: 0, width: 80, height: 24)
    let keyMap = KeyMap.slideShow
    var pictureDisplay = PictureDisplay()
    private(set) var hitMap = HitMap()
    /// The talk shown.
    private(set) var talk: Talk
    /// The slide and step shown.
    private(set) var position = TalkPosition()
    /// The interface's theme, and it with the talk's on top (`SlideTheme`).
    private let baseTheme: Theme
    private(set) var theme: Theme
    private let colorEnabled: Bool
    /// A remark about the last action (at the end, at the start).
    private(set) var remark: String?
    /// How slides change, and whether they move at all (`--no-animation` cuts).
    private let transitionKind: SlideTransition.Kind
    private let animates: Bool
    private let fade: Fade
    /// The transition running, and the two slides' cells it is made of (drawn once).
    private(set) var transition: SlideTransition?
    private var transitionCells: (size: Size, old: CellBuffer, new: CellBuffer)?
    /// The carousel a 3D transition moves the slides on (it keeps their cells per size).
    private var transitionCarousel: SlideCarousel?
    /// The latest time seen.
    private var clock = 0.0
    /// Big letters for titles and `font_size` text.
    private let letterer: Letterer

    init(talk: Talk, theme: Theme, transition: SlideTransition.Kind = .slide, animates: Bool = true, colorEnabled: Bool = true,
         letterer: Letterer = .standard) {
        self.talk = talk
        self.letterer = letterer
        baseTheme = theme
        self.theme = talk.theme.applied(to: theme, colorEnabled: colorEnabled)
        self.colorEnabled = colorEnabled
        transitionKind = transition
        self.animates = animates
        fade = Fade(isColorEnabled: colorEnabled)
    }

    var isAnimating: Bool { transition != nil }

    func step(now: Double) {
        clock = max(clock, now)
        if let transition, transition.isFinished(at: clock) { endTransition() }
    }

    private func endTransition() {
        transition = nil
        transitionCells = nil
        transitionCarousel = nil
    }

    /// Goes to `next` at `time`: a new slide animates from the one shown (or the one a
    /// running transition was heading to); a step of the same slide is a cut.
    private func move(to next: TalkPosition, at time: Double) {
        clock = max(clock, time)
        let shown = position
        position = next
        endTransition()
        guard animates, transitionKind != .none, next.slide != shown.slide else { return }
        transition = SlideTransition(kind: transitionKind, from: shown, to: next, at: clock)
        transitionCarousel = transitionKind.carouselType.map {
            SlideCarousel(type: $0, theme: theme, colorEnabled: fade.isColorEnabled, pictures: pictureDisplay.still)
        }
    }

    /// The view of `position`'s slide at its step.
    private func view(at position: TalkPosition) -> SlideView? {
        guard talk.slides.indices.contains(position.slide) else { return nil }
        let steps = talk.slides[position.slide].steps
        return steps[min(max(position.step, 0), steps.count - 1)]
    }

    /// The slide shown's view at its step.
    var shownView: SlideView? { view(at: position) }

    @discardableResult
    func render(in region: Rect, on buffer: inout CellBuffer) -> HitMap {
        frame = region
        buffer.fill(region, with: ground)
        if let transition, let carousel = transitionCarousel {
            if let old = view(at: transition.from), let new = view(at: transition.to) {
                carousel.draw(old: old, new: new, progress: transition.progress(at: clock), forward: transition.isForward,
                              in: region, on: &buffer)
            }
        } else if let transition {
            if transitionCells?.size != region.size {
                transitionCells = (region.size, cells(of: transition.from, size: region.size), cells(of: transition.to, size: region.size))
            }
            if let cells = transitionCells {
                SlideTransition.compose(transition.kind, old: cells.old, new: cells.new, progress: transition.progress(at: clock),
                                        forward: transition.isForward, fade: fade, in: region, on: &buffer)
            }
        } else {
            shownView?.draw(in: region, on: &buffer, context: context, letterer: letterer)
        }
        var hits = HitMap()
        hits.add(.rect(region), .item(position.slide))
        hitMap = hits
        return hits
    }

    /// `position`'s slide drawn alone at `size`.
    private func cells(of position: TalkPosition, size: Size) -> CellBuffer {
        var cells = CellBuffer(size: size)
        cells.fill(cells.bounds, with: ground)
        view(at: position)?.draw(in: cells.bounds, on: &cells, context: context, letterer: letterer)
        return cells
    }

    /// A blank cell of the slide: its background fills the whole slide.
    private var ground: Cell { Cell(glyph: .space, style: theme.focusedCard.body) }

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
            move(to: next, at: time)
        case .previous:
            guard let previous = position.retreated(in: talk) else {
                remark = "the first slide"
                return true
            }
            move(to: previous, at: time)
        case .first: show(slide: 0, at: time)
        case .last: show(slide: talk.slides.count - 1, at: time)
        default: return false
        }
        return true
    }

    /// Shows slide `slide` whole (every step): a jump lands on a slide as it ends.
    func show(slide: Int, at time: Double) {
        guard !talk.slides.isEmpty else { return }
        move(to: .whole(min(max(slide, 0), talk.slides.count - 1), in: talk), at: time)
    }

    /// Shows `talk` instead (read again), in its theme, at the same slide and step as far as
    /// it has them.
    func replace(talk: Talk) {
        self.talk = talk
        theme = talk.theme.applied(to: baseTheme, colorEnabled: colorEnabled)
        position = position.clamped(to: talk)
        endTransition()
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
