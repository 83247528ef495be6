import CellCanvas

/// A small terminal emulator for tests and benchmarks: it takes the bytes a writer sends
/// and keeps the grid of cells a terminal would show, so that what a frame writer sends
/// can be checked against the frame it was given.
///
/// It understands what the frame writer and the restore path use: UTF-8 text in grapheme
/// clusters (widths from `DisplayWidth`), autowrap, CUP, HPA, CUF, CUB, EL, ED, ECH, ICH,
/// DCH, REP and SGR (erasing with the current background, as xterm's `bce`). Private modes
/// and everything else are read and ignored.
public struct VirtualTerminal {
    /// Columns and rows.
    public let size: Size
    /// The cells shown, row by row.
    public private(set) var cells: [Cell]
    /// The cursor's column and row.
    public private(set) var cursor = Point(x: 0, y: 0)
    /// Control sequences seen that it does not understand, for tests to check there are none.
    public private(set) var unknownSequences: [String] = []

    private var style = Style.plain
    private var pendingWrap = false
    private var lastGraphic: Cell?
    private var pending: [UInt8] = []

    /// A blank terminal of `size`.
    public init(size: Size) {
        self.size = size
        cells = Array(repeating: .blank, count: size.area)
    }

    /// The cell at column `x`, row `y`.
    public subscript(x: Int, y: Int) -> Cell { cells[y * size.columns + x] }

    /// The screen as a cell buffer.
    public var cellBuffer: CellBuffer {
        var buffer = CellBuffer(size: size)
        for y in 0..<size.rows {
            for x in 0..<size.columns where !self[x, y].isContinuation { buffer.set(self[x, y], x: x, y: y) }
        }
        return buffer
    }

    /// The screen as text, one line per row, wide glyphs written once.
    public var text: String {
        (0..<size.rows).map { y in
            String((0..<size.columns).compactMap { x in self[x, y].isContinuation ? nil : self[x, y].grapheme })
        }.joined(separator: "\n")
    }

    /// Interprets `bytes` as the terminal would.
    public mutating func feed(_ bytes: some Sequence<UInt8>) {
        pending.append(contentsOf: bytes)
        var i = 0
        var text: [UInt8] = []
        while i < pending.count {
            let byte = pending[i]
            guard byte == 0x1B else {
                if byte >= 0x20 || byte >= 0x80 {
                    text.append(byte)
                } else {
                    print(text: &text)
                    control(byte)
                }
                i += 1
                continue
            }
            print(text: &text)
            guard let end = sequenceEnd(from: i) else { break }
            sequence(Array(pending[i..<end]))
            i = end
        }
        print(text: &text)
        pending.removeFirst(i)
    }

    // MARK: Text

    private mutating func print(text: inout [UInt8]) {
        guard !text.isEmpty else { return }
        for character in String(decoding: text, as: UTF8.self) {
            put(character)
        }
        text.removeAll(keepingCapacity: true)
    }

    private mutating func put(_ character: Character) {
        let width = DisplayWidth.of(character)
        guard width > 0 else { return }
        if pendingWrap || cursor.x + width > size.columns {
            wrap()
        }
        let cell = Cell(character, width: UInt8(width), style: style)
        store(cell, x: cursor.x, y: cursor.y)
        if width == 2 { store(Cell(" ", width: 0, style: style), x: cursor.x + 1, y: cursor.y) }
        lastGraphic = cell
        advance(by: width)
    }

    /// Puts one cell; a wide glyph that loses a half becomes a blank.
    private mutating func store(_ cell: Cell, x: Int, y: Int) {
        let i = y * size.columns + x
        let old = cells[i]
        if old.isContinuation, x > 0, cell.width != 0, cells[i - 1].width == 2 { cells[i - 1] = Cell.blank(cells[i - 1].style) }
        if old.width == 2, x + 1 < size.columns, cell.width != 2 { cells[i + 1] = Cell.blank(cells[i + 1].style) }
        cells[i] = cell
    }

    private mutating func advance(by width: Int) {
        if cursor.x + width >= size.columns {
            cursor.x = size.columns - 1
            pendingWrap = true
        } else {
            cursor.x += width
        }
    }

    private mutating func wrap() {
        pendingWrap = false
        cursor.x = 0
        if cursor.y + 1 < size.rows { cursor.y += 1 } else { scrollUp() }
    }

    private mutating func scrollUp() {
        cells.removeFirst(size.columns)
        cells += Array(repeating: blank, count: size.columns)
    }

    private mutating func control(_ byte: UInt8) {
        switch byte {
        case 0x0D:
            cursor.x = 0
            pendingWrap = false
        case 0x0A:
            if cursor.y + 1 < size.rows { cursor.y += 1 } else { scrollUp() }
        case 0x08:
            cursor.x = max(cursor.x - 1, 0)
            pendingWrap = false
        default:
            break
        }
    }

    // MARK: Sequences

    /// Where the escape sequence at `start` ends, or nil when it has not all arrived.
    private func sequenceEnd(from start: Int) -> Int? {
        guard start + 1 < pending.count else { return nil }
        switch pending[start + 1] {
        case UInt8(ascii: "["):
            var j = start + 2
            while j < pending.count {
                if (0x40...0x7E).contains(pending[j]) { return j + 1 }
                j += 1
            }
            return nil
        case UInt8(ascii: "("), UInt8(ascii: ")"):
            return start + 3 <= pending.count ? start + 3 : nil
        default:
            return start + 2
        }
    }

