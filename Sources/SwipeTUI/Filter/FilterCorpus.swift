/// The text of every item as the filter reads it, safe to read from other threads: the
/// items do not change under it (a source that grows hands out a new corpus).
public protocol FilterCorpus: Sendable {
    /// How many items it holds.
    var count: Int { get }
    /// Calls `body` with the UTF-8 bytes the filter matches for item `index`.
    func withText<R>(at index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R
    /// The same, with the stretches of the text matching looks in (`--nth`): nil for all
    /// of it, as by default.
    func withSearchedText<R>(at index: Int, _ body: (UnsafeBufferPointer<UInt8>, [Range<Int>]?) -> R) -> R
}

extension FilterCorpus {
    /// All of the text is searched.
    func withSearchedText<R>(at index: Int, _ body: (UnsafeBufferPointer<UInt8>, [Range<Int>]?) -> R) -> R {
        withText(at: index) { body($0, nil) }
    }
}

/// A corpus of texts copied out of a source: title and body, a space between.
struct CopiedCorpus: FilterCorpus {
    let texts: [[UInt8]]

    var count: Int { texts.count }

    func withText<R>(at index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        texts[index].withUnsafeBufferPointer(body)
    }

    /// These texts.
    init(texts: [[UInt8]]) {
        self.texts = texts
    }

    /// The texts of `source`'s items: what a search reads, title then body.
    init(_ source: CardSource) {
        texts = (0..<source.count).map { index in
            let fields = source.fields(at: index)
            return Array((fields.body.isEmpty ? fields.title : fields.title + " " + fields.body).utf8)
        }
    }
}

/// The lines of a `LineSource` read in place: the snapshot's memory never moves.
struct LineCorpus: FilterCorpus, @unchecked Sendable {
    let snapshot: LineSource.Snapshot
    /// The source whose memory the snapshot points into, kept alive while a run reads it.
    let owner: LineSource

    var count: Int { snapshot.count }

    func withText<R>(at index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        let bytes = snapshot.lineBytes(at: index)
        return body(UnsafeBufferPointer(start: bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), count: bytes.count))
    }
}

/// Some items of a corpus (ascending input indexes, so ties keep input order): a query that
/// only narrows the one before searches what that one found (and what it did not reach).
struct SubsetCorpus: FilterCorpus {
    let base: any FilterCorpus
    let candidates: FilterCandidates

    /// The items `indexes` of `base`.
    init(base: any FilterCorpus, indexes: [Int]) {
        self.init(base: base, candidates: FilterCandidates(picked: indexes, rest: 0..<0))
    }

    init(base: any FilterCorpus, candidates: FilterCandidates) {
        self.base = base
        self.candidates = candidates
    }

    var count: Int { candidates.count }

    /// The input index of item `index` of the subset.
    func inputIndex(at index: Int) -> Int { candidates.inputIndex(at: index) }

    func withText<R>(at index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        base.withText(at: candidates.inputIndex(at: index), body)
    }

    func withSearchedText<R>(at index: Int, _ body: (UnsafeBufferPointer<UInt8>, [Range<Int>]?) -> R) -> R {
        base.withSearchedText(at: candidates.inputIndex(at: index), body)
    }
}
