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
import SwipeTUI
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

func run() -> Int32 {
    let terminal: Terminal
    do {
        terminal = try Terminal()
    } catch {
        let line = "file-tabs: \(error.description)\n"
        _ = write(2, line, line.utf8.count)
        return 2
    }
    let lists = Lists()
    let table = SwipeTableView()
    table.dataSource = lists
    table.delegate = lists
    table.reloadData()

    var frame = CellBuffer(size: terminal.size)
    var quit = false
    while lists.picked == nil && !quit {
        let now = MonotonicClock.now()
        table.step(now: now)

        // The table takes every row but the last, where the program writes its footer.
        if frame.size != terminal.size { frame = CellBuffer(size: terminal.size) }
        frame.fill(frame.bounds, with: .blank)
        table.draw(in: Rect(x: 0, y: 0, width: frame.size.columns, height: max(frame.size.rows - 1, 0)), on: &frame)
        frame.write(" ←/→ tab · ↑/↓ row · wheel scroll · Enter pick · q quit", x: 0, y: frame.size.rows - 1,
                    style: Style(attributes: .dim))
        terminal.present(frame)

        for event in terminal.nextEvents(deadline: table.isAnimating ? now + 1.0 / 60 : nil) {
            if table.handle(event) { continue }
            // What the table leaves is the program's: q and Esc quit.
            if case .key(let press) = event.kind, press.key == .character("q") || press.key == .escape { quit = true }
        }
    }
    terminal.close()
    if let picked = lists.picked {
        print("\(lists.titles[picked.page]): \(lists.rows[picked.page][picked.row])")
        return 0
    }
    return 1
}

exit(run())
