import Testing
@testable import CarouselEngine

@Suite("Taps, selection and interrupted motions (fake clock)")
struct TapAndInterruptionTests {
    @Test("tapping another item scrolls it to the centre and selects it: spec timeline 5")
    func tapCentresAndSelects() {
        var carousel = testCarousel(10)
        var asked: [Int] = []
        let events = carousel.tap(itemAt: 3, now: 0) { asked.append($0); return true }
        #expect(asked == [3])
        #expect(events == [.willBeginScrollingAnimation, .didSelectItem(3)])
        let rest = carousel.run(from: 0).events
        #expect(lifecycle(rest) == [.didEndScrollingAnimation])
        #expect(carousel.scrollOffset == 3)
    }

    @Test("tapping the centred item only selects it (no zero-length animation, issue #525)")
    func tapCurrent() {
        var carousel = testCarousel(10, at: 2)
        #expect(carousel.tap(itemAt: 2, now: 0) == [.didSelectItem(2)])
        #expect(!carousel.isMoving)
    }

    @Test("without centersItemWhenSelected a tap only selects; shouldSelect false selects nothing")
    func selectionOptions() {
        var carousel = testCarousel(10)
        carousel.physics.centersItemWhenSelected = false
        #expect(carousel.tap(itemAt: 3, now: 0) == [.didSelectItem(3)])
        carousel.physics.centersItemWhenSelected = true
        #expect(carousel.tap(itemAt: 3, now: 0) { _ in false } == [])
        // With autoscroll on, a refused tap still re-aligns the current item.
        carousel.autoscroll = 1
        _ = carousel.step(now: 0)
        _ = carousel.step(now: 0.3)
        #expect(carousel.tap(itemAt: 3, now: 0.3) { _ in false } == [.willBeginScrollingAnimation])
        #expect(carousel.targetOffset == 0)
    }

    @Test("empty space and placeholders re-centre the current item and are never selected")
    func emptySpaceAndPlaceholders() {
        var carousel = testCarousel(10)
        _ = carousel.scroll(toItem: 4, now: 0)
        _ = carousel.step(now: 0.3)
        let events = carousel.tap(itemAt: nil, now: 0.3)
        // The running scroll freezes and ends, then the current item is centred.
        #expect(lifecycle(events) == [.didEndScrollingAnimation, .willBeginScrollingAnimation])
        #expect(carousel.targetOffset == Double(carousel.currentItemIndex))
        for placeholder in [-1, 10, 42] {
            #expect(!carousel.tap(itemAt: placeholder, now: 1).contains { if case .didSelectItem = $0 { true } else { false } })
        }
    }

    @Test("a touch during a glide freezes it and still ends it with didEndDecelerating (quirk 7 fixed)")
    func touchEndsGlide() {
        var carousel = testCarousel(20)
        let (_, now) = carousel.drag(through: [-2], velocity: -90, from: 0)
        _ = carousel.endDragging(now: now)
        _ = carousel.step(now: now + 0.1)
        let expected = carousel.deceleration!.offset(at: now + 0.15)
        let events = carousel.stopMotion(now: now + 0.15)
        #expect(lifecycle(events) == [.didEndDecelerating])
        #expect(events.first == .didScroll)
        #expect(carousel.scrollOffset == expected && !carousel.isMoving)
        #expect(carousel.stopMotion(now: now + 0.2) == [])
    }

    @Test("dragging during a timed scroll ends it with its end event before willBeginDragging")
    func dragEndsTimedScroll() {
        var carousel = testCarousel(20)
        _ = carousel.scroll(toItem: 5, now: 0)
        _ = carousel.step(now: 0.1)
        let events = carousel.beginDragging(now: 0.2)
        #expect(lifecycle(events) == [.didEndScrollingAnimation, .willBeginDragging])
        #expect(carousel.isDragging && !carousel.isAnimating)
        #expect(abs(carousel.scrollOffset - 2.5) < 1e-12)
    }

    @Test("a programmatic scroll during a glide ends it and starts at the glide's speed")
    func scrollDuringGlide() {
        var carousel = testCarousel(20)
        let (_, now) = carousel.drag(through: [-2], velocity: -90, from: 0)
        _ = carousel.endDragging(now: now)
        _ = carousel.step(now: now + 0.1)
        let speed = carousel.deceleration!.velocity(at: now + 0.1)
        let events = carousel.scroll(toItem: 10, now: now + 0.1)
        #expect(events == [.didEndDecelerating, .willBeginScrollingAnimation])
        #expect(abs((carousel.animation?.velocity(at: now + 0.1) ?? 0) - speed) < 1e-9)
        // And one during a drag ends the drag.
        var dragged = testCarousel(20)
        _ = dragged.beginDragging(now: 0)
        #expect(dragged.scroll(toItem: 3, now: 0.1) == [.didEndDragging(willDecelerate: false), .willBeginScrollingAnimation])
        #expect(dragged.drag(translation: -10, velocity: 0, now: 0.2) == [])
    }

    @Test("setScrollOffset ends any motion with its end event and stays in range")
    func setOffsetEndsMotion() {
        var carousel = testCarousel(10)
        let (_, now) = carousel.drag(through: [-2], velocity: -90, from: 0)
        _ = carousel.endDragging(now: now)
        #expect(lifecycle(carousel.setScrollOffset(-3)) == [.didEndDecelerating])
        #expect(carousel.scrollOffset == 0 && !carousel.isMoving)
    }
}
