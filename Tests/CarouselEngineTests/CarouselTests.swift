import Testing
@testable import CarouselEngine

@Suite("Carousel timed scrolls (fake clock)")
struct CarouselTests {
    @Test("a timed scroll reaches its target exactly at its duration")
    func reachesTargetAtDuration() {
        var carousel = Carousel(numberOfItems: 12)
        #expect(carousel.scroll(byNumberOfItems: 1, now: 100) == [.willBeginScrollingAnimation])
        _ = carousel.step(now: 100.2)
        #expect(abs(carousel.scrollOffset - 0.5) < 1e-12)
        #expect(carousel.isAnimating)
        _ = carousel.step(now: 100.399)
        #expect(carousel.scrollOffset < 1 && carousel.isAnimating)
        let events = carousel.step(now: 100.4)
        #expect(carousel.scrollOffset == 1)
        #expect(!carousel.isAnimating)
        #expect(events.last == .didEndScrollingAnimation)
        #expect(carousel.currentItemIndex == 1)
    }

    @Test("the resting item is the current one at rest and the destination mid-scroll, wrapped into range")
    func restingItem() {
        var carousel = Carousel(numberOfItems: 500, isWrapEnabled: true)
        #expect(carousel.restingItemIndex == 0)
        _ = carousel.scroll(toItem: 424, now: 0)
        _ = carousel.step(now: 0.1)
        #expect(carousel.currentItemIndex != 424)
        #expect(carousel.restingItemIndex == 424)
        _ = carousel.scroll(byNumberOfItems: 101, now: 0.1)   // 525: round past the end
        #expect(carousel.restingItemIndex == 25)
        _ = carousel.step(now: 1)
        #expect(carousel.currentItemIndex == 25 && carousel.restingItemIndex == 25)
        #expect(Carousel(numberOfItems: 0).restingItemIndex == -1)
    }

    @Test("events come in the spec's order: begin, scrolls with one index change, end")
    func eventOrder() {
        var carousel = Carousel(numberOfItems: 3)
        var events = carousel.scroll(toItem: 1, now: 0)
        for frame in 1...24 { events += carousel.step(now: Double(frame) / 60) }
        #expect(events.first == .willBeginScrollingAnimation)
        #expect(events.last == .didEndScrollingAnimation)
        #expect(events.filter { $0 == .currentItemIndexDidChange }.count == 1)
        #expect(events.filter { $0 == .didScroll }.count >= 20)
        let indexChange = events.firstIndex(of: .currentItemIndexDidChange)!
        #expect(events[indexChange - 1] == .didScroll)
    }

    @Test("pressing next five times during the animation retargets it five items on, without a stop")
    func retargetsSmoothly() {
        var carousel = Carousel(numberOfItems: 20)
        var now = 0.0
        var events = carousel.scroll(byNumberOfItems: 1, now: now)
        var previousOffset = carousel.scrollOffset
        var previousSpeed = 0.0
        for press in 1...4 {
            for _ in 0..<5 {
                now += 1.0 / 60
                events += carousel.step(now: now)
                previousSpeed = (carousel.scrollOffset - previousOffset) * 60
                previousOffset = carousel.scrollOffset
            }
            events += carousel.scroll(byNumberOfItems: 1, now: now)
            #expect(carousel.targetOffset == Double(press + 1))
            // The retarget keeps going forward: the next frame moves at least as fast as the last.
            now += 1.0 / 60
            events += carousel.step(now: now)
            let speed = (carousel.scrollOffset - previousOffset) * 60
            #expect(speed > 0.8 * previousSpeed)
            previousOffset = carousel.scrollOffset
        }
        while carousel.isAnimating {
            now += 1.0 / 60
            events += carousel.step(now: now)
            #expect(carousel.scrollOffset <= 5 + 1e-9)
        }
        #expect(carousel.scrollOffset == 5)
        #expect(carousel.currentItemIndex == 5)
        #expect(events.filter { $0 == .willBeginScrollingAnimation }.count == 1)
        #expect(events.filter { $0 == .didEndScrollingAnimation }.count == 1)
        // It comes to rest one scroll duration after the last press (to within a frame).
        let lastPress = 4.0 * 6 / 60
        #expect(abs((now - lastPress) - Carousel.defaultScrollDuration) <= 1.0 / 60 + 1e-9)
    }

    @Test("scrolls clamp at both ends of a non-wrapping carousel")
    func clampsAtEnds() {
        var carousel = Carousel(numberOfItems: 4)
        #expect(carousel.scroll(byNumberOfItems: -1, now: 0) == [])
        #expect(!carousel.isAnimating)
        _ = carousel.scroll(byNumberOfItems: 10, now: 0)
        #expect(carousel.targetOffset == 3)
        _ = carousel.step(now: 1)
        #expect(carousel.scrollOffset == 3)
        #expect(carousel.scroll(byNumberOfItems: 1, now: 2) == [])
        _ = carousel.scroll(toItem: -5, now: 3)
        _ = carousel.step(now: 4)
        #expect(carousel.scrollOffset == 0)
    }

