import CellCanvas

/// Cards from the sections of one file — the slides of a markdown deck, the paragraphs of
/// a text file — opened at once: the file is read in place, an index pass on a thread of
/// its own finds the sections (the count grows as it runs), and a card is parsed when it
/// is first shown. A 100,000-slide deck shows its first slide as soon as a small one does.
/// Opened from a file, a large slide is parsed on a thread of its own: until it is, its card
/// says so under its first line, and the keys never wait for it.
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
    /// Sections parsed, kept for the last `cacheLimit` asked for.
    private let parsed = AsideCache<DeckSource.Item>(label: "swipe-tui.sections", limit: SectionSource.cacheLimit)
    /// How many times a section was parsed (each is parsed when first asked for).
    var parseCount: Int { parsed.makeCount }

    /// Sections parsed and kept at most; more empties the cache.
    static let cacheLimit = 512
    /// Sections of more bytes than this are parsed off the frame loop (when `parsesLargeSectionsAside`):
    /// libcmark-gfm may take a few hundred milliseconds over a hostile slide of 256 KiB.
    static let asideThreshold = 32 << 10

    /// Whether large sections are parsed on a thread of their own (a source opened from a
    /// file); otherwise every section is parsed when first asked for, on the caller's thread.
    private let parsesLargeSectionsAside: Bool

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
        parsesLargeSectionsAside = true
    }

    /// The sections of `text`, indexed at once (small documents, tests).
    public init(text: String, kind: Kind) {
        self.kind = kind
        directory = nil
        headline = kind == .markdownDeck ? MarkdownDeck.frontMatter(in: text)?.headline : nil
        index = SectionIndex(indexing: TextBytes(text), splitter: Self.splitter(for: kind))
        parsesLargeSectionsAside = false
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

    public var count: Int { index.count }

    /// The section's card; a large one still being parsed aside shows its first line and
    /// says it is being laid out (its card comes with a later `generation`).
    public func card(at index: Int) -> Card {
        let bytes = self.index.item(at: index)
        guard parsesLargeSectionsAside, bytes.count > Self.asideThreshold else { return item(at: index).card }
        let kind = self.kind, directory = self.directory
        // The bytes are the index's region (a mapped file, never written), which lives as
        // long as this source: the thread keeps the source while it reads them.
        nonisolated(unsafe) let region = bytes
        nonisolated(unsafe) let retained = self
        let item = parsed.valueMadeAside(at: index) {
            withExtendedLifetime(retained) { Self.parse(region, kind: kind, directory: directory) }
        }
        return item?.card ?? Self.provisionalCard(for: bytes)
    }

    /// The section's text, parsed now if it is not yet (printing and placeholders need the
    /// real text, not a stand-in).
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
        parsed.value(at: position) { Self.parse(index.item(at: position), kind: kind, directory: directory) }
    }

    /// A section's item: a slide (read no further than `MarkdownDeck.slideByteLimit`) or a
    /// paragraph.
    private static func parse(_ bytes: UnsafeRawBufferPointer, kind: Kind, directory: String?) -> DeckSource.Item {
        switch kind {
        case .markdownDeck:
            return MarkdownDeck.card(fromSlide: bytes, directory: directory)
                ?? DeckSource.Item(card: Card(title: "", blocks: []), fields: ItemFields(title: "", body: "", value: [], json: ""))
        case .paragraphs:
            return PathSource.paragraph(String(decoding: bytes, as: UTF8.self).lines)
        }
    }

    /// What a large section shows while it is parsed: its first line as the title, and a
    /// line saying how much is being laid out.
    static func provisionalCard(for bytes: UnsafeRawBufferPointer) -> Card {
        let head = UnsafeRawBufferPointer(rebasing: bytes.prefix(1024))
        let firstLine = String(decoding: head, as: UTF8.self).lines.first { !$0.isBlank } ?? ""
        let title = firstLine.drop { $0 == "#" || $0 == " " }
        return Card(title: Sanitizer.line(title.prefix(200)), blocks: [.paragraph("laying out \(bytes.count >> 10) KiB…")])
    }

    // MARK: Capabilities

    /// The index pass, finding sections while the first ones show.
    public var incomingItems: (any IncomingItems)? { self }
    /// Large sections parsed aside.
    public var backgroundWork: (any BackgroundWork)? { parsed }

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
