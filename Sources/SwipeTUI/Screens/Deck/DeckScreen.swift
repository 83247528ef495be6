import CarouselEngine
import CellCanvas
import TerminalBackend

/// Deck mode (HGPageScrollView): scaled-down pages side by side with their neighbours
/// peeking in, dimmed by distance; Enter or a click zooms the centred page to full
/// screen under a header, Esc or Backspace shrinks it back; `d` deletes the centred
/// page, `u` brings it back, `r` reads the source again. An open page's body scrolls
/// (↑/↓, PgUp/PgDn, the wheel), starting over whenever the page changes or closes.
///
/// Keys pressed during the 0.3 s zoom are queued (up to `queueLimit`) and replayed when
/// it ends, except that a replayed Enter never picks: a pick needs the page to have been
/// seen. Mouse input during the zoom is dropped: its cells point into a moving picture.
struct DeckScreen: ModeScreen {
    /// Keys kept while a transition runs; more are dropped.
    static let queueLimit = 4
    /// Pages per second one wheel notch adds (each notch moves the destination one page).
    static let wheelVelocity = 3.0
    /// Lines a wheel notch scrolls an open page.
    static let wheelLines = 3
    /// The status line's hint in the deck and with a page open, least important first
    /// (entries give way from the front when the line is short).
    static let deckHint = "u undo delete · d delete page · Enter open · ? help · q quit"
    static let pageHint = "↑/↓ PgUp/PgDn scroll · ←/→ page · Enter pick · Esc back · ? help · q quit"

    /// Input waiting for the transition to end.
    private enum Queued: Equatable {
        case action(Action)
        case reveal(Int)
    }

    private(set) var deck: Deck
    private var source: CardSource
    private let reload: (() throws(ContentError) -> CardSource)?
    private let theme: Theme
    private let fade: Fade
    private let shadowStyle: Style
    private var pointer = PointerTracker()
    private(set) var cache = DeckCardCache()
    private var queue: [Queued] = []
    /// The layout of the last frame (the first frame's size is not known before it).
    private var layout = DeckLayout(screen: Size(columns: 80, rows: 24))
    /// The latest time seen, for drawing transitions and edits.
    private var clock = 0.0
    /// The open page's body as last laid out (kept while the page and width stay).
    private var pageBody: DeckPageBody?
    /// The first body line shown on the open page, and the page that scroll belongs to.
    private var pageTop = 0
    private var scrolledPage = -1

    let keyMap = KeyMap.deck

    init(_ context: ScreenContext) {
        source = context.source
        reload = context.reload
        theme = .standard(colorEnabled: context.colorEnabled)
        fade = Fade(isColorEnabled: context.colorEnabled)
        shadowStyle = context.colorEnabled ? Style(foreground: .indexed(238)) : Style(attributes: .dim)
        deck = Deck(sourceCount: source.count, viewport: layout.viewport, animates: context.options.animates)
    }

    var isAnimating: Bool { deck.isAnimating || !queue.isEmpty }

    mutating func step(now: Double) {
        clock = max(clock, now)
        apply(deck.step(now: now))
        while !deck.isTransitioning, !queue.isEmpty {
            switch queue.removeFirst() {
            case .action(let action): _ = act(action, at: now, isReplay: true)
            case .reveal(let page): apply(deck.scroll(toPage: page, now: now))
            }
        }
        forgetScrollIfMoved()
    }

    // MARK: Items, search

    var itemCount: Int { deck.count }

    var searchOrigin: Int { max(deck.destinationPage, 0) }

    func firstMatch(of query: String, from start: Int, direction: SearchDirection) -> Int? {
        let pages = deck.pages
        guard pages.count > 0, let first = pages.sourceIndex(at: min(max(start, 0), pages.count - 1)) else { return nil }
        // Matches on deleted pages are skipped. Each scan goes on from the last match, so
        // the whole search reads the source at most once round: it ends when a match comes
        // no further from the start than the one before (the scan wrapped).
        let count = pages.sourceCount
        var from = first
        var travelled = -1
        while let match = source.firstMatch(of: query, from: from, direction: direction) {
            let distance = direction == .forward ? (match - first + count) % count : (first - match + count) % count
            guard distance > travelled else { return nil }
            if let page = pages.position(ofSource: match) { return page }
            travelled = distance
            from = direction == .forward ? (match + 1) % count : (match - 1 + count) % count
        }
        return nil
    }

