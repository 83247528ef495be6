import CarouselEngine
import CellCanvas
import TerminalBackend
import TerminalHarness
import Testing
@testable import SwipeComponents
@testable import SwipeTUI

/// The library's embeddable view, driven the way a host program drives it.
@Suite("CarouselView")
struct CarouselViewTests {
    final class Letters: CarouselViewDataSource {
        var count: Int
        var asked: Set<Int> = []
        init(count: Int) { self.count = count }
        func numberOfItems(in carouselView: CarouselView) -> Int { count }
        func carouselView(_ carouselView: CarouselView, viewForItemAt index: Int, reusing reusable: (any ItemView)?) -> any ItemView {
            asked.insert(index)
            return Card(title: "Item \(index)", blocks: [.paragraph("body of \(index)")])
        }
    }

    final class Recorder: CarouselDelegate {
        var log: [String] = []
        var refused: Set<Int> = []
        func carouselCurrentItemIndexDidChange(_ carousel: Carousel) { log.append("index \(carousel.currentItemIndex)") }
        func carousel(_ carousel: Carousel, didSelectItemAt index: Int) { log.append("select \(index)") }
        func carouselShouldSelectItem(at index: Int) -> Bool { !refused.contains(index) }
    }

    static func key(_ key: Key, at time: Double) -> InputEvent { InputEvent(.key(KeyPress(key)), time: time) }
    static func mouse(_ button: MouseButton, _ action: MouseAction, _ column: Int, _ row: Int, at time: Double) -> InputEvent {
        InputEvent(.mouse(MouseEvent(button: button, action: action, column: column, row: row)), time: time)
    }

    /// Runs the view's motion to rest on a fake clock, 60 steps a second.
    static func settle(_ view: CarouselView, from start: Double) -> Double {
        var now = start
        while view.isAnimating && now < start + 10 {
            now += 1.0 / 60
            view.step(now: now)
        }
        return now
    }

    static let region = Rect(x: 10, y: 3, width: 80, height: 20)

    /// A view over `count` items with a recording delegate, drawn once into `region`. It
    /// keeps the data source and the delegate alive: the view holds them weakly.
    struct Fixture {
        let items: Letters
        let recorder = Recorder()
        let view = CarouselView()

        init(count: Int) {
            items = Letters(count: count)
            view.dataSource = items
            view.delegate = recorder
            view.reloadData()
            var buffer = CellBuffer(size: Size(columns: 100, rows: 30))
            view.draw(in: CarouselViewTests.region, on: &buffer)
        }
    }

    @Test("it draws only inside its region, and asks only for the cards on screen")
    func drawsInsideRegion() throws {
        let items = Letters(count: 1_000_000)
        let view = CarouselView()
        view.dataSource = items
        view.reloadData()
        var buffer = CellBuffer(size: Size(columns: 100, rows: 30), filling: Cell("x"))
        view.draw(in: Self.region, on: &buffer)
        for y in 0..<30 {
            for x in 0..<100 where !Self.region.contains(Point(x: x, y: y)) {
                #expect(buffer[x, y].grapheme == "x", "cell \(x),\(y) outside the region was drawn over")
            }
        }
        #expect(buffer.renderedText().contains("Item 0"))
        #expect(items.asked.count <= 5, "asked for \(items.asked.count) cards")
        #expect(GoldenFile.problem(with: buffer.renderedText(), goldenAt: Golden.path("carousel-view-region-100x30")) == nil)
    }

    @Test("keys move it and tell the delegate; Enter selects the centred item")
    func keysAndDelegate() {
        let fixture = Fixture(count: 5)
        let (view, recorder) = (fixture.view, fixture.recorder)
        #expect(view.handle(Self.key(.right, at: 1)))
        let rested = Self.settle(view, from: 1)
        #expect(view.currentItemIndex == 1)
        #expect(view.handle(Self.key(.enter, at: rested)))
        #expect(recorder.log == ["index 1", "select 1"])
        #expect(!view.handle(Self.key(.character("q"), at: rested)), "keys it does not use are the host's")
        recorder.refused = [1]
        #expect(view.handle(Self.key(.enter, at: rested)))
        #expect(recorder.log.last == "select 1" && recorder.log.count == 2, "the delegate refused the selection")
    }

    @Test("a click on the centred card selects it; presses outside the region are the host's")
    func mouse() {
        let fixture = Fixture(count: 5)
        let (view, recorder) = (fixture.view, fixture.recorder)
        #expect(!view.handle(Self.mouse(.left, .press, 2, 1, at: 1)), "outside the region")
        let center = Point(x: Self.region.x + Self.region.width / 2, y: Self.region.y + Self.region.height / 2)
        #expect(view.handle(Self.mouse(.left, .press, center.x, center.y, at: 2)))
        #expect(view.handle(Self.mouse(.left, .release, center.x, center.y, at: 2.05)))
        #expect(recorder.log == ["select 0"])
    }

