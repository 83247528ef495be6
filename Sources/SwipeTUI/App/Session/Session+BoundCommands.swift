#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CellCanvas
import TerminalBackend

/// The `--bind` actions that carry an argument (fzf's `execute(…)`, `reload(…)`,
/// `change-query(…)` and the rest) and the events that call actions (`start`, `load`,
/// `change`, `focus`).
extension Session {
    /// Does one call: an action with its argument here, any other through `perform(_:)`.
    mutating func perform(_ call: ActionCall, at time: Double) -> SwipeApp.Outcome? {
        guard let argument = call.argument else { return perform(call.action, at: time) }
        needsDraw = true
        switch call.action {
        case .execute, .executeMulti:
            guard runsNow(argument, everyMarked: call.action == .executeMulti) else { break }
            let files = PlaceholderFiles()
            defer { files.removeAll() }
            guard let line = commandLine(argument, files: files, for: call.action.name, everyMarked: call.action == .executeMulti) else { break }
            var status: Int32?
            terminal?.handOver { status = ForegroundCommand.run(line, terminal: $0) }
            if status == nil { note = "execute: cannot run the command" }
            // The screen was the command's: every cell is drawn again, now.
            pacer.leaveAtOnce()
        case .executeSilent:
            guard runsNow(argument) else { break }
            // Its `{f}` files go when its shell exits.
            let files = PlaceholderFiles()
            guard let line = commandLine(argument, files: files, for: "execute-silent") else { break }
            if case .failure(let refusal) = commands.start(line, files: files) {
                files.removeAll()
                note = "execute-silent: " + refusal.reason
            }
        case .become:
            guard runsNow(argument) else { break }
            let files = PlaceholderFiles()
            guard let line = commandLine(argument, files: files, for: "become") else { break }
            // Nothing of ours is left to remove a `{f}` file once the command has taken our
            // place: it stays in $TMPDIR, as fzf's does.
            files.leaveAll()
            return .become(line)
        case .reload, .reloadSync:
            guard runsNow(argument) else { break }
            let files = PlaceholderFiles()
            guard let line = commandLine(argument, files: files, for: call.action.name) else { break }
            reload(running: line, replacingAtTheEnd: call.action == .reloadSync, at: time)
            // The reload before this one was stopped: its `{f}` files go now, not at exit.
            reloadFiles?.removeAll()
            reloadFiles = files
        case .transformQuery, .transformPrompt, .transformBorderLabel, .transformPreviewLabel:
            guard let line = firstLine(of: argument, for: call.action) else { break }
            switch call.action {
            case .transformQuery: setQuery(line)
            case .transformPrompt: screen.changePrompt(to: line)
            case .transformBorderLabel: screen.changeLabel(.border, to: line)
            default: screen.changeLabel(.preview, to: line)
            }
        case .changeBorderLabel:
            screen.changeLabel(.border, to: argument)
        case .changePreviewLabel:
            screen.changeLabel(.preview, to: argument)
        case .changePreviewWindow:
            changePreviewWindow(argument)
        case .changeQuery:
            setQuery(argument)
        case .changePrompt:
            screen.changePrompt(to: argument)
        case .put:
            guard case .filtering(var editor, let origin) = prompt else { break }
            editor.insert(argument)
            updateFilter(editor, origin: origin)
        case .pos:
            guard let number = Int(String(argument.filter { !$0.isWhitespace })), number != 0, source.count > 0 else {
                note = "pos: '\(Sanitizer.line(argument))' is not a position (1 the first, -1 the last)"
                break
            }
            let position = number > 0 ? min(number, source.count) - 1 : max(source.count + number, 0)
            screen.reveal(item: position, at: time)
        case .unbind, .rebind:
            for name in argument.split(separator: ",").map({ String($0.filter { !$0.isWhitespace }) }) {
                if let event = BindEvent(rawValue: name) {
                    if call.action == .unbind { unboundEvents.insert(event) } else { unboundEvents.remove(event) }
                } else if let press = KeyPress(name: name) {
                    if call.action == .unbind { unboundKeys.insert(press) } else { unboundKeys.remove(press) }
                } else {
                    note = "\(call.action.name): unknown key or event '\(Sanitizer.line(name))'"
                }
            }
        case .preview, .changePreview:
            guard let preview else { break }
            if call.action == .preview {
                preview.runOnce(template(argument), for: previewItem(under: template(argument)))
            } else {
                preview.change(template: template(argument))
            }
            previewedItem = nil
        default:
            return perform(call.action, at: time)
        }
        return nil
    }

