import CellCanvas

/// One card per entry of a directory, sorted by name, titled by the name (`/` after
/// subdirectories). Previews are read only for the cards that are shown, and kept.
public final class DirectorySource: CardSource {
    private struct Entry {
        let name: String
        let path: String
        let isDirectory: Bool
    }

    private let entries: [Entry]
    private var previews: [Int: [TextBlock]] = [:]

    /// The entries of `path`; dotfiles only when `includeHidden`.
    public init(path: String, includeHidden: Bool) throws(ContentError) {
        let base = path.hasSuffix("/") ? path : path + "/"
        entries = try FileBytes.entries(of: path)
            .filter { includeHidden || !$0.hasPrefix(".") }
            .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            .map { name in
                let full = base + name
                let isDirectory = (try? FileBytes.kind(of: full)) == .directory
                return Entry(name: name, path: full, isDirectory: isDirectory)
            }
    }

    /// The number of entries found when the source was made (dotfiles only if included).
    public var count: Int { entries.count }

    /// The entry's name (with `/` after a directory) over a preview of its content, read
    /// on first use and cached; the cache is emptied once it holds more than 256.
    public func card(at index: Int) -> Card {
        let entry = entries[index]
        if previews[index] == nil {
            if previews.count > 256 { previews.removeAll() }
            previews[index] = FilePreview.blocks(for: entry.path)
        }
        return Card(title: Sanitizer.line(entry.name + (entry.isDirectory ? "/" : "")), blocks: previews[index] ?? [])
    }

    /// The entry's name as title, an empty body, and its full path as the value.
    public func fields(at index: Int) -> ItemFields {
        let entry = entries[index]
        return ItemFields(title: entry.name, body: "", value: Array(entry.path.utf8),
                          json: JSONText.item(index: index, title: entry.name, body: entry.path))
    }
}
