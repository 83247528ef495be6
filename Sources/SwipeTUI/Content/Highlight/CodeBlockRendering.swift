import CellCanvas

/// Code as a card's block: highlighted in its language when the highlighter knows it, lines
/// numbered and picked as the fence asks.
public enum CodeBlockRendering {
    /// The block of untrusted `code` under a fence's info string `info` (```` ```rust +line_numbers {1,3-5} ````):
    /// both are sanitised first, so no escape reaches a run.
    public static func block(code: String, info: String) -> TextBlock {
        var lines = code.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map { Sanitizer.line(Substring($0)) }
        if lines.last == "" { lines.removeLast() }
        return block(lines, fence: CodeFence(info: Sanitizer.line(info)))
    }

    /// The block of `lines` (sanitised) under fence `fence`.
    static func block(_ lines: [String], fence: CodeFence) -> TextBlock {
        .code(lines: styled(lines, language: fence.language.flatMap { CodeLanguage.named($0) }, fence: fence), language: fence.language)
    }

    /// The block of a source file's first `lines` (sanitised), in `language`.
    static func file(_ lines: [String], language: CodeLanguage) -> TextBlock {
        .code(lines: styled(lines, language: language, fence: CodeFence(info: ""), lineBytesLimit: SyntaxHighlighter.fileLineBytesLimit),
              language: nil)
    }

    /// `lines` highlighted in `language` (plain without one), then picked and numbered.
    static func styled(_ lines: [String], language: CodeLanguage?, fence: CodeFence,
                       lineBytesLimit: Int = SyntaxHighlighter.lineBytesLimit) -> [StyledText] {
        var styled = language.flatMap { SyntaxHighlighter.of($0) }?.highlight(lines, lineBytesLimit: lineBytesLimit)
            ?? lines.map { StyledText(plain: $0, role: .code) }
        if let selection = fence.selection {
            for index in styled.indices where !selection.contains(index + 1) {
                styled[index] = StyledText(plain: lines[index], role: .code).adding(.dim)
            }
        }
        guard fence.numbered else { return styled }
        let digits = String(styled.count).count
        return styled.enumerated().map { index, line in
            let number = String(index + 1)
            var numbered = StyledText(plain: String(repeating: " ", count: digits - number.count) + number + " ", role: .codeLineNumber)
            numbered.append(line)
            return numbered
        }
    }
}
