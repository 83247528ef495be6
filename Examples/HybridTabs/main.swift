// An example of a SwipeTableView whose pages are of different kinds under one sticky
// header (SwipeTableView's "hybrid items"): a list of recipes (`ListPage`), a pantry of
// cards in sections and columns (`GridPage`) and scrolling notes (`TextPage`). ←/→ or
// Tab switch tabs (in the pantry ←/→ first move between columns), ↑/↓ move or scroll,
// the wheel scrolls, drags swipe; Enter or a click on the focused row or card picks it
// (printed on stdout as `page: choice`), q quits.
//
// Build and run: `make example NAME=hybrid-tabs` (or `swift run hybrid-tabs`).

import CellCanvas
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import SwipeComponents
import TerminalBackend

/// The pantry's shelves: a section each, in columns of their own.
struct Shelf {
    var name: String
    var columns: Int
    var items: [(name: String, note: String)]
}

/// The three pages, as the table's data source and the grid's; the table's delegate
/// too, remembering the pick.
final class Kitchen: SwipeTableViewDataSource, SwipeTableViewDelegate, GridPageDataSource {
    let titles = ["recipes", "pantry", "notes"]
    let recipes = ["Shakshuka", "Dal tadka", "Ribollita", "Pad see ew", "Bibimbap", "Caponata", "Pierogi", "Jollof rice",
                   "Tortilla española", "Khachapuri", "Pho", "Moussaka", "Laksa", "Feijoada", "Okonomiyaki",
                   "Gumbo", "Tagine", "Borscht", "Ceviche", "Risotto"]
    let shelves = [
        Shelf(name: "Fruit", columns: 3, items: [("Lemons", "6, waxed"), ("Apples", "a bag of Cox"), ("Limes", "4"),
                                                 ("Quinces", "2, for jelly"), ("Dates", "a box"), ("Figs", "ripe")]),
        Shelf(name: "Vegetables", columns: 2, items: [("Onions", "a string"), ("Garlic", "3 bulbs"), ("Aubergines", "2"),
                                                      ("Beetroot", "a bunch"), ("Peppers", "red and green")]),
        Shelf(name: "Spices", columns: 4, items: [("Cumin", "seeds"), ("Sumac", "half a jar"), ("Paprika", "smoked"),
                                                  ("Saffron", "a pinch left")]),
    ]
    let notes: [TextBlock] = [
        .heading(level: 1, StyledText(plain: "Kitchen notes")),
        .paragraph("Soak the beans for the feijoada overnight; they take two hours on the stove after that."),
        .blank,
        .heading(level: 2, StyledText(plain: "Stock")),
        .bullet("Roast the bones first, for colour."),
        .bullet("Never let it boil: a bare simmer keeps it clear."),
        .bullet("Skim in the first half hour, then leave it alone."),
        .blank,
        .heading(level: 2, StyledText(plain: "Bread")),
        .paragraph("A wet dough and a hot oven. Bake the loaf in a lidded pot for twenty minutes, then ten without the "
                   + "lid until the crust sings as it cools."),
        .blank,
        .heading(level: 2, StyledText(plain: "Knives")),
        .paragraph("Hone before each use, sharpen every few weeks, and never put them in the dishwasher."),
        .blank,
        .heading(level: 2, StyledText(plain: "Seasons")),
        .bullet("Spring: asparagus, peas, wild garlic."),
        .bullet("Summer: tomatoes, courgettes, berries."),
        .bullet("Autumn: squash, apples, mushrooms."),
        .bullet("Winter: roots, cabbages, citrus."),
        .blank,
        .heading(level: 2, StyledText(plain: "Timings")),
        .bullet("Soft eggs: six and a half minutes from the boil, then cold water."),
        .bullet("Rice: ten minutes covered, ten more off the heat, lid on."),
        .bullet("Lentils: red twenty minutes, green forty, no salt until the end."),
        .bullet("A roast chicken: twenty minutes a pound and twenty over, resting fifteen."),
        .blank,
        .heading(level: 2, StyledText(plain: "The pantry")),
        .paragraph("Oldest at the front. Spices lose their scent within a year: buy small, toast whole seeds before "
                   + "grinding, and keep them away from the stove. Oils go in the dark; flour in a tin with a bay leaf."),
        .blank,
        .heading(level: 2, StyledText(plain: "Washing up")),
        .paragraph("As you go. A sink of hot water before you start, the pans soaking while the food rests, and nothing "
                   + "left for the morning."),
    ]
    var picked: String?

