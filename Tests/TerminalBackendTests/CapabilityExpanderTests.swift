import Testing
@testable import TerminalBackend

@Suite("CapabilityExpander")
struct CapabilityExpanderTests {
    /// What a span points at, as bytes.
    static func text(_ expander: CapabilityExpander, _ span: CapabilityExpander.Span) -> String {
        var out: [UInt8] = []
        expander.append(span, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    @Test("a span holds the expansion, asked for first or again, below and beyond the indexed parameters")
    func spansHoldTheExpansions() {
        let expander = CapabilityExpander(capabilities: .xterm256)
        let cases: [(CapabilityExpander.Capability, Int, Int, String)] = [
            (.cursorAddress, 4, 9, "\u{1B}[5;10H"), (.columnAddress, 7, 0, "\u{1B}[8G"),
            (.cursorForward, 3, 0, "\u{1B}[3C"), (.cursorBackward, 12, 0, "\u{1B}[12D"),
            (.eraseCharacters, 20, 0, "\u{1B}[20X"), (.cursorAddress, 2000, 3000, "\u{1B}[2001;3001H"),
            (.cursorForward, 5000, 0, "\u{1B}[5000C"),
        ]
        for _ in 0..<2 {
            for (capability, first, second, expected) in cases {
                let span = expander.span(capability, first, second)
                #expect(Self.text(expander, span) == expected)
                #expect(Int(span.count) == expected.utf8.count)
                #expect(String(decoding: expander.bytes(capability, first, second), as: UTF8.self) == expected)
            }
        }
    }

    @Test("expansions with huge parameters are forgotten past their bound, and still right after")
    func hugeParametersStayBounded() {
        let expander = CapabilityExpander(capabilities: .xterm256)
        // "\e[NNNNNC" is 8 bytes: past the bound after this many, everything is forgotten once.
        let count = CapabilityExpander.overflowByteLimit / 8 + 10
        for column in 0..<count { _ = expander.span(.cursorForward, 10_000 + column) }
        #expect(expander.storedByteCount < CapabilityExpander.overflowByteLimit)
        #expect(Self.text(expander, expander.span(.cursorForward, 10_000)) == "\u{1B}[10000C")
        #expect(Self.text(expander, expander.span(.cursorAddress, 1, 1)) == "\u{1B}[2;2H")
    }
}
