import Testing
@testable import CarouselEngine

@Suite("iCarousel physics: drag, release, glide, snap (fake clock)")
struct CarouselDragTimelineTests {
    @Test("a slow drag released short of the midpoint snaps back: spec timeline 1")
    func slowDragSnapsBack() {
        var carousel = testCarousel(10)
        var (events, now) = carousel.drag(through: [-1, -2, -3], velocity: -10, from: 0)
        #expect(abs(carousel.scrollOffset - 0.3) < 1e-12)
        #expect(carousel.isDragging && carousel.isMoving)
        events += carousel.endDragging(now: now)
        #expect(carousel.isAnimating && carousel.targetOffset == 0)
        let (rest, end) = carousel.run(from: now)
        events += rest
        #expect(lifecycle(events) == [.willBeginDragging, .didEndDragging(willDecelerate: false),
                                      .willBeginScrollingAnimation, .didEndScrollingAnimation])
        #expect(events.filter { $0 == .didScroll }.count > 20)
        #expect(!events.contains(.currentItemIndexDidChange))
        #expect(carousel.scrollOffset == 0 && !carousel.isMoving)
        // The snap is the spec's 0.4 s scroll, to within a frame.
        #expect(abs((end - now) - 0.4) <= 1.0 / 60 + 1e-9)
    }

    @Test("a slow drag released past the midpoint snaps forward to the new current item")
    func slowDragSnapsForward() {
        var carousel = testCarousel(10)
        var (events, now) = carousel.drag(through: [-3, -5, -7], velocity: -10, from: 0)
        #expect(carousel.currentItemIndex == 1)
        events += carousel.endDragging(now: now)
        events += carousel.run(from: now).events
        #expect(carousel.scrollOffset == 1)
        #expect(events.filter { $0 == .currentItemIndexDidChange }.count == 1)
        #expect(lifecycle(events).last == .didEndScrollingAnimation)
    }

    @Test("a quick release too short to glide scrolls on to the next item (shouldScroll)")
    func shortFlickScrollsOn() {
        var carousel = testCarousel(10)
        carousel.physics.decelerationRate = 0.5          // 2.5 items/s glides only 0.083 items
        let (events, now) = carousel.drag(through: [-3], velocity: -25, from: 0)
        let release = carousel.endDragging(now: now)
        #expect(release == [.didEndDragging(willDecelerate: false), .willBeginScrollingAnimation])
        #expect(carousel.targetOffset == 1)
        _ = carousel.run(from: now)
        #expect(carousel.scrollOffset == 1)
        #expect(lifecycle(events) == [.willBeginDragging])
    }

    @Test("a flick glides with uniform deceleration and stops on an item boundary: timeline 2")
    func flickDecelerates() throws {
        var carousel = testCarousel(20)
        var (events, now) = carousel.drag(through: [-2, -4], velocity: -90, from: 0)
        #expect(abs(carousel.scrollOffset - 0.4) < 1e-12)
        events += carousel.endDragging(now: now)
        #expect(carousel.releaseVelocity == 9)
        let glide = try #require(carousel.deceleration)
        // v = 9 items/s glides v/3 = 3 items to 3.4, rounded up to 4, in |Δ|/(v/2) = 0.8 s.
        #expect(glide.end == 4)
        #expect(abs(glide.duration - 0.8) < 1e-12)
        #expect(carousel.targetOffset == 4)

        var previous = carousel.scrollOffset, previousSpeed = Double.infinity
        var frame = 0
        while carousel.isDecelerating {
            frame += 1
            let time = now + Double(frame) / 60
            events += carousel.step(now: time)
            let t = min(time - now, 0.8)
            let expected = 0.4 + 9 * t - 0.5 * (9 / 0.8) * t * t
            #expect(abs(carousel.scrollOffset - expected) < 1e-9)
            let speed = (carousel.scrollOffset - previous) * 60
            #expect(speed <= previousSpeed + 1e-9)
            previous = carousel.scrollOffset
            previousSpeed = speed
        }
        #expect(carousel.scrollOffset == 4 && carousel.currentItemIndex == 4 && !carousel.isMoving)
        #expect(lifecycle(events) == [.willBeginDragging, .didEndDragging(willDecelerate: true),
                                      .willBeginDecelerating, .didEndDecelerating])
        #expect(events.filter { $0 == .currentItemIndexDidChange }.count == 4)
    }

    @Test("a glide that stops between items snaps to the nearest: full timeline 2")
    func glideThenSnap() {
        var carousel = testCarousel(20)
        carousel.physics.stopsAtItemBoundary = false
        var (events, now) = carousel.drag(through: [-2, -4], velocity: -90, from: 0)
        events += carousel.endDragging(now: now)
        #expect(abs((carousel.deceleration?.end ?? 0) - 3.4) < 1e-12)
        #expect(carousel.targetOffset == 3)
        events += carousel.run(from: now).events
        #expect(carousel.scrollOffset == 3)
        #expect(lifecycle(events) == [.willBeginDragging, .didEndDragging(willDecelerate: true),
                                      .willBeginDecelerating, .didEndDecelerating,
                                      .willBeginScrollingAnimation, .didEndScrollingAnimation])
        // With scrollToItemBoundary off, the glide is the last word.
        var free = testCarousel(20)
        free.physics.stopsAtItemBoundary = false
        free.physics.scrollsToItemBoundary = false
        var (freeEvents, freeNow) = free.drag(through: [-2, -4], velocity: -90, from: 0)
        freeEvents += free.endDragging(now: freeNow)
        freeEvents += free.run(from: freeNow).events
        #expect(abs(free.scrollOffset - 3.4) < 1e-12)
        #expect(lifecycle(freeEvents).last == .didEndDecelerating)
    }

    @Test("pulling past the last item follows iCarousel's rubber band and bounces back")
    func rubberBandAndBounceBackAtTheEnd() {
        var carousel = testCarousel(5, at: 4)
        var (events, now) = carousel.drag(through: [-5, -10], velocity: -10, from: 0)
        // One item of pointer overscroll shows b·(1 − e^(−1/b)) with b = 1.
        #expect(abs(carousel.scrollOffset - (5 - 2.718281828459045.reciprocal)) < 1e-12)
        #expect(carousel.currentItemIndex == 4)
        // The band is a function of the pointer: going back restores the offset exactly.
        events += carousel.drag(translation: 0, velocity: 10, now: now + 0.1)
        #expect(carousel.scrollOffset == 4)
        events += carousel.drag(translation: -10, velocity: -10, now: now + 0.2)
        now += 0.2
        events += carousel.endDragging(now: now)
        #expect(lifecycle(events).suffix(2) == [.didEndDragging(willDecelerate: false), .willBeginScrollingAnimation])
        events += carousel.run(from: now).events
        #expect(carousel.scrollOffset == 4 && !carousel.isMoving)
        #expect(lifecycle(events).last == .didEndScrollingAnimation)
    }

    @Test("a flick into either end glides into the bounce zone and bounces back")
    func bounceAtBothEnds() {
        for (start, velocity, edge, zone) in [(3.0, -90.0, 4.0, 5.0), (1.0, 90.0, 0.0, -1.0)] {
            var carousel = testCarousel(5, at: start)
            var (events, now) = carousel.drag(through: [velocity / 60], velocity: velocity, from: 0)
            events += carousel.endDragging(now: now)
            #expect(carousel.deceleration?.end == zone)
            #expect(carousel.targetOffset == edge)
            var farthest = carousel.scrollOffset
            var frame = 0
            while carousel.isMoving {
                frame += 1
                events += carousel.step(now: now + Double(frame) / 60)
                farthest = edge > start ? max(farthest, carousel.scrollOffset) : min(farthest, carousel.scrollOffset)
            }
            #expect(farthest == zone)
            #expect(carousel.scrollOffset == edge)
            #expect(lifecycle(events) == [.willBeginDragging, .didEndDragging(willDecelerate: true),
                                          .willBeginDecelerating, .didEndDecelerating,
                                          .willBeginScrollingAnimation, .didEndScrollingAnimation])
        }
    }

    @Test("without bounces the drag stops hard at the end and a flick there goes nowhere: timeline 3")
    func noBounce() {
        var carousel = testCarousel(5, at: 4)
        carousel.physics.bounces = false
        let (events, now) = carousel.drag(through: [-5, -10, -20], velocity: -600, from: 0)
        #expect(carousel.scrollOffset == 4)
        #expect(lifecycle(events) == [.willBeginDragging])
        #expect(carousel.endDragging(now: now) == [.didEndDragging(willDecelerate: false)])
        #expect(!carousel.isMoving)

        // Released fast just short of the end: the glide is clamped to the end.
        var short = testCarousel(5, at: 3)
        short.physics.bounces = false
        let (_, time) = short.drag(through: [-5], velocity: -600, from: 0)
        _ = short.endDragging(now: time)
        #expect(short.deceleration?.end == 4)
        _ = short.run(from: time)
        #expect(short.scrollOffset == 4)
    }

    @Test("a wrapping carousel drags and glides across the 0/N seam")
    func wrapAcrossTheSeam() {
        var carousel = testCarousel(10, wraps: true)
        var (events, now) = carousel.drag(through: [4, 8, 13], velocity: 60, from: 0)
        #expect(abs(carousel.scrollOffset - 8.7) < 1e-12)
        #expect(carousel.currentItemIndex == 9)
        #expect(events.filter { $0 == .currentItemIndexDidChange }.count == 1)
        // Flick forward across the seam: 6 items/s glides 2 items, from 8.7 to ceil(10.7) ≡ 1.
        events += carousel.drag(translation: 13, velocity: -60, now: now + 1.0 / 60)
        now += 1.0 / 60
        events += carousel.endDragging(now: now)
        #expect(carousel.targetOffset == 1)
        var frame = 0
        while carousel.isMoving {
            frame += 1
            events += carousel.step(now: now + Double(frame) / 60)
            #expect(carousel.scrollOffset >= 0 && carousel.scrollOffset < 10)
        }
        #expect(carousel.scrollOffset == 1 && carousel.currentItemIndex == 1)
        #expect(lifecycle(events).last == .didEndDecelerating)
    }

    @Test("paging glides to the next item only, even from exactly on an item")
    func pagingOneItemPerFlick() {
        var carousel = testCarousel(20)
        carousel.physics.isPagingEnabled = true
        var (_, now) = carousel.drag(through: [-2], velocity: -300, from: 0)
        _ = carousel.endDragging(now: now)
        #expect(carousel.deceleration?.end == 1)
        now = carousel.run(from: now).time
        #expect(carousel.scrollOffset == 1)

        // A whole-item drag ends exactly on item 2; the flick still moves on to 3.
        var events: [CarouselEvent]
        (events, now) = carousel.drag(through: [-10], velocity: -300, from: now)
        #expect(carousel.scrollOffset == 2)
        events += carousel.endDragging(now: now)
        #expect(carousel.deceleration?.end == 3)
        _ = carousel.run(from: now)
        #expect(carousel.scrollOffset == 3)
    }

    @Test("offsetMultiplier and scrollSpeed scale the drag and the release as the spec says")
    func multiplierAndSpeed() {
        var carousel = testCarousel(20)
        carousel.offsetMultiplier = 2
        carousel.physics.scrollSpeed = 0.5
        let (_, now) = carousel.drag(through: [-5], velocity: -100, from: 0)
        #expect(carousel.scrollOffset == 1)                  // 5 columns × 2 / 10
        _ = carousel.endDragging(now: now)
        #expect(carousel.releaseVelocity == 5)               // 100 × 0.5 / 10
    }

    @Test("perpendicular swipes are refused unless allowed; disabled scrolling ignores drags")
    func dragGuards() {
        var carousel = testCarousel(5)
        #expect(carousel.shouldBeginDragging(translationAlong: 3, translationAcross: 2))
        #expect(!carousel.shouldBeginDragging(translationAlong: 1, translationAcross: 2))
        carousel.physics.ignoresPerpendicularSwipes = false
        #expect(carousel.shouldBeginDragging(translationAlong: 1, translationAcross: 2))
        carousel.physics.isScrollEnabled = false
        #expect(!carousel.shouldBeginDragging(translationAlong: 3, translationAcross: 0))
        #expect(carousel.beginDragging(now: 0) == [])
        #expect(carousel.drag(translation: -10, velocity: 0, now: 0.1) == [])
        #expect(carousel.endDragging(now: 0.2) == [])
        #expect(carousel.fling(velocity: 5, now: 0.3) == [])
        // Programmatic scrolls still work.
        #expect(carousel.scroll(toItem: 2, now: 1) == [.willBeginScrollingAnimation])
        var empty = testCarousel(0)
        #expect(empty.beginDragging(now: 0) == [])
    }
}

private extension Double {
    var reciprocal: Double { 1 / self }
}
