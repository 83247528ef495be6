import CarouselEngine
import CellCanvas
import Testing
import TerminalBackend
@testable import SwipeComponents
@testable import SwipeTUI

/// The runner a program embeds a component with, on the memory terminal's clock.
@Suite("Program: a component on the whole terminal")
struct ProgramTests {
    private final class Letters: CarouselViewDataSource, CarouselDelegate {
        let names = ["alpha", "beta", "gamma", "delta"]
        var picked: Int?

        func numberOfItems(in carouselView: CarouselView) -> Int { names.count }
        func carouselView(_ carouselView: CarouselView, viewForItemAt index: Int, reusing reusable: (any ItemView)?) -> any ItemView {
            Card(title: names[index], blocks: [])
        }
        func carousel(_ carousel: Carousel, didSelectItemAt index: Int) { picked = index }
    }

    private static func key(_ key: Key, _ modifiers: KeyModifiers = []) -> InputEvent.Kind { .key(KeyPress(key, modifiers: modifiers)) }

    private static func program(_ letters: Letters) -> Program<CarouselView> {
        let view = CarouselView(type: .linear)
        view.dataSource = letters
        view.delegate = letters
        view.reloadData()
        let program = Program(name: "letters", view: view)
        program.drawChrome = { frame in frame.write("footer", x: 0, y: frame.size.rows - 1, style: .plain) }
        return program
    }

    @Test("keys go to the component; a pick ends the run as done, with frames only while something moves")
    func pickEndsTheRun() {
        let letters = Letters()
        let terminal = MemoryTerminal(size: Size(columns: 80, rows: 20),
                                      script: [(0.1, Self.key(.right)), (2, Self.key(.enter)), (3, Self.key(.character("q")))])
        let ending = Self.program(letters).run(on: terminal, until: { letters.picked != nil })
        #expect(ending == .done && ending.exitStatus == 0)
        #expect(letters.picked == 1)
        #expect(terminal.lastFrame?.renderedText().contains("footer") == true, "the chrome drawn after the view")
        #expect(terminal.frames.contains { $0.frame.renderedText().contains("beta") })
        // A 0.4 s move at 60 fps, then still until Enter: no frames in between.
        #expect(terminal.frames.count > 10 && terminal.frames.count < 50, "\(terminal.frames.count) frames")
        #expect(!terminal.frames.contains { $0.time > 0.8 && $0.time < 2 }, "nothing drawn while still")
    }

    @Test("q, Esc and Ctrl-C quit when nothing used them; a key the program uses does not")
    func quitting() {
        for quitKey in [Self.key(.character("q")), Self.key(.escape), Self.key(.character("c"), .control)] {
            let letters = Letters()
            let terminal = MemoryTerminal(size: Size(columns: 80, rows: 20), script: [(0.1, quitKey), (1, Self.key(.enter))])
            #expect(Self.program(letters).run(on: terminal, until: { letters.picked != nil }) == .quit)
        }
        let letters = Letters()
        let program = Self.program(letters)
        var used = 0
        program.handleUnused = { event in
            guard case .key(let press) = event.kind, press == KeyPress(.character("q")) else { return false }
            used += 1
            return true
        }
        let terminal = MemoryTerminal(size: Size(columns: 80, rows: 20), script: [(0.1, Self.key(.character("q"))), (0.5, Self.key(.enter))])
        #expect(program.run(on: terminal, until: { letters.picked != nil }) == .done)
        #expect(used == 1)
    }

    @Test("the input running out ends the run as a quit")
    func inputEnds() {
        let letters = Letters()
        let terminal = MemoryTerminal(size: Size(columns: 80, rows: 20), script: [], grace: 1)
        #expect(Self.program(letters).run(on: terminal, until: { letters.picked != nil }) == .quit)
        #expect(terminal.frames.count == 1)
    }
}
