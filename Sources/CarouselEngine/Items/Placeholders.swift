/// Where placeholders go (icarousel-spec §3.4): a non-wrapping carousel shows `P`
/// placeholders around its items, `⌈P/2⌉` before index 0 (indexes `−⌈P/2⌉…−1`) and
/// `⌊P/2⌋` after the last item (indexes `N…N−1+⌊P/2⌋`).
///
/// Each carousel index outside `0..<N` maps to its own placeholder index in `0..<P`,
/// left to right. (iCarousel's mapping for odd `P` asks twice for one placeholder and
/// never for the last; this one fixes that.)
public struct Placeholders: Sendable, Equatable {
    /// `P`, the number of placeholders shown.
    public var count: Int

    /// `count` placeholders (negative counts as 0).
    public init(count: Int) {
        self.count = max(count, 0)
    }

    /// How many placeholders precede item 0.
    public var leadingCount: Int { (count + 1) / 2 }
    /// How many placeholders follow the last item.
    public var trailingCount: Int { count / 2 }

    /// The lowest carousel index in use: `−⌈P/2⌉`.
    public var firstIndex: Int { -leadingCount }

    /// The highest carousel index in use for `numberOfItems` items: `N − 1 + ⌊P/2⌋`.
    public func lastIndex(numberOfItems: Int) -> Int { max(numberOfItems, 0) - 1 + trailingCount }

    /// The placeholder index (in `0..<count`) for carousel index `index`, or nil when
    /// `index` is an item (in `0..<numberOfItems`) or beyond the placeholders.
    public func placeholderIndex(forIndex index: Int, numberOfItems: Int) -> Int? {
        let items = max(numberOfItems, 0)
        if index < 0 {
            return index >= firstIndex ? leadingCount + index : nil
        }
        if index >= items {
            let placeholder = leadingCount + (index - items)
            return placeholder < count ? placeholder : nil
        }
        return nil
    }
}
