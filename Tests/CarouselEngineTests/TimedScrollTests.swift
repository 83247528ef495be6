import Testing
@testable import CarouselEngine

@Suite("TimedScroll")
struct TimedScrollTests {
    @Test("a fresh scroll starts at rest, follows the ease and ends exactly on its target")
    func freshScroll() {
        let scroll = TimedScroll(from: 2, to: 5, startTime: 10, duration: 0.4)
        #expect(scroll.offset(at: 10) == 2)
        #expect(scroll.velocity(at: 10) == 0)
        #expect(abs(scroll.offset(at: 10.2) - 3.5) < 1e-12)
        #expect(abs(scroll.offset(at: 10.1) - (2 + 3 * 0.0625)) < 1e-12)
        #expect(!scroll.isFinished(at: 10.399))
        #expect(scroll.isFinished(at: 10.4))
        #expect(scroll.offset(at: 10.4) == 5)
        #expect(scroll.offset(at: 99) == 5)
    }

    @Test("a scroll with an initial velocity starts at that speed and comes to rest on the target")
    func hermiteScroll() {
        let scroll = TimedScroll(from: 1.3, to: 4, startTime: 0, duration: 0.4, initialVelocity: 6)
        #expect(abs(scroll.offset(at: 0) - 1.3) < 1e-12)
        #expect(abs(scroll.velocity(at: 0) - 6) < 1e-9)
        #expect(abs(scroll.velocity(at: 0.4 - 1e-9)) < 1e-6)
        #expect(scroll.offset(at: 0.4) == 4)
    }
}
