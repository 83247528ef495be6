import CellCanvas
import Synchronization

/// Items read as lines (from stdin), stored compactly: the bytes in chunks of 4 MiB that
/// are never moved once written (or a mapped file, read in place), and one 8-byte entry
/// per line. Ten million lines cost their bytes plus about eight bytes each, and growing
/// never copies what was read.
///
/// Writing and reading are apart: a feed's thread writes and `publish`es, the frame loop
/// `refresh`es and reads what was published, so lines arrive while the interface is up and
/// `count` grows as they do. `append` and `finish` do both at once, for callers that read
/// input themselves.
public final class LineSource: CardSource, @unchecked Sendable {
    /// What separates items.
    public enum Delimiter: Sendable, Equatable {
        /// `\n`, with a trailing `\r` dropped.
        case newline
        /// NUL, for `find -print0` and friends (`--read0`).
        case nul
        /// Any byte string (`--delimiter`).
        case string([UInt8])
    }

    /// Where reading stops, so that an endless stream (`yes |`, `--read0 < /dev/zero`)
    /// ends with a note instead of eating memory.
    public struct Ceiling: Sendable, Equatable {
        /// Items kept at most.
        public var items: Int
        /// Bytes of input kept at most (delimiters included).
        public var bytes: Int

        /// The documented ceiling: 33,554,432 items (2^25) or 1 GiB of input, whichever
        /// comes first — at most about 1.3 GiB of memory.
        public static let standard = Ceiling(items: 1 << 25, bytes: 1 << 30)

        /// A ceiling of `items` items and `bytes` bytes.
        public init(items: Int, bytes: Int) {
            self.items = items
            self.bytes = bytes
        }
    }

    /// A line longer than this is refused with an error rather than held in memory.
    public static let maximumLineBytes = 1 << 20

    /// What separates items; `.string` with no bytes falls back to a newline.
    public let delimiter: Delimiter
    /// Whether empty lines are dropped (NDJSON).
    public let skipsEmptyLines: Bool
    /// Where reading stops.
    public let ceiling: Ceiling

    /// The writing half: touched only by whoever writes (`append`, or a feed's thread).
    private var writer: LineIndexWriter
    /// What the writer has published, handed over under a lock.
    private let shared = Shared()
    /// What the reading side (the frame loop) has taken.
    private var view = Snapshot()
    /// A mapped file the lines are read from in place, kept alive with them.
    private let mapping: MappedFile?

    /// A consistent view of the lines written so far: memory that does not move.
    struct Snapshot: @unchecked Sendable {
        var chunks: [UnsafeRawPointer] = []
        var chunkBytes = LineIndexWriter.chunkBytes
        var pages: [UnsafePointer<UInt64>] = []
        var count = 0
        var isComplete = false
        var stopNote: String?
        var error: ContentError?

        /// The bytes of line `index` where they lie.
        func lineBytes(at index: Int) -> UnsafeRawBufferPointer {
            let entry = pages[index / LineIndexWriter.entriesPerPage][index % LineIndexWriter.entriesPerPage]
            let start = Int(entry >> LineIndexWriter.lengthBits), length = Int(entry & (1 << LineIndexWriter.lengthBits - 1))
            let chunk = chunks[start / chunkBytes]
            return UnsafeRawBufferPointer(start: chunk + start % chunkBytes, count: length)
        }
    }

    private final class Shared: Sendable {
        let snapshot = Mutex(Snapshot())
    }

    /// `name` is how errors refer to the input (`stdin`). A line longer than
    /// `maximumLineBytes` is an error, unless `stopsAtLongLine`: then the input ends before
    /// it, with a note (a reload's output, which must not end the session).
    public init(name: String = "stdin", delimiter: Delimiter = .newline, skipsEmptyLines: Bool = false,
                ceiling: Ceiling = .standard, stopsAtLongLine: Bool = false) {
        self.delimiter = delimiter
        self.skipsEmptyLines = skipsEmptyLines
        self.ceiling = ceiling
        mapping = nil
        writer = LineIndexWriter(name: name, separator: Self.separator(for: delimiter), dropsCarriageReturn: delimiter == .newline,
                                 skipsEmptyLines: skipsEmptyLines, ceiling: ceiling)
        writer.stopsAtLongLine = stopsAtLongLine
    }

    /// Lines read in place from a mapped file; `indexInPlace` finds them.
    init(name: String, delimiter: Delimiter, skipsEmptyLines: Bool, mapping: MappedFile) {
        self.delimiter = delimiter
        self.skipsEmptyLines = skipsEmptyLines
        ceiling = .standard
        self.mapping = mapping
        writer = LineIndexWriter(name: name, separator: Self.separator(for: delimiter), dropsCarriageReturn: delimiter == .newline,
                                 skipsEmptyLines: skipsEmptyLines, ceiling: .standard, inPlace: mapping.bytes)
    }

    deinit {
        writer.deallocate()
    }

    private static func separator(for delimiter: Delimiter) -> [UInt8] {
        switch delimiter {
        case .newline: return [0x0A]
        case .nul: return [0x00]
        case .string(let text): return text.isEmpty ? [0x0A] : text
        }
    }

    /// Lines taken so far: a line counts once its delimiter arrives, or at `finish()`.
    public var count: Int { view.count }
    /// True once the input has ended (or reading stopped at the ceiling).
    public var isComplete: Bool { view.isComplete }
    /// Set when reading stopped at the ceiling, e.g. `input stopped at 33554432 items`, or
    /// at a line too long (`stopsAtLongLine`).
    public var stopNote: String? { view.stopNote }

