// An example of embedding swipe-tui's PageScrollView (HGPageScrollView's deck) in a
// program of your own: a few checklists as notes (a view of the program's own,
// `NoteView`). ←/→ move through the deck, Enter (or a click on the centred note) opens
// it, ↑/↓ scroll an open note, Enter on an open note picks it (its title is printed on
// stdout), Esc closes it; q, or Esc in the deck, quits.
//
// Build and run: `make example NAME=deck-of-notes` (or `swift run deck-of-notes`).

import CellCanvas
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import SwipeComponents
import TerminalBackend

/// A note: a strip of its colour, the title (left out when open: the header shows it),
/// how much is done, and the checklist, which scrolls when the note is open.
struct NoteView: ItemView {
    var title: String
    var color: Color
    var items: [(done: Bool, text: String)]

    private var lines: [String] {
        ["\(items.filter(\.done).count) of \(items.count) done", ""] + items.map { ($0.done ? "☑ " : "☐ ") + $0.text }
    }

    func draw(in region: Rect, on buffer: inout CellBuffer, context: ItemContext) {
        CardView(title: context.isOpen ? "" : title, blocks: [], style: context.style).draw(in: region, on: &buffer)
        let inside = region.insetBy(dx: 2, dy: 1)
        let top = context.isOpen ? inside.y : inside.y + 1
        guard inside.width > 0, top < inside.maxY else { return }
        buffer.fill(Rect(x: inside.x, y: top, width: inside.width, height: 1), with: Cell("▀", style: Style(foreground: color)))
        for (row, line) in lines.dropFirst(context.scrollRow).prefix(max(inside.maxY - top - 2, 0)).enumerated() {
            let style = line.hasPrefix("☑") ? Style(attributes: .dim) : context.style.body
            buffer.write(TextLayout.truncate(line, width: inside.width), x: inside.x, y: top + 2 + row, style: style, clip: inside)
        }
    }

    /// The strip, a blank row and the lines: an open page scrolls through them.
    func contentRows(width: Int) -> Int? { lines.count + 2 }
}

/// The notes, as the deck's data source; its delegate too, remembering the choice.
final class Notes: PageScrollViewDataSource, PageScrollViewDelegate {
    let notes = [
        NoteView(title: "Groceries", color: .rgb(240, 200, 60),
                 items: [(true, "milk"), (false, "eggs"), (false, "bread"), (true, "apples"), (false, "coffee")]),
        NoteView(title: "Trip to Lisbon", color: .rgb(90, 170, 230),
                 items: [(true, "book the flight"), (false, "find a room near Alfama"), (false, "tram 28 tickets"),
                         (false, "pack the camera")]),
        NoteView(title: "Garden", color: .rgb(110, 190, 90),
                 items: [(false, "prune the roses"), (true, "sow the beans"), (false, "mend the fence")]),
        NoteView(title: "Release 1.2", color: .rgb(220, 100, 90),
                 items: [(true, "tag the build"), (true, "write the notes"), (false, "update the man page"),
                         (false, "announce it"), (false, "close the milestone"), (false, "plan 1.3")]),
        NoteView(title: "Books to read", color: .rgb(170, 120, 220),
                 items: [(false, "The Left Hand of Darkness"), (true, "Middlemarch"), (false, "Invisible Cities")]),
    ]
    var chosen: Int?

    func numberOfPages(in pageScrollView: PageScrollView) -> Int { notes.count }

    func pageScrollView(_ pageScrollView: PageScrollView, viewForPageAt index: Int, reusing reusable: (any ItemView)?) -> any ItemView {
        notes[index]
    }

    func pageScrollView(_ pageScrollView: PageScrollView, titleForPageAt index: Int) -> String { notes[index].title }

    func pageScrollView(_ pageScrollView: PageScrollView, subtitleForPageAt index: Int) -> String {
        "note \(index + 1) of \(notes.count) · \(notes[index].items.count) items"
    }

    func pageScrollView(_ pageScrollView: PageScrollView, didChoosePageAt index: Int) { chosen = index }
}

let notes = Notes()
let deck = PageScrollView()
deck.dataSource = notes
deck.delegate = notes
deck.reloadData()

// The deck takes every row but the last, where the program writes its footer. What the
// deck leaves — q, and Esc (`.back`) while no page is open — ends the run.
let program = Program(name: "deck-of-notes", view: deck)
program.drawChrome = { frame in
    let hint = !deck.isPageOpen ? "←/→ move · Enter open · q quit"
        : deck.isAnimating ? "…" : "↑/↓ scroll · Enter pick · Esc close"
    frame.write(" \(deck.currentPage + 1) / \(deck.numberOfPages) · \(hint)", x: 0, y: frame.size.rows - 1,
                style: Style(attributes: .dim))
}
let ending = program.run(until: { notes.chosen != nil })
if ending == .done, let chosen = notes.chosen { print(notes.notes[chosen].title) }
exit(ending.exitStatus)
