import Testing
@testable import CarouselEngine

@Suite("WrapMath")
struct WrapMathTests {
    @Test("indexes and offsets clamp without wrap and go round with it")
    func clamping() {
        let flat = WrapMath(count: 5, wraps: false)
        #expect(flat.clampedIndex(-3) == 0)
        #expect(flat.clampedIndex(9) == 4)
        #expect(flat.clampedOffset(4.7) == 4)
        let ring = WrapMath(count: 5, wraps: true)
        #expect(ring.clampedIndex(-1) == 4)
        #expect(ring.clampedIndex(12) == 2)
        #expect(abs(ring.clampedOffset(-0.5) - 4.5) < 1e-12)
        #expect(ring.clampedOffset(5) == 0)
        #expect(WrapMath(count: 0, wraps: true).clampedIndex(3) == -1)
    }

    @Test("the shortest distance goes round the short way and prefers the direct way on a tie")
    func shortestDistance() {
        let ring = WrapMath(count: 10, wraps: true)
        #expect(ring.shortestDistance(from: 9, to: 0) == 1)
        #expect(ring.shortestDistance(from: 0, to: 9) == -1)
        #expect(ring.shortestDistance(from: 0, to: 5) == 5)   // tie: direct
        #expect(WrapMath(count: 10, wraps: false).shortestDistance(from: 9, to: 0) == -9)
    }

    @Test("wrapped item offsets lie within half the ring")
    func itemOffsets() {
        let ring = WrapMath(count: 8, wraps: true)
        #expect(ring.offset(ofItem: 7, scrollOffset: 0) == -1)
        #expect(ring.offset(ofItem: 1, scrollOffset: 7) == 2)
        for index in 0..<8 {
            for tenth in 0..<80 {
                let o = ring.offset(ofItem: index, scrollOffset: Double(tenth) / 10)
                #expect(o >= -4 && o <= 4)
            }
        }
    }
}
