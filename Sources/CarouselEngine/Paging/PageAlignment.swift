/// Where a paged view's page window sits along the scroll axis (SwipeView's alignment,
/// icarousel-spec §4.2).
public enum PageAlignment: String, Sendable, Equatable, CaseIterable {
    /// The window starts at the leading edge of the view: `x0 = 0`.
    case edge
    /// The window is centred, so neighbouring items peek in on both sides:
    /// `x0 = (B − ipp·w) / 2`.
    case center

    /// The window's leading edge `x0`, in the unit of `viewportLength` and `itemLength`,
    /// for `itemsPerPage` items of `itemLength` in a view `viewportLength` long.
    public func windowOrigin(viewportLength: Double, itemLength: Double, itemsPerPage: Int) -> Double {
        switch self {
        case .edge:
            return 0
        case .center:
            let origin = (viewportLength - Double(max(itemsPerPage, 1)) * itemLength) / 2
            return origin.isFinite ? origin : 0
        }
    }
}
