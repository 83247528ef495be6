import CarouselEngine
import CellCanvas
import TerminalBackend

/// The interactive application: opens the terminal, runs the frame loop, and gives the
/// terminal back before returning what the user chose.
public enum SwipeApp {
    /// How a session ended.
    public enum Outcome: Sendable, Equatable {
        /// The user picked an item; these bytes go to stdout.
        case picked([UInt8])
        /// The user quit without picking.
        case quit
        /// The input ended without a single item.
        case noItems
        /// `--exit-0`: the query left no item, so the run ended before any interface.
        case nothingMatched
        /// Reading the input failed (e.g. a line too long); one line for stderr.
        case failed(String)
    }

    /// What `run` hands back: the outcome, and a note for stderr (e.g. a TERM fallback).
    public struct Result: Sendable, Equatable {
        /// How the session ended.
        public var outcome: Outcome
        /// A line for stderr after the terminal is given back (e.g. the TERM fallback), if any.
        public var note: String?
    }

    /// `--select-1` and `--exit-0`: with every item in (stdin read to its end) and the
    /// `--query` applied, exactly one match is the pick and no match is the end, both
    /// without an interface; nil when the interface is needed.
    public static func preselect(source: CardSource, feed: (any IncomingItems)?, options: LaunchOptions,
                                 selectsOne: Bool, exitsWhenEmpty: Bool) throws(ContentError) -> Outcome? {
        guard selectsOne || exitsWhenEmpty else { return nil }
        if let feed {
            while feed.isOpen { try feed.takeProgress(waitingUpTo: 3600) }
        }
        // The query as the interface would take it: cut at the same length.
        let query = LineEditor(options.query ?? "", maximumLength: Session.maximumQueryLength).text
        let matches = FilterJob.rank(SearchQuery(query, exact: options.exact), in: source.filterCorpus()) { false } ?? []
        if matches.isEmpty && exitsWhenEmpty { return .nothingMatched }
        if matches.count == 1 && selectsOne {
            return .picked(options.printFormat.output(for: source.fields(at: matches[0]), index: matches[0]))
        }
        return nil
    }

    /// Fails, with the line to print, when there is no terminal to run on (no tty, or
    /// `TERM` unset or `dumb`); call it before reading any input.
    public static func checkTerminal() throws(TerminalError) {
        try Terminal.preflight()
    }

    /// Runs the interface over `source` until the user picks an item or quits. With a
    /// `feed`, items keep arriving while the interface is up (stdin streaming in, a file's
    /// index pass). `reload` reads the
    /// items again (deck `r`, tabs refresh); nil when they came from stdin. `paths` are the
    /// command line's, for the modes that read them their own way (tabs).
    public static func run(source: CardSource, feed: (any IncomingItems)? = nil, settings: Settings,
                           options: LaunchOptions = LaunchOptions(),
                           reload: (() throws(ContentError) -> CardSource)? = nil,
                           paths: [PathBytes] = [], pathOptions: PathSource.Options = PathSource.Options()) throws(TerminalError) -> Result {
        PictureDisplay.current.withLock { display in
            display = PictureDisplay(symbols: options.blocks, showsPictures: options.graphics != .none)
        }
        let filtered = FilteredSource(base: source)
        let context = ScreenContext(source: filtered, options: options, colorEnabled: settings.colorEnabled,
                                    reload: reload, paths: paths, pathOptions: pathOptions)
        let screen = Modes.make(context)
        if feed == nil && screen.isEmpty { return Result(outcome: .noItems, note: nil) }
        let terminal = try Terminal(options: Terminal.Options(
            escapeTimeout: settings.escapeDelay,
            colorEnabled: settings.colorEnabled,
            synchronizedOutputAllowed: settings.synchronizedOutputAllowed,
            inlineHeight: options.inlineHeight,
            graphics: options.graphics.terminalRequest))
        var session = Session(screen: screen, source: filtered, feed: feed, settings: settings, options: options)
        let outcome = session.loop(on: terminal)
        terminal.close()
        return Result(outcome: outcome, note: terminal.fallbackNote)
    }
}

