/// The formats a path given alone may be, in the order they are tried: the one table that
/// says how a path becomes a source. A path none of them takes — a plain file, a picture,
/// or any of several paths — is a card of its own, previewing its content (`PathSource`).
/// A new kind of file is one more entry here; the app asks its source what it can do
/// (`CardSource`), so nothing else changes.
enum SourceFormats {
    /// The formats, tried in order: the first that recognises a path reads it.
    static let all: [SourceFormat] = [
        // A directory: a card per entry.
        SourceFormat(recognises: { $0.kind == .directory },
                     load: { path, options throws(ContentError) in try DirectorySource(path: path, includeHidden: options.includeHidden) },
                     tabs: .ofSource),
        // A markdown deck (`.md`, `.markdown`): a card per slide, split on `---`.
        SourceFormat(recognises: { $0.path.hasSuffix(ignoringCase: ".md") || $0.path.hasSuffix(ignoringCase: ".markdown") },
                     load: { path, _ throws(ContentError) in try SectionSource(path: path, kind: .markdownDeck) },
                     tabs: .ofSource),
        // A text file read with `--paragraphs`: a card per paragraph.
        SourceFormat(recognises: { probe throws(ContentError) in
                         guard probe.options.paragraphs else { return false }
                         return !FilePreview.isBinary(try probe.firstBytes())
                     },
                     load: { path, _ throws(ContentError) in try SectionSource(path: path, kind: .paragraphs) },
                     tabs: .ofPath),
    ]

    /// The format of `path` given alone, or nil for a plain file. Throws when the path
    /// cannot be looked at.
    static func format(of path: PathBytes, options: PathSource.Options) throws(ContentError) -> SourceFormat? {
        let probe = try SourceFormat.Probe(path: path, options: options)
        for format in all {
            if try format.recognises(probe) { return format }
        }
        return nil
    }
}
