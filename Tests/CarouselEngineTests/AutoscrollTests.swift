import Testing
@testable import CarouselEngine

@Suite("Autoscroll (fake clock)")
struct AutoscrollTests {
    @Test("positive autoscroll moves forward at its speed, starting from the first step")
    func movesForward() {
        var carousel = testCarousel(10)
        carousel.autoscroll = 2
        #expect(carousel.isMoving)
        #expect(carousel.step(now: 100) == [])              // starts its clock, no jump
        _ = carousel.step(now: 100.25)
        #expect(carousel.scrollOffset == 0.5)
        _ = carousel.step(now: 100.5)
        #expect(carousel.scrollOffset == 1 && carousel.currentItemIndex == 1)
    }

    @Test("turning it off and on again after a long pause does not jump")
    func noJumpAfterPause() {
        var carousel = testCarousel(10)
        carousel.autoscroll = 1
        _ = carousel.step(now: 0)
        _ = carousel.step(now: 1)
        #expect(carousel.scrollOffset == 1)
        carousel.autoscroll = 0
        #expect(!carousel.isMoving)
        carousel.autoscroll = 1
        _ = carousel.step(now: 500)
        #expect(carousel.scrollOffset == 1)
        _ = carousel.step(now: 500.5)
        #expect(carousel.scrollOffset == 1.5)
    }

    @Test("a drag pauses it; it resumes from the release without catching up, and does not snap")
    func pausedByDrag() {
        var carousel = testCarousel(20)
        carousel.autoscroll = 1
        _ = carousel.step(now: 0)
        _ = carousel.step(now: 1)
        #expect(carousel.scrollOffset == 1)
        _ = carousel.beginDragging(now: 1)
        #expect(!carousel.isAutoscrolling)
        _ = carousel.drag(translation: -3, velocity: -1, now: 2)
        #expect(carousel.step(now: 3) == [])
        #expect(abs(carousel.scrollOffset - 1.3) < 1e-12)
        #expect(carousel.endDragging(now: 4) == [.didEndDragging(willDecelerate: false)])
        _ = carousel.step(now: 4.5)
        #expect(abs(carousel.scrollOffset - 1.8) < 1e-12)
    }

    @Test("a non-wrapping carousel stops at the end and stops asking for frames; a wrapping one goes round")
    func endsAndWrap() {
        var carousel = testCarousel(5, at: 3.5)
        carousel.autoscroll = 1
        _ = carousel.step(now: 0)
        _ = carousel.step(now: 10)
        #expect(carousel.scrollOffset == 4)
        #expect(!carousel.isMoving)
        carousel.autoscroll = -2
        #expect(carousel.isMoving)
        _ = carousel.step(now: 11)
        _ = carousel.step(now: 11.5)
        #expect(carousel.scrollOffset == 3)

        var ring = testCarousel(5, wraps: true, at: 4.5)
        ring.autoscroll = 1
        _ = ring.step(now: 0)
        let events = ring.step(now: 1)
        #expect(ring.scrollOffset == 0.5 && ring.currentItemIndex == 1)
        #expect(events == [.didScroll, .currentItemIndexDidChange])
        #expect(ring.isMoving)
    }

    @Test("a glide or timed scroll takes precedence, and autoscroll resumes after it")
    func yieldsToOtherMotion() {
        var carousel = testCarousel(20)
        carousel.autoscroll = 1
        _ = carousel.step(now: 0)
        _ = carousel.scroll(toItem: 5, now: 0)
        _ = carousel.step(now: 0.2)
        #expect(abs(carousel.scrollOffset - 2.5) < 1e-12)
        _ = carousel.step(now: 0.4)
        #expect(carousel.scrollOffset == 5 && !carousel.isAnimating && carousel.isMoving)
        _ = carousel.step(now: 0.9)
        #expect(carousel.scrollOffset == 5.5)
    }
}
