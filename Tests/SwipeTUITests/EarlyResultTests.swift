import Foundation
import Testing
import Synchronization
import TerminalHarness
@testable import SwipeTUI

/// A big corpus's run shows the best of its first items early, then goes on from them to
/// the whole ranking (it does not search them twice); cancelled at any point, it hands
/// on what it ruled out, the first items' verdicts included.
@Suite("The filter's early result and the ranking that follows it")
struct EarlyResultTests {
    /// Random short paths, enough for an early result (more than twice its items).
    static let corpus: CopiedCorpus = {
        var random = SeededGenerator(seed: 24)
        let count = FilterJob.firstPass * 2 + FilterJob.blockSize * 3 + 17
        return CopiedCorpus(texts: (0..<count).map { _ in
            Array(String((0..<Int.random(in: 0...12, using: &random)).map { _ in Array("abcr/._ mt").randomElement(using: &random)! }).utf8)
        })
    }()

    /// The run's whole result (with a failsafe deadline, not a measurement).
    static func finalResult(of job: FilterJob) -> FilterJob.Result? {
        let deadline = ContinuousClock.now + .seconds(120)
        while ContinuousClock.now < deadline {
            if let taken = job.takeResult(), !taken.isPartial { return taken }
            usleep(200)  // a wait, not a spin: the job's workers need the cores
        }
        return nil
    }

    @Test("the whole ranking after the early one is the ranking of everything, in order, with every match in input order")
    func wholeAfterEarly() {
        let job = FilterJob(query: "rmt", corpus: Self.corpus)
        let result = Self.finalResult(of: job)
        let everything = FilterJob.ranking(SearchQuery("rmt"), in: Self.corpus) { false }
        guard case .complete(let ranked, let inInputOrder) = everything else {
            Issue.record("the reference ranking stopped")
            return
        }
        #expect(result?.matches == ranked)
        #expect(result?.inInputOrder == inInputOrder)
    }

    @Test("an early result says how much it searched as fzf's progress does, in whole percent, never 0 or 100",
          arguments: [(65536, 131_073, 49), (65536, 200_000, 32), (65536, 10_000_000, 1), (65536, 65537, 99), (1, 0, 99)])
    func percentSearched(searched: Int, count: Int, percent: Int) {
        #expect(FilterJob.percent(searched: searched, of: count) == percent)
    }

    /// When each run of a chain is stopped.
    enum Stop: CaseIterable {
        /// At once, before it searched anything.
        case atOnce
        /// Once its early result is out: part way through the rest.
        case afterEarlyResult
        /// Once it is done (stopping it then changes nothing).
        case whenDone
    }

    @Test("runs stopped at any point, each followed by a narrower query, end where one run over everything ends",
          arguments: Stop.allCases)
    func stoppedChains(stop: Stop) {
        var previous: FilterJob?
        for query in ["r", "rm", "rmt"] {
            let job = FilterJob(query: query, corpus: Self.corpus, after: previous)
            let deadline = ContinuousClock.now + .seconds(120)
            switch stop {
            case .atOnce: break
            case .afterEarlyResult:
                while ContinuousClock.now < deadline, job.takeResult() == nil { usleep(200) }
            case .whenDone:
                while ContinuousClock.now < deadline, job.takeResult()?.isPartial != false { usleep(200) }
            }
            job.cancel()
            previous = job
        }
        let last = FilterJob(query: "rmta", corpus: Self.corpus, after: previous)
        #expect(Self.finalResult(of: last)?.matches == FilterJob.rank(SearchQuery("rmta"), in: Self.corpus) { false })
    }
}
