import CellCanvas
import TerminalHarness
import Testing
@testable import TerminalBackend

/// `--height`: drawing in rows below the cursor on the shell's screen.
@Suite("Inline viewport")
struct InlineViewportTests {
    @Test("--height reads N rows or N% as fzf 0.38 (a share may be a fraction; 0, 0% and 100% are the whole screen); anything else is refused")
    func parsing() {
        #expect(InlineHeight(parsing: "12") == .rows(12))
        #expect(InlineHeight(parsing: "40%") == .percent(40))
        #expect(InlineHeight(parsing: "40.5%") == .percent(40.5))
        #expect(InlineHeight(parsing: "100%") == .percent(100))
        #expect(InlineHeight(parsing: "0")?.isWholeScreen == true)
        #expect(InlineHeight(parsing: "0%")?.isWholeScreen == true)
        #expect(InlineHeight(parsing: "100%")?.isWholeScreen == true)
        #expect(InlineHeight(parsing: "99.5%")?.isWholeScreen == false)
        for bad in ["-3", "101%", "100.5%", "-1%", "%", "", "12rows", "4.5", " 12", "nan%", "inf%", "1e1%", "0x10"] {
            #expect(InlineHeight(parsing: bad) == nil, "\(bad)")
        }
    }

    @Test("a fractional share rounds down as fzf's (40.5% of 20 rows is 8, then the 10-row floor; of 40 rows, 16)")
    func fractionalShare() {
        #expect(InlineHeight.percent(40.5).rows(onTerminalOf: 20) == 10)
        #expect(InlineHeight.percent(40.5).rows(onTerminalOf: 40) == 16)
        #expect(InlineHeight.percent(33.3, atLeast: 1).rows(onTerminalOf: 3) == 1)
    }

    @Test("rows: a count is capped by the terminal; a share has at least 10 rows unless the terminal has fewer")
    func rows() {
        #expect(InlineHeight.rows(12).rows(onTerminalOf: 40) == 12)
        #expect(InlineHeight.rows(80).rows(onTerminalOf: 40) == 40)
        #expect(InlineHeight.percent(40).rows(onTerminalOf: 50) == 20)
        #expect(InlineHeight.percent(40).rows(onTerminalOf: 20) == 10)
        #expect(InlineHeight.percent(10).rows(onTerminalOf: 6) == 6)
        #expect(InlineHeight.percent(10, atLeast: 3).rows(onTerminalOf: 50) == 5, "--min-height 3")
        #expect(InlineHeight.percent(10, atLeast: 30).rows(onTerminalOf: 50) == 30, "--min-height 30")
        #expect(InlineHeight.percent(10, atLeast: 80).rows(onTerminalOf: 50) == 50, "never more than the terminal")
        #expect(InlineHeight.percent(100).rows(onTerminalOf: 33) == 33)
    }

    @Test("placing: under the cursor's line, the next line when the cursor is mid-line, the screen scrolled by what is missing")
    func placing() {
        let screen = 30
        // A prompt at the start of row 5: the region starts there, nothing scrolls.
        var placed = InlineRegion.placing(height: 10, below: CursorPositionReport(row: 5, column: 0), screenRows: screen)
        #expect(placed.region == InlineRegion(top: 5, height: 10) && placed.scroll == 0)
        #expect(placed.region.shellCursor == Point(x: 0, y: 5), "the cursor goes back to the start of the row")
        // Mid-line: the next row; the cursor goes back after the prompt.
        placed = InlineRegion.placing(height: 10, below: CursorPositionReport(row: 5, column: 7), screenRows: screen)
        #expect(placed.region == InlineRegion(top: 6, height: 10, shellColumn: 7) && placed.scroll == 0)
        #expect(placed.region.shellCursor == Point(x: 7, y: 5))
        // Near the bottom: scroll up by the rows missing.
        placed = InlineRegion.placing(height: 10, below: CursorPositionReport(row: 26, column: 0), screenRows: screen)
        #expect(placed.region == InlineRegion(top: 20, height: 10) && placed.scroll == 6)
        #expect(placed.region.shellCursor == Point(x: 0, y: 20), "the prompt's row, scrolled up with the lines above")
        // On the last row, mid-line: a whole region's worth; the prompt's row moved up by as much.
        placed = InlineRegion.placing(height: 10, below: CursorPositionReport(row: 29, column: 3), screenRows: screen)
        #expect(placed.region == InlineRegion(top: 20, height: 10, shellColumn: 3) && placed.scroll == 10)
        #expect(placed.region.shellCursor == Point(x: 3, y: 19))
        // No answer from the terminal: the bottom rows, scrolled clear.
        placed = InlineRegion.placing(height: 10, below: nil, screenRows: screen)
        #expect(placed.region == InlineRegion(top: 20, height: 10) && placed.scroll == 10)
        // Taller than the screen: the whole screen.
        placed = InlineRegion.placing(height: 50, below: CursorPositionReport(row: 0, column: 0), screenRows: screen)
        #expect(placed.region == InlineRegion(top: 0, height: 30) && placed.scroll == 0)
    }

