import Foundation
import Testing
@testable import CarouselEngine

@Suite("Options: per-type defaults, overrides, hook, visible count, alpha")
struct ResolvedOptionsTests {
    func resolve(_ type: CarouselType, items: Int = 100, placeholders: Int = 0, itemWidth: Double = 200,
                 length: Double = 1000, shortSide: Double = 1000, options: CarouselOptions = .defaults) -> ResolvedOptions {
        ResolvedOptions(type: type, options: options, numberOfItems: items, numberOfPlaceholders: placeholders,
                        itemWidth: itemWidth, viewportLength: length, viewportShortSide: shortSide)
    }

    @Test("the spec's table (§1.2): wrap, back faces, offset multiplier, spacing, tilt, fades")
    func typeDefaults() {
        for type in CarouselType.allCases {
            let options = resolve(type)
            #expect(options.wrap == type.isCircular, "\(type)")
            #expect(options.showBackfaces == (type != .invertedCylinder), "\(type)")
            let coverFlow = type == .coverFlow || type == .coverFlow2
            #expect(options.offsetMultiplier == (coverFlow ? 2 : 1), "\(type)")
            #expect(options.spacing == (coverFlow ? 0.25 : 1), "\(type)")
            #expect(options.arc == 2 * .pi && options.fadeRange == 1 && options.fadeMinAlpha == 0, "\(type)")
        }
        #expect(resolve(.coverFlow).tilt == 0.9)
        #expect(resolve(.timeMachine).tilt == 0.3 && resolve(.invertedTimeMachine).tilt == 0.3)
        #expect(resolve(.timeMachine).fadeMin == -.infinity && resolve(.timeMachine).fadeMax == 0)
        #expect(resolve(.invertedTimeMachine).fadeMin == 0 && resolve(.invertedTimeMachine).fadeMax == .infinity)
        #expect(resolve(.linear).fadeMin == -.infinity && resolve(.linear).fadeMax == .infinity)
    }

    @Test("circular count: ⌈L/(s·W)⌉·π clamped to 12…30, then at most N + P′; others N + P′")
    func circularCount() {
        #expect(resolve(.rotary, length: 1000).count == 15)          // ⌈5⌉·π = 15.7
        #expect(resolve(.rotary, length: 400).count == 12)           // 2π < 12
        #expect(resolve(.cylinder, length: 10_000).count == 30)
        #expect(resolve(.wheel, items: 7).count == 7)
        #expect(resolve(.linear, items: 7, placeholders: 3).count == 10)
        #expect(resolve(.rotary, items: 7, placeholders: 3).count == 7)   // wrapping: no placeholders shown
        #expect(resolve(.rotary, items: 7, placeholders: 3).placeholdersShown == 0)
        #expect(resolve(.linear, items: 7, placeholders: 3).placeholdersShown == 3)
    }

    @Test("radius defaults: rotary, cylinder and wheel formulas, and the degenerate counts")
    func radius() {
        // Cylinder, count 12, W = 200: (W/2)/tan(π/12) ≈ 373.2 (the spec's worked number).
        #expect(close(resolve(.cylinder, items: 12).radius, 100 / tan(.pi / 12)))
        #expect(close(resolve(.cylinder, items: 12).radius, 373.205, 1e-3))
        #expect(close(resolve(.rotary, items: 12).radius, 373.205, 1e-3))
        // count 1: tan(π) ≈ −0 ⇒ rotary W·s/2, cylinder 0.01; count 2: tan(π/2) huge ⇒ the same.
        #expect(close(resolve(.rotary, items: 1).radius, 100))
        #expect(close(resolve(.cylinder, items: 1).radius, 0.01))
        #expect(close(resolve(.rotary, items: 2).radius, 100))
        #expect(close(resolve(.cylinder, items: 2).radius, 0.01))
        // Wheel: W·s·count/arc, and the angle is the step arc/count.
        let wheel = resolve(.wheel, items: 12)
        #expect(close(wheel.radius, 200 * 12 / (2 * .pi)))
        #expect(close(wheel.angleStep, .pi / 6))
    }

