import CellCanvas

/// Cards from the sections of one file — the slides of a markdown deck, the paragraphs of
/// a text file — opened at once: the file is read in place, an index pass on a thread of
/// its own finds the sections (the count grows as it runs), and a card is parsed when it
/// is first shown. A 100,000-slide deck shows its first slide as soon as a small one does.
public final class SectionSource: CardSource, IncomingItems {
    /// How the file is split.
    public enum Kind: Sendable {
        /// A markdown deck: slides between lines of `---` (`MarkdownDeck`).
        case markdownDeck
        /// A text file: paragraphs between blank lines (`--paragraphs`).
        case paragraphs
    }

    public let kind: Kind
    /// The folder the file is in: a slide's pictures are found from there.
    private let directory: String?
    /// A deck's front matter headline (title and author), read from its first lines.
    public let headline: String?
    private let index: SectionIndex
    private var parsed: [Int: DeckSource.Item] = [:]
    /// How many times a section was parsed (each is parsed when first asked for).
    private(set) var parseCount = 0

    /// Sections parsed and kept at most; more empties the cache.
    static let cacheLimit = 512

    /// Opens `path` (errors now: missing, unreadable, not a regular file) and starts the
    /// index pass.
    public init(path: PathBytes, kind: Kind) throws(ContentError) {
        let file = try MappedFile.map(path: path)
        // A file that says it is empty may not be (`/proc`): read it instead.
        let region: ByteRegion = file.bytes.count > 0 ? file : try ReadBytes(path: path, limit: 64 << 20)
        self.kind = kind
        let text = path.description
        directory = text.contains("/") ? String(text[..<text.lastIndex(of: "/")!]) : "."
        headline = Self.headline(of: region.bytes, kind: kind)
        index = SectionIndex(load: { region }, splitter: Self.splitter(for: kind))
    }

    /// The sections of `text`, indexed at once (small documents, tests).
    public init(text: String, kind: Kind) {
        self.kind = kind
        directory = nil
        headline = kind == .markdownDeck ? MarkdownDeck.frontMatter(in: text)?.headline : nil
        index = SectionIndex(indexing: TextBytes(text), splitter: Self.splitter(for: kind))
    }

    /// The front matter's headline, from at most the first 16 KiB of a deck.
    private static func headline(of bytes: UnsafeRawBufferPointer, kind: Kind) -> String? {
        guard kind == .markdownDeck else { return nil }
        let start = String(decoding: UnsafeRawBufferPointer(rebasing: bytes.prefix(16 << 10)), as: UTF8.self)
        return MarkdownDeck.frontMatter(in: start)?.headline
    }

    private static func splitter(for kind: Kind) -> any SectionSplitter {
        switch kind {
        case .markdownDeck: return MarkdownSplitter()
        case .paragraphs: return ParagraphSplitter()
        }
    }

    /// Waits up to `timeout` seconds for the index pass to finish, taking what it found, so
    /// that a small file is whole in the first frame; a large one shows what is ready.
    public func waitUntilIndexed(timeout: Double) throws(ContentError) {
        try index.takeProgress(waitingUpTo: timeout)
    }

    public var count: Int { index.count }

    public func card(at index: Int) -> Card { item(at: index).card }

    public func fields(at index: Int) -> ItemFields {
        var fields = item(at: index).fields
        fields.json = JSONText.item(index: index, title: fields.title, body: fields.body)
        return fields
    }

    /// Searches the sections' raw bytes, ASCII letters in either case (as lines do).
    public func firstMatch(of query: String, from start: Int, direction: SearchDirection) -> Int? {
        RawSearch.firstMatch(of: query, among: count, from: start, direction: direction, bytes: index.item)
    }

    private func item(at position: Int) -> DeckSource.Item {
        if let item = parsed[position] { return item }
        parseCount += 1
        let bytes = index.item(at: position)
        let item: DeckSource.Item
        switch kind {
        case .markdownDeck:
            // A slide is read no further than `MarkdownDeck.slideByteLimit`.
            item = MarkdownDeck.card(fromSlide: bytes, directory: directory) ?? DeckSource.Item(card: Card(title: "", blocks: []),
                                                                     fields: ItemFields(title: "", body: "", value: [], json: ""))
        case .paragraphs:
            item = PathSource.paragraph(String(decoding: bytes, as: UTF8.self).lines)
        }
        if parsed.count >= Self.cacheLimit { parsed.removeAll(keepingCapacity: true) }
        parsed[position] = item
        return item
    }

    // MARK: IncomingItems

    public var descriptor: Int32 { index.descriptor }
    public var isOpen: Bool { index.isOpen }
    public var stopNote: String? { index.stopNote }
    public func takeProgress() throws(ContentError) -> Bool { try index.takeProgress() }
}

/// A string's UTF-8 as bytes an index is built over.
final class TextBytes: ByteRegion, @unchecked Sendable {
    let bytes: UnsafeRawBufferPointer
    private let storage: UnsafeMutableRawBufferPointer

    init(_ text: String) {
        let utf8 = Array(text.utf8)
        storage = UnsafeMutableRawBufferPointer.allocate(byteCount: max(utf8.count, 1), alignment: 1)
        storage.copyBytes(from: utf8)
        bytes = UnsafeRawBufferPointer(rebasing: storage[0..<utf8.count])
    }

    deinit { storage.deallocate() }
}
