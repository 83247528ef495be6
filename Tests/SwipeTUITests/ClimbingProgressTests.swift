import Testing
import Synchronization
import Foundation
import CarouselEngine
import CellCanvas
import TerminalBackend
@testable import SwipeTUI

/// fzf's ` (N%)` while a query is matched over a big input: the last whole ranking stays on
/// screen with its count, the run's share searched shows after it once the run has gone
/// 200 ms (read on the loop's clock, faked here), and the new ranking replaces the old one
/// only when it is whole. The corpus here holds the run at a gate the test opens, so each
/// step is known without timing.
@Suite("The info line's climbing progress")
struct ClimbingProgressTests {
    /// Items the run may read: those below `openBelow`; a worker asking for a later one waits.
    final class Gate: Sendable {
        private let limit: Mutex<Int>
        init(openBelow limit: Int) { self.limit = Mutex(limit) }
        func open(below limit: Int) { self.limit.withLock { $0 = limit } }
        func wait(for index: Int) {
            while limit.withLock({ index >= $0 }) { usleep(200) }
        }
    }

    /// `count` items, `a0`, `a1`…, read through `gate`.
    struct GatedCorpus: FilterCorpus {
        let count: Int
        let gate: Gate
        func withText<R>(at index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
            gate.wait(for: index)
            return Array("a\(index)".utf8).withUnsafeBufferPointer(body)
        }
    }

    final class GatedSource: CardSource {
        let count: Int
        let gate: Gate
        init(count: Int, gate: Gate) {
            self.count = count
            self.gate = gate
        }
        func card(at index: Int) -> Card { Card(title: "a\(index)", blocks: []) }
        func fields(at index: Int) -> ItemFields { ItemFields(title: "a\(index)", body: "", value: [], json: "") }
        var itemsAreSingleLines: Bool { true }
        func filterCorpus() -> any FilterCorpus { GatedCorpus(count: count, gate: gate) }
    }

    /// Calls `step` until it is true (a failsafe deadline, not a measurement).
    static func eventually(_ step: () -> Bool) -> Bool {
        let deadline = ContinuousClock.now + .seconds(120)
        while ContinuousClock.now < deadline {
            if step() { return true }
            usleep(500)
        }
        return false
    }

    static let block = FilterJob.blockSize

    @Test("the share shows once the run has gone 200 ms, climbs on the loop's clock, and goes with the whole ranking")
    func climbs() {
        let count = Self.block * 16
        let gate = Gate(openBelow: 0)
        var filter = LiveFilter(source: FilteredSource(base: GatedSource(count: count, gate: gate)))
        filter.update(query: "a")
        var clock = 1.0
        // The loop sees the run; a block done before 200 ms have gone shows nothing.
        let seen = filter.followProgress(at: clock)
        #expect(!seen)
        gate.open(below: Self.block * 4)
        let searched = Self.eventually { filter.shareSearched == 25 }
        let early = filter.followProgress(at: clock + LiveFilter.progressDelay - 0.01)
        #expect(searched && !early && filter.progress == "", "nothing before fzf's 200 ms: \(filter.progress)")
        for opened in [4, 8] {
            gate.open(below: Self.block * opened)
            let wanted = " (\(opened * 100 / 16)%)"
            let climbed = Self.eventually {
                clock += LiveFilter.progressInterval
                _ = filter.followProgress(at: clock)
                return filter.progress == wanted
            }
            #expect(climbed, "\(filter.progress) for \(wanted)")
            // Read again before the interval is up: nothing new is looked at.
            let readEarly = filter.followProgress(at: clock + LiveFilter.progressInterval / 2)
            #expect(!readEarly)
        }
        gate.open(below: .max)
        let whole = Self.eventually { filter.takeResult() }
        #expect(whole && filter.progress == "")
        #expect(!filter.isRunning)
        let readAfter = filter.followProgress(at: clock + 10)
        #expect(!readAfter)
    }

    @Test("a new run keeps the last run's share showing until it has gone 200 ms itself, as fzf's")
    func keptAcrossRuns() {
        let count = Self.block * 16
        let gate = Gate(openBelow: Self.block * 8)
        var filter = LiveFilter(source: FilteredSource(base: GatedSource(count: count, gate: gate)))
        filter.update(query: "a")
        var clock = 1.0
        _ = filter.followProgress(at: clock)
        let half = Self.eventually {
            clock += LiveFilter.progressInterval
            _ = filter.followProgress(at: clock)
            return filter.progress == " (50%)"
        }
        #expect(half)
        // Another key: a query that does not narrow "a" starts over from every item.
        filter.update(query: "b")
        gate.open(below: Self.block * 4)
        _ = filter.followProgress(at: clock)
        let searched = Self.eventually { filter.shareSearched == 25 }
        #expect(searched)
        let tooSoon = filter.followProgress(at: clock + LiveFilter.progressDelay / 2)
        #expect(!tooSoon)
        #expect(filter.progress == " (50%)")
        let own = Self.eventually {
            clock += LiveFilter.progressInterval
            _ = filter.followProgress(at: clock)
            return filter.progress == " (25%)"
        }
        #expect(own, "\(filter.progress)")
        gate.open(below: .max)
        let whole = Self.eventually { filter.takeResult() }
        #expect(whole && filter.progress == "")
    }

