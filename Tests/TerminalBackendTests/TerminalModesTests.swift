import CellCanvas
import TerminalHarness
import Testing
@testable import TerminalBackend

@Suite("TerminalModes")
struct TerminalModesTests {
    @Test("the default modes turn on exactly: alternate screen, hidden cursor, drag mouse in SGR, bracketed paste")
    func enableBytes() {
        #expect(TerminalModes().enableSequence
            == "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h\u{1B}[?2004h")
        #expect(TerminalModes(alternateScreen: false, cursorHidden: false, mouse: .off, bracketedPaste: false)
            .enableSequence == "")
        #expect(TerminalModes(mouse: .anyMotion).enableSequence.contains("\u{1B}[?1003h"))
    }

    @Test("on a signal the alternate screen is left with terminfo's rmcup, which pops the title smcup pushed")
    func restoreUsesExitCaMode() {
        let xterm = "\u{1B}[?1049l\u{1B}[23;0;0t"
        let restore = TerminalModes.restoreSequence(exitingWith: xterm)
        #expect(restore.contains(xterm), "the title pushed by smcup is popped")
        #expect(restore.hasPrefix("\u{18}") && restore.hasSuffix("\u{1B}[?1049l"))
        #expect(TerminalModes.restoreSequence(exitingWith: nil).hasSuffix("\u{1B}[?1049l"), "no rmcup: the screen is left anyway")
        let inline = TerminalModes.restoreSequence(erasingFromRow: 4, exitingWith: xterm)
        #expect(inline.contains("\u{1B}[?2026h" + xterm + "\u{1B}[5;1H\u{1B}[?2026l"), "inline: popped, the cursor put back")
        var screen = VirtualTerminal(size: Size(columns: 20, rows: 6))
        screen.feed(Array("above\r\ninside\r\ninside".utf8))
        screen.feed(Array(TerminalModes.restoreSequence(erasingFromRow: 1, exitingWith: "\u{1B}[23;0;0t").utf8))
        #expect(screen.cursor == Point(x: 0, y: 1))
        #expect(TerminalModes.restoreSequence(erasingFromRow: 4, returningTo: Point(x: 9, y: 3), exitingWith: xterm)
            .contains(xterm + "\u{1B}[4;10H\u{1B}[?2026l"), "the cursor put back where the shell left it")
    }

    @Test("the restore sequence undoes every mode any configuration can set")
    func restoreCoversEverything() {
        let restore = TerminalModes.restoreSequence
        for mode in ["2026", "2004", "1006", "1003", "1002", "1000", "1049"] {
            #expect(restore.contains("\u{1B}[?\(mode)l"), "mode \(mode) not reset")
        }
        #expect(restore.contains("\u{1B}[?25h"))
        #expect(restore.hasPrefix("\u{18}"))
        // Everything enabled by any configuration appears, switched off, in the restore sequence.
        for mouse in [TerminalModes.MouseTracking.off, .buttons, .drag, .anyMotion] {
            let enable = TerminalModes(mouse: mouse).enableSequence
            for set in enable.split(separator: "\u{1B}").filter({ $0.hasSuffix("h") }) {
                let reset = "\u{1B}" + set.dropLast() + (set.hasPrefix("[?25") ? "h" : "l")
                #expect(restore.contains(reset))
            }
        }
    }
}
