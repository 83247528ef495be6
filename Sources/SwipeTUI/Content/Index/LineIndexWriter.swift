#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The writing half of a `LineSource`: takes bytes (a stream's reads, or a mapped file),
/// finds the lines in them, and keeps bytes and line entries in memory that never moves,
/// so that what it has published can be read from another thread while it goes on.
///
/// Streamed bytes go into chunks of `chunkBytes`; a line never spans two (the unfinished
/// line moves to the next chunk). A mapped file is one chunk, read in place. Each line is
/// one `UInt64` (where it starts over all chunks, 43 bits; its length, 21 bits), in pages
/// of `entriesPerPage`.
struct LineIndexWriter {
    /// Bytes per chunk: room for several maximal lines.
    static let chunkBytes = 4 << 20
    /// Line entries per page.
    static let entriesPerPage = 1 << 16
    /// Bits of an entry that hold the line's length.
    static let lengthBits: UInt64 = 21

    let name: String
    let separator: [UInt8]
    let dropsCarriageReturn: Bool
    let skipsEmptyLines: Bool
    let ceiling: LineSource.Ceiling
    let chunkBytes: Int
    private let ownsChunks: Bool

    private(set) var chunks: [UnsafeMutableRawPointer] = []
    /// Bytes used in the last chunk.
    private var used = 0
    private(set) var pages: [UnsafeMutablePointer<UInt64>] = []
    private(set) var count = 0
    private(set) var isComplete = false
    private(set) var stopNote: String?
    /// Whether a line past `LineSource.maximumLineBytes` ends the input before it, with a
    /// note, rather than being an error.
    var stopsAtLongLine = false
    private var lineStart = 0
    private var scanFrom = 0
    private var bytesTaken = 0

    /// A writer for a stream of bytes.
    init(name: String, separator: [UInt8], dropsCarriageReturn: Bool, skipsEmptyLines: Bool, ceiling: LineSource.Ceiling) {
        self.name = name
        self.separator = separator
        self.dropsCarriageReturn = dropsCarriageReturn
        self.skipsEmptyLines = skipsEmptyLines
        self.ceiling = ceiling
        chunkBytes = Self.chunkBytes
        ownsChunks = true
    }

    /// A writer over bytes already in memory (a mapped file), read in place.
    init(name: String, separator: [UInt8], dropsCarriageReturn: Bool, skipsEmptyLines: Bool, ceiling: LineSource.Ceiling,
         inPlace bytes: UnsafeRawBufferPointer) {
        self.name = name
        self.separator = separator
        self.dropsCarriageReturn = dropsCarriageReturn
        self.skipsEmptyLines = skipsEmptyLines
        self.ceiling = ceiling
        chunkBytes = max(bytes.count, 1)
        ownsChunks = false
        if let base = bytes.baseAddress {
            chunks = [UnsafeMutableRawPointer(mutating: base)]
            used = bytes.count
        }
    }

    /// Frees what the writer allocated (not a mapped file).
    func deallocate() {
        if ownsChunks { chunks.forEach { $0.deallocate() } }
        pages.forEach { $0.deallocate() }
    }

    /// Adds streamed bytes. Throws when a line passes `LineSource.maximumLineBytes`; at the
    /// ceiling it keeps only whole lines, completes, and sets `stopNote`.
    mutating func append(_ input: UnsafeRawBufferPointer) throws(ContentError) {
        guard !isComplete, ownsChunks else { return }
        var rest = input
        while !rest.isEmpty {
            if bytesTaken + rest.count > ceiling.bytes {
                // Stop with only whole lines: the unfinished last one would print truncated.
                stop(note: "input stopped at \(Self.describe(bytes: ceiling.bytes))")
                return
            }
            if chunks.isEmpty || used == chunkBytes { startChunk() }
            let piece = min(rest.count, chunkBytes - used)
            (chunks[chunks.count - 1] + used).copyMemory(from: rest.baseAddress!, byteCount: piece)
            used += piece
            bytesTaken += piece
            rest = UnsafeRawBufferPointer(rebasing: rest[piece...])
            try scanForLines(upTo: used)
            if isComplete { return }
            if scanFrom - lineStart > LineSource.maximumLineBytes {
                try refuseLongLine()
                return
            }
        }
    }

