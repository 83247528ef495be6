/// The twelve iCarousel layouts (icarousel-spec §1.5).
public enum CarouselType: Sendable, Equatable, Hashable, CaseIterable {
    /// A flat row of items.
    case linear
    /// A ring seen from outside; items always face the viewer.
    case rotary
    /// A ring bulging toward the viewer; items always face the viewer.
    case invertedRotary
    /// A drum seen from outside; items turn with its surface.
    case cylinder
    /// A drum seen from inside; its far side faces away and is hidden by default.
    case invertedCylinder
    /// Items as spokes of a wheel whose hub is below the centre, turned in the screen plane.
    case wheel
    /// A wheel whose hub is above the centre.
    case invertedWheel
    /// A flat centre item between side items turned to face it.
    case coverFlow
    /// Cover flow whose centre item stays flat until the midpoint is crossed, then swings.
    case coverFlow2
    /// A stack receding into the distance; items past the front fade out toward the viewer.
    case timeMachine
    /// A time machine whose stack comes toward the viewer.
    case invertedTimeMachine
    /// Whatever transform the host supplies for each offset.
    case custom

    /// The type for a name such as `"coverFlow"`, `"cover-flow"`, `"Inverted_Time_Machine"`
    /// or `"coverflow2"`: case, dashes, underscores and spaces do not matter.
    public init?(name: String) {
        let key = Self.normalized(name)
        guard let type = Self.allCases.first(where: { Self.normalized($0.name) == key }) else { return nil }
        self = type
    }

    /// The name to show and to type: lower case words joined by dashes, e.g. `"cover-flow-2"`.
    public var name: String {
        switch self {
        case .linear: "linear"
        case .rotary: "rotary"
        case .invertedRotary: "inverted-rotary"
        case .cylinder: "cylinder"
        case .invertedCylinder: "inverted-cylinder"
        case .wheel: "wheel"
        case .invertedWheel: "inverted-wheel"
        case .coverFlow: "cover-flow"
        case .coverFlow2: "cover-flow-2"
        case .timeMachine: "time-machine"
        case .invertedTimeMachine: "inverted-time-machine"
        case .custom: "custom"
        }
    }

    /// True for the types laid out on a circle (rotary, cylinder, wheel and their
    /// inverted forms): they wrap by default and divide the circle into `count` slots.
    public var isCircular: Bool {
        switch self {
        case .rotary, .invertedRotary, .cylinder, .invertedCylinder, .wheel, .invertedWheel: true
        default: false
        }
    }

    private static func normalized(_ name: String) -> String {
        String(name.lowercased().filter { $0 != "-" && $0 != "_" && $0 != " " })
    }
}
