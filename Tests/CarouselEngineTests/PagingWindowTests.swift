import Testing
@testable import CarouselEngine

@Suite("Paging: PageView's window, translation and scroll slop")
struct PagingWindowTests {
    @Test("k = 1: the centred window [i − 1, i + 1], clamped at both ends")
    func windowOfOne() {
        #expect(PageWindow(current: 0, count: 10, offscreenCountPerSide: 1).pages == [0, 1])
        #expect(PageWindow(current: 5, count: 10, offscreenCountPerSide: 1).pages == [4, 5, 6])
        #expect(PageWindow(current: 9, count: 10, offscreenCountPerSide: 1).pages == [8, 9])
        #expect(PageWindow(current: 5, count: 10, offscreenCountPerSide: 1).currentPosition == 1)
        #expect(PageWindow(current: 9, count: 10, offscreenCountPerSide: 1).currentPosition == 1)
    }

    @Test("k = 2: five pages in the middle, three at the ends; never more than 1 + 2k")
    func windowOfTwo() {
        #expect(PageWindow(current: 0, count: 10, offscreenCountPerSide: 2).pages == [0, 1, 2])
        #expect(PageWindow(current: 1, count: 10, offscreenCountPerSide: 2).pages == [0, 1, 2, 3])
        #expect(PageWindow(current: 5, count: 10, offscreenCountPerSide: 2).pages == [3, 4, 5, 6, 7])
        #expect(PageWindow(current: 9, count: 10, offscreenCountPerSide: 2).pages == [7, 8, 9])
        for current in 0..<10 {
            let window = PageWindow(current: current, count: 10, offscreenCountPerSide: 2)
            #expect(window.pages.count <= 5)
            #expect(window.pages[window.currentPosition] == current)
        }
    }

    @Test("k = 0 (PageView's crash) is taken as 1; one page, no pages, wrapping")
    func edgeCases() {
        #expect(PageWindow(current: 5, count: 10, offscreenCountPerSide: 0).pages == [4, 5, 6])
        #expect(PageWindow(current: 0, count: 1, offscreenCountPerSide: 2).pages == [0])
        #expect(PageWindow(current: 0, count: 0, offscreenCountPerSide: 2).pages.isEmpty)
        #expect(PageWindow(current: 0, count: 0, offscreenCountPerSide: 2).currentPosition == -1)
        #expect(PageWindow(current: 0, count: 10, offscreenCountPerSide: 2, wraps: true).pages == [8, 9, 0, 1, 2])
        #expect(PageWindow(current: 1, count: 3, offscreenCountPerSide: 2, wraps: true).pages == [2, 0, 1])
        #expect(PageWindow(current: 99, count: 10, offscreenCountPerSide: 1).pages == [8, 9])
    }

    @Test("a drag's translation: |dx| / width, next page in the drag's direction, clamped")
    func dragTranslation() throws {
        let left = try #require(PagingTranslation.dragging(translation: -20, pageLength: 80, currentIndex: 3, pageCount: 10))
        #expect(left == PagingTranslation(currentIndex: 3, nextIndex: 4, progress: 0.25))
        #expect(left.description == "3 -> 4, Progress: 0.25")
        let right = try #require(PagingTranslation.dragging(translation: 100, pageLength: 80, currentIndex: 3, pageCount: 10))
        #expect(right.nextIndex == 2 && right.progress == 1.25)
        #expect(PagingTranslation.dragging(translation: 10, pageLength: 80, currentIndex: 0, pageCount: 10)?.nextIndex == 0)
        #expect(PagingTranslation.dragging(translation: 10, pageLength: 80, currentIndex: 0, pageCount: 10, wraps: true)?.nextIndex == 9)
        #expect(PagingTranslation.dragging(translation: 0, pageLength: 80, currentIndex: 3, pageCount: 10) == nil)
        #expect(PagingTranslation.dragging(translation: .nan, pageLength: 80, currentIndex: 3, pageCount: 10) == nil)
        #expect(PagingTranslation.released(from: 3, to: 4).progress == 1)
        #expect(PagingTranslation.released(from: 3, to: 3) == PagingTranslation(currentIndex: 3, nextIndex: 3, progress: 1))
        // Two wrapping pages: 0 → 1 backwards (through the seam) fills as it goes, as forwards does.
        let backwards = PagingTranslation.indicator(anchor: 0, offset: 1.7, target: 1, pageCount: 2, wraps: true)
        #expect(backwards.nextIndex == 1 && abs(backwards.progress - 0.3) < 1e-9)
        let forwards = PagingTranslation.indicator(anchor: 0, offset: 0.3, target: 1, pageCount: 2, wraps: true)
        #expect(forwards.nextIndex == 1 && abs(forwards.progress - 0.3) < 1e-9)
    }

    @Test("the indicator: towards the neighbour while dragging, towards the target after release, within 0…1")
    func indicator() {
        let dragging = PagingTranslation.indicator(anchor: 3, offset: 3.3, target: nil, pageCount: 10)
        #expect(dragging.currentIndex == 3 && dragging.nextIndex == 4 && abs(dragging.progress - 0.3) < 1e-12)
        #expect(PagingTranslation.indicator(anchor: 3, offset: 2.5, target: nil, pageCount: 10).nextIndex == 2)
        #expect(PagingTranslation.indicator(anchor: 3, offset: 4.7, target: nil, pageCount: 10).progress == 1)
        // After release towards page 4: the share of the way covered.
        let settling = PagingTranslation.indicator(anchor: 3, offset: 3.75, target: 4, pageCount: 10)
        #expect(settling.nextIndex == 4 && abs(settling.progress - 0.75) < 1e-12)
        // A long jump (Home) from 8 to 0, a quarter done.
        let jump = PagingTranslation.indicator(anchor: 8, offset: 6, target: 0, pageCount: 10)
        #expect(jump.nextIndex == 0 && abs(jump.progress - 0.25) < 1e-12)
        // Springing back to the anchor from past the start: the neighbour is clamped, progress 0.
        #expect(PagingTranslation.indicator(anchor: 0, offset: -0.2, target: 0, pageCount: 10).progress == 0)
        // Wrapping across the seam.
        let seam = PagingTranslation.indicator(anchor: 9, offset: 9.6, target: nil, pageCount: 10, wraps: true)
        #expect(seam.nextIndex == 0 && abs(seam.progress - 0.6) < 1e-9)
        #expect(PagingTranslation.indicator(anchor: 2, offset: 2, target: 2, pageCount: 10).progress == 0)
        #expect(PagingTranslation.indicator(anchor: 2, offset: .nan, target: 2, pageCount: 10).progress == 0)
    }

    @Test("the scroll slop turns a slow release that travelled far enough; the physics' turn wins otherwise")
    func scrollSlop() {
        let slop = ScrollSlop(distance: 3)
        #expect(slop.target(start: 4, proposed: 4, translation: -4, pageCount: 10) == 5)
        #expect(slop.target(start: 4, proposed: 4, translation: 4, pageCount: 10) == 3)
        #expect(slop.target(start: 4, proposed: 4, translation: -3, pageCount: 10) == 4)
        #expect(slop.target(start: 4, proposed: 5, translation: 2, pageCount: 10) == 5)
        #expect(slop.target(start: 9, proposed: 9, translation: -10, pageCount: 10) == 9)
        #expect(slop.target(start: 9, proposed: 9, translation: -10, pageCount: 10, wraps: true) == 0)
        #expect(ScrollSlop(distance: .nan).distance == 0)
    }
}
