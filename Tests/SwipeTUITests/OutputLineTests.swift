import Testing
@testable import SwipeComponents
@testable import SwipeTUI

@Suite("OutputLine")
struct OutputLineTests {
    @Test("a diagnostic shows ESC, BEL, C1 and newlines as symbols: nothing in it can drive the terminal")
    func diagnosticsAreInert() {
        let line = OutputLine.diagnostic("/nonexistent/\u{1B}]2;PWNED\u{07}: No such file\nsecond \u{9B}6n")
        #expect(line.allSatisfy { $0 >= 0x20 && $0 != 0x7F })
        #expect(!String(decoding: line, as: UTF8.self).unicodeScalars.contains { (0x80...0x9F).contains($0.value) })
        #expect(String(decoding: line, as: UTF8.self) == "swipe-tui: /nonexistent/␛]2;PWNED␇: No such file␊second \u{FFFD}6n")
    }
}
