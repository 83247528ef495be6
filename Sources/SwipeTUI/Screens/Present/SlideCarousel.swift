import CarouselEngine
import CellCanvas
import SwipeComponents

/// A 3D transition's two slides as the two items of a carousel the size of the screen:
/// the old slide at offset 0, the new one at offset 1 (going back, the new one before
/// the old), and the carousel scrolled between them by the transition's progress. The
/// engine places them as its type does for cards and `CarouselCards` draws them through
/// the same projection as the carousel's cards: each slide laid out again at the size
/// its quad gives it, then rasterized through the quad. It keeps the slides' cells for
/// the sizes it has drawn them at, so make one per transition.
struct SlideCarousel {
    /// The type the slides move as.
    let type: CarouselType
    private let cards: CarouselCards

    /// Slides moving as `type` does, drawn in `theme`'s focused look (both are slides, not
    /// a focused card and its neighbour), their pictures as `pictures` says.
    init(type: CarouselType, theme: Theme, colorEnabled: Bool, pictures: PictureDisplay = PictureDisplay()) {
        self.type = type
        var look = theme
        look.card = theme.focusedCard
        var cards = CarouselCards(theme: look, configuration: Self.configuration(for: type), isColorEnabled: colorEnabled)
        cards.pictures = pictures
        self.cards = cards
    }

    /// The carousel's configuration for two screen-sized items: no wrapping (two items
    /// would meet round the back), and the circular types on four slots, a quarter turn
    /// apart, so the cylinder is a cube and the rotary's ring turns a quarter.
    static func configuration(for type: CarouselType) -> CarouselConfiguration {
        var options = CarouselOptions(overrides: [.wrap: 0])
        if type.isCircular { options[.count] = 4 }
        return CarouselConfiguration(type: type, options: options)
    }

    /// Draws the frame at `progress` (0: the old slide shown, 1: the new one) in `region`
    /// of `buffer`, `forward` moving the new slide in from the right.
    func draw(old: SlideView, new: SlideView, progress: Double, forward: Bool, in region: Rect, on buffer: inout CellBuffer) {
        buffer.fill(region, with: .blank)
        guard region.width > 0, region.height > 0 else { return }
        let size = CellSize(columns: Double(region.width), rows: Double(region.height))
        let layout = CarouselLayout(configuration: cards.configuration, viewport: size, itemSize: size,
                                    itemPitch: Double(region.width))
        let clamped = min(max(progress, 0), 1)
        let carousel = Carousel(numberOfItems: 2, scrollOffset: forward ? clamped : 1 - clamped)
        let slides = forward ? [old, new] : [new, old]
        _ = cards.drawItems(of: carousel, using: layout, viewAt: { slides.indices.contains($0.index) ? slides[$0.index] : nil },
                            in: region, on: &buffer)
    }
}
