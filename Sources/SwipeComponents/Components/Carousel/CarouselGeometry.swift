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
    /// Set when every item is one line, about this many columns wide at most: the linear
    /// type then gives items small cards, three rows tall and as wide as that (within the
    /// frame), stacked without a gap when vertical, so that a screen shows a dozen and more.
    /// Ignored when `itemWidth` or `itemHeight` is given, and by the 3D types.
    public var singleLineWidth: Int?
    /// Items are the rows of a list: each as wide as the frame and one row tall, one row
    /// apart (the picker's list layout). Wins over every other size; linear type only.
    public var isList = false

    /// Item sizes, nil for the frame's choice; a width is kept at least four columns
    /// narrower than the frame, and `spacing` is at least 0.01.
    public init(itemWidth: Int? = nil, itemHeight: Int? = nil, spacing: Double = 1, singleLineWidth: Int? = nil) {
        self.itemWidth = itemWidth
        self.itemHeight = itemHeight
        self.spacing = spacing
        self.singleLineWidth = singleLineWidth
    }

    /// The rows of a single-line card: a border, the line, a border.
    public static let singleLineCardRows = 3
}
