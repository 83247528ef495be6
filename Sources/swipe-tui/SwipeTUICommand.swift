import ArgumentParser
import Glibc
import SwipeTUI

/// The `swipe-tui` command line: argument parsing only, then `SwipeApp.run`.
@main
struct SwipeTUICommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "swipe-tui",
        abstract: "A carousel for the terminal: swipe through cards, pick one.",
        discussion: """
            With no arguments swipe-tui shows its built-in demo deck. Move with ←/→ or h/l, \
            Home/End and the mouse wheel; Enter prints the centred card on stdout; q or Esc quits.
            The interface draws on /dev/tty, so stdout stays free for the pick.
            """,
        version: SwipeTUIVersion.current)

    @Flag(help: "Show per-frame figures in the status line: frame time, bytes written, frames per second.")
    var stats = false

    func run() throws {
        let cards: [Card]
        do {
            cards = try DemoDeck.load()
        } catch {
            fail(error.description, status: 2)
        }
        guard !cards.isEmpty else { fail("no items", status: 1) }

        let result: SwipeApp.Result
        do {
            result = try SwipeApp.run(cards: cards, settings: .fromProcessEnvironment(),
                                     options: LaunchOptions(showsStatistics: stats))
        } catch {
            fail(error.description, status: 2)
        }
        if let note = result.note { writeLine("swipe-tui: note: \(note)", to: 2) }
        switch result.outcome {
        case .picked(let text):
            writeLine(text, to: 1)
        case .quit:
            throw ExitCode(1)
        }
    }
}

/// Prints `swipe-tui: message` on stderr and exits with `status`.
func fail(_ message: String, status: Int32) -> Never {
    writeLine("swipe-tui: \(message)", to: 2)
    exit(status)
}

/// Writes `text` and a newline to a file descriptor, all of it.
func writeLine(_ text: String, to fd: Int32) {
    var bytes = Array(text.utf8)
    bytes.append(0x0A)
    var offset = 0
    while offset < bytes.count {
        let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + offset, $0.count - offset) }
        if n < 0 && errno == EINTR { continue }
        if n <= 0 { return }
        offset += n
    }
}
