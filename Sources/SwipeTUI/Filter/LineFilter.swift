#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `--filter QUERY`: no interface. Reads every item from stdin (lines, or NUL-separated),
/// scores them against the query on every core, and writes the matches to stdout best
/// first — score, then shorter, then earlier — the way `fzf --filter` does.
public enum LineFilter {
    /// Filters stdin (`input`) with `query` onto stdout (`destination`); returns the exit
    /// status: 0 when something matched, 1 when nothing did, 2 when stdin could not be read
    /// (the reason on stderr) or stdout written.
    /// `output` ends each match (a newline, or NUL under `--print0`); `fields` say what is
    /// matched (`--with-nth`, `--nth`) and printed (`--accept-nth`).
    public static func run(query: String, rules: SearchRules = SearchRules(), separator: UInt8,
                           output outputSeparator: UInt8 = 0x0A, sorts: Bool = true, reversed: Bool = false,
                           fields: FieldOptions = FieldOptions(), input: Int32 = 0, destination: Int32 = 1) -> Int32 {
        let search = SearchQuery(query, rules: rules)
        var options = fields
        options.headerLines = 0
        // The matches a chunk at a time: each kept (a copy of the line) with its score, its
        // `index` its place among the kept ones — in input order, so ties rank as by input.
        let kept = KeptLines()
        var found: [FilterJob.Match] = []
        /// Each kept line's item number, for `--accept-nth`'s `{n}`.
        var keptItems: [Int] = []
        let printsFields = fields.printed != nil || fields.keepsColors
        var headerLeft = fields.headerLines, items = 0
        do {
            try InputChunks.read(descriptor: input, separator: separator) { bytes, lines in
                // `--header-lines` are no items.
                var lines = lines
                if headerLeft > 0 {
                    let header = min(headerLeft, lines.count)
                    lines.removeFirst(header)
                    headerLeft -= header
                }
                let chunk = RangesCorpus(bytes: bytes, lines: lines, first: items)
                let range = items..<items + lines.count
                items += lines.count
                func keep(_ item: Int, score: Int32, key: UInt64) {
                    found.append(FilterJob.Match(index: kept.count, score: score, key: key))
                    kept.append(UnsafeBufferPointer(rebasing: bytes[lines[item - chunk.first]]))
                    if printsFields { keptItems.append(item) }
                }
                guard !search.isEmpty else {
                    for item in range { keep(item, score: 0, key: 0) }
                    return
                }
                let scan = options.isPlain ? FilterJob.scan(search, in: chunk, range: range) { false }
                    : FilterJob.scan(search, in: FieldCorpus(base: chunk, options: options), range: range) { false }
                guard case .complete(let matches) = scan else { return }
                for match in matches { keep(match.index, score: match.score, key: match.key) }
            }
        } catch {
            OutputLine.report("stdin: \(error.description)")
            return 2
        }
        guard !found.isEmpty else { return 1 }
        var output = OutputBuffer(descriptor: destination)
        func write(_ index: Int) -> Bool {
            let line = kept[index]
            if printsFields {
                return output.append(fields.printedText(of: line, index: keptItems[index]), then: outputSeparator)
            }
            return output.append(line, then: outputSeparator)
        }
        // `--no-sort`, or nothing to rank by: input order (`--tac`: the last first); ranked,
        // `--tac` puts the later of items that tie first.
        if !sorts || !search.ranksMatches {
            let indexes = 0..<kept.count
            if reversed {
                for index in indexes.reversed() where !write(index) { return 2 }
            } else {
                for index in indexes where !write(index) { return 2 }
            }
        } else {
            for match in FilterJob.ranked(found, laterFirst: search.laterFirstOnTies) where !write(match.index) { return 2 }
        }
        return output.flush() ? 0 : 2
    }

    /// The items of `input`: the ranges between separators (a last item without one counts),
    /// into `lines` (emptied first).
    static func split(_ input: UnsafeBufferPointer<UInt8>, separator: UInt8, into lines: inout [Range<Int>]) {
        lines.removeAll(keepingCapacity: true)
        guard let base = input.baseAddress else { return }
        var start = 0
        while start < input.count {
            let found = memchr(base + start, Int32(separator), input.count - start)
            let end = found.map { UnsafePointer($0.assumingMemoryBound(to: UInt8.self)) - base } ?? input.count
            // A CRLF line ends before its CR, as the interface reads it.
            let last = separator == 0x0A && end > start && input[end - 1] == 0x0D ? end - 1 : end
            lines.append(start..<last)
            start = end + 1
        }
    }
}

/// Items as ranges of one buffer of bytes that outlives the filtering: items `first` on
/// (a chunk of the input, numbered as in all of it; the items before are not there).
struct RangesCorpus: FilterCorpus, @unchecked Sendable {
    let bytes: UnsafeBufferPointer<UInt8>
    let lines: [Range<Int>]
    var first = 0

    var count: Int { first + lines.count }

    func withText<R>(at index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        body(UnsafeBufferPointer(rebasing: bytes[lines[index - first]]))
    }
}
