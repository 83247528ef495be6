import CellCanvas

/// The session's side of `--preview`: the item to preview follows the focus, a run starts
/// once the focus has rested `debounce` seconds (moving through cards starts nothing), a
/// run for an item that lost the focus is stopped, and outputs are kept per item (the last
/// `cacheLimit`), turned into styled lines with a note of how the command ended.
final class PreviewController {
    /// How long the focus rests on an item before its command runs.
    static let debounce = 0.1
    /// How often a running command is looked at, in seconds.
    static let pollInterval = 0.02
    /// Items whose outputs are kept.
    static let cacheLimit = 64
    /// The most lines of one output shown (with the 64 kept, a bound on their memory).
    static let lineLimit = 10_000

    /// The command previews run; nil until a `preview(…)` binding gives one (no `--preview`).
    private(set) var template: PreviewTemplate?
    private let process: PreviewProcess
    private var cache: [PreviewItem: PreviewContent] = [:]
    /// Cached items, least recently shown first.
    private var recency: [PreviewItem] = []
    /// The item in focus, and since when.
    private var wanted: (item: PreviewItem, since: Double)?
    /// The item whose command is running.
    private var running: PreviewItem?

    /// A controller running `template` (nil: none yet), with the runner's caps.
    init(template: PreviewTemplate?, process: PreviewProcess = PreviewProcess(renderedBy: PreviewController.content)) {
        self.template = template
        self.process = process
    }

    /// The output kept for `item`, if it has run (and its picture, if it is one, is still
    /// held by the picture library: otherwise it runs again when next in focus).
    func content(for item: PreviewItem) -> PreviewContent? {
        guard let content = cache[item] else { return nil }
        if let picture = content.picture, !PictureLibrary.shared.holds(picture) {
            cache[item] = nil
            recency.removeAll { $0 == item }
            return nil
        }
        return content
    }

    /// The focus is on `item` (nil: on nothing) at `now`. A run for another item stops.
    func focus(on item: PreviewItem?, at now: Double) {
        guard item != wanted?.item else { return }
        if running != nil, running != item {
            process.cancel()
            running = nil
        }
        wanted = item.map { ($0, now) }
    }

    /// Starts the focused item's run once it is due; takes a finished run's output.
    /// Returns the item whose output just arrived.
    func step(at now: Double) -> PreviewItem? {
        if let output = process.takeResult(), let item = running {
            running = nil
            store(output.content ?? Self.content(for: output, timeLimit: process.timeLimit, byteLimit: process.byteLimit), for: item)
            return item
        }
        if let template, let wanted, content(for: wanted.item) == nil, running == nil, now - wanted.since >= Self.debounce {
            let files = PlaceholderFiles()
            let commandLine = template.commandLine(for: wanted.item, query: wanted.item.query, files: files)
            guard !files.failed else {
                // A `{f}` file could not be written: the command would read nothing.
                files.removeAll()
                store(PreviewContent(blocks: [.styledLine(StyledText(plain: "[not run: cannot write a temporary file for {f}]", role: .muted))]),
                      for: wanted.item)
                return wanted.item
            }
            running = wanted.item
            process.start(commandLine, key: wanted.item.index, files: files.paths)
        }
        return nil
    }

    /// When the loop should look again: soon while a command runs, at the end of the
    /// debounce while one is due; nil when nothing is pending (idle costs nothing).
    func nextDeadline(after now: Double) -> Double? {
        if running != nil { return now + Self.pollInterval }
        if template != nil, let wanted, cache[wanted.item] == nil { return wanted.since + Self.debounce }
        return nil
    }

    /// `preview(cmd)`: previews run `template` from now on; what the old one gave is
    /// dropped and the item in focus runs again at once.
    func change(template: PreviewTemplate) {
        process.cancel()
        running = nil
        cache.removeAll()
        recency.removeAll()
        self.template = template
        wanted = wanted.map { ($0.item, -Double.infinity) }
    }