/// One run of the frame loop: the mode's screen, the prompts and help around it, input
/// dispatch and frame pacing.
struct Session {
    /// What keys currently mean.
    private enum Prompt: Equatable {
        case none
        /// Typing a search; `origin` is where the search started (Esc goes back there).
        case searching(LineEditor, origin: Int)
        /// Typing a filter; `origin` is the input index in focus when it started (Esc
        /// clears the filter and goes back there).
        case filtering(LineEditor, origin: Int)
        /// Typing an item number.
        case jumping(digits: String)
        case help
    }

    private var screen: any ModeChrome
    /// The items as the modes see them: narrowed by the filter, or all of them.
    private let source: FilteredSource
    private var filter: LiveFilter
    /// The query of the filter result on screen.
    private var appliedQuery: String?
    private let feed: (any IncomingItems)?
    private let options: LaunchOptions
    /// The line above the items: `--header`, else the source's headline (a deck's title).
    private let header: String?
    private let theme: Theme
    private let frameInterval: Double
    private var frame = CellBuffer(size: Size(columns: 0, rows: 0))
    /// What the mode draws in under a `--header`: the frame less its first row.
    private var body = CellBuffer(size: Size(columns: 0, rows: 0))
    private var needsDraw = true
    /// When the next paced frame may be drawn: a frame interval after the last one.
    private var nextFrameTime = -Double.infinity
    /// A key, a mouse press or a wheel notch came since the last frame: the next frame
    /// answers it, drawn in the pass that read it, whatever `nextFrameTime` says.
    private var answersInput = false
    private var statistics: FrameStatistics?
    private var prompt = Prompt.none
    /// The focused item's speaker notes show in a pane over the bottom of the screen (`s`).
    private var showsNotes = false
    /// `--preview`: the command's runs and outputs.
    private let preview: PreviewController?
    /// The item the preview last followed.
    private var previewedItem: PreviewItem?
    /// What the terminal last said about pictures: whether it shows them in pixels, and
    /// its cells' shape.
    private struct TerminalPictures: Equatable {
        var pixels = false
        var cellAspectRatio: Double?
    }
    private var terminalPictures = TerminalPictures()
    /// The generation of each piece of work off the frame loop last drawn (a source met for
    /// the first time, after a reload, counts as changed).
    private var drawnGenerations: [ObjectIdentifier: Int] = [:]
    private var lastQuery = ""
    private var note: String?
    private let trace: Trace?
    private var framesDrawn = 0

    init(screen: any ModeChrome, source: FilteredSource, feed: (any IncomingItems)?, settings: Settings, options: LaunchOptions,
         filterExecution: LiveFilter.Execution = .background) {
        self.screen = screen
        self.source = source
        filter = LiveFilter(source: source, exact: options.exact, execution: filterExecution)
        if let query = options.query, !query.isEmpty {
            filter.update(query: LineEditor(query, maximumLength: Self.maximumQueryLength).text)
        }
        self.feed = feed
        for work in [PictureLibrary.shared] + [source.backgroundWork].compactMap({ $0 }) {
            drawnGenerations[ObjectIdentifier(work)] = work.generation
        }
        header = options.header ?? source.headline
        preview = options.preview.map { PreviewController(template: PreviewTemplate($0)) }
        if let preview {
            // A card shows its item's preview, once there is one, as its body.
            source.preview = { [unowned source] index in
                preview.content(for: PreviewItem(bytes: source.base.fields(at: index).value, index: index))
            }
        }
        self.options = options
        theme = .standard(colorEnabled: settings.colorEnabled)
        frameInterval = 1 / settings.framesPerSecond
        statistics = options.showsStatistics ? FrameStatistics() : nil
        trace = Trace(path: settings.tracePath)
        if let feed, !feed.isOpen { trace?.log("input-complete \(source.count)") }
    }

