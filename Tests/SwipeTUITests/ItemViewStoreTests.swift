import Testing
import CellCanvas
@testable import SwipeComponents
@testable import SwipeTUI

/// The one store of item views the components share: views by index, the reuse pool, and
/// cells kept by drawing key, size and context within a bounded number of cells.
@Suite("Item view store")
struct ItemViewStoreTests {
    /// Counts how often views were drawn.
    final class Counter {
        var draws = 0
    }

    /// A view that writes its name, counting its draws; its drawing key is its name, or none.
    struct Named: ItemView {
        let name: String
        let keyed: Bool
        let counter: Counter
        var layingOut = false
        func draw(in region: Rect, on buffer: inout CellBuffer, context: ItemContext) {
            counter.draws += 1
            buffer.write(name, x: region.x, y: region.y, style: context.isFocused ? .plain.adding(.bold) : .plain, clip: region)
        }
        var drawingKey: AnyHashable? { keyed ? name : nil }
        func isLayingOut(width: Int) -> Bool { layingOut }
    }

    static let style = Theme.standard(colorEnabled: true).card
    static let plain = ItemContext(isFocused: false, style: style)
    static let focused = ItemContext(isFocused: true, style: style)

    @Test("views leaving go to the pool and are offered to the next index loaded; placeholders have a pool of their own")
    func reuse() {
        let store = ItemViewStore()
        let counter = Counter()
        var offered: [String?] = []
        func load(_ index: Int, placeholder: Bool = false) {
            store.load(index, isPlaceholder: placeholder) { reusable in
                offered.append((reusable as? Named)?.name)
                return Named(name: "view \(index)", keyed: true, counter: counter)
            }
        }
        for index in [-1, 0, 1, 2] { load(index, placeholder: index < 0) }
        #expect(store.indexes == [-1, 0, 1, 2] && offered.allSatisfy { $0 == nil })
        load(1)
        #expect(offered.count == 4, "a loaded index keeps its view")
        store.unload(keeping: [1, 2])
        #expect(store.indexes == [1, 2] && store.pooledCount == 2 && store[0] == nil)
        load(3)
        #expect(offered.last == "view 0", "the item's view, not the placeholder's")
        load(-2, placeholder: true)
        #expect(offered.last == "view -1")
        store.unload(2)
        store.shiftIndexes(from: 1, by: 1)
        #expect(store.indexes == [-2, 2, 4] && (store[4] as? Named)?.name == "view 3")
        store.removeAll()
        #expect(store.indexes.isEmpty && store.pooledCount == 0)
    }

    @Test("a view with a drawing key is drawn once per size and context and copied after; a new key draws again")
    func keyedViewsAreCopied() {
        let store = ItemViewStore()
        let counter = Counter()
        let view = Named(name: "Earth", keyed: true, counter: counter)
        let first = store.cells(for: view, size: Size(columns: 8, rows: 2), context: Self.plain)
        let second = store.cells(for: Named(name: "Earth", keyed: true, counter: counter), size: Size(columns: 8, rows: 2),
                                 context: Self.plain)
        #expect(counter.draws == 1 && store.draws == 1 && store.copies == 1 && first == second)
        #expect(first.renderedText() == "Earth   \n        ")
        _ = store.cells(for: view, size: Size(columns: 9, rows: 2), context: Self.plain)
        _ = store.cells(for: view, size: Size(columns: 8, rows: 2), context: Self.focused)
        #expect(counter.draws == 3, "another size, another context")
        _ = store.cells(for: Named(name: "Mars", keyed: true, counter: counter), size: Size(columns: 8, rows: 2), context: Self.plain)
        #expect(counter.draws == 4)
        store.forgetCells()
        _ = store.cells(for: view, size: Size(columns: 8, rows: 2), context: Self.plain)
        #expect(counter.draws == 5 && store.keptCellCount == 16)
    }

    @Test("a view without a drawing key, or still laying out, is drawn every time")
    func unkeyedViewsAreDrawnEachTime() {
        let store = ItemViewStore()
        let counter = Counter()
        let unkeyed = Named(name: "Venus", keyed: false, counter: counter)
        for _ in 0..<3 { _ = store.cells(for: unkeyed, size: Size(columns: 8, rows: 2), context: Self.plain) }
        #expect(counter.draws == 3 && store.copies == 0 && store.keptCellCount == 0)
        var laying = Named(name: "Jupiter", keyed: true, counter: counter)
        laying.layingOut = true
        for _ in 0..<2 { _ = store.cells(for: laying, size: Size(columns: 8, rows: 2), context: Self.plain) }
        #expect(counter.draws == 5 && store.keptCellCount == 0)
    }

    @Test("past its limit the store lets the cells used longest ago go, and never keeps more than the limit")
    func boundedEviction() {
        let store = ItemViewStore(cellLimit: 100)
        let counter = Counter()
        let size = Size(columns: 5, rows: 2)
        let views = "abcdefghijk".map { Named(name: String($0), keyed: true, counter: counter) }
        func cells(_ index: Int) { _ = store.cells(for: views[index], size: size, context: Self.plain) }
        for index in 0..<10 { cells(index) }
        cells(0)
        #expect(counter.draws == 10 && store.keptCellCount == 100)
        cells(10)
        #expect(store.keptCellCount <= 100)
        cells(0)
        cells(5)
        #expect(counter.draws == 11, "a was used lately and f is newer than b to e: both stay")
        cells(1)
        #expect(counter.draws == 12, "b, used longest ago, went")
        _ = store.cells(for: Named(name: "huge", keyed: true, counter: counter), size: Size(columns: 20, rows: 6), context: Self.plain)
        #expect(store.keptCellCount <= 100, "cells larger than the limit are not kept")
    }

    /// A view whose name, and so its drawing key, changes in place (a class view, as a
    /// picture that finishes decoding changes its key without a reload).
    final class Renamable: ItemView {
        var name: String
        let counter: Counter
        init(name: String, counter: Counter) {
            self.name = name
            self.counter = counter
        }
        func draw(in region: Rect, on buffer: inout CellBuffer, context: ItemContext) {
            counter.draws += 1
            buffer.write(name, x: region.x, y: region.y, style: .plain, clip: region)
        }
        var drawingKey: AnyHashable? { name }
    }

    @Test("a view asked for again at its index gets its last cells, unless its key, size or context changed")
    func lastCellsAtAnIndex() {
        let store = ItemViewStore()
        let counter = Counter()
        let view = Renamable(name: "Earth", counter: counter)
        store.load(0) { _ in view }
        let size = Size(columns: 8, rows: 1)
        func text(_ context: ItemContext = Self.plain, size: Size = size) -> String {
            store.cells(for: view, at: 0, size: size, context: context).renderedText()
        }
        #expect(text() == "Earth   ")
        #expect(text() == "Earth   " && counter.draws == 1 && store.copies == 1)
        view.name = "Mars"
        #expect(text() == "Mars    ", "the same index, another key: drawn again")
        #expect(counter.draws == 2)
        _ = text(Self.focused)
        _ = text(size: Size(columns: 9, rows: 1))
        #expect(counter.draws == 4)
        store.forgetCells()
        #expect(text() == "Mars    " && counter.draws == 5, "forgotten cells are drawn again")
        store.unload(keeping: [])
        store.load(0) { _ in view }
        view.name = "Venus"
        #expect(text() == "Venus   " && counter.draws == 6)
    }

}
