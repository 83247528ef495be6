import CellCanvas
import TerminalHarness
import Testing
@testable import TerminalBackend

@Suite("FrameWriter")
struct FrameWriterTests {
    struct Terminal: Sendable, CustomTestStringConvertible {
        let name: String
        let capabilities: TerminalCapabilities
        var testDescription: String { name }
    }

    static let terminals = [Terminal(name: "xterm-256color", capabilities: .xterm256),
                            Terminal(name: "tmux-256color", capabilities: .tmux256)]

    /// Whether two cells look the same: a space's foreground colour cannot be seen.
    static func looksSame(_ a: Cell, _ b: Cell) -> Bool {
        guard a.width == b.width else { return false }
        if a.isContinuation { return true }
        guard a.grapheme == b.grapheme, a.style.attributes == b.style.attributes,
              a.style.background == b.style.background else { return false }
        let inkShows = a.grapheme != " " || !a.style.attributes.isDisjoint(with: [.underline, .reverse])
        return !inkShows || a.style.foreground == b.style.foreground
    }

    /// The first cell where the terminal does not show `frame`, if any.
    static func mismatch(_ terminal: VirtualTerminal, _ frame: CellBuffer) -> String? {
        for y in 0..<frame.size.rows {
            for x in 0..<frame.size.columns where !looksSame(terminal[x, y], frame[x, y]) {
                return "(\(x), \(y)): shows \(terminal[x, y]), frame has \(frame[x, y])\n\(terminal.text)"
            }
        }
        return nil
    }

    static let glyphs: [Character] = [" ", " ", " ", "a", "b", "─", "│", "┃", "漢", "👩‍💻", "e\u{301}", "🇧🇷"]
    static let styles: [Style] = [
        .plain, Style(foreground: .indexed(75), attributes: .bold), Style(foreground: .indexed(244)),
        Style(foreground: .indexed(3), background: .indexed(236)), Style(attributes: [.reverse]),
        Style(foreground: .indexed(10), attributes: [.italic, .underline]), Style(background: .indexed(17)),
        Style(foreground: .indexed(250), attributes: .dim),
    ]

    static func randomCell(_ generator: inout SeededGenerator) -> Cell {
        let glyph = glyphs.randomElement(using: &generator)!
        return Cell(glyph, width: UInt8(DisplayWidth.of(glyph)), style: styles.randomElement(using: &generator)!)
    }

    /// `frame` with row `y` moved `shift` columns to the right (left when negative),
    /// new cells coming in at the edge it leaves.
    static func shifting(_ frame: CellBuffer, row y: Int, by shift: Int, _ generator: inout SeededGenerator) -> CellBuffer {
        var result = frame
        let width = frame.size.columns
        result.fill(Rect(x: 0, y: y, width: width, height: 1), with: .blank)
        for x in 0..<width where !frame[x, y].isContinuation {
            result.set(frame[x, y], x: x + shift, y: y)
        }
        let opened = shift > 0 ? 0..<min(shift, width) : max(width + shift, 0)..<width
        for x in opened { result.set(randomCell(&generator), x: x, y: y) }
        return result
    }

    @Test("random frames of shifted rows, runs, wide glyphs and clusters: the terminal shows each frame exactly",
          arguments: terminals)
    func randomFrames(_ terminal: Terminal) {
        randomFrames(terminal, size: Size(columns: 40, rows: 8), shifts: [-5, -3, -2, -1, 1, 2, 3, 6], seed: 2026_11_23)
    }

    @Test("the same on wide rows with shifts of up to 70 columns", arguments: terminals)
    func randomFramesWide(_ terminal: Terminal) {
        randomFrames(terminal, size: Size(columns: 100, rows: 6), shifts: [-70, -61, -40, -9, 9, 33, 60, 70], seed: 16)
    }