    mutating func reveal(item: Int, at time: Double) {
        clock = max(clock, time)
        if deck.isTransitioning {
            enqueue(.reveal(item))
        } else {
            apply(deck.scroll(toPage: item, now: time))
            forgetScrollIfMoved()
        }
    }

    mutating func itemCountDidChange(to count: Int, at time: Double) {
        clock = max(clock, time)
        apply(deck.sourceCountDidChange(to: count))
        forgetScrollIfMoved()
    }

    // MARK: Actions

    mutating func perform(_ action: Action, at time: Double) -> ScreenResponse {
        clock = max(clock, time)
        if deck.isTransitioning {
            enqueue(.action(action))
            return .handled
        }
        let response = act(action, at: time, isReplay: false)
        forgetScrollIfMoved()
        return response
    }

    private mutating func act(_ action: Action, at time: Double, isReplay: Bool) -> ScreenResponse {
        let inPage = deck.phase == .page
        switch action {
        case .next: apply(deck.scroll(byPages: 1, now: time))
        case .previous: apply(deck.scroll(byPages: -1, now: time))
        case .first: apply(deck.scroll(toPage: 0, now: time))
        case .last: apply(deck.scroll(toPage: deck.count - 1, now: time))
        case .open:
            if inPage {
                guard !isReplay, let index = deck.pages.sourceIndex(at: deck.currentPage) else { return .handled }
                return .pick(source.fields(at: index), index: index)
            }
            guard deck.count > 0 else { return .note("no pages to open") }
            apply(deck.open(now: time))
        case .close:
            guard inPage else { return .note("q or Esc quits") }
            apply(deck.close(now: time))
        case .back:
            guard inPage else { return isReplay ? .handled : .quit }
            apply(deck.close(now: time))
        case .delete:
            guard !inPage else { return .note("Esc first: pages are deleted in the deck") }
            guard deck.deletePage(at: deck.destinationPage, now: time) != nil else { return .note("no pages to delete") }
            return .note("deleted; u brings it back")
        case .undo:
            guard !inPage else { return .note("Esc first: undo works in the deck") }
            guard deck.undoDelete(now: time) != nil else { return .note("nothing to undo") }
        case .lineDown: scrollPage(by: 1)
        case .lineUp: scrollPage(by: -1)
        case .listPageDown: scrollPage(by: pageRows)
        case .listPageUp: scrollPage(by: -pageRows)
        case .reload:
            return reloadSource()
        default:
            break
        }
        return .handled
    }

    private mutating func enqueue(_ input: Queued) {
        if queue.count < Self.queueLimit { queue.append(input) }
    }

    // MARK: Scrolling an open page

    /// The rows of body an open page shows.
    private var pageRows: Int { max(DeckPageBody.content(of: layout.pageRect).height, 1) }

    /// The open page's body laid out at the page's width, from the cache when it fits.
    private mutating func body(ofSource index: Int) -> DeckPageBody {
        let width = DeckPageBody.content(of: layout.pageRect).width
        if let pageBody, pageBody.sourceIndex == index, pageBody.width == width { return pageBody }
        let body = DeckPageBody(card: source.card(at: index), sourceIndex: index, width: width)
        pageBody = body
        return body
    }

    /// Scrolls the open page's body by `lines` (up when negative), within its ends;
    /// nothing in the deck.
    private mutating func scrollPage(by lines: Int) {
        guard deck.phase == .page, let index = deck.pages.sourceIndex(at: deck.currentPage) else { return }
        let maxTop = body(ofSource: index).maxTop(rows: pageRows)
        pageTop = min(max(pageTop + lines, 0), maxTop)
        scrolledPage = deck.currentPage
    }

    /// A scroll belongs to one open page: it starts over when another page shows or the
    /// page closes. Called after everything that can change either.
    private mutating func forgetScrollIfMoved() {
        guard deck.phase != .page || deck.currentPage != scrolledPage else { return }
        pageTop = 0
        scrolledPage = deck.phase == .page ? deck.currentPage : -1
    }

    /// Reads the source again (`r`); stdin cannot be, and a failure is a note, not an end.
    private mutating func reloadSource() -> ScreenResponse {
        guard let reload else { return .note("stdin cannot be read again") }
        do {
            source = try reload()
        } catch {
            return .note(Sanitizer.line(error.description))
        }
        deck.reload(sourceCount: source.count)
        cache.removeAll()
        pageBody = nil
        pageTop = 0
        return .note("reloaded \(source.count) pages")
    }

