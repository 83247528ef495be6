#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CarouselEngine
import CellCanvas
import TerminalBackend

/// One run of the frame loop: the mode's screen, the prompts and help around it, input
/// dispatch and frame pacing.
struct Session {
    /// The mode: its component and chrome.
    var screen: any ModeChrome
    /// The items as the modes see them: narrowed by the filter, or all of them.
    let source: FilteredSource
    var filter: LiveFilter
    /// The query of the filter result on screen.
    var appliedQuery: String?
    /// Items still arriving: stdin, an index pass, a `reload(cmd)`'s output.
    var feed: (any IncomingItems)?
    let options: LaunchOptions
    /// The line above the items: `--header`, else the source's headline (a deck's title).
    let header: String?
    let theme: Theme
    var frame = CellBuffer(size: Size(columns: 0, rows: 0))
    /// What the mode draws in under a `--header`: the frame less its first row.
    var body = CellBuffer(size: Size(columns: 0, rows: 0))
    var needsDraw = true
    /// When the frames of a motion leave: on a fixed cadence of the frame rate.
    var pacer: FramePacer
    /// A key, a mouse press or a wheel notch came since the last frame: the next frame
    /// answers it, drawn in the pass that read it, whatever `pacer` says.
    var answersInput = false
    var statistics: FrameStatistics?
    var prompt = Prompt.none
    /// The focused item's speaker notes show in a pane over the bottom of the screen (`s`).
    var showsNotes = false
    /// `--preview`: the command's runs and outputs.
    let preview: PreviewController?
    /// The item the preview last followed.
    var previewedItem: PreviewItem?
    /// What the terminal last said about pictures.
    var terminalPictures = TerminalPictures()
    /// The animated picture playing, the focused item it belongs to, and since when (the
    /// view at rest).
    var playing: (picture: PathBytes, position: Int, since: Double)?
    /// The picture the focused item's preview shows, when it is one (it plays as a card's).
    var previewedPicture: PathBytes?
    /// What the list's pane last showed of the running preview command (`Loading ..`, the spinner).
    var previewActivity = PreviewActivity.none
    /// The generation of each piece of work off the frame loop last drawn (a source met for
    /// the first time, after a reload, counts as changed).
    var drawnGenerations: [ObjectIdentifier: Int] = [:]
    var lastQuery = ""
    /// Whether the person moved the focus (or did anything but type) since they last
    /// changed the query: until they do, every ranking that completes puts its best match
    /// in focus; after, the item in focus stays.
    var movedSinceTyping = false
    /// Moves and marks read while the list shown was still ranked for an earlier query (keys
    /// sent in one burst with typing): they wait for the first ranking of the query typed and
    /// are done on it, from its best match, so none is lost on a list about to go.
    var movesAwaitingRanking: [Action] = []
    /// An action that reads the whole ranking (Enter's pick, `select-all`, `toggle-all`,
    /// `deselect-all`) came while the ranking of what was typed was not complete: it and the
    /// rest of its key's chain run once the ranking is, never on an earlier one (keys
    /// meanwhile are dropped, but for those that quit).
    var callsWhenRanked: [ActionCall] = []
    /// The key map `keyMap` reads, layered once per change of its layers.
    var layeredKeys = LayeredKeys()
    /// The `--expect` key that asked for the pick, if one did.
    var expectedKey: String?
    /// `--bind`'s keys, before the mode's (with `--history`, Ctrl-P and Ctrl-N walk it
    /// unless `--bind` gives them another meaning).
    let userKeys: KeyMap
    /// `--history`: the queries walked, and where the pick's query goes.
    var history: QueryHistory?
    /// A line for stderr once the terminal is given back (the history could not be written).
    var exitNote: String?
    var note: String?
    /// The terminal the loop runs on, for the commands that take it over (`execute`).
    var terminal: (any TerminalDevice)?
    /// `execute-silent` and `reload` commands running beside the interface.
    let commands = BackgroundCommands()
    /// The running `reload(cmd)` command, if any.
    var reloadCommand: pid_t?
    /// The `{f}` files of the last `reload(…)`, removed when the next one replaces it.
    var reloadFiles: PlaceholderFiles?
    /// The items a `reload-sync(cmd)` is reading: they replace those on screen once whole.
    var itemsAtTheEnd: CardSource?
    /// The alternative each `change-preview-window(A|B|…)` argument takes next.
    var previewWindowTurns: [String: Int] = [:]
    /// Whether a binding calls `toggle-sort` (the info line then says whether items are sorted).
    let showsSortState: Bool
    /// Whether the items have been replaced by a `reload(cmd)`.
    var hasReloaded = false
    /// Events that happened and whose `--bind` actions are yet to run.
    var pendingEvents: Set<BindEvent> = [.start]
    /// The query changed (typed, edited, or set by an action such as `change-query`) since
    /// events last ran: `change` is due.
    var queryChanged = false
    /// The item in focus when events last ran (`focus`).
    var lastFocusedItem: Int?
    /// Keys and events `unbind(…)` took away (`rebind(…)` gives them back): an unbound key
    /// does nothing (a printable one is typed), an unbound event calls nothing.
    var unboundKeys: Set<KeyPress> = []
    var unboundEvents: Set<BindEvent> = []
    let trace: Trace?
    var framesDrawn = 0

