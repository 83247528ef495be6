import CellCanvas

/// Cards from paths named on the command line.
///
/// A path given alone is read by the first format of `SourceFormats.all` that recognises
/// it: a directory, a card per entry; a markdown file (`.md`, `.markdown`), a deck split on
/// `---`; a text file with `--paragraphs`, a card per paragraph. Any other file, and each
/// of several paths, is a card previewing its content. Picking prints the path (a markdown
/// card prints its title, a paragraph its text).
public enum PathSource {
    /// How paths become cards.
    public struct Options: Sendable, Equatable {
        /// One card per paragraph of a text file (`--paragraphs`).
        public var paragraphs: Bool
        /// Include dotfiles when listing a directory (`--hidden`).
        public var includeHidden: Bool

        /// Options with both flags off unless given: whole files, no dotfiles.
        public init(paragraphs: Bool = false, includeHidden: Bool = false) {
            self.paragraphs = paragraphs
            self.includeHidden = includeHidden
        }
    }

    /// The source for `paths`. Throws a one-line error for a path that is missing,
    /// unreadable, or neither a regular file nor a directory (a FIFO, `/dev/zero` …).
    public static func load(_ paths: [PathBytes], options: Options) throws(ContentError) -> CardSource {
        for path in paths {
            if case .other(let kind) = try FileBytes.kind(of: path) {
                throw ContentError("\(path): is \(kind), not a file or directory")
            }
        }
        if paths.count == 1, let format = try SourceFormats.format(of: paths[0], options: options) {
            let source = try format.load(paths[0], options)
            try source.waitUntilComplete(timeout: indexWait)
            return source
        }
        var items: [DeckSource.Item] = []
        for path in paths {
            if try FileBytes.kind(of: path) == .directory {
                _ = try FileBytes.entries(of: path) // refuse an unreadable directory now, not in a card
            } else {
                _ = try FileBytes.read(path, limit: 1) // likewise an unreadable file
            }
            let name = String(decoding: path.lastComponent, as: UTF8.self)
            let card = FilePreview.card(title: Sanitizer.line(name), path: path)
            items.append(DeckSource.Item(card: card, fields: ItemFields(title: name, body: path.description, value: path.bytes, json: "")))
        }
        return DeckSource(items: items)
    }

    /// How long opening a path waits for its items (a deck's index pass, a directory's
    /// listing): a small one is whole in the first frame, a large one shows what is ready
    /// and goes on growing.
    static let indexWait = 0.02

    /// One paragraph's item: its first line is the title, the rest the body, verbatim.
    static func paragraph(_ lines: [Substring]) -> DeckSource.Item {
        let first = lines.first ?? ""
        let body = lines.dropFirst()
        let card = Card(title: Sanitizer.line(first), blocks: body.map { .verbatim(Sanitizer.line($0)) })
        let text = lines.joined(separator: "\n")
        return DeckSource.Item(card: card, fields: ItemFields(
            title: String(first), body: body.joined(separator: "\n"), value: Array(text.utf8), json: ""))
    }
}
