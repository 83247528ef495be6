import CellCanvas
import Glibc

/// Items read as lines (from stdin), stored compactly: the bytes in chunks of 4 MiB that
/// are never moved once written, and one 8-byte entry per line (where it starts and how
/// long it is), itself in chunks. Ten million lines cost their bytes plus about eight
/// bytes each, and growing never copies what was read. Lines arrive in chunks while the
/// interface is already up; `count` grows as they do.
public final class LineSource: CardSource {
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
    /// True once the input has ended (or reading stopped at the ceiling).
    public private(set) var isComplete = false
    /// Set when reading stopped at the ceiling, e.g. `input stopped at 33554432 items`.
    public private(set) var stopNote: String?

    /// Bytes per chunk: room for several maximal lines, so a line never spans two.
    static let chunkBytes = 4 << 20
    /// Line entries per chunk of entries.
    static let entriesPerChunk = 1 << 16
    /// Bits of an entry that hold the line's length (up to `maximumLineBytes`); the rest
    /// hold where it starts, counted over all chunks.
    private static let lengthBits: UInt64 = 21

    private let separator: [UInt8]
    private var sealedChunks: [[UInt8]] = []
    private var current: [UInt8]
    private var entryChunks: [[UInt64]] = []
    private var lineStart = 0
    private var scanFrom = 0
    private var bytesTaken = 0
    private var lineCount = 0
    private let name: String

    /// `name` is how errors refer to the input (`stdin`).
    public init(name: String = "stdin", delimiter: Delimiter = .newline, skipsEmptyLines: Bool = false,
                ceiling: Ceiling = .standard) {
        self.name = name
        self.delimiter = delimiter
        self.skipsEmptyLines = skipsEmptyLines
        self.ceiling = ceiling
        switch delimiter {
        case .newline: separator = [0x0A]
        case .nul: separator = [0x00]
        case .string(let text): separator = text.isEmpty ? [0x0A] : text
        }
        current = []
        current.reserveCapacity(Self.chunkBytes)
    }

    /// Lines complete so far: a line counts once its delimiter arrives, or at `finish()`.
    public var count: Int { lineCount }

    /// Adds bytes read from the input. Throws when a line exceeds `maximumLineBytes`.
    /// At the ceiling it keeps only whole lines, completes, and sets `stopNote`.
    public func append(_ chunk: some Collection<UInt8>) throws(ContentError) {
        guard !isComplete else { return }
        var rest = chunk[...]
        while !rest.isEmpty {
            if bytesTaken + rest.count > ceiling.bytes {
                // Stop with only whole lines: the unfinished last one would print truncated.
                stop(note: "input stopped at \(Self.describe(bytes: ceiling.bytes))")
                return
            }
            if current.count == Self.chunkBytes { startChunk() }
            let piece = rest.prefix(Self.chunkBytes - current.count)
            current.append(contentsOf: piece)
            bytesTaken += piece.count
            rest = rest.dropFirst(piece.count)
            try scanForLines()
            if isComplete { return }
            if current.count - lineStart > Self.maximumLineBytes { throw lineTooLong }
        }
    }

    /// Marks the end of input; an unterminated last line still counts.
    public func finish() {
        guard !isComplete else { return }
        // `append` already refused a last line over the limit.
        if lineStart < current.count { try? addLine(end: current.count) }
        isComplete = true
    }

    /// The raw bytes of line `index` (without its delimiter).
    public func line(at index: Int) -> ArraySlice<UInt8> {
        let entry = entryChunks[index / Self.entriesPerChunk][index % Self.entriesPerChunk]
        let start = Int(entry >> Self.lengthBits), length = Int(entry & (1 << Self.lengthBits - 1))
        let chunk = start / Self.chunkBytes, offset = start % Self.chunkBytes
        let bytes = chunk < sealedChunks.count ? sealedChunks[chunk] : current
        return bytes[offset..<offset + length]
    }

