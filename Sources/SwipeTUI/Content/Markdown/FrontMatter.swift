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
    /// `theme:`, sanitised: read, not yet applied (themes are a later item of issue 26).
    public var theme: String?

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

    /// The keys of the front matter's lines (between the `---` lines, not including them).
    init(lines: some Sequence<Substring>) {
        for line in lines where Self.looksLikeKey(line) {
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
            case "theme": theme = text
            default: break
            }
        }
    }
}