    /// Reacts to the deck's events: a page about to shrink back is fetched from the
    /// source again (HGPageScrollView re-requests it before deselecting).
    private mutating func apply(_ events: [DeckEvent]) {
        for event in events {
            if case .willDeselect(let page) = event, let index = deck.pages.sourceIndex(at: page) {
                cache.invalidate(index)
            }
        }
    }

    // MARK: Pointer and wheel

    mutating func handle(_ mouse: MouseEvent, at time: Double) -> ScreenResponse {
        clock = max(clock, time)
        guard !deck.isTransitioning else { return .handled }
        let response = mouse.isWheel ? wheel(mouse, at: time) : pointerGestures(mouse, at: time)
        forgetScrollIfMoved()
        return response
    }

    /// A wheel notch: in the deck one page on; on an open page up and down scroll the
    /// body, sideways turns the page.
    private mutating func wheel(_ mouse: MouseEvent, at time: Double) -> ScreenResponse {
        let forward = mouse.button == .wheelDown || mouse.button == .wheelRight
        if deck.phase == .deck {
            apply(deck.fling(velocity: forward ? Self.wheelVelocity : -Self.wheelVelocity, now: time))
        } else if mouse.button == .wheelUp || mouse.button == .wheelDown {
            scrollPage(by: forward ? Self.wheelLines : -Self.wheelLines)
        } else {
            apply(deck.scroll(byPages: forward ? 1 : -1, now: time))
        }
        return .handled
    }

    /// Presses, drags and releases, turned into gestures by the pointer tracker.
    private mutating func pointerGestures(_ mouse: MouseEvent, at time: Double) -> ScreenResponse {
        for gesture in pointer.handle(mouse, at: time) {
            let response = apply(gesture, at: time)
            if response != .handled { return response }
        }
        return .handled
    }

    /// Drags move the pager, the release snaps it; a click opens the centred card,
    /// brings a peeking one to the centre (an improvement on HGPageScrollView, whose tap
    /// always opened the centred page), and a click on a page dot scrolls to that page.
    private mutating func apply(_ gesture: PointerGesture, at time: Double) -> ScreenResponse {
        switch gesture {
        case .press:
            break
        case .dragBegan:
            apply(deck.beginDragging(now: time))
        case .dragMoved(let translation, let velocity):
            apply(deck.drag(translation: translation, velocity: velocity, now: time))
        case .dragEnded:
            apply(deck.endDragging(now: time))
        case .click(let column, let row):
            guard deck.phase == .deck else { return .handled }
            if row == layout.dotsRow {
                let dots = pageDots
                if let page = dots.view.page(atColumn: column, drawnAt: dots.x, width: layout.area.width) {
                    apply(deck.scroll(toPage: page, now: time))
                }
                return .handled
            }
            // While a delete or undo slides the cards, they are not where the layout says.
            guard deck.edit == nil, let page = page(atColumn: column, row: row) else { return .handled }
            if page == deck.currentPage && !deck.pager.isMoving && deck.offset == deck.offset.rounded() {
                return act(.open, at: time, isReplay: false)
            }
            apply(deck.scroll(toPage: page, now: time))
        }
        return .handled
    }

    /// The deck page whose card is at a cell, if any.
    private func page(atColumn column: Int, row: Int) -> Int? {
        let point = Point(x: column, y: row)
        let window = deck.visibleWindow
        return window.first { page in
            layout.cardRect(atDistance: Double(page) - deck.offset).contains(point)
        }
    }

    // MARK: Drawing

    mutating func render(into buffer: inout CellBuffer, status: StatusContent) {
        buffer.fill(buffer.bounds, with: .blank)
        let layout = DeckLayout(screen: buffer.size)
        if layout != self.layout {
            self.layout = layout
            deck.viewport = layout.viewport
        }
        guard !layout.isTooSmall else {
            StatusLine.drawTooSmall(minimum: DeckLayout.minimumSize, on: &buffer, theme: theme)
            return
        }
        let zoom = deck.zoom(at: clock)
        if zoom < 1 { drawDeck(zoom: zoom, on: &buffer) }
        if zoom > 0 { drawOpenPage(zoom: zoom, on: &buffer) }
        drawStatus(status, on: &buffer)
    }

