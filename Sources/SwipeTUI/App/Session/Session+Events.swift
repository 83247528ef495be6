import CarouselEngine
import CellCanvas
import TerminalBackend

/// Input as it arrives: keys, the pointer, pastes, the terminal's answers, new items.
extension Session {
    mutating func handle(_ event: InputEvent) -> SwipeApp.Outcome? {
        switch event.kind {
        case .deviceAttributes, .cellPixels, .graphicsReply, .deviceControlReply, .graphicsAttribute, .backgroundColor:
            // The terminal's answers to the start-up probes: what it can do is settled
            // (looked at before the next frame).
            needsDraw = true
            return nil
        case .key(let press):
            needsDraw = true
            answersInput = true
            note = nil
            // Ctrl-C aborts (exit 130) unless `--bind` gave it an action, as fzf's.
            if press == KeyPress(.character("c"), modifiers: .control) && userKeys.action(for: press) == nil { return .quit }
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
            if starts { movedSinceTyping = true }
            guard prompt == .none || screen.typesFirst else {
                // Keys may open a prompt mid-drag; the drag still ends when the button does,
                // but nothing is picked or started.
                if !mouse.isWheel && mouse.action != .press { _ = screen.handle(mouse, at: event.time) }
                return nil
            }
            let response = screen.handle(mouse, at: event.time)
            if case .pointer(let request) = response { return answer(request, at: event.time) }
            return respond(to: response)
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
        case .readable(let descriptor):
            // A preview's output is taken where the loop follows the preview.
            if descriptor == preview?.wakeDescriptor { return nil }
            if let wake = screen.wakeDescriptor, descriptor == wake, feed?.isOpen != true {
                needsDraw = true
                return respond(to: screen.wakeUp(at: event.time))
            }
            return readInput(at: event.time)
        case .resize:
            needsDraw = true
            pacer.leaveAtOnce()
            return nil
        case .modeReport:
            return nil
        }
    }

    /// New items (stdin, an index pass): take them, grow the items, and end when there
    /// were none at all.
    mutating func readInput(at time: Double) -> SwipeApp.Outcome? {
        guard let feed else { return nil }
        do {
            guard try feed.takeProgress() else { return nil }
        } catch {
            return .failed(error.description)
        }
        if let items = itemsAtTheEnd {
            // `reload-sync`: the items on screen stay until the command's output is whole.
            guard !feed.isOpen else { return nil }
            itemsAtTheEnd = nil
            show(items, at: time)
        }
        if filter.narrowsNewItems {
            // A narrowed screen keeps what it shows until the new run over every item is done.
            filter.itemsDidGrow()
        } else {
            screen.itemCountDidChange(to: source.count, at: time)
        }
        needsDraw = true
        if !feed.isOpen { trace?.log("input-complete \(source.count)") }
        if !feed.isOpen { pendingEvents.insert(.load) }
        // A reload that gave nothing leaves an empty list, as in fzf, and so does empty
        // input in the list layout (`start:reload(…)` fills it); cards need an item.
        if !feed.isOpen && source.base.count == 0 && !hasReloaded && !screen.typesFirst { return .noItems }
        return nil
    }
}