    /// The item in focus (its index in the input), if any.
    var focusedItem: Int? {
        source.count > 0 ? source.sourceIndex(at: min(max(screen.focusedPosition, 0), source.count - 1)) : nil
    }

    /// `text` as a template: fields split by `--delimiter`, `{f}` files' values ended as
    /// `--print0` says.
    func template(_ text: String) -> PreviewTemplate {
        PreviewTemplate(text, delimiter: options.fields.delimiter, fileSeparator: options.printsNul ? 0 : 0x0A)
    }

    /// Whether `template`'s command runs now: always with an item in focus; with none, as
    /// fzf decides (`PreviewTemplate.runsWithoutItem`): one naming the item is skipped.
    func runsNow(_ template: String, everyMarked: Bool = false) -> Bool {
        guard focusedItem == nil else { return true }
        var template = self.template(template)
        template.marksEveryPlaceholder = everyMarked
        return template.runsWithoutItem(anyMarked: !markedItems.isEmpty)
    }

    /// `template`'s command line for the item in focus, the marked items and the query:
    /// `{}` and `{n}` are empty when nothing is in focus. `{f}` files go into `files`.
    /// With `everyMarked`, every placeholder reads as if written with `+` (`execute-multi`).
    func commandLine(_ template: String, files: PlaceholderFiles, everyMarked: Bool = false) -> [UInt8] {
        var item = focusedItem.map { PreviewItem(bytes: source.base.fields(at: $0).item, index: $0) } ?? PreviewItem(bytes: [], index: -1)
        item.marked = markedItems
        var template = self.template(template)
        template.marksEveryPlaceholder = everyMarked
        return template.commandLine(for: item, query: filter.query, files: files)
    }

    /// The same, or nil with a note naming `action` when a `{f}` file cannot be written or
    /// the line is longer than the system takes for one argument of `sh -c` (the files
    /// written are removed).
    mutating func commandLine(_ template: String, files: PlaceholderFiles, for action: String, everyMarked: Bool = false) -> [UInt8]? {
        let line = commandLine(template, files: files, everyMarked: everyMarked)
        guard !files.failed else {
            files.removeAll()
            note = action + ": cannot write a temporary file for {f}"
            return nil
        }
        guard line.count < ShellSpawn.longestCommandLine else {
            files.removeAll()
            note = action + ": the command line is longer than \(ShellSpawn.longestCommandLine >> 10) KiB (use {+f} for many items)"
            return nil
        }
        return line
    }

    /// The items marked with `--multi`, in the order they were marked, as `{+}` reads them.
    var markedItems: [PreviewItem] {
        guard options.multi else { return [] }
        return source.marked.inMarkingOrder.map { PreviewItem(bytes: source.base.fields(at: $0).item, index: $0) }
    }

    /// Sets the query as if typed, the caret at its end.
    mutating func setQuery(_ text: String) {
        let editor = queryEditor(text)
        if case .filtering(_, let origin) = prompt {
            updateFilter(editor, origin: origin)
        } else if screen.filtersItems {
            updateFilter(editor, origin: focusedItem ?? 0)
            if !screen.typesFirst {
                // Outside the list layout the filter is kept, as after Enter.
                prompt = .none
                if filter.query.isEmpty { filter.clear() } else { lastQuery = filter.query }
            }
        }
    }

    /// `transform-…(cmd)`: the first line the command prints, run as fzf runs it (the
    /// interface waits, at most `BackgroundCommands.captureLimit` seconds); nil with a note
    /// when it cannot run.
    mutating func firstLine(of template: String, for action: Action) -> String? {
        let files = PlaceholderFiles()
        defer { files.removeAll() }
        guard let line = commandLine(template, files: files, for: action.name) else { return nil }
        switch commands.firstLine(of: line) {
        case .success(let bytes): return String(decoding: bytes, as: UTF8.self)
        case .failure(let refusal):
            note = action.name + ": " + refusal.reason
            return nil
        }
    }

