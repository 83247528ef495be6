import Testing
@testable import CellCanvas

@Suite("DisplayWidth")
struct DisplayWidthTests {
    @Test("ASCII is one column, CJK and emoji two, combining marks join their base")
    func widths() {
        #expect(DisplayWidth.of("a" as Character) == 1)
        #expect(DisplayWidth.of("漢" as Character) == 2)
        #expect(DisplayWidth.of("한" as Character) == 2)
        #expect(DisplayWidth.of("Ａ" as Character) == 2)          // fullwidth A
        #expect(DisplayWidth.of("🐍" as Character) == 2)
        #expect(DisplayWidth.of("❤️" as Character) == 2)          // text default + VS16
        #expect(DisplayWidth.of("❤" as Character) == 1)
        #expect(DisplayWidth.of("é" as Character) == 1)          // e + U+0301, one cluster
        #expect(DisplayWidth.of("\u{200B}" as Character) == 0)
        #expect(DisplayWidth.of("a漢🐍e\u{301}") == 6)
    }
}