    /// Adds bytes read from the input and takes them at once (the synchronous way, for
    /// callers that read themselves). Throws when a line exceeds `maximumLineBytes`.
    public func append(_ chunk: some Collection<UInt8>) throws(ContentError) {
        let bytes = Array(chunk)
        defer { publish(); _ = refresh() }
        let raw = UnsafeMutableRawBufferPointer.allocate(byteCount: bytes.count, alignment: 1)
        defer { raw.deallocate() }
        raw.copyBytes(from: bytes)
        try write(UnsafeRawBufferPointer(raw))
    }

    /// Marks the end of input and takes it; an unterminated last line still counts.
    public func finish() {
        end()
        publish()
        _ = refresh()
    }

    // MARK: The writing side (one thread at a time)

    /// Adds bytes; nothing is visible until `publish`.
    func write(_ bytes: UnsafeRawBufferPointer) throws(ContentError) {
        try writer.append(bytes)
    }

    /// Indexes a mapped file's lines up to offset `limit`; false once all are indexed.
    func indexInPlace(upTo limit: Int) throws(ContentError) -> Bool {
        try writer.scanInPlace(upTo: limit)
    }

    /// The end of the input, for the writer.
    func end() {
        writer.finish()
    }

    /// Whether the lines are read in place from a mapped file.
    var readsInPlace: Bool { mapping != nil }

    /// Whether the writer has stopped taking input (its end, or the ceiling).
    var writerIsComplete: Bool { writer.isComplete }

    /// Makes what was written visible to the reading side; `error` ends reading.
    func publish(error: ContentError? = nil) {
        let snapshot = Snapshot(chunks: writer.chunks.map(UnsafeRawPointer.init), chunkBytes: writer.chunkBytes,
                                pages: writer.pages.map { UnsafePointer($0) }, count: writer.count,
                                isComplete: writer.isComplete || error != nil, stopNote: writer.stopNote, error: error)
        shared.snapshot.withLock { $0 = snapshot }
    }

    // MARK: The reading side

    /// Takes what was published; true when the count or completion changed. The error that
    /// ended reading, if any, is `readError`.
    func refresh() -> Bool {
        let before = (view.count, view.isComplete)
        view = shared.snapshot.withLock { $0 }
        return before != (view.count, view.isComplete)
    }

    /// Why reading ended early with an error (a line too long, a read error), if it did.
    var readError: ContentError? { view.error }

    /// The bytes of line `index` where they lie (valid while the source lives).
    func lineBytes(at index: Int) -> UnsafeRawBufferPointer {
        view.lineBytes(at: index)
    }

    /// The lines taken so far, to read from another thread (the filter's).
    var snapshot: Snapshot { view }

    /// The raw bytes of line `index` (without its delimiter).
    public func line(at index: Int) -> ArraySlice<UInt8> {
        ArraySlice(lineBytes(at: index))
    }

    /// The most columns of a line its title keeps. fzf highlights a query's characters
    /// where they score best in the whole line and scrolls the row to the last of them, so
    /// the title keeps as much as it reads (4096 bytes): a 512-column cut moved the
    /// highlight of a 575-character line to characters before the cut.
    public static let titleColumns = 4096
    /// The bytes of a line its title is made from at most.
    public static let titleBytes = 4096

    /// Line `index` as a row shows it (`ItemText`), as the title (from its first 4096 bytes, cut to
    /// `titleColumns`); a line wider than 40 columns is repeated in the body, wrapped.
    public func card(at index: Int) -> Card {
        let raw = line(at: index)
        let shown = ItemText.shown(String(decoding: raw.prefix(Self.titleBytes), as: UTF8.self))
        // Long lines are read in full in the body; short ones are just a title.
        let blocks: [TextBlock] = DisplayWidth.of(shown) > 40 ? [.paragraph(shown)] : []
        return Card(title: TextLayout.truncate(shown, width: Self.titleColumns), blocks: blocks)
    }

    /// Line `index` as its row shows it, from its first `limit` bytes, when the title keeps
    /// less of it (the line is longer than `titleBytes`).
    public func longRowText(at index: Int, limit: Int) -> String? {
        let raw = lineBytes(at: index)
        guard raw.count > Self.titleBytes else { return nil }
        return ItemText.shown(String(decoding: UnsafeRawBufferPointer(rebasing: raw.prefix(max(limit, 0))), as: UTF8.self))
    }

    /// Line `index` as title and value, its bytes unchanged in the value (invalid UTF-8 is
    /// replaced in the title only); the body is empty.
    public func fields(at index: Int) -> ItemFields {
        let raw = Array(line(at: index))
        let text = String(decoding: raw, as: UTF8.self)
        return ItemFields(title: text, body: "", value: raw, json: JSONText.item(index: index, title: text, body: ""))
    }

    /// Searches the raw bytes without decoding them: ASCII letters match in either case,
    /// all other bytes exactly. `start` is clamped into `0..<count`; nil for an empty query.
    public func firstMatch(of query: String, from start: Int, direction: SearchDirection) -> Int? {
        RawSearch.firstMatch(of: query, among: count, from: start, direction: direction, bytes: lineBytes)
    }

    // MARK: Capabilities

    /// The lines where they lie: the filter reads them in place, nothing copied.
    public func filterCorpus() -> any FilterCorpus { LineCorpus(snapshot: snapshot, owner: self) }

    /// Every item is a line.
    public var itemsAreSingleLines: Bool { true }

    /// New lines read with the same separator, as they are.
    public var linesReader: (delimiter: Delimiter, source: (LineSource) -> CardSource)? { (delimiter, { $0 }) }

    /// One tab, `lines`, of every line (it grows as they stream in), under `stdin`.
    public func tabs(named name: String) -> TabSource {
        TabSource(name: "stdin", tabs: [Tab(title: "lines", rows: .items(self), origin: .fixed(reason: "stdin cannot be read again"))])
    }
}
