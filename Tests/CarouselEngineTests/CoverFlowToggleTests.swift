import Testing
@testable import CarouselEngine

@Suite("CoverFlowToggle (fake clock)")
struct CoverFlowToggleTests {
    @Test("at rest the table keeps the centre flat and turns neighbours fully")
    func restingTable() {
        let toggle = CoverFlowToggle()
        #expect(toggle.tilt(forOffset: 0.3) == 0 && toggle.tilt(forOffset: -0.49) == 0)
        #expect(toggle.tilt(forOffset: 0.6) == 1 && toggle.tilt(forOffset: -0.6) == -1)
        #expect(toggle.tilt(forOffset: -2.5) == -1 && toggle.tilt(forOffset: 7) == 1)
    }

    @Test("the table for a positive and a negative toggle")
    func table() {
        let back = CoverFlowToggle(value: 0.25)
        #expect(back.tilt(forOffset: -0.5) == -1)
        #expect(back.tilt(forOffset: 0.2) == -0.25)
        #expect(back.tilt(forOffset: 1.2) == 0.75)
        #expect(back.tilt(forOffset: 1.7) == 1)
        let forward = CoverFlowToggle(value: -0.25)
        #expect(forward.tilt(forOffset: 0.6) == 1)
        #expect(forward.tilt(forOffset: -0.2) == 0.25)
        #expect(forward.tilt(forOffset: -1.2) == -0.75)
        #expect(forward.tilt(forOffset: -1.7) == -1)
    }

    @Test("free motion reduces to plain cover flow: c = clamp(offset)")
    func freeMotion() {
        let toggle = CoverFlowToggle(value: -0.7, isInFreeMotion: true)
        #expect(toggle.tilt(forOffset: 0.3) == 0.3 && toggle.tilt(forOffset: -4) == -1)
    }

    @Test("moving forward sets −1, the swing eases back to 0 over 0.4 s (0.2 s when flung fast)")
    func swing() {
        var toggle = CoverFlowToggle()
        toggle.currentIndexDidChange(distance: -1, now: 10)
        #expect(toggle.value == -1 && toggle.startTime == 10 && toggle.isAnimating)
        toggle.advance(to: 10.2)                          // halfway through 0.4 s: ease(0.5) = 0.5
        #expect(close(toggle.value, -0.5))
        toggle.advance(to: 10.1)                          // ease(0.25) = 0.0625
        #expect(close(toggle.value, -0.9375))
        toggle.advance(to: 10.4)
        #expect(toggle.value == 0 && !toggle.isAnimating)

        var flung = CoverFlowToggle(releaseVelocity: -8)
        flung.currentIndexDidChange(distance: 3, now: 0)  // clamped to 1
        #expect(flung.value == 1)
        flung.advance(to: 0.225 / 2)                      // duration 0.2 + 0.2/8 = 0.225
        #expect(close(flung.value, 0.5))
        flung.advance(to: 0.225)
        #expect(flung.value == 0)
    }

    @Test("a deceleration ending between items resumes the swing part-way")
    func decelerationEnd() {
        var toggle = CoverFlowToggle()
        toggle.decelerationDidEnd(at: 4.3, now: 2)
        #expect(close(toggle.value, 0.3) && close(toggle.startTime, 2 - 0.4 * 0.3))
        toggle.decelerationDidEnd(at: 4.6, now: 2)
        #expect(close(toggle.value, -0.4))
        toggle.currentIndexDidChange(distance: 0, now: 5)            // no change of index: nothing restarts
        #expect(close(toggle.startTime, 2 - 0.4 * 0.4) && close(toggle.value, -0.4))
    }

    @Test("following a carousel: a step to the next item swings the toggle to −1, then it eases back to 0")
    func followsCarousel() {
        var carousel = Carousel(numberOfItems: 10)
        var toggle = CoverFlowToggle()
        var lastIndex = carousel.currentItemIndex
        toggle.follow(carousel, lastIndex: &lastIndex, now: 0)
        #expect(!toggle.isAnimating)
        _ = carousel.setScrollOffset(1)
        toggle.follow(carousel, lastIndex: &lastIndex, now: 1)
        #expect(lastIndex == 1)
        #expect(toggle.value == -1)
        toggle.follow(carousel, lastIndex: &lastIndex, now: 1.2)
        #expect(toggle.value > -1 && toggle.value < 0)
        toggle.follow(carousel, lastIndex: &lastIndex, now: 2)
        #expect(!toggle.isAnimating)
    }
}
