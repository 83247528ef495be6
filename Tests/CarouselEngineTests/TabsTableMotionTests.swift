import Testing
@testable import CarouselEngine

@Suite("Tabs: the table's motion (glide, elastic header, pull to refresh) on a fake clock")
struct TabsTableMotionTests {
    /// A 3-row header and a 2-row bar over a 29-row viewport.
    static let header = StickyHeader(topInset: 0, headerHeight: 3, barHeight: 2)

    /// Pages of `rows` content rows each, 101 columns apart, every page's metrics known.
    static func motion(rows: [Int], canRefresh: Bool = true, refreshHeight: Double = RefreshControl.defaultHeight,
                       animates: Bool = true) -> TableMotion {
        var motion = TableMotion(pageCount: rows.count, header: header, viewportRows: 29, animates: animates)
        motion.pitch = 101
        for (page, count) in rows.enumerated() {
            motion.setMetrics(TableMotion.PageMetrics(contentRows: count, canRefresh: canRefresh, refreshHeight: refreshHeight),
                              ofPage: page)
        }
        return motion
    }

    /// Steps every 1/60 s from `start` while the motion animates (at most `seconds`),
    /// returning the events and page `page`'s offset after each step.
    static func run(_ motion: inout TableMotion, from start: Double, page: Int = 0,
                    seconds: Double = 5) -> (events: [TableEvent], offsets: [Double], end: Double) {
        var events: [TableEvent] = [], offsets: [Double] = []
        var time = start
        while motion.isAnimating && time < start + seconds {
            time += 1.0 / 60
            events += motion.step(now: time)
            offsets.append(motion.offset(ofPage: page))
        }
        return (events, offsets, time)
    }

    /// A content drag by `rows` (negative: up, further down the content) let go after
    /// `duration` seconds at the speed it had.
    static func flick(_ motion: inout TableMotion, rows: Double, duration: Double, at time: Double) -> [TableEvent] {
        motion.beginVerticalDrag(onHeader: false)
        var events = motion.dragVertically(translation: rows, now: time + duration)
        events += motion.endVerticalDrag(velocity: rows / duration, now: time + duration)
        return events
    }

    @Test("let go fast, a page glides on ever slower and lands on a whole row, reporting each step it scrolled")
    func glides() throws {
        var motion = Self.motion(rows: [500])
        let events = Self.flick(&motion, rows: -10, duration: 0.07, at: 0)
        #expect(events == [.pageDidScroll(0)] && motion.offset(ofPage: 0) == 10)
        let glide = try #require(motion.glide)
        #expect(glide.page == 0 && glide.curve.end == (10 + (10 / 0.07) / ListGlide.rate).rounded())
        let run = Self.run(&motion, from: 0.07)
        #expect(zip(run.offsets, run.offsets.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(run.offsets.last == glide.curve.end && motion.glide == nil && !motion.isAnimating)
        #expect(run.events.allSatisfy { $0 == .pageDidScroll(0) } && run.events.count == run.offsets.count)
    }

    @Test("a glide stops dead at the end, and at the top it never pulls a refresh")
    func glideEnds() {
        var motion = Self.motion(rows: [40])
        let bottom = 3.0 + 2 + 40 - 29
        _ = Self.flick(&motion, rows: -10, duration: 0.07, at: 0)
        let down = Self.run(&motion, from: 0.07)
        #expect(down.offsets.allSatisfy { $0 <= bottom } && motion.offset(ofPage: 0) == bottom)
        _ = Self.flick(&motion, rows: 10, duration: 0.07, at: 4)
        let up = Self.run(&motion, from: 4.07)
        #expect(up.offsets.allSatisfy { $0 >= 0 } && motion.offset(ofPage: 0) == 0 && motion.refreshes.isEmpty)
        var still = Self.motion(rows: [500], animates: false)
        _ = Self.flick(&still, rows: -10, duration: 0.07, at: 0)
        #expect(still.glide == nil && !still.isAnimating && still.offset(ofPage: 0) == 10)
    }

