import Testing
import CellCanvas
@testable import SwipeComponents

@Suite("Table resize")
struct TableResizeTests {
    @Test("after the frame shrinks, the focused row of the page in use is still drawn")
    func focusStaysInView() {
        let rows = ListRows()
        let view = SwipeTableView(animates: false)
        view.dataSource = rows
        view.reloadData()
        var buffer = CellBuffer(size: Size(columns: 120, rows: 39))
        view.draw(in: buffer.bounds, on: &buffer)
        view.perform(.last, at: 1)
        view.draw(in: buffer.bounds, on: &buffer)
        let last = HitMap.Target.pageItem(page: 0, item: 1529)
        #expect(view.hitMap.entries.contains { $0.target == last })
        var small = CellBuffer(size: Size(columns: 50, rows: 14))
        view.draw(in: small.bounds, on: &small)
        #expect(view.currentItem == 1529)
        #expect(view.hitMap.entries.contains { $0.target == last }, "the focused row left the screen")
    }

    final class ListRows: SwipeTableViewDataSource {
        func numberOfPages(in tableView: SwipeTableView) -> Int { 2 }
        func swipeTableView(_ tableView: SwipeTableView, titleForPage page: Int) -> String { "T\(page)" }
        func swipeTableView(_ tableView: SwipeTableView, numberOfRowsInPage page: Int) -> Int { 1530 }
    }
}
