import CellCanvas
import TerminalHarness
import Testing

/// A command's output: its SGR colours kept, every other sequence dropped or shown.
@Suite("SGR text")
struct SGRTextTests {
    static func lines(_ text: String) -> [StyledText] { SGRText.lines(from: Array(text.utf8)) }

    @Test("colours of every kind and attributes on and off become runs")
    func colours() {
        let line = Self.lines("\u{1B}[1;31mred\u{1B}[22;39m \u{1B}[38;5;208mor\u{1B}[48;2;1;2;3mrgb\u{1B}[0m \u{1B}[94mbright\u{1B}[38:2::9:8:7m colon\u{1B}[m end")[0]
        let runs = line.runs
        #expect(line.plain == "red orrgb bright colon end")
        #expect(runs[0] == TextRun("red", attributes: .bold, foreground: .indexed(1)))
        #expect(runs[1] == TextRun(" "))
        #expect(runs[2] == TextRun("or", foreground: .indexed(208)))
        #expect(runs[3] == TextRun("rgb", foreground: .indexed(208), background: .rgb(1, 2, 3)))
        #expect(runs.first { $0.text == "bright" }?.foreground == .indexed(12))
        #expect(runs.first { $0.text == " colon" }?.foreground == .rgb(9, 8, 7))
        #expect(runs.last == TextRun(" end"))
        let attributes = Self.lines("\u{1B}[2;3;4;7;9mx\u{1B}[23;24;27;29my")[0].runs
        #expect(attributes[0].attributes == [.dim, .italic, .underline, .reverse, .strikethrough])
        #expect(attributes[1].attributes == [.dim])
    }

    @Test("the style carries across lines, as in a terminal")
    func acrossLines() {
        let lines = Self.lines("\u{1B}[32mgreen\nstill green\u{1B}[0m\nplain")
        #expect(lines.count == 3)
        #expect(lines[1].runs == [TextRun("still green", foreground: .indexed(2))])
        #expect(lines[2].runs == [TextRun("plain")])
    }

    @Test("hostile output: OSC 52, titles, DSR, erases, DCS, C1 CSI and lone ESC never get through")
    func hostile() {
        let evil = "a\u{1B}]52;c;aGk=\u{07}b\u{1B}]0;pwn\u{1B}\\c\u{1B}[6nd\u{1B}[2J\u{1B}[Hf\u{1B}Pq#0;2;0;0;0\u{1B}\\g\u{9B}31mh"
            + "\u{1B}]8;;http://x\u{1B}\\link\u{1B}]8;;\u{1B}\\\u{1B}(Bi\u{1B}[?1049hj\u{9D}title\u{9C}k\u{1B}"
        let lines = Self.lines(evil)
        #expect(lines.map(\.plain) == ["abcdfghlinkijk"])
        for line in lines {
            for run in line.runs {
                #expect(!run.text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
            }
        }
    }

    @Test("inside a sequence, ESC starts another and a newline is still a newline, as in a terminal")
    func controlsInsideSequences() {
        #expect(Self.lines("\u{1B}[31\u{1B}[32mX")[0].runs == [TextRun("X", foreground: .indexed(2))])
        #expect(Self.lines("a\u{1B}[3\n1mb").map(\.plain) == ["a", "b"])
    }

    @Test("controls show as symbols; tabs expand to eight; a carriage return starts its line again; CRLF is a line end")
    func controls() {
        #expect(Self.lines("a\u{07}b\u{08}")[0].plain == "a␇b␈")
        #expect(Self.lines("ab\tc\td")[0].plain == "ab      c       d")
        #expect(Self.lines("progress 10%\rprogress 100%\ndone")[0].plain == "progress 100%")
        #expect(Self.lines("one\r\ntwo\r\n").map(\.plain) == ["one", "two"])
        #expect(Self.lines("kept at the end\r")[0].plain == "kept at the end")
    }

    @Test("invalid UTF-8 shows as U+FFFD; lines stop at the limit")
    func limits() {
        #expect(SGRText.lines(from: [0x61, 0xFF, 0xC3, 0x62])[0].plain == "a\u{FFFD}\u{FFFD}b")
        #expect(SGRText.lines(from: Array(String(repeating: "x\n", count: 50).utf8), maximumLines: 10).count == 10)
    }

    @Test("a control sequence past 64 parameter bytes is dropped whole, its style too, never shown as text")
    func overlongSequences() {
        let long = String(repeating: "1;", count: 40)
        #expect(Self.lines("a\u{1B}[\(long)31mb")[0].plain == "ab")
        #expect(Self.lines("a\u{1B}[\(long)31mb")[0].runs.allSatisfy { $0.foreground == nil })
        #expect(Self.lines("a\u{1B}[\(String(repeating: "9", count: 5000))Hb\nc")[0].plain == "ab")
        #expect(Self.lines("a\u{1B}[\(long)\u{1B}[31mb")[0].runs.last?.foreground != nil, "ESC starts the next one")
        #expect(Self.lines("x\u{1B}[\(long)\nyz").map(\.plain) == ["x", "z"], "a newline inside breaks the line; y ends the sequence")
    }

    @Test("random bytes never leave a control character in a run")
    func randomBytes() {
        var generator = SeededGenerator(seed: 13)
        for _ in 0..<200 {
            let bytes = (0..<Int.random(in: 1...300, using: &generator)).map { _ in
                Bool.random(using: &generator) ? UInt8.random(in: 0...0x20, using: &generator) | (Bool.random(using: &generator) ? 0x18 : 0)
                    : [0x1B, 0x5B, 0x5D, 0x9B, 0x3B, 0x6D, 0x07, 0x5C, 0x61, 0xC2, 0x9D, 0x33, 0x38].randomElement(using: &generator)!
            }
            for line in SGRText.lines(from: bytes) {
                for run in line.runs {
                    #expect(!run.text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) },
                            "\(bytes)")
                }
            }
        }
    }
}
