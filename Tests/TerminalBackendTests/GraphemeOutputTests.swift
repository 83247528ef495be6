import CellCanvas
import TerminalHarness
import Testing
@testable import TerminalBackend

/// Every grapheme cluster reaches the terminal whole, at the width terminals draw it.
@Suite("Grapheme clusters in the bytes")
struct GraphemeOutputTests {
    static let clusters: [(name: String, text: String, width: Int)] = [
        ("ZWJ sequence", "👩‍💻", 2),
        ("skin tone and ZWJ", "🧑🏽‍🚀", 2),
        ("flag", "🇧🇷", 2),
        ("keycap", "1️⃣", 2),
        ("stacked combining marks", "e\u{301}\u{323}\u{304}", 1),
        ("CJK", "漢", 2),
        ("family", "👨‍👩‍👧‍👦", 2),
    ]

    @Test("each cluster is written byte for byte, once, and the next cell lands where the terminal puts it",
          arguments: clusters.map(\.name))
    func clusterWhole(_ name: String) {
        let cluster = Self.clusters.first { $0.name == name }!
        #expect(DisplayWidth.of(cluster.text) == cluster.width)
        var frame = CellBuffer(size: Size(columns: 12, rows: 1))
        frame.write("a" + cluster.text + "b", x: 0, y: 0, style: .plain)
        var writer = FrameWriter(capabilities: .xterm256)
        let bytes = writer.bytes(for: frame)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains(cluster.text), "the whole cluster")
        #expect(text.components(separatedBy: cluster.text).count == 2, "written once")
        var screen = VirtualTerminal(size: frame.size)
        screen.feed(bytes)
        #expect(screen[0, 0].grapheme == "a")
        #expect(screen[1, 0].grapheme == Character(cluster.text))
        #expect(screen[1 + cluster.width, 0].grapheme == "b", "the cell after it")
    }
}
