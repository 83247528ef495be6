#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `--filter QUERY`: no interface. Reads every item from stdin (lines, or NUL-separated),
/// scores them against the query on every core, and writes the matches to stdout best
/// first — score, then shorter, then earlier — the way `fzf --filter` does.
public enum LineFilter {
    /// Filters stdin with `query`; returns the exit status: 0 when something matched, 1 when
    /// nothing did, 2 when stdin could not be read (the reason on stderr).
    /// `output` ends each match (a newline, or NUL under `--print0`); `fields` say what is
    /// matched (`--with-nth`, `--nth`) and printed (`--accept-nth`).
    public static func run(query: String, exact: Bool, caseMatching: SearchQuery.CaseMatching = .smart,
                           tiebreak: SearchQuery.Tiebreak = .length, scoring: SearchQuery.Scoring = SearchQuery.Scoring(), separator: UInt8,
                           output outputSeparator: UInt8 = 0x0A, sorts: Bool = true, reversed: Bool = false,
                           fields: FieldOptions = FieldOptions()) -> Int32 {
        let input: [UInt8]
        do {
            input = try readAll(descriptor: 0)
        } catch {
            OutputLine.report("stdin: \(error.description)")
            return 2
        }
        // `--header-lines` are no items.
        var lines = split(input, separator: separator)
        if fields.headerLines > 0 { lines = Array(lines.dropFirst(fields.headerLines)) }
        var matches = input.withUnsafeBufferPointer { bytes in
            let lines = RangesCorpus(bytes: bytes, lines: lines)
            var options = fields
            options.headerLines = 0
            let corpus: any FilterCorpus = options.isPlain ? lines : FieldCorpus(base: lines, options: options)
            return FilterJob.rank(SearchQuery(query, exact: exact, caseMatching: caseMatching, tiebreak: tiebreak, scoring: scoring), in: corpus) { false } ?? []
        }
        guard !matches.isEmpty else { return 1 }
        // `--no-sort`, or nothing to rank by: input order (`--tac`: the last first); `--tac`
        // alone turns only that order.
        if !sorts || !SearchQuery(query).ranksMatches {
            matches = reversed ? matches.sorted(by: >) : matches.sorted()
        }
        var output: [UInt8] = []
        output.reserveCapacity(min(input.count + matches.count, 1 << 21))
        for match in matches {
            let line = lines[match]
            if fields.printed != nil || fields.keepsColors {
                output += input.withUnsafeBufferPointer { fields.printedText(of: UnsafeBufferPointer(rebasing: $0[line]), index: match) }
            } else {
                output.append(contentsOf: input[line])
            }
            output.append(outputSeparator)
            if output.count >= 1 << 20 {
                guard OutputLine.writeAll(output, to: 1) else { return 2 }
                output.removeAll(keepingCapacity: true)
            }
        }
        return OutputLine.writeAll(output, to: 1) ? 0 : 2
    }

    /// The items of `input`: the ranges between separators (a last item without one counts).
    static func split(_ input: [UInt8], separator: UInt8) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        lines.reserveCapacity(input.count / 32)
        var start = 0
        input.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress else { return }
            while start < bytes.count {
                let found = memchr(base + start, Int32(separator), bytes.count - start)
                let end = found.map { UnsafePointer($0.assumingMemoryBound(to: UInt8.self)) - base } ?? bytes.count
                // A CRLF line ends before its CR, as the interface reads it.
                let last = separator == 0x0A && end > start && bytes[end - 1] == 0x0D ? end - 1 : end
                lines.append(start..<last)
                start = end + 1
            }
        }
        return lines
    }

    /// All of a descriptor, read until end of file.
    static func readAll(descriptor: Int32) throws(ContentError) -> [UInt8] {
        var bytes: [UInt8] = []
        // A file says how big it is: it is read straight into a buffer of that size (one
        // more byte sees its end).
        var status = stat()
        if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_size > 0 {
            var failure: Int32 = 0, reachedEnd = false
            bytes = [UInt8](unsafeUninitializedCapacity: Int(min(status.st_size, 1 << 32)) + 1) { buffer, count in
                count = 0
                while count < buffer.count, let base = buffer.baseAddress {
                    let read = systemRead(descriptor, base + count, buffer.count - count)
                    if read < 0 {
                        if errno == EINTR || errno == EAGAIN { continue }
                        failure = errno
                        return
                    }
                    if read == 0 {
                        reachedEnd = true
                        return
                    }
                    count += read
                }
            }
            if failure != 0 { throw ContentError(String(cString: strerror(failure))) }
            // All of it unless the file grew meanwhile.
            if reachedEnd { return bytes }
        }
        var chunk = [UInt8](repeating: 0, count: 1 << 20)
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                throw ContentError(String(cString: strerror(errno)))
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }
}

/// Items as ranges of one buffer of bytes that outlives the filtering.
struct RangesCorpus: FilterCorpus, @unchecked Sendable {
    let bytes: UnsafeBufferPointer<UInt8>
    let lines: [Range<Int>]

    var count: Int { lines.count }

    func withText<R>(at index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        body(UnsafeBufferPointer(rebasing: bytes[lines[index]]))
    }
}