    /// A card to draw in the deck: which source item, where, how faded, and the part
    /// of the screen it may cover.
    private struct DeckCard {
        var sourceIndex: Int
        var distance: Double
        var alpha: Double
        var clip: Rect
    }

    private mutating func drawDeck(zoom: Double, on buffer: inout CellBuffer) {
        let cards = deckCards()
        cache.keep(Set(cards.map(\.sourceIndex)), size: layout.cardSize) { index, buffer in
            let card = source.card(at: index)
            CardView(title: card.title, blocks: card.blocks, style: theme.focusedCard).draw(in: buffer.bounds, on: &buffer)
        }
        let area = layout.area
        // The farthest first, so the centred card is on top.
        for card in cards.sorted(by: { abs($0.distance) > abs($1.distance) }) {
            let frame = layout.cardRect(atDistance: card.distance)
            CardShadow(style: shadowStyle).draw(under: frame, on: &buffer, clip: card.clip)
            if let laidOut = cache.card(card.sourceIndex) {
                blit(laidOut, at: frame, alpha: card.alpha, on: &buffer, clip: card.clip)
            }
        }
        if deck.count == 0 {
            let text = deck.canUndo ? "No pages left · u brings one back" : "No pages"
            let message = TextLayout.truncate(text, width: area.width)
            buffer.write(message, x: (area.width - DisplayWidth.of(message)) / 2, y: layout.cardTop + layout.cardSize.rows / 2,
                         style: theme.message)
        }
        guard zoom < 0.5, deck.count > 0, let index = deck.pages.sourceIndex(at: deck.currentPage) else { return }
        let titles = DeckPageTitles(card: source.card(at: index), page: deck.currentPage, count: deck.count)
        centre(titles.title, row: layout.titleRow, style: theme.focusedCard.title, on: &buffer)
        centre(titles.subtitle, row: layout.subtitleRow, style: theme.statusHint, on: &buffer)
        let dots = pageDots
        dots.view.draw(x: dots.x, y: layout.dotsRow, width: area.width, on: &buffer)
    }

    /// The page dots under the cards and the column they start at, centred; drawn and
    /// hit-tested with the screen's width, so both see the same dots.
    private var pageDots: (view: PageDots, x: Int) {
        let dots = PageDots(count: deck.count, from: deck.currentPage, to: deck.currentPage, progress: 0,
                            style: theme.statusHint, currentStyle: theme.statusPosition)
        return (dots, max((layout.area.width - dots.width(within: layout.area.width)) / 2, 0))
    }

    /// The cards of the visible window (widened by one each side while an edit slides
    /// pages in from further out), the deleted page's ghost, and how each is faded.
    /// The page being zoomed is drawn by `drawOpenPage` instead.
    ///
    /// While an undo brings a page back, that page owns its place (its card, its shadow
    /// and the gap to the next place): the pages after it slide out from under it and
    /// show only beyond that place, so no two frames overlap.
    private func deckCards() -> [DeckCard] {
        var cards: [DeckCard] = []
        let window = deck.visibleWindow
        let edit = deck.edit
        let margin = edit == nil ? 0 : 1
        let pages = max(window.lowerBound - margin, 0)..<min(window.upperBound + margin, deck.count)
        let zoomed: Int? = deck.phase == .deck ? nil : deck.currentPage
        let area = layout.area
        var afterInsertion = area
        if let edit, edit.kind == .insertion {
            let place = layout.cardRect(atDistance: Double(edit.page) - deck.offset).minX + layout.pageStep
            let start = min(max(place, area.minX), area.maxX)
            afterInsertion = Rect(x: start, y: area.y, width: area.maxX - start, height: area.height)
        }
        for page in pages where page != zoomed {
            guard let index = deck.pages.sourceIndex(at: page) else { continue }
            let distance = Double(page) + (edit?.displacement(ofPage: page, at: clock) ?? 0) - deck.offset
            var alpha = DeckDimming.alpha(forAmount: deck.viewport.dimAmount(atDistance: distance))
            var clip = area
            if let edit, edit.kind == .insertion {
                if edit.page == page {
                    guard let faded = Self.alpha(alpha, at: edit.fadeLevel(at: clock)) else { continue }
                    alpha = faded
                } else if page > edit.page {
                    clip = afterInsertion
                }
            }
            cards.append(DeckCard(sourceIndex: index, distance: distance, alpha: alpha, clip: clip))
        }
        if let edit, case .removal(let index) = edit.kind {
            let distance = Double(edit.page) + edit.ghostDisplacement(at: clock) - deck.offset
            let alpha = DeckDimming.alpha(forAmount: deck.viewport.dimAmount(atDistance: distance))
            if let faded = Self.alpha(alpha, at: edit.fadeLevel(at: clock)) {
                cards.append(DeckCard(sourceIndex: index, distance: distance, alpha: faded, clip: area))
            }
        }
        return cards
    }

