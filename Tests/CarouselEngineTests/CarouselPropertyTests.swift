import TerminalHarness
import Testing
@testable import CarouselEngine

/// Replays random calls on a carousel and checks, after each one, that the state is
/// sane and that the events bracket every motion correctly.
private struct EventSequenceChecker {
    var carousel = Carousel(numberOfItems: 8)
    var generator: SeededGenerator
    var now = 0.0
    var log: [CarouselEvent] = []
    var isDragging = false, isDecelerating = false, isScrolling = false
    var failures: [String] = []

    init(seed: UInt64) { generator = SeededGenerator(seed: seed) }

    mutating func number(_ choices: [Double]) -> Double { choices.randomElement(using: &generator)! }
    mutating func real(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &generator) }
    mutating func integer(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &generator) }

    mutating func run(steps: Int) {
        for _ in 0..<steps {
            let roll = integer(0...99)
            now += roll < 3 ? -0.01 : real(0...0.05)
            let time = roll == 99 ? Double.nan : now
            let events = perform(roll, at: time)
            check(events, after: roll)
        }
    }

    private mutating func perform(_ roll: Int, at time: Double) -> [CarouselEvent] {
        let weird = [Double.nan, .infinity, -.infinity, 0, -0.0, 1e300, -1e300, 1e-300]
        switch roll {
        case 0..<30: return carousel.step(now: time)
        case 30..<36: return carousel.beginDragging(now: time)
        case 36..<50:
            let translation = roll == 36 ? number(weird) : real(-200...200)
            let velocity = roll == 37 ? number(weird) : real(-3000...3000)
            return carousel.drag(translation: translation, velocity: velocity, now: time)
        case 50..<56: return carousel.endDragging(now: time)
        case 56..<59: return carousel.stopMotion(now: time)
        case 59..<64: return carousel.fling(velocity: roll == 59 ? number(weird) : real(-40...40), now: time)
        case 64..<68:
            let index: Int? = roll == 64 ? nil : integer(-3...carousel.numberOfItems + 3)
            let allowed = roll % 2 == 0
            return carousel.tap(itemAt: index, now: time) { _ in allowed }
        case 68..<71: return carousel.scroll(toItem: integer(-20...20), now: time)
        case 71..<74: return carousel.scroll(byNumberOfItems: integer(-20...20), duration: number([0, 0.4, 2]), now: time)
        case 74: return carousel.scroll(toOffset: number(weird + [3.3, -7.5]), now: time)
        case 75: return carousel.scroll(byOffset: number(weird + [2.5, -0.4]), duration: number([0.4] + weird), now: time)
        case 76: return carousel.setScrollOffset(number(weird + [2.2, 1e7 + 0.5]))
        case 77: carousel.itemWidth = number(weird + [1, 10, 52])
        case 78: carousel.offsetMultiplier = number(weird + [1, 2, -1])
        case 79: carousel.physics.decelerationRate = number(weird + [0.95, 0.5, 1, 2, -1])
        case 80: carousel.physics.bounceDistance = number(weird + [1, 0.3, 4])
        case 81: carousel.physics.bounces.toggle()
        case 82: carousel.physics.isPagingEnabled.toggle()
        case 83: carousel.physics.stopsAtItemBoundary.toggle()
        case 84: carousel.physics.scrollsToItemBoundary.toggle()
        case 85: carousel.physics.scrollSpeed = number(weird + [1, 3])
        case 86: carousel.physics.scrollViewDecelerationRate = number(weird + [0.998, 0.99, 0.5])
        case 87: carousel.autoscroll = number(weird + [0, 0, 1, -2.5])
        case 88:
            carousel.physicsModel = integer(0...1) == 0
                ? .carousel : .scrollView(itemsPerPage: integer(-1...5), isPagingEnabled: integer(0...1) == 0)
        case 89:
            carousel.numberOfItems = [0, 1, 2, 5, 12, 10_000_000].randomElement(using: &generator)!
            if carousel.numberOfItems == 0 { isDragging = false; isDecelerating = false; isScrolling = false }
        case 90: carousel.isWrapEnabled.toggle()
        case 91: carousel.scrollDuration = number(weird + [0.4, 0.1])
        case 92: carousel.physics.isScrollEnabled = integer(0...3) != 0
        case 93: carousel.physics.centersItemWhenSelected.toggle()
        default: return carousel.step(now: time)
        }
        return []
    }

    private mutating func fail(_ message: String, _ roll: Int) {
        if failures.count < 5 { failures.append("roll \(roll) at \(now): \(message); state \(carousel)") }
    }

    private mutating func check(_ events: [CarouselEvent], after roll: Int) {
        log += events
        let count = carousel.numberOfItems
        let offset = carousel.scrollOffset
        if count == 0 {
            if offset != -1 || carousel.currentItemIndex != -1 { fail("empty carousel not at −1", roll) }
        } else {
            if !offset.isFinite { fail("offset not finite", roll) }
            if carousel.isWrapEnabled {
                if !(offset >= 0 && offset < Double(count)) { fail("wrapped offset out of [0, N)", roll) }
            } else if let range = carousel.model.allowedRange(in: carousel.context) {
                if !(offset >= range.lowerBound - 1e-9 && offset <= range.upperBound + 1e-9) { fail("offset outside the allowed range", roll) }
            }
            if !(0..<count).contains(carousel.currentItemIndex) { fail("index out of range", roll) }
        }
        if !carousel.targetOffset.isFinite && count > 0 { fail("target not finite", roll) }
        if !carousel.releaseVelocity.isFinite { fail("release velocity not finite", roll) }

        for (position, event) in events.enumerated() {
            switch event {
            case .willBeginDragging:
                if isDragging || isDecelerating || isScrolling { fail("drag began over another motion", roll) }
                isDragging = true
            case .didEndDragging(let willDecelerate):
                if !isDragging { fail("drag ended without beginning", roll) }
                isDragging = false
                let next = position + 1 < events.count ? events[position + 1] : nil
                if willDecelerate != (next == .willBeginDecelerating) { fail("willDecelerate disagrees with what follows", roll) }
            case .willBeginDecelerating:
                if isDragging || isDecelerating || isScrolling { fail("glide began over another motion", roll) }
                isDecelerating = true
            case .didEndDecelerating:
                if !isDecelerating { fail("glide ended without beginning", roll) }
                isDecelerating = false
            case .willBeginScrollingAnimation:
                if isDragging || isDecelerating || isScrolling { fail("scroll began over another motion", roll) }
                isScrolling = true
            case .didEndScrollingAnimation:
                if !isScrolling { fail("scroll ended without beginning", roll) }
                isScrolling = false
            case .didSelectItem(let index):
                if !(0..<count).contains(index) { fail("selected an index outside 0..<N", roll) }
            case .didScroll, .currentItemIndexDidChange:
                break
            }
        }
        if isDragging != carousel.isDragging || isDecelerating != carousel.isDecelerating
            || isScrolling != carousel.isAnimating {
            fail("events disagree with the state", roll)
            isDragging = carousel.isDragging
            isDecelerating = carousel.isDecelerating
            isScrolling = carousel.isAnimating
        }
    }
}

@Suite("Random event sequences (seeded)")
struct CarouselPropertyTests {
    @Test("no NaN, no infinity, no index out of range, and every motion's events bracket it",
          arguments: Array(UInt64(1)...UInt64(24)))
    func randomSequences(seed: UInt64) {
        var checker = EventSequenceChecker(seed: seed)
        checker.run(steps: 3000)
        #expect(checker.failures.isEmpty, "\(checker.failures.joined(separator: "\n"))")
    }

    @Test("the same calls at the same times give the same carousel and the same events")
    func deterministic() {
        var first = EventSequenceChecker(seed: 99)
        var second = EventSequenceChecker(seed: 99)
        first.run(steps: 2000)
        second.run(steps: 2000)
        #expect(first.carousel == second.carousel)
        #expect(first.log == second.log)
        // The sequences reach every kind of motion.
        for event in [CarouselEvent.willBeginDragging, .willBeginDecelerating, .didEndDecelerating,
                      .willBeginScrollingAnimation, .didEndScrollingAnimation, .currentItemIndexDidChange] {
            #expect(first.log.contains(event))
        }
        #expect(first.log.contains { if case .didSelectItem = $0 { true } else { false } })
    }
}