    /// Draws, waits and handles input until the user picks or quits. While nothing moves
    /// and no input streams in, the wait has no deadline: the process sleeps in the kernel.
    ///
    /// Frames are paced at `framesPerSecond`, except the one that answers a key, a mouse
    /// press or a wheel notch: it is drawn and written as soon as the wait that read it
    /// returns, before the loop waits again, and the frames after it (a glide) follow it at
    /// the frame interval. Input read in one wait, however many keys, makes one frame.
    mutating func loop(on terminal: any TerminalDevice) -> SwipeApp.Outcome {
        // A run still in flight when the session ends is stopped.
        defer {
            filter.clear()
            preview?.stop()
        }
        while true {
            let now = terminal.now()
            if screen.isAnimating {
                screen.step(now: now)
                needsDraw = true
            }
            if needsDraw && (answersInput || now >= nextFrameTime) {
                draw(on: terminal)
                nextFrameTime = now + frameInterval
            }
            // A filter running on other threads is looked at every few milliseconds until it
            // is done; otherwise, with nothing to draw, the wait has no deadline.
            // The preview follows the focus first: an output that arrives needs a frame.
            if let preview { updatePreview(preview, at: now) }
            // So does a picture that finished decoding (or pictures turning to pixels), or a
            // slide parsed aside.
            followPictureDisplay(of: terminal)
            takeBackgroundWork()
            var deadline: Double? = needsDraw || screen.isAnimating ? nextFrameTime : nil
            if filter.isRunning { deadline = min(deadline ?? .infinity, now + Self.filterPollInterval) }
            if let due = preview?.nextDeadline(after: now) { deadline = min(deadline ?? .infinity, due) }
            if backgroundWork.contains(where: \.isBusy) { deadline = min(deadline ?? .infinity, now + Self.backgroundPollInterval) }
            let watched = feed?.isOpen == true ? feed?.descriptor : nil
            // Nil: the input has ended for good (a scripted terminal ran out).
            guard let events = terminal.waitForEvents(until: deadline, watching: watched) else { return .quit }
            for event in events {
                if let outcome = handle(event) { return outcome }
            }
            takeFilterResult(at: terminal.now())
        }
    }

    /// Pictures follow what the terminal turned out to be: placed in pixels once it shows
    /// them (and kept at a size worth sending), in the shape of its cells.
    /// Only what the terminal says is followed (a session on a terminal that says nothing
    /// leaves the run's display alone).
    private mutating func followPictureDisplay(of terminal: any TerminalDevice) {
        let said = TerminalPictures(pixels: terminal.showsPicturesInPixels, cellAspectRatio: terminal.cellAspectRatio)
        guard said != terminalPictures else { return }
        terminalPictures = said
        let pixels = said.pixels && theme.card.isColorEnabled && options.graphics != .none
        guard PictureDisplay.follow(pixels: pixels, cellAspectRatio: said.cellAspectRatio) else { return }
        screen.contentDidChange()
        needsDraw = true
    }

    /// Work off the frame loop whose results change cards: the picture library, and the
    /// source when it does work of its own (a deck parsing large slides).
    private var backgroundWork: [any BackgroundWork] {
        [PictureLibrary.shared] + [source.backgroundWork].compactMap { $0 }
    }

    /// Takes what work off the frame loop finished: cards it changed are asked for again,
    /// and the frame is drawn again.
    private mutating func takeBackgroundWork() {
        for work in backgroundWork {
            let generation = work.generation, id = ObjectIdentifier(work)
            guard drawnGenerations[id] != generation else { continue }
            drawnGenerations[id] = generation
            // The trace names picture decodes (the picture benchmark waits for them).
            if work === PictureLibrary.shared { trace?.log("pictures \(generation)") }
            for index in work.takeChangedItems() {
                if let position = source.position(ofSource: index) { screen.cardDidChange(atPosition: position) }
            }
            screen.contentDidChange()
            needsDraw = true
        }
    }

    /// The preview follows the focus; an output that arrives for the item in focus is shown
    /// (as its card's body, or in the mode's pane), and a pane never shows another item's.
    private mutating func updatePreview(_ preview: PreviewController, at now: Double) {
        let item = screen.previewItem(in: source)
        preview.focus(on: item, at: now)
        let arrived = preview.step(at: now)
        guard item != previewedItem || (arrived != nil && arrived == item) else { return }
        previewedItem = item
        let content = item.flatMap(preview.content(for:))
        screen.showPreview(item == nil ? nil : content ?? PreviewContent(blocks: [.styledLine(StyledText(plain: "…", role: .muted))]))
        if arrived != nil, arrived == item { screen.cardDidChange(atPosition: screen.focusedPosition) }
        needsDraw = true
    }

    /// How often work off the frame loop (pictures decoding, slides parsing) is looked at
    /// while it runs, in seconds.
    static let backgroundPollInterval = 0.03

    /// How often a running filter is looked at, in seconds.
    static let filterPollInterval = 0.008

