import Testing
import CarouselEngine
import CellCanvas
@testable import SwipeComponents

/// A component lays its frame out again when what a view shows changes, though its frame,
/// motion and focus stay as they were: the views' drawing keys are compared once nothing
/// cheaper tells the frames apart, at rest and in the middle of a glide alike. A frame kept
/// past such a change would show the old content.
@Suite("Fresh frames")
struct FreshFrameTests {
    /// The words the views show, changed under them as a program's model would be.
    final class Board: CarouselViewDataSource, SwipeViewDataSource, PageScrollViewDataSource, SwipeTableViewDataSource {
        var word = "alpha"
        func numberOfItems(in carouselView: CarouselView) -> Int { 12 }
        func carouselView(_ carouselView: CarouselView, viewForItemAt index: Int, reusing reusable: (any ItemView)?) -> any ItemView {
            Word(board: self)
        }
        func numberOfItems(in swipeView: SwipeView) -> Int { 12 }
        func swipeView(_ swipeView: SwipeView, viewForItemAt index: Int, reusing reusable: (any ItemView)?) -> any ItemView {
            Word(board: self)
        }
        func numberOfPages(in pageScrollView: PageScrollView) -> Int { 12 }
        func pageScrollView(_ pageScrollView: PageScrollView, viewForPageAt index: Int, reusing reusable: (any ItemView)?) -> any ItemView {
            Word(board: self)
        }
        func pageScrollView(_ pageScrollView: PageScrollView, titleForPageAt index: Int) -> String { "page" }
        func numberOfPages(in tableView: SwipeTableView) -> Int { 3 }
        func swipeTableView(_ tableView: SwipeTableView, titleForPage page: Int) -> String { "tab" }
        func swipeTableView(_ tableView: SwipeTableView, viewForPage page: Int, reusing reusable: (any ItemView)?) -> any ItemView {
            Word(board: self)
        }
    }

    /// A view showing the board's word, keyed by it: the same view, its content changed.
    struct Word: ItemView {
        let board: Board
        func draw(in region: Rect, on buffer: inout CellBuffer, context: ItemContext) {
            context.drawFrame(title: board.word, in: region, on: &buffer)
        }
        var drawingKey: AnyHashable? { board.word }
    }

    static let region = Rect(x: 0, y: 0, width: 100, height: 30)

    static func drawn(_ component: some Component) -> String {
        var buffer = CellBuffer(size: region.size)
        component.draw(in: region, on: &buffer)
        return buffer.renderedText()
    }

    /// Draws `component` (laid out by `start`), changes the word, and draws it again with no
    /// step between (so with nothing else changed); then once more after a step at the same
    /// time. Each draw must show the word as it is.
    static func expectFreshFrames(_ component: some Component, board: Board, start: (Double) -> Void,
                                  sourceLocation: SourceLocation = #_sourceLocation) {
        start(0.05)
        let first = drawn(component)
        #expect(first.contains("alpha") && !first.contains("omega"), sourceLocation: sourceLocation)
        board.word = "omega"
        let changed = drawn(component)
        #expect(changed.contains("omega") && !changed.contains("alpha"), "the draw after the change shows it",
                sourceLocation: sourceLocation)
        board.word = "gamma"
        component.step(now: 0.05)
        let stepped = drawn(component)
        #expect(stepped.contains("gamma") && !stepped.contains("omega"), "a step at the same time shows it",
                sourceLocation: sourceLocation)
    }

    @Test("CarouselView: a view's new content shows at rest and mid-glide, its motion unchanged",
          arguments: [false, true])
    func carouselView(moving: Bool) {
        let board = Board()
        let view = CarouselView(type: .coverFlow)
        view.dataSource = board
        view.reloadData()
        view.frame = Self.region
        Self.expectFreshFrames(view, board: board) { now in
            if moving { view.scroll(toItem: 4, duration: 1, now: 0) }
            view.step(now: now)
            #expect(view.isAnimating == moving)
        }
    }

    @Test("SwipeView: a view's new content shows at rest and mid-glide, its motion unchanged", arguments: [false, true])
    func swipeView(moving: Bool) {
        let board = Board()
        let view = SwipeView(itemsPerPage: 2)
        view.dataSource = board
        view.reloadData()
        view.frame = Self.region
        Self.expectFreshFrames(view, board: board) { now in
            if moving { view.scroll(toPage: 3, now: 0) }
            view.step(now: now)
            #expect(view.isAnimating == moving)
        }
    }

    @Test("PageScrollView: a page's new content shows at rest and mid-glide, the deck unchanged", arguments: [false, true])
    func pageScrollView(moving: Bool) {
        let board = Board()
        let view = PageScrollView()
        view.dataSource = board
        view.reloadData()
        view.frame = Self.region
        Self.expectFreshFrames(view, board: board) { now in
            if moving { view.scroll(toPage: 3, now: 0) }
            view.step(now: now)
            #expect(view.isAnimating == moving)
        }
    }

    /// A view that loads what it shows as it is first drawn, which changes its drawing key.
    final class Loading: ItemView {
        var isLoaded = false
        func loadContent(size: Size, context: ItemContext) { isLoaded = true }
        func draw(in region: Rect, on buffer: inout CellBuffer, context: ItemContext) {
            context.drawFrame(title: isLoaded ? "loaded" : "empty", in: region, on: &buffer)
        }
        var drawingKey: AnyHashable? { isLoaded }
    }

    final class LoadingViews: CarouselViewDataSource {
        func numberOfItems(in carouselView: CarouselView) -> Int { 12 }
        func carouselView(_ carouselView: CarouselView, viewForItemAt index: Int, reusing reusable: (any ItemView)?) -> any ItemView {
            Loading()
        }
    }

    @Test("a view whose key changes as it is drawn keeps the key it has after: the draws that follow the step lay nothing out")
    func keyChangedByDrawing() {
        let views = LoadingViews()
        let view = CarouselView(type: .coverFlow)
        view.dataSource = views
        view.reloadData()
        view.frame = Self.region
        view.step(now: 0)
        let draws = view.store.draws
        #expect(draws > 0)
        let first = Self.drawn(view), second = Self.drawn(view)
        #expect(first == second && first.contains("loaded") && !first.contains("empty"))
        #expect(view.store.draws == draws, "nothing drawn again: the frame was composed with the keys after drawing")
    }

    @Test("SwipeTableView: a page's new content shows, the tabs unchanged")
    func swipeTableView() {
        let board = Board()
        let view = SwipeTableView(animates: false)
        view.dataSource = board
        view.reloadData()
        view.frame = Self.region
        Self.expectFreshFrames(view, board: board) { now in view.step(now: now) }
    }
}
