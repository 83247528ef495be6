/// The deck's geometry along its axis, in columns: how far apart pages are, how wide a
/// scaled-down card is, and how wide the screen is. It answers which pages can be seen.
public struct DeckViewport: Sendable, Equatable {
    /// Columns from one page's card to the next (HGPageScrollView's pager width `W`).
    public var pageStep: Double
    /// Columns of one card in the deck (60 % of the page).
    public var cardWidth: Double
    /// Columns of the screen (the container).
    public var width: Double

    /// A viewport; sizes that are not finite and positive become 1.
    public init(pageStep: Double = 1, cardWidth: Double = 1, width: Double = 1) {
        func valid(_ value: Double) -> Double { value.isFinite && value > 0 ? min(value, 1e9) : 1 }
        self.pageStep = valid(pageStep)
        self.cardWidth = valid(cardWidth)
        self.width = valid(width)
    }

    /// The pages whose cards show at least partly when the pager is at `offset` (pages),
    /// within `0..<count`: the visible window, a handful of pages at most.
    public func window(around offset: Double, count: Int) -> Range<Int> {
        guard count > 0, offset.isFinite else { return 0..<0 }
        let reach = (width + cardWidth) / 2 / pageStep
        let lower = Int(clamping: (offset - reach).rounded(.up), to: 0...count)
        let upper = Int(clamping: (offset + reach).rounded(.down) + 1, to: 0...count)
        return lower..<max(lower, upper)
    }

    /// The dim amount of a page `distance` pages from the centre.
    public func dimAmount(atDistance distance: Double) -> Double {
        DeckDimming.amount(distance: distance, pageStep: pageStep, containerWidth: width)
    }
}
