#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where this run's cards come from, decided before the terminal opens.
public struct Input {
    /// How stdin is read when it is not a terminal.
    public enum StdinFormat: Sendable, Equatable {
        case lines(LineSource.Delimiter)
        case json(JSONSource.Keys)
        case ndjson(JSONSource.Keys)
    }

    /// The cards to show; while `feed` is set, more keep arriving in it.
    public let source: CardSource
    /// Set when items keep arriving after the interface opens: stdin streaming in, or the
    /// index pass over a large file.
    public let feed: (any IncomingItems)?
    /// Reads the items again from where they came from (the paths, the demo deck), whole;
    /// nil for stdin, which cannot be read twice.
    public let reload: (() throws(ContentError) -> CardSource)?

    /// How long to wait for stdin to start before opening the interface, so that empty
    /// input says "no items" without flashing the screen.
    static let initialWait = 0.1

    /// Paths if there are any; else stdin if it is not a terminal; else, when `loadsAtStart`
    /// (a `start:reload(…)` binding will fill the list, as fzf's launchers do), no lines;
    /// else the demo deck.
    public static func open(paths: [PathBytes], stdinFormat: StdinFormat, pathOptions: PathSource.Options,
                            loadsAtStart: Bool = false) throws(ContentError) -> Input {
        // `-` names stdin, as it does for most tools.
        let paths = paths == ["-"] ? [] : paths
        if paths.contains("-") { throw ContentError("- (stdin) cannot be mixed with paths") }
        if !paths.isEmpty {
            let source = try PathSource.load(paths, options: pathOptions)
            let incoming = source.incomingItems
            return Input(source: source, feed: incoming?.isOpen == true ? incoming : nil,
                         reload: reloading { () throws(ContentError) in try PathSource.load(paths, options: pathOptions) })
        }
        if isatty(0) == 1, loadsAtStart, case .lines(let delimiter) = stdinFormat {
            let feed = StdinFeed(lines: LineSource(delimiter: delimiter), input: Glibc.open("/dev/null", O_RDONLY | O_CLOEXEC))
            try feed.waitForInput(timeout: initialWait)
            return Input(source: feed.lines, feed: feed, reload: nil)
        }
        if isatty(0) == 1 {
            if stdinFormat != .lines(.newline) {
                throw ContentError("stdin is a terminal; pipe the input in (e.g. `cat data.json | swipe-tui --json`)")
            }
            return Input(source: try DemoDeck.load(), feed: nil, reload: reloading { () throws(ContentError) in try DemoDeck.load() })
        }
        switch stdinFormat {
        case .json(let keys):
            return try json(keys: keys)
        case .ndjson(let keys):
            let feed = StdinFeed.forStandardInput(delimiter: .newline, skipsEmptyLines: true)
            try feed.waitForInput(timeout: initialWait)
            return Input(source: JSONSource(lines: feed.lines, keys: keys), feed: feed, reload: nil)
        case .lines(let delimiter):
            let feed = StdinFeed.forStandardInput(delimiter: delimiter)
            try feed.waitForInput(timeout: initialWait)
            return Input(source: feed.lines, feed: feed, reload: nil)
        }
    }

    /// The same input with lines seen through their fields (`FieldOptions`); as it is when
    /// it holds no lines or nothing is asked of the fields.
    public func shaped(by fields: FieldOptions) -> Input {
        guard !fields.isPlain, let lines = source as? LineSource else { return self }
        return Input(source: FieldLines(lines: lines, options: fields), feed: feed, reload: reload)
    }

    /// A talk (`--mode present`): the one markdown file given, read whole, its includes
    /// and its theme (`--theme`'s `theme`, else its own) with it; read again the same way.
    public static func talk(paths: [PathBytes], theme: String? = nil) throws(ContentError) -> Input {
        guard paths.count == 1, let path = paths.first, path != "-" else {
            throw ContentError("present mode shows one markdown file (swipe-tui present talk.md)")
        }
        return Input(source: try TalkSource.load(path, theme: theme), feed: nil,
                     reload: { () throws(ContentError) -> CardSource in try TalkSource.load(path, theme: theme) })
    }

    /// A JSON document is read whole before it is shown (mapped in place when stdin is a
    /// file). A large array is then indexed by an index pass on its own thread and its
    /// elements parsed when shown; anything else is parsed at once.
    static func json(keys: JSONSource.Keys) throws(ContentError) -> Input {
        let region: ByteRegion
        if lseek(0, 0, SEEK_CUR) == 0, let mapping = MappedFile(descriptor: 0), mapping.bytes.count > 0 {
            region = mapping
        } else {
            region = try ReadBytes(descriptor: 0, name: "stdin", limit: LineSource.Ceiling.standard.bytes)
        }
        let bytes = region.bytes
        if bytes.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) {
            return Input(source: DeckSource(items: []), feed: nil, reload: nil)
        }
        if bytes.count > lazyJSONThreshold, JSONArraySplitter.isArray(bytes) {
            let source = JSONSource(index: SectionIndex(load: { region }, splitter: JSONArraySplitter()), keys: keys)
            try source.waitUntilComplete(timeout: PathSource.indexWait)
            return Input(source: source, feed: source.isOpen ? source : nil, reload: nil)
        }
        guard bytes.count <= maximumJSONBytes else {
            throw ContentError("stdin: JSON larger than \(maximumJSONBytes >> 20) MiB that is not an array (NDJSON, one value per line, has no such limit)")
        }
        do {
            return Input(source: JSONSource(document: try JSONParser.parse(Array(bytes)), keys: keys), feed: nil, reload: nil)
        } catch {
            throw ContentError("stdin: " + error.description)
        }
    }

    /// A reload that reads with `load` and takes the source whole: its items still
    /// arriving are waited for, up to `reloadWait`.
    static func reloading(_ load: @escaping () throws(ContentError) -> CardSource) -> () throws(ContentError) -> CardSource {
        return { () throws(ContentError) -> CardSource in
            let source = try load()
            try source.waitUntilComplete(timeout: reloadWait)
            return source
        }
    }

    /// How long a reload waits for its items.
    static let reloadWait = 30.0

    /// Arrays larger than this are indexed and parsed element by element; smaller documents
    /// are parsed whole (and can show as tabs by their structure).
    static let lazyJSONThreshold = 1 << 20

    /// The largest JSON document, not an array, read from stdin: it is parsed whole, into
    /// values several times its size.
    static let maximumJSONBytes = 64 << 20
}