    /// `refresh-preview`: the item in focus runs again at once; the output kept for it is
    /// dropped (what it shows may have changed: `git status`, `ls`, `date`).
    func refresh() {
        process.cancel()
        running = nil
        if let item = wanted?.item {
            cache[item] = nil
            recency.removeAll { $0 == item }
        }
        wanted = wanted.map { ($0.item, -Double.infinity) }
    }

    /// Stops whatever runs (the session is ending).
    func stop() {
        process.cancel()
        running = nil
    }

    /// `5 s`, `0.3 s`.
    static func seconds(_ value: Double) -> String {
        value >= 1 && value == value.rounded() ? "\(Int(value)) s" : "\((value * 10).rounded() / 10) s"
    }

    /// `1 MiB`, `512 KiB`, `100000 bytes`.
    static func size(_ bytes: Int) -> String {
        if bytes >= 1 << 20 && bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
        if bytes >= 1 << 10 && bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
        return "\(bytes) bytes"
    }

    private func store(_ content: PreviewContent, for item: PreviewItem) {
        cache[item] = content
        recency.removeAll { $0 == item }
        recency.append(item)
        if recency.count > Self.cacheLimit { cache[recency.removeFirst()] = nil }
    }

    /// A run's output as a card shows it: a picture whole (given to the picture library to
    /// decode) when the output is one and was not cut short, else its lines. An output that
    /// starts like a picture but was cut short (past the 64 MiB a picture may have, or the
    /// time cap) is a note: its bytes are never read as text. Made on the runner's thread.
    static func content(for output: PreviewProcess.Output, timeLimit: Double, byteLimit: Int) -> PreviewContent {
        guard let format = PictureFormat(sniffing: output.bytes) else {
            return PreviewContent(blocks: blocks(for: output, timeLimit: timeLimit, byteLimit: byteLimit))
        }
        var notes = output
        notes.bytes = []
        let ending = blocks(for: notes, timeLimit: timeLimit, byteLimit: byteLimit).filter { $0.plainText != "[no output]" }
        guard !output.isCut, !output.timedOut else {
            let reason = output.isCut ? "larger than \(Self.size(PictureLibrary.maximumFileBytes))" : "not finished"
            return PreviewContent(blocks: [.styledLine(StyledText(plain: "[\(format.rawValue) picture \(reason): not shown]", role: .muted))]
                + ending.filter { !$0.plainText.hasPrefix("[output cut") })
        }
        return PreviewContent(blocks: ending, picture: PictureLibrary.shared.add(output.bytes))
    }

    /// A run's output as a card body: its lines in their colours, then how it ended when
    /// that was not a clean exit (status, signal, time or size cap), or that it said nothing.
    static func blocks(for output: PreviewProcess.Output, timeLimit: Double, byteLimit: Int) -> [TextBlock] {
        var lines = SGRText.lines(from: output.bytes, maximumLines: lineLimit + 1)
        let isLineCut = lines.count > lineLimit
        if isLineCut { lines.removeLast(lines.count - lineLimit) }
        var blocks = lines.map { TextBlock.styledLine($0) }
        var notes: [String] = []
        if output.timedOut { notes.append("stopped after \(Self.seconds(timeLimit))") }
        // Where the lines shown end: the line cap when it came first, else the byte cap.
        if isLineCut {
            notes.append("output cut at \(lineLimit) lines")
        } else if output.isCut {
            notes.append("output cut at \(Self.size(byteLimit))")
        }
        if !output.timedOut && !output.isCut && !isLineCut {
            if let status = output.status, status != 0 { notes.append("exit \(status)") }
            if let signal = output.signal { notes.append("killed by signal \(signal)") }
        }
        if blocks.isEmpty && notes.isEmpty { notes.append("no output") }
        for note in notes { blocks.append(.styledLine(StyledText(plain: "[\(note)]", role: .muted))) }
        return blocks
    }
}
