import CarouselEngine
import Testing
@testable import CellCanvas

@Suite("Carousel goldens: every type projected to text")
struct CarouselGoldenTests {
    static let viewport = CellSize(columns: 100, rows: 30)
    static let card = CellSize(columns: 36, rows: 13)
    static let offsets = [0.0, 0.5, 2.25]

    /// The custom type's transform in the goldens: a stair stepping right and down.
    static let stairs: @Sendable (Double) -> Transform3D = { offset in
        .translation(x: offset * 30, y: offset * 8, z: -abs(offset) * 20)
    }

    static func frames(for type: CarouselType, isVertical: Bool = false) -> String {
        let configuration = CarouselConfiguration(type: type, isVertical: isVertical,
                                                  customTransform: type == .custom ? stairs : nil)
        let layout = CarouselLayout(configuration: configuration, viewport: viewport, itemSize: card,
                                    itemPitch: isVertical ? nil : card.columns + 2)
        let frame = ProjectedFrame(layout: layout)
        return offsets.map { offset in
            var carousel = Carousel(numberOfItems: ProjectedFrame.deck.count, isWrapEnabled: layout.isWrapEnabled)
            _ = carousel.setScrollOffset(offset)
            let text = frame.render(carousel).renderedText()
            return "── \(type.name)\(isVertical ? " (vertical)" : "") at offset \(offset) ──\n" + text
        }.joined(separator: "\n")
    }

    @Test("each type at offsets 0, 0.5 and 2.25 matches its golden", arguments: CarouselType.allCases)
    func golden(type: CarouselType) {
        let problem = Golden.problem(with: Self.frames(for: type), golden: "type-\(type.name)")
        #expect(problem == nil, "\(problem ?? "")")
    }

    @Test("vertical variants match their goldens", arguments: [CarouselType.linear, .cylinder, .wheel, .coverFlow])
    func verticalGolden(type: CarouselType) {
        let problem = Golden.problem(with: Self.frames(for: type, isVertical: true), golden: "vertical-\(type.name)")
        #expect(problem == nil, "\(problem ?? "")")
    }
}