    @Test("a wrapping carousel takes the short way across 0/N")
    func wrapsAcrossTheSeam() {
        var carousel = Carousel(numberOfItems: 10, isWrapEnabled: true)
        _ = carousel.scroll(byNumberOfItems: -1, now: 0)
        _ = carousel.step(now: 0.2)
        #expect(abs(carousel.scrollOffset - 9.5) < 1e-12)
        _ = carousel.step(now: 0.4)
        #expect(carousel.scrollOffset == 9)
        #expect(carousel.currentItemIndex == 9)
        _ = carousel.scroll(toItem: 1, now: 1)
        _ = carousel.step(now: 1.2)
        #expect(carousel.scrollOffset == 0)          // half way from 9 to 11 ≡ 1
        _ = carousel.step(now: 1.4)
        #expect(carousel.scrollOffset == 1)
    }

    @Test("setting the offset ends a running scroll with its end event")
    func interruptedScrollStillEnds() {
        var carousel = Carousel(numberOfItems: 5)
        _ = carousel.scroll(toItem: 4, now: 0)
        _ = carousel.step(now: 0.1)
        let events = carousel.setScrollOffset(2)
        #expect(events.first == .didEndScrollingAnimation)
        #expect(carousel.scrollOffset == 2 && !carousel.isAnimating)
    }

    @Test("no items: every call is a harmless no-op")
    func emptyCarousel() {
        var carousel = Carousel(numberOfItems: 0)
        #expect(carousel.currentItemIndex == -1)
        #expect(carousel.scroll(byNumberOfItems: 1, now: 0) == [])
        #expect(carousel.scroll(toItem: 3, now: 0) == [])
        #expect(carousel.step(now: 1) == [])
        carousel.numberOfItems = 3
        #expect(carousel.scrollOffset == 0 && carousel.currentItemIndex == 0)
    }

    @Test("shrinking the item count keeps the offset in range")
    func shrinkingCount() {
        var carousel = Carousel(numberOfItems: 10, scrollOffset: 8)
        carousel.numberOfItems = 4
        #expect(carousel.scrollOffset == 3)
        #expect(carousel.currentItemIndex == 3)
    }

    @Test("scroll(toOffset:) lands between items and takes the short way round when wrapping")
    func scrollToOffset() {
        var carousel = Carousel(numberOfItems: 10)
        #expect(carousel.scroll(toOffset: 2.5, now: 0) == [.willBeginScrollingAnimation])
        _ = carousel.step(now: 0.4)
        #expect(carousel.scrollOffset == 2.5 && carousel.currentItemIndex == 3)
        _ = carousel.scroll(toOffset: 42, now: 1)
        #expect(carousel.targetOffset == 9)

        var ring = Carousel(numberOfItems: 10, isWrapEnabled: true, scrollOffset: 1)
        _ = ring.scroll(toOffset: 9.5, now: 0)
        _ = ring.step(now: 0.2)
        #expect(abs(ring.scrollOffset - 0.25) < 1e-12)         // half way from 1 to −0.5
        _ = ring.step(now: 0.4)
        #expect(ring.scrollOffset == 9.5)
    }

    @Test("scroll(byOffset:) adds to the running scroll's target; a zero duration moves at once (timeline 4)")
    func scrollByOffset() {
        var carousel = Carousel(numberOfItems: 10)
        _ = carousel.scroll(byOffset: 1.5, now: 0)
        _ = carousel.step(now: 0.1)
        #expect(carousel.scroll(byOffset: 1.5, now: 0.1) == [])
        #expect(carousel.targetOffset == 3)
        _ = carousel.step(now: 0.5)
        #expect(carousel.scrollOffset == 3)
        #expect(carousel.scroll(byOffset: 2, duration: 0, now: 1) == [.didScroll, .currentItemIndexDidChange])
        #expect(carousel.scrollOffset == 5 && !carousel.isMoving)
        #expect(carousel.scroll(byOffset: .nan, now: 2) == [])
    }

    @Test("narrowing the bounce zone or turning bounces off brings an overscrolled carousel back in")
    func physicsChangesKeepTheOffsetInRange() {
        var carousel = Carousel(numberOfItems: 5, scrollOffset: 4)
        carousel.itemWidth = 10
        _ = carousel.beginDragging(now: 0)
        _ = carousel.drag(translation: -30, velocity: 0, now: 0.1)
        #expect(carousel.scrollOffset > 4.9)
        carousel.physics.bounceDistance = 0.5
        #expect(carousel.scrollOffset <= 4.5)
        carousel.physics.bounces = false
        #expect(carousel.scrollOffset == 4)
        carousel.numberOfItems = 0
        #expect(!carousel.isMoving && carousel.scrollOffset == -1)
    }
}
