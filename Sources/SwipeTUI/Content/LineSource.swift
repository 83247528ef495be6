import CellCanvas

/// Items read as lines (from stdin), stored compactly as one byte buffer and offsets:
/// a million lines cost their bytes plus eight bytes each. Lines arrive in chunks while
/// the interface is already up; `count` grows as they do.
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

    /// A line longer than this is refused with an error rather than held in memory.
    public static let maximumLineBytes = 1 << 20
    /// Past this much input, reading stops and the status line says so.
    public static let maximumTotalBytes = 64 << 20

    /// What separates items; `.string` with no bytes falls back to a newline.
    public let delimiter: Delimiter
    /// Whether empty lines are dropped (NDJSON).
    public let skipsEmptyLines: Bool
    /// True once the input has ended (or reading stopped at the size limit).
    public private(set) var isComplete = false
    /// Set when reading stopped early, e.g. `input stopped at 64 MiB`.
    public private(set) var stopNote: String?

    private var bytes: [UInt8] = []
    private var starts: [UInt32] = []
    private var ends: [UInt32] = []
    private var lineStart = 0
    private var scanFrom = 0
    private let name: String

    /// `name` is how errors refer to the input (`stdin`).
    public init(name: String = "stdin", delimiter: Delimiter = .newline, skipsEmptyLines: Bool = false) {
        self.name = name
        self.delimiter = delimiter
        self.skipsEmptyLines = skipsEmptyLines
    }

    /// Lines complete so far: a line counts once its delimiter arrives, or at `finish()`.
    public var count: Int { starts.count }

    /// Adds bytes read from the input. Throws when a line exceeds `maximumLineBytes`.
    public func append(_ chunk: some Collection<UInt8>) throws(ContentError) {
        guard !isComplete else { return }
        if bytes.count + chunk.count > Self.maximumTotalBytes {
            // Stop with only whole lines: the unfinished last one would print truncated.
            stopNote = "input stopped at \(Self.maximumTotalBytes >> 20) MiB"
            isComplete = true
            return
        }
        bytes.append(contentsOf: chunk)
        let separator: [UInt8]
        switch delimiter {
        case .newline: separator = [0x0A]
        case .nul: separator = [0x00]
        case .string(let text): separator = text.isEmpty ? [0x0A] : text
        }
        let first = separator[0]
        var i = scanFrom
        let total = bytes.count
        while i < total {
            if bytes[i] == first, i + separator.count <= total,
               separator.count == 1 || bytes[i..<i + separator.count].elementsEqual(separator) {
                addLine(end: i)
                i += separator.count
                lineStart = i
            } else {
                i += 1
            }
        }
        // A separator may be split across chunks: rescan its possible start next time.
        scanFrom = max(lineStart, total - separator.count + 1)
        if total - lineStart > Self.maximumLineBytes {
            throw ContentError("\(name): line \(count + 1) is longer than \(Self.maximumLineBytes >> 20) MiB")
        }
    }

    /// Marks the end of input; an unterminated last line still counts.
    public func finish() {
        guard !isComplete else { return }
        if lineStart < bytes.count { addLine(end: bytes.count) }
        isComplete = true
    }

    /// The raw bytes of line `index` (without its delimiter).
    public func line(at index: Int) -> ArraySlice<UInt8> {
        bytes[Int(starts[index])..<Int(ends[index])]
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

    private func addLine(end: Int) {
        var end = end
        if delimiter == .newline, end > lineStart, bytes[end - 1] == 0x0D { end -= 1 }
        if skipsEmptyLines && end == lineStart { return }
        starts.append(UInt32(lineStart))
        ends.append(UInt32(end))
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
