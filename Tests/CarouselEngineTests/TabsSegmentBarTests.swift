import Testing
@testable import CarouselEngine

@Suite("Tabs: segment bar maths")
struct TabsSegmentBarTests {
    @Test("labels are laid end to end with the spacing between them")
    func starts() {
        let layout = SegmentBarLayout(labelWidths: [5, 7, 4], spacing: 1, visibleWidth: 100)
        #expect(layout.starts == [0, 6, 14] && layout.contentWidth == 18)
        #expect(SegmentBarLayout(labelWidths: [], visibleWidth: 10).contentWidth == 0)
    }

    @Test("the underline interpolates x and width between neighbouring labels")
    func underline() {
        let layout = SegmentBarLayout(labelWidths: [5, 7, 4], spacing: 1, visibleWidth: 100)
        #expect(layout.underline(at: 0) == (0, 5))
        #expect(layout.underline(at: 0.5) == (3, 6))
        #expect(layout.underline(at: 1) == (6, 7))
        #expect(layout.underline(at: 1.25) == (8, 6.25))
        #expect(layout.underline(at: 2.7) == (14, 4))
        #expect(layout.underline(at: -1) == (0, 5))
        #expect(layout.underline(at: .nan) == (0, 5))
    }

    @Test("a bar that fits never scrolls; a long one keeps the active label in view")
    func scroll() {
        #expect(SegmentBarLayout(labelWidths: [5, 7, 4], visibleWidth: 100).scroll(at: 2) == 0)
        let layout = SegmentBarLayout(labelWidths: Array(repeating: 10, count: 20), spacing: 1, visibleWidth: 50)
        #expect(layout.contentWidth == 219)
        #expect(layout.scroll(at: 0) == 0)
        #expect(layout.scroll(at: 10) == 90)
        #expect(layout.scroll(at: 19) == 169)
        for step in 0...190 {
            let position = Double(step) / 10
            let line = layout.underline(at: position), scroll = Double(layout.scroll(at: position))
            #expect(line.x - scroll >= 0 && line.x + line.width - scroll <= 50)
        }
        #expect(layout.scroll(at: 10.5) > layout.scroll(at: 10) && layout.scroll(at: 10.5) < layout.scroll(at: 11))
    }
}
