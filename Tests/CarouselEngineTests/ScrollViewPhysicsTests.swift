import Testing
@testable import CarouselEngine

@Suite("Scroll-view physics: exponential decay, rubber band, spring back, paging (fake clock)")
struct ScrollViewPhysicsTests {
    /// `k = −1000·ln 0.998`, UIScrollView's normal decay per second.
    let normalRate = -1000 * Math.log(0.998)

    @Test("a free release decays by r = 0.998 per millisecond and travels v₀/k")
    func freeDecay() throws {
        var carousel = testCarousel(100, at: 10, model: .scrollView(isPagingEnabled: false))
        var (events, now) = carousel.drag(through: [-1], velocity: -100, from: 0)
        events += carousel.endDragging(now: now)
        #expect(lifecycle(events) == [.willBeginDragging, .didEndDragging(willDecelerate: true), .willBeginDecelerating])
        let glide = try #require(carousel.deceleration)
        #expect(abs(glide.end - (10.1 + 10 / normalRate)) < 1e-12)
        // The velocity falls by 0.998 every millisecond.
        for t in [0.0, 0.1, 0.5, 1.0] {
            let ratio = glide.velocity(at: now + t + 0.001) / glide.velocity(at: now + t)
            #expect(abs(ratio - 0.998) < 1e-12)
        }
        _ = carousel.step(now: now + 0.5)
        let expected = 10.1 + 10 * (Math.exp(-normalRate * 0.5) - 1) / (-normalRate)
        #expect(abs(carousel.scrollOffset - expected) < 1e-12)
        events += carousel.run(from: now + 0.5).events
        // It comes to rest exactly where the decay ends: no snap to an item.
        #expect(abs(carousel.scrollOffset - (10.1 + 10 / normalRate)) < 1e-12)
        #expect(lifecycle(events).last == .didEndDecelerating)
        #expect(!lifecycle(events).contains(.willBeginScrollingAnimation))
    }