    @Test("a resize follows the rows where the terminal moved them, above the screen too, and scrolls rather than draw over the shell")
    func resized() {
        let region = InlineRegion(top: 8, height: 10)
        #expect(region.resized(shift: 0, height: 10, screenRows: 40) == (region, 0))
        // The terminal pushed 6 lines into its scrollback: the region follows them.
        #expect(region.resized(shift: -6, height: 10, screenRows: 12) == (InlineRegion(top: 2, height: 10), 0))
        // Nothing moved but the rows below are too few: the screen scrolls up by the rows missing.
        #expect(region.resized(shift: 0, height: 10, screenRows: 12) == (InlineRegion(top: 2, height: 10), 6))
        // Pushed further than its top: the rows above the screen are remembered, and taken back
        // when the terminal gives them back.
        let pushed = region.resized(shift: -12, height: 12, screenRows: 8)
        #expect(pushed == (InlineRegion(top: 0, height: 8, rowsAboveScreen: 4), 0))
        #expect(pushed.region.resized(shift: 12, height: 10, screenRows: 30) == (InlineRegion(top: 8, height: 10), 0))
        // A terminal that does not give them back: they stay in its scrollback.
        #expect(pushed.region.resized(shift: 0, height: 10, screenRows: 30)
                == (InlineRegion(top: 0, height: 10, rowsAboveScreen: 4), 0))
        // The shell's cursor moves with the region, and goes to the first row once pushed above.
        let afterPrompt = InlineRegion(top: 8, height: 10, shellColumn: 12)
        #expect(afterPrompt.shellCursor == Point(x: 12, y: 7))
        #expect(afterPrompt.resized(shift: -6, height: 10, screenRows: 12).region.shellCursor == Point(x: 12, y: 1))
        #expect(afterPrompt.resized(shift: 0, height: 10, screenRows: 12).region.shellCursor == Point(x: 12, y: 1), "scrolled up")
        #expect(afterPrompt.resized(shift: -12, height: 12, screenRows: 8).region.shellCursor == Point(x: 0, y: 0))
    }

    @Test("a resize round trip, xterm's way: the prompt comes back right under the shell's lines, none drawn over, no rows left between; a line editor's cursor goes back after its prompt",
          arguments: [false, true])
    func resizeRoundTrip(promptTyped: Bool) {
        let columns = 30, startRows = 16
        let trips = [[5, 16], [3, 9, 16], [10, 7, 16], [24, 16], [12, 20, 6, 16], [8, 4, 12, 16]]
        for height in [InlineHeight.rows(8), .percent(50)] {
            for shellLines in [2, 6, 14] {
                for trip in trips {
                    let label = "\(height), \(shellLines) shell lines, rows 16 → \(trip.map(String.init).joined(separator: " → "))"
                    let shell = (1...shellLines).map { "shell \($0)" }
                    var terminal = ScrollbackTerminal(columns: columns, rows: startRows)
                    terminal.feed(shell.joined(separator: "\r\n") + "\r\n")
                    // zle and fish run the picker with the cursor after their prompt.
                    if promptTyped { terminal.feed("$ pick") }
                    var (region, scroll) = InlineRegion.placing(height: height.rows(onTerminalOf: startRows),
                                                                below: terminal.cursorReport, screenRows: startRows)
                    terminal.feed(InlineRegion.scrollBytes(scroll, screenRows: startRows))
                    var writer = FrameWriter(capabilities: .tmux256)
                    func draw() {
                        writer.placement = .inline(top: region.top)
                        var frame = CellBuffer(size: Size(columns: columns, rows: region.height))
                        for y in 0..<region.height { _ = frame.write("card \(y)", x: 2, y: y, style: .plain) }
                        terminal.feed(writer.bytes(for: frame))
                        // A frame that changes one row leaves the cursor inside the viewport.
                        _ = frame.write("moved", x: 12, y: region.height / 2, style: .plain)
                        terminal.feed(writer.bytes(for: frame))
                    }
                    draw()
                    for rows in trip {
                        let cursorRow = region.top + (writer.cursorRow ?? 0)
                        terminal.resize(rows: rows)
                        (region, scroll) = region.resized(shift: terminal.cursorReport.row - cursorRow,
                                                          height: height.rows(onTerminalOf: rows), screenRows: rows)
                        terminal.feed(InlineRegion.scrollBytes(scroll, screenRows: rows))
                        writer.invalidate()
                        draw()
                        #expect(region.top + region.height <= rows, "\(label): the viewport is whole")
                        #expect(terminal.lines.filter { $0.hasPrefix("shell") } == shell, "\(label): no shell line drawn over")
                        #expect(!promptTyped || terminal.lines.filter { $0 == "$ pick" }.count == 1, "\(label): the prompt kept")
                    }
                    // q: releaseScreen's inline bytes, then the shell's prompt (or the rest of its line).
                    terminal.feed("\u{1B}[0m" + TerminalModes.eraseSequence(fromRow: region.top) + TerminalModes.cursorAddress(region.shellCursor))
                    terminal.feed(promptTyped ? " next" : "$ next")
                    let lines = terminal.lines
                    let prompt = lines.firstIndex(of: promptTyped ? "$ pick next" : "$ next") ?? lines.count
                    #expect(Array(lines[..<prompt]) == shell, "\(label): \(lines[..<prompt].suffix(6))")
                    let nothingBelow = lines[prompt...].dropFirst().allSatisfy { $0.isEmpty }
                    #expect(nothingBelow, "\(label): nothing below the prompt")
                }
            }
        }
    }

    @Test("mouse rows are the viewport's: presses above or below are not ours, a drag leaving it is held at the edge")
    func mouse() {
        let region = InlineRegion(top: 20, height: 10)
        let press = MouseEvent(button: .left, action: .press, column: 5, row: 23)
        #expect(region.viewportEvent(for: press)?.row == 3)
        #expect(region.viewportEvent(for: MouseEvent(button: .left, action: .press, column: 5, row: 19)) == nil)
        #expect(region.viewportEvent(for: MouseEvent(button: .wheelDown, action: .press, column: 5, row: 2)) == nil)
        #expect(region.viewportEvent(for: MouseEvent(button: .left, action: .motion, column: 5, row: 4))?.row == 0)
        #expect(region.viewportEvent(for: MouseEvent(button: .left, action: .release, column: 5, row: 29))?.row == 9)
    }

    @Test("the cursor report is found among other bytes, and nothing else is taken for one")
    func cursorReport() {
        let bytes = Array("ab\u{1B}[1;2R\u{1B}[12;40Rcd".utf8)
        let found = CursorPositionReport.first(in: bytes)
        #expect(found?.report == CursorPositionReport(row: 0, column: 1))
        #expect(found?.range == 2..<8)
        #expect(CursorPositionReport.first(in: Array("\u{1B}[A\u{1B}[?2026;2$y\u{1B}[3R\u{1B}[5;R".utf8)) == nil)
        #expect(CursorPositionReport.first(in: Array("\u{1B}[12;4".utf8)) == nil, "not whole yet")
    }

    @Test("frames go to the viewport's rows: the lines above are never touched, the first frame erases from the top row down")
    func writerPlacement() {
        let screenSize = Size(columns: 40, rows: 14)
        var screen = VirtualTerminal(size: screenSize)
        screen.feed(Array("shell line 1\r\nshell line 2\r\nshell line 3\r\nleftover below".utf8))
        var writer = FrameWriter(capabilities: .tmux256)
        writer.placement = .inline(top: 3)
        var generator = SeededGenerator(seed: 7)
        var frame = CellBuffer(size: Size(columns: 40, rows: 8))
        for step in 0..<120 {
            for _ in 0..<Int.random(in: 1...10, using: &generator) {
                frame.set(FrameWriterTests.randomCell(&generator), x: Int.random(in: 0..<40, using: &generator),
                          y: Int.random(in: 0..<8, using: &generator))
            }
            if step == 60 { frame = CellBuffer(size: Size(columns: 40, rows: 7)) }
            screen.feed(writer.bytes(for: frame))
            let lines = screen.text.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines[0].hasPrefix("shell line 1") && lines[1].hasPrefix("shell line 2") && lines[2].hasPrefix("shell line 3"))
            for y in 0..<frame.size.rows {
                for x in 0..<40 where !FrameWriterTests.looksSame(screen[x, y + 3], frame[x, y]) {
                    Issue.record("step \(step): (\(x), \(y)) shows \(screen[x, y + 3]), frame has \(frame[x, y])")
                    return
                }
            }
            #expect(!lines.dropFirst(3 + frame.size.rows).contains { $0.contains("leftover") }, "erased below the viewport")
            #expect(writer.cursorRow != nil, "the cursor is left where the writer knows it is")
        }
        #expect(screen.unknownSequences.isEmpty)
    }

    @Test("the restore for a signal erases the viewport and puts the cursor back after the shell's prompt; the lines above stay")
    func restoreReturnsTheCursor() {
        var screen = VirtualTerminal(size: Size(columns: 20, rows: 6))
        screen.feed(Array("above\r\n$ echo \r\ninside\r\ninside".utf8))
        screen.feed(Array(TerminalModes.restoreSequence(erasingFromRow: 2, returningTo: Point(x: 7, y: 1),
                                                        exitingWith: "\u{1B}[?1049l").utf8))
        #expect(screen.text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
                == ["above", "$ echo", "", "", "", ""])
        #expect(screen.cursor == Point(x: 7, y: 1))
    }

    @Test("the restore for a signal erases the viewport and leaves the cursor on its top row; the lines above stay")
    func restore() {
        var screen = VirtualTerminal(size: Size(columns: 20, rows: 6))
        screen.feed(Array("above\r\ninside\r\ninside\r\ninside".utf8))
        screen.feed(Array(TerminalModes.restoreSequence(erasingFromRow: 1).utf8))
        #expect(screen.text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
                == ["above", "", "", "", "", ""])
        #expect(screen.cursor == Point(x: 0, y: 1))
        #expect(!TerminalModes.restoreSequence(erasingFromRow: 1).contains("1049"), "the alternate screen is not touched")
    }
}

