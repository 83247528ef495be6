/// Where one item is drawn in one frame.
public struct ItemPlacement: Sendable, Equatable {
    /// The item's index.
    public var index: Int
    /// The item's offset from the centre in items (`index − scrollOffset`, wrapped).
    public var offset: Double
    /// The item's centre relative to the carousel's anchor, in column units
    /// (x right, y down, z toward the viewer).
    public var center: Vector3
    /// Opacity in `0...1`.
    public var alpha: Double
    /// Drawing order: lower values are drawn first (further back).
    public var zOrder: Int

    public init(index: Int, offset: Double, center: Vector3, alpha: Double = 1, zOrder: Int = 0) {
        self.index = index
        self.offset = offset
        self.center = center
        self.alpha = alpha
        self.zOrder = zOrder
    }
}