    // MARK: The table

    func numberOfPages(in tableView: SwipeTableView) -> Int { titles.count }

    func swipeTableView(_ tableView: SwipeTableView, titleForPage page: Int) -> String { titles[page] }

    /// A list, a grid and a text, each refilling a page view of its kind when one is offered.
    func swipeTableView(_ tableView: SwipeTableView, viewForPage page: Int, reusing reusable: (any ItemView)?) -> any ItemView {
        switch page {
        case 0:
            let list = reusable as? ListPage ?? ListPage()
            list.rowCount = recipes.count
            list.text = { [recipes] row in "\(row + 1). " + recipes[row] }
            return list
        case 1:
            let grid = reusable as? GridPage ?? GridPage()
            grid.dataSource = self
            return grid
        default:
            let text = reusable as? TextPage ?? TextPage(blocks: [])
            if text.body.blocks != notes { text.body = CardBody(notes) }
            return text
        }
    }

    /// The header above the bar: a title, what the pages hold, what is focused.
    func headerLines(in tableView: SwipeTableView) -> [(text: String, style: Style)] {
        let page = max(tableView.currentPage, 0)
        let what = ["\(recipes.count) recipes", "\(shelves.map(\.items.count).reduce(0, +)) things on 3 shelves",
                    "notes that scroll"][page]
        return [
            ("Hybrid tabs — a list, a grid of cards and a text under one header", Style(foreground: .indexed(75), attributes: .bold)),
            ("open: \(titles[page]), \(what)", Style(attributes: .dim)),
            ("↑/↓ move or scroll · ←/→ tabs (columns in the pantry)", Style(attributes: .italic)),
        ]
    }

    func swipeTableView(_ tableView: SwipeTableView, didSelectItem item: Int, inPage page: Int) {
        switch page {
        case 0:
            picked = "recipes: " + recipes[item]
        case 1:
            guard let grid = tableView.pageView(at: page) as? GridPage, let index = grid.index(ofItem: item) else { return }
            picked = "pantry: \(shelves[index.section].name) / \(shelves[index.section].items[index.item].name)"
        default:
            picked = "notes"
        }
    }

    // MARK: The pantry

    func numberOfSections(in grid: GridPage) -> Int { shelves.count }

    func gridPage(_ grid: GridPage, numberOfItemsInSection section: Int) -> Int { shelves[section].items.count }

    func gridPage(_ grid: GridPage, numberOfColumnsInSection section: Int) -> Int { shelves[section].columns }

    /// Cards of a title and a line: five rows.
    func gridPage(_ grid: GridPage, heightOfItemAt index: GridIndex, width: Int) -> Int { 5 }

    func gridPage(_ grid: GridPage, viewForItemAt index: GridIndex, reusing reusable: (any ItemView)?) -> any ItemView {
        let item = shelves[index.section].items[index.item]
        return Card(title: item.name, blocks: [.paragraph(item.note)])
    }

    func gridPage(_ grid: GridPage, titleForHeaderInSection section: Int) -> String? { shelves[section].name }
}

let kitchen = Kitchen()
let table = SwipeTableView()
table.dataSource = kitchen
table.delegate = kitchen
table.reloadData()

// The table takes every row but the last, where the program writes its footer.
let program = Program(name: "hybrid-tabs", view: table)
program.drawChrome = { frame in
    frame.write(" ←/→ tab · ↑/↓ move · wheel scroll · Enter pick · q quit", x: 0, y: frame.size.rows - 1,
                style: Style(attributes: .dim))
}
let ending = program.run(until: { kitchen.picked != nil })
if ending == .done, let picked = kitchen.picked { print(picked) }
exit(ending.exitStatus)