    /// Line `index`, sanitised, as the title (from its first 4096 bytes, cut to 512
    /// columns); a line wider than 40 columns is repeated in the body, wrapped.
    public func card(at index: Int) -> Card {
        let raw = line(at: index)
        let shown = Sanitizer.line(String(decoding: raw.prefix(4096), as: UTF8.self))
        // Long lines are read in full in the body; short ones are just a title.
        let blocks: [TextBlock] = DisplayWidth.of(shown) > 40 ? [.paragraph(shown)] : []
        return Card(title: TextLayout.truncate(shown, width: 512), blocks: blocks)
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
        // ASCII letters fold both ways, like the text; anything else must match exactly.
        let needle = query.utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }
        guard count > 0, !needle.isEmpty else { return nil }
        let first = min(max(start, 0), count - 1)
        for step in 0..<count {
            let index = direction == .forward ? (first + step) % count : (first - step + count) % count
            if Self.contains(line(at: index), needle) { return index }
        }
        return nil
    }

    /// Finds the delimiters in the current chunk from where the last scan stopped.
    private func scanForLines() throws(ContentError) {
        let total = current.count
        let first = separator[0]
        while scanFrom < total {
            let found: Int? = current.withUnsafeBufferPointer { buffer in
                let base = UnsafeRawPointer(buffer.baseAddress!)
                guard let hit = memchr(base + scanFrom, Int32(first), total - scanFrom) else { return nil }
                return base.distance(to: UnsafeRawPointer(hit))
            }
            guard let i = found else { scanFrom = total; break }
            guard i + separator.count <= total else {
                // A separator may be split across reads: look at it again next time.
                scanFrom = i
                return
            }
            if separator.count == 1 || current[i..<i + separator.count].elementsEqual(separator) {
                try addLine(end: i)
                if isComplete { return }
                scanFrom = i + separator.count
                lineStart = scanFrom
            } else {
                scanFrom = i + 1
            }
        }
    }

    /// Moves the unfinished line into a fresh chunk, so that no line spans two.
    private func startChunk() {
        var next: [UInt8] = []
        next.reserveCapacity(Self.chunkBytes)
        next.append(contentsOf: current[lineStart...])
        scanFrom -= lineStart
        lineStart = 0
        sealedChunks.append(current)
        current = next
    }

    private func addLine(end: Int) throws(ContentError) {
        var end = end
        if delimiter == .newline, end > lineStart, current[end - 1] == 0x0D { end -= 1 }
        if skipsEmptyLines && end == lineStart { return }
        if end - lineStart > Self.maximumLineBytes { throw lineTooLong }
        guard lineCount < ceiling.items else {
            stop(note: "input stopped at \(ceiling.items) items")
            return
        }
        let start = UInt64(sealedChunks.count * Self.chunkBytes + lineStart)
        let entry = start << Self.lengthBits | UInt64(end - lineStart)
        if lineCount % Self.entriesPerChunk == 0 {
            var entries: [UInt64] = []
            entries.reserveCapacity(Self.entriesPerChunk)
            entryChunks.append(entries)
        }
        entryChunks[entryChunks.count - 1].append(entry)
        lineCount += 1
    }

    private var lineTooLong: ContentError {
        ContentError("\(name): line \(count + 1) is longer than \(Self.maximumLineBytes >> 20) MiB")
    }

    /// Reading ends here: the lines so far stay, the rest of the input is not read.
    private func stop(note: String) {
        stopNote = note
        isComplete = true
    }

    private static func describe(bytes: Int) -> String {
        bytes >= 1 << 30 && bytes % (1 << 30) == 0 ? "\(bytes >> 30) GiB"
            : bytes >= 1 << 20 && bytes % (1 << 20) == 0 ? "\(bytes >> 20) MiB" : "\(bytes) bytes"
    }

    /// ASCII case-insensitive substring test on bytes (`needle` already lowercased).
    static func contains(_ haystack: ArraySlice<UInt8>, _ needle: [UInt8]) -> Bool {
        guard haystack.count >= needle.count else { return false }
        let last = haystack.endIndex - needle.count
        var i = haystack.startIndex
        while i <= last {
            var j = 0
            while j < needle.count {
                var b = haystack[i + j]
                if b >= 0x41 && b <= 0x5A { b += 0x20 }
                if b != needle[j] { break }
                j += 1
            }
            if j == needle.count { return true }
            i += 1
        }
        return false
    }
}
