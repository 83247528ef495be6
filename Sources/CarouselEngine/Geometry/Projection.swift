/// The camera: iCarousel's projection (icarousel-spec §1.4.3–4) in terminal units
/// (§7). A world point `(X, Y, Z)` in column units loses the viewpoint offset, is
/// divided by `q = 1 + p·Z`, and lands at `anchor + (X/q, Y/q / aspect)` in cells.
public struct Projection: Sendable, Equatable {
    /// The smallest depth factor `q` a visible point may have: points nearer the eye
    /// than 1 % of the camera distance, or behind it, count as behind the viewer.
    public static let nearestDepthFactor = 0.01

    /// Where world `(0, 0)` lands, in cells: the viewport's centre plus the content offset.
    public var anchor: Vector2
    /// `p = −1/d` in 1/column units; 0 for no perspective.
    public var perspective: Double
    /// How many column units tall a row is.
    public var cellAspectRatio: Double
    /// Subtracted from x and y before the divide, in column units.
    public var viewpointOffset: Vector2

    /// A camera with the given anchor, perspective, aspect ratio and viewpoint.
    public init(anchor: Vector2, perspective: Double, cellAspectRatio: Double, viewpointOffset: Vector2 = .zero) {
        self.anchor = anchor
        self.perspective = perspective
        self.cellAspectRatio = cellAspectRatio
        self.viewpointOffset = viewpointOffset
    }

    /// The result of projecting one point.
    public struct ProjectedPoint: Sendable, Equatable {
        /// Where the point lands, in cells.
        public var position: Vector2
        /// `q = 1 + p·Z`; the apparent scale is `1/q`.
        public var depthFactor: Double
        /// True when the point is behind the viewer (or too close to the eye to draw);
        /// its position is then computed with the nearest allowed `q` and only finite.
        public var isBehindViewer: Bool
    }

    /// Projects a world point.
    public func project(_ point: Vector3) -> ProjectedPoint {
        let q = 1 + perspective * point.z
        let isBehind = !(q >= Self.nearestDepthFactor)
        let safeQ = isBehind ? Self.nearestDepthFactor : q
        let x = (point.x - viewpointOffset.x) / safeQ
        let y = (point.y - viewpointOffset.y) / safeQ / cellAspectRatio
        return ProjectedPoint(position: Vector2(x: anchor.x + x, y: anchor.y + y),
                              depthFactor: q, isBehindViewer: isBehind)
    }
}
