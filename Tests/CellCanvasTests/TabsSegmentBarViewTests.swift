import Testing
@testable import CellCanvas

@Suite("Tabs: segment bar view")
struct TabsSegmentBarViewTests {
    /// Labels made on demand, counting how many were asked for.
    final class Reads: @unchecked Sendable {
        var indexes: [Int] = []
    }

    struct CountingLabels: RandomAccessCollection {
        let count: Int
        let reads: Reads
        var startIndex: Int { 0 }
        var endIndex: Int { count }
        subscript(index: Int) -> String {
            reads.indexes.append(index)
            return " tab \(index) "
        }
    }

    static func bar(_ labels: CountingLabels, scroll: Int) -> SegmentBarView<CountingLabels> {
        let starts = (0..<labels.count).map { $0 * 11 }
        return SegmentBarView(labels: labels, starts: starts, activeIndex: 0, scroll: scroll, underline: (0, 10),
                              labelStyle: .plain, activeStyle: .plain, ruleStyle: .plain, underlineStyle: .plain)
    }

    @Test("with 100 000 labels a frame reads only the labels in view, wherever the bar is scrolled")
    func readsOnlyVisibleLabels() {
        let reads = Reads()
        let labels = CountingLabels(count: 100_000, reads: reads)
        var buffer = CellBuffer(size: Size(columns: 40, rows: 2))
        let drawn = Self.bar(labels, scroll: 550_005).draw(in: Rect(x: 0, y: 0, width: 40, height: 2), on: &buffer)
        #expect(reads.indexes == Array(50_000...50_004))
        // Each label's visible cells: the first cut at the left edge, the last at the right.
        #expect(drawn.map(\.label) == Array(50_000...50_004))
        #expect(drawn.first?.cells == Rect(x: 0, y: 0, width: 6, height: 1) && drawn.last?.cells == Rect(x: 39, y: 0, width: 1, height: 1))
        #expect(buffer.renderedText().hasPrefix("50000  tab 50001  tab 50002  tab 50003  "))
        reads.indexes = []
        Self.bar(labels, scroll: 0).draw(in: Rect(x: 0, y: 0, width: 40, height: 2), on: &buffer)
        #expect(reads.indexes == Array(0...3))
        reads.indexes = []
        Self.bar(labels, scroll: 1_099_985).draw(in: Rect(x: 0, y: 0, width: 40, height: 2), on: &buffer)
        #expect(reads.indexes == [99_998, 99_999])
    }

    @Test("the first label drawn is the last one starting at or before the left edge")
    func firstLabel() {
        let starts = [0, 5, 12, 12, 20]
        #expect(SegmentBarView<[String]>.lastLabel(startingAtOrBefore: -3, in: starts, count: 5) == 0)
        #expect(SegmentBarView<[String]>.lastLabel(startingAtOrBefore: 4, in: starts, count: 5) == 0)
        #expect(SegmentBarView<[String]>.lastLabel(startingAtOrBefore: 12, in: starts, count: 5) == 3)
        #expect(SegmentBarView<[String]>.lastLabel(startingAtOrBefore: 99, in: starts, count: 5) == 4)
        #expect(SegmentBarView<[String]>.lastLabel(startingAtOrBefore: 99, in: starts, count: 0) == 0)
    }
}