    /// `change-preview-window(A|B|…)`: the pane as `--preview-window` and then the next of
    /// the alternatives say (an empty one: as `--preview-window` alone), turn by turn.
    mutating func changePreviewWindow(_ argument: String) {
        let alternatives = argument.split(separator: "|", omittingEmptySubsequences: false)
        let turn = previewWindowTurns[argument, default: 0] % alternatives.count
        previewWindowTurns[argument] = (turn + 1) % alternatives.count
        var window = options.previewWindow
        do {
            try window.apply(String(alternatives[turn]))
        } catch {
            note = "change-preview-window: " + error.description
            return
        }
        screen.changePreviewWindow(to: window)
        // Runs from now on keep their newest lines at the cap when they follow the end.
        preview?.keepsNewest = window.follows
        preview?.pinnedLines = window.headerLines
    }

    /// `reload(cmd)`: the items become the command's output, read as it comes off the
    /// frame loop, the query kept. A reload still running is stopped first. With
    /// `replacingAtTheEnd` (`reload-sync`), the items on screen stay until the command's
    /// output is complete.
    mutating func reload(running commandLine: [UInt8], replacingAtTheEnd: Bool = false, at time: Double) {
        if let running = reloadCommand { commands.stop(running) }
        reloadCommand = nil
        itemsAtTheEnd = nil
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else {
            note = "reload: cannot make a pipe"
            return
        }
        _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
        switch commands.start(commandLine, output: ends[1]) {
        case .failure(let refusal):
            close(ends[0])
            close(ends[1])
            note = "reload: " + refusal.reason
        case .success(let child):
            close(ends[1])
            reloadCommand = child
            // Read as the input was: its separator, its fields and header lines.
            let reader = source.base.linesReader
            let lines = LineSource(name: "reload", delimiter: reader?.delimiter ?? .newline, stopsAtLongLine: true)
            let feed = StdinFeed(lines: lines, input: ends[0])
            feed.start()
            self.feed = feed
            hasReloaded = true
            let items = reader?.source(lines) ?? lines
            if replacingAtTheEnd {
                itemsAtTheEnd = items
            } else {
                show(items, at: time)
            }
        }
    }

    /// The items become `items` (a reload's), the first in focus.
    mutating func show(_ items: CardSource, at time: Double) {
        source.replaceBase(with: items)
        filter.itemsWereReplaced()
        screen.itemsDidChange(focusing: 0, at: time)
    }

    /// Whether the item in focus is another than when events last ran (`focus`; the first
    /// item to show counts, as in fzf). While a reload has read nothing yet, the list is
    /// empty only in passing: its first item is compared with the one before the reload,
    /// by input index, as fzf's are.
    private var focusMoved: Bool { focusedItem != lastFocusedItem && !awaitsReloadedItems }

    /// A reload's command has printed no item yet, and may still.
    private var awaitsReloadedItems: Bool { hasReloaded && source.base.count == 0 && feed?.isOpen == true }

    /// Runs the actions bound to what happened since the last pass, in fzf's order: start,
    /// load, change, focus. What those actions do raises its events on the next pass, as
    /// fzf's do after a key's actions, but for a query that `change`'s own actions change
    /// (fzf raises none then either), so `change:put(x)` does not feed itself.
    mutating func runEvents(at time: Double) -> SwipeApp.Outcome? {
        if queryChanged { pendingEvents.insert(.change) }
        if focusMoved { pendingEvents.insert(.focus) }
        queryChanged = false
        if !awaitsReloadedItems { lastFocusedItem = focusedItem }
        let happened = BindEvent.allCases.filter { pendingEvents.contains($0) }
        pendingEvents.removeAll()
        for event in happened {
            guard !unboundEvents.contains(event), let calls = userKeys.events[event] else { continue }
            let changedBefore = queryChanged
            if let outcome = perform(calls, at: time) { return outcome }
            if event == .change { queryChanged = changedBefore }
        }
        // What the actions did to the focus is not a change to answer.
        if !awaitsReloadedItems { lastFocusedItem = focusedItem }
        return nil
    }
}