    func randomFrames(_ terminal: Terminal, size: Size, shifts: [Int], seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        var writer = FrameWriter(capabilities: terminal.capabilities)
        var screen = VirtualTerminal(size: size)
        var frame = CellBuffer(size: size)
        var sent = ""
        for step in 0..<400 {
            switch Int.random(in: 0..<10, using: &generator) {
            case 0..<4:
                // Rows move sideways together, as cards in a carousel do.
                let shift = shifts.randomElement(using: &generator)!
                for y in 0..<size.rows where Bool.random(using: &generator) {
                    frame = Self.shifting(frame, row: y, by: shift, &generator)
                }
            case 4..<6:
                // A run of one cell: a border, a fill, a blank tail.
                let cell = Self.randomCell(&generator)
                let y = Int.random(in: 0..<size.rows, using: &generator)
                let x = Int.random(in: 0..<size.columns, using: &generator)
                let length = Int.random(in: 1...30, using: &generator)
                frame.fill(Rect(x: x, y: y, width: length, height: 1), with: cell.width == 2 ? .blank(cell.style) : cell)
            case 6:
                writer.invalidate()
                screen = VirtualTerminal(size: size)
            default:
                for _ in 0..<Int.random(in: 1...12, using: &generator) {
                    frame.set(Self.randomCell(&generator), x: Int.random(in: 0..<size.columns, using: &generator),
                              y: Int.random(in: 0..<size.rows, using: &generator))
                }
            }
            let bytes = writer.bytes(for: frame)
            sent += String(decoding: bytes, as: UTF8.self)
            screen.feed(bytes)
            if let problem = Self.mismatch(screen, frame) {
                Issue.record("step \(step): \(problem)")
                return
            }
        }
        #expect(screen.unknownSequences.isEmpty)
        // The ways of writing were all taken at least once along the way.
        for (name, piece) in [("dch", "P"), ("ich", "@"), ("el", "K"), ("cuf", "C")] as [(String, Character)] {
            #expect(Self.containsSequence(sent, final: piece), "no \(name) sent")
        }
        #expect(Self.containsSequence(sent, final: "b") == terminal.capabilities.repeatsCharacters, "REP only where rep is")
    }

    /// Whether `text` holds a CSI sequence of numbers ending in `final`.
    static func containsSequence(_ text: String, final: Character) -> Bool {
        var rest = Substring(text)
        while let escape = rest.firstIndex(of: "\u{1B}") {
            rest = rest[rest.index(after: escape)...]
            guard rest.first == "[" else { continue }
            let body = rest.dropFirst().prefix { $0.isNumber || $0 == ";" }
            if rest.dropFirst().dropFirst(body.count).first == final { return true }
        }
        return false
    }

    @Test("a piece of a row found far to the right is not a shift past the row's end (was a crash)")
    func farShiftStaysInRow() {
        var writer = FrameWriter(capabilities: .xterm256)
        var screen = VirtualTerminal(size: Size(columns: 100, rows: 1))
        var before = CellBuffer(size: Size(columns: 100, rows: 1))
        before.write("ABCD", x: 0, y: 0, style: .plain)
        screen.feed(writer.bytes(for: before))
        var after = before
        after.write("ABCDxxxxxxxx", x: 60, y: 0, style: .plain)
        screen.feed(writer.bytes(for: after))
        #expect(Self.mismatch(screen, after) == nil)
    }

    @Test("attribute bits no terminal draws change nothing on the wire")
    func unknownAttributeBits() {
        var writer = FrameWriter(capabilities: .xterm256)
        var frame = CellBuffer(size: Size(columns: 4, rows: 1))
        frame.write("ab", x: 0, y: 0, style: Style(foreground: .indexed(2)))
        _ = writer.bytes(for: frame)
        frame.write("ab", x: 0, y: 0, style: Style(foreground: .indexed(2), attributes: TextAttributes(rawValue: 0x80)))
        let text = String(decoding: writer.bytes(for: frame), as: UTF8.self)
        #expect(!text.contains("\u{1B}[m") && !text.contains("\u{1B}[0m"), "\(text.debugDescription)")
    }

    @Test("a frame already shown sends nothing")
    func unchangedFrame() {
        var writer = FrameWriter(capabilities: .xterm256)
        var frame = CellBuffer(size: Size(columns: 20, rows: 3))
        frame.write("hello", x: 2, y: 1, style: Style(foreground: .indexed(75)))
        #expect(!writer.bytes(for: frame).isEmpty)
        #expect(writer.bytes(for: frame).isEmpty)
        #expect(writer.lastChangedCells == 0)
    }

    @Test("a frame's cursor: placed and shown after the frame's cells, put back after each change, hidden when the frame has none")
    func frameCursor() {
        var writer = FrameWriter(capabilities: .xterm256)
        var screen = VirtualTerminal(size: Size(columns: 20, rows: 3))
        var frame = CellBuffer(size: Size(columns: 20, rows: 3))
        frame.write("> ab", x: 0, y: 2, style: .plain)
        frame.cursor = Point(x: 4, y: 2)
        let first = writer.bytes(for: frame)
        screen.feed(first)
        #expect(screen.cursor == Point(x: 4, y: 2) && String(decoding: first, as: UTF8.self).hasSuffix("\u{1B}[?25h"))
        #expect(writer.bytes(for: frame).isEmpty, "nothing changed, the cursor where it was: nothing to send")
        frame.write("row", x: 2, y: 0, style: .plain)
        let change = writer.bytes(for: frame)
        screen.feed(change)
        #expect(screen.cursor == Point(x: 4, y: 2) && !String(decoding: change, as: UTF8.self).contains("?25h"), "back, shown already")
        frame.cursor = nil
        #expect(String(decoding: writer.bytes(for: frame), as: UTF8.self) == "\u{1B}[?25l")
        #expect(writer.bytes(for: frame).isEmpty)
        frame.cursor = Point(x: 1, y: 2)
        writer.invalidate()
        #expect(String(decoding: writer.bytes(for: frame), as: UTF8.self).hasSuffix("\u{1B}[?25h"), "after a repaint it is shown again")
    }

