/// Where a tab's rows come from, so a refresh can read them again.
public enum TabOrigin: Sendable, Equatable {
    /// The entries of a directory; `filesOnly` keeps regular files (and other non-directories)
    /// only, for the tab of a directory's top-level files.
    case directory(path: PathBytes, filesOnly: Bool, includeHidden: Bool)
    /// The lines of a file.
    case file(path: PathBytes)
    /// Nothing to read again (stdin, a parsed document, a card); `reason` says so.
    case fixed(reason: String)

    /// The rows read again from disk. Throws for a path that went missing or unreadable,
    /// and for a fixed origin (with its reason).
    public func reload() throws(ContentError) -> TabRows {
        switch self {
        case .directory(let path, let filesOnly, let includeHidden):
            return .entries(try Self.entries(of: path, filesOnly: filesOnly, includeHidden: includeHidden))
        case .file(let path):
            return try Self.lines(of: path)
        case .fixed(let reason):
            throw ContentError(reason)
        }
    }

    /// The entries of `path`, in natural order (`file2` before `file10`, see `NaturalOrder`);
    /// dotfiles only with `includeHidden`. Every list and tab of the tabs mode comes from here.
    static func entries(of path: PathBytes, filesOnly: Bool, includeHidden: Bool) throws(ContentError) -> [TabRows.Entry] {
        try FileBytes.typedEntries(of: path)
            .filter { includeHidden || !$0.isHidden }
            .map { entry in
                let entryPath = path.appending(entry.name)
                return TabRows.Entry(name: String(decoding: entry.name, as: UTF8.self), path: entryPath,
                                     isDirectory: (try? FileBytes.kind(of: entryPath)) == .directory)
            }
            .sorted { NaturalOrder.precedes($0.name, $1.name) }
            .filter { !filesOnly || !$0.isDirectory }
    }

    /// A file's lines; a binary file is a notice saying so (picking it prints the path).
    static func lines(of path: PathBytes) throws(ContentError) -> TabRows {
        let bytes = try FileBytes.read(path)
        if FilePreview.isBinary(bytes) { return .notice("(binary file, \(bytes.count) bytes)", path: path) }
        return .lines(TextLines(bytes: bytes))
    }
}
