/// iCarousel's linear type: items in a flat row, `itemWidth · spacing` columns apart.
///
/// Only the items that can be on screen are computed (icarousel-spec §1.6 and §3.2),
/// so the cost of a layout does not grow with the item count.
public struct LinearLayout: Sendable, Equatable {
    /// iCarousel's cap on loaded item views.
    public static let maximumVisibleItems = 30

    /// The pitch of one item, in columns.
    public var itemWidth: Double
    /// The spacing multiplier applied to the pitch.
    public var spacing: Double

    public init(itemWidth: Double, spacing: Double = 1) {
        self.itemWidth = itemWidth
        self.spacing = spacing
    }

    /// How many items a viewport `length` columns long can show.
    public func numberOfVisibleItems(viewportLength length: Double, itemCount: Int) -> Int {
        let pitch = itemWidth * spacing
        let fit = pitch > 0 && length.isFinite ? (max(length, 0) / pitch).rounded(.up) + 2 : 2
        return max(0, min(Int(min(fit, Double(Self.maximumVisibleItems))), itemCount))
    }

    /// The indexes to draw, a window centred on the current item that never slides
    /// past the ends of a non-wrapping carousel.
    public func visibleIndexes(of carousel: Carousel, viewportLength length: Double) -> [Int] {
        let count = carousel.numberOfItems
        let visible = numberOfVisibleItems(viewportLength: length, itemCount: count)
        guard visible > 0 else { return [] }
        var start = carousel.currentItemIndex - visible / 2
        if !carousel.isWrapEnabled { start = max(0, min(count - visible, start)) }
        let math = carousel.wrapMath
        return (0..<visible).map { math.clampedIndex(start + $0) }
    }

    /// The placements of the visible items, back to front.
    public func placements(of carousel: Carousel, viewportLength length: Double) -> [ItemPlacement] {
        let pitch = itemWidth * spacing
        return visibleIndexes(of: carousel, viewportLength: length)
            .map { index -> ItemPlacement in
                let offset = carousel.offset(ofItem: index)
                return ItemPlacement(index: index, offset: offset, center: Vector3(x: offset * pitch, y: 0, z: 0))
            }
            // The spec's tie rule: on equal depth, the item farther from the centre is drawn first.
            .sorted { abs($0.offset) > abs($1.offset) }
            .enumerated()
            .map { order, placement in
                var placement = placement
                placement.zOrder = order
                return placement
            }
    }
}