    @Test("a drag inside the region moves the cards, telling the delegate; wheel notches glide to a later item")
    func dragAndWheel() {
        // With a delegate: the view reports the pager's events once the pager is no longer
        // borrowed (reporting while it is aborted on exclusive access).
        let fixture = Fixture(count: 20)
        let (view, recorder) = (fixture.view, fixture.recorder)
        let row = Self.region.y + 5
        _ = view.handle(Self.mouse(.left, .press, 80, row, at: 1))
        var time = 1.0
        for x in stride(from: 76, through: 20, by: -4) {
            time += 0.02
            _ = view.handle(Self.mouse(.left, .motion, x, row, at: time))
        }
        #expect(view.carousel.isDragging)
        _ = view.handle(Self.mouse(.left, .release, 20, row, at: time + 0.02))
        let rested = Self.settle(view, from: time + 0.02)
        #expect(view.currentItemIndex >= 2, "a 60-column fling passes more than one card")
        #expect(recorder.log.contains("index 1") && recorder.log.contains("index 2"))
        let before = view.currentItemIndex
        _ = view.handle(Self.mouse(.wheelDown, .press, 50, row, at: rested))
        _ = view.handle(Self.mouse(.wheelDown, .press, 50, row, at: rested + 0.01))
        _ = Self.settle(view, from: rested + 0.01)
        #expect(view.currentItemIndex > before)
    }

    @Test("reloadData picks up a new count and keeps the index inside it")
    func reload() {
        let items = Letters(count: 10)
        let view = CarouselView(type: .rotary)
        view.dataSource = items
        view.reloadData()
        view.scroll(toItem: 9, animated: false, now: 0)
        #expect(view.currentItemIndex == 9)
        items.count = 3
        view.reloadData()
        #expect(view.numberOfItems == 3)
        #expect((0..<3).contains(view.currentItemIndex))
        items.count = 0
        view.reloadData()
        var buffer = CellBuffer(size: Size(columns: 40, rows: 10))
        view.draw(in: buffer.bounds, on: &buffer)
        #expect(view.numberOfItems == 0)
        #expect(view.currentItemIndex == -1)
        #expect(buffer.renderedText().allSatisfy { $0 == " " || $0 == "\n" }, "nothing drawn for no items")
    }

    @Test("a click on a side card centres it without selecting; a click on it once centred selects it")
    func clickOnSideCard() {
        let fixture = Fixture(count: 5)
        let (view, recorder) = (fixture.view, fixture.recorder)
        // The linear layout puts item 1 right of the centred card, near the region's right edge.
        let side = Point(x: Self.region.x + Self.region.width - 5, y: Self.region.y + Self.region.height / 2)
        _ = view.handle(Self.mouse(.left, .press, side.x, side.y, at: 1))
        _ = view.handle(Self.mouse(.left, .release, side.x, side.y, at: 1.05))
        #expect(!recorder.log.contains { $0.hasPrefix("select") }, "a side card is not chosen by a click: \(recorder.log)")
        let rested = Self.settle(view, from: 1.05)
        #expect(view.currentItemIndex == 1)
        var buffer = CellBuffer(size: Size(columns: 100, rows: 30))
        view.draw(in: Self.region, on: &buffer)
        let center = Point(x: Self.region.x + Self.region.width / 2, y: Self.region.y + Self.region.height / 2)
        _ = view.handle(Self.mouse(.left, .press, center.x, center.y, at: rested + 0.1))
        _ = view.handle(Self.mouse(.left, .release, center.x, center.y, at: rested + 0.15))
        #expect(recorder.log.last == "select 1")
    }

    @Test("with reduced motion a key, a release and a click end at once on their card")
    func reducedMotion() {
        let items = Letters(count: 20)
        let view = CarouselView()
        view.animates = false
        view.dataSource = items
        view.reloadData()
        var buffer = CellBuffer(size: Size(columns: 100, rows: 30))
        view.draw(in: Self.region, on: &buffer)
        _ = view.handle(Self.key(.right, at: 1))
        #expect(view.currentItemIndex == 1 && !view.isAnimating)
        let row = Self.region.y + 5
        _ = view.handle(Self.mouse(.left, .press, 80, row, at: 2))
        var time = 2.0
        for x in stride(from: 76, through: 40, by: -4) {
            time += 0.02
            _ = view.handle(Self.mouse(.left, .motion, x, row, at: time))
        }
        #expect(!view.isAnimating, "a held drag needs no frames of its own")
        _ = view.handle(Self.mouse(.left, .release, 40, row, at: time + 0.02))
        #expect(!view.isAnimating, "the release settled at once")
        #expect(view.carousel.scrollOffset == view.carousel.scrollOffset.rounded())
    }

    /// Items whose cards say which version of the model they show.
    final class Versions: CarouselViewDataSource {
        var version = 1
        func numberOfItems(in carouselView: CarouselView) -> Int { 5 }
        func carouselView(_ carouselView: CarouselView, viewForItemAt index: Int, reusing reusable: (any ItemView)?) -> any ItemView {
            Card(title: "Item \(index) v\(version)", blocks: [])
        }
    }

