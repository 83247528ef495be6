import CellCanvas
import Testing
import TerminalBackend
@testable import SwipeTUI

/// The frame loop never sleeps without a deadline while work off it has results not yet
/// taken (issue 25: in a real kitty, pictures decoded again for pixels stayed symbols until a
/// key when their decode ended between the loop taking work and asking whether it was busy).
@Suite("Work off the loop wakes it")
struct BackgroundWakeTests {
    /// Work that ends just as the loop asks whether it is busy: its generation moves then.
    final class EndingWork: BackgroundWork {
        var generation = 0
        private var asked = 0
        private(set) var takes = 0
        var isBusy: Bool {
            asked += 1
            // The first question after the first frame: the decode ends now.
            if asked == 1 { generation += 1 }
            return false
        }
        func takeChangedItems() -> [Int] {
            takes += 1
            return []
        }
    }

    final class WorkingSource: CardSource {
        let work = EndingWork()
        var count: Int { 2 }
        func card(at index: Int) -> Card { Card(title: "card \(index)", blocks: [.paragraph("body \(index)")]) }
        func fields(at index: Int) -> ItemFields { ItemFields(title: "card \(index)", body: "body \(index)", value: [], json: "") }
        var backgroundWork: (any BackgroundWork)? { work }
    }

    @Test("a result that arrives between taking work and asking if it is busy is taken at once, not at the next key")
    func lostWakeup() {
        let source = FilteredSource(base: WorkingSource())
        let screen = Modes.make(ScreenContext(source: source, options: LaunchOptions(), colorEnabled: true, reload: nil))
        var session = Session(screen: screen, source: source, feed: nil, settings: Settings(environment: [:]), options: LaunchOptions(),
                              filterExecution: .inline)
        let terminal = MemoryTerminal(size: SessionTests.size, script: [(5, SessionTests.key(.right))])
        _ = session.loop(on: terminal)
        let work = (source.backgroundWork as? EndingWork)
        #expect(work?.takes == 1)
        #expect(terminal.frames.filter { $0.time < 5 }.count >= 2, "the result drawn before the key at 5 s")
    }
}
