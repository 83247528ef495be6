/// Everything a host chooses about how a carousel looks, apart from its size: the type,
/// the option overrides, the camera, the offsets and the axis.
public struct CarouselConfiguration: Sendable {
    /// iCarousel's camera: 500 pt away from 200 pt items, i.e. two and a half item widths.
    public static let defaultCameraDistance = 2.5
    /// A terminal cell is about twice as tall as it is wide.
    public static let defaultCellAspectRatio = 2.0

    /// The layout.
    public var type: CarouselType
    /// The host's overrides and option hook.
    public var options: CarouselOptions
    /// The camera's distance from the carousel, in item widths (`d = distance · W`, so
    /// the perspective is `p = −1/d`). Infinite, zero, negative or NaN: no perspective.
    public var cameraDistance: Double
    /// Moves the items and their vanishing point, in cells (x columns, y rows).
    public var contentOffset: Vector2
    /// Moves the eye (not the vanishing point) before the perspective divide, in column
    /// units (y too: a row is `cellAspectRatio` units).
    public var viewpointOffset: Vector2
    /// Whether the carousel scrolls along y (`+offset` is down).
    public var isVertical: Bool
    /// How many column units tall a row is; values that are not positive and finite
    /// fall back to `defaultCellAspectRatio`.
    public var cellAspectRatio: Double
    /// The transform of an item at a given offset, for `.custom` (the op chain only: the
    /// engine adds the viewpoint and perspective). Without one, custom lays out as linear.
    public var customTransform: (@Sendable (_ offset: Double) -> Transform3D)?

    /// A configuration with iCarousel's defaults for everything not given.
    public init(type: CarouselType = .linear, options: CarouselOptions = .defaults,
                cameraDistance: Double = Self.defaultCameraDistance, contentOffset: Vector2 = .zero,
                viewpointOffset: Vector2 = .zero, isVertical: Bool = false,
                cellAspectRatio: Double = Self.defaultCellAspectRatio,
                customTransform: (@Sendable (_ offset: Double) -> Transform3D)? = nil) {
        self.type = type
        self.options = options
        self.cameraDistance = cameraDistance
        self.contentOffset = contentOffset
        self.viewpointOffset = viewpointOffset
        self.isVertical = isVertical
        self.cellAspectRatio = cellAspectRatio
        self.customTransform = customTransform
    }

    /// Whether this type wraps, after the host's override and hook: the value a host
    /// gives its `Carousel.isWrapEnabled`.
    public var isWrapEnabled: Bool {
        options.value(of: .wrap, default: type.isCircular ? 1 : 0) != 0
    }

    /// The aspect ratio actually used: `cellAspectRatio` when it is positive and finite.
    public var effectiveCellAspectRatio: Double {
        cellAspectRatio.isFinite && cellAspectRatio > 0 ? cellAspectRatio : Self.defaultCellAspectRatio
    }

    /// The perspective `p = −1/(distance · W)` for items `itemWidth` column units apart,
    /// in 1/column units; 0 when there is no usable camera distance.
    public func perspective(itemWidth: Double) -> Double {
        let distance = cameraDistance * itemWidth
        guard distance.isFinite, distance > 0 else { return 0 }
        return -1 / distance
    }
}
