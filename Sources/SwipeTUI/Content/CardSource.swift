import CellCanvas

/// Where the cards come from: a count, and cards made on demand for the indexes on
/// screen, so a million items cost their bytes, not a million card values.
public protocol CardSource: AnyObject {
    /// How many items there are now (it may grow while input streams in).
    var count: Int { get }
    /// The item as shown: sanitised title and body.
    func card(at index: Int) -> Card
    /// The item's unsanitised text, for printing and searching.
    func fields(at index: Int) -> ItemFields
    /// The first index at or after `start` (before it, going `.backward`), wrapping round,
    /// whose title or body contains `query` (case-insensitive); nil when none does.
    func firstMatch(of query: String, from start: Int, direction: SearchDirection) -> Int?
    /// A line about the whole collection, shown above it when no `--header` is given (a
    /// deck's front matter: title and author); nil by default.
    var headline: String? { get }

    // What the source can do: the app asks, and never looks at which kind of source it
    // is. Each has a default (`CardSource+Capabilities.swift`), so a new kind of source
    // says only what differs.

    /// Items still arriving after the source is made (an index pass, a directory being
    /// listed): the frame loop takes them as they come. Nil by default: every item is there.
    var incomingItems: (any IncomingItems)? { get }
    /// Work the source does off the frame loop that changes its cards (a large slide parsed
    /// aside). Nil by default: it does none.
    var backgroundWork: (any BackgroundWork)? { get }
    /// The items' texts as the filter reads them. By default each item's title and body,
    /// copied once; a source that holds its text in memory that never moves lends it instead.
    func filterCorpus() -> any FilterCorpus
    /// Whether every item is one line of text and nothing more (lines from stdin): the
    /// carousel then gives them small single-line cards. False by default.
    var itemsAreSingleLines: Bool { get }
    /// How the items show in the tabs mode, called `name` (the path given, else "demo
    /// deck") unless the source has a name of its own. By default a tab per card, its rows
    /// the card's blocks.
    func tabs(named name: String) -> TabSource
    /// `--nth`: the byte ranges of an item's shown `title` that matching looks in (for
    /// marking the matched characters); nil by default: all of it.
    func searchedParts(ofTitle title: String) -> [Range<Int>]?
    /// `--ansi`: item `index`'s title in its own colours; nil by default (the theme's).
    func styledTitle(at index: Int) -> StyledText?
    /// `--header-lines`: the lines of the input kept as a header (never items); none by default.
    var headerLines: [StyledText] { get }
    /// For lines read from a stream: the same kind of source over `lines`, new lines read
    /// the same way (a `reload(…)` binding's output), and the separator they are read with.
    /// Nil by default: the items are not lines.
    var linesReader: (delimiter: LineSource.Delimiter, source: (LineSource) -> CardSource)? { get }
    /// Item `index`'s line as its row shows it, from its first `limit` bytes, when its title
    /// keeps less of it (a line longer than the title's 4096 bytes); nil by default: the
    /// title is all there is.
    func longRowText(at index: Int, limit: Int) -> String?
}

/// Which way a search goes.
public enum SearchDirection: Sendable {
    case forward, backward
}

/// An item's text as it came in (not sanitised: stdout is data, not the terminal).
public struct ItemFields: Sendable, Equatable {
    /// The title before sanitising, as it came in.
    public var title: String
    /// The body before sanitising; empty when the item has none (a line, a directory entry).
    public var body: String
    /// What Enter prints by default: the line, the path, the object.
    public var value: [UInt8]
    /// The item as JSON (the original object for JSON input).
    public var json: String
    /// The whole item, what a `--preview` command's `{}` and `{1}`… stand for: `value`,
    /// unless `--accept-nth` prints only some of its fields.
    public var item: [UInt8]

    /// An item's fields as given (`item` is `value` unless told); nothing is sanitised or checked.
    public init(title: String, body: String, value: [UInt8], json: String, item: [UInt8]? = nil) {
        self.title = title
        self.body = body
        self.value = value
        self.json = json
        self.item = item ?? value
    }
}

extension CardSource {
    /// No headline unless the source has one.
    public var headline: String? { nil }

    /// By default `firstFieldMatch(of:from:direction:)`: every item's fields in turn.
    public func firstMatch(of query: String, from start: Int, direction: SearchDirection) -> Int? {
        firstFieldMatch(of: query, from: start, direction: direction)
    }

    /// The search over `fields(at:)` that sources without a faster way use.
    public func firstFieldMatch(of query: String, from start: Int, direction: SearchDirection) -> Int? {
        let needle = query.lowercased()
        guard count > 0, !needle.isEmpty else { return nil }
        let first = min(max(start, 0), count - 1)
        for step in 0..<count {
            let index = direction == .forward ? (first + step) % count : (first - step + count) % count
            let item = fields(at: index)
            if item.title.lowercased().contains(needle) || item.body.lowercased().contains(needle) { return index }
        }
        return nil
    }
}