    @Test("the run's count: a block at a time, rounded down, never 100 while it goes")
    func counts() {
        let progress = FilterProgress()
        #expect(progress.percent == nil)
        progress.start(of: 200)
        #expect(progress.percent == 0)
        progress.add(50)
        #expect(progress.percent == 25)
        progress.add(149)
        #expect(progress.percent == 99)
        progress.add(1)
        #expect(progress.percent == 99)
    }

    @Test("whole percent rounded down as fzf's, never 100 while the run goes",
          arguments: [(65536, 131_073, 49), (65536, 200_000, 32), (4096, 1_000_000, 0), (65536, 65537, 99), (1, 0, 99)])
    func percent(searched: Int, count: Int, percent: Int) {
        #expect(FilterJob.percent(searched: searched, of: count) == percent)
    }

    /// The rows of `terminal`'s last frame.
    static func rows(_ terminal: MemoryTerminal) -> [String] {
        (terminal.lastFrame.map(ListLayoutTests.withCaret) ?? "").split(separator: "\n").map(String.init)
    }

    @Test("in the list, the last whole list and count stay while the next query is matched, the share after the count; then the new ranking at once")
    func sessionKeepsTheLastList() {
        let count = Self.block * 16
        let gate = Gate(openBelow: .max)
        let source = FilteredSource(base: GatedSource(count: count, gate: gate))
        var options = LaunchOptions()
        options.layout = .default
        let screen = Modes.make(ScreenContext(source: source, options: options, colorEnabled: false, reload: nil))
        var session = Session(screen: screen, source: source, feed: nil, settings: Settings(environment: [:]), options: options)
        let terminal = MemoryTerminal(size: Size(columns: 40, rows: 6))
        var clock = 1.0
        func type(_ character: Character) {
            _ = session.handle(InputEvent(.key(KeyPress(.character(character))), time: clock))
        }
        func ranked() -> Bool {
            _ = session.takeFilterResult(at: clock)
            return !session.filter.isRunning
        }
        // A whole ranking of "a1" first.
        type("a")
        type("1")
        let rankedFirst = Self.eventually(ranked)
        #expect(rankedFirst)
        session.draw(on: terminal)
        let old = Self.rows(terminal)
        let oldCount = source.count
        #expect(old.contains { $0.hasPrefix("> a1 ") } && old.contains { $0.hasPrefix("  \(oldCount)/\(count) ─") }, "\(old)")
        // Then "5": the run is held at the gate. The key shows at once; the list and count stay.
        gate.open(below: 0)
        type("5")
        clock += 0.01
        _ = session.takeFilterResult(at: clock)
        session.draw(on: terminal)
        let typed = Self.rows(terminal)
        #expect(typed.last?.hasPrefix("> a15") == true && Array(typed.dropLast()) == Array(old.dropLast()), "\(typed)")
        // Part of it searched and 200 ms gone: the share after the old count, the old rows kept.
        gate.open(below: count / 2)
        let shares = Self.eventually {
            clock += LiveFilter.progressInterval
            _ = session.takeFilterResult(at: clock)
            return session.filter.progress != ""
        }
        #expect(shares)
        session.draw(on: terminal)
        let climbing = Self.rows(terminal)
        let share = session.filter.progress
        #expect(share.hasPrefix(" (") && share.hasSuffix("%)"))
        #expect(climbing.contains { $0.hasPrefix("  \(oldCount)/\(count)\(share) ─") }, "\(climbing)")
        #expect(climbing.filter { !$0.contains("/\(count)") } == typed.filter { !$0.contains("/\(count)") }, "\(climbing)")
        #expect(source.count == oldCount)
        // Done: the new ranking and its count at once, the best match in focus, no share.
        gate.open(below: .max)
        let rankedAgain = Self.eventually(ranked)
        #expect(rankedAgain)
        session.draw(on: terminal)
        let done = Self.rows(terminal)
        #expect(source.count < oldCount && done.contains { $0.hasPrefix("  \(source.count)/\(count) ─") }, "\(done)")
        #expect(done.contains { $0.hasPrefix("> a15 ") } && !done.joined().contains("%)"), "\(done)")
    }
}