    /// A finished filter run narrows what the mode shows, the best match in focus.
    private mutating func takeFilterResult(at time: Double) {
        guard filter.mayHaveResult else { return }
        // The same query again (its whole ranking after the early one, or a run over items
        // that streamed in) keeps the item in focus; a new query starts at the best match.
        let kept = appliedQuery == filter.query && source.count > 0 ? source.sourceIndex(at: screen.focusedPosition) : nil
        guard filter.takeResult() else { return }
        appliedQuery = filter.query
        screen.itemsDidChange(focusing: kept.flatMap { source.position(ofSource: $0) } ?? 0, at: time)
        needsDraw = true
        trace?.log((filter.isPartial ? "filtered-early " : "filtered ") + "\(source.count)")
    }

    /// One frame: the mode draws into the frame buffer, help goes over it, then the
    /// changes are presented.
    /// The notes pane: the focused item's speaker notes (or that it has none) in a card
    /// across the lower third of the screen, above the status line.
    private mutating func drawNotes() {
        let height = max(frame.size.rows / 3, 5)
        guard frame.size.rows > height + 1, frame.size.columns >= 20 else { return }
        let position = screen.focusedPosition
        let notes = position >= 0 && position < source.count ? source.card(at: position).notes : []
        let region = Rect(x: 1, y: frame.size.rows - 1 - height, width: frame.size.columns - 2, height: height)
        CardView(title: "speaker notes", blocks: notes.isEmpty ? [.paragraph("No notes for this one.")] : notes,
                 style: theme.card, showsPosition: false).draw(in: region, on: &frame)
    }

    private mutating func draw(on terminal: any TerminalDevice) {
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
        if prompt == .help { screen.keyMap.helpOverlay(theme: theme).draw(on: &frame) }
        terminal.present(frame)
        statistics?.record(start: start, end: terminal.now(), bytes: terminal.lastFrameBytes)
        needsDraw = false
        answersInput = false
        framesDrawn += 1
        trace?.log(framesDrawn == 1 ? "first-frame \(source.count)" : "frame")
    }

    private var status: StatusContent {
        let marks = source.marked.isEmpty ? nil : "\(source.marked.count) marked"
        let remarks = [feed?.stopNote, marks, note, statistics?.summary].compactMap { $0 }
        var content = StatusContent(note: remarks.isEmpty ? nil : remarks.joined(separator: " · "),
                                    isLoading: feed?.isOpen == true)
        switch prompt {
        case .searching(let editor, _): content.prompt = Self.promptText(editor)
        case .filtering(let editor, _):
            content.prompt = Self.promptText(editor)
            content.note = [filter.summary, content.note].compactMap { $0 }.joined(separator: " · ")
        case .jumping(let digits): content.prompt = "go to " + digits + "▏"
        case .none, .help:
            if filter.isActive {
                content.note = ["/" + Sanitizer.line(filter.query) + " " + filter.summary, content.note].compactMap { $0 }
                    .joined(separator: " · ")
            }
        }
        return content
    }

    // MARK: Events

    private mutating func handle(_ event: InputEvent) -> SwipeApp.Outcome? {
        switch event.kind {
        case .deviceAttributes, .cellPixels, .graphicsReply:
            // The terminal's answers to the start-up probes: what it can do is settled
            // (looked at before the next frame).
            needsDraw = true
            return nil
        case .key(let press):
            needsDraw = true
            answersInput = true
            note = nil
            if press.key == .character("c") && press.modifiers == .control { return .quit }
            return handle(press, at: event.time)
        case .mouse(var mouse):
            needsDraw = true
            // Under a header the mode's rows start one down.
            let starts = mouse.action == .press
            // A press or a wheel notch (the decoder reports one as a press) is answered at
            // once; drag motion and releases wait for the paced frame.
            if starts { answersInput = true }
            if header != nil {
                // A press on the header is nothing; a drag that wanders onto it goes on.
                guard mouse.row >= 1 || !starts else { return nil }
                mouse.row = max(mouse.row - 1, 0)
            }
            // Below the mode's minimum size only a message shows: nothing there to press
            // (a release still ends a drag begun before a resize).
            let minimum = screen.minimumSize, drawn = header != nil ? body.size : frame.size
            guard (drawn.columns >= minimum.columns && drawn.rows >= minimum.rows) || !starts else { return nil }
            if mouse.action == .press { note = nil }
            guard prompt == .none else {
                // Keys may open a prompt mid-drag; the drag still ends when the button does,
                // but nothing is picked or started.
                if !mouse.isWheel && mouse.action != .press { _ = screen.handle(mouse, at: event.time) }
                return nil
            }
            return respond(to: screen.handle(mouse, at: event.time))
        case .paste(let text):
            if case .searching(var editor, let origin) = prompt {
                editor.insert(text)
                updateSearch(editor, origin: origin, at: event.time)
            } else if case .filtering(var editor, let origin) = prompt {
                editor.insert(text)
                updateFilter(editor, origin: origin)
            }
            needsDraw = true
            return nil
        case .readable:
            return readInput(at: event.time)
        case .resize:
            needsDraw = true
            nextFrameTime = -Double.infinity
            return nil
        case .modeReport:
            return nil
        }
    }

