import CellCanvas

/// The items a filter leaves, best first, standing in for the source they come from:
/// with no filter, every item in input order. Cards carry the filter's matched characters
/// marked in their titles, and a `●` before the title of items marked for `--multi`.
/// Positions here are the filter's; `sourceIndex(at:)` gives an item's index in the input.
final class FilteredSource: CardSource {
    /// The items as they came.
    private(set) var base: CardSource
    /// Bumped when the items are read again, so a filter knows to read them again too.
    private(set) var generation = 0
    /// The matches in order, when a filter is on.
    private(set) var matches: [Int]?
    /// The query the matches are for (for marking titles).
    private(set) var query: SearchQuery?
    /// `--tac`: with no filter, the last item read comes first.
    var reversesInput = false
    /// Input indexes marked with Tab (`--multi`).
    var marked = Marks()
    /// An item's `--preview` output by input index, shown as its card's body when there is one.
    var preview: ((Int) -> PreviewContent?)?

    init(base: CardSource) {
        self.base = base
    }

    /// Shows only `matches` (input indexes, best first) for `query`; nil shows everything.
    func show(_ matches: [Int]?, for query: SearchQuery?) {
        self.matches = matches
        self.query = matches == nil ? nil : query
    }

    /// The items were read again (deck `r`): every filter is dropped.
    func replaceBase(with source: CardSource) {
        base = source
        generation += 1
        marked.removeAll()
        show(nil, for: nil)
    }

    /// The source's own headline (a deck's title and author).
    var headline: String? { base.headline }

    /// True while a filter narrows the items.
    var isFiltered: Bool { matches != nil }

    var count: Int { matches?.count ?? base.count }

    /// The input index of the item at `position`.
    func sourceIndex(at position: Int) -> Int {
        guard let matches else { return reversesInput && position >= 0 && position < base.count ? base.count - 1 - position : position }
        return position >= 0 && position < matches.count ? matches[position] : position
    }

    /// The position of input item `index`, if the filter shows it.
    func position(ofSource index: Int) -> Int? {
        guard let matches else { return index >= 0 && index < base.count ? (reversesInput ? base.count - 1 - index : index) : nil }
        return matches.firstIndex(of: index)
    }

    func card(at position: Int) -> Card {
        let index = sourceIndex(at: position)
        var card = unmarkedCard(at: position)
        if marked.contains(index) {
            card.title = "● " + card.title
            card.titleMarks = card.titleMarks.map { $0 + 2 }
        }
        return card
    }

    /// The card at `position` without the `--multi` mark (the list layout shows marks in
    /// a column of their own): the matched characters marked, the preview as its body.
    func unmarkedCard(at position: Int) -> Card {
        let index = sourceIndex(at: position)
        var card = base.card(at: index)
        if let query, !query.isEmpty {
            var matcher = ItemMatcher(query: query)
            let parts = base.searchedParts(ofTitle: card.title)
            if let match = parts.map({ matcher.match(card.title, parts: $0) }) ?? matcher.match(card.title) {
                card.titleMarks = Self.characterIndexes(ofScalars: match.positions, in: card.title)
            }
        }
        if let preview = preview?(index) {
            card.blocks = preview.blocks
            if let picture = preview.picture { card.picture = picture }
        }
        return card
    }

    /// The bytes of a long line matched for its row at most: fzf highlights and scrolls to a
    /// match anywhere in the line; here anywhere in its first 32 KiB, so that a screen of
    /// the longest lines (1 MiB) still loads its rows in milliseconds.
    static let longRowBytes = 32 << 10
    /// The characters a long line's row keeps either side of its last matched character:
    /// more than a row is wide, so the row scrolls to the match as it would on the whole line.
    static let longRowReach = 1024

    /// The card at `position` as the list's row shows it: `unmarkedCard`, but a line longer
    /// than its title (`longRowText`) is matched on up to `longRowBytes` of it and its title
    /// is the stretch around the last matched character, so the row shows the match with
    /// the ellipsis before it, as fzf's does; only that stretch is laid out.
    func rowCard(at position: Int) -> Card {
        let index = sourceIndex(at: position)
        guard let query, !query.isEmpty, let text = base.longRowText(at: index, limit: Self.longRowBytes) else {
            return unmarkedCard(at: position)
        }
        var matcher = ItemMatcher(query: query)
        var card = base.card(at: index)
        card.titleMarks = []
        guard let match = matcher.match(text) else { return card }
        let marks = Self.characterIndexes(ofScalars: match.positions, in: text)
        let characters = Array(text)
        let last = marks.last ?? 0
        let window = max(last - Self.longRowReach, 0)..<min(last + Self.longRowReach, characters.count)
        card.title = String(characters[window])
        card.titleMarks = marks.filter(window.contains).map { $0 - window.lowerBound }
        return card
    }

    func fields(at position: Int) -> ItemFields { base.fields(at: sourceIndex(at: position)) }

    func firstMatch(of query: String, from start: Int, direction: SearchDirection) -> Int? {
        matches == nil ? base.firstMatch(of: query, from: start, direction: direction)
                       : firstFieldMatch(of: query, from: start, direction: direction)
    }

    // MARK: Capabilities: the base's, so nobody needs to look behind the filter

    var incomingItems: (any IncomingItems)? { base.incomingItems }
    var backgroundWork: (any BackgroundWork)? { base.backgroundWork }
    var itemsAreSingleLines: Bool { base.itemsAreSingleLines }
    /// The base's tabs: they show the input's own shape, not what the filter left.
    func tabs(named name: String) -> TabSource { base.tabs(named: name) }
    func searchedParts(ofTitle title: String) -> [Range<Int>]? { base.searchedParts(ofTitle: title) }
    var headerLines: [StyledText] { base.headerLines }
    /// The colours of the title of the item at `position` (a position here, not in the input).
    func styledTitle(at position: Int) -> StyledText? { base.styledTitle(at: sourceIndex(at: position)) }

    /// The base's corpus, narrowed to what the filter shows.
    func filterCorpus() -> any FilterCorpus {
        let corpus = base.filterCorpus()
        return matches.map { SubsetCorpus(base: corpus, indexes: $0) } ?? corpus
    }

    /// Character indexes of `title` holding the scalars at `scalars` (offsets in its scalars).
    static func characterIndexes(ofScalars scalars: [Int], in title: String) -> [Int] {
        let wanted = Set(scalars)
        var result: [Int] = []
        var scalar = 0
        for (index, character) in title.enumerated() {
            let count = character.unicodeScalars.count
            if (scalar..<scalar + count).contains(where: wanted.contains) { result.append(index) }
            scalar += count
        }
        return result
    }
}
