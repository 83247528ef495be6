import CellCanvas
import SwipeComponents

/// A preview command's output as it comes in, kept within its caps: read as styled lines
/// line by line (so what has arrived shows while the command runs), or, when its first
/// bytes are a picture's, kept as bytes for the picture library.
///
/// Text is capped at `lineLimit` lines and `byteLimit` bytes. At the cap the output is
/// cut (the reader stops and the command is stopped), or, when `keepsNewest` (`follow`),
/// the oldest lines go instead, so a `tail -f` stays live at the end for as long as it runs;
/// the first `pinnedLines` (the pane's `~N` header) stay, within half the byte cap.
public struct PreviewTranscript {
    /// The most lines kept.
    public static let lineLimit = 10_000
    /// Bytes seen before the output is told to be a picture or text.
    static let sniffedBytes = 12

    /// The most bytes of text kept (a picture may have as many as a picture file).
    public let byteLimit: Int
    /// Whether the newest lines are kept at the cap (rather than the output cut there).
    public let keepsNewest: Bool
    /// With `keepsNewest`, how many lines at the start are never dropped.
    public let pinnedLines: Int

    /// The first bytes, until they tell a picture from text.
    private var head: [UInt8] = []
    private var isText = false
    /// A picture's bytes, once the output starts as one.
    public private(set) var pictureBytes: [UInt8]?
    private var stream = SGRText.LineStream()
    /// The first lines, never dropped (with `keepsNewest` and `pinnedLines`), and their bytes.
    private var pinned: [StyledText] = []
    private var pinnedBytes = 0
    /// The lines kept, from `first` (the ones before it were dropped and are freed in batches).
    private var lines: [StyledText] = []
    private var lineBytes: [Int] = []
    private var first = 0
    /// Bytes counted on the lines dropped but not freed yet (those before `first`).
    private var droppedBytes = 0
    /// The bytes of the line not ended yet.
    private var partial: [UInt8] = []
    /// Bytes of text kept: the lines', the partial line's, and any read into no line yet
    /// (a string sequence still open).
    private var keptBytes = 0
    /// Bytes counted on the lines kept: with `keepsNewest`, at most `byteLimit` (and the
    /// partial line at most as much again).
    private var keptLineBytes = 0
    /// The text reached its byte cap, or the picture its size cap: the reader stops.
    public private(set) var isCut = false
    /// The text reached its line cap: the reader stops.
    public private(set) var isLineCut = false
    /// Lines dropped from the start to keep the newest.
    public private(set) var droppedLines = 0

    /// A transcript keeping at most `byteLimit` bytes of text (at least 4: one whole character).
    public init(byteLimit: Int, keepsNewest: Bool, pinnedLines: Int = 0) {
        self.byteLimit = max(byteLimit, 4)
        self.keepsNewest = keepsNewest
        self.pinnedLines = keepsNewest ? min(max(pinnedLines, 0), Self.lineLimit) : 0
    }

    /// The lines ended so far, those dropped included.
    public var lineCount: Int { pinned.count + lines.count - first + droppedLines }

    /// Whether reading must stop (a cap was reached).
    public var isFull: Bool { isCut || isLineCut }

    /// Takes `bytes` of output.
    public mutating func append(_ bytes: ArraySlice<UInt8>) {
        guard !isFull, !bytes.isEmpty else { return }
        if pictureBytes != nil {
            appendPicture(bytes)
        } else if isText {
            appendText(bytes)
        } else {
            head += bytes
            guard head.count >= Self.sniffedBytes else { return }
            decide()
        }
    }

    /// Whether bytes have come that are not yet told picture or text.
    public var isUndecided: Bool { !head.isEmpty }

    /// Output too short to tell by its size is told now (it is shown, or has ended): a
    /// picture if it starts as one, else text.
    public mutating func decideNow() {
        if pictureBytes == nil && !isText { decide() }
    }

    /// The output ended (or was cut at the byte cap): its last line counts even without a
    /// line feed.
    public mutating func finish() {
        decideNow()
        guard isText, !isLineCut else { return }
        stream.feed(partial)
        keep(stream.finish())
        partial = []
    }

    /// The lines shown: those ended so far (a line still being written waits for its end).
    public var shownLines: ArraySlice<StyledText> { pinned.isEmpty ? lines[first...] : (pinned + lines[first...])[...] }

    private mutating func decide() {
        let bytes = head[...]
        head = []
        if PictureFormat(sniffing: bytes) != nil {
            pictureBytes = []
            appendPicture(bytes)
        } else {
            isText = true
            appendText(bytes)
        }
    }

    private mutating func appendPicture(_ bytes: ArraySlice<UInt8>) {
        let room = PictureLibrary.maximumFileBytes - (pictureBytes?.count ?? 0)
        pictureBytes? += bytes.prefix(room)
        if bytes.count >= room { isCut = true }
    }

    private mutating func appendText(_ bytes: ArraySlice<UInt8>) {
        var rest = bytes
        if !keepsNewest, rest.count >= byteLimit - keptBytes {
            rest = rest.prefix(max(byteLimit - keptBytes, 0))
            isCut = true
        }
        // Bytes are counted as they are taken, and with the newest kept a line ends at the
        // byte cap (at a whole character) wherever the reads cut it: each line is the same,
        // and counted its own bytes, however the output came in.
        while !rest.isEmpty {
            let room = keepsNewest ? byteLimit - partial.count : Int.max
            if let end = rest.firstIndex(of: 0x0A), end - rest.startIndex < room {
                keptBytes += end + 1 - rest.startIndex
                partial += rest[...end]
                rest = rest[(end + 1)...]
                stream.feed(partial)
                partial = []
                keep(stream.takeLines())
                if isLineCut { return }
            } else if rest.count >= room {
                keptBytes += room
                partial += rest.prefix(room)
                rest = rest.dropFirst(room)
                let whole = Self.wholeCharacters(partial[...])
                let cut = whole > 0 ? whole : partial.count
                stream.feed(partial[..<cut] + [0x0A])
                partial.removeFirst(cut)
                keep(stream.takeLines())
            } else {
                keptBytes += rest.count
                partial += rest
                rest = []
            }
        }
    }

