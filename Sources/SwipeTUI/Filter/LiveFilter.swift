/// The filter as the session runs it: the query being typed, the run for it off the frame
/// loop, and the narrowed items once it is done. A keystroke starts a new run and
/// cancels the one before, so keys and frames never wait for it; the loop takes the
/// result when it is there (`takeResult`). Items that stream in start a new run too.
struct LiveFilter {
    /// Where runs go: other threads (the app), or the caller's own (tests on a virtual clock).
    enum Execution {
        case background, inline
    }

    /// The items, narrowed by the last result.
    let source: FilteredSource
    /// Plain terms are exact substrings (`--exact`).
    let exact: Bool
    /// Whether matches show best first (false under `--no-sort`: in input order).
    var sorts = true
    /// When case matters (`-i`, `+i`; smart by default).
    let caseMatching: SearchQuery.CaseMatching
    /// How equal scores are ordered.
    let tiebreak: SearchQuery.Tiebreak
    let scoring: SearchQuery.Scoring
    let execution: Execution
    /// The query as typed; empty shows everything.
    private(set) var query = ""
    /// Whether the query filters (false under `--disabled`: it is kept, for `{q}` and
    /// `--print-query`, and every item shows).
    private(set) var searches = true
    /// What the runs filter by: the query, or nothing while search is off.
    private var searched: String { searches ? query : "" }
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

    init(source: FilteredSource, exact: Bool, caseMatching: SearchQuery.CaseMatching = .smart, tiebreak: SearchQuery.Tiebreak = .length, scoring: SearchQuery.Scoring = SearchQuery.Scoring(),
         execution: Execution = .background) {
        self.tiebreak = tiebreak
        self.scoring = scoring
        self.source = source
        self.exact = exact
        self.caseMatching = caseMatching
        self.execution = execution
    }

    /// True while a run is in flight: the loop should come back soon for its result.
    var isRunning: Bool { job != nil }

    /// True when `takeResult` may have something: a run in flight, or one done inline.
    var mayHaveResult: Bool { job != nil || inlineResult != nil }

    /// True while what shows is an early result and the whole ranking is still coming.
    private(set) var isPartial = false

    /// True when the items shown are narrowed.
    var isActive: Bool { source.isFiltered }

    /// True when new items must go through a run before they show: the items are narrowed,
    /// or a query is searched for (not under `--disabled`, where a typed query narrows nothing).
    var narrowsNewItems: Bool { isActive || !searched.isEmpty }

    /// Starts a run for `query` (the one before is cancelled).
    mutating func update(query: String) {
        self.query = query
        if searches { run() }
    }

    /// Turns filtering on or off (`enable-search`, `disable-search`): the items show as
    /// the query then says.
    mutating func setSearches(_ on: Bool) {
        guard on != searches else { return }
        searches = on
        if query.isEmpty { return }
        run()
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

    /// The items grew while a run was in flight: another run follows it.
    private var rerunWhenDone = false

    /// Drops the filter: every item shows again, in input order.
    mutating func clear() {
        job?.cancel()
        job = nil
        rerunWhenDone = false
        inlineResult = nil
        isPartial = false
        query = ""
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
        if !result.isPartial { job = nil }
        // A run over items read before a reload names indexes that are gone.
        guard result.query == searched, jobGeneration == source.generation else { return false }
        isPartial = result.isPartial
        if !result.isPartial {
            if rerunWhenDone {
                // Items arrived meanwhile: this result shows, and a run over all of them follows.
                run()
            } else if let inputOrder = result.inInputOrder {
                lastComplete = (searched, inputOrder)
            }
        }
        let search = SearchQuery(searched, exact: exact, caseMatching: caseMatching, tiebreak: tiebreak, scoring: scoring)
        source.show(searched.isEmpty ? nil : sorts && search.ranksMatches ? result.matches : inputOrder(result), for: search)
        return true
    }

    /// A result's matches in the order they were read (`--no-sort`), the last first under `--tac`.
    private func inputOrder(_ result: FilterJob.Result) -> [Int] {
        let order = result.inInputOrder ?? result.matches.sorted()
        return source.reversesInput ? order.reversed() : order
    }

    /// `37/10000`: the items shown of all of them (`37+` while more are coming), leaving
    /// out the `deleted` ones the mode took away from both.
    func summary(deleted: Int = 0) -> String {
        "\(max(source.count - deleted, 0))\(isPartial ? "+" : "")/\(max(source.base.count - deleted, 0))"
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
            job = FilterJob(query: query, exact: exact, caseMatching: caseMatching, tiebreak: tiebreak, scoring: scoring, corpus: corpus, within: narrowed,
                            after: previous)
        case .inline:
            let matches = FilterJob.rank(SearchQuery(query, exact: exact, caseMatching: caseMatching, tiebreak: tiebreak, scoring: scoring), in: corpus) { false } ?? []
            inlineResult = FilterJob.Result(query: query, matches: matches, isPartial: false)
        }
    }
}
