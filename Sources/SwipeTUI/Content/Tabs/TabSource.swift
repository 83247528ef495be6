import CellCanvas

/// The tabs mode's model: a name for the header and the tabs, each a list of rows, built
/// from the run's natural shape: a directory's subdirectories, a JSON document's top-level
/// keys, the files given, or else the cards (see `TabSource.make`).
public struct TabSource {
    /// What the header calls the source (unsanitised).
    public var name: String
    /// The tabs, in bar order.
    public var tabs: [Tab]

    /// A source called `name` with `tabs`.
    public init(name: String, tabs: [Tab]) {
        self.name = name
        self.tabs = tabs
    }

    /// The rows of every tab together (O(tabs)).
    public var totalRowCount: Int { tabs.reduce(0) { $0 + $1.rows.count } }

    /// The tabs for a run: several paths, or one plain file, give a tab per path (rows:
    /// lines, or entries for a directory); anything else shows as its source says
    /// (`CardSource.tabs(named:)`): a directory a tab of its top-level files and one per
    /// subdirectory, a `--json` document a tab per top-level key, stdin lines and NDJSON one
    /// tab of their items (it grows as they stream in), the demo deck or a markdown deck a
    /// tab per card. A path that cannot be read is a tab whose one row says why (a notice,
    /// not pickable); the others are listed as usual.
    static func make(source: CardSource, paths: [PathBytes], pathOptions: PathSource.Options) -> TabSource {
        if let tabs = pathTabs(paths, options: pathOptions) { return tabs }
        return source.tabs(named: paths.first.map(Self.name(of:)) ?? "demo deck")
    }

    /// A tab per path, or nil when the paths show as their source says (none, or one whose
    /// format has tabs of its own: a directory, a markdown deck).
    static func pathTabs(_ paths: [PathBytes], options: PathSource.Options) -> TabSource? {
        guard !paths.isEmpty else { return nil }
        if paths.count == 1, (try? SourceFormats.format(of: paths[0], options: options))?.tabs == .ofSource { return nil }
        return tabPerPath(paths, includeHidden: options.includeHidden)
    }

    /// A tab per path: a file's lines, a directory's entries. A path that cannot be read
    /// (missing, unreadable, over the size cap) still has its tab, listing the error as a
    /// notice; a refresh tries it again.
    static func tabPerPath(_ paths: [PathBytes], includeHidden: Bool) -> TabSource {
        let kinds = paths.map { path in Result { () throws(ContentError) in try FileBytes.kind(of: path) } }
        let tabs = zip(paths, kinds).map { path, kind in
            let name = Self.name(of: path)
            let origin = kind == .success(.directory)
                ? TabOrigin.directory(path: path, filesOnly: false, includeHidden: includeHidden)
                : TabOrigin.file(path: path)
            let title = kind == .success(.directory) ? name + "/" : name
            if case .failure(let error) = kind { return Tab(title: title, rows: .notice(error.description, path: nil), origin: origin) }
            return Tab(title: title, rows: rows(of: origin), origin: origin)
        }
        return TabSource(name: paths.count == 1 ? Self.name(of: paths[0]) : "\(paths.count) files", tabs: tabs)
    }

    /// A tab per card of `source`, called `name`, titled by the item's title, its rows the
    /// card's blocks (see `rows(of:)`). A tab per card needs every card: a source still
    /// loading (a deck being indexed) is waited for.
    static func tabPerCard(of source: CardSource, named name: String) -> TabSource {
        try? source.waitUntilComplete(timeout: 60)
        let tabs = (0..<source.count).map { index in
            // The fields first: they are the item parsed whole (a large slide is not parsed
            // aside for them), so the card after them is the whole card, not a stand-in.
            let title = source.fields(at: index).title
            return Tab(title: title, rows: .texts(rows(of: source.card(at: index).blocks)), origin: .fixed(reason: "a card is not read again"))
        }
        return TabSource(name: name, tabs: tabs)
    }

