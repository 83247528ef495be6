import Testing
@testable import CellCanvas

@Suite("TextLayout")
struct TextLayoutTests {
    @Test("wrapping breaks between words and never exceeds the width")
    func wrap() {
        let lines = TextLayout.wrap("the quick brown fox jumps over the lazy dog", width: 10)
        #expect(lines == ["the quick", "brown fox", "jumps over", "the lazy", "dog"])
        for width in 1...20 {
            for line in TextLayout.wrap("a carousel for the terminal with 漢字 and supercalifragilistic words", width: width) {
                #expect(DisplayWidth.of(line) <= max(width, 2))
            }
        }
    }

    @Test("a word longer than the line is broken; a hanging indent starts later lines")
    func longWordsAndIndent() {
        #expect(TextLayout.wrap("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
        #expect(TextLayout.wrap("one two three", width: 8, hangingIndent: 2) == ["one two", "  three"])
        #expect(TextLayout.wrap("", width: 5) == [""])
    }

    @Test("truncation ends in an ellipsis within the width")
    func truncate() {
        #expect(TextLayout.truncate("hello", width: 5) == "hello")
        #expect(TextLayout.truncate("hello world", width: 6) == "hello…")
        #expect(TextLayout.truncate("漢字漢字", width: 5) == "漢字…")
        #expect(TextLayout.truncate("abc", width: 0) == "")
    }
}
