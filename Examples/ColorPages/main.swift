// An example of embedding swipe-tui's SwipeView in a program of your own: pages of three
// colour swatches (a view of the program's own, `SwatchView`), with page dots and a
// progress bar the program draws under the pages. ←/→ turn pages, [ and ] (or Tab) move
// the focus, Enter or a click on a swatch of the page at rest picks it (its name is
// printed on stdout), q quits.
//
// Build and run: `make example NAME=color-pages` (or `swift run color-pages`).

import CellCanvas
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import SwipeComponents
import TerminalBackend

/// A colour swatch: the name in the frame, a block of the colour, its hex code under it.
struct SwatchView: ItemView, Hashable {
    var name: String
    var red: UInt8, green: UInt8, blue: UInt8

    var hex: String {
        "#" + [red, green, blue].map { value in
            let digits = String(value, radix: 16, uppercase: true)
            return digits.count == 1 ? "0" + digits : digits
        }.joined()
    }

    func draw(in region: Rect, on buffer: inout CellBuffer, context: ItemContext) {
        CardView(title: name, blocks: [], style: context.style).draw(in: region, on: &buffer)
        let inside = region.insetBy(dx: 2, dy: 1)
        guard inside.height >= 4 else { return }
        let block = Rect(x: inside.x, y: inside.y + 2, width: inside.width, height: inside.height - 3)
        buffer.fill(block, with: .blank(Style(background: .rgb(red, green, blue))), clip: inside)
        let code = context.isFocused ? "▶ " + hex : hex
        buffer.write(code, x: inside.x, y: inside.maxY - 1, style: context.style.title, clip: inside)
    }

    var drawingKey: AnyHashable? { self }
}

/// The swatches, as the view's data source; its delegate too, remembering the pick.
final class Swatches: SwipeViewDataSource, SwipeViewDelegate {
    let swatches = [
        SwatchView(name: "Vermilion", red: 227, green: 66, blue: 52), SwatchView(name: "Saffron", red: 244, green: 196, blue: 48),
        SwatchView(name: "Viridian", red: 64, green: 130, blue: 109), SwatchView(name: "Cerulean", red: 0, green: 123, blue: 167),
        SwatchView(name: "Ultramarine", red: 18, green: 10, blue: 143), SwatchView(name: "Amethyst", red: 153, green: 102, blue: 204),
        SwatchView(name: "Magenta", red: 202, green: 31, blue: 123), SwatchView(name: "Ochre", red: 204, green: 119, blue: 34),
        SwatchView(name: "Sepia", red: 112, green: 66, blue: 20), SwatchView(name: "Teal", red: 0, green: 128, blue: 128),
        SwatchView(name: "Coral", red: 255, green: 127, blue: 80),
    ]
    var picked: Int?

    func numberOfItems(in swipeView: SwipeView) -> Int { swatches.count }

    func swipeView(_ swipeView: SwipeView, viewForItemAt index: Int, reusing reusable: (any ItemView)?) -> any ItemView {
        swatches[index]
    }

    func swipeView(_ swipeView: SwipeView, didSelectItemAt index: Int) { picked = index }
}

let swatches = Swatches()
let view = SwipeView(itemsPerPage: 3)
view.dataSource = swatches
view.delegate = swatches
view.reloadData()

// The program's own chrome: a title, then the pages, the dots, the bar and a footer.
let program = Program(name: "color-pages", view: view)
program.region = { size in Rect(x: 0, y: 2, width: size.columns, height: max(size.rows - 7, 0)) }
program.drawChrome = { frame in
    let columns = frame.size.columns, rows = frame.size.rows
    frame.write(" Pick a colour", x: 0, y: 0, style: Style(attributes: .bold))
    let dots = view.pageDots(style: Style(attributes: .dim), currentStyle: Style(attributes: .bold))
    let dotsWidth = dots.width(within: columns)
    dots.draw(x: max((columns - dotsWidth) / 2, 0), y: rows - 4, width: columns, on: &frame)
    let barWidth = max(columns / 2, 1)
    ProgressBar(fraction: view.progress, style: Style(foreground: .indexed(75)), trackStyle: Style(attributes: .dim))
        .draw(x: (columns - barWidth) / 2, y: rows - 3, width: barWidth, on: &frame)
    let focused = view.currentItemIndex >= 0 ? swatches.swatches[view.currentItemIndex].name : "–"
    let page = (view.isAnimating ? "turning to page " : "page ") + "\(view.restingPage + 1) of \(view.numberOfPages)"
    frame.write(" \(focused) · \(page) · ←/→ page, [/] item, Enter pick, q quit",
                x: 0, y: rows - 1, style: Style(attributes: .dim))
}
let ending = program.run(until: { swatches.picked != nil })
if ending == .done, let picked = swatches.picked { print(swatches.swatches[picked].name) }
exit(ending.exitStatus)
