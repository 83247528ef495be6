import Testing
@testable import CarouselEngine

/// Records the delegate calls it implements; the others use the default no-ops.
private final class Recorder: CarouselDelegate {
    var calls: [String] = []
    func carouselWillBeginDragging(_ carousel: Carousel) { calls.append("willBeginDragging") }
    func carouselDidEndDragging(_ carousel: Carousel, willDecelerate: Bool) {
        calls.append("didEndDragging(\(willDecelerate))")
    }
    func carouselWillBeginDecelerating(_ carousel: Carousel) { calls.append("willBeginDecelerating") }
    func carouselDidEndDecelerating(_ carousel: Carousel) { calls.append("didEndDecelerating at \(carousel.currentItemIndex)") }
    func carousel(_ carousel: Carousel, didSelectItemAt index: Int) { calls.append("didSelect \(index)") }
    func carouselShouldSelectItem(at index: Int) -> Bool { index != 2 }
}

@Suite("Delegate forwarding")
struct CarouselDelegateTests {
    @Test("forward calls the delegate's methods in event order; unimplemented ones are no-ops")
    func forwarding() {
        let recorder = Recorder()
        var carousel = testCarousel(20)
        var (events, now) = carousel.drag(through: [-2, -4], velocity: -90, from: 0)
        events += carousel.endDragging(now: now)
        events += carousel.run(from: now).events
        carousel.forward(events, to: recorder)
        #expect(recorder.calls == ["willBeginDragging", "didEndDragging(true)", "willBeginDecelerating",
                                   "didEndDecelerating at 4"])

        recorder.calls = []
        let refused = carousel.tap(itemAt: 2, now: 10, shouldSelect: recorder.carouselShouldSelectItem)
        carousel.forward(refused, to: recorder)
        let accepted = carousel.tap(itemAt: 5, now: 11, shouldSelect: recorder.carouselShouldSelectItem)
        carousel.forward(accepted, to: recorder)
        #expect(recorder.calls == ["didSelect 5"])
    }

    @Test("a delegate that implements nothing accepts every event")
    func defaults() {
        final class Silent: CarouselDelegate {}
        let silent = Silent()
        let carousel = testCarousel(3)
        carousel.forward([.willBeginScrollingAnimation, .didEndScrollingAnimation, .didScroll,
                          .currentItemIndexDidChange, .willBeginDragging, .didEndDragging(willDecelerate: false),
                          .willBeginDecelerating, .didEndDecelerating, .didSelectItem(1)], to: silent)
        #expect(silent.carouselShouldSelectItem(at: 0))
    }
}
