import CarouselEngine
import CellCanvas

/// When the carousel mode gives items small single-line cards, and how wide: lines (stdin,
/// `--read0`, `--delimiter`) in the linear type with no card size and no `--preview` (whose
/// output needs a body) get cards three rows tall, stacked vertically, as wide as nearly
/// all of their lines.
enum SingleLineCards {
    /// Items looked at to size the cards, spread over the whole input.
    static let sampleSize = 2048

    /// Whether `source`'s items, shown with `options`, get single-line cards.
    static func apply(to source: CardSource, options: LaunchOptions) -> Bool {
        source.itemsAreSingleLines && options.type == .linear && options.preview == nil
            && options.geometry.itemWidth == nil && options.geometry.itemHeight == nil
    }

    /// The width, in columns, that 95 % of a sample of the titles fit in (at least one):
    /// a few very long lines do not make every card wide.
    static func width(of source: CardSource) -> Int {
        let count = source.count
        guard count > 0 else { return 1 }
        let step = max(count / sampleSize, 1)
        let widths = stride(from: 0, to: count, by: step).prefix(sampleSize)
            .map { DisplayWidth.of(source.card(at: $0).title) }.sorted()
        return max(widths[(widths.count * 95 + 99) / 100 - 1], 1)
    }
}
