// An example of embedding swipe-tui's CarouselView in a program of your own: the library's
// `Program` runs it on the terminal; the program draws its own title and footer, gives the
// carousel the rows in between, and adds a key of its own. ←/→ move, t changes the carousel type, Enter or a click on the centred card
// picks a planet (printed on stdout), q quits. Each planet is a view of the program's own
// (`PlanetView`), not the built-in `Card`.
//
// Build and run: `make example` (or `swift run planet-picker`).

import CarouselEngine
import CellCanvas
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import SwipeComponents
import TerminalBackend

/// A planet as a carousel item: its name in the frame, a disc scaled to its radius (by the
/// square root, so Mercury still shows), the fact, and a bar of its radius against Jupiter's.
struct PlanetView: ItemView, Hashable {
    var name: String
    /// Mean radius in kilometres.
    var radius: Int
    var color: Color
    var fact: String

    func draw(in region: Rect, on buffer: inout CellBuffer, context: ItemContext) {
        context.detail.applied(to: CardView(title: name, blocks: [], style: context.style)).draw(in: region, on: &buffer)
        let inside = region.insetBy(dx: 2, dy: 1), fraction = Double(radius) / 69_911
        guard context.detail == .full, inside.height >= 5 else { return }
        // From the bottom: the size bar, the fact when there is room, the disc above them.
        let label = " \(radius) km", barWidth = max(inside.width - DisplayWidth.of(label), 0)
        ProgressBar(fraction: fraction, style: Style(foreground: color), trackStyle: context.style.body)
            .draw(x: inside.x, y: inside.maxY - 1, width: barWidth, on: &buffer)
        buffer.write(label, x: inside.x + barWidth, y: inside.maxY - 1, style: context.style.body, clip: inside)
        let factLines = inside.height >= 12 ? TextLayout.wrap(fact, width: inside.width).prefix(2) : []
        for (row, line) in factLines.enumerated() {
            buffer.write(line, x: inside.x, y: inside.maxY - 2 - factLines.count + row, style: context.style.body, clip: inside)
        }
        let disc = Rect(x: inside.x, y: inside.y + 2, width: inside.width, height: inside.height - 4 - factLines.count)
        let radiusRows = (Double(disc.height) / 2 - 0.5) * fraction.squareRoot() + 0.5
        let middleX = Double(disc.x) + Double(disc.width) / 2, middleY = Double(disc.y) + Double(disc.height) / 2
        for y in disc.y..<disc.maxY where abs(Double(y) + 0.5 - middleY) < radiusRows {
            let dy = Double(y) + 0.5 - middleY, half = (radiusRows * radiusRows - dy * dy).squareRoot() * 2   // cells are 1:2
            let from = Int((middleX - half).rounded()), to = Int((middleX + half).rounded())
            buffer.fill(Rect(x: from, y: y, width: max(to - from, 1), height: 1), with: Cell("█", style: Style(foreground: color)),
                        clip: disc)
        }
    }

    var drawingKey: AnyHashable? { self }
}

/// The planets, as the carousel's data source.
final class Planets: CarouselViewDataSource {
    let planets = [
        PlanetView(name: "Mercury", radius: 2_440, color: .rgb(160, 150, 140), fact: "The smallest planet, and the closest to the Sun."),
        PlanetView(name: "Venus", radius: 6_052, color: .rgb(230, 200, 120), fact: "The hottest planet: its thick air traps the heat."),
        PlanetView(name: "Earth", radius: 6_371, color: .rgb(70, 130, 220), fact: "The only planet known to have life."),
        PlanetView(name: "Mars", radius: 3_390, color: .rgb(200, 90, 50), fact: "Red from iron oxide; home of Olympus Mons."),
        PlanetView(name: "Jupiter", radius: 69_911, color: .rgb(210, 170, 120), fact: "The largest planet; a storm bigger than Earth."),
        PlanetView(name: "Saturn", radius: 58_232, color: .rgb(230, 210, 150), fact: "Its rings are ice and rock, mostly thin."),
        PlanetView(name: "Uranus", radius: 25_362, color: .rgb(150, 220, 230), fact: "It spins on its side, tilted 98 degrees."),
        PlanetView(name: "Neptune", radius: 24_622, color: .rgb(70, 90, 220), fact: "The windiest planet, and the farthest out."),
    ]

    func numberOfItems(in carouselView: CarouselView) -> Int { planets.count }

    func carouselView(_ carouselView: CarouselView, viewForItemAt index: Int, reusing reusable: (any ItemView)?) -> any ItemView {
        planets[index]
    }
}

/// The carousel's delegate: remembers the pick and notes index changes.
final class PickHandler: CarouselDelegate {
    var picked: Int?
    var changes = 0

    func carouselCurrentItemIndexDidChange(_ carousel: Carousel) { changes += 1 }
    func carousel(_ carousel: Carousel, didSelectItemAt index: Int) { picked = index }
}

let planets = Planets()
let handler = PickHandler()
let view = CarouselView(type: .coverFlow)
view.dataSource = planets
view.delegate = handler
view.reloadData()

// The program's own chrome around the carousel's region, and its own key: t for the type.
let program = Program(name: "planet-picker", view: view)
program.region = { size in Rect(x: 0, y: 2, width: size.columns, height: max(size.rows - 4, 0)) }
program.drawChrome = { frame in
    frame.write(" Pick a planet", x: 0, y: 0, style: Style(attributes: .bold))
    let current = view.currentItemIndex >= 0 ? planets.planets[view.currentItemIndex].name : "–"
    frame.write(" \(current) · type \(view.type.name) · index changes \(handler.changes) · ←/→ move, t type, Enter pick, q quit",
                x: 0, y: frame.size.rows - 1, style: Style(attributes: .dim))
}
program.handleUnused = { event in
    guard case .key(let press) = event.kind, press == KeyPress(.character("t")) else { return false }
    let types = CarouselType.allCases
    view.type = types[((types.firstIndex(of: view.type) ?? 0) + 1) % types.count]
    return true
}
let ending = program.run(until: { handler.picked != nil })
if ending == .done, let picked = handler.picked { print(planets.planets[picked].name) }
exit(ending.exitStatus)
