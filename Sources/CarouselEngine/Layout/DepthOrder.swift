/// Painter's order (icarousel-spec §1.4.6), applied on every frame rather than only at
/// rest: lower depth keys are drawn first; on an exact tie the item whose (1, 1, 1)
/// point lies farther along the scroll axis from the current item's is drawn first,
/// so the current item wins ties. Equal on both counts, the lower index goes first,
/// which keeps the order deterministic.
public struct DepthOrder: Sendable, Equatable {
    /// Whether the scroll axis is y rather than x.
    public var isVertical: Bool
    /// The current item's coordinate along the scroll axis for the local point (1, 1, 1).
    public var currentCoordinate: Double

    /// An order for one frame.
    public init(isVertical: Bool, currentCoordinate: Double) {
        self.isVertical = isVertical
        self.currentCoordinate = currentCoordinate
    }

    /// The coordinate along the scroll axis of the local point (1, 1, 1) under `transform`.
    public static func axisCoordinate(of transform: Transform3D, isVertical: Bool) -> Double {
        let t = transform
        return isVertical ? t.m12 + t.m22 + t.m32 + t.m42 : t.m11 + t.m21 + t.m31 + t.m41
    }

    /// True when `a` is drawn before `b`.
    public func drawsBefore(_ a: ItemPlacement, _ b: ItemPlacement) -> Bool {
        if a.depth != b.depth { return a.depth < b.depth }
        let distanceA = abs(Self.axisCoordinate(of: a.transform, isVertical: isVertical) - currentCoordinate)
        let distanceB = abs(Self.axisCoordinate(of: b.transform, isVertical: isVertical) - currentCoordinate)
        if distanceA != distanceB { return distanceA > distanceB }
        return a.index < b.index
    }

    /// `placements` sorted back to front, with `zOrder` numbered from 0.
    public func sorted(_ placements: [ItemPlacement]) -> [ItemPlacement] {
        // The positions are sorted, not the placements: a placement is large, and moving
        // placements at every step of the sort was most of its time on a list's rows.
        let order = placements.indices.sorted { drawsBefore(placements[$0], placements[$1]) }
        var sorted = order.map { placements[$0] }
        for i in sorted.indices { sorted[i].zOrder = i }
        return sorted
    }
}
