/// The filter as the session runs it: the query being typed, the run for it off the frame
/// loop, and the narrowed items once it is done. A keystroke starts a new run and
/// cancels the one before, so keys and frames never wait for it; the loop takes the
/// result when it is there (`takeResult`). Items that stream in start a new run too.
/// As in fzf, what shows until then is the last whole ranking, with the share the run has
/// searched after the count (` (42%)`): a partial ranking never shows.
struct LiveFilter {
    /// Where runs go: other threads (the app), or the caller's own (tests on a virtual clock).
    enum Execution {
        case background, inline
    }

    /// The items, narrowed by the last result.
    let source: FilteredSource
    /// How queries are read and matched (`--exact`, `-i`, `--literal`, `+x`, `--tiebreak`).
    let rules: SearchRules
    /// Whether matches show best first (false under `--no-sort`: in input order).
    var sorts = true
    let execution: Execution
    /// The query as typed; empty shows everything.
    private(set) var query = ""
    /// Whether the query filters (false under `--disabled`: it is kept, for `{q}` and
    /// `--print-query`, and what shows stays as it was).
    private(set) var searches = true
    /// What the runs filter by: the query, or, while search is off, the query it was off
    /// at (fzf's: `disable-search` keeps the result; `--disabled` from the start, or a
    /// reload while off, shows every item).
    private var searched = ""
    /// The run in flight, if any, and the source generation it reads.
    private var job: FilterJob?
    private var jobGeneration = 0
    /// The run finished inline, waiting to be taken.
    private var inlineResult: FilterJob.Result?
    /// The last whole ranking and its query: a query that only narrows it searches its matches.
    private var lastComplete: (query: String, matches: [Int])?
    /// The corpus the last run read, and the source generation it was read from.
    private var corpus: (any FilterCorpus)?
    private var corpusGeneration = -1

    init(source: FilteredSource, rules: SearchRules = SearchRules(), execution: Execution = .background) {
        self.source = source
        self.rules = rules
        self.execution = execution
    }

    /// True while a run is in flight: the loop should come back soon for its result.
    var isRunning: Bool { job != nil }

    /// True when `takeResult` may have something: a run in flight, or one done inline.
    var mayHaveResult: Bool { job != nil || inlineResult != nil }

    /// The share of the items a run searched, in percent, as the info line shows it (nil:
    /// nothing shows). Set from the run in flight (`followProgress`), dropped when a whole
    /// ranking shows; a new run leaves the last one's share showing until it has run
    /// `progressDelay` itself, as fzf does.
    private var percentShown: Int?
    /// When (on the loop's clock) the loop first saw the run in flight; nil until then.
    private var runSeenAt: Double?
    /// When the run's progress is read next: the info line's ` (N%)` changes at most this
    /// often, and only while a ranking is coming (the loop then wakes for it anyway).
    private var nextProgressRead = -Double.infinity
    static let progressInterval = 0.1
    /// How long a run goes before its share shows: fzf's 200 ms (`progressMinDuration`), so
    /// a quick run never flashes a percentage.
    static let progressDelay = 0.2

    /// True when the items shown are narrowed.
    var isActive: Bool { source.isFiltered }

    /// True when new items must go through a run before they show: the items are narrowed,
    /// or a query is searched for (not under `--disabled`, where a typed query narrows nothing).
    var narrowsNewItems: Bool { isActive || !searched.isEmpty }

    /// Starts a run for `query` (the one before is cancelled).
    mutating func update(query: String) {
        self.query = query
        guard searches else { return }
        searched = query
        run()
    }

    /// Turns filtering on (`enable-search`: the items show as the query says) or off
    /// (`disable-search`: they stay as they are until it is on again).
    mutating func setSearches(_ on: Bool) {
        guard on != searches else { return }
        searches = on
        guard on, searched != query else { return }
        searched = query
        run()
    }

    /// Ranks the matches best first, or keeps them in input order (`toggle-sort`).
    mutating func setSorts(_ on: Bool) {
        guard on != sorts else { return }
        sorts = on
        if !searched.isEmpty { run() }
    }

    /// The items grew (stdin streaming): an active filter runs again over all of them —
    /// once the run in flight is done, so a fast stream does not cancel every run.
    mutating func itemsDidGrow() {
        corpus = nil
        lastComplete = nil
        guard narrowsNewItems else { return }
        if job != nil {
            rerunWhenDone = true
        } else {
            run()
        }
    }

    /// The items were replaced (`reload`): while search is off, all of the new ones show,
    /// as fzf's do.
    mutating func itemsWereReplaced() {
        if !searches { searched = "" }
        itemsDidGrow()
    }

