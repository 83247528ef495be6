import CarouselEngine
import CellCanvas
import SwipeTUI

/// Issue 13's figures: what a typical slide costs to render (parsed by libcmark-gfm, laid
/// out at a card's size, drawn), and a frame of such slides once their cells are cached.
enum MarkdownBench {
    /// A typical slide: a heading and subtitle, a paragraph with emphasis and code, a
    /// nested list, a table, a code block and a quote.
    static let slide = """
        # Physics
        ## every move is a curve

        A **drag** follows the pointer cell by cell; a *fling* keeps its speed and `decelerates`.

        1. Drag
        2. Fling
           - decelerate
           - snap to the nearest card
        3. Rest

        | Type | Items | Frame |
        |:-----|:-----:|------:|
        | linear | 10 | 24 µs |
        | cover flow | 10 | 627 µs |

        ```swift
        view.scroll(toItem: 3, duration: 0.4)
        ```

        > Motion that looks right is motion that is right.
        """

    static func run() {
        print("markdown (a typical slide: heading, subtitle, emphasis, nested list, table, code, quote), µs:")
        var sink = 0
        let parse = Stopwatch.perCall(iterations: 2_000) {
            sink &+= MarkdownDeck.items(from: slide).count
        }
        let card = MarkdownDeck.items(from: slide)[0].card
        let style = Theme.standard(colorEnabled: true).focusedCard
        var buffer = CellBuffer(size: Size(columns: 56, rows: 24))
        let layout = Stopwatch.perCall(iterations: 2_000) {
            CardView(title: card.title, blocks: card.blocks, style: style, subtitle: card.subtitle, showsPosition: true)
                .draw(in: buffer.bounds, on: &buffer)
        }
        var wide = CellBuffer(size: Size(columns: 96, rows: 40))
        let layoutWide = Stopwatch.perCall(iterations: 2_000) {
            CardView(title: card.title, blocks: card.blocks, style: style, subtitle: card.subtitle, showsPosition: true)
                .draw(in: wide.bounds, on: &wide)
        }
        // A linear frame of such slides at rest: every card's cells come from the cache.
        let cards = (0..<10).map { _ in card }
        let pipeline = CarouselCards(theme: .standard(colorEnabled: true))
        let carousel = Carousel(numberOfItems: cards.count)
        var frame = CellBuffer(size: Size(columns: 200, rows: 59))
        let cached = Stopwatch.perCall(iterations: 2_000) {
            sink &+= pipeline.drawItems(of: carousel, viewAt: { cards[$0.index] }, in: frame.bounds, on: &frame).count
        }
        print("  parse + render (libcmark-gfm → blocks)".rightPadded(to: 52) + format(parse * 1e6).leftPadded(to: 9))
        print("  lay out + draw at 56×24".rightPadded(to: 52) + format(layout * 1e6).leftPadded(to: 9))
        print("  lay out + draw at 96×40".rightPadded(to: 52) + format(layoutWide * 1e6).leftPadded(to: 9))
        print("  200×60 linear frame of them, cells cached per size".rightPadded(to: 52) + format(cached * 1e6).leftPadded(to: 9)
              + (sink > 0 ? "" : "?"))
        print("")
    }
}
