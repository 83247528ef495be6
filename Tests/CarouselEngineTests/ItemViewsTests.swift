import Testing
@testable import CarouselEngine

@Suite("Placeholders, recycling pool, loaded views")
struct ItemViewsTests {
    @Test("odd placeholder counts map to distinct indexes 0..<P, left to right")
    func placeholderMapping() {
        let three = Placeholders(count: 3)
        #expect(three.leadingCount == 2 && three.trailingCount == 1 && three.firstIndex == -2)
        #expect(three.lastIndex(numberOfItems: 5) == 5)
        let mapped = [-2, -1, 5].map { three.placeholderIndex(forIndex: $0, numberOfItems: 5) }
        #expect(mapped == [0, 1, 2])
        #expect(three.placeholderIndex(forIndex: 0, numberOfItems: 5) == nil)
        #expect(three.placeholderIndex(forIndex: 6, numberOfItems: 5) == nil)
        #expect(three.placeholderIndex(forIndex: -3, numberOfItems: 5) == nil)
        let five = Placeholders(count: 5)
        let all = (-3...6).compactMap { five.placeholderIndex(forIndex: $0, numberOfItems: 5) }
        #expect(all == [0, 1, 2, 3, 4])
        #expect(Placeholders(count: -4).count == 0)
    }

    @Test("the pool keeps items and placeholders apart")
    func pool() {
        var pool = RecyclingPool<String>()
        pool.recycle("a", isPlaceholder: false)
        pool.recycle("p", isPlaceholder: true)
        #expect(pool.count == 2)
        #expect(pool.dequeue(isPlaceholder: true) == "p")
        #expect(pool.dequeue(isPlaceholder: true) == nil)
        #expect(pool.dequeue(isPlaceholder: false) == "a")
        pool.recycle("b", isPlaceholder: false)
        pool.removeAll()
        #expect(pool.count == 0)
    }

    @Test("each pool keeps at most its capacity; the rest are let go")
    func poolCapacity() {
        var pool = RecyclingPool<Int>(capacity: 2)
        for view in 0..<5 { pool.recycle(view, isPlaceholder: false) }
        pool.recycle(9, isPlaceholder: true)
        #expect(pool.count == 3 && pool.dequeue(isPlaceholder: false) == 1)
        #expect(RecyclingPool<Int>(capacity: -3).capacity == 0 && RecyclingPool<Int>().capacity == RecyclingPool<Int>.defaultCapacity)
    }

    @Test("views follow the placements: unloaded views are reused for new indexes")
    func loadedViews() {
        let layout = CarouselLayout(viewport: CellSize(columns: 80, rows: 24), itemSize: CellSize(columns: 40, rows: 10),
                                    itemPitch: 42, numberOfPlaceholders: 2)
        var views = LoadedItemViews<String>()
        var made: [(Int, String?)] = []
        func update(_ offset: Double) {
            views.update(to: layout.placements(of: carousel(10, at: offset))) { placement, reusable in
                made.append((placement.index, reusable))
                return "view \(placement.index)"
            }
        }
        update(0)
        #expect(views.indexes == [-1, 0, 1, 2])
        #expect(made.allSatisfy { $0.1 == nil } && made.count == 4)
        made.removeAll()
        update(1)
        #expect(views.indexes == [-1, 0, 1, 2] && made.isEmpty)   // the window cannot slide past −1
        update(2)
        #expect(views.indexes == [0, 1, 2, 3])
        #expect(made.count == 1 && made[0].0 == 3 && made[0].1 == nil)   // the placeholder's view is not reused for an item
        made.removeAll()
        update(3)
        #expect(views.indexes == [1, 2, 3, 4] && made.count == 1 && made[0].1 == "view 0")
        #expect(views[4] == "view 4" && views[0] == nil)
        views.replaceView(at: 4, with: "fresh")
        #expect(views[4] == "fresh" && views.pool.count == 2)
        views.removeAll()
        #expect(views.indexes.isEmpty && views.pool.count == 0)
    }
}
