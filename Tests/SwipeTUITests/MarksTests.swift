import Testing
@testable import SwipeTUI

@Suite("Marks (--multi)")
struct MarksTests {
    @Test("marks come back in the order they were made; unmarking and marking again puts an item last")
    func order() {
        var marks = Marks()
        for index in [5, 3, 9_000_000, 4096, 4095] { marks.insert(index) }
        marks.insert(5)
        #expect(marks.count == 5)
        #expect(marks.remove(3) == 3 && marks.remove(3) == nil)
        marks.insert(3)
        #expect(marks.inMarkingOrder == [5, 9_000_000, 4096, 4095, 3])
        #expect(marks.contains(9_000_000) && !marks.contains(8_999_999) && !marks.contains(-1) && !marks.contains(Int.max))
        marks.insert(-4)
        #expect(marks.count == 5, "an index that is no item's is never marked")
        marks.removeAll()
        #expect(marks.isEmpty && marks.inMarkingOrder.isEmpty && !marks.contains(5))
    }

    @Test("when the stamps would run out they are renumbered, the order kept")
    func renumbering() {
        var marks = Marks(firstStamp: UInt32.max - 2)
        for index in [7, 1, 70_000, 2, 9] { marks.insert(index) }
        marks.remove(1)
        marks.insert(1)
        #expect(marks.inMarkingOrder == [7, 70_000, 2, 9, 1])
        #expect(marks.count == 5)
    }

    @Test("a million marks, as select-all makes them, in order and all there")
    func many() {
        var marks = Marks()
        for index in stride(from: 999_999, through: 0, by: -1) { marks.insert(index) }
        #expect(marks.count == 1_000_000)
        #expect(marks.inMarkingOrder.first == 999_999 && marks.inMarkingOrder.last == 0)
        for index in 0..<500_000 { marks.remove(index) }
        #expect(marks.count == 500_000 && !marks.contains(499_999) && marks.contains(500_000))
    }
}
