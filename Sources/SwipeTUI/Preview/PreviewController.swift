import CellCanvas

/// The session's side of `--preview`: the item to preview follows the focus, a run starts
/// once the focus has rested `debounce` seconds (moving through cards starts nothing), a
/// run for an item that lost the focus is stopped, what a running command has printed so
/// far is the item's content until it ends, and finished outputs are kept per item (the
/// last `cacheLimit`). Nothing here waits: a run's output makes `wakeDescriptor` readable.
final class PreviewController {
    /// How long the focus rests on an item before its command runs.
    static let debounce = 0.1
    /// Items whose outputs are kept.
    static let cacheLimit = 64

    /// The command previews run; nil until a `preview(…)` binding gives one (no `--preview`).
    private(set) var template: PreviewTemplate?
    /// `follow`: a run that reaches the line cap keeps its newest lines (else it stops there).
    var keepsNewest = false
    /// The pane's header lines (`~N`), which a run keeping its newest lines never drops.
    var pinnedLines = 0
    private let process: PreviewProcess
    private var cache: [PreviewItem: PreviewContent] = [:]
    /// Cached items, least recently shown first.
    private var recency: [PreviewItem] = []
    /// The item in focus, and since when.
    private var wanted: (item: PreviewItem, since: Double)?
    /// The item whose command is running, and what it has shown so far.
    private var running: PreviewItem?
    private var live: PreviewContent?
    /// When the running command started.
    private var runStart = 0.0
    /// Whether a pane shows the run's `activity` (the list's): the loop then wakes for its changes.
    var showsActivity = false
    /// `preview(cmd)`: a command run once for the item in focus when it was given, shown in
    /// place of the template's until the focus moves (fzf's); its output is never kept.
    private var once: (item: PreviewItem, template: PreviewTemplate, content: PreviewContent?)?

    /// A controller running `template` (nil: none yet) with `process`.
    init(template: PreviewTemplate?, process: PreviewProcess = PreviewProcess()) {
        self.template = template
        self.process = process
    }

    /// Readable when a run has shown more (the frame loop watches it).
    var wakeDescriptor: Int32 { process.wake.readEnd }

    /// What `item` shows: its running command's output so far, or its kept output (and its
    /// picture, if it is one, is still held by the picture library: otherwise it runs again
    /// when next in focus).
    func content(for item: PreviewItem) -> PreviewContent? {
        if item == running, let live { return live }
        if let once, once.item == item { return once.content }
        guard let content = cache[item] else { return nil }
        if let picture = content.picture, !PictureLibrary.shared.holds(picture) {
            forget(item)
            return nil
        }
        return content
    }

    /// The focus is on `item` (nil: on nothing) at `now`. A run for another item stops.
    /// `rerunning` (the list's one pane, as fzf's): an item taking the focus runs its command
    /// again rather than showing what it printed before, which may be stale (`git status`,
    /// `date`), so no output is kept past the focus; cards keep their outputs, each showing
    /// its own.
    func focus(on item: PreviewItem?, at now: Double, rerunning: Bool = false) {
        guard item != wanted?.item else { return }
        if running != nil, running != item { stopRun() }
        if once?.item != item { once = nil }
        if rerunning {
            // Each item runs again as it takes the focus: what others printed is never read.
            cache.removeAll()
            recency.removeAll()
        }
        wanted = item.map { ($0, now) }
    }

    /// Starts the focused item's run once it is due; takes what a run has shown.
    /// Returns the item whose output just arrived or grew.
    func step(at now: Double) -> PreviewItem? {
        if let output = process.takeResult(), let item = running {
            if output.isFinished {
                stopRun()
                if once?.item == item { once?.content = output.content } else { store(output.content, for: item) }
            } else {
                live = output.content
            }
            return item
        }
        if let wanted, let template = once?.item == wanted.item ? once?.template : template,
           content(for: wanted.item) == nil, running == nil, now >= wanted.since + Self.debounce {
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
            runStart = now
            process.start(commandLine, key: wanted.item.index, files: files.paths, keepsNewest: keepsNewest, pinnedLines: pinnedLines)
        }
        return nil
    }

    /// When the loop should look again: at the end of the debounce while a run is due; nil
    /// otherwise (a running command's output wakes the loop through `wakeDescriptor`), but
    /// for the changes of its `activity` while one runs and a pane shows it.
    func nextDeadline(after now: Double) -> Double? {
        if template != nil || once != nil, running == nil, let wanted, content(for: wanted.item) == nil { return wanted.since + Self.debounce }
        if showsActivity, running != nil { return PreviewActivity.nextChange(runStartedAt: runStart, printed: live != nil, after: now) }
        return nil
    }

    /// What the pane's corner says of the command running for the item in focus at `now`.
    func activity(at now: Double) -> PreviewActivity {
        guard running != nil, running == wanted?.item else { return .none }
        return PreviewActivity(runStartedAt: runStart, printed: live != nil, at: now)
    }

    /// `preview(cmd)`: previews run `template` from now on; what the old one gave is
    /// dropped and the item in focus runs again at once.
    func change(template: PreviewTemplate) {
        stopRun()
        cache.removeAll()
        recency.removeAll()
        self.template = template
        wanted = wanted.map { ($0.item, -Double.infinity) }
    }

    /// Whether previews have a command: the template, or `preview(cmd)`'s for the item in focus.
    var hasCommand: Bool { template != nil || once != nil }

    /// `preview(cmd)`: `template` runs at once for `item` (the item in focus as the session
    /// reads it for `template`), its output shown until the focus moves; then the previews
    /// are the template's again (`change-preview` is the lasting change). With no item
    /// (nothing in focus, and the command names one) nothing runs, as in fzf.
    func runOnce(_ template: PreviewTemplate, for item: PreviewItem?) {
        stopRun()
        guard let item else { return }
        once = (item, template, nil)
        wanted = (item, -Double.infinity)
    }

    /// The command the item in focus runs: `preview(cmd)`'s while it shows, else the template.
    var currentTemplate: PreviewTemplate? { once?.template ?? template }

    /// `refresh-preview`: the item in focus runs again at once; the output kept for it is
    /// dropped (what it shows may have changed: `git status`, `ls`, `date`).
    func refresh() {
        stopRun()
        if let item = wanted?.item { forget(item) }
        wanted = wanted.map { ($0.item, -Double.infinity) }
    }

    /// Stops whatever runs (the session is ending).
    func stop() {
        stopRun()
    }

    private func stopRun() {
        process.cancel()
        running = nil
        live = nil
    }

    private func forget(_ item: PreviewItem) {
        cache[item] = nil
        recency.removeAll { $0 == item }
    }

    private func store(_ content: PreviewContent, for item: PreviewItem) {
        cache[item] = content
        recency.removeAll { $0 == item }
        recency.append(item)
        if recency.count > Self.cacheLimit { cache[recency.removeFirst()] = nil }
    }
}
