/// The op chain of each carousel type (icarousel-spec §1.5): where an item at a given
/// offset goes, before the viewpoint and the perspective are applied.
///
/// Everything is in column units, x right, y down, z toward the viewer. Vertical mode
/// swaps the roles of x and y for every built-in type; custom transforms are used as
/// the host returns them.
public struct TypeTransform: Sendable {
    /// The z bias that keeps cylinder and wheel items apart in depth (the spec's 0.01 pt,
    /// kept as a tiny tie-breaker).
    public static let depthBias = 0.01

    /// The carousel type.
    public var type: CarouselType
    /// The resolved options of this layout pass.
    public var options: ResolvedOptions
    /// The host's options, asked again per item for the rotary and cylinder `angle`.
    public var hostOptions: CarouselOptions
    /// `W`, the pitch along the scroll axis, in column units.
    public var itemWidth: Double
    /// Whether the carousel scrolls vertically.
    public var isVertical: Bool
    /// The host's transform for `.custom`; without one, custom items sit as in `.linear`.
    public var customTransform: (@Sendable (_ offset: Double) -> Transform3D)?

    /// A transform maker for one layout pass.
    public init(type: CarouselType, options: ResolvedOptions, hostOptions: CarouselOptions = .defaults,
                itemWidth: Double, isVertical: Bool = false,
                customTransform: (@Sendable (_ offset: Double) -> Transform3D)? = nil) {
        self.type = type
        self.options = options
        self.hostOptions = hostOptions
        self.itemWidth = itemWidth
        self.isVertical = isVertical
        self.customTransform = customTransform
    }

    /// The transform of the item at `offset`. `coverFlowTilt` is cover flow's `c`, the
    /// item's turn in `−1...1`; nil means `clamp(offset, −1, 1)` (plain cover flow, and
    /// cover flow 2 in its free-motion states).
    public func transform(forOffset offset: Double, coverFlowTilt: Double? = nil) -> Transform3D {
        let o = offset, w = itemWidth, s = options.spacing
        switch type {
        case .linear:
            return along(o * w * s)
        case .rotary, .invertedRotary:
            let sign = type == .rotary ? 1.0 : -1.0
            let r = sign * options.radius
            let theta = sign * angle(forOffset: o)
            return along(r * Math.sin(theta), z: r * Math.cos(theta) - r)
        case .cylinder, .invertedCylinder:
            let sign = type == .cylinder ? 1.0 : -1.0
            let r = sign * options.radius
            let theta = sign * angle(forOffset: o)
            let turned = Transform3D.translation(z: r + Self.depthBias)
            let rotated = isVertical ? turned.rotated(aboutX: -theta) : turned.rotated(aboutY: theta)
            return rotated.translated(z: -r)
        case .wheel, .invertedWheel:
            let sign = type == .wheel ? 1.0 : -1.0
            let r = sign * options.radius
            let phi = sign * options.angleStep * o
            if isVertical {
                return Transform3D.translation(x: r, z: Self.depthBias * o).rotated(aboutZ: phi).translated(x: -r)
            }
            return Transform3D.translation(y: -r, z: Self.depthBias * o).rotated(aboutZ: phi).translated(y: r)
        case .coverFlow, .coverFlow2:
            let c = min(max(coverFlowTilt ?? o, -1), 1)
            let beta = c * .pi / 2 * options.tilt
            let shift = (c * options.tilt / 2 + o * s) * w
            let depth = -abs(c) * w / 2
            if isVertical {
                return Transform3D.rotation(aboutX: beta).translated(y: shift, z: depth)
            }
            return Transform3D.rotation(aboutY: -beta).translated(x: shift, z: depth)
        case .timeMachine, .invertedTimeMachine:
            let o = type == .timeMachine ? o : -o
            let tilt = type == .timeMachine ? options.tilt : -options.tilt
            return along(o * w * tilt, z: o * w * s)
        case .custom:
            guard let customTransform else { return .translation(x: o * w * s) }
            return customTransform(o)
        }
    }

    /// The whole angle of the rotary or cylinder item at `offset`: `offset · arc / count`
    /// unless the host's `angle` option says otherwise.
    public func angle(forOffset offset: Double) -> Double {
        let angle = hostOptions.value(of: .angle, default: offset * options.angleStep)
        return angle.isFinite ? angle : offset * options.angleStep
    }

    /// A move of `distance` along the scroll axis (x, or y when vertical), plus `z`.
    private func along(_ distance: Double, z: Double = 0) -> Transform3D {
        isVertical ? .translation(y: distance, z: z) : .translation(x: distance, z: z)
    }
}