    @Test("free: a glide that would stop within 0.01 of an item stops on it; further off, where it stops")
    func freeGlideNearABoundary() throws {
        // Released at v items/s from 10.1, the decay ends at 10.1 + v/k.
        for (end, rest) in [(15.005, 15.0), (14.992, 15.0), (15.02, 15.02)] {
            var carousel = testCarousel(100, at: 10, model: .scrollView(isPagingEnabled: false))
            let velocity = (end - 10.1) * normalRate
            var (events, now) = carousel.drag(through: [-1], velocity: -10 * velocity, from: 0)
            events += carousel.endDragging(now: now)
            let glide = try #require(carousel.deceleration)
            #expect(abs(glide.end - rest) < 1e-9)
            // Aimed a hair off, it leaves at nearly the release speed.
            #expect(abs(glide.velocity(at: now) - velocity) < 0.01 * normalRate)
            events += carousel.run(from: now).events
            #expect(abs(carousel.scrollOffset - rest) < 1e-9)
            #expect(lifecycle(events) == [.willBeginDragging, .didEndDragging(willDecelerate: true),
                                          .willBeginDecelerating, .didEndDecelerating])
        }
    }

    @Test("free: each wheel notch glides on by the distance it adds, from where the glide was heading")
    func freeWheelNotches() {
        var carousel = testCarousel(100, at: 3, model: .scrollView(isPagingEnabled: false))
        let third = ScrollViewPhysicsModel.freeGlideVelocity(covering: 1.0 / 3, with: carousel.physics)
        #expect(abs(third - normalRate / 3) < 1e-12)
        var events = carousel.fling(velocity: third, now: 0)
        #expect(abs(carousel.targetOffset - (3 + 1.0 / 3)) < 1e-9)
        events += carousel.step(now: 0.5)
        #expect(carousel.scrollOffset > 3.2 && carousel.scrollOffset < 3 + 1.0 / 3)
        events += carousel.fling(velocity: third, now: 0.5)
        #expect(abs(carousel.targetOffset - (3 + 2.0 / 3)) < 1e-9)
        events += carousel.run(from: 0.5).events
        #expect(abs(carousel.scrollOffset - (3 + 2.0 / 3)) < 1e-9)
        #expect(lifecycle(events) == [.willBeginDecelerating, .didEndDecelerating])
    }

    @Test("free, at once (reduced motion): a glide lands where it would have stopped, between items")
    func freeLandingAtOnce() {
        var carousel = testCarousel(100, at: 10, model: .scrollView(isPagingEnabled: false))
        let (_, now) = carousel.drag(through: [-1], velocity: -30, from: 0)
        _ = carousel.endDragging(now: now)
        let rest = carousel.targetOffset
        #expect(abs(rest - (10.1 + 3 / normalRate)) < 1e-12)
        let events = carousel.step(by: 0, animated: false, now: now)
        #expect(carousel.scrollOffset == rest && !carousel.isMoving)
        #expect(lifecycle(events) == [.didEndDecelerating])
        // At rest there is nothing to land: the pages stay between two.
        #expect(carousel.step(by: 0, animated: false, now: now + 1) == [] && carousel.scrollOffset == rest)
    }

    @Test("past an end the drag follows UIScrollView's rubber band; release springs back")
    func rubberBandAndSpringBack() {
        var carousel = testCarousel(5, model: .scrollView(isPagingEnabled: false))
        var (events, now) = carousel.drag(through: [10, 20], velocity: 0, from: 0)
        // Two items of pointer overscroll with B = 1: (1 − 1/(2·0.55 + 1))·1.
        #expect(abs(carousel.scrollOffset - -(1 - 1 / 2.1)) < 1e-12)
        events += carousel.endDragging(now: now)
        #expect(carousel.deceleration.map { if case .spring = $0 { true } else { false } } == true)
        var previous = carousel.scrollOffset
        var frame = 0
        while carousel.isMoving {
            frame += 1
            events += carousel.step(now: now + Double(frame) / 60)
            // A critically damped spring from rest: straight back, never past the end.
            #expect(carousel.scrollOffset >= previous && carousel.scrollOffset <= 0)
            previous = carousel.scrollOffset
        }
        #expect(carousel.scrollOffset == 0)
        #expect(Double(frame) / 60 < 1)
        #expect(lifecycle(events) == [.willBeginDragging, .didEndDragging(willDecelerate: true),
                                      .willBeginDecelerating, .didEndDecelerating])
    }

    @Test("a fast glide into the end bounces by at most half the band, or stops dead without bounces")
    func decayIntoTheEnd() {
        var carousel = testCarousel(5, at: 3, model: .scrollView(isPagingEnabled: false))
        let (_, now) = carousel.drag(through: [-1], velocity: -300, from: 0)
        _ = carousel.endDragging(now: now)
        var farthest = carousel.scrollOffset
        var frame = 0
        while carousel.isMoving {
            frame += 1
            _ = carousel.step(now: now + Double(frame) / 60)
            farthest = max(farthest, carousel.scrollOffset)
        }
        #expect(farthest > 4 && farthest <= 4.5 + 1e-9)
        #expect(carousel.scrollOffset == 4)

        var stiff = testCarousel(5, at: 3, model: .scrollView(isPagingEnabled: false))
        stiff.physics.bounces = false
        let (_, time) = stiff.drag(through: [-1], velocity: -300, from: 0)
        _ = stiff.endDragging(now: time)
        var previous = stiff.scrollOffset
        frame = 0
        while stiff.isMoving {
            frame += 1
            _ = stiff.step(now: time + Double(frame) / 60)
            #expect(stiff.scrollOffset >= previous && stiff.scrollOffset <= 4)
            previous = stiff.scrollOffset
        }
        #expect(stiff.scrollOffset == 4)
    }

    @Test("paging: a slow release settles on the nearest page, a fast one on the next, never more than one page from the start")
    func paging() {
        let model = PhysicsModel.scrollView(itemsPerPage: 3)
        // Slow, 1.2 items in: back to page 0.
        var slow = testCarousel(12, model: model)
        var (events, now) = slow.drag(through: [-6, -12], velocity: -1, from: 0)
        events += slow.endDragging(now: now)
        #expect(slow.targetOffset == 0)
        events += slow.run(from: now).events
        #expect(slow.scrollOffset == 0)
        #expect(lifecycle(events) == [.willBeginDragging, .didEndDragging(willDecelerate: true),
                                      .willBeginDecelerating, .didEndDecelerating])
        // Slow, 1.8 items in: on to page 3.
        var past = testCarousel(12, model: model)
        (_, now) = past.drag(through: [-18], velocity: -1, from: 0)
        _ = past.endDragging(now: now)
        #expect(past.targetOffset == 3)
        // Fast, 1.2 items in: page 3.
        var fast = testCarousel(12, model: model)
        (_, now) = fast.drag(through: [-12], velocity: -100, from: 0)
        _ = fast.endDragging(now: now)
        #expect(fast.targetOffset == 3)
        // Fast after dragging 5 items: still only one page on.
        var far = testCarousel(12, model: model)
        (_, now) = far.drag(through: [-25, -50], velocity: -100, from: 0)
        #expect(far.scrollOffset == 5)
        _ = far.endDragging(now: now)
        #expect(far.targetOffset == 3)
        _ = far.run(from: now)
        #expect(far.scrollOffset == 3 && far.currentItemIndex == 3)
        // Fast backwards from page 3: page 0.
        var back = testCarousel(12, at: 3, model: model)
        (_, now) = back.drag(through: [5], velocity: 100, from: 0)
        _ = back.endDragging(now: now)
        #expect(back.targetOffset == 0)
    }

    @Test("a paging settle keeps the release speed and shrinks the distance left by a constant factor per frame")
    func pagingSettleIsExponential() throws {
        var carousel = testCarousel(12, model: .scrollView(itemsPerPage: 3))
        let (_, now) = carousel.drag(through: [-3], velocity: -20, from: 0)
        _ = carousel.endDragging(now: now)
        let glide = try #require(carousel.deceleration)
        // Released at 2 items/s with 2.7 items to go: the minimum (fast) paging rate applies.
        #expect(abs(glide.velocity(at: now) - 2.7 * -1000 * Math.log(0.99)) < 1e-9)
        var remaining = [3 - carousel.scrollOffset]
        for frame in 1...10 {
            _ = carousel.step(now: now + Double(frame) / 60)
            remaining.append(3 - carousel.scrollOffset)
        }
        let ratio = remaining[1] / remaining[0]
        for i in 1..<remaining.count - 1 {
            #expect(abs(remaining[i + 1] / remaining[i] - ratio) < 1e-9)
        }
        // A faster release keeps its own speed.
        var quick = testCarousel(12, model: .scrollView(itemsPerPage: 3))
        let (_, time) = quick.drag(through: [-3], velocity: -500, from: 0)
        _ = quick.endDragging(now: time)
        #expect(abs((quick.deceleration?.velocity(at: time) ?? 0) - 50) < 1e-9)
    }

    @Test("paging a wrapping carousel crosses the seam onto the next lap's first page")
    func pagingAcrossTheSeam() {
        var carousel = testCarousel(10, wraps: true, at: 9, model: .scrollView(itemsPerPage: 3))
        let (_, now) = carousel.drag(through: [-3], velocity: -100, from: 0)
        _ = carousel.endDragging(now: now)
        #expect(carousel.targetOffset == 0)
        var frame = 0
        while carousel.isMoving {
            frame += 1
            _ = carousel.step(now: now + Double(frame) / 60)
            #expect(carousel.scrollOffset >= 0 && carousel.scrollOffset < 10)
        }
        #expect(carousel.scrollOffset == 0)
    }

    @Test("a tap only reports the item with the scroll-view model")
    func tapOnlyReports() {
        var carousel = testCarousel(10, model: .scrollView())
        #expect(carousel.tap(itemAt: 4, now: 0) == [.didSelectItem(4)])
        #expect(carousel.tap(itemAt: nil, now: 0) == [])
        #expect(!carousel.isMoving)
    }
}
