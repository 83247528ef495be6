import Testing
import CarouselEngine
import CellCanvas
import TerminalBackend
@testable import SwipeComponents
@testable import SwipeTUI

/// Issue 23: a key's frame leaves at once. The session runs on the memory terminal behind a
/// log of what the loop asked of it (frames presented, waits and their deadlines, events
/// handed over), so the order of present and wait is checked on the virtual clock, never
/// timed.
@Suite("A key's frame is drawn at once; pacing is for the frames after it")
struct KeyFrameTests {
    static let size = Size(columns: 100, rows: 30)
    /// 20 frames a second: a frame interval of 50 ms, far from the 1 ms the tests leave.
    static let settings = Settings(environment: ["SWIPE_FPS": "20"])
    static let interval = 0.05

    /// What the loop did, in order.
    enum Call: Equatable {
        case present(at: Double)
        case wait(deadline: Double?)
        case delivered([InputEvent.Kind], at: Double)
    }

    /// A memory terminal that logs every present, every wait and the events each wait
    /// handed over; each wait with a deadline ends `lateness` seconds after it (a poll
    /// timeout rounded up, a busy machine).
    final class LoggingTerminal: TerminalDevice {
        let inner: MemoryTerminal
        private(set) var calls: [Call] = []
        var lateness = 0.0

        init(script: [(time: Double, kind: InputEvent.Kind)]) {
            inner = MemoryTerminal(size: KeyFrameTests.size, script: script, grace: 5)
        }

        var size: Size { inner.size }
        func now() -> Double { inner.now() }
        var lastFrameBytes: Int? { nil }
        var showsPicturesInPixels: Bool { inner.showsPicturesInPixels }
        var cellAspectRatio: Double? { inner.cellAspectRatio }

        func present(_ frame: CellBuffer) {
            inner.present(frame)
            calls.append(.present(at: inner.now()))
        }

        func waitForEvents(until deadline: Double?, watching watched: [Int32]) -> [InputEvent]? {
            calls.append(.wait(deadline: deadline))
            let events = inner.waitForEvents(until: deadline.map { $0 + lateness }, watching: watched)
            if let events, !events.isEmpty { calls.append(.delivered(events.map(\.kind), at: inner.now())) }
            return events
        }

        /// Where in the log the wait handed over events at `time`.
        func delivery(at time: Double) -> Int? {
            calls.firstIndex {
                if case .delivered(_, let at) = $0 { return at == time }
                return false
            }
        }

        /// The calls after `index` up to and including the next wait.
        func callsUntilNextWait(after index: Int) -> [Call] {
            var result: [Call] = []
            for call in calls[(index + 1)...] {
                result.append(call)
                if case .wait = call { break }
            }
            return result
        }
    }

    static func key(_ key: Key) -> InputEvent.Kind { .key(KeyPress(key)) }

    /// Runs a carousel session over the demo deck with `script` on a logging terminal.
    static func run(_ script: [(time: Double, kind: InputEvent.Kind)], lateness: Double = 0) throws -> (SwipeApp.Outcome, LoggingTerminal) {
        let options = LaunchOptions()
        let source = FilteredSource(base: try DemoDeck.load())
        let screen = Modes.make(ScreenContext(source: source, options: options, colorEnabled: true, reload: nil))
        var session = Session(screen: screen, source: source, feed: nil, settings: settings, options: options,
                              filterExecution: .inline)
        let terminal = LoggingTerminal(script: script)
        terminal.lateness = lateness
        return (session.loop(on: terminal), terminal)
    }

    static func isClose(_ a: Double?, _ b: Double) -> Bool { a.map { abs($0 - b) < 1e-9 } ?? false }

