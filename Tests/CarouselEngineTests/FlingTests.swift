import Testing
@testable import CarouselEngine

@Suite("Wheel flings (fake clock)")
struct FlingTests {
    @Test("one notch glides to the next item and stops there")
    func oneNotch() {
        var carousel = testCarousel(20)
        var events = carousel.fling(velocity: 2.9, now: 0)
        #expect(events == [.willBeginDecelerating])
        #expect(carousel.targetOffset == 1)
        events += carousel.run(from: 0).events
        #expect(carousel.scrollOffset == 1)
        #expect(lifecycle(events) == [.willBeginDecelerating, .didEndDecelerating])
    }

    @Test("quick notches add their velocity and glide further; the glide changes course silently")
    func notchesAccumulate() {
        var carousel = testCarousel(20)
        _ = carousel.fling(velocity: 2.9, now: 0)
        _ = carousel.step(now: 0.05)
        let before = carousel.deceleration!.velocity(at: 0.1)
        let events = carousel.fling(velocity: 2.9, now: 0.1)
        #expect(lifecycle(events) == [])
        #expect(abs(carousel.releaseVelocity - (before + 2.9)) < 1e-12)
        #expect(abs((carousel.deceleration?.velocity(at: 0.1) ?? 0) - (before + 2.9)) < 1e-12)
        #expect(carousel.targetOffset == 2)
        _ = carousel.run(from: 0.1)
        #expect(carousel.scrollOffset == 2)
    }

    @Test("a notch back during a glide forward slows it; the result still lands on an item")
    func notchBack() {
        var carousel = testCarousel(20, at: 5)
        _ = carousel.fling(velocity: 12, now: 0)
        _ = carousel.fling(velocity: -6, now: 0.05)
        _ = carousel.run(from: 0.05)
        #expect(carousel.scrollOffset == carousel.scrollOffset.rounded())
        #expect(carousel.scrollOffset > 5 && carousel.scrollOffset < 9)
    }

    @Test("a fling during a timed scroll ends it and glides on from its speed")
    func flingDuringScroll() {
        var carousel = testCarousel(20)
        _ = carousel.scroll(toItem: 3, now: 0)
        _ = carousel.step(now: 0.2)
        let speed = carousel.animation!.velocity(at: 0.2)
        let events = carousel.fling(velocity: 2.9, now: 0.2)
        #expect(events == [.didEndScrollingAnimation, .willBeginDecelerating])
        #expect(abs((carousel.deceleration?.velocity(at: 0.2) ?? 0) - (speed + 2.9)) < 1e-9)
    }

    @Test("with paging, every notch moves the destination one item on")
    func pagingNotches() {
        var carousel = testCarousel(20)
        carousel.physics.isPagingEnabled = true
        _ = carousel.fling(velocity: 2.9, now: 0)
        #expect(carousel.targetOffset == 1)
        _ = carousel.fling(velocity: 2.9, now: 0.02)
        #expect(carousel.targetOffset == 2)
        _ = carousel.fling(velocity: 2.9, now: 0.04)
        #expect(carousel.targetOffset == 3)
        _ = carousel.run(from: 0.04)
        #expect(carousel.scrollOffset == 3)
    }

    @Test("scroll-view paging: a notch is a page, and notches add up")
    func scrollViewPagingNotches() {
        var carousel = testCarousel(12, model: .scrollView(itemsPerPage: 3))
        #expect(carousel.fling(velocity: 1, now: 0) == [.willBeginDecelerating])
        #expect(carousel.targetOffset == 3)
        _ = carousel.fling(velocity: 1, now: 0.05)
        #expect(carousel.targetOffset == 6)
        _ = carousel.run(from: 0.05)
        #expect(carousel.scrollOffset == 6)
        _ = carousel.fling(velocity: -1, now: 5)
        #expect(carousel.targetOffset == 3)
        // At the last page a forward notch has nowhere to go.
        var last = testCarousel(12, at: 9, model: .scrollView(itemsPerPage: 3))
        #expect(last.fling(velocity: 1, now: 0) == [])
    }

    @Test("a fling at the end of a non-bouncing carousel does nothing; past the end with bounces it bounces back")
    func flingAtTheEnd() {
        var stiff = testCarousel(5, at: 4)
        stiff.physics.bounces = false
        #expect(stiff.fling(velocity: 10, now: 0) == [])
        var bouncy = testCarousel(5, at: 4)
        _ = bouncy.fling(velocity: 10, now: 0)
        #expect(bouncy.deceleration?.end == 5)
        _ = bouncy.run(from: 0)
        #expect(bouncy.scrollOffset == 4)
    }
}
