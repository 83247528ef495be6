import Testing
import Synchronization
import Foundation
@testable import SwipeTUI

/// fzf's ` (N%)` climbs while a query is matched over a big input: the run publishes how
/// far it has got a block at a time, the frame loop reads it now and then (on its own
/// clock, faked here) and stops reading once the whole ranking shows. The corpus here
/// holds the run at a gate the test opens, so each step is known without timing.
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

    /// `count` items, every one matching `a`, read through `gate`.
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

    @Test("the percentage rises as the run goes on, read on the loop's clock, and stops with the whole ranking")
    func climbs() {
        let block = FilterJob.blockSize, first = FilterJob.firstPass
        let count = first * 2 + block * 16
        let gate = Gate(openBelow: first)
        var filter = LiveFilter(source: FilteredSource(base: GatedSource(count: count, gate: gate)))
        filter.update(query: "a")
        // The early result: the first items' share.
        let early = Self.eventually { filter.takeResult() }
        #expect(early && filter.isPartial)
        #expect(filter.progress == " (\(FilterJob.percent(searched: first, of: count))%)")
        var clock = 1.0
        for opened in [8, 16] {
            // A quarter of the rest, then half of it (the gate holds each worker's next block).
            let reach = first + block * opened
            gate.open(below: reach)
            let wanted = " (\(FilterJob.percent(searched: reach, of: count))%)"
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
        let whole = Self.eventually { filter.takeResult() && !filter.isPartial }
        #expect(whole && filter.progress == "")
        #expect(!filter.isRunning)
        let readAfter = filter.followProgress(at: clock + 10)
        #expect(!readAfter)
    }

    @Test("the run's count: the early share, then a block at a time, never 100 while it goes")
    func counts() {
        let progress = FilterProgress()
        #expect(progress.percent == nil)
        progress.start(searched: 50, of: 200)
        #expect(progress.percent == 25)
        progress.add(100)
        #expect(progress.percent == 75)
        progress.add(50)
        #expect(progress.percent == 99)
    }
}
