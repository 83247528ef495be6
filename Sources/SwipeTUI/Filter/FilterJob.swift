#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import Synchronization

/// A query run over a corpus off the frame loop, on every core: the loop starts one per
/// keystroke (the one before is cancelled and its result never used) and takes results
/// as they come. A big corpus gives a first result early — the best of its first items —
/// so the screen narrows at once, then the whole ranking.
final class FilterJob: Sendable {
    /// Items ranked for the first, early result of a big corpus.
    static let firstPass = 1 << 16

    /// What a run found.
    struct Result: Sendable {
        /// The query it ran.
        var query: String
        /// Matching item indexes, best first (input order for an empty query).
        var matches: [Int]
        /// True for the early result: more matches are coming.
        var isPartial: Bool
        /// The whole ranking's matches in input order (for a query that narrows this one).
        var inInputOrder: [Int]? = nil
    }

    private let state = Mutex<(cancelled: Bool, result: Result?, taken: Bool)>((false, nil, false))

    /// Starts `query` over `corpus` on a background queue — over only the items `within`
    /// (ascending input indexes) when given: those a query it narrows found.
    init(query: String, exact: Bool, caseMatching: SearchQuery.CaseMatching = .smart, corpus: any FilterCorpus, within: [Int]? = nil) {
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            let search = SearchQuery(query, exact: exact, caseMatching: caseMatching)
            let isCancelled: @Sendable () -> Bool = { [self] in state.withLock { $0.cancelled } }
            let subset = within.map { SubsetCorpus(base: corpus, indexes: $0) }
            let searched: any FilterCorpus = subset ?? corpus
            func input(_ matches: [Int]) -> [Int] { subset.map { subset in matches.map { subset.indexes[$0] } } ?? matches }
            if searched.count > Self.firstPass * 2, !search.isEmpty {
                guard let first = Self.rank(search, in: searched, range: 0..<Self.firstPass, isCancelled: isCancelled) else { return }
                publish(Result(query: query, matches: input(first), isPartial: true))
            }
            guard let matches = Self.rank(search, in: searched, isCancelled: isCancelled) else { return }
            let found = input(matches)
            publish(Result(query: query, matches: found, isPartial: false, inInputOrder: found.sorted()))
        }
    }

    private func publish(_ result: Result) {
        state.withLock {
            $0.result = result
            $0.taken = false
        }
    }

    /// A result not taken yet (nil while the run has nothing new, or when cancelled).
    func takeResult() -> Result? {
        state.withLock {
            guard !$0.taken, let result = $0.result else { return nil }
            $0.taken = true
            return result
        }
    }


    /// Stops the run; its result is never set.
    func cancel() {
        state.withLock { $0.cancelled = true }
    }

    /// Items a worker takes at a time (and between looks at `isCancelled`).
    static let blockSize = 4096

    /// The indexes of the items of `corpus` that match, best first — score, then shorter,
    /// then earlier — or nil when `isCancelled` said so part way.
    static func rank(_ query: SearchQuery, in corpus: any FilterCorpus, range: Range<Int>? = nil,
                     isCancelled: @Sendable () -> Bool) -> [Int]? {
        let range = range ?? 0..<corpus.count
        let count = range.count
        guard !query.isEmpty else { return Array(range) }
        let workers = max(1, min(ProcessorCount.online, count / 20_000 + 1))
        // Workers take blocks in turn rather than a fixed share each: on a busy machine a
        // core that gets less time takes fewer blocks instead of holding the others up.
        let blocks = (count + blockSize - 1) / blockSize
        let nextBlock = Atomic(0)
        let parts = Mutex([[(index: Int, score: Int32, length: Int)]](repeating: [], count: workers))
        let stopped = Atomic(false)
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            var matcher = ItemMatcher(query: query)
            var found: [(index: Int, score: Int32, length: Int)] = []
            while true {
                let block = nextBlock.wrappingAdd(1, ordering: .relaxed).oldValue
                guard block < blocks, !stopped.load(ordering: .relaxed) else { break }
                if isCancelled() {
                    stopped.store(true, ordering: .relaxed)
                    return
                }
                let first = range.lowerBound + block * blockSize
                for index in first..<min(first + blockSize, range.upperBound) {
                    let match = corpus.withText(at: index) { text in matcher.score(bytes: text).map { ($0, Self.characterCount(text)) } }
                    if let match { found.append((index, match.0, match.1)) }
                }
            }
            // Each worker sorts its own part; the parts are merged below.
            found.sort(by: ranksBefore)
            parts.withLock { $0[worker] = found }
        }
        guard !stopped.load(ordering: .relaxed) else { return nil }
        return merged(parts.withLock { $0 }).map(\.index)
    }

    /// How many characters (Unicode scalars) UTF-8 `text` holds: ties go to the item with
    /// fewer characters, as fzf counts them, not fewer bytes.
    static func characterCount(_ text: UnsafeBufferPointer<UInt8>) -> Int {
        var count = 0
        for byte in text where byte & 0xC0 != 0x80 { count += 1 }
        return count
    }

    /// Best first: score, then shorter, then earlier.
    private static func ranksBefore(_ a: (index: Int, score: Int32, length: Int), _ b: (index: Int, score: Int32, length: Int)) -> Bool {
        a.score != b.score ? a.score > b.score : a.length != b.length ? a.length < b.length : a.index < b.index
    }

    /// Sorted parts merged into one sorted list (pairwise; there is a part per core).
    private static func merged(_ parts: [[(index: Int, score: Int32, length: Int)]]) -> [(index: Int, score: Int32, length: Int)] {
        var parts = parts
        while parts.count > 1 {
            var next: [[(index: Int, score: Int32, length: Int)]] = []
            for pair in stride(from: 0, to: parts.count, by: 2) {
                guard pair + 1 < parts.count else {
                    next.append(parts[pair])
                    continue
                }
                let a = parts[pair], b = parts[pair + 1]
                var out: [(index: Int, score: Int32, length: Int)] = []
                out.reserveCapacity(a.count + b.count)
                var i = 0, j = 0
                while i < a.count && j < b.count {
                    if ranksBefore(b[j], a[i]) {
                        out.append(b[j])
                        j += 1
                    } else {
                        out.append(a[i])
                        i += 1
                    }
                }
                out.append(contentsOf: a[i...])
                out.append(contentsOf: b[j...])
                next.append(out)
            }
            parts = next
        }
        return parts.first ?? []
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