    /// The items grew while a run was in flight: another run follows it.
    private var rerunWhenDone = false

    /// Drops the filter: every item shows again, in input order.
    mutating func clear() {
        job?.cancel()
        job = nil
        rerunWhenDone = false
        inlineResult = nil
        percentShown = nil
        query = ""
        searched = ""
        lastComplete = nil
        source.show(nil, for: nil)
    }

    /// Applies a finished run to the source; true when the items shown changed.
    mutating func takeResult() -> Bool {
        let result: FilterJob.Result?
        if let inlineResult {
            result = inlineResult
            self.inlineResult = nil
        } else {
            result = job?.takeResult()
        }
        guard let result else { return false }
        job = nil
        runSeenAt = nil
        // A run over items read before a reload names indexes that are gone.
        guard result.query == searched, jobGeneration == source.generation else { return false }
        percentShown = nil
        if rerunWhenDone {
            // Items arrived meanwhile: this result shows, and a run over all of them follows.
            run()
        } else if let inputOrder = result.inInputOrder {
            lastComplete = (searched, inputOrder)
        }
        let search = SearchQuery(searched, rules: rules)
        source.show(searched.isEmpty ? nil : sorts && search.ranksMatches ? result.matches : inputOrder(result), for: search)
        return true
    }

    /// A result's matches in the order they were read (`--no-sort`), the last first under `--tac`.
    private func inputOrder(_ result: FilterJob.Result) -> [Int] {
        let order = result.inInputOrder ?? result.matches.sorted()
        return source.reversesInput ? order.reversed() : order
    }

    /// `37/10000`: the items shown of all of them, leaving out the `deleted` ones the mode
    /// took away from both.
    func summary(deleted: Int = 0) -> String {
        "\(max(source.count - deleted, 0))/\(max(source.base.count - deleted, 0))"
    }

    /// The share of the items the run in flight has searched so far, in whole percent (nil
    /// with no run, or before it counts); what `followProgress` shows once it is due.
    var shareSearched: Int? { job?.percentSearched }

    /// The share the run in flight has searched, read at most every `progressInterval`
    /// seconds once the run has gone `progressDelay`: true when the ` (N%)` shown changed
    /// (a frame is due).
    mutating func followProgress(at time: Double) -> Bool {
        guard job != nil else { return false }
        let seenAt = runSeenAt ?? time
        runSeenAt = seenAt
        guard time - seenAt >= Self.progressDelay, time >= nextProgressRead else { return false }
        nextProgressRead = time + Self.progressInterval
        // fzf shows no share before a whole percent is searched.
        guard let percent = shareSearched, percent > 0, percent != percentShown else { return false }
        percentShown = percent
        return true
    }

    /// ` (6%)` while a run goes on under the last whole ranking, as fzf's progress: how much
    /// of the items it searched; empty once the whole ranking shows.
    var progress: String {
        percentShown.map { " (\($0)%)" } ?? ""
    }

    /// Whether every item `query` matches is also matched by `previous`: the query only
    /// grew at its end, and neither has an OR, nor the old one a must-not term (which a
    /// longer text widens), a trailing backslash (which the growth could turn into a space)
    /// or a trailing `$` (a suffix term that growing turns into another kind).
    static func narrows(_ query: String, _ previous: String) -> Bool {
        !previous.isEmpty && query.hasPrefix(previous) && !query.contains("|") && !previous.contains("!")
            && !previous.hasSuffix("\\") && !previous.hasSuffix("$")
    }

    private mutating func run() {
        let query = searched
        // A run in flight over the same corpus hands what it did not rule out to the next
        // query when that one narrows it: typing fast never starts over from every item.
        let sameCorpus = corpus != nil && corpusGeneration == source.generation
        let previous = job.flatMap { sameCorpus && Self.narrows(query, $0.query) ? $0 : nil }
        job?.cancel()
        job = nil
        runSeenAt = nil
        rerunWhenDone = false
        if corpusGeneration != source.generation {
            corpus = nil
            lastComplete = nil
        }
        let corpus = self.corpus ?? source.base.filterCorpus()
        self.corpus = corpus
        corpusGeneration = source.generation
        jobGeneration = source.generation
        switch execution {
        case .background:
            let narrowed = lastComplete.flatMap { Self.narrows(query, $0.query) ? $0.matches : nil }
            job = FilterJob(query: query, rules: rules, corpus: corpus, within: narrowed,
                            after: previous)
        case .inline:
            let matches = FilterJob.rank(SearchQuery(query, rules: rules), in: corpus) { false } ?? []
            inlineResult = FilterJob.Result(query: query, matches: matches)
        }
    }
}
