import CarouselEngine
import CellCanvas

/// How present mode changes slides (`--transition`).
public enum SlideTransitionKind: String, Sendable, CaseIterable {
    /// The new slide pushes the old one out sideways (forward: from the right).
    case slide
    /// The old slide fades out, then the new one fades in.
    case fade
    /// A cut.
    case none
}

/// The move from one slide to another (`--transition`): the engine's timed scroll from 0
/// to 1 over `duration`, eased, and how the two slides' cells are put together at each
/// point of it. A pause's next step is never animated; reduced motion cuts.
struct SlideTransition: Equatable, Sendable {
    typealias Kind = SlideTransitionKind

    /// Seconds a transition takes.
    static let duration = 0.25

    var kind: Kind
    var from: TalkPosition
    var to: TalkPosition
    /// The engine's motion from 0 (the old slide) to 1 (the new one).
    var motion: TimedScroll

    /// A transition of `kind` from `from` to `to`, starting at `time`.
    init(kind: Kind, from: TalkPosition, to: TalkPosition, at time: Double) {
        self.kind = kind
        self.from = from
        self.to = to
        motion = TimedScroll(from: 0, to: 1, startTime: time, duration: Self.duration)
    }

    /// Whether it moves forward through the talk.
    var isForward: Bool { to.slide >= from.slide }

    /// How far it is at `time`, 0 to 1.
    func progress(at time: Double) -> Double { min(max(motion.offset(at: time), 0), 1) }

    func isFinished(at time: Double) -> Bool { motion.isFinished(at: time) }

    /// The frame at `progress`: `old` and `new` (each the region's size) put together in
    /// `region` of `buffer`.
    static func compose(_ kind: Kind, old: CellBuffer, new: CellBuffer, progress: Double, forward: Bool, fade: Fade,
                        in region: Rect, on buffer: inout CellBuffer) {
        buffer.fill(region, with: .blank)
        switch kind {
        case .slide:
            let shift = Int((progress * Double(region.width)).rounded())
            let sign = forward ? -1 : 1
            buffer.paste(old, at: Point(x: region.x + sign * shift, y: region.y), clip: region)
            buffer.paste(new, at: Point(x: region.x - sign * (region.width - shift), y: region.y), clip: region)
        case .fade:
            // Through an empty screen: the old slide out in the first two fifths, nothing
            // for one fifth, the new one in (a faded paste keeps every glyph, dimmed).
            if progress < 0.4 {
                buffer.paste(old, at: region.origin, clip: region, fadedTo: 1 - progress / 0.4, by: fade)
            } else if progress > 0.6 {
                buffer.paste(new, at: region.origin, clip: region, fadedTo: (progress - 0.6) / 0.4, by: fade)
            }
        case .none:
            buffer.paste(new, at: region.origin, clip: region)
        }
    }
}