    @Test("a row whose content moved three columns left goes as DCH 3 and the three new cells")
    func rowShiftedLeft() {
        var writer = FrameWriter(capabilities: .xterm256)
        var before = CellBuffer(size: Size(columns: 60, rows: 1))
        before.write("│ the quick brown fox jumps over the lazy dog │ and more", x: 0, y: 0, style: .plain)
        _ = writer.bytes(for: before)
        var after = CellBuffer(size: Size(columns: 60, rows: 1))
        after.write("quick brown fox jumps over the lazy dog │ and more...", x: 3, y: 0, style: .plain)
        after.write("e q", x: 0, y: 0, style: .plain)
        let text = String(decoding: writer.bytes(for: after), as: UTF8.self)
        #expect(text.contains("\u{1B}[3P"), "\(text.debugDescription)")
        #expect(text.utf8.count < 30, "\(text.debugDescription)")
    }

    @Test("a border run goes as one glyph and REP on xterm, in full on tmux (no rep); a blank tail as EL")
    func repeatAndErase() {
        var frame = CellBuffer(size: Size(columns: 40, rows: 2))
        frame.write(String(repeating: "─", count: 30), x: 0, y: 0, style: .plain)
        frame.write("x", x: 0, y: 1, style: .plain)
        var xterm = FrameWriter(capabilities: .xterm256)
        var tmux = FrameWriter(capabilities: .tmux256)
        var blankRow = CellBuffer(size: frame.size)
        blankRow.write(String(repeating: "y", count: 40), x: 0, y: 1, style: .plain)
        _ = xterm.bytes(for: blankRow)
        _ = tmux.bytes(for: blankRow)
        let onXterm = String(decoding: xterm.bytes(for: frame), as: UTF8.self)
        let onTmux = String(decoding: tmux.bytes(for: frame), as: UTF8.self)
        #expect(onXterm.contains("─\u{1B}[29b"), "\(onXterm.debugDescription)")
        #expect(onTmux.contains(String(repeating: "─", count: 30)))
        #expect(onXterm.hasSuffix("\u{1B}[K") && onTmux.hasSuffix("\u{1B}[K"), "the rest of row 2 erased")
        // xterm's terminfo inside tmux (TERM=xterm-256color, TMUX set): tmux repeats only ASCII.
        var insideTmuxCapabilities = TerminalCapabilities.xterm256
        insideTmuxCapabilities.repeatsOnlyASCII = true
        var insideTmux = FrameWriter(capabilities: insideTmuxCapabilities)
        _ = insideTmux.bytes(for: blankRow)
        frame.write(String(repeating: "=", count: 20), x: 0, y: 1, style: .plain)
        let inside = String(decoding: insideTmux.bytes(for: frame), as: UTF8.self)
        #expect(inside.contains(String(repeating: "─", count: 30)) && inside.contains("=\u{1B}[19b"), "\(inside.debugDescription)")
    }

    @Test("after invalidate the next frame clears the screen and paints all of it")
    func invalidateRepaints() {
        var writer = FrameWriter(capabilities: .xterm256)
        var frame = CellBuffer(size: Size(columns: 10, rows: 2))
        frame.write("ab", x: 0, y: 0, style: .plain)
        _ = writer.bytes(for: frame)
        writer.invalidate()
        let text = String(decoding: writer.bytes(for: frame), as: UTF8.self)
        #expect(text.hasPrefix("\u{1B}[0m\u{1B}[H\u{1B}[2J"))
        #expect(text.hasSuffix("ab\u{1B}[?25l"), "the cursor's state is not known after a repaint: hidden again")
    }
}

