// An example of embedding swipe-tui's CarouselView in a program of your own: the program
// owns the terminal, draws its own title and footer, and gives the carousel the rows in
// between. ←/→ move, t changes the carousel type, Enter or a click on the centred card
// picks a planet (printed on stdout), q quits.
//
// Build and run: `make example` (or `swift run planet-picker`).

import CarouselEngine
import CellCanvas
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import SwipeTUI
import TerminalBackend

/// The planets, as the carousel's data source.
final class Planets: CarouselViewDataSource {
    let names = ["Mercury", "Venus", "Earth", "Mars", "Jupiter", "Saturn", "Uranus", "Neptune"]
    let facts = [
        "The smallest planet, and the closest to the Sun.",
        "The hottest planet: its thick air traps the heat.",
        "The only planet known to have life.",
        "Red from iron oxide; home of Olympus Mons.",
        "The largest planet; a storm bigger than Earth.",
        "Its rings are ice and rock, mostly thin.",
        "It spins on its side, tilted 98 degrees.",
        "The windiest planet, and the farthest out.",
    ]

    func numberOfItems(in carouselView: CarouselView) -> Int { names.count }

    func carouselView(_ carouselView: CarouselView, cardForItemAt index: Int) -> Card {
        Card(title: names[index], blocks: [.paragraph(facts[index]), .blank, .verbatim("planet \(index + 1) of \(names.count)")])
    }
}

/// The carousel's delegate: remembers the pick and notes index changes.
final class PickHandler: CarouselDelegate {
    var picked: Int?
    var changes = 0

    func carouselCurrentItemIndexDidChange(_ carousel: Carousel) { changes += 1 }
    func carousel(_ carousel: Carousel, didSelectItemAt index: Int) { picked = index }
}

func run() -> Int32 {
    let terminal: Terminal
    do {
        terminal = try Terminal()
    } catch {
        let line = "planet-picker: \(error.description)\n"
        _ = write(2, line, line.utf8.count)
        return 2
    }
    let planets = Planets()
    let handler = PickHandler()
    let view = CarouselView(type: .coverFlow)
    view.dataSource = planets
    view.delegate = handler
    view.reloadData()

    var frame = CellBuffer(size: terminal.size)
    var quit = false
    while handler.picked == nil && !quit {
        let now = MonotonicClock.now()
        view.step(now: now)

        // The program's own chrome around the carousel's region.
        if frame.size != terminal.size { frame = CellBuffer(size: terminal.size) }
        frame.fill(frame.bounds, with: .blank)
        frame.write(" Pick a planet", x: 0, y: 0, style: Style(attributes: .bold))
        let region = Rect(x: 0, y: 2, width: frame.size.columns, height: max(frame.size.rows - 4, 0))
        view.draw(in: region, on: &frame)
        let current = view.currentItemIndex >= 0 ? planets.names[view.currentItemIndex] : "–"
        frame.write(" \(current) · type \(view.type.name) · index changes \(handler.changes) · ←/→ move, t type, Enter pick, q quit",
                    x: 0, y: frame.size.rows - 1, style: Style(attributes: .dim))
        terminal.present(frame)

        for event in terminal.nextEvents(deadline: view.isAnimating ? now + 1.0 / 60 : nil) {
            if view.handle(event) { continue }
            if case .key(let press) = event.kind {
                switch press.key {
                case .character("q"), .escape: quit = true
                case .character("t"):
                    let types = CarouselType.allCases
                    view.type = types[((types.firstIndex(of: view.type) ?? 0) + 1) % types.count]
                default: break
                }
            }
        }
    }
    terminal.close()
    if let picked = handler.picked {
        print(planets.names[picked])
        return 0
    }
    return 1
}

exit(run())
