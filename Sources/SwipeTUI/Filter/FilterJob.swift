#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import Synchronization

/// A query run over a corpus off the frame loop, on every core: the loop starts one per
/// keystroke (the one before is cancelled and its result never used) and takes the
/// result when `result` has it.
final class FilterJob: Sendable {
    /// What a finished run found.
    struct Result: Sendable {
        /// The query it ran.
        var query: String
        /// Matching item indexes, best first (input order for an empty query).
        var matches: [Int]
        /// How many items it looked through.
        var searched: Int
    }

    private let state = Mutex<(cancelled: Bool, result: Result?)>((false, nil))

    /// Starts `query` over `corpus` on a background queue.
    init(query: String, exact: Bool, corpus: any FilterCorpus) {
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            let matches = Self.rank(SearchQuery(query, exact: exact), in: corpus) { [self] in
                state.withLock { $0.cancelled }
            }
            guard let matches else { return }
            state.withLock { $0.result = Result(query: query, matches: matches, searched: corpus.count) }
        }
    }

    /// The result, once the run has finished (nil while it runs, or when cancelled).
    var result: Result? { state.withLock { $0.result } }

    /// Stops the run; its result is never set.
    func cancel() {
        state.withLock { $0.cancelled = true }
    }

    /// The indexes of the items of `corpus` that match, best first — score, then shorter,
    /// then earlier — or nil when `isCancelled` said so part way.
    static func rank(_ query: SearchQuery, in corpus: any FilterCorpus, isCancelled: @Sendable () -> Bool) -> [Int]? {
        let count = corpus.count
        guard !query.isEmpty else { return Array(0..<count) }
        let workers = max(1, min(ProcessorCount.online, count / 20_000 + 1))
        let chunk = (count + workers - 1) / workers
        let parts = Mutex([[(index: Int, score: Int32, length: Int)]](repeating: [], count: workers))
        let stopped = Mutex(false)
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            var matcher = ItemMatcher(query: query)
            var found: [(index: Int, score: Int32, length: Int)] = []
            for index in min(worker * chunk, count)..<min((worker + 1) * chunk, count) {
                if index & 4095 == 0 && isCancelled() {
                    stopped.withLock { $0 = true }
                    return
                }
                let match = corpus.withText(at: index) { text in matcher.score(bytes: text).map { ($0, text.count) } }
                if let match { found.append((index, match.0, match.1)) }
            }
            parts.withLock { $0[worker] = found }
        }
        guard !stopped.withLock({ $0 }) else { return nil }
        let all = parts.withLock { $0.flatMap { $0 } }
        return all.sorted { a, b in
            a.score != b.score ? a.score > b.score : a.length != b.length ? a.length < b.length : a.index < b.index
        }.map(\.index)
    }
}

/// How many cores there are to filter on.
enum ProcessorCount {
    static var online: Int {
        #if canImport(Glibc) || canImport(Darwin)
        return max(Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))), 1)
        #else
        return 1
        #endif
    }
}
