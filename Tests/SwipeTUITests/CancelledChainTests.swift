import Foundation
import Testing
import Synchronization
import TerminalHarness
@testable import SwipeTUI

/// A run cancelled by the next key hands on what it ruled out, at whatever point it was
/// stopped, and the ranking that follows equals one over everything.
@Suite("Cancelled runs handing on to narrower queries")
struct CancelledChainTests {
    /// Random short paths, several blocks of them.
    static let corpus: CopiedCorpus = {
        var random = SeededGenerator(seed: 24)
        let count = FilterJob.blockSize * 35 + 17
        return CopiedCorpus(texts: (0..<count).map { _ in
            Array(String((0..<Int.random(in: 0...12, using: &random)).map { _ in Array("abcr/._ mt").randomElement(using: &random)! }).utf8)
        })
    }()

    /// The run's result (with a failsafe deadline, not a measurement).
    static func finalResult(of job: FilterJob) -> FilterJob.Result? {
        let deadline = ContinuousClock.now + .seconds(120)
        while ContinuousClock.now < deadline {
            if let taken = job.takeResult() { return taken }
            usleep(200)  // a wait, not a spin: the job's workers need the cores
        }
        return nil
    }

    @Test("a whole run's ranking is the ranking of everything, with every match in input order")
    func whole() {
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

    /// When each run of a chain is stopped.
    enum Stop: CaseIterable {
        /// At once, before it searched anything.
        case atOnce
        /// Part way, once it has searched a block or more.
        case partWay
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
            case .partWay:
                while ContinuousClock.now < deadline, (job.percentSearched ?? 0) == 0, job.takeResult() == nil { usleep(200) }
            case .whenDone:
                while ContinuousClock.now < deadline, job.takeResult() == nil { usleep(200) }
            }
            job.cancel()
            previous = job
        }
        let last = FilterJob(query: "rmta", corpus: Self.corpus, after: previous)
        #expect(Self.finalResult(of: last)?.matches == FilterJob.rank(SearchQuery("rmta"), in: Self.corpus) { false })
    }
}