    @Test("the header dragged on its rows follows at 85 %, stretches past the end, coasts and springs back onto it")
    func elasticHeader() throws {
        var motion = Self.motion(rows: [5])
        let bottom = Self.header.pinThreshold
        motion.beginVerticalDrag(onHeader: true)
        _ = motion.dragVertically(translation: -2, now: 0.02)
        var reference = ElasticHeaderMotion(at: 0, in: 0...bottom)
        reference.drag(by: 2)
        #expect(abs(motion.offset(ofPage: 0) - reference.position) < 1e-12 && abs(reference.position - 1.7) < 1e-12)
        #expect(!motion.isAnimating, "held, it moves only with the pointer")
        _ = motion.dragVertically(translation: -4, now: 0.04)
        #expect(motion.offset(ofPage: 0) > bottom, "stretched past the end while held")
        _ = motion.endVerticalDrag(velocity: -100, now: 0.045)
        #expect(motion.isAnimating && motion.headerHold != nil)
        let run = Self.run(&motion, from: 0.045)
        #expect(try #require(run.offsets.max()) > bottom + 1)
        #expect(motion.offset(ofPage: 0) == bottom && motion.headerHold == nil && !motion.isAnimating)
    }

    @Test("a press stops a coasting header (and is swallowed) or a glide (and is not); a key stops both on a whole row")
    func pressesStop() {
        var header = Self.motion(rows: [500])
        header.beginVerticalDrag(onHeader: true)
        _ = header.dragVertically(translation: -4, now: 0.04)
        _ = header.endVerticalDrag(velocity: -100, now: 0.045)
        _ = header.step(now: 0.1)
        #expect(header.press(now: 0.1) && header.headerHold == nil && !header.isAnimating)
        let stopped = header.offset(ofPage: 0)
        #expect(stopped == stopped.rounded())
        var glide = Self.motion(rows: [500])
        _ = Self.flick(&glide, rows: -10, duration: 0.07, at: 0)
        _ = glide.step(now: 0.2)
        #expect(!glide.press(now: 0.2) && glide.glide == nil && !glide.isAnimating)
        var keyed = Self.motion(rows: [500])
        _ = Self.flick(&keyed, rows: -10, duration: 0.07, at: 0)
        _ = keyed.step(now: 0.2)
        keyed.stopMoving(now: 0.2)
        let offset = keyed.offset(ofPage: 0)
        _ = keyed.step(now: 1)
        #expect(keyed.offset(ofPage: 0) == offset && !keyed.isAnimating)
    }

    @Test("wheel notches up at the top pull; 150 ms after the last the pull is let go, the refresh is due once, then closes")
    func wheelRefresh() {
        var motion = Self.motion(rows: [100])
        for notch in 0..<3 {
            let notched = motion.wheel(rows: -3, now: 0.02 * Double(notch))
            #expect(notched.pulled && notched.events.isEmpty)
        }
        #expect(motion.refreshGap(ofPage: 0) == 3 && motion.offset(ofPage: 0) == -3)
        #expect(motion.wheel(rows: 3, now: 0.05).pulled, "a notch down gives the pull back first")
        _ = motion.wheel(rows: -3, now: 0.06)
        let run = Self.run(&motion, from: 0.06)
        let due = run.events.filter { $0 == .refreshDue(0) }
        #expect(due.count == 1)
        #expect(motion.refreshes[0]?.isRefreshing == true && motion.offset(ofPage: 0) == -3, "spinning, open, waiting for the host")
        motion.endRefreshing(page: 0, now: run.end)
        let closed = Self.run(&motion, from: run.end)
        #expect(motion.refreshes.isEmpty && !motion.isAnimating && motion.offset(ofPage: 0) == 0)
        #expect(closed.offsets.allSatisfy { $0 >= -3 && $0 <= 0 })
        // Scrolled down, the wheel scrolls instead.
        let scrolled = motion.wheel(rows: 3, now: 10)
        #expect(!scrolled.pulled && scrolled.events == [.pageDidScroll(0)] && motion.offset(ofPage: 0) == 3)
    }