/// A terminal that changes height as xterm does: getting shorter, it pushes lines into its
/// scrollback only as far as the cursor's line needs to stay on the screen, and drops the
/// lines below; growing, it gives its last scrollback lines back above. A line feed on the
/// last row scrolls the top line into the scrollback. Text only.
private struct ScrollbackTerminal {
    let columns: Int
    private(set) var scrollback: [String] = []
    private(set) var screen: VirtualTerminal

    init(columns: Int, rows: Int) {
        self.columns = columns
        screen = VirtualTerminal(size: Size(columns: columns, rows: rows))
    }

    var rows: Int { screen.size.rows }

    /// What a DSR 6 would answer.
    var cursorReport: CursorPositionReport { CursorPositionReport(row: screen.cursor.y, column: screen.cursor.x) }

    /// The screen's lines, trailing blanks dropped.
    var screenLines: [String] {
        screen.text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            String(line.reversed().drop { $0 == " " }.reversed())
        }
    }

    /// The scrollback's lines, then the screen's.
    var lines: [String] { scrollback + screenLines }

    mutating func feed(_ text: String) {
        let bytes = Array(text.utf8)
        var start = 0
        for (i, byte) in bytes.enumerated() where byte == 0x0A {
            screen.feed(bytes[start..<i])
            if screen.cursor.y == rows - 1 { scrollback.append(screenLines[0]) }
            screen.feed([byte])
            start = i + 1
        }
        screen.feed(bytes[start...])
    }

    mutating func feed(_ bytes: [UInt8]) {
        feed(String(decoding: bytes, as: UTF8.self))
    }

    mutating func resize(rows newRows: Int) {
        var kept = screenLines
        var cursor = screen.cursor
        if newRows < rows {
            let pushed = max(cursor.y - (newRows - 1), 0)
            scrollback += kept.prefix(pushed)
            kept = Array(kept.dropFirst(pushed).prefix(newRows))
            cursor.y -= pushed
        } else {
            let given = min(scrollback.count, newRows - rows)
            kept = scrollback.suffix(given) + kept
            scrollback.removeLast(given)
            cursor.y += given
        }
        screen = VirtualTerminal(size: Size(columns: columns, rows: newRows))
        for (y, line) in kept.enumerated() { screen.feed(Array("\u{1B}[\(y + 1);1H\(line)".utf8)) }
        screen.feed(Array("\u{1B}[\(cursor.y + 1);\(cursor.x + 1)H".utf8))
    }
}