    /// The style of the first cell of `text` in `buffer`, if it shows.
    static func style(of text: String, in buffer: CellBuffer) -> Style? {
        let rows = buffer.renderedText().split(separator: "\n", omittingEmptySubsequences: false)
        for (y, row) in rows.enumerated() {
            guard let range = row.range(of: text) else { continue }
            return buffer[row.distance(from: row.startIndex, to: range.lowerBound), y].style
        }
        return nil
    }

    @Test("reloadItem(at:animated:now:) cross-fades in 0.4 s: the old card fades out, the new one in, swapping half-way")
    func reloadItemCrossFade() throws {
        let items = Versions()
        let view = CarouselView()
        view.dataSource = items
        view.reloadData()
        var buffer = CellBuffer(size: Size(columns: 100, rows: 30))
        view.draw(in: Self.region, on: &buffer)
        let restingStyle = try #require(Self.style(of: "Item 0 v1", in: buffer))
        items.version = 2
        view.reloadItem(at: 0, animated: true, now: 1)
        #expect(view.isAnimating && view.itemView(at: 0).map { ($0 as? Card)?.title } == "Item 0 v2")
        var shown: [(time: Double, title: String, faded: Bool)] = []
        for time in [1.1, 1.19, 1.21, 1.3] {
            view.step(now: time)
            view.draw(in: Self.region, on: &buffer)
            let title = buffer.renderedText().contains("Item 0 v1") ? "v1" : buffer.renderedText().contains("Item 0 v2") ? "v2" : "none"
            let style = Self.style(of: "Item 0 v\(title.last ?? "?")", in: buffer)
            shown.append((time, title, style != restingStyle))
        }
        #expect(shown.map(\.title) == ["v1", "v1", "v2", "v2"] && shown.allSatisfy(\.faded))
        let rested = Self.settle(view, from: 1.3)
        #expect(rested < 1.45 && !view.isAnimating)
        view.draw(in: Self.region, on: &buffer)
        #expect(Self.style(of: "Item 0 v2", in: buffer) == restingStyle)
        // Not animated, or with reduced motion: the new card at once.
        items.version = 3
        view.reloadItem(at: 0, animated: false, now: 2)
        view.draw(in: Self.region, on: &buffer)
        #expect(!view.isAnimating && buffer.renderedText().contains("Item 0 v3"))
        view.animates = false
        items.version = 4
        view.reloadItem(at: 0, animated: true, now: 3)
        view.draw(in: Self.region, on: &buffer)
        #expect(!view.isAnimating && buffer.renderedText().contains("Item 0 v4"))
        // An item off screen is not asked for.
        view.reloadItem(at: 4, animated: true, now: 4)
        #expect(!view.isAnimating && view.itemView(at: 4) == nil)
    }

    @Test("toggle: cover flow 2's swing after a move, back to 0 at rest; always 0 for other types")
    func coverFlowToggle() {
        let items = Letters(count: 10)
        let view = CarouselView(type: .coverFlow2)
        view.dataSource = items
        view.reloadData()
        #expect(view.toggle == 0)
        var lowest = 0.0
        view.handle(Self.key(.right, at: 1))
        var now = 1.0
        while view.isAnimating && now < 5 {
            now += 1.0 / 60
            view.step(now: now)
            lowest = min(lowest, view.toggle)
            #expect(view.toggle >= -1 && view.toggle <= 1)
        }
        #expect(lowest < -0.5, "moving forward swings the toggle towards −1")
        #expect(view.toggle == 0 && view.currentItemIndex == 1)
        view.type = .coverFlow
        view.handle(Self.key(.right, at: now))
        while view.isAnimating && now < 10 {
            now += 1.0 / 60
            view.step(now: now)
            #expect(view.toggle == 0)
        }
    }

    @Test("carousel mode: Enter mid-scroll picks the item the status line names, where the scroll is going")
    func enterMidScrollPicksDestination() {
        let lines = LineSource()
        try? lines.append(Array((1...500).map { "\($0)\n" }.joined().utf8))
        lines.finish()
        var options = LaunchOptions()
        options.wraps = true
        var mode = CarouselMode(ScreenContext(source: FilteredSource(base: lines), options: options, colorEnabled: true, reload: nil))
        var buffer = CellBuffer(size: Size(columns: 100, rows: 30))
        mode.render(into: &buffer, status: StatusContent())
        mode.reveal(item: 424, at: 0)
        mode.step(now: 0.2)
        mode.render(into: &buffer, status: StatusContent())
        #expect(mode.isAnimating, "still on the way")
        #expect(buffer.renderedText().contains(" 425 / 500 "))
        #expect(mode.perform(.select, at: 0.2) == .pick(lines.fields(at: 424), index: 424))
    }
}