    init(screen: any ModeChrome, source: FilteredSource, feed: (any IncomingItems)?, settings: Settings, options: LaunchOptions,
         filterExecution: LiveFilter.Execution = .background) {
        self.screen = screen
        // Pictures as the command line asks (symbols, or none); pixels once the terminal says.
        screen.view.pictureDisplay = PictureDisplay(symbols: options.blocks, showsPictures: options.graphics != .none,
                                                    animates: options.animates)
        self.source = source
        filter = LiveFilter(source: source, rules: options.search,
                            execution: filterExecution)
        filter.setSearches(options.list.searches)
        if let query = options.query, !query.isEmpty {
            filter.update(query: LineEditor(query, maximumLength: Self.maximumQueryLength).text)
        }
        self.feed = feed
        history = options.history
        userKeys = options.history == nil ? options.bindings : options.bindings.layered(over: KeyMap.history)
        filter.sorts = options.sorts
        if screen.typesFirst {
            prompt = .filtering(LineEditor(options.query ?? "", maximumLength: Self.maximumQueryLength, words: options.list.queryWords), origin: 0)
        }
        for work in [PictureLibrary.shared] + [source.backgroundWork].compactMap({ $0 }) {
            drawnGenerations[ObjectIdentifier(work)] = work.generation
        }
        header = screen.drawsHeader ? nil : options.header ?? source.headline
        // A `preview(…)` binding previews without `--preview`, from when it is used.
        let boundCalls = options.bindings.bindings.flatMap(\.calls) + options.bindings.events.values.flatMap { $0 }
        let bindsPreview = boundCalls.contains { $0.action == .preview || $0.action == .changePreview }
        showsSortState = boundCalls.contains { $0.action == .toggleSort }
        preview = options.preview != nil || bindsPreview
            ? PreviewController(template: options.preview.map {
                PreviewTemplate($0, delimiter: options.fields.delimiter, fileSeparator: options.printsNul ? 0 : 0x0A)
            }) : nil
        if let preview {
            preview.keepsNewest = options.previewWindow.follows
            preview.pinnedLines = options.previewWindow.headerLines
            // A card shows its item's preview, once there is one, as its body.
            source.preview = { [unowned source] index in
                preview.content(for: PreviewItem(bytes: source.base.fields(at: index).item, index: index))
            }
        }
        self.options = options
        theme = .standard(colorEnabled: settings.colorEnabled)
        pacer = FramePacer(framesPerSecond: settings.framesPerSecond)
        statistics = options.showsStatistics ? FrameStatistics() : nil
        trace = Trace(path: settings.tracePath)
        if let feed, !feed.isOpen { trace?.log("input-complete \(source.count)") }
        if feed?.isOpen != true { pendingEvents.insert(.load) }
    }

    /// Draws, waits and handles input until the user picks or quits. While nothing moves
    /// and no input streams in, the wait has no deadline: the process sleeps in the kernel.
    ///
    /// Frames are paced at `framesPerSecond` on a fixed cadence (`FramePacer`: a late wake-up
    /// is not carried over to the frames after it), except the one that answers a key, a
    /// mouse press or a wheel notch: it is drawn and written as soon as the wait that read it
    /// returns, before the loop waits again, and the frames after it (a glide) follow it at
    /// the frame interval. Input read in one wait, however many keys, makes one frame.
    mutating func loop(on terminal: any TerminalDevice) -> SwipeApp.Outcome {
        // A run still in flight when the session ends is stopped.
        self.terminal = terminal
        defer {
            filter.clear()
            preview?.stop()
            commands.stopAll()
            screen.sessionDidEnd()
            self.terminal = nil
        }
        // What the terminal said before the first frame (`COLORFGBG`'s background) counts for it.
        followPictureDisplay(of: terminal)
        while true {
            if let outcome = runEvents(at: terminal.now()) { return outcome }
            let now = terminal.now()
            if screen.isAnimating {
                screen.step(now: now)
                needsDraw = true
            }
            let pictureFrameDue = playPictureAnimation(at: now)
            if needsDraw && (answersInput || pacer.isDue(at: now)) {
                draw(on: terminal)
                pacer.frameLeft(at: now)
            }
            // A filter running on other threads is looked at every few milliseconds until it
            // is done; otherwise, with nothing to draw, the wait has no deadline.
            // The preview follows the focus first: an output that arrives needs a frame.
            if let preview { updatePreview(preview, at: now) }
            // So does a picture that finished decoding (or pictures turning to pixels), or a
            // slide parsed aside.
            followPictureDisplay(of: terminal)
            takeBackgroundWork()
            var deadline: Double? = needsDraw || screen.isAnimating ? pacer.nextFrameTime : nil
            if filter.isRunning { deadline = min(deadline ?? .infinity, now + Self.filterPollInterval) }
            if let due = preview?.nextDeadline(after: now) { deadline = min(deadline ?? .infinity, due) }
            commands.reapFinished()
            if commands.isRunning { deadline = min(deadline ?? .infinity, now + BackgroundCommands.pollInterval) }
            if hasBackgroundWorkPending { deadline = min(deadline ?? .infinity, now + Self.backgroundPollInterval) }
            if let pictureFrameDue { deadline = min(deadline ?? .infinity, pictureFrameDue) }
            // A running preview command's output wakes the loop, besides the feed (or the mode's own wake).
            let watched = [feed?.isOpen == true ? feed?.descriptor : screen.wakeDescriptor, preview?.wakeDescriptor].compactMap { $0 }
            // Nil: the input has ended for good (a scripted terminal ran out).
            guard let events = terminal.waitForEvents(until: deadline, watching: watched) else { return .quit }
            for event in events {
                if let outcome = handle(event) { return outcome }
            }
            if let outcome = takeFilterResult(at: terminal.now()) { return outcome }
        }
    }

