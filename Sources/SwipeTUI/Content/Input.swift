import Glibc

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
    /// Set when items keep streaming from stdin after the interface opens.
    public let feed: StdinFeed?

    /// How long to wait for stdin to start before opening the interface, so that empty
    /// input says "no items" without flashing the screen.
    static let initialWait = 0.1

    /// Paths if there are any; else stdin if it is not a terminal; else the demo deck.
    public static func open(paths: [String], stdinFormat: StdinFormat, pathOptions: PathSource.Options) throws(ContentError) -> Input {
        if !paths.isEmpty {
            return Input(source: try PathSource.load(paths, options: pathOptions), feed: nil)
        }
        if isatty(0) == 1 {
            if stdinFormat != .lines(.newline) {
                throw ContentError("stdin is a terminal; pipe the input in (e.g. `cat data.json | swipe-tui --json`)")
            }
            return Input(source: try DemoDeck.load(), feed: nil)
        }
        switch stdinFormat {
        case .json(let keys):
            let bytes = try readAllOfStdin()
            if bytes.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) { return Input(source: DeckSource(items: []), feed: nil) }
            do {
                return Input(source: JSONSource(document: try JSONParser.parse(bytes), keys: keys), feed: nil)
            } catch {
                throw ContentError("stdin: " + error.description)
            }
        case .ndjson(let keys):
            let lines = LineSource(name: "stdin", delimiter: .newline, skipsEmptyLines: true)
            let feed = StdinFeed(lines: lines)
            try feed.waitForInput(timeout: initialWait)
            return Input(source: JSONSource(lines: lines, keys: keys), feed: feed)
        case .lines(let delimiter):
            let lines = LineSource(name: "stdin", delimiter: delimiter)
            let feed = StdinFeed(lines: lines)
            try feed.waitForInput(timeout: initialWait)
            return Input(source: lines, feed: feed)
        }
    }

    /// The largest JSON document read from stdin: it is parsed whole, into values several
    /// times its size (NDJSON has no such limit: it is read a line at a time).
    static let maximumJSONBytes = 64 << 20

    /// All of stdin, refusing more than `maximumJSONBytes`.
    static func readAllOfStdin() throws(ContentError) -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = read(0, &buffer, buffer.count)
            if n < 0 && errno == EINTR { continue }
            if n < 0 { throw ContentError("stdin: \(String(cString: strerror(errno)))") }
            if n == 0 { return bytes }
            bytes += buffer[0..<n]
            if bytes.count > maximumJSONBytes {
                throw ContentError("stdin: JSON larger than \(maximumJSONBytes >> 20) MiB (NDJSON, one value per line, has no such limit)")
            }
        }
    }
}