    /// A card's rows: a row per block as the card shows it (a bullet with `•`), without
    /// the blank rows before the first block and after the last.
    static func rows(of blocks: [TextBlock]) -> [String] {
        let texts = blocks.map { block in
            switch block {
            case .bullet(let text): return "• " + text
            case .listItem(let marker, let depth, let text): return String(repeating: " ", count: depth * 2) + marker + " " + text.plain
            default: return block.plainText
            }
        }
        guard let first = texts.firstIndex(where: { !$0.isEmpty }), let last = texts.lastIndex(where: { !$0.isEmpty }) else {
            return []
        }
        return Array(texts[first...last])
    }

    /// The rows `origin` reads, or a notice with the error when it cannot be read.
    static func rows(of origin: TabOrigin) -> TabRows {
        do { return try origin.reload() } catch { return .notice(error.description, path: nil) }
    }

    /// A directory: a first tab `files` with its top-level files (left out when there are
    /// none but there are subdirectories), then a tab per subdirectory listing its entries.
    /// An unreadable subdirectory is a tab whose one row (a notice) says why.
    static func directoryTabs(_ path: PathBytes, includeHidden: Bool) throws(ContentError) -> TabSource {
        let entries = try TabOrigin.entries(of: path, filesOnly: false, includeHidden: includeHidden)
        let filesOrigin = TabOrigin.directory(path: path, filesOnly: true, includeHidden: includeHidden)
        let files = entries.filter { !$0.isDirectory }
        let subdirectories = entries.filter(\.isDirectory)
        var tabs: [Tab] = []
        if !files.isEmpty || subdirectories.isEmpty {
            tabs.append(Tab(title: "files", rows: .entries(files), origin: filesOrigin))
        }
        for directory in subdirectories {
            let origin = TabOrigin.directory(path: directory.path, filesOnly: false, includeHidden: includeHidden)
            tabs.append(Tab(title: directory.name + "/", rows: rows(of: origin), origin: origin))
        }
        return TabSource(name: Self.name(of: path) + "/", tabs: tabs)
    }

    /// A path's last component as a tab or source name (text; sanitised where drawn).
    static func name(of path: PathBytes) -> String { String(decoding: path.lastComponent, as: UTF8.self) }

    /// Most tabs a top-level JSON array is split into; a longer array is one tab.
    static let maximumArrayTabs = 50

    /// A JSON document: an object gives a tab per key; an array of up to
    /// `maximumArrayTabs` objects or arrays a tab per element (titled by its title, name or
    /// id, else `#k`); any other array one tab `items`; a scalar one tab with one row. A
    /// tab's rows are its value's elements (an array), members (an object, `key: value`) or
    /// the value itself; strings show unquoted everywhere (sanitised when drawn), other
    /// values as compact JSON.
    static func jsonTabs(_ document: JSONValue) -> [Tab] {
        let fixed = TabOrigin.fixed(reason: "JSON from stdin cannot be read again")
        switch document {
        case .object(let members):
            return members.map { Tab(title: $0.key, rows: .elements(elements(of: $0.value)), origin: fixed) }
        case .array(let values) where !values.isEmpty && values.count <= maximumArrayTabs && values.allSatisfy(\.isContainer):
            return values.enumerated().map { index, value in
                Tab(title: label(of: value) ?? "#\(index + 1)", rows: .elements(elements(of: value)), origin: fixed)
            }
        case .array:
            return [Tab(title: "items", rows: .elements(elements(of: document)), origin: fixed)]
        default:
            return [Tab(title: "value", rows: .elements(elements(of: document)), origin: fixed)]
        }
    }

    /// The rows for a JSON value.
    static func elements(of value: JSONValue) -> [TabRows.Element] {
        switch value {
        case .array(let values):
            return values.map { TabRows.Element(label: label(of: $0) ?? $0.text, value: $0) }
        case .object(let members):
            return members.map { TabRows.Element(label: $0.key + ": " + $0.value.text, value: $0.value) }
        default:
            return [TabRows.Element(label: value.text, value: value)]
        }
    }

    /// An object's title, name or id, as text.
    static func label(of value: JSONValue) -> String? {
        JSONSource.Keys.titleFallbacks.lazy.compactMap { value[$0] }.first?.text
    }
}

extension JSONValue {
    /// True for arrays and objects.
    var isContainer: Bool {
        switch self {
        case .array, .object: return true
        default: return false
        }
    }
}
