import CarouselEngine
import CellCanvas
import TerminalBackend

/// What finishes off the frame loop and changes the screen: pictures and how the terminal
/// shows them, slides parsed aside, the preview, the filter.
extension Session {
    /// What the terminal last said about pictures: whether it shows them in pixels, its
    /// cells' shape, and whether its background is light.
    struct TerminalPictures: Equatable {
        var pixels = false
        var cellAspectRatio: Double?
        /// Pixels sent whole for each change (sixel, iTerm2): animated pictures stay still.
        var sentWhole = false
        /// Pictures without colour run their shades the other way.
        var lightBackground = false
    }
    /// Pictures follow what the terminal turned out to be: placed in pixels once it shows
    /// them (and kept at a size worth sending), in the shape of its cells, shaded for its
    /// background.
    /// Only what the terminal says is followed (a session on a terminal that says nothing
    /// leaves the run's display alone).
    mutating func followPictureDisplay(of terminal: any TerminalDevice) {
        let said = TerminalPictures(pixels: terminal.showsPicturesInPixels, cellAspectRatio: terminal.cellAspectRatio,
                                    sentWhole: terminal.sendsPicturesWhole, lightBackground: terminal.hasLightBackground)
        guard said != terminalPictures else { return }
        terminalPictures = said
        let pixels = said.pixels && theme.card.isColorEnabled && options.graphics != .none
        var display = screen.view.pictureDisplay
        guard display.follow(pixels: pixels, cellAspectRatio: said.cellAspectRatio, playsAnimations: !said.sentWhole,
                             lightBackground: said.lightBackground) else { return }
        screen.view.pictureDisplay = display
        needsDraw = true
    }

    /// Work off the frame loop whose results change cards: the picture library, and the
    /// source when it does work of its own (a deck parsing large slides).
    var backgroundWork: [any BackgroundWork] {
        [PictureLibrary.shared] + [source.backgroundWork].compactMap { $0 }
    }

    /// Takes what work off the frame loop finished: cards it changed are asked for again,
    /// and the frame is drawn again.
    mutating func takeBackgroundWork() {
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

    /// The preview follows the focus; an output that arrives or grows for the item in focus
    /// is shown (as its card's body, or in the mode's pane). As fzf's, a pane keeps what it
    /// showed until the new item's command has printed its first lines (or ended).
    mutating func updatePreview(_ preview: PreviewController, at now: Double) {
        let template = preview.currentTemplate
        var item = previewItem(under: template)
        preview.focus(on: item, at: now, rerunning: screen.typesFirst)
        // The focus left `preview(cmd)`'s item: what it is for `--preview`'s command.
        if preview.currentTemplate != template {
            item = previewItem(under: preview.currentTemplate)
            preview.focus(on: item, at: now, rerunning: screen.typesFirst)
        }
        let arrived = preview.step(at: now)
        // The list's pane says when the command is slow to print, and spins while it runs on
        // (while it shows: a hidden pane costs no frames).
        preview.showsActivity = screen.showsPreviewActivity
        let activity = screen.showsPreviewActivity ? preview.activity(at: now) : .none
        if activity != previewActivity {
            previewActivity = activity
            screen.showPreviewActivity(activity)
            needsDraw = true
        }
        guard item != previewedItem || (arrived != nil && arrived == item) else { return }
        previewedItem = item
        let content = item.flatMap(preview.content(for:))
        previewedPicture = content?.picture
        if item == nil || !preview.hasCommand {
            screen.showPreview(nil)
        } else if let content {
            screen.showPreview(content)
        }
        if arrived != nil, arrived == item { screen.cardDidChange(atPosition: screen.focusedPosition) }
        needsDraw = true
    }

    /// What the preview runs for under `template`: the item in focus, with the marks and the
    /// query in the list's pane when the command reads them (`{+…}`, `{q}`: it runs again as
    /// they change); with nothing in focus, no item when fzf would still run the command
    /// (`PreviewTemplate.runsWithoutItem`), else nil.
    func previewItem(under template: PreviewTemplate?) -> PreviewItem? {
        var item = screen.previewItem(in: source)
        guard screen.typesFirst, let template else { return item }
        if template.text.contains("{+") { item?.marked = markedItems }
        if item == nil, template.runsWithoutItem(anyMarked: !markedItems.isEmpty) {
            item = PreviewItem(bytes: [], index: -1)
            item?.marked = markedItems
        }
        if template.text.contains("{q}") { item?.query = filter.query }
        return item
    }

    /// How often work off the frame loop (pictures decoding, slides parsing) is looked at
    /// while it runs, in seconds.
    static let backgroundPollInterval = 0.03

    /// Whether work off the frame loop is running or has results not yet taken: the loop
    /// must not sleep without a deadline then. Busy is asked first: work that ends moves its
    /// generation before it stops being busy, so a decode ending between
    /// `takeBackgroundWork` and this question is seen either way (before, a decode ending
    /// there — pictures decoded again for pixels once kitty answered — was left untaken
    /// until the next key).
    var hasBackgroundWorkPending: Bool {
        backgroundWork.contains { $0.isBusy || drawnGenerations[ObjectIdentifier($0)] != $0.generation }
    }

    /// How often a running filter is looked at, in seconds.
    static let filterPollInterval = 0.008

    /// A finished filter run narrows what the mode shows, the best match in focus; when
    /// actions waited for it (`callsWhenRanked`: Enter's pick, select-all…) and the ranking
    /// is complete, they run now.
    mutating func takeFilterResult(at time: Double) -> SwipeApp.Outcome? {
        // The info line's ` (N%)` climbs while the whole ranking is coming.
        if filter.followProgress(at: time) { needsDraw = true }
        guard filter.mayHaveResult else { return nil }
        // A ranking that completes puts its best match in focus unless the person moved
        // since they last typed (only whole rankings come: a partial one never shows).
        let kept = movedSinceTyping && appliedQuery == filter.query && source.count > 0
            ? source.sourceIndex(at: screen.focusedPosition) : nil
        guard filter.takeResult() else { return nil }
        appliedQuery = filter.query
        screen.itemsDidChange(focusing: kept.flatMap { source.position(ofSource: $0) } ?? 0, at: time)
        needsDraw = true
        // Moves read while the list was an earlier query's count from this ranking's best match.
        let waiting = movesAwaitingRanking
        movesAwaitingRanking = []
        for action in waiting { _ = perform(action, at: time) }
        trace?.log("filtered \(source.count)")
        guard !callsWhenRanked.isEmpty, !rankingIsPending else { return nil }
        let calls = callsWhenRanked
        callsWhenRanked = []
        return perform(calls, at: time)
    }

    /// Whether what shows is not yet the whole ranking of the query typed: a run in flight
    /// or not yet taken.
    var rankingIsPending: Bool { filter.mayHaveResult }
}
