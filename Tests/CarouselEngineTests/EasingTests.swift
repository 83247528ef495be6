import Testing
@testable import CarouselEngine

@Suite("Easing")
struct EasingTests {
    @Test("ease-in-out matches the spec's cubic at known points")
    func easeInOutValues() {
        let ease = Easing.easeInOut
        #expect(ease(0) == 0)
        #expect(ease(1) == 1)
        #expect(ease(0.5) == 0.5)
        #expect(abs(ease(0.25) - 0.0625) < 1e-12)      // 4·0.25³
        #expect(abs(ease(0.75) - 0.9375) < 1e-12)      // 4·(−0.25)³ + 1
        #expect(ease(-1) == 0 && ease(2) == 1)
    }

    @Test("ease-in-out is monotonic and its slope is the derivative")
    func slopeIsDerivative() {
        let ease = Easing.easeInOut
        var previous = 0.0
        for step in 1...100 {
            let t = Double(step) / 100
            #expect(ease(t) >= previous)
            previous = ease(t)
            let h = 1e-6
            let numeric = (ease(min(t + h, 1)) - ease(max(t - h, 0))) / (min(t + h, 1) - max(t - h, 0))
            #expect(abs(numeric - ease.slope(at: t)) < 1e-3)
        }
    }
}
