// An example of embedding swipe-tui's SwipeTableView in a program of your own: three
// lists ("fruits", "planets", "colours") as tabs under a header of the program's own
// (the data source's `headerLines`). ←/→ or Tab switch tabs, ↑/↓ move, the wheel
// scrolls, drags swipe; Enter or a click on the focused row picks it (printed on stdout
// as `list: row`), q quits.
//
// Build and run: `make example NAME=file-tabs` (or `swift run file-tabs`).

import CellCanvas
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import SwipeComponents
import TerminalBackend

/// The lists, as the table's data source; its delegate too, remembering the pick.
final class Lists: SwipeTableViewDataSource, SwipeTableViewDelegate {
    let titles = ["fruits", "planets", "colours"]
    let rows = [
        ["apple", "apricot", "banana", "cherry", "damson", "fig", "gooseberry", "grape", "kiwi", "lemon", "lime",
         "mango", "medlar", "nectarine", "orange", "papaya", "peach", "pear", "plum", "quince", "raspberry",
         "strawberry", "tangerine", "watermelon"],
        ["Mercury", "Venus", "Earth", "Mars", "Jupiter", "Saturn", "Uranus", "Neptune"],
        ["vermilion", "saffron", "viridian", "cerulean", "ultramarine", "amethyst", "magenta", "ochre"],
    ]
    var picked: (page: Int, row: Int)?

    func numberOfPages(in tableView: SwipeTableView) -> Int { titles.count }

    func swipeTableView(_ tableView: SwipeTableView, titleForPage page: Int) -> String { titles[page] }

    func swipeTableView(_ tableView: SwipeTableView, numberOfRowsInPage page: Int) -> Int { rows[page].count }

    func swipeTableView(_ tableView: SwipeTableView, textForRow row: Int, inPage page: Int) -> String {
        let number = String(row + 1), width = String(rows[page].count).count
        return String(repeating: " ", count: width - number.count) + number + ". " + rows[page][row]
    }

    /// The header above the bar: a title, what is in the lists, which list is open.
    func headerLines(in tableView: SwipeTableView) -> [(text: String, style: Style)] {
        let page = max(tableView.currentPage, 0)
        return [
            ("File tabs — three lists, one per tab", Style(foreground: .indexed(75), attributes: .bold)),
            ("\(tableView.rowTotal) rows in \(titles.count) lists", Style(attributes: .dim)),
            ("open: \(titles[page]), row \(tableView.currentItem + 1) of \(rows[page].count)", Style(attributes: .italic)),
        ]
    }

    func swipeTableView(_ tableView: SwipeTableView, didSelectItem row: Int, inPage page: Int) { picked = (page, row) }
}

let lists = Lists()
let table = SwipeTableView()
table.dataSource = lists
table.delegate = lists
table.reloadData()

// The table takes every row but the last, where the program writes its footer.
let program = Program(name: "file-tabs", view: table)
program.drawChrome = { frame in
    frame.write(" ←/→ tab · ↑/↓ row · wheel scroll · Enter pick · q quit", x: 0, y: frame.size.rows - 1,
                style: Style(attributes: .dim))
}
let ending = program.run(until: { lists.picked != nil })
if ending == .done, let picked = lists.picked { print("\(lists.titles[picked.page]): \(lists.rows[picked.page][picked.row])") }
exit(ending.exitStatus)
