/// How a carousel's items are sized and spaced: fixed sizes, or nil for sizes that follow
/// the view's frame, and iCarousel's spacing.
public struct CarouselGeometry: Sendable, Equatable {
    /// Columns between neighbouring items at spacing 1 (one row when vertical).
    public static let gap = 2

    /// Item width in columns; nil sizes items to the frame.
    public var itemWidth: Int?
    /// Item height in rows; nil sizes items to the frame.
    public var itemHeight: Int?
    /// The pitch multiplier (iCarousel's spacing): 1 leaves a two-column gap.
    public var spacing: Double

    /// Item sizes, nil for the frame's choice; a width is kept at least four columns
    /// narrower than the frame, and `spacing` is at least 0.01.
    public init(itemWidth: Int? = nil, itemHeight: Int? = nil, spacing: Double = 1) {
        self.itemWidth = itemWidth
        self.itemHeight = itemHeight
        self.spacing = spacing
    }
}
