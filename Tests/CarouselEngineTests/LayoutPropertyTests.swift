import TerminalHarness
import Testing
@testable import CarouselEngine

@Suite("Layout properties over random options and sizes")
struct LayoutPropertyTests {
    /// A value from a list of awkward choices or, half the time, a random one in `range`.
    static func pick(_ awkward: [Double], _ range: ClosedRange<Double>, using rng: inout SeededGenerator) -> Double {
        Bool.random(using: &rng) ? awkward.randomElement(using: &rng)! : Double.random(in: range, using: &rng)
    }

    static func randomOptions(using rng: inout SeededGenerator) -> CarouselOptions {
        var options = CarouselOptions()
        let choices: [(CarouselOption, [Double], ClosedRange<Double>)] = [
            (.wrap, [0, 1], 0...1), (.showBackfaces, [0, 1], 0...1), (.spacing, [0, -1, 1e-9, 1e6], -3...3),
            (.tilt, [0, 1, -1, 10], -2...2), (.arc, [0, .pi, 2 * .pi, 100, .infinity], -10...10),
            (.count, [0, 1, 2, 3, 1e12, -5], 0...40), (.radius, [0, -1, 1e12, .infinity], -500...500),
            (.angle, [0, .pi / 2, .nan], -4...4), (.visibleItems, [0, 1, 1e15, -3], 0...60),
            (.fadeMin, [-.infinity, 0, .nan], -3...0), (.fadeMax, [.infinity, 0], 0...3),
            (.fadeRange, [0, -1, .infinity], 0...3), (.fadeMinAlpha, [0, 1, 2, -1], 0...1),
            (.offsetMultiplier, [0, .infinity], -3...3),
        ]
        for (option, awkward, range) in choices where Bool.random(using: &rng) {
            options[option] = pick(awkward, range, using: &rng)
        }
        return options
    }

    @Test("no NaN or infinity, indexes in range, a permutation of z orders, finite quads", arguments: 0..<4)
    func randomLayouts(seed: UInt64) {
        var rng = SeededGenerator(seed: 0x5eed + seed)
        for _ in 0..<300 {
            let type = CarouselType.allCases.randomElement(using: &rng)!
            let tiny = Bool.random(using: &rng)
            let viewport = tiny ? CellSize(columns: 1, rows: 1)
                : CellSize(columns: Double.random(in: 0...400, using: &rng).rounded(), rows: Double.random(in: 0...120, using: &rng).rounded())
            let item = CellSize(columns: Self.pick([0, -5, 1, 1e6], 0...80, using: &rng), rows: Self.pick([0, 1], 0...40, using: &rng))
            let configuration = CarouselConfiguration(
                type: type, options: Self.randomOptions(using: &rng),
                cameraDistance: Self.pick([0, -1, .infinity, .nan, 1e-6, 0.4], 0.5...10, using: &rng),
                contentOffset: Vector2(x: Self.pick([0, .nan], -20...20, using: &rng), y: Double.random(in: -5...5, using: &rng)),
                viewpointOffset: Vector2(x: Self.pick([0, .infinity], -50...50, using: &rng), y: Double.random(in: -50...50, using: &rng)),
                isVertical: Bool.random(using: &rng),
                cellAspectRatio: Self.pick([2, 0, -1, .nan], 0.5...3, using: &rng),
                customTransform: { offset in .translation(x: offset * 10, z: -abs(offset) * 5).rotated(aboutY: offset) })
            let layout = CarouselLayout(configuration: configuration, viewport: viewport, itemSize: item,
                                        itemPitch: Bool.random(using: &rng) ? nil : Self.pick([0, -3, .nan], 0...100, using: &rng),
                                        numberOfPlaceholders: Int.random(in: 0...5, using: &rng))
            let count = [0, 1, 2, 3, 7, 12, 1000, 10_000_000].randomElement(using: &rng)!
            var carousel = Carousel(numberOfItems: count, isWrapEnabled: layout.isWrapEnabled)
            _ = carousel.setScrollOffset(Double.random(in: -2...Double(count) + 2, using: &rng))
            let toggle = CoverFlowToggle(value: Double.random(in: -1...1, using: &rng),
                                         isInFreeMotion: Bool.random(using: &rng))
            let placements = layout.placements(of: carousel, toggle: toggle)
            let options = layout.resolvedOptions(numberOfItems: count)
            let label = "\(type) \(viewport) \(item) N=\(count)"

            #expect(placements.count <= options.visibleItems, "\(label)")
            #expect(Set(placements.map(\.index)).count == placements.count, "\(label)")
            #expect(placements.map(\.zOrder) == Array(0..<placements.count), "\(label)")
            for p in placements {
                let inRange = (0..<count).contains(p.index)
                #expect(inRange == (p.placeholderIndex == nil), "\(label) index \(p.index)")
                if let placeholder = p.placeholderIndex {
                    #expect((0..<layout.numberOfPlaceholders).contains(placeholder), "\(label)")
                }
                #expect(p.offset.isFinite && p.center.isFinite && p.depth.isFinite && p.facing.isFinite, "\(label)")
                #expect(p.alpha > 0 && p.alpha <= 1, "\(label) alpha \(p.alpha)")
                #expect(p.quad.isFinite && p.scale.isFinite && p.scale > 0, "\(label) \(p.quad)")
                #expect(p.transform.isFinite, "\(label)")
            }
        }
    }

    @Test("a 1×1 terminal lays out every type")
    func tinyTerminal() {
        for type in CarouselType.allCases {
            for vertical in [false, true] {
                let layout = CarouselLayout(configuration: CarouselConfiguration(type: type, isVertical: vertical),
                                            viewport: CellSize(columns: 1, rows: 1), itemSize: CellSize(columns: 1, rows: 1))
                var carousel = Carousel(numberOfItems: 5, isWrapEnabled: layout.isWrapEnabled)
                _ = carousel.setScrollOffset(2.5)
                let placements = layout.placements(of: carousel)
                #expect(!placements.isEmpty, "\(type)")
                #expect(placements.allSatisfy { $0.quad.isFinite && (0..<5).contains($0.index) }, "\(type)")
            }
        }
    }
}
