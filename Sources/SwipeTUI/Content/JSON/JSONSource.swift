import CellCanvas

/// Items from JSON: the elements of an array (`--json`), or one object per line
/// (`--ndjson`, parsed only when shown or searched, so a stream starts at once).
public final class JSONSource: CardSource {
    /// Which fields make the title and body.
    public struct Keys: Sendable, Equatable {
        /// `--title KEY`; otherwise the first of title, name, id.
        public var title: String?
        /// `--body KEY`; otherwise the first of body, description, text, else the whole object.
        public var body: String?

        /// Keys from `--title` and `--body`; nil uses the usual names.
        public init(title: String? = nil, body: String? = nil) {
            self.title = title
            self.body = body
        }

        static let titleFallbacks = ["title", "name", "id"]
        static let bodyFallbacks = ["body", "description", "text"]
    }

    private enum Storage {
        case values([JSONValue])
        case lines(LineSource)
        /// The elements of a large array, found by an index pass and parsed when shown.
        case elements(SectionIndex)
    }

    private let storage: Storage
    private let keys: Keys
    /// The parsed `--json` document as it came (nil for NDJSON), for views that show its
    /// structure rather than its items (the tabs mode).
    public private(set) var document: JSONValue?
    /// Cards recently shown, so an NDJSON line is not parsed again every frame.
    private var cardCache: [Int: Card] = [:]

    /// Items from a parsed `--json` document: an array's elements, or the single value.
    public init(document: JSONValue, keys: Keys) {
        if case .array(let values) = document { storage = .values(values) } else { storage = .values([document]) }
        self.keys = keys
        self.document = document
    }

    /// Items from NDJSON lines as they stream in.
    public init(lines: LineSource, keys: Keys) {
        storage = .lines(lines)
        self.keys = keys
    }

    /// The elements of an array as an index pass finds them (`document` stays nil).
    init(index: SectionIndex, keys: Keys) {
        storage = .elements(index)
        self.keys = keys
    }

    /// The largest array element parsed to be shown (it is parsed on the frame loop).
    static let maximumElementBytes = 16 << 20

    /// Whether the values are lines of NDJSON.
    public var isLineDelimited: Bool {
        if case .lines = storage { return true }
        return false
    }

    /// The array's elements, or the NDJSON lines complete so far.
    public var count: Int {
        switch storage {
        case .values(let values): return values.count
        case .lines(let lines): return lines.count
        case .elements(let index): return index.count
        }
    }

    /// The value at `index`, or the parse error of its NDJSON line.
    private func value(at index: Int) -> Result<JSONValue, ContentError> {
        switch storage {
        case .values(let values):
            return .success(values[index])
        case .lines(let lines):
            do { return .success(try JSONParser.parse(Array(lines.line(at: index)))) } catch { return .failure(error) }
        case .elements(let elements):
            let bytes = elements.item(at: index)
            guard bytes.count <= Self.maximumElementBytes else {
                return .failure(ContentError("an element of \(LineIndexWriter.describe(bytes: bytes.count)) is too large to show"))
            }
            do { return .success(try JSONParser.parse(Array(bytes))) } catch { return .failure(error) }
        }
    }

    /// Title and body by `keys` (else `Item n` and the value pretty-printed), with the
    /// compact JSON as value and json. An NDJSON line that does not parse is titled
    /// `Line n: not JSON`, with the error and the raw line as its body.
    public func fields(at index: Int) -> ItemFields {
        switch value(at: index) {
        case .success(let value):
            let title = (keys.title.flatMap { value[$0] } ?? Keys.titleFallbacks.lazy.compactMap { value[$0] }.first)?.text
                ?? "Item \(index + 1)"
            let body = (keys.body.flatMap { value[$0] } ?? Keys.bodyFallbacks.lazy.compactMap { value[$0] }.first)?.text
                ?? value.pretty()
            return ItemFields(title: title, body: body, value: Array(value.compact.utf8), json: value.compact)
        case .failure(let error):
            let raw: [UInt8]
            switch storage {
            case .lines(let lines): raw = Array(lines.line(at: index))
            case .elements(let elements): raw = Array(elements.item(at: index).prefix(LineSource.maximumLineBytes))
            case .values: raw = []
            }
            let text = String(decoding: raw, as: UTF8.self)
            let what = if case .elements = storage { "Item" } else { "Line" }
            return ItemFields(title: "\(what) \(index + 1): not JSON", body: error.description + "\n" + text,
                              value: raw, json: JSONText.item(index: index, title: text, body: ""))
        }
    }

    /// The fields as a card: the title cut to 512 characters, at most 200 body lines kept
    /// verbatim and cut to 1024 characters each. Up to 64 recent cards are cached.
    public func card(at index: Int) -> Card {
        if let card = cardCache[index] { return card }
        let item = fields(at: index)
        let blocks = item.body.lines.prefix(200).map { line -> TextBlock in
            .verbatim(Sanitizer.line(line.prefix(1024)))
        }
        let card = Card(title: Sanitizer.line(item.title.prefix(512)), blocks: blocks)
        if cardCache.count >= 64 { cardCache.removeAll(keepingCapacity: true) }
        cardCache[index] = card
        return card
    }

    /// NDJSON is searched in the raw lines (no parsing per keystroke); arrays by their fields.
    public func firstMatch(of query: String, from start: Int, direction: SearchDirection) -> Int? {
        switch storage {
        case .lines(let lines):
            return lines.firstMatch(of: query, from: start, direction: direction)
        case .elements(let elements):
            return RawSearch.firstMatch(of: query, among: count, from: start, direction: direction, bytes: elements.item)
        case .values:
            return firstFieldMatch(of: query, from: start, direction: direction)
        }
    }
}

extension JSONSource {
    /// A parsed document shows its structure: a tab per top-level key (see
    /// `TabSource.jsonTabs`), under `JSON`. NDJSON, or an array large enough to be indexed
    /// element by element, is one tab of its records (it grows as they arrive).
    public func tabs(named name: String) -> TabSource {
        if let document { return TabSource(name: "JSON", tabs: TabSource.jsonTabs(document)) }
        return TabSource(name: isLineDelimited ? "NDJSON" : "JSON",
                         tabs: [Tab(title: "records", rows: .items(self), origin: .fixed(reason: "stdin cannot be read again"))])
    }

    /// The index pass over a large array (for any other JSON, an input already complete).
    public var incomingItems: (any IncomingItems)? { self }
}

extension JSONSource: IncomingItems {
    /// The index pass's wake-up descriptor, for a large array; -1 otherwise.
    public var descriptor: Int32 {
        if case .elements(let index) = storage { return index.descriptor }
        return -1
    }

    /// True while an index pass over a large array is still finding elements.
    public var isOpen: Bool {
        if case .elements(let index) = storage { return index.isOpen }
        return false
    }

    /// Why the pass stopped early, or what was wrong at the array's end.
    public var stopNote: String? {
        if case .elements(let index) = storage { return index.stopNote }
        return nil
    }

    public func takeProgress() throws(ContentError) -> Bool {
        if case .elements(let index) = storage { return try index.takeProgress() }
        return false
    }
}