    @Test("visible count (§1.6) for each family, capped at 30 and at N + P′")
    func visibleCount() {
        #expect(resolve(.linear, itemWidth: 42, length: 80).visibleItems == 4)       // ⌈80/42⌉ + 2
        #expect(resolve(.linear, itemWidth: 42, length: 85).visibleItems == 5)
        #expect(resolve(.linear, items: 2, itemWidth: 42, length: 80).visibleItems == 2)
        #expect(resolve(.linear, itemWidth: 1, length: 500).visibleItems == 30)
        #expect(resolve(.coverFlow, itemWidth: 40, length: 100).visibleItems == 12)  // ⌈100/10⌉ + 2
        #expect(resolve(.rotary, items: 12).visibleItems == 12)
        #expect(resolve(.invertedRotary, items: 12).visibleItems == 6)
        #expect(resolve(.invertedCylinder, items: 11).visibleItems == 6)
        #expect(resolve(.timeMachine).visibleItems == 30 && resolve(.custom, items: 9).visibleItems == 9)
        // Wheel: all slots while the ring's inner edge is within half the short side.
        let wheel = resolve(.wheel, items: 12, itemWidth: 20)          // r ≈ 38.2
        #expect(wheel.visibleItems == 12)
        let bigWheel = resolve(.wheel, items: 12, itemWidth: 20, shortSide: 30)   // 38.2 − 10 ≥ 15
        #expect(bigWheel.visibleItems == 7)                                    // ⌈12/2⌉ + 1
    }

    @Test("overrides replace defaults, the hook sees the overridden value, NaN is ignored")
    func overridesAndHook() {
        var options = CarouselOptions(overrides: [.spacing: 1.5])
        #expect(resolve(.coverFlow, options: options).spacing == 1.5)
        options.hook = { option, value in option == .spacing ? value * 2 : value }
        #expect(resolve(.coverFlow, options: options).spacing == 3)
        options[.wrap] = 1
        #expect(resolve(.linear, options: options).wrap)
        options[.visibleItems] = 3
        #expect(resolve(.linear, options: options).visibleItems == 3)
        let nan = CarouselOptions(overrides: [.tilt: .nan], hook: { option, value in option == .arc ? .nan : value })
        #expect(resolve(.coverFlow, options: nan).tilt == 0.9)
        #expect(resolve(.rotary, options: nan).arc == 2 * .pi)
        // An override of the visible count may exceed 30, but never N + P′.
        #expect(resolve(.linear, items: 100, options: CarouselOptions(overrides: [.visibleItems: 50])).visibleItems == 50)
        #expect(resolve(.linear, items: 10, options: CarouselOptions(overrides: [.visibleItems: 50])).visibleItems == 10)
    }

    @Test("alpha follows §1.4.2: fade beyond fadeMin/fadeMax over fadeRange down to fadeMinAlpha")
    func alpha() {
        let machine = resolve(.timeMachine)
        #expect(machine.alpha(forOffset: -3) == 1)
        #expect(machine.alpha(forOffset: 0) == 1)
        #expect(close(machine.alpha(forOffset: 0.25), 0.75))
        #expect(machine.alpha(forOffset: 1) == 0 && machine.alpha(forOffset: 2) == 0)
        let inverted = resolve(.invertedTimeMachine)
        #expect(close(inverted.alpha(forOffset: -0.4), 0.6) && inverted.alpha(forOffset: 5) == 1)
        let soft = resolve(.linear, options: CarouselOptions(overrides: [.fadeMax: 1, .fadeRange: 2, .fadeMinAlpha: 0.5]))
        #expect(close(soft.alpha(forOffset: 2), 0.75))     // f = 1: 1 − 1/2·0.5
        #expect(close(soft.alpha(forOffset: 9), 0.5))
        let sharp = resolve(.linear, options: CarouselOptions(overrides: [.fadeMax: 1, .fadeRange: 0]))
        #expect(sharp.alpha(forOffset: 1.5) == 0 && sharp.alpha(forOffset: 0.5) == 1)
    }
}
