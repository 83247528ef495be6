#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import Synchronization

/// A query run over a corpus off the frame loop, on every core: the loop starts one per
/// keystroke (the one before is cancelled and its result never used) and takes the whole
/// ranking when it is done; meanwhile it can read how far the run has got, as fzf shows it.
final class FilterJob: Sendable {
    /// What a run found.
    struct Result: Sendable {
        /// The query it ran.
        var query: String
        /// Matching item indexes, best first (input order for an empty query).
        var matches: [Int]
        /// The whole ranking's matches in input order (for a query that narrows this one).
        var inInputOrder: [Int]? = nil
    }

    private let state = Mutex<(cancelled: Bool, result: Result?, taken: Bool, candidates: FilterCandidates?)>((false, nil, false, nil))
    /// Left when the run ends, finished or stopped.
    private let ended = DispatchGroup()

    /// The query it runs.
    let query: String
    /// How far the run has got (`percentSearched`).
    private let progress = FilterProgress()

    /// The share of the items searched so far, in whole percent (0–99); nil before the run
    /// counts.
    var percentSearched: Int? { progress.percent }

    /// Starts `query` over `corpus` on a background queue — over only the items `within`
    /// (ascending input indexes) when given: those a query it narrows found. Or, `after` a
    /// run (of the same corpus) whose query this one narrows, over what that run did not
    /// rule out by the time it ended: a run cancelled by the next key hands on its progress.
    init(query: String, rules: SearchRules = SearchRules(), corpus: any FilterCorpus, within: [Int]? = nil, after previous: FilterJob? = nil) {
        self.query = query
        ended.enter()
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            defer { ended.leave() }
            var candidates = within.map { FilterCandidates(picked: $0, rest: 0..<0) } ?? .all(corpus.count)
            if let previous {
                previous.ended.wait()
                if let handed = previous.state.withLock({ $0.candidates }) { candidates = handed }
            }
            // What a run after this one searches if this one is stopped before it gets anywhere.
            state.withLock { $0.candidates = candidates }
            let search = SearchQuery(query, rules: rules)
            let isCancelled: @Sendable () -> Bool = { [self] in state.withLock { $0.cancelled } }
            let subset = candidates == .all(corpus.count) ? nil : SubsetCorpus(base: corpus, candidates: candidates)
            let searched: any FilterCorpus = subset ?? corpus
            func input(_ matches: [Int]) -> [Int] { subset.map { subset in matches.map { subset.inputIndex(at: $0) } } ?? matches }
            guard !search.isEmpty else {
                // Nothing to rank by: every item, in input order.
                let inputOrder = input(Array(0..<searched.count))
                state.withLock { $0.candidates = FilterCandidates(picked: inputOrder, rest: 0..<0) }
                publish(Result(query: query, matches: inputOrder, inInputOrder: inputOrder))
                return
            }
            progress.start(of: searched.count)
            switch Self.scan(search, in: searched, range: 0..<searched.count, progress: progress, isCancelled: isCancelled) {
            case .complete(let found):
                let inputOrder = input(found.map(\.index))
                state.withLock { $0.candidates = FilterCandidates(picked: inputOrder, rest: 0..<0) }
                let ranked = Self.ranked(found, laterFirst: search.laterFirstOnTies)
                publish(Result(query: query, matches: input(ranked.map(\.index)), inInputOrder: inputOrder))
            case .stopped(let searchedCount, let found):
                state.withLock { $0.candidates = candidates.narrowed(searched: searchedCount, found: input(found)) }
            }
        }
    }

    /// `searched` items of `count` in whole percent, rounded down as fzf rounds its share
    /// of chunks: never 100, which would read as done while the run still goes.
    static func percent(searched: Int, of count: Int) -> Int {
        let (scaled, overflow) = searched.multipliedReportingOverflow(by: 100)
        guard count > 0, !overflow else { return 99 }
        return min(max(scaled / count, 0), 99)
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

    /// The indexes of the items of `corpus` that match, best first — score, then the tie-breaks,
    /// then earlier — or nil when `isCancelled` said so part way.
    static func rank(_ query: SearchQuery, in corpus: any FilterCorpus, range: Range<Int>? = nil,
                     isCancelled: @Sendable () -> Bool) -> [Int]? {
        guard case .complete(let ranked, _) = ranking(query, in: corpus, range: range, isCancelled: isCancelled) else { return nil }
        return ranked
    }

    /// How a ranking ended.
    enum Ranking {
        /// Every item searched: the matches best first, and in input order.
        case complete(ranked: [Int], inInputOrder: [Int])
        /// Stopped part way: the first `searched` items of the range were all searched, and
        /// `found` (ascending) are their matches.
        case stopped(searched: Int, found: [Int])
    }

    /// The ranking of `range` of `corpus` (all of it by default), on every core.
    static func ranking(_ query: SearchQuery, in corpus: any FilterCorpus, range: Range<Int>? = nil,
                        isCancelled: @Sendable () -> Bool) -> Ranking {
        let range = range ?? 0..<corpus.count
        guard !query.isEmpty else { return .complete(ranked: Array(range), inInputOrder: Array(range)) }
        switch scan(query, in: corpus, range: range, isCancelled: isCancelled) {
        case .complete(let found):
            return .complete(ranked: ranked(found, laterFirst: query.laterFirstOnTies).map(\.index), inInputOrder: found.map(\.index))
        case .stopped(let searched, let found): return .stopped(searched: searched, found: found)
        }
    }

    /// How a scan of some items ended.
    enum Scan {
        /// Every item searched: the matches in input order.
        case complete([Match])
        /// Stopped part way: the first `searched` items of the range were all searched, and
        /// `found` (ascending) are their matches.
        case stopped(searched: Int, found: [Int])
    }

    /// The matches of `range` of `corpus` for a query that is not empty, on every core:
    /// workers take blocks in turn rather than a fixed share each, so on a busy machine a
    /// core that gets less time takes fewer blocks instead of holding the others up; each
    /// block's matches are kept by block, so a scan stopped part way still says what it found;
    /// each block done is added to `progress`.
    static func scan<Corpus: FilterCorpus>(_ query: SearchQuery, in corpus: Corpus, range: Range<Int>, progress: FilterProgress? = nil,
                                            isCancelled: @Sendable () -> Bool) -> Scan {
        let count = range.count
        let workers = max(1, min(ProcessorCount.online, count / 20_000 + 1))
        let blocks = (count + blockSize - 1) / blockSize
        let nextBlock = Atomic(0)
        let found = Mutex((matches: [[Match]](repeating: [], count: blocks), done: [Bool](repeating: false, count: blocks)))
        let stopped = Atomic(false)
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            var matcher = ItemMatcher(query: query)
            let tiebreak = query.tiebreak, readsSpan = tiebreak.readsMatchSpan
            while true {
                let block = nextBlock.wrappingAdd(1, ordering: .relaxed).oldValue
                guard block < blocks, !stopped.load(ordering: .relaxed) else { break }
                if isCancelled() {
                    stopped.store(true, ordering: .relaxed)
                    return
                }
                var matches: [Match] = []
                let first = range.lowerBound + block * blockSize
                let end = min(first + blockSize, range.upperBound)
                defer { progress?.add(end - first) }
                for index in first..<end {
                    let rank = corpus.withSearchedText(at: index) { text, parts -> UInt64? in
                        var span = MatchSpan()
                        let score = withUnsafeMutablePointer(to: &span) { span in
                            let span = readsSpan ? span : nil
                            return parts.map { matcher.score(bytes: text, parts: $0, span: span) } ?? matcher.score(bytes: text, span: span)
                        }
                        return score.map { Self.rank(score: $0, key: tiebreak.key(of: text, span: span)) }
                    }
                    if let rank { matches.append(Match(index: index, rank: rank)) }
                }
                found.withLock {
                    $0.matches[block] = matches
                    $0.done[block] = true
                }
            }
        }
        let (matches, done) = found.withLock { ($0.matches, $0.done) }
        guard !stopped.load(ordering: .relaxed) else {
            let reached = done.firstIndex(of: false) ?? blocks
            return .stopped(searched: min(reached * blockSize, count), found: matches[0..<reached].flatMap { $0.map(\.index) })
        }
        return .complete(matches.flatMap { $0 })
    }

    /// `matches` best first: sorted in a part per core, then merged.
    static func ranked(_ matches: [Match], laterFirst: Bool = false) -> [Match] {
        let workers = max(1, min(ProcessorCount.online, matches.count / 20_000 + 1))
        let partSize = (matches.count + workers - 1) / workers
        let parts = Mutex([[Match]](repeating: [], count: workers))
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            let lower = min(worker * partSize, matches.count), upper = min(lower + partSize, matches.count)
            let part = matches[lower..<upper].sorted { ranksBefore($0, $1, laterFirst: laterFirst) }
            parts.withLock { $0[worker] = part }
        }
        return merged(parts.withLock { $0 }, laterFirst: laterFirst)
    }

    /// A matching item: its index and its rank (`rank(score:key:)`); sixteen bytes, so that
    /// tens of millions of them fit in memory.
    struct Match {
        var index: Int, rank: UInt64
    }

    /// A match's score and tie-break key (`Tiebreak.key`, at most 48 bits) as one word that
    /// is smaller for the better match: the score, from 0 to 65535 (fzf ranks scores as
    /// 16-bit numbers), counted down in the top sixteen bits, the key below it.
    static func rank(score: Int32, key: UInt64) -> UInt64 {
        UInt64(0xFFFF - min(max(score, 0), 0xFFFF)) << 48 | key & (1 << 48 - 1)
    }

    /// Best first: score, then the tie-breaks (the shorter by default), then earlier (or
    /// `laterFirst`, later).
    private static func ranksBefore(_ a: Match, _ b: Match, laterFirst: Bool) -> Bool {
        a.rank != b.rank ? a.rank < b.rank : laterFirst ? a.index > b.index : a.index < b.index
    }

    /// Sorted parts merged into one sorted list (pairwise; there is a part per core).
    static func merged(_ parts: [[Match]], laterFirst: Bool = false) -> [Match] {
        var parts = parts
        while parts.count > 1 {
            var next: [[Match]] = []
            for pair in stride(from: 0, to: parts.count, by: 2) {
                guard pair + 1 < parts.count else {
                    next.append(parts[pair])
                    continue
                }
                let a = parts[pair], b = parts[pair + 1]
                var out: [Match] = []
                out.reserveCapacity(a.count + b.count)
                var i = 0, j = 0
                while i < a.count && j < b.count {
                    if ranksBefore(b[j], a[i], laterFirst: laterFirst) {
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
