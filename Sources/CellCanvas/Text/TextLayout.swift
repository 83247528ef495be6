/// Breaking text into lines that fit a width, and shortening a line with an ellipsis.
/// Widths are display columns; input must already be sanitised.
public enum TextLayout {
    /// The character that marks text cut short.
    public static let ellipsis: Character = "…"

    /// `text` shortened to at most `width` columns, ending in `…` when cut.
    public static func truncate(_ text: some StringProtocol, width: Int) -> String {
        guard width > 0 else { return "" }
        if DisplayWidth.of(text) <= width { return String(text) }
        var result = ""
        var used = 0
        for character in text {
            let w = DisplayWidth.of(character)
            if used + w > width - 1 { break }
            result.append(character)
            used += w
        }
        result.append(ellipsis)
        return result
    }

    /// Word-wraps `text` to lines of at most `width` columns. Words longer than a line
    /// are broken between grapheme clusters. `indent` columns of spaces start every line
    /// after the first (a hanging indent for bullets).
    public static func wrap(_ text: some StringProtocol, width: Int, hangingIndent indent: Int = 0) -> [String] {
        guard width > 0 else { return [] }
        let indent = min(max(indent, 0), width - 1)
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        var hasContent = false

        func startNewLine() {
            lines.append(line)
            line = String(repeating: " ", count: indent)
            lineWidth = indent
            hasContent = false
        }

        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            let wordWidth = DisplayWidth.of(word)
            let separator = hasContent ? 1 : 0
            if lineWidth + separator + wordWidth <= width {
                if hasContent { line.append(" ") }
                line += word
                lineWidth += separator + wordWidth
                hasContent = true
                continue
            }
            if hasContent { startNewLine() }
            // A word longer than a whole line is broken between grapheme clusters.
            for character in word {
                let w = DisplayWidth.of(character)
                if hasContent, lineWidth + w > width { startNewLine() }
                line.append(character)
                lineWidth += w
                hasContent = true
            }
        }
        if hasContent || lines.isEmpty { lines.append(line) }
        return lines
    }
}
