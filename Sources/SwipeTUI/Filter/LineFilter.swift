#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `--filter QUERY`: no interface. Reads every item from stdin (lines, or NUL-separated),
/// scores them against the query on every core, and writes the matches to stdout best
/// first — score, then shorter, then earlier — the way `fzf --filter` does. When the order
/// is the input's (`--no-sort`, or a query of inverse terms only) the matches are written as
/// they are read, as fzf streams them, and nothing is kept; ranked, the matches kept stop
/// at the interface's ceiling (`LineSource.Ceiling.standard`).
public enum LineFilter {
    /// Filters stdin (`input`) with `query` onto stdout (`destination`); returns the exit
    /// status: 0 when something matched, 1 when nothing did, 2 when stdin could not be read
    /// (the reason on stderr), stdout written, or the matches kept reached `ceiling` (those
    /// read before are written, ranked, and stderr says where reading stopped).
    /// `output` ends each match (a newline, or NUL under `--print0`); `fields` say what is
    /// matched (`--with-nth`, `--nth`) and printed (`--accept-nth`).
    public static func run(query: String, rules: SearchRules = SearchRules(), separator: UInt8,
                           output outputSeparator: UInt8 = 0x0A, sorts: Bool = true, reversed: Bool = false,
                           fields: FieldOptions = FieldOptions(), ceiling: LineSource.Ceiling = .standard,
                           input: Int32 = 0, destination: Int32 = 1) -> Int32 {
        let search = SearchQuery(query, rules: rules)
        var options = fields
        options.headerLines = 0
        // In input order with the first first: each match written once its chunk is scanned.
        let streams = !reversed && (!sorts || !search.ranksMatches)
        // Otherwise the matches a chunk at a time: each kept (a copy of what is printed for
        // it) with its rank, in input order, so that ties rank as by input.
        let kept = KeptMatches()
        let printsFields = fields.printed != nil || fields.keepsColors
        var headerLeft = fields.headerLines, items = 0, written = 0
        var output = OutputBuffer(descriptor: destination)
        var writeFailed = false, stoppedAt: String?
        func write(_ line: UnsafeBufferPointer<UInt8>, item: Int) -> Bool {
            if printsFields {
                return output.append(fields.printedText(of: line, index: item), then: outputSeparator)
            }
            return output.append(line, then: outputSeparator)
        }
        do {
            try InputChunks.read(descriptor: input, separator: separator, handsEachRead: streams) { bytes, lines in
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
                /// Writes or keeps a match; false to read no further.
                func take(_ item: Int, rank: UInt64) -> Bool {
                    let line = UnsafeBufferPointer(rebasing: bytes[lines[item - chunk.first]])
                    if streams {
                        written += 1
                        writeFailed = !write(line, item: item)
                        return !writeFailed
                    }
                    let printed = printsFields ? fields.printedText(of: line, index: item) : nil
                    let size = printed?.count ?? line.count
                    guard kept.count < ceiling.items && kept.byteCount + size <= ceiling.bytes else {
                        stoppedAt = kept.count < ceiling.items ? LineIndexWriter.describe(bytes: ceiling.bytes) : "\(ceiling.items) matches"
                        return false
                    }
                    if let printed {
                        printed.withUnsafeBufferPointer { kept.append($0, rank: rank) }
                    } else {
                        kept.append(line, rank: rank)
                    }
                    return true
                }
                if search.isEmpty {
                    for item in range where !take(item, rank: 0) { return false }
                } else {
                    let scan = options.isPlain ? FilterJob.scan(search, in: chunk, range: range) { false }
                        : FilterJob.scan(search, in: FieldCorpus(base: chunk, options: options), range: range) { false }
                    guard case .complete(let matches) = scan else { return true }
                    for match in matches where !take(match.index, rank: match.rank) { return false }
                }
                // What streams leaves at once, so a reader (`| head -2`) has it as it comes.
                if streams && !output.flush() { writeFailed = true }
                return !writeFailed
            }
        } catch {
            OutputLine.report("stdin: \(error.description)")
            return 2
        }
        if writeFailed { return 2 }
        if streams { return written > 0 ? 0 : 1 }
        // `--tac` in input order: the last first; ranked, `--tac` puts the later of items
        // that tie first. What was kept is what is printed.
        let wrote = !sorts || !search.ranksMatches ? kept.forEachInInputOrder(reversed: true) { output.append($0, then: outputSeparator) }
            : kept.forEachRanked(laterFirst: search.laterFirstOnTies) { output.append($0, then: outputSeparator) }
        guard wrote && output.flush() else { return 2 }
        if let stoppedAt {
            OutputLine.report("stdin: stopped at \(stoppedAt) kept (the rest was not read)")
            return 2
        }
        return kept.count == 0 ? 1 : 0
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
