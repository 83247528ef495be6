import Testing
@testable import CarouselEngine

@Suite("Tabs: horizontal pager")
struct TabsPagerTests {
    /// The pages `events` say came into view.
    static func appeared(_ events: [TableEvent]) -> [Int] {
        events.compactMap { if case .pageCameIntoView(let page) = $0 { return page } else { return nil } }
    }

    func makePager(_ pages: Int = 4) -> TabPager {
        var pager = TabPager(pageCount: pages)
        pager.pitch = 101
        return pager
    }

    @Test("a key-driven switch slides over 0.3 s; the neighbour is reported once, when it first shows")
    func keySwitch() {
        var pager = makePager()
        #expect(pager.visiblePages == 0...0)
        let cameIntoView1 = Self.appeared(pager.go(toPage: 1, now: 0))
        #expect(cameIntoView1.isEmpty)
        #expect(pager.isMoving && pager.destinationPage == 1 && pager.currentPage == 0)
        let cameIntoView2 = Self.appeared(pager.step(now: 0.1))
        #expect(cameIntoView2 == [1])
        let cameIntoView3 = Self.appeared(pager.step(now: 0.2))
        #expect(cameIntoView3.isEmpty)
        #expect(pager.currentPage == 1)
        _ = pager.step(now: 0.3)
        #expect(pager.position == 1 && !pager.isMoving && pager.visiblePages == 1...1)
    }

    @Test("a drag follows the pointer; the index changes half way; a slow release snaps to the nearest page")
    func drag() {
        var pager = makePager()
        _ = pager.beginDragging(now: 0)
        let cameIntoView4 = Self.appeared(pager.drag(translation: -30, velocity: 0, now: 0.1))
        #expect(cameIntoView4 == [1])
        #expect(abs(pager.position - 30.0 / 101) < 1e-9 && pager.currentPage == 0)
        _ = pager.drag(translation: -60, velocity: 0, now: 0.2)
        #expect(pager.currentPage == 1)
        _ = pager.endDragging(now: 0.3)
        for t in stride(from: 0.3, through: 3, by: 0.05) { _ = pager.step(now: t) }
        #expect(pager.position == 1 && !pager.isMoving)
    }

    @Test("a quick short flick goes to the next page; a slow short drag comes back")
    func velocityBias() {
        var quick = makePager()
        _ = quick.beginDragging(now: 0)
        _ = quick.drag(translation: -20, velocity: -200, now: 0.05)
        _ = quick.endDragging(now: 0.05)
        #expect(quick.destinationPage == 1)
        var slow = makePager()
        _ = slow.beginDragging(now: 0)
        _ = slow.drag(translation: -20, velocity: -5, now: 0.5)
        _ = slow.endDragging(now: 0.5)
        #expect(slow.destinationPage == 0)
    }

    @Test("past the first page the drag stretches and comes back; the index stays in range")
    func ends() {
        var pager = makePager(2)
        _ = pager.beginDragging(now: 0)
        _ = pager.drag(translation: 300, velocity: 0, now: 0.1)
        #expect(pager.position < 0 && pager.position >= -TabPager.stretchLimit && pager.currentPage == 0)
        _ = pager.endDragging(now: 0.1)
        for t in stride(from: 0.1, through: 3, by: 0.05) { _ = pager.step(now: t) }
        #expect(pager.position == 0)
        var empty = TabPager(pageCount: 0)
        let cameIntoView5 = Self.appeared(empty.go(toPage: 3, now: 0))
        let cameIntoView6 = Self.appeared(empty.fling(direction: 1, now: 0))
        #expect(cameIntoView5.isEmpty && cameIntoView6.isEmpty)
        #expect(empty.visiblePages == nil && empty.destinationPage == -1)
    }

    @Test("wheel notches go one page each, adding up; reduced motion switches at once")
    func notches() {
        var pager = makePager()
        _ = pager.fling(direction: 1, now: 0)
        _ = pager.fling(direction: 1, now: 0.02)
        #expect(pager.destinationPage == 2)
        var instant = TabPager(pageCount: 3, animates: false)
        let cameIntoView7 = Self.appeared(instant.go(toPage: 2, now: 0))
        #expect(cameIntoView7 == [2])
        #expect(instant.currentPage == 2 && !instant.isMoving)
    }
}