    /// How many of `bytes` make whole UTF-8 characters (a sequence cut at the end is left out).
    private static func wholeCharacters(_ bytes: ArraySlice<UInt8>) -> Int {
        let bytes = Array(bytes)
        var end = bytes.count
        var continuations = 0
        while end > 0, continuations < 3, bytes[end - 1] & 0xC0 == 0x80 {
            end -= 1
            continuations += 1
        }
        guard end > 0, bytes[end - 1] >= 0xC0 else { return bytes.count }
        let length = bytes[end - 1] >= 0xF0 ? 4 : bytes[end - 1] >= 0xE0 ? 3 : 2
        return continuations + 1 >= length ? bytes.count : end - 1
    }

    /// Keeps the lines the bytes fed since the last call ended (the bytes counted on them);
    /// without `keepsNewest`, up to the line cap.
    private mutating func keep(_ ended: [StyledText]) {
        let bytes = keptBytes - partial.count - keptLineBytes - pinnedBytes
        for (index, line) in ended.enumerated() {
            if !keepsNewest && lines.count - first >= Self.lineLimit {
                isLineCut = true
                return
            }
            let counted = index == 0 ? bytes : 0
            // A line pinned at the start while they take at most half the byte cap: the
            // newest lines keep the other half.
            if pinned.count < pinnedLines, lines.isEmpty, droppedLines == 0, pinnedBytes + counted <= byteLimit / 2 {
                pinned.append(line)
                pinnedBytes += counted
                continue
            }
            lines.append(line)
            lineBytes.append(counted)
            keptLineBytes += counted
        }
        trim()
    }

    /// With the newest kept, drops the oldest lines past either cap. They are freed in
    /// batches, once as many lines or as many bytes as the caps allow wait: each line kept is
    /// moved once per cap's worth dropped, and memory stays within twice the caps (long lines
    /// no more than short ones).
    private mutating func trim() {
        guard keepsNewest else { return }
        while first < lines.count, pinned.count + lines.count - first > Self.lineLimit || pinnedBytes + keptLineBytes > byteLimit {
            keptBytes -= lineBytes[first]
            keptLineBytes -= lineBytes[first]
            droppedBytes += lineBytes[first]
            first += 1
            droppedLines += 1
        }
        if first > Self.lineLimit || droppedBytes > byteLimit {
            lines.removeFirst(first)
            lineBytes.removeFirst(first)
            first = 0
            droppedBytes = 0
        }
    }

    /// Bytes counted on the lines held in memory, those dropped but not freed yet included.
    public var heldLineBytes: Int { pinnedBytes + keptLineBytes + droppedBytes }

    /// How a run ended.
    enum Ending: Equatable {
        case exited(Int32)
        case signalled(Int32)
        /// It could not run.
        case failed(String)
    }

    /// What the output shows: its lines so far while it runs (`ending` nil); once it has
    /// ended, a picture whole when it is one and was not cut, else its lines and how it
    /// ended when that was not a clean exit (status, signal, a cap), or that it said nothing.
    /// A picture's bytes are never read as text.
    func content(ending: Ending?) -> PreviewContent {
        guard let ending else { return PreviewContent(blocks: shownLines.map { .styledLine($0) }) }
        var notes: [String] = []
        if case .failed(let message) = ending { notes.append(message) }
        if let bytes = pictureBytes, let format = PictureFormat(sniffing: bytes) {
            guard !isCut else {
                return Self.content(lines: [], notes: ["\(format.rawValue) picture larger than \(Self.size(PictureLibrary.maximumFileBytes)): not shown"])
            }
            return PreviewContent(blocks: Self.content(lines: [], notes: Self.notes(for: ending)).blocks,
                                  picture: PictureLibrary.shared.add(bytes))
        }
        if isLineCut {
            notes.append("output cut at \(Self.lineLimit) lines")
        } else if isCut {
            notes.append("output cut at \(Self.size(byteLimit))")
        } else {
            notes += Self.notes(for: ending)
            if shownLines.isEmpty && notes.isEmpty { notes.append("no output") }
        }
        return Self.content(lines: shownLines, notes: notes)
    }

    private static func notes(for ending: Ending) -> [String] {
        switch ending {
        case .exited(let status): status != 0 ? ["exit \(status)"] : []
        case .signalled(let signal): ["killed by signal \(signal)"]
        case .failed: []
        }
    }

    private static func content(lines: some Collection<StyledText>, notes: [String]) -> PreviewContent {
        PreviewContent(blocks: lines.map { .styledLine($0) } + notes.map { .styledLine(StyledText(plain: "[\($0)]", role: .muted)) })
    }

    /// `1 MiB`, `512 KiB`, `100000 bytes`.
    static func size(_ bytes: Int) -> String {
        if bytes >= 1 << 20 && bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
        if bytes >= 1 << 10 && bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
        return "\(bytes) bytes"
    }
}
