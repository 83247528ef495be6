import Testing
import CarouselEngine
import CellCanvas
import TerminalBackend
@testable import SwipeComponents

/// Every wheel notch goes through the gesture layer, which says whether it scrolls the
/// content under the pointer or turns the pager.
@Suite("Wheel gestures")
struct WheelGestureTests {
    static func notch(_ button: MouseButton, shift: Bool = false) -> MouseEvent {
        MouseEvent(button: button, action: .press, column: 10, row: 5, modifiers: shift ? [.shift] : [])
    }

    @Test("up and down scroll content where there is some, else turn; sideways and shift always turn; down and right go forward")
    func classification() {
        typealias G = PagerGestures.WheelGesture
        let rows = PagerGestures.wheelRows
        let cases: [(MouseButton, Bool, Bool, G?)] = [
            (.wheelUp, false, true, .scroll(rows: -rows)),
            (.wheelDown, false, true, .scroll(rows: rows)),
            (.wheelUp, false, false, .turn(forward: false)),
            (.wheelDown, false, false, .turn(forward: true)),
            (.wheelUp, true, true, .turn(forward: false)),
            (.wheelDown, true, true, .turn(forward: true)),
            (.wheelLeft, false, true, .turn(forward: false)),
            (.wheelRight, false, true, .turn(forward: true)),
            (.wheelRight, false, false, .turn(forward: true)),
            (.left, false, true, nil),
            (.none, false, false, nil),
        ]
        for (button, shift, scrolls, expected) in cases {
            #expect(PagerGestures.wheelGesture(for: Self.notch(button, shift: shift), scrollsContent: scrolls) == expected,
                    "\(button) shift \(shift) content \(scrolls)")
        }
    }

    /// Pages of text, tall enough to scroll.
    final class LongPages: SwipeTableViewDataSource {
        func numberOfPages(in tableView: SwipeTableView) -> Int { 3 }
        func swipeTableView(_ tableView: SwipeTableView, titleForPage page: Int) -> String { "P\(page)" }
        func swipeTableView(_ tableView: SwipeTableView, viewForPage page: Int, reusing reusable: (any ItemView)?) -> any ItemView {
            TextPage(blocks: (0..<200).map { .paragraph("line \($0)") })
        }
    }

    @Test("in a table, a notch down scrolls the page by the gesture layer's rows; shift+notch switches the tab")
    func tableWheel() {
        let pages = LongPages()
        let view = SwipeTableView(animates: false)
        view.dataSource = pages
        view.headerHeight = 0
        view.reloadData()
        view.frame = Rect(x: 0, y: 0, width: 60, height: 20)
        view.step(now: 0)
        view.handle(Self.notch(.wheelDown), at: 1)
        view.step(now: 1)
        #expect(view.motion.offset(ofPage: 0) == Double(PagerGestures.wheelRows) && view.currentPage == 0)
        view.handle(Self.notch(.wheelDown, shift: true), at: 2)
        view.step(now: 2)
        #expect(view.currentPage == 1)
    }
}
