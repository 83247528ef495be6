import CellCanvas

/// A deck's YAML front matter: the block between a first line of `---` and the next, when
/// it opens with `key: value` lines. Its title and author are shown above the deck (it is
/// never a slide); other keys are read past.
public struct FrontMatter: Sendable, Equatable {
    /// `title:`, sanitised.
    public var title: String?
    /// `sub_title:` or `subtitle:`, sanitised.
    public var subtitle: String?
    /// `author:`, sanitised.
    public var author: String?
    /// `date:`, sanitised (a talk's title slide shows it).
    public var date: String?
    /// `theme:` with a value on its line (a theme's name or file), sanitised.
    public var theme: String?
    /// `theme:` with nothing after it and the indented lines under it (presenterm's
    /// `name:`, `path:` and `override:`), as written: YAML for `ThemeChoice`.
    var themeBlock: String?
    /// The line of the talk `theme:` is on, from 1 (messages name it).
    var themeLine = 0

    /// The line shown above the deck: title, subtitle and author joined by `·`; nil when
    /// none is given.
    public var headline: String? {
        let parts = [title, subtitle, author].compactMap { $0 }.filter { !$0.isEmpty }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }

    /// Whether `lines` start with front matter: `---`, then a line that looks like a YAML
    /// key. A deck that merely starts with a separator does not.
    static func starts(_ lines: [Substring]) -> Bool {
        guard lines.count >= 2, lines[0].trimmingTrailingSpace == "---" else { return false }
        return looksLikeKey(lines[1])
    }

    static func looksLikeKey(_ line: Substring) -> Bool {
        guard let colon = line.firstIndex(of: ":"), colon > line.startIndex else { return false }
        return line[..<colon].allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
    }

    /// The keys of the front matter's lines (between the `---` lines, not including them),
    /// the first of them line `firstLine` of the file.
    init(lines: some Sequence<Substring>, firstLine: Int = 2) {
        let lines = Array(lines)
        for (index, line) in lines.enumerated() where Self.looksLikeKey(line) {
            let colon = line.firstIndex(of: ":")!
            let key = line[..<colon].lowercased()
            var value = line[line.index(after: colon)...].drop(while: { $0 == " " }).trimmingTrailingSpace
            if value.count >= 2, let quote = value.first, quote == "\"" || quote == "'", value.last == quote {
                value = value.dropFirst().dropLast()
            }
            let text = Sanitizer.line(value)
            switch key {
            case "title": title = text
            case "sub_title", "subtitle": subtitle = text
            case "author": author = text
            case "date": date = text
            case "theme":
                theme = text
                themeLine = firstLine + index
                let under = lines[(index + 1)...].prefix { $0.first == " " || $0.first == "\t" || $0.trimmingBlank.isEmpty }
                if text.isEmpty, !under.isEmpty { themeBlock = (["theme:"] + under).joined(separator: "\n") }
            default: break
            }
        }
    }
}