@Suite("SelectGraphicRendition")
struct SelectGraphicRenditionTests {
    static func sequence(from: Style?, to: Style, depth: ColorDepth = .palette(256)) -> String {
        var bytes: [UInt8] = []
        let sgr = SelectGraphicRendition(depth: depth)
        sgr.append(from: from.map(sgr.shown), to: sgr.shown(to), into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test("only what changes is sent: bold off alone is 22, a colour alone is its own code")
    func minimalChanges() {
        let bold = Style(foreground: .indexed(75), attributes: .bold)
        #expect(Self.sequence(from: bold, to: Style(foreground: .indexed(75))) == "\u{1B}[22m")
        #expect(Self.sequence(from: bold, to: Style(foreground: .indexed(244), attributes: .bold)) == "\u{1B}[38;5;244m")
        #expect(Self.sequence(from: .plain, to: Style(foreground: .indexed(1))) == "\u{1B}[31m")
        #expect(Self.sequence(from: .plain, to: Style(background: .indexed(9))) == "\u{1B}[101m")
        #expect(Self.sequence(from: Style(foreground: .indexed(1), attributes: .bold), to: Style(attributes: .bold)) == "\u{1B}[39m")
        #expect(Self.sequence(from: .plain, to: .plain) == "")
    }

    @Test("bold off keeps dim on; a reset is used when it is shorter; unknown state starts from 0")
    func resetsAndDim() {
        let dimBlue = Style(foreground: .indexed(75), attributes: .dim)
        #expect(Self.sequence(from: Style(foreground: .indexed(75), attributes: [.bold, .dim]), to: dimBlue) == "\u{1B}[22;2m")
        #expect(Self.sequence(from: Style(attributes: [.bold, .dim]), to: Style(attributes: .dim)) == "\u{1B}[0;2m")
        let busy = Style(foreground: .indexed(200), background: .indexed(17), attributes: [.bold, .italic, .underline])
        #expect(Self.sequence(from: busy, to: Style(foreground: .indexed(3))) == "\u{1B}[0;33m")
        #expect(Self.sequence(from: nil, to: Style(foreground: .indexed(75), attributes: .bold)) == "\u{1B}[0;1;38;5;75m")
    }

    @Test("colours follow the depth: none drops them, 8 colours fold, direct keeps RGB")
    func depths() {
        let red = Style(foreground: .rgb(255, 0, 0))
        #expect(Self.sequence(from: .plain, to: red, depth: .none) == "")
        #expect(Self.sequence(from: .plain, to: red, depth: .palette(8)) == "\u{1B}[31m")
        #expect(Self.sequence(from: .plain, to: red, depth: .direct) == "\u{1B}[38;2;255;0;0m")
    }

    @Test("the longest sequences come out whole after what the bytes already held (each is composed in a room of its own)")
    func longestSequences() {
        let sgr = SelectGraphicRendition(depth: .direct)
        let everything: TextAttributes = [.bold, .dim, .italic, .underline, .reverse, .strikethrough]
        let white = Style(foreground: .rgb(255, 255, 255), background: .rgb(255, 255, 255), attributes: everything)
        var bytes = Array("before".utf8)
        sgr.append(from: nil, to: white, into: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "before\u{1B}[0;1;2;3;4;7;9;38;2;255;255;255;48;2;255;255;255m")
        // Every attribute ended but dim, and both colours changed: the reset is shorter than the ends.
        let dimWhite = Style(foreground: .rgb(255, 255, 255), background: .rgb(254, 255, 255), attributes: .dim)
        let from = Style(foreground: .rgb(0, 0, 0), background: .rgb(0, 0, 0), attributes: everything)
        bytes = Array("x".utf8)
        sgr.append(from: from, to: dimWhite, into: &bytes)
        let expected = "x\u{1B}[0;2;38;2;255;255;255;48;2;254;255;255m"
        #expect(String(decoding: bytes, as: UTF8.self) == expected)
        #expect(sgr.byteCount(from: from, to: dimWhite) == expected.utf8.count - 1)
    }

    @Test("the length counted without composing is the length appended, for every pair of a mixed set of styles")
    func countedLengths() {
        let colors: [Color] = [.default, .indexed(3), .indexed(12), .indexed(75), .indexed(244), .rgb(255, 0, 9), .rgb(10, 99, 100)]
        let attributes: [TextAttributes] = [[], .bold, .dim, [.bold, .dim], [.italic, .underline], [.reverse, .strikethrough]]
        var styles: [Style] = []
        for foreground in colors { for background in colors.prefix(4) { for attribute in attributes {
            styles.append(Style(foreground: foreground, background: background, attributes: attribute))
        } } }
        let sgr = SelectGraphicRendition(depth: .direct)
        for target in styles {
            for current in [nil] + styles.map(Optional.some) {
                var bytes: [UInt8] = []
                sgr.append(from: current, to: target, into: &bytes)
                #expect(sgr.byteCount(from: current, to: target) == bytes.count, "from \(String(describing: current)) to \(target)")
            }
        }
    }
}