    @Test("each page has its own refresh height: pulled short of it the row slides shut, past it the refresh opens that tall")
    func refreshHeight() {
        var motion = Self.motion(rows: [100], refreshHeight: 5)
        motion.beginVerticalDrag(onHeader: false)
        _ = motion.dragVertically(translation: 4, now: 0.1)
        #expect(motion.offset(ofPage: 0) == -4 && motion.refreshes[0]?.height == 5)
        #expect(motion.endVerticalDrag(velocity: 0, now: 0.2) == [.pullReleased(page: 0, refreshes: false)])
        _ = Self.run(&motion, from: 0.2)
        #expect(motion.refreshes.isEmpty && motion.offset(ofPage: 0) == 0)
        motion.beginVerticalDrag(onHeader: false)
        _ = motion.dragVertically(translation: 6, now: 1)
        #expect(motion.endVerticalDrag(velocity: 0, now: 1.1) == [.pullReleased(page: 0, refreshes: true)])
        _ = motion.step(now: 1.1 + RefreshControl.openDuration)
        #expect(motion.refreshGap(ofPage: 0) == 5 && motion.offset(ofPage: 0) == -5)
    }

    @Test("a page that cannot refresh follows a pull but never refreshes, by drag, wheel or key")
    func refusesRefresh() {
        var motion = Self.motion(rows: [100], canRefresh: false)
        motion.beginVerticalDrag(onHeader: false)
        _ = motion.dragVertically(translation: 4, now: 0.1)
        #expect(motion.offset(ofPage: 0) == -4)
        #expect(motion.endVerticalDrag(velocity: 0, now: 0.2) == [.pullReleased(page: 0, refreshes: false)])
        for notch in 0..<5 { _ = motion.wheel(rows: -3, now: 1 + 0.02 * Double(notch)) }
        let run = Self.run(&motion, from: 1.1)
        #expect(!run.events.contains(.refreshDue(0)) && motion.refreshes.isEmpty)
        #expect(!motion.beginRefreshing(page: 0, now: 5) && motion.refreshes.isEmpty)
    }

    @Test("neighbours are aligned as they come into view: a partly visible header is copied, a pinned bar keeps a deeper page")
    func alignsNeighbours() {
        var motion = Self.motion(rows: [100, 100, 100])
        _ = motion.scroll(page: 0, by: 1)
        _ = motion.switchTab(to: 1, now: 0)
        let events = motion.step(now: 0.1)
        #expect(events.contains(.pageCameIntoView(1)) && events.contains(.pageDidScroll(1)))
        #expect(motion.offset(ofPage: 1) == 1)
        _ = Self.run(&motion, from: 0.1)
        #expect(motion.currentPage == 1)
        _ = motion.scroll(page: 1, by: 15)
        _ = motion.switchTab(to: 0, now: 2)
        _ = motion.step(now: 2.1)
        #expect(motion.offset(ofPage: 0) == Self.header.pinThreshold && motion.alignment.saved[1] == 16)
        // A refresh open on the outgoing page does not leak.
        _ = Self.run(&motion, from: 2.1)
        _ = motion.scroll(page: 0, by: -10)
        motion.beginRefreshing(page: 0, now: 3)
        _ = motion.step(now: 3.3)
        #expect(motion.offset(ofPage: 0) == -3)
        _ = motion.switchTab(to: 1, now: 3.3)
        _ = motion.step(now: 3.4)
        #expect(motion.offset(ofPage: 1) == 0 && motion.headerOffset == 0)
    }

    @Test("a page whose content is not known yet keeps its aligned offset until its metrics come; unpadded, it drops back")
    func unknownContent() {
        var motion = TableMotion(pageCount: 2, header: Self.header, viewportRows: 29)
        motion.pitch = 101
        motion.adjustsContentSize = false
        motion.setMetrics(TableMotion.PageMetrics(contentRows: 500), ofPage: 0)
        _ = motion.scroll(page: 0, by: 40)
        _ = motion.switchTab(to: 1, now: 0)
        _ = motion.step(now: 0.1)
        #expect(motion.offset(ofPage: 1) == Self.header.pinThreshold && motion.geometry(ofPage: 1) == nil)
        motion.setMetrics(TableMotion.PageMetrics(contentRows: 4), ofPage: 1)
        #expect(motion.offset(ofPage: 1) == 0, "4 rows cannot hold the bar pinned without padding")
        motion.adjustsContentSize = true
        _ = motion.scroll(page: 1, by: 10)
        #expect(motion.offset(ofPage: 1) == Self.header.pinThreshold, "padded, they can")
    }

