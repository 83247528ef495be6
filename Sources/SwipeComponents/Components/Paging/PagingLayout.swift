import CarouselEngine
import CellCanvas

/// Where a `SwipeView` puts its pages in its frame: the page window (full length at edge alignment, inset so neighbours peek when
/// centred, or `itemsPerPage` fixed-size items long), the pitch from one page to the next
/// (page length plus the gap) and the card slots inside a page.
struct PagingLayout: Equatable {
    /// Column units per row along a vertical axis.
    static let cellAspectRatio = 2.0

    /// The frame the pages are drawn in.
    var area: Rect
    var isVertical: Bool
    var alignment: PageAlignment
    var itemsPerPage: Int
    /// The gap between pages in columns (rows when vertical: half as many, at least 1).
    var pageGap: Int
    /// Every item's size when fixed (SwipeView's itemSize); nil fits the items to the page.
    var itemSize: Size? = nil

    /// The cells pages are drawn in.
    var pageArea: Rect { area }

    /// The page area's length along the scroll axis, in cells.
    var areaLength: Int { isVertical ? pageArea.height : pageArea.width }

    /// Cells of each neighbour that peek in at centre alignment.
    var peek: Int {
        guard alignment == .center else { return 0 }
        return isVertical ? max(2, areaLength / 8) : max(4, areaLength / 10)
    }

    /// The gap along the axis, in cells.
    var gap: Int {
        guard pageGap > 0 else { return 0 }
        return isVertical ? max(1, pageGap / 2) : pageGap
    }

    /// A page's length along the axis, in cells: SwipeView's window `ipp·w`. Fitted, the
    /// area less the peeks; fixed, `itemsPerPage` items.
    var pageLength: Int {
        if let fixedItemLength { return max(itemsPerPage, 1) * fixedItemLength }
        return max(areaLength - 2 * peek, 1)
    }

    /// A fixed item's length along the axis, in cells (at least 1); nil when fitted.
    private var fixedItemLength: Int? {
        itemSize.map { max(isVertical ? $0.rows : $0.columns, 1) }
    }

    /// Pages beside the window's own that the area shows on its busier side (fixed items
    /// smaller than the area leave room for several).
    var pagesShownPerSide: Int {
        let before = origin
        let after = areaLength - origin - pageLength
        let room = Double(max(before, after, 0))
        return Int((room / Double(max(pitch, 1))).rounded(.up))
    }

    /// The window's leading edge, `x0`, in cells from the area's leading edge.
    var origin: Int {
        let slot = Double(pageLength) / Double(max(itemsPerPage, 1))
        return Int(alignment.windowOrigin(viewportLength: Double(areaLength), itemLength: slot,
                                          itemsPerPage: itemsPerPage).rounded(.down))
    }

    /// Cells from one page's leading edge to the next one's.
    var pitch: Int { pageLength + gap }

    /// The pitch in the engine's unit (column units; a row is two), which turns a drag
    /// into pages.
    var engineItemWidth: Double { Double(pitch) * (isVertical ? Self.cellAspectRatio : 1) }

    /// The frame of a page `offset` pages from the window (negative: before it); edges
    /// are floored so they do not jitter.
    func pageFrame(atOffset offset: Double) -> Rect {
        let shift = offset.isFinite ? min(max(offset * Double(pitch), -1e6), 1e6) : 0
        // A hair of tolerance, so that 0.294…·102 = −30.000000000000004 lands on −30.
        let lead = origin + Int((shift + 1e-9).rounded(.down))
        let area = pageArea
        return isVertical ? Rect(x: area.x, y: area.y + lead, width: area.width, height: pageLength)
                          : Rect(x: area.x + lead, y: area.y, width: pageLength, height: area.height)
    }

    /// The length of each card's slot along the axis, in cells: the page split into
    /// equal slots (what is left over goes to the margins at both ends).
    var slotLength: Int { pageLength / max(itemsPerPage, 1) }

    /// The shortest slot a readable card needs: 12 columns across (a card 10 wide inside
    /// it), 3 rows down (a title between two borders).
    var minimumSlotLength: Int { isVertical ? 3 : 12 }

    /// Whether the page area holds `itemsPerPage` readable cards side by side; fixed-size
    /// items are always drawn (their size was chosen), clipped by the area.
    var holdsCards: Bool { itemSize != nil || slotLength >= minimumSlotLength }

    /// The frame's length along the axis (columns, or rows when vertical) at which a
    /// page first holds `itemsPerPage` readable cards: this length when it already does.
    var requiredLength: Int {
        let ownLength = areaLength
        guard !holdsCards else { return ownLength }
        let cards = min(max(itemsPerPage, 1), Self.maximumItemsPerPage) * minimumSlotLength
        // A page is at least the smaller of 3/4 of the area and the area less two
        // minimal peeks, so twice the cards' length plus a margin always holds them.
        let longest = 2 * cards + 16
        let length = (cards..<longest).first { resized(toAreaLength: $0).holdsCards } ?? longest
        return resized(toAreaLength: length).areaLength
    }

    /// The most cards per page the layout reckons with (the command line allows 100).
    static let maximumItemsPerPage = 1000

    /// This layout on a screen whose page area is `length` cells along the axis.
    private func resized(toAreaLength length: Int) -> PagingLayout {
        var layout = self
        if isVertical { layout.area.height = length } else { layout.area.width = length }
        return layout
    }

    /// The card frame of slot `slot` on a page at `page`: the page split into equal slots
    /// along the axis (the remainder shared by the margins at both ends), each card a
    /// little inside its slot.
    func cardFrame(slot: Int, of page: Rect) -> Rect {
        if let itemSize, let length = fixedItemLength {
            return fixedCardFrame(slot: slot, of: page, size: itemSize, length: length)
        }
        let count = max(itemsPerPage, 1)
        let length = isVertical ? page.height : page.width
        let slotLength = length / count
        let start = (length - slotLength * count) / 2 + slot * slotLength
        if isVertical {
            let inset = slotLength > 4 ? 1 : 0
            let margin = page.width > 12 ? 2 : 0
            return Rect(x: page.x + margin, y: page.y + start, width: max(page.width - 2 * margin, 0),
                        height: max(slotLength - inset, 0))
        }
        let inset = slotLength > 6 ? 1 : 0
        let margin = page.height > 6 ? 1 : 0
        return Rect(x: page.x + start + inset, y: page.y + margin, width: max(slotLength - 2 * inset, 0),
                    height: max(page.height - 2 * margin, 0))
    }

    /// A fixed-size item's card in slot `slot` of a page: exactly `size` (the axis length
    /// `length`), the slots abutting from the page's leading edge, centred across the axis.
    private func fixedCardFrame(slot: Int, of page: Rect, size: Size, length: Int) -> Rect {
        if isVertical {
            let width = max(size.columns, 1)
            return Rect(x: page.x + (page.width - width) / 2, y: page.y + slot * length, width: width, height: length)
        }
        let height = max(size.rows, 1)
        return Rect(x: page.x + slot * length, y: page.y + (page.height - height) / 2, width: length, height: height)
    }
}