    private mutating func handle(_ press: KeyPress, at time: Double) -> SwipeApp.Outcome? {
        // Keys the mode does not get as an action (prompts, digits, the session's own) still
        // tell it a key came, so what any key stops stops.
        let action = prompt == .none ? screen.keyMap.action(for: press) : nil
        if action.map(Self.sessionActions.contains) ?? true { screen.keyWasPressed(at: time) }
        switch prompt {
        case .help:
            prompt = .none
            return nil
        case .searching(var editor, let origin):
            switch (press.key, editor.handle(press)) {
            case (_, .edited): updateSearch(editor, origin: origin, at: time)
            case (_, .moved): prompt = .searching(editor, origin: origin)
            case (.escape, _):
                prompt = .none
                screen.reveal(item: origin, at: time)
            case (.enter, _):
                prompt = .none
                lastQuery = editor.text
            default:
                break
            }
            return nil
        case .filtering(var editor, let origin):
            switch (press.key, editor.handle(press)) {
            case (_, .edited): updateFilter(editor, origin: origin)
            case (_, .moved): prompt = .filtering(editor, origin: origin)
            case (.escape, _):
                // Back to everything, and to where the filter started.
                prompt = .none
                filter.clear()
                screen.itemsDidChange(focusing: source.position(ofSource: origin) ?? 0, at: time)
            case (.enter, _):
                // The filter stays; keys move through what it left.
                prompt = .none
                if filter.query.isEmpty { filter.clear() }
            default:
                break
            }
            return nil
        case .jumping(let digits):
            switch press.key {
            case .character(let character) where character.isASCII && character.isNumber:
                prompt = .jumping(digits: String((digits + String(character)).suffix(12)))
            case .backspace:
                prompt = digits.count > 1 ? .jumping(digits: String(digits.dropLast())) : .none
            case .enter:
                prompt = .none
                let count = screen.itemCount
                if let number = Int(digits), number >= 1, count > 0 {
                    screen.reveal(item: min(number, count) - 1, at: time)
                    if number > count { note = "only \(count): the last one" }
                } else {
                    note = "no item \(digits)"
                }
            case .escape:
                prompt = .none
            default:
                break
            }
            return nil
        case .none:
            if options.multi && press.key == .tab && press.modifiers.isEmpty && screen.filtersItems {
                toggleMark(at: time)
                return nil
            }
            if case .character(let character) = press.key, press.modifiers.isEmpty, character.isASCII, character.isNumber {
                prompt = .jumping(digits: String(character))
                return nil
            }
            guard let action = screen.keyMap.action(for: press) else { return nil }
            return perform(action, at: time)
        }
    }

    /// The actions the session carries out itself; the mode gets every other one.
    static let sessionActions: Set<Action> = [.quit, .search, .nextMatch, .previousMatch, .help, .toggleNotes]