    /// Indexes the bytes read in place up to offset `limit`; false once all are indexed.
    mutating func scanInPlace(upTo limit: Int) throws(ContentError) -> Bool {
        guard !isComplete else { return false }
        try scanForLines(upTo: min(limit, used))
        if !isComplete, scanFrom - lineStart > LineSource.maximumLineBytes { try refuseLongLine() }
        return !isComplete && scanFrom < used
    }

    /// The end of the input: an unterminated last line still counts.
    mutating func finish() {
        guard !isComplete else { return }
        // `append` already refused a last line over the limit.
        if lineStart < used { try? addLine(end: used) }
        isComplete = true
    }

    // MARK: Scanning

    private mutating func scanForLines(upTo limit: Int) throws(ContentError) {
        guard let base = chunks.last.map(UnsafeRawPointer.init) else { return }
        let first = separator[0]
        while scanFrom < limit {
            guard let hit = memchr(base + scanFrom, Int32(first), used - scanFrom) else {
                scanFrom = used
                break
            }
            let i = base.distance(to: UnsafeRawPointer(hit))
            guard i + separator.count <= used else {
                // A separator may be split across reads: look at it again next time. Read
                // in place, no more bytes will come: it is not a separator.
                scanFrom = ownsChunks ? i : used
                return
            }
            if separator.count == 1 || (0..<separator.count).allSatisfy({ base.load(fromByteOffset: i + $0, as: UInt8.self) == separator[$0] }) {
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
    private mutating func startChunk() {
        let next = UnsafeMutableRawPointer.allocate(byteCount: chunkBytes, alignment: 16)
        if let last = chunks.last {
            next.copyMemory(from: last + lineStart, byteCount: used - lineStart)
            used -= lineStart
            scanFrom -= lineStart
            lineStart = 0
        }
        chunks.append(next)
    }

    private mutating func addLine(end: Int) throws(ContentError) {
        var end = end
        let base = UnsafeRawPointer(chunks[chunks.count - 1])
        if dropsCarriageReturn, end > lineStart, base.load(fromByteOffset: end - 1, as: UInt8.self) == 0x0D { end -= 1 }
        if skipsEmptyLines && end == lineStart { return }
        if end - lineStart > LineSource.maximumLineBytes {
            try refuseLongLine()
            return
        }
        guard count < ceiling.items else {
            stop(note: "input stopped at \(ceiling.items) items")
            return
        }
        let start = UInt64((chunks.count - 1) * chunkBytes + lineStart)
        if count % Self.entriesPerPage == 0 {
            pages.append(.allocate(capacity: Self.entriesPerPage))
        }
        pages[pages.count - 1][count % Self.entriesPerPage] = start << Self.lengthBits | UInt64(end - lineStart)
        count += 1
    }

    /// A line past the limit: an error naming it, or (`stopsAtLongLine`) the end of the
    /// input before it, the lines so far kept.
    private mutating func refuseLongLine() throws(ContentError) {
        let problem = Self.longLine(count + 1)
        guard stopsAtLongLine else { throw ContentError("\(name): \(problem)") }
        stop(note: "input stopped: \(problem)")
    }

    /// Reading ends here: the lines so far stay, the rest of the input is not read.
    private mutating func stop(note: String) {
        stopNote = note
        isComplete = true
    }

    /// What is wrong with line `number` (counted from 1) when it is longer than `limit`:
    /// the same words whoever reads the input (the interface, `--filter`).
    static func longLine(_ number: Int, limit: Int = LineSource.maximumLineBytes) -> String {
        "line \(number) is longer than \(describe(bytes: limit))"
    }

    static func describe(bytes: Int) -> String {
        bytes >= 1 << 30 && bytes % (1 << 30) == 0 ? "\(bytes >> 30) GiB"
            : bytes >= 1 << 20 && bytes % (1 << 20) == 0 ? "\(bytes >> 20) MiB" : "\(bytes) bytes"
    }
}
