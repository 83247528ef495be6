/// Where and how one loaded item is drawn in one frame.
public struct ItemPlacement: Sendable, Equatable {
    /// The carousel index: `0..<N` for items; negative or `≥ N` for placeholders.
    public var index: Int
    /// For a placeholder, which one the data source should draw (in `0..<P`); nil for items.
    public var placeholderIndex: Int?
    /// The item's offset from the centre in items (`index − scrollOffset`, wrapped).
    public var offset: Double
    /// The type's op chain for this item, before viewpoint and perspective.
    public var transform: Transform3D
    /// The item's centre after the type transform, before viewpoint and projection,
    /// relative to the anchor, in column units (x right, y down, z toward the viewer).
    public var center: Vector3
    /// Opacity in `0...1` (never 0: fully faded items are not loaded).
    public var alpha: Double
    /// The transform's `m33`: positive when the item faces the viewer.
    public var facing: Double
    /// True when the item is not drawn: facing away with back faces off, or (partly)
    /// behind the viewer.
    public var isHidden: Bool
    /// The spec's depth key (z of the local point (1, 1, 1)); higher is nearer.
    public var depth: Double
    /// Painter's order: 0 is drawn first (furthest back). Placements come sorted by it.
    public var zOrder: Int
    /// The item's corners on screen, in fractional cells of the viewport.
    public var quad: ScreenQuad
    /// The apparent scale at the item's centre (`1/q`): 1 on the carousel's plane.
    public var scale: Double
    /// True for a removed item fading out where it stood (`index` is its index before the
    /// removal): drawn, never hit.
    public var isGhost = false

    /// A placement; every property not given has a neutral value.
    public init(index: Int, placeholderIndex: Int? = nil, offset: Double, transform: Transform3D = .identity,
                center: Vector3, alpha: Double = 1, facing: Double = 1, isHidden: Bool = false,
                depth: Double = 0, zOrder: Int = 0,
                quad: ScreenQuad = ScreenQuad(topLeft: .zero, topRight: .zero, bottomRight: .zero, bottomLeft: .zero),
                scale: Double = 1) {
        self.index = index
        self.placeholderIndex = placeholderIndex
        self.offset = offset
        self.transform = transform
        self.center = center
        self.alpha = alpha
        self.facing = facing
        self.isHidden = isHidden
        self.depth = depth
        self.zOrder = zOrder
        self.quad = quad
        self.scale = scale
    }

    /// True for a placeholder rather than an item.
    public var isPlaceholder: Bool { placeholderIndex != nil }

    /// True when the viewer sees the item's front (`m33 > 0`).
    public var isFrontFacing: Bool { facing > 0 }
}