    private mutating func perform(_ action: Action, at time: Double) -> SwipeApp.Outcome? {
        needsDraw = true
        switch action {
        case .quit:
            return .quit
        case .search:
            if screen.filtersItems {
                // Typing again edits the filter in place; Esc then goes back to where it began.
                prompt = .filtering(LineEditor(filter.query, maximumLength: Self.maximumQueryLength),
                                    origin: source.sourceIndex(at: screen.focusedPosition))
            } else {
                prompt = .searching(LineEditor(maximumLength: Self.maximumQueryLength), origin: screen.searchOrigin)
            }
        case .nextMatch, .previousMatch:
            let forward = action == .nextMatch
            let origin = screen.searchOrigin
            guard !lastQuery.isEmpty else {
                note = "no search yet: / starts one"
                break
            }
            if jump(toMatchOf: lastQuery, from: origin + (forward ? 1 : -1), direction: forward ? .forward : .backward, at: time) {
                // Past the last match, the search goes round: say so, as less and vim do.
                let now = screen.searchOrigin
                if forward ? now <= origin : now >= origin { note = forward ? "search wrapped to the top" : "search wrapped to the bottom" }
            }
        case .help:
            prompt = .help
        case .toggleNotes:
            showsNotes.toggle()
        default:
            return respond(to: screen.perform(action, at: time))
        }
        return nil
    }

    /// What the screen's answer means for the session.
    private mutating func respond(to response: ScreenResponse) -> SwipeApp.Outcome? {
        switch response {
        case .handled:
            return nil
        case .note(let text):
            note = text
            return nil
        case .quit:
            return .quit
        case .pick(let fields, let index):
            // With items marked (`--multi`), every marked item prints, in input order.
            if options.multi && !source.marked.isEmpty {
                let lines = source.marked.sorted().map { options.printFormat.output(for: source.base.fields(at: $0), index: $0) }
                return .picked(Array(lines.joined(separator: [0x0A])))
            }
            // A filtering mode names positions in what the filter left; the input's own index prints.
            let input = screen.filtersItems ? source.sourceIndex(at: index) : index
            return .picked(options.printFormat.output(for: fields, index: input))
        }
    }

    /// `--multi`: Tab marks the item in focus (or unmarks it) and moves on to the next.
    private mutating func toggleMark(at time: Double) {
        guard source.count > 0 else { return }
        let position = screen.focusedPosition
        let index = source.sourceIndex(at: position)
        if source.marked.remove(index) == nil { source.marked.insert(index) }
        screen.cardDidChange(atPosition: position)
        _ = screen.perform(.next, at: time)
        needsDraw = true
    }

    /// Longest search query kept: searches run on every keystroke.
    static let maximumQueryLength = 256

    /// A prompt's line as the status line shows it: `/`, the text, the cursor.
    private static func promptText(_ editor: LineEditor) -> String {
        let (before, after) = editor.split
        return "/" + Sanitizer.line(before) + "▏" + Sanitizer.line(after)
    }

    /// The filter's query changed: a new run starts (the screen changes when it is done).
    private mutating func updateFilter(_ editor: LineEditor, origin: Int) {
        prompt = .filtering(editor, origin: origin)
        note = nil
        filter.update(query: editor.text)
    }

    private mutating func updateSearch(_ editor: LineEditor, origin: Int, at time: Double) {
        let query = editor.text
        prompt = .searching(editor, origin: origin)
        note = nil
        // As the query grows, the first match from where the search began; when nothing
        // matches any more, back to where it began (with "no match" said).
        if query.isEmpty || !jump(toMatchOf: query, from: origin, direction: .forward, at: time) {
            screen.reveal(item: origin, at: time)
        }
    }

    /// Brings the first match of `query` from `start` into focus; false (and "no match"
    /// in the status line) when there is none.
    @discardableResult
    private mutating func jump(toMatchOf query: String, from start: Int, direction: SearchDirection, at time: Double) -> Bool {
        let count = screen.itemCount
        guard !query.isEmpty, count > 0 else { return false }
        let first = (start % count + count) % count
        guard let match = screen.firstMatch(of: query, from: first, direction: direction) else {
            note = "no match"
            return false
        }
        screen.reveal(item: match, at: time)
        return true
    }

    /// New items (stdin, an index pass): take them, grow the items, and end when there
    /// were none at all.
    private mutating func readInput(at time: Double) -> SwipeApp.Outcome? {
        guard let feed else { return nil }
        do {
            guard try feed.takeProgress() else { return nil }
        } catch {
            return .failed(error.description)
        }
        if filter.isActive || !filter.query.isEmpty {
            // A narrowed screen keeps what it shows until the new run over every item is done.
            filter.itemsDidGrow()
        } else {
            screen.itemCountDidChange(to: source.count, at: time)
        }
        needsDraw = true
        if !feed.isOpen { trace?.log("input-complete \(source.count)") }
        if !feed.isOpen && source.base.count == 0 { return .noItems }
        return nil
    }
}
