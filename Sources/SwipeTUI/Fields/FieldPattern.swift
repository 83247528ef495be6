import CPcre2

/// A regular-expression field delimiter (`-d '\s+'`, `-d '[:/]'`), through PCRE2, whose
/// syntax reads the expressions fzf users write for Go's (`\s`, `\d`, classes,
/// alternatives, `+?`). It matches an item's own bytes as UTF-8 (bytes that are not valid
/// UTF-8 match nothing but themselves), so the fields found are ranges of those bytes.
///
/// Lines are strangers' and the expression is a backtracking one's: one search may take at
/// most `workLimit` steps of PCRE2's matcher and `depthLimit` of its backtracking depth.
/// A search that would take more (`(a+)+$` against forty `a`s and a `b`, `' *: *'` along
/// twenty thousand blanks) ends the splitting: the rest of the item is its last field, and
/// no key waits for it.
public final class FieldPattern: @unchecked Sendable, Equatable {
    /// The expression as given.
    public let source: String
    private let code: OpaquePointer
    private let limits: OpaquePointer

    /// Steps of PCRE2's matcher one search may take (its `match_limit`); PCRE2's default is
    /// 10,000,000, which a hostile line can make cost seconds, row after row.
    static let workLimit: UInt32 = 100_000
    /// How deep one search may backtrack (its `depth_limit`).
    static let depthLimit: UInt32 = 1_000

    /// The expression `source`; nil when it is not a valid one.
    public init?(_ source: String) {
        var error: Int32 = 0
        var offset = 0
        let pattern = Array(source.utf8)
        guard let code = pcre2_compile_8(pattern, pattern.count, UInt32(PCRE2_UTF | PCRE2_MATCH_INVALID_UTF), &error, &offset, nil)
        else { return nil }
        guard let limits = pcre2_match_context_create_8(nil) else {
            pcre2_code_free_8(code)
            return nil
        }
        pcre2_set_match_limit_8(limits, Self.workLimit)
        pcre2_set_depth_limit_8(limits, Self.depthLimit)
        self.source = source
        self.code = code
        self.limits = limits
    }

    deinit {
        pcre2_code_free_8(code)
        pcre2_match_context_free_8(limits)
    }

    public static func == (a: FieldPattern, b: FieldPattern) -> Bool { a.source == b.source }

    /// Calls `body` with the byte range of every match in `bytes`, in order (after an empty
    /// match the search goes on a character later), until it returns false or a search
    /// goes over the work limit.
    func forEachMatch(in bytes: UnsafeBufferPointer<UInt8>, _ body: (Range<Int>) -> Bool) {
        // PCRE2 wants an address even for no bytes.
        guard let base = bytes.baseAddress else {
            [UInt8(0)].withUnsafeBufferPointer { forEachMatch(in: UnsafeBufferPointer(rebasing: $0[0..<0]), body) }
            return
        }
        guard let data = pcre2_match_data_create_from_pattern_8(code, nil) else { return }
        defer { pcre2_match_data_free_8(data) }
        var start = 0
        while start <= bytes.count {
            guard pcre2_match_8(code, base, bytes.count, start, 0, data, limits) > 0,
                  let vector = pcre2_get_ovector_pointer_8(data) else { return }
            let lower = Int(vector[0]), upper = Int(vector[1])
            guard lower <= upper, upper <= bytes.count, body(lower..<upper) else { return }
            if lower == upper {
                guard upper < bytes.count else { return }
                // A character later: past the bytes that continue a UTF-8 sequence.
                start = upper + 1
                while start < bytes.count && bytes[start] & 0xC0 == 0x80 { start += 1 }
            } else {
                start = upper
            }
        }
    }

    /// Where the last match that ends at the end of `bytes` starts, if one does.
    func lastMatchStart(endingAtEndOf bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var last: Range<Int>?
        forEachMatch(in: bytes) { match in
            last = match
            return true
        }
        guard let last, last.upperBound == bytes.count else { return nil }
        return last.lowerBound
    }
}