    /// One frame: the mode draws into the frame buffer, help goes over it, then the
    /// changes are presented.
    /// The notes pane: the focused item's speaker notes (or that it has none) in a card
    /// across the lower third of the screen, above the status line.
    mutating func drawNotes() {
        let height = max(frame.size.rows / 3, 5)
        guard frame.size.rows > height + 1, frame.size.columns >= 20 else { return }
        let position = screen.focusedPosition
        let notes = position >= 0 && position < source.count ? source.card(at: position).notes : []
        let region = Rect(x: 1, y: frame.size.rows - 1 - height, width: frame.size.columns - 2, height: height)
        CardView(title: "speaker notes", blocks: notes.isEmpty ? [.paragraph("No notes for this one.")] : notes,
                 style: theme.card, showsPosition: false).draw(in: region, on: &frame)
    }

    mutating func draw(on terminal: any TerminalDevice) {
        let start = terminal.now()
        if frame.size != terminal.size { frame = CellBuffer(size: terminal.size) }
        if let header {
            // The header's row is the session's; the mode draws in the rows below it.
            let size = Size(columns: frame.size.columns, rows: max(frame.size.rows - 1, 0))
            if body.size != size { body = CellBuffer(size: size) }
            screen.render(into: &body, status: status)
            frame.fill(frame.bounds, with: .blank)
            frame.paste(body, at: Point(x: 0, y: 1))
            frame.write(TextLayout.truncate(Sanitizer.line(header), width: max(frame.size.columns - 2, 0)), x: 1, y: 0,
                        style: theme.statusHint)
        } else {
            screen.render(into: &frame, status: status)
        }
        if showsNotes { drawNotes() }
        if prompt == .help || showsNotes { frame.cursor = nil }
        if prompt == .help { screen.keyMap.helpOverlay(theme: theme).draw(on: &frame) }
        terminal.present(frame)
        statistics?.record(start: start, end: terminal.now(), bytes: terminal.lastFrameBytes)
        needsDraw = false
        answersInput = false
        framesDrawn += 1
        trace?.log(framesDrawn == 1 ? "first-frame \(source.count)" : "frame")
    }

    var status: StatusContent {
        // The list layout counts marks as fzf's info line does, after the match count.
        let marks = source.marked.isEmpty || screen.typesFirst ? nil : "\(source.marked.count) marked"
        let remarks = [feed?.stopNote, marks, note, statistics?.summary].compactMap { $0 }
        var content = StatusContent(note: remarks.isEmpty ? nil : remarks.joined(separator: " · "),
                                    isLoading: feed?.isOpen == true)
        switch prompt {
        case .searching(let editor, _): content.prompt = Self.promptText(editor)
        case .filtering(let editor, _):
            if screen.typesFirst {
                (content.prompt, content.promptCursor) = Self.queryText(editor)
            } else {
                content.prompt = Self.promptText(editor)
            }
            content.note = [filter.summary(deleted: screen.deletedCount) + (screen.typesFirst ? sortMark + markCount : "") + filter.progress, content.note]
                .compactMap { $0 }.joined(separator: " · ")
        case .jumping(let digits): content.prompt = "go to " + digits + "▏"
        case .none, .help:
            if filter.isActive {
                content.note = ["/" + Sanitizer.line(filter.query) + " " + filter.summary(deleted: screen.deletedCount) + filter.progress, content.note].compactMap { $0 }
                    .joined(separator: " · ")
            }
        }
        return content
    }

    /// fzf's count of marks with `--multi`, even when none is marked: ` (2)`, or ` (2/5)`
    /// with a limit.
    /// fzf's `+S` or `-S` after the count when a binding can turn sorting over: whether
    /// matches are ranked or in input order.
    private var sortMark: String {
        guard showsSortState else { return "" }
        return filter.sorts ? " +S" : " -S"
    }

    private var markCount: String {
        guard options.multi else { return "" }
        return " (\(source.marked.count)" + (options.multiLimit.map { "/\($0)" } ?? "") + ")"
    }
}
