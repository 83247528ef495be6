extension Sequence where Element == ItemPlacement {
    /// The front-most drawn placement whose quad contains `point` (in cells of the
    /// viewport; pass a cell's centre, `x + 0.5, y + 0.5`, for a mouse position), as the
    /// spec's hit test does (§2.8): hidden items and ghosts are skipped, the highest `zOrder` wins.
    public func frontmost(at point: Vector2) -> ItemPlacement? {
        var best: ItemPlacement?
        for placement in self where !placement.isHidden && !placement.isGhost && placement.quad.contains(point) {
            if best.map({ placement.zOrder > $0.zOrder }) ?? true { best = placement }
        }
        return best
    }
}
