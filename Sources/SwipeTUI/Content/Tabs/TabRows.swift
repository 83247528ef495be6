import CellCanvas

/// The rows of one tab, whatever they came from. Rows are made on demand for the indexes
/// drawn, so a tab of a million lines costs its bytes and an index, not a million strings.
public enum TabRows {
    /// A directory entry: its name, full path and whether it is a directory.
    public struct Entry: Sendable, Equatable {
        /// The entry's name in its directory, as text (bytes that are not UTF-8 as U+FFFD).
        public var name: String
        /// The directory's path joined with the name, as the file system has it.
        public var path: PathBytes
        /// Whether it is a directory (listed with a `/`).
        public var isDirectory: Bool

        /// An entry called `name` at `path`.
        public init(name: String, path: PathBytes, isDirectory: Bool) {
            self.name = name
            self.path = path
            self.isDirectory = isDirectory
        }
    }

    /// A JSON element or member: the text it is listed by and the value Enter prints.
    public struct Element: Sendable, Equatable {
        /// The row's text.
        public var label: String
        /// The JSON value behind the row.
        public var value: JSONValue

        /// A row reading `label` for `value`.
        public init(label: String, value: JSONValue) {
            self.label = label
            self.value = value
        }
    }

    /// The lines of a file.
    case lines(TextLines)
    /// The entries of a directory.
    case entries([Entry])
    /// The elements of a JSON array or the members of an object.
    case elements([Element])
    /// Plain text lines (a card's body).
    case texts([String])
    /// The items of a card source, one row each by title (stdin, which may still grow).
    case items(CardSource)
    /// One row standing in for rows that could not be listed: why (a read error, or
    /// `(binary file, N bytes)`). It is not data: picking it prints `path` when there is
    /// one (a binary file's), and nothing otherwise.
    case notice(String, path: PathBytes?)

    /// Whether the rows are a notice rather than data (drawn dimmed).
    public var isNotice: Bool {
        if case .notice = self { return true }
        return false
    }

    /// Longest text kept for a row on screen, in characters: a row is one line, so the
    /// rest could never show.
    static let displayLimit = 512

    /// How many rows there are now.
    public var count: Int {
        switch self {
        case .lines(let lines): return lines.count
        case .entries(let entries): return entries.count
        case .elements(let elements): return elements.count
        case .texts(let texts): return texts.count
        case .items(let source): return source.count
        case .notice: return 1
        }
    }

    /// Row `index` as text, unsanitised (what search looks at).
    public func text(at index: Int) -> String {
        switch self {
        case .lines(let lines): return lines.line(at: index)
        case .entries(let entries): return entries[index].name + (entries[index].isDirectory ? "/" : "")
        case .elements(let elements): return elements[index].label
        case .texts(let texts): return texts[index]
        case .items(let source): return source.fields(at: index).title
        case .notice(let text, _): return text
        }
    }

    /// Row `index` as the screen shows it: one sanitised line, cut to `displayLimit`.
    public func displayText(at index: Int) -> String {
        if case .items(let source) = self { return source.card(at: index).title }
        return Sanitizer.line(text(at: index).prefix(Self.displayLimit))
    }

    /// What picking row `index` prints: a line's text, an entry's path, an element's JSON,
    /// a binary file's path; nil for a notice without a path, which is not pickable.
    public func fields(at index: Int) -> ItemFields? {
        switch self {
        case .lines(let lines):
            let text = lines.line(at: index)
            return ItemFields(title: text, body: "", value: Array(lines.bytes(at: index)),
                              json: JSONText.item(index: index, title: text, body: ""))
        case .entries(let entries):
            let entry = entries[index]
            return ItemFields(title: entry.name, body: entry.path.description, value: entry.path.bytes,
                              json: JSONText.item(index: index, title: entry.name, body: entry.path.description))
        case .elements(let elements):
            let element = elements[index]
            return ItemFields(title: element.label, body: element.value.pretty(), value: Array(element.value.compact.utf8),
                              json: element.value.compact)
        case .texts(let texts):
            return ItemFields(title: texts[index], body: "", value: Array(texts[index].utf8),
                              json: JSONText.item(index: index, title: texts[index], body: ""))
        case .items(let source):
            return source.fields(at: index)
        case .notice(_, let path):
            guard let path else { return nil }
            let name = String(decoding: path.lastComponent, as: UTF8.self)
            return ItemFields(title: name, body: path.description, value: path.bytes,
                              json: JSONText.item(index: index, title: name, body: path.description))
        }
    }

    /// The first row at or after `start` (before it, going `.backward`), wrapping, whose
    /// text contains `query`, case-insensitively.
    public func firstMatch(of query: String, from start: Int, direction: SearchDirection) -> Int? {
        if case .items(let source) = self { return source.firstMatch(of: query, from: start, direction: direction) }
        let needle = query.lowercased()
        let count = self.count
        guard count > 0, !needle.isEmpty else { return nil }
        let first = min(max(start, 0), count - 1)
        for step in 0..<count {
            let index = direction == .forward ? (first + step) % count : (first - step + count) % count
            if text(at: index).lowercased().contains(needle) { return index }
        }
        return nil
    }
}
