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
    /// The carousel's cover flow: the old slide turns away to one side as the new one
    /// turns in from the other.
    case coverFlow = "cover-flow"
    /// The carousel's rotary: both slides face the viewer on a ring that turns a quarter.
    case rotary
    /// The carousel's cylinder of four faces, a cube: the slides are two of its sides, and
    /// it turns a quarter.
    case cylinder
    /// The carousel's time machine: the old slide goes back into the distance as the new
    /// one comes in from in front of the viewer, fading in.
    case timeMachine = "time-machine"

    /// The carousel type the slides move as, for the 3D kinds (nil for the flat ones,
    /// which are composed from the two slides' cells).
    var carouselType: CarouselType? {
        switch self {
        case .slide, .fade, .none: nil
        case .coverFlow: .coverFlow
        case .rotary: .rotary
        case .cylinder: .cylinder
        case .timeMachine: .timeMachine
        }
    }
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
        case .none, .coverFlow, .rotary, .cylinder, .timeMachine:
            // The 3D kinds go through the carousel (`SlideCarousel`), not through cells.
            buffer.paste(new, at: region.origin, clip: region)
        }
    }
}
