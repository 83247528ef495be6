import CarouselEngine
import CellCanvas
import TerminalBackend

/// What a key means: a prompt's, a digit, the session's own actions, or the mode's.
extension Session {
    mutating func handle(_ press: KeyPress, at time: Double) -> SwipeApp.Outcome? {
        // Enter is waiting for the ranking: only a key that quits still counts.
        if !callsWhenRanked.isEmpty { return keyMap.calls(for: press).contains { $0.action == .quit } ? .quit : nil }
        if screen.jumping != nil {
            // The key after `jump`: a row's label, or giving up (the key does nothing else).
            movedSinceTyping = true
            return screen.land(jumpOn: press, at: time) ? perform(.select, at: time) : nil
        }
        if let name = options.expectedKeys[press], prompt != .help {
            // `--expect`: the key picks, and its name is printed before the pick.
            expectedKey = name
            return perform(.select, at: time)
        }
        if screen.typesFirst, prompt != .help { return handleTypingFirst(press, at: time) }
        // Keys the mode does not get as an action (prompts, digits, the session's own) still
        // tell it a key came, so what any key stops stops.
        let action = prompt == .none ? keyMap.action(for: press) : nil
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
                // The filter stays; keys move through what it left, and n/N to the items
                // that contain its query.
                prompt = .none
                if filter.query.isEmpty { filter.clear() } else { lastQuery = filter.query }
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
                // Any other key gives the number up and does what it does (→ moves on).
                prompt = .none
                return handle(press, at: time)
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
            return perform(keyMap.calls(for: press), at: time)
        }
    }

    /// A key in the list layout: a binding first (`--bind`'s, then the layout's) unless it
    /// is a printable character, which goes to the query; the editing keys after that.
    /// No letter without a modifier is ever a command.
    mutating func handleTypingFirst(_ press: KeyPress, at time: Double) -> SwipeApp.Outcome? {
        guard case .filtering(var editor, let origin) = prompt else {
            prompt = .filtering(queryEditor(filter.query), origin: 0)
            return handleTypingFirst(press, at: time)
        }
        let printable: Bool
        if case .character(let character) = press.key {
            printable = press.modifiers.isDisjoint(with: [.control, .alt]) && !character.isNewline
        } else {
            printable = false
        }
        if unboundKeys.contains(press) && !printable { return nil }
        let calls = unboundKeys.contains(press) ? [] : keyMap.calls(for: press)
        if !calls.isEmpty, !printable || userKeys.action(for: press) != nil {
            screen.keyWasPressed(at: time)
            return perform(calls, at: time)
        }
        if editor.text.isEmpty, LineEditor.Edit(press)?.deletesBackward == true { pendingEvents.insert(.backwardEOF) }
        let outcome = editor.handle(press)
        take(editor, after: outcome, origin: origin)
        return nil
    }

    /// The query's editor after an edit: an edited query filters, a moved cursor is kept.
    private mutating func take(_ editor: LineEditor, after outcome: LineEditor.Outcome, origin: Int) {
        switch outcome {
        case .edited:
            updateFilter(editor, origin: origin)
        case .moved: prompt = .filtering(editor, origin: origin)
        case .ignored: break
        }
    }

    /// The keys as the session reads them: `--bind`'s first, then the mode's (layered
    /// again only when a layer changed).
    var keyMap: KeyMap {
        mutating get { layeredKeys.keyMap(userKeys, over: screen.keyLayers) }
    }

    /// The actions the session carries out itself; the mode gets every other one.
    static let sessionActions: Set<Action> = Set<Action>([.quit, .cancel, .acceptNonEmpty, .toggleIn, .toggleOut,
                                              .backwardDeleteCharOrQuit, .deleteCharOrQuit, .search, .nextMatch, .previousMatch, .help, .toggleNotes,
                                              .clearQuery, .toggle, .mark, .unmark, .selectAll, .deselectAll, .toggleAll,
                                              .ignore, .enableSearch, .disableSearch, .toggleSearch, .toggleSort, .printQuery,
                                              .replaceQuery, .nextSelected, .prevSelected, .clearScreen, .refreshPreview])
        .union(Action.allCases.filter { $0.lineEdit != nil })

    /// The moves and marks that count against the ranking of what was typed before them.
    static let actionsOnTheRanking: Set<Action> = [.up, .down, .pageUp, .pageDown, .halfPageUp, .halfPageDown, .first, .last,
                                                   .next, .previous, .toggle, .toggleIn, .toggleOut, .mark, .unmark]

    /// Does `calls` in order (a binding's chain); the first that ends the session ends it.
    mutating func perform(_ calls: [ActionCall], at time: Double) -> SwipeApp.Outcome? {
        for (index, call) in calls.enumerated() {
            if Self.readsWholeRanking.contains(call.action) && rankingIsPending && screen.filtersItems {
                callsWhenRanked = Array(calls[index...])
                return nil
            }
            if let outcome = perform(call, at: time) { return outcome }
        }
        return nil
    }

    /// Actions that act on every item the query leaves, or on the best of them: they wait
    /// for the ranking of what was typed.
    static let readsWholeRanking: Set<Action> = [.select, .acceptNonEmpty, .selectAll, .deselectAll, .toggleAll]

    mutating func perform(_ action: Action, at time: Double) -> SwipeApp.Outcome? {
        needsDraw = true
        // The person moved (or acted) since they last typed: a ranking that completes now
        // keeps the item in focus.
        movedSinceTyping = true
        if Self.readsWholeRanking.contains(action) && rankingIsPending && screen.filtersItems {
            callsWhenRanked = [ActionCall(action)]
            return nil
        }
        if Self.actionsOnTheRanking.contains(action) && screen.filtersItems && appliedQuery != filter.query && filter.mayHaveResult {
            movesAwaitingRanking.append(action)
            return nil
        }
        if let edit = action.lineEdit {
            editQuery(edit)
            return nil
        }
        switch action {
        case .quit:
            return .quit
        case .cancel:
            // fzf's: an empty query quits; any other is emptied (Ctrl-Y puts it back).
            guard !filter.query.isEmpty else { return .quit }
            guard case .filtering(var editor, let origin) = prompt else { return perform(.clearQuery, at: time) }
            _ = editor.apply(.endOfLine)
            let outcome = editor.apply(.unixLineDiscard)
            take(editor, after: outcome, origin: origin)
        case .backwardDeleteCharOrQuit, .deleteCharOrQuit:
            guard !filter.query.isEmpty else { return .quit }
            editQuery(action == .deleteCharOrQuit ? .deleteChar : .backwardDeleteChar)
        case .acceptNonEmpty:
            // fzf's: an item shown or marked picks; so does Enter on input that was empty.
            let inputWasEmpty = feed?.isOpen != true && source.base.count == 0
            guard source.count > 0 || !source.marked.isEmpty || inputWasEmpty else { break }
            return perform(.select, at: time)
        case .toggleIn, .toggleOut:
            guard options.multi && screen.filtersItems, let item = focusedItem else { break }
            let wasMarked = source.marked.contains(item)
            setMark(.toggle, at: time)
            guard source.marked.contains(item) != wasMarked else { break }
            // In is towards the prompt: below the list in the default layout (also when no
            // --layout is given), above it otherwise.
            let towardsPrompt: Action = (options.layout ?? .default) == .default ? .down : .up
            return perform(action == .toggleIn ? towardsPrompt : (towardsPrompt == .down ? .up : .down), at: time)
        case .clearQuery:
            guard case .filtering(_, let origin) = prompt else {
                filter.clear()
                screen.itemsDidChange(focusing: 0, at: time)
                break
            }
            updateFilter(queryEditor(), origin: origin)
        case .toggle, .mark, .unmark:
            if options.multi && screen.filtersItems { setMark(action, at: time) }
        case .selectAll, .deselectAll, .toggleAll:
            guard options.multi else { break }
            for position in 0..<source.count {
                let index = source.sourceIndex(at: position)
                if action == .deselectAll || (action == .toggleAll && source.marked.contains(index)) {
                    source.marked.remove(index)
                } else if !source.marked.contains(index) {
                    if let limit = options.multiLimit, source.marked.count >= limit { continue }
                    source.marked.insert(index)
                }
            }
            screen.itemsDidChange(focusing: screen.focusedPosition, at: time)
        case .toggleSort:
            // The new order's first item takes the focus, as a new query's best match does.
            filter.setSorts(!filter.sorts)
            movedSinceTyping = false
        case .printQuery:
            return .picked(Array(filter.query.utf8))
        case .replaceQuery:
            if let item = focusedItem { setQuery(String(decoding: source.base.fields(at: item).item, as: UTF8.self)) }
        case .nextSelected, .prevSelected:
            focusNextMarked(forward: action == .nextSelected, at: time)
        case .clearScreen:
            terminal?.redrawEverything()
        case .refreshPreview:
            // The command runs again for the item in focus.
            preview?.refresh()
            previewedItem = nil
        case .ignore:
            break
        case .enableSearch, .disableSearch, .toggleSearch:
            filter.setSearches(action == .enableSearch || (action == .toggleSearch && !filter.searches))
        case .search:
            if screen.filtersItems {
                // Typing again edits the filter in place; Esc then goes back to where it began.
                prompt = .filtering(queryEditor(filter.query),
                                    origin: source.sourceIndex(at: screen.focusedPosition))
            } else {
                prompt = .searching(queryEditor(), origin: screen.searchOrigin)
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
        case .previousHistory, .nextHistory:
            let current = filter.query
            let forward = action == .nextHistory
            if let query = forward ? history?.next(from: current) : history?.previous(from: current) { setQuery(query) }
        default:
            return respond(to: screen.perform(action, at: time))
        }
        return nil
    }

    /// An editing action (`--bind`'s `backward-word`, `kill-line`, …) on the query being typed.
    mutating func editQuery(_ edit: LineEditor.Edit) {
        guard case .filtering(var editor, let origin) = prompt else { return }
        if editor.text.isEmpty && edit.deletesBackward { pendingEvents.insert(.backwardEOF) }
        let outcome = editor.apply(edit)
        take(editor, after: outcome, origin: origin)
    }

    /// `next-selected`, `prev-selected`: the focus to the nearest marked item after (or
    /// before) it in the list, round from the end as fzf's does.
    mutating func focusNextMarked(forward: Bool, at time: Double) {
        guard source.count > 0, !source.marked.isEmpty else { return }
        let focused = screen.focusedPosition
        for step in 1...source.count {
            let position = ((focused + (forward ? step : -step)) % source.count + source.count) % source.count
            if source.marked.contains(source.sourceIndex(at: position)) {
                screen.reveal(item: position, at: time)
                return
            }
        }
    }

    /// What the screen's answer means for the session.
    mutating func respond(to response: ScreenResponse) -> SwipeApp.Outcome? {
        switch response {
        case .handled:
            return nil
        case .note(let text):
            note = text
            return nil
        case .quit:
            return .quit
        case .nothingToPick:
            // Marks print whatever the list shows now (fzf: Tab, a query matching nothing, Enter prints the mark).
            if let marked = markedLines() { return picked(marked) }
            // fzf prints the query (and the key) even when nothing matched.
            var lines: [[UInt8]] = []
            if options.printsQuery { lines.append(Array(filter.query.utf8)) }
            if options.printsExpectedKey { lines.append(Array((expectedKey ?? "").utf8)) }
            return lines.isEmpty ? .nothingMatched : .nothingMatchedPrinting(Array(lines.joined(separator: [options.printsNul ? 0 : 0x0A])))
        case .pointer:
            // Only the pointer makes one, and `answer(_:at:)` takes it.
            return nil
        case .pick(let fields, let index):
            // A filtering mode names positions in what the filter left; the input's own index prints.
            let input = screen.filtersItems ? source.sourceIndex(at: index) : index
            return picked(markedLines() ?? [options.printFormat.output(for: fields, index: input)])
        }
    }

    /// With items marked (`--multi`), every marked item's output, in the order they were
    /// marked (as fzf); nil when nothing is marked.
    private func markedLines() -> [[UInt8]]? {
        guard options.multi && !source.marked.isEmpty else { return nil }
        return source.marked.inMarkingOrder.map { options.printFormat.output(for: source.base.fields(at: $0), index: $0) }
    }

    /// The pick of `items`: `--print-query`'s query and `--expect`'s key (empty for Enter)
    /// first, the history written.
    private mutating func picked(_ items: [[UInt8]]) -> SwipeApp.Outcome {
        var lines = items
        if options.printsExpectedKey { lines.insert(Array((expectedKey ?? "").utf8), at: 0) }
        if options.printsQuery { lines.insert(Array(filter.query.utf8), at: 0) }
        // A history that cannot be written does not cost the pick: it is said on stderr.
        do { try history?.append(filter.query) } catch { exitNote = error.description }
        return .picked(Array(lines.joined(separator: [options.printsNul ? 0 : 0x0A])))
    }

    /// `--multi` in the card layouts: Tab marks the item in focus (or unmarks it) and moves
    /// on to the next.
    mutating func toggleMark(at time: Double) {
        setMark(.toggle, at: time)
        _ = screen.perform(.next, at: time)
    }

    /// Marks the item in focus (`.mark`), unmarks it (`.unmark`) or turns its mark over
    /// (`.toggle`); the focus stays.
    mutating func setMark(_ action: Action, at time: Double) {
        guard source.count > 0 else { return }
        let position = screen.focusedPosition
        let index = source.sourceIndex(at: position)
        if source.marked.contains(index) {
            guard action != .mark else { return }
            source.marked.remove(index)
        } else {
            guard action != .unmark else { return }
            // `--multi N`: no more than N marks.
            guard options.multiLimit.map({ source.marked.count < $0 }) ?? true else { return }
            source.marked.insert(index)
        }
        screen.cardDidChange(atPosition: position)
        needsDraw = true
    }

    /// A click or wheel notch on the list, as fzf's: the mark first, then what is bound to
    /// the click (`--bind`'s, else fzf's default: nothing for `left-click`, `toggle` for
    /// `right-click`, Enter's actions for `double-click`; none once `unbind` took it), then
    /// the move. `--expect double-click` picks and prints its name.
    mutating func answer(_ request: PointerRequest, at time: Double) -> SwipeApp.Outcome? {
        if let place = request.queryCursor {
            guard case .filtering(var editor, let origin) = prompt else { return nil }
            let outcome = editor.moveCursor(to: place)
            take(editor, after: outcome, origin: origin)
            return nil
        }
        if request.marksFocused { _ = perform(.toggle, at: time) }
        if let event = request.event {
            // fzf's: only a double click can end the picker; `left-click` and `right-click` never do.
            if event == .doubleClick, let name = options.expectedClicks[.doubleClick] {
                expectedKey = name
                return perform(.select, at: time)
            }
            if !unboundEvents.contains(event) {
                let calls: [ActionCall]
                switch event {
                case .rightClick: calls = userKeys.events[event] ?? [ActionCall(.toggle)]
                case .doubleClick: calls = userKeys.events[event] ?? keyMap.calls(for: KeyPress(.enter))
                default: calls = userKeys.events[event] ?? []
                }
                if let outcome = perform(calls, at: time) { return outcome }
            }
        }
        return request.then.flatMap { perform($0, at: time) }
    }
}
