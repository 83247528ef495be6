import Testing
@testable import CarouselEngine

@Suite("Deck: reuse pool keyed by identifier")
struct DeckReusePoolTests {
    @Test("views come back only under their own identifier, most recent first")
    func keyed() {
        var pool = PageReusePool<String>()
        pool.enqueue("a1", reuseIdentifier: "a")
        pool.enqueue("b1", reuseIdentifier: "b")
        pool.enqueue("a2", reuseIdentifier: "a")
        #expect(pool.count(for: "a") == 2 && pool.count(for: "b") == 1)
        #expect(pool.dequeue(reuseIdentifier: "a") == "a2")
        #expect(pool.dequeue(reuseIdentifier: "c") == nil)
        #expect(pool.dequeue(reuseIdentifier: "b") == "b1")
        #expect(pool.dequeue(reuseIdentifier: "b") == nil)
    }

    @Test("each identifier keeps at most four; the rest are let go")
    func capped() {
        var pool = PageReusePool<Int>()
        let kept = (0..<6).map { pool.enqueue($0, reuseIdentifier: "page") }
        #expect(kept == [true, true, true, true, false, false])
        #expect(pool.count(for: "page") == 4)
        let keptOther = pool.enqueue(9, reuseIdentifier: "other")
        #expect(keptOther)
        pool.removeAll()
        #expect(pool.count(for: "page") == 0 && pool.count(for: "other") == 0)
        var none = PageReusePool<Int>(capacity: -2)
        let keptNone = none.enqueue(1, reuseIdentifier: "x")
        #expect(!keptNone && none.capacity == 0)
    }
}