    private mutating func sequence(_ bytes: [UInt8]) {
        guard bytes.count >= 3, bytes[1] == UInt8(ascii: "[") else { return }
        let final = bytes[bytes.count - 1]
        let body = bytes[2..<bytes.count - 1]
        if body.first == UInt8(ascii: "?") || body.first == UInt8(ascii: ">") || body.contains(UInt8(ascii: "$")) { return }
        let parameters = body.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false).map { field in
            Int(String(decoding: field, as: UTF8.self)) ?? 0
        }
        func parameter(_ index: Int, default value: Int) -> Int {
            index < parameters.count && parameters[index] != 0 ? parameters[index] : value
        }
        let columns = size.columns, rows = size.rows
        switch final {
        case UInt8(ascii: "H"), UInt8(ascii: "f"):
            cursor = Point(x: min(parameter(1, default: 1), columns) - 1, y: min(parameter(0, default: 1), rows) - 1)
            pendingWrap = false
        case UInt8(ascii: "G"):
            cursor.x = min(parameter(0, default: 1), columns) - 1
            pendingWrap = false
        case UInt8(ascii: "C"):
            cursor.x = min(cursor.x + parameter(0, default: 1), columns - 1)
            pendingWrap = false
        case UInt8(ascii: "D"):
            cursor.x = max(cursor.x - parameter(0, default: 1), 0)
            pendingWrap = false
        case UInt8(ascii: "K"):
            erase(row: cursor.y, from: cursor.x, to: columns)
        case UInt8(ascii: "J"):
            if parameters.first == 2 {
                for y in 0..<rows { erase(row: y, from: 0, to: columns) }
            } else {
                erase(row: cursor.y, from: cursor.x, to: columns)
                for y in (cursor.y + 1)..<max(rows, cursor.y + 1) { erase(row: y, from: 0, to: columns) }
            }
        case UInt8(ascii: "X"):
            erase(row: cursor.y, from: cursor.x, to: min(cursor.x + parameter(0, default: 1), columns))
        case UInt8(ascii: "@"):
            shift(row: cursor.y, at: cursor.x, by: -parameter(0, default: 1))
        case UInt8(ascii: "P"):
            shift(row: cursor.y, at: cursor.x, by: parameter(0, default: 1))
        case UInt8(ascii: "b"):
            if let lastGraphic {
                for _ in 0..<parameter(0, default: 1) { put(lastGraphic.grapheme) }
            }
        case UInt8(ascii: "m"):
            selectGraphicRendition(parameters.isEmpty ? [0] : parameters)
        case UInt8(ascii: "r"), UInt8(ascii: "t"), UInt8(ascii: "l"), UInt8(ascii: "h"):
            break
        default:
            unknownSequences.append(String(decoding: bytes.dropFirst(), as: UTF8.self))
        }
    }

    /// A blank as erasing leaves it: the current background, nothing else.
    private var blank: Cell { Cell(" ", style: Style(background: style.background)) }

    private mutating func erase(row y: Int, from start: Int, to end: Int) {
        guard start < end else { return }
        for x in start..<end { store(blank, x: x, y: y) }
        pendingWrap = false
    }

    /// Moves the row's cells from `x` on left by `count` (right when negative), opening blanks.
    private mutating func shift(row y: Int, at x: Int, by count: Int) {
        let columns = size.columns
        var row = Array(cells[(y * columns)..<((y + 1) * columns)])
        let n = min(abs(count), columns - x)
        if count > 0 {
            row.replaceSubrange(x..<columns - n, with: row[(x + n)..<columns])
            for i in (columns - n)..<columns { row[i] = blank }
        } else {
            row.replaceSubrange((x + n)..<columns, with: row[x..<(columns - n)])
            for i in x..<(x + n) { row[i] = blank }
        }
        // A wide glyph cut by the move is not whole any more.
        for i in 0..<columns {
            if row[i].width == 0 && (i == 0 || row[i - 1].width != 2) { row[i] = blank }
            if row[i].width == 2 && (i + 1 >= columns || row[i + 1].width != 0) { row[i] = blank }
        }
        cells.replaceSubrange((y * columns)..<((y + 1) * columns), with: row)
        pendingWrap = false
    }

    private mutating func selectGraphicRendition(_ parameters: [Int]) {
        var i = 0
        func color(_ base: Int) -> Color? {
            guard i + 1 < parameters.count else { return nil }
            if parameters[i + 1] == 5, i + 2 < parameters.count {
                defer { i += 2 }
                return .indexed(UInt8(clamping: parameters[i + 2]))
            }
            if parameters[i + 1] == 2, i + 4 < parameters.count {
                defer { i += 4 }
                return .rgb(UInt8(clamping: parameters[i + 2]), UInt8(clamping: parameters[i + 3]), UInt8(clamping: parameters[i + 4]))
            }
            return nil
        }
        while i < parameters.count {
            let p = parameters[i]
            switch p {
            case 0: style = .plain
            case 1: style.attributes.insert(.bold)
            case 2: style.attributes.insert(.dim)
            case 3: style.attributes.insert(.italic)
            case 4: style.attributes.insert(.underline)
            case 7: style.attributes.insert(.reverse)
            case 9: style.attributes.insert(.strikethrough)
            case 22: style.attributes.subtract([.bold, .dim])
            case 23: style.attributes.remove(.italic)
            case 24: style.attributes.remove(.underline)
            case 27: style.attributes.remove(.reverse)
            case 29: style.attributes.remove(.strikethrough)
            case 30...37: style.foreground = .indexed(UInt8(p - 30))
            case 38: style.foreground = color(38) ?? style.foreground
            case 39: style.foreground = .default
            case 40...47: style.background = .indexed(UInt8(p - 40))
            case 48: style.background = color(48) ?? style.background
            case 49: style.background = .default
            case 90...97: style.foreground = .indexed(UInt8(p - 90 + 8))
            case 100...107: style.background = .indexed(UInt8(p - 100 + 8))
            default: break
            }
            i += 1
        }
    }
}