    @Test("the pager reports its own events; with scrolling disabled drags and flings leave it, keys still switch")
    func pagerEvents() {
        var motion = Self.motion(rows: [100, 100, 100])
        #expect(motion.beginDragging(now: 0).contains(.pager(.willBeginDragging)))
        let dragged = motion.drag(translation: -60, velocity: -600, now: 0.1)
        #expect(dragged.contains(.pager(.didScroll)) && dragged.contains(.pageCameIntoView(1)))
        #expect(motion.endDragging(now: 0.1).contains { if case .pager(.didEndDragging) = $0 { return true } else { return false } })
        let run = Self.run(&motion, from: 0.1)
        #expect(run.events.contains(.pager(.didEndScrollingAnimation)) || run.events.contains(.pager(.didEndDecelerating)))
        #expect(motion.currentPage == 1)
        motion.isScrollEnabled = false
        #expect(motion.beginDragging(now: 5).isEmpty && motion.fling(velocity: 3, now: 5).isEmpty)
        _ = motion.switchTab(to: 2, now: 6)
        _ = Self.run(&motion, from: 6)
        #expect(motion.currentPage == 2 && !motion.isScrollEnabled)
    }

    @Test("with reduced motion a refresh is due at the next step and closes at once")
    func reducedMotion() {
        var motion = Self.motion(rows: [100], animates: false)
        let began = motion.beginRefreshing(page: 0, now: 0)
        #expect(began)
        #expect(motion.step(now: 0.01) == [.refreshDue(0)])
        motion.endRefreshing(page: 0, now: 0.01)
        #expect(motion.refreshes.isEmpty && !motion.isAnimating && motion.offset(ofPage: 0) == 0)
    }

    @Test("a reload keeps the page in use (bounded) and the offsets of pages that still exist")
    func reload() {
        var motion = Self.motion(rows: [100, 100, 100])
        _ = motion.switchTab(to: 2, now: 0)
        _ = Self.run(&motion, from: 0)
        _ = motion.scroll(page: 2, by: 20)
        motion.reload(pageCount: 3)
        #expect(motion.currentPage == 2 && motion.offset(ofPage: 2) == 20)
        motion.reload(pageCount: 2)
        #expect(motion.currentPage == 1 && motion.offsets[2] == nil && motion.pitch == 101)
        motion.reload(pageCount: 0)
        #expect(motion.currentPage == -1 && motion.offsets.isEmpty && !motion.isAnimating)
        #expect(motion.switchTab(to: 1, now: 9).isEmpty && !motion.wheel(rows: -3, now: 9).pulled)
    }

    @Test("a resize stops the header and brings every page into range")
    func resize() {
        var motion = Self.motion(rows: [40])
        _ = motion.scroll(page: 0, by: 100)
        #expect(motion.offset(ofPage: 0) == 16)
        motion.resize(viewportRows: 40, pitch: 81)
        #expect(motion.offset(ofPage: 0) == 5 && motion.pitch == 81)
    }

    @Test("a new header layout keeps pages at the top at the new top, and the others in range")
    func newHeader() {
        var motion = Self.motion(rows: [100, 5])
        _ = motion.switchTab(to: 1, now: 0)
        _ = Self.run(&motion, from: 0)
        _ = motion.scroll(page: 1, by: 3)
        #expect(motion.offset(ofPage: 0) == 0 && motion.offset(ofPage: 1) == 3)
        motion.header = StickyHeader(topInset: 1, headerHeight: 3, barHeight: 2)
        #expect(motion.offset(ofPage: 0) == -1, "at the top, it stays at the top")
        #expect(motion.offset(ofPage: 1) == 2, "a short page pins lower now the bar sticks a row down")
    }
}