    @Test("a key 1 ms after a frame, mid-glide, is presented before the loop waits again; the glide's frames then follow it by the interval")
    func keyDuringGlide() throws {
        // → at 0.1 starts a glide (drawn at once: nothing was drawn for a while); the second →
        // comes 1 ms after that frame, 49 ms before the next one was due.
        let (_, terminal) = try Self.run([(0.1, Self.key(.right)), (0.101, Self.key(.right))])
        let first = try #require(terminal.delivery(at: 0.1))
        #expect(terminal.callsUntilNextWait(after: first).first == .present(at: 0.1))

        let second = try #require(terminal.delivery(at: 0.101))
        let after = terminal.callsUntilNextWait(after: second)
        #expect(after.first == .present(at: 0.101), "the key's frame first, not a wait: \(after)")
        // Pacing starts again from that frame: the loop waits for the next glide frame an
        // interval after it, not for the frame the glide had due at 0.15.
        guard case .wait(let deadline) = after.last else {
            Issue.record("no wait after the key's frame: \(after)")
            return
        }
        #expect(Self.isClose(deadline, 0.101 + Self.interval), "deadline \(String(describing: deadline))")
        let presents = terminal.calls.compactMap { call -> Double? in
            if case .present(let time) = call { return time }
            return nil
        }
        let next = try #require(presents.first { $0 > 0.101 })
        #expect(Self.isClose(next, 0.101 + Self.interval), "next glide frame at \(next)")
        // Successive glide frames keep the interval: never two within it.
        let glide = presents.filter { $0 > 0.101 }
        #expect(zip(glide, glide.dropFirst()).allSatisfy { $1 - $0 >= Self.interval - 1e-9 }, "\(glide)")
    }

    @Test("waits that end 7 ms late do not push the glide's frames back: each leaves 7 ms after its place on the cadence")
    func lateWakeUpsKeepTheCadence() throws {
        let (_, terminal) = try Self.run([(0.1, Self.key(.right))], lateness: 0.007)
        let presents = terminal.calls.compactMap { call -> Double? in
            if case .present(let time) = call { return time }
            return nil
        }
        let glide = presents.filter { $0 >= 0.1 }
        #expect(glide.count >= 6, "\(glide)")
        // Counted from each late wake-up they would leave at 0.157, 0.214, 0.271, …
        for (index, time) in glide.enumerated().dropFirst().prefix(5) {
            #expect(Self.isClose(time, 0.1 + Double(index) * Self.interval + 0.007), "frame \(index) at \(time): \(glide)")
        }
    }

    @Test("once the glide ends the loop waits with no deadline (idle costs nothing)")
    func restsAfterGlide() throws {
        let (_, terminal) = try Self.run([(0.1, Self.key(.right)), (0.101, Self.key(.right))])
        // The script has run out: the last wait is the one with no deadline, after the last frame.
        #expect(terminal.calls.last == .wait(deadline: nil))
        let lastPresent = try #require(terminal.calls.lastIndex {
            if case .present = $0 { return true }
            return false
        })
        let after = terminal.calls[(lastPresent + 1)...]
        #expect(after.allSatisfy { $0 == .wait(deadline: nil) }, "after the last frame only waits with no deadline: \(Array(after))")
        guard case .present(let time) = terminal.calls[lastPresent] else { return }
        #expect(time < 1, "the glide is over well within a second (last frame at \(time))")
    }

    @Test("a wheel notch or a mouse press mid-glide is presented at once as well")
    func mouseDuringGlide() throws {
        let wheel = MouseEvent(button: .wheelDown, action: .press, column: 50, row: 15)
        let press = MouseEvent(button: .left, action: .press, column: 50, row: 15)
        for (name, event) in [("wheel", InputEvent.Kind.mouse(wheel)), ("press", .mouse(press))] {
            let (_, terminal) = try Self.run([(0.1, Self.key(.right)), (0.101, event)])
            let index = try #require(terminal.delivery(at: 0.101), "\(name)")
            let after = terminal.callsUntilNextWait(after: index)
            #expect(after.first == .present(at: 0.101), "\(name): \(after)")
        }
    }

    @Test("keys read in one batch make one frame after the batch, not one per key")
    func batchMakesOneFrame() throws {
        let burst: [(time: Double, kind: InputEvent.Kind)] = (0..<4).map { _ in (0.101, Self.key(.right)) }
        let (_, terminal) = try Self.run([(0.1, Self.key(.right))] + burst)
        let index = try #require(terminal.delivery(at: 0.101))
        guard case .delivered(let kinds, _) = terminal.calls[index] else { return }
        #expect(kinds.count == 4, "the memory terminal hands the four keys over in one wait")
        let after = terminal.callsUntilNextWait(after: index)
        #expect(after.filter { if case .present = $0 { true } else { false } } == [.present(at: 0.101)],
                "one frame for the batch, at once: \(after)")
        // Every key of the batch counted: five → from the first card lands on the sixth.
        let status = terminal.inner.lastFrame.map {
            String($0.renderedText().split(separator: "\n", omittingEmptySubsequences: false)[Self.size.rows - 1])
        } ?? ""
        #expect(status.hasPrefix(" 6 / 14"), "\(status)")
    }
}
