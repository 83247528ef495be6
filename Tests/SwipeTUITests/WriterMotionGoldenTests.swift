import CarouselEngine
import CellCanvas
import TerminalBackend
import TerminalHarness
import Testing
@testable import SwipeComponents
@testable import SwipeTUI

@Suite("The writer's bytes for a carousel in motion")
struct WriterMotionGoldenTests {
    final class Deck: CarouselViewDataSource {
        let cards: CardSource
        init(cards: CardSource) { self.cards = cards }
        func numberOfItems(in carouselView: CarouselView) -> Int { cards.count }
        func carouselView(_ carouselView: CarouselView, viewForItemAt index: Int, reusing reusable: (any ItemView)?) -> any ItemView { cards.card(at: index) }
    }

    /// The bytes of the first paint and of four frames of one → (a 0.4 s scroll), with xterm's terminfo.
    static func motionBytes(type: CarouselType) throws -> String {
        let deck = Deck(cards: try DemoDeck.load())
        let view = CarouselView(type: type)
        view.dataSource = deck
        view.reloadData()
        var writer = FrameWriter(capabilities: .xterm256)
        var buffer = CellBuffer(size: Size(columns: 100, rows: 30))
        var text = ""
        view.draw(in: buffer.bounds, on: &buffer)
        text += "== first paint\n" + GoldenFile.visible(writer.bytes(for: buffer)) + "\n"
        view.scroll(byNumberOfItems: 1, now: 0)
        for time in [0.1, 0.2, 0.3, 0.4] {
            view.step(now: time)
            view.draw(in: buffer.bounds, on: &buffer)
            let bytes = writer.bytes(for: buffer)
            text += "== t = \(time) s: \(bytes.count) bytes for \(writer.lastChangedCells) changed cells\n"
                + GoldenFile.visible(bytes) + "\n"
        }
        return text
    }

    @Test("linear and cover flow: the bytes of a move stay as they are (a golden; regressions show here)",
          arguments: [CarouselType.linear, .coverFlow])
    func motionGolden(_ type: CarouselType) throws {
        let text = try Self.motionBytes(type: type)
        #expect(GoldenFile.problem(with: text, goldenAt: Golden.path("writer-motion-\(type.name)-100x30")) == nil)
    }
}
