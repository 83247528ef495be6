import CT3Highlight
import CellCanvas
import Glibc
import Synchronization

/// One language's highlighting patterns, loaded once through libt3highlight and shared (the
/// library allows a loaded pattern to be used from any thread; each use has its own match
/// state). It turns lines of code into styled lines, each token in its `TextRole`.
///
/// The code is untrusted: only the first `lineLimit` lines and `byteLimit` bytes of a block
/// are highlighted, a line longer than `lineBytesLimit` is left plain (and so is everything
/// once the patterns have taken more than `matchLimit` steps), so no input makes the
/// regular expressions run for long. Lines are sanitised before they come here, so the
/// runs made are pieces of safe text.
final class SyntaxHighlighter: @unchecked Sendable {
    /// Lines of one block highlighted at most; the rest are plain.
    static let lineLimit = 2_000
    /// Bytes of one block highlighted at most; the lines after them are plain.
    static let byteLimit = 128 << 10
    /// A line longer than this many bytes is plain (a minified file's megabyte line).
    static let lineBytesLimit = 1_024
    /// The same for a file's card, drawn on the frame loop: some of the library's patterns
    /// (its Markdown's) take time growing with the square of a line's length, about 4 ms
    /// for a hostile 1 KB line, so a card's lines are cut shorter.
    static let fileLineBytesLimit = 256
    /// Calls into the matcher for one block at most (one per token and gap).
    static let matchLimit = 200_000

    let language: CodeLanguage
    private let pattern: OpaquePointer

    private init(language: CodeLanguage, pattern: OpaquePointer) {
        self.language = language
        self.pattern = pattern
    }

    deinit { t3_highlight_free(pattern) }

    /// The highlighter of `language`, loaded on first use; nil when its definition cannot
    /// be loaded (the library's files missing), in which case code stays plain.
    static func of(_ language: CodeLanguage) -> SyntaxHighlighter? {
        loaded.withLock { loaded in
            if let known = loaded[language.definition] { return known }
            let highlighter = load(language)
            loaded[language.definition] = .some(highlighter)
            return highlighter
        }
    }

    /// Definitions loaded so far, by file (nil where loading failed).
    private static let loaded = Mutex<[String: SyntaxHighlighter?]>([:])

    private static func load(_ language: CodeLanguage) -> SyntaxHighlighter? {
        guard let text = HighlightDefinitions.text(of: language.definition) else { return nil }
        var configError = t3_config_error_t()
        let config = text.withCString { buffer in
            swipe_t3_read_definition(buffer, strlen(buffer), { name, _ in HighlightDefinitions.openInclude(name) }, nil, &configError)
        }
        guard let config else { return nil }
        defer { t3_config_delete(config) }
        var error = t3_highlight_error_t()
        guard let pattern = t3_highlight_new(config, { _, style in Int32(TokenStyle.role(named: style).rawValue) }, nil,
                                             T3_HIGHLIGHT_UTF8, &error) else { return nil }
        return SyntaxHighlighter(language: language, pattern: pattern)
    }

    /// `lines` (one line of code each, sanitised) as styled lines: tokens in their roles,
    /// the rest in `.code`; lines over `lineBytesLimit` bytes plain. As many lines come out
    /// as go in.
    func highlight(_ lines: [String], lineBytesLimit: Int = lineBytesLimit) -> [StyledText] {
        guard let match = t3_highlight_new_match(pattern) else { return lines.map { StyledText(plain: $0, role: .code) } }
        defer { t3_highlight_free_match(match) }
        var result: [StyledText] = []
        result.reserveCapacity(lines.count)
        var bytes = 0, calls = 0
        for (index, line) in lines.enumerated() {
            let size = line.utf8.count
            guard index < Self.lineLimit, bytes + size <= Self.byteLimit, calls < Self.matchLimit, size <= lineBytesLimit else {
                // Too much: plain, and the state carried on as if the line were empty.
                t3_highlight_next_line(match)
                result.append(StyledText(plain: line, role: .code))
                continue
            }
            bytes += size
            result.append(highlightLine(line, match: match, calls: &calls))
        }
        return result
    }

    /// One line, the match state carried over from the line before it.
    private func highlightLine(_ line: String, match: OpaquePointer, calls: inout Int) -> StyledText {
        var line = line
        return line.withUTF8 { utf8 -> StyledText in
            var styled = StyledText()
            t3_highlight_next_line(match)
            func run(_ from: Int, _ to: Int, _ attribute: Int32) {
                guard from < to, to <= utf8.count else { return }
                let text = String(decoding: UnsafeBufferPointer(rebasing: utf8[from..<to]), as: UTF8.self)
                styled.append(TextRun(text, role: TokenStyle.role(attribute)))
            }
            // A token's edge inside a character (a pattern that matched a byte of it) moves
            // on to the character's end: runs hold whole characters, never split ones.
            func boundary(_ offset: Int) -> Int {
                var offset = offset
                while offset < utf8.count, utf8[offset] & 0xC0 == 0x80 { offset += 1 }
                return offset
            }
            var more = true
            var done = 0, shown = 0
            while more && calls < Self.matchLimit {
                calls += 1
                more = utf8.withMemoryRebound(to: CChar.self) { t3_highlight_match(match, $0.baseAddress, $0.count) != 0 }
                let begin = t3_highlight_get_start(match), start = t3_highlight_get_match_start(match), end = t3_highlight_get_end(match)
                // A line the library refuses (it says so with offsets of -1) is plain.
                guard begin <= start, start <= end, end <= utf8.count, begin == done else { break }
                let middle = max(boundary(start), shown), last = max(boundary(end), middle)
                run(shown, middle, t3_highlight_get_begin_attr(match))
                run(middle, last, t3_highlight_get_match_attr(match))
                shown = last
                done = end
            }
            if shown < utf8.count { run(shown, utf8.count, 0) }
            return styled
        }
    }
}
