import Testing
@testable import CellCanvas

@Suite("Sanitizer")
struct SanitizerTests {
    /// Content that tries to talk to the terminal.
    static let hostile: [String] = [
        "\u{1B}]52;c;ZWNobyBwd25lZA==\u{07}",   // OSC 52 clipboard write
        "\u{1B}[2J\u{1B}[H",                    // clear screen, home
        "\u{1B}[?1049l",                        // leave the alternate screen
        "\u{9B}31m",                            // C1 CSI
        "\u{9D}0;title\u{9C}",                  // C1 OSC ... ST
        "abc\u{202E}txt.exe",                   // right-to-left override
        "nul\u{0}byte",
        "bell\u{7}",
        "del\u{7F}",
        "cr\rline",
    ]

    @Test("no control character survives", arguments: hostile)
    func nothingControlSurvives(_ text: String) {
        let safe = Sanitizer.line(text)
        for scalar in safe.unicodeScalars {
            #expect(!(scalar.value < 0x20 || (scalar.value >= 0x7F && scalar.value < 0xA0)),
                    "control U+\(String(scalar.value, radix: 16)) survived in \(safe.debugDescription)")
            #expect(!(0x202A...0x202E).contains(scalar.value) && !(0x2066...0x2069).contains(scalar.value))
        }
    }

    @Test("controls become visible pictures")
    func visiblePictures() {
        #expect(Sanitizer.line("\u{1B}[2J") == "␛[2J")
        #expect(Sanitizer.line("a\u{0}b") == "a␀b")
        #expect(Sanitizer.line("x\u{7F}") == "x␡")
        #expect(Sanitizer.line("\u{9B}") == "\u{FFFD}")
    }

    @Test("tabs expand to the next multiple of eight")
    func tabs() {
        #expect(Sanitizer.line("a\tb") == "a       b")
        #expect(Sanitizer.line("漢\tb") == "漢      b")
    }

    @Test("invalid UTF-8 decodes to U+FFFD and stays that way")
    func invalidUTF8() {
        let text = String(decoding: [0x61, 0xFF, 0xC3, 0x62], as: UTF8.self)
        #expect(Sanitizer.line(text) == "a\u{FFFD}\u{FFFD}b")
    }

    @Test("a pile of combining marks is cut to a bounded cluster; emoji sequences stay whole")
    func clusterCap() {
        let zalgo = Character("a" + String(repeating: "\u{0301}\u{0316}\u{0324}", count: 40))
        let kept = Sanitizer.visible(zalgo)
        #expect(kept.unicodeScalars.count == Sanitizer.maximumClusterScalars && kept.unicodeScalars.first == "a")
        for emoji: Character in ["👨‍👩‍👧‍👦", "🧑🏽‍🚀", "🇧🇷", "1️⃣"] { #expect(Sanitizer.visible(emoji) == emoji) }
    }

    @Test("marks after a control join its symbol once it is replaced; sanitising twice still changes nothing (fuzz find)")
    func marksAfterControlAreStable() {
        let text = "a\u{0}" + String(repeating: "\u{0301}", count: 20) + "\t\u{0}\u{0307}b"
        let once = Sanitizer.line(text)
        #expect(Sanitizer.line(once) == once)
        #expect(once.allSatisfy { $0.unicodeScalars.count <= Sanitizer.maximumClusterScalars })
    }
}

@Suite("Sanitizer fixed point")
struct SanitizerFixedPointTests {
    /// Found by `fuzz-sanitizer`: marks after a tab and invalid bytes.
    static let marksAfterTabs: [UInt8] = {
        let acute: [UInt8] = [0xCC, 0x81]
        let start: [UInt8] = [0x65] + acute + acute + acute + acute + acute + [0x29] + acute + [0xCC, 0xF0, 0x09, 0xCC, 0x87]
        let middle: [UInt8] = [0x20, 0xF0, 0x09, 0xCC, 0x87]
        return start + Array(repeating: acute, count: 15).joined() + middle + Array(repeating: acute, count: 7).joined() + [0x20]
    }()

    @Test("marks after a tab: sanitising again changes nothing")
    func marksAfterTab() {
        let text = String(decoding: Self.marksAfterTabs, as: UTF8.self)
        let once = Sanitizer.line(text)
        let twice = Sanitizer.line(once)
        #expect(twice == once, "\(once.unicodeScalars.map { String($0.value, radix: 16) }) → \(twice.unicodeScalars.map { String($0.value, radix: 16) })")
    }
}