    /// The alpha of a card at a fade level; nil when it is not drawn.
    private static func alpha(_ alpha: Double, at level: DeckFadeLevel) -> Double? {
        switch level {
        case .normal: return alpha
        case .dim: return min(alpha, 0.35)
        case .blank: return nil
        }
    }

    /// The page growing, open, or shrinking: laid out again at its current size; from
    /// half grown on, under the page header, which shows the title instead of the frame.
    private mutating func drawOpenPage(zoom: Double, on buffer: inout CellBuffer) {
        guard let index = deck.pages.sourceIndex(at: deck.currentPage) else { return }
        let card = source.card(at: index)
        let frame = layout.zoomedRect(zoom)
        if zoom < 1 { CardShadow(style: shadowStyle).draw(under: frame, on: &buffer, clip: layout.area) }
        guard zoom >= 0.5 else {
            CardView(title: card.title, blocks: card.blocks, style: theme.focusedCard).draw(in: frame, on: &buffer, clip: layout.area)
            return
        }
        let content = DeckPageBody.content(of: frame)
        let body = zoom < 1
            ? DeckPageBody(card: card, sourceIndex: index, width: content.width, lineLimit: content.height)
            : body(ofSource: index)
        body.draw(in: frame, top: zoom < 1 ? 0 : pageTop, style: theme.focusedCard, on: &buffer, clip: layout.area)
        let titles = DeckPageTitles(card: card, page: deck.currentPage, count: deck.count)
        let width = max(layout.screen.columns - 2, 0)
        buffer.fill(Rect(x: 0, y: 0, width: layout.screen.columns, height: DeckLayout.headerRows), with: .blank)
        buffer.write(TextLayout.truncate(titles.title, width: width), x: 1, y: 0, style: Style(attributes: .bold))
        buffer.write(TextLayout.truncate(titles.subtitle, width: width), x: 1, y: 1, style: Style(attributes: .dim))
    }

    /// Copies a laid-out card onto the screen at `frame`, faded to `alpha`.
    private func blit(_ card: CellBuffer, at frame: Rect, alpha: Double, on buffer: inout CellBuffer, clip: Rect) {
        let visible = frame.intersection(clip).intersection(buffer.bounds)
        guard !visible.isEmpty else { return }
        for y in visible.minY..<visible.maxY {
            for x in visible.minX..<visible.maxX {
                let cell = card[x - frame.x, y - frame.y]
                guard !cell.isContinuation else { continue }
                let style = alpha < 1 ? fade.style(cell.style, alpha: alpha) : cell.style
                buffer.set(Cell(glyph: cell.glyph, width: cell.width, style: style), x: x, y: y, clip: visible)
            }
        }
    }

    private func centre(_ text: String, row: Int, style: Style, on buffer: inout CellBuffer) {
        let shown = TextLayout.truncate(text, width: max(layout.screen.columns - 2, 0))
        buffer.write(shown, x: (layout.screen.columns - DisplayWidth.of(shown)) / 2, y: row, style: style)
    }

    private func drawStatus(_ status: StatusContent, on buffer: inout CellBuffer) {
        let index = deck.phase == .deck ? deck.destinationPage : deck.currentPage
        // An empty deck offers what still does something: undo (when there is a delete to
        // undo) and reload.
        let emptyHint = (deck.canUndo ? "u undo delete · " : "") + "r reload · ? help · q quit"
        let hint = deck.phase != .deck ? Self.pageHint : deck.count == 0 ? emptyHint : Self.deckHint
        StatusLine(position: StatusLine.position(index: index, count: deck.count, isLoading: status.isLoading),
                   kind: deck.phase == .deck ? "deck" : "page", status: status, hint: hint)
            .draw(on: &buffer, row: layout.statusRow, theme: theme)
    }
}
