import CarouselEngine
import CellCanvas

/// Where a `PageScrollView` puts things in a frame of a given size (seeds-behaviours
/// §3.2, §6); `screen` is the frame's size.
///
/// Page mode: a two-row header (title, subtitle) and the page filling the rest. Deck mode: the current page's title and subtitle, the cards (60 % of
/// the page, a shadow cell right and below), a row of page dots, all centred vertically;
/// cards are `pageStep` columns apart, HGPageScrollView's 222 pt pager in a 320 pt view,
/// so neighbours peek in at both edges.
package struct DeckLayout: Equatable {
    /// Below this size the view shows a short message instead.
    package static let minimumSize = Size(columns: 30, rows: 11)
    /// A deck card's size relative to the page.
    static let cardScale = 0.6
    /// The pager's width relative to the screen's (222 / 320).
    static let pageStepRatio = 222.0 / 320.0
    /// Rows of the page header in page mode.
    static let headerRows = 2

    let screen: Size
    /// The open page's rectangle, under the header.
    let pageRect: Rect
    /// A card's size in the deck.
    let cardSize: Size
    /// Columns from one card to the next.
    let pageStep: Int
    /// Rows of the deck's title, subtitle, cards (top) and dots.
    let titleRow: Int
    let subtitleRow: Int
    let cardTop: Int
    let dotsRow: Int

    init(screen: Size) {
        self.screen = screen
        let columns = max(screen.columns, 1)
        pageRect = Rect(x: 0, y: Self.headerRows, width: columns, height: max(screen.rows - Self.headerRows, 1))
        cardSize = Size(columns: max(Int((Double(columns) * Self.cardScale).rounded()), 1),
                        rows: max(Int((Double(pageRect.height) * Self.cardScale).rounded()), 1))
        pageStep = max(Int((Double(columns) * Self.pageStepRatio).rounded()), cardSize.columns + 3)
        // Title, subtitle, a gap, the cards, their shadow, a gap, the dots.
        let block = cardSize.rows + 6
        let top = max((screen.rows - block) / 2, 0)
        titleRow = top
        subtitleRow = top + 1
        cardTop = top + 3
        dotsRow = min(cardTop + cardSize.rows + 2, max(screen.rows - 1, 0))
    }

    /// True when the screen is below `minimumSize`.
    var isTooSmall: Bool {
        screen.columns < Self.minimumSize.columns || screen.rows < Self.minimumSize.rows
    }

    /// The whole frame, at the origin.
    var area: Rect { Rect(x: 0, y: 0, width: screen.columns, height: screen.rows) }

    /// The engine's view of this geometry.
    var viewport: DeckViewport {
        DeckViewport(pageStep: Double(pageStep), cardWidth: Double(cardSize.columns), width: Double(screen.columns))
    }

    /// The card of a page `distance` pages right of the centre (left when negative).
    /// Positions are rounded down, so edges stay stable while moving.
    func cardRect(atDistance distance: Double) -> Rect {
        let x = Double(screen.columns - cardSize.columns) / 2 + distance * Double(pageStep)
        let column = Int(min(max(x, -1e6), 1e6).rounded(.down))
        return Rect(x: column, y: cardTop, width: cardSize.columns, height: cardSize.rows)
    }

    /// The centred card grown by `zoom` (0: its deck size, 1: the page rectangle), each
    /// edge interpolated.
    func zoomedRect(_ zoom: Double) -> Rect {
        let from = cardRect(atDistance: 0), to = pageRect
        let t = zoom.isFinite ? min(max(zoom, 0), 1) : 1
        func mix(_ a: Int, _ b: Int) -> Int { Int((Double(a) + (Double(b) - Double(a)) * t).rounded()) }
        let minX = mix(from.minX, to.minX), minY = mix(from.minY, to.minY)
        let maxX = mix(from.maxX, to.maxX), maxY = mix(from.maxY, to.maxY)
        return Rect(x: minX, y: minY, width: max(maxX - minX, 1), height: max(maxY - minY, 1))
    }
}
