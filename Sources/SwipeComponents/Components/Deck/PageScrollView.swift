import CarouselEngine
import CellCanvas
import TerminalBackend

/// HGPageScrollView for the terminal: a deck of scaled-down pages side by side with
/// their neighbours peeking in, dimmed by distance; `selectPage` (Enter, a click) zooms
/// the centred page to full size under a header, `deselectPage` (Esc) shrinks it back.
/// Pages can be deleted animated (`deletePage`) and brought back (`undoDelete`); the data
/// source keeps its pages, the view keeps an index map of what it hides. An open page's
/// view scrolls when it is taller than the page (↑/↓, PgUp/PgDn, the wheel).
///
/// Keys pressed during the 0.3 s zoom are queued (up to `queueLimit`) and replayed when
/// it ends, except that a replayed Enter never chooses: a choice needs the page to have
/// been seen. Mouse input during the zoom is dropped: its cells point into a moving picture.
///
/// Page views are asked for as their cards come on screen, in the layout pass that
/// `step(now:)` runs (and `draw`, when something changed since without a step); the open
/// page is the same view drawn at full size (`ItemContext.isOpen`). Drawing copies the cells
/// the layout composed.
///
/// ```swift
/// let deck = PageScrollView()
/// deck.dataSource = myPages       // views, titles, subtitles
/// deck.delegate = myHandler       // select/deselect, didChoosePage
/// deck.reloadData()
/// deck.draw(in: Rect(x: 0, y: 0, width: 100, height: 29), on: &frame)
/// ```
public final class PageScrollView: ComposingComponent {
    /// Keys kept while a transition runs; more are dropped.
    public static let queueLimit = 4
    /// Pages per second one wheel notch adds (each notch moves the destination one page).
    public static let wheelVelocity = 3.0

    /// Input waiting for the transition to end.
    private enum Queued: Equatable {
        case action(Action)
        case reveal(Int)
    }

    /// Where the pages come from; call `reloadData()` when their number changes.
    public weak var dataSource: (any PageScrollViewDataSource)?
    /// Told about selection, scrolling and the page chosen.
    public weak var delegate: (any PageScrollViewDelegate)?
    /// The keys the view answers to.
    public var keyMap = KeyMap.pageScrollView
    /// The look.
    public var theme: Theme
    /// The engine state: the pager, the phase, the index map, the edit animation.
    public private(set) var deck: Deck
    private let fade: Fade
    private let shadowStyle: Style
    private var gestures: PagerGestures
    /// The page views on screen by data source index, those that left it for reuse, and
    /// the cells they drew.
    let store = ItemViewStore()
    private var queue: [Queued] = []
    /// Where the view is on the screen; `render(in:on:)` sets it.
    public var frame = Rect(x: 0, y: 0, width: 80, height: 23) {
        didSet {
            guard frame.size != oldValue.size else { return }
            layout = DeckLayout(screen: frame.size)
            deck.viewport = layout.viewport
        }
    }
    /// The layout of the frame.
    private(set) var layout = DeckLayout(screen: Size(columns: 80, rows: 23))
    /// The latest time seen, for drawing transitions and edits.
    private var clock = 0.0
    /// The first row shown on the open page, and the page that scroll belongs to.
    private var pageTop = 0
    private var scrolledPage = -1
    /// The data source's header for the open page (nil: the default one), and which data
    /// source page that is; asked for when the page opens.
    private var openHeader: (index: Int, view: (any ItemView)?)?
    /// The frame as last laid out, copied while it shows what it would show now.
    private(set) var composed: ComposedFrame<LayoutState>?
    /// Bumped by everything that changes the pages' look outside the state below.
    private var appearance = 0

    /// What a laid-out frame shows.
    struct LayoutState: Equatable {
        var layout: DeckLayout
        var deck: Deck
        /// The time while the deck moves on its own or the open page lays out its body.
        var time: Double?
        var pageTop: Int
        var theme: Theme
        var appearance: Int
        var headerKey: AnyHashable?
    }

    /// An empty deck; `animates` false makes zooms, scrolls and edits instant.
    public init(colorEnabled: Bool = true, animates: Bool = true) {
        theme = .standard(colorEnabled: colorEnabled)
        fade = Fade(isColorEnabled: colorEnabled)
        shadowStyle = colorEnabled ? Style(foreground: .indexed(238)) : Style(attributes: .dim)
        gestures = PagerGestures(axis: .horizontal, notchVelocity: Self.wheelVelocity, animates: animates)
        deck = Deck(sourceCount: 0, viewport: layout.viewport, animates: animates)
    }

    /// Asks the data source for the number of pages again: deletions are forgotten, the
    /// deck stays at the same position (clamped), an open page stays open.
    public func reloadData() {
        deck.reload(sourceCount: max(dataSource?.numberOfPages(in: self) ?? 0, 0))
        dropViews()
    }

    /// The data source grew to `count` pages (items streaming in): deletions are kept.
    public func numberOfPagesDidGrow(to count: Int, now: Double) {
        clock = max(clock, now)
        apply(deck.sourceCountDidChange(to: count))
        forgetScrollIfMoved()
    }

    /// Draws every page again at the next frame: their views' content changed under the
    /// same views (a picture arrived).
    public func setNeedsDisplay() {
        store.forgetCells()
        appearance += 1
    }

    /// How pages' pictures are drawn; a change draws them again.
    public var pictureDisplay = PictureDisplay() {
        didSet { if pictureDisplay != oldValue { setNeedsDisplay() } }
    }

    /// Asks the data source again for page `index`'s view (its content changed), and for
    /// its header when it is open.
    public func reloadPage(at index: Int) {
        store.unload(index)
        if openHeader?.index == index { openHeader = nil }
        appearance += 1
    }

    /// The data source has a new page at `index` (update it first): it comes into the deck
    /// at its place, animated, the pages after it making room; with a page open it is
    /// added at once and the open page stays. Returns its position.
    @discardableResult
    public func insertPage(at index: Int, now: Double) -> Int? {
        clock = max(clock, now)
        // Every data source index from `index` on moved up one.
        store.shiftIndexes(from: index, by: 1)
        if let header = openHeader, header.index >= index { openHeader = (header.index + 1, header.view) }
        appearance += 1
        return deck.insertPage(atSource: index, now: now)
    }

    /// The data source index of the page at deck position `position`.
    public func sourceIndex(ofPageAt position: Int) -> Int? { deck.pages.sourceIndex(at: position) }

    /// The view of the page at deck position `position` (as `currentPage` counts) while it
    /// is loaded — on screen in the deck, or open — else nil (HGPageScrollView's pageAtIndex).
    public func pageView(at position: Int) -> (any ItemView)? {
        deck.pages.sourceIndex(at: position).flatMap { store[$0] }
    }

    /// The deck position of a loaded page view (compared by identity, so for class views);
    /// nil when it is not loaded (HGPageScrollView's indexForVisiblePage).
    public func indexOfPageView(_ view: AnyObject) -> Int? {
        store.index(of: view).flatMap { deck.pages.position(ofSource: $0) }
    }

    /// The centred page (deck positions, after deletions), or −1 when there are none.
    public var currentPage: Int { deck.currentPage }

    /// How many pages show (after deletions).
    public var numberOfPages: Int { deck.count }

    /// True while a page is open (or opening, or closing).
    public var isPageOpen: Bool { deck.phase != .deck }

    /// True while anything moves on its own, or the open page still lays out its body a
    /// step per frame: keep stepping and drawing until it is false.
    public var isAnimating: Bool { deck.isAnimating || !queue.isEmpty || isLayingOutOpenPage }

    /// True while the open page's body is being laid out (a body of thousands of lines).
    private var isLayingOutOpenPage: Bool {
        guard deck.phase == .page, let index = deck.pages.sourceIndex(at: deck.currentPage), let view = store[index] else { return false }
        return view.isLayingOut(width: layout.pageRect.width)
    }

    /// Advances the pager, the zoom and edits to `now`, replays queued keys, then lays the
    /// frame out when what it shows changed.
    public func step(now: Double) {
        clock = max(clock, now)
        apply(deck.step(now: now))
        while !deck.isTransitioning, !queue.isEmpty {
            switch queue.removeFirst() {
            case .action(let action): act(action, at: now, isReplay: true)
            case .reveal(let page): apply(deck.scroll(toPage: page, now: now))
            }
        }
        forgetScrollIfMoved()
        layoutIfNeeded()
    }

    /// Brings deck position `page` to the centre (queued during a zoom).
    public func scroll(toPage page: Int, now: Double) {
        clock = max(clock, now)
        if deck.isTransitioning {
            enqueue(.reveal(page))
        } else {
            apply(deck.scroll(toPage: page, now: now))
            forgetScrollIfMoved()
        }
    }

    /// Opens the centred page to full size.
    public func selectPage(now: Double) {
        clock = max(clock, now)
        apply(deck.open(now: now))
    }

    /// Brings deck position `page` to the centre and opens it (a moving deck lands first).
    public func selectPage(at page: Int, now: Double) {
        clock = max(clock, now)
        guard !deck.isTransitioning else { return }
        apply(deck.scroll(toPage: page, now: now))
        apply(deck.open(now: now))
    }

    /// Shrinks the open page back into the deck.
    public func deselectPage(now: Double) {
        clock = max(clock, now)
        apply(deck.close(now: now))
    }

    /// Deletes the page at deck position `position` (deck only), animated inside the
    /// visible window; returns its data source index.
    @discardableResult
    public func deletePage(at position: Int, now: Double) -> Int? {
        clock = max(clock, now)
        return deck.deletePage(at: position, now: now)
    }

    /// Brings back the last deleted page at its place, animated; returns its position.
    @discardableResult
    public func undoDelete(now: Double) -> Int? {
        clock = max(clock, now)
        return deck.undoDelete(now: now)
    }

    /// A remark for a status line from the last action (why it did nothing, what it did).
    public private(set) var remark: String?

    // MARK: Actions

    /// Does what a key asked (queued during a zoom, when its key map names it); false for
    /// actions the view does not take — `.back` in the deck, for one, which a host may read
    /// as "leave".
    @discardableResult
    public func perform(_ action: Action, at time: Double) -> Bool {
        clock = max(clock, time)
        remark = nil
        if deck.isTransitioning {
            guard keyMap.actions.contains(action) else { return false }
            enqueue(.action(action))
            return true
        }
        let used = act(action, at: time, isReplay: false)
        forgetScrollIfMoved()
        return used
    }

    @discardableResult
    private func act(_ action: Action, at time: Double, isReplay: Bool) -> Bool {
        let inPage = deck.phase == .page
        switch action {
        case .next: apply(deck.scroll(byPages: 1, now: time))
        case .previous: apply(deck.scroll(byPages: -1, now: time))
        case .first: apply(deck.scroll(toPage: 0, now: time))
        case .last: apply(deck.scroll(toPage: deck.count - 1, now: time))
        case .open:
            if inPage {
                if !isReplay, let index = deck.pages.sourceIndex(at: deck.currentPage) {
                    delegate?.pageScrollView(self, didChoosePageAt: index)
                }
                return true
            }
            guard deck.count > 0 else {
                remark = "no pages to open"
                return true
            }
            apply(deck.open(now: time))
        case .close:
            guard inPage else { return false }
            apply(deck.close(now: time))
        case .back:
            guard inPage else { return isReplay }
            apply(deck.close(now: time))
        case .delete:
            if inPage {
                remark = "Esc first: pages are deleted in the deck"
            } else {
                remark = deck.deletePage(at: deck.destinationPage, now: time) != nil ? "deleted; u brings it back" : "no pages to delete"
            }
        case .undo:
            if inPage {
                remark = "Esc first: undo works in the deck"
            } else if deck.undoDelete(now: time) == nil {
                remark = "nothing to undo"
            }
        case .lineDown: scrollPage(by: 1)
        case .lineUp: scrollPage(by: -1)
        case .listPageDown: scrollPage(by: pageRows)
        case .listPageUp: scrollPage(by: -pageRows)
        default:
            return false
        }
        return true
    }

    private func enqueue(_ input: Queued) {
        if queue.count < Self.queueLimit { queue.append(input) }
    }

    // MARK: Scrolling an open page

    /// The rows a screenful moves an open page: those inside its frame.
    private var pageRows: Int { max(layout.pageRect.height - 2, 1) }

    /// How an open page's view is drawn from `scrollRow` on.
    private func openContext(scrollRow: Int) -> ItemContext {
        ItemContext(isFocused: true, style: theme.focusedCard, scrollRow: scrollRow, isOpen: true, pictures: pictureDisplay)
    }

    /// Page `index`'s view: kept while it shows, else asked for, offered one that left
    /// the deck to refill (HGPageScrollView's reuse queue).
    private func loadView(ofSource index: Int) -> any ItemView {
        store.load(index) { reusable in
            dataSource?.pageScrollView(self, viewForPageAt: index, reusing: reusable) ?? Card(title: "", blocks: [])
        }
        return store[index] ?? Card(title: "", blocks: [])
    }

    /// The largest first row of an open page that still fills it.
    private func maxTop(ofSource index: Int) -> Int {
        loadView(ofSource: index).scrollLimit(in: layout.pageRect.size, context: openContext(scrollRow: 0))
    }

    /// Scrolls the open page's body by `lines` (up when negative), within its ends;
    /// nothing in the deck.
    private func scrollPage(by lines: Int) {
        guard deck.phase == .page, let index = deck.pages.sourceIndex(at: deck.currentPage) else { return }
        pageTop = min(max(pageTop + lines, 0), maxTop(ofSource: index))
        scrolledPage = deck.currentPage
    }

    /// A scroll belongs to one open page: it starts over when another page shows or the
    /// page closes. Called after everything that can change either.
    private func forgetScrollIfMoved() {
        guard deck.phase != .page || deck.currentPage != scrolledPage else { return }
        pageTop = 0
        scrolledPage = deck.phase == .page ? deck.currentPage : -1
    }

    /// Reacts to the deck's events: a page about to shrink back is fetched from the
    /// source again (HGPageScrollView re-requests it before deselecting).
    private func apply(_ events: [DeckEvent]) {
        for event in events {
            switch event {
            case .willSelect(let page):
                openHeader = nil
                sourceIndex(ofPageAt: page).map { delegate?.pageScrollView(self, willSelectPageAt: $0) }
            case .didSelect(let page):
                sourceIndex(ofPageAt: page).map { delegate?.pageScrollView(self, didSelectPageAt: $0) }
            case .willDeselect(let page):
                guard let index = sourceIndex(ofPageAt: page) else { break }
                store.unload(index)
                delegate?.pageScrollView(self, willDeselectPageAt: index)
            case .didDeselect(let page):
                sourceIndex(ofPageAt: page).map { delegate?.pageScrollView(self, didDeselectPageAt: $0) }
            case .willScrollToPage(let page):
                sourceIndex(ofPageAt: page).map { delegate?.pageScrollView(self, willScrollToPageAt: $0) }
            case .didScrollToPage(let page):
                sourceIndex(ofPageAt: page).map { delegate?.pageScrollView(self, didScrollToPageAt: $0) }
            case .pager(.willBeginDragging):
                delegate?.pageScrollViewWillBeginDragging(self)
            case .pager(.didEndDragging(let willDecelerate)):
                delegate?.pageScrollViewDidEndDragging(self, willDecelerate: willDecelerate)
            case .pager(.willBeginDecelerating):
                delegate?.pageScrollViewWillBeginDecelerating(self)
            case .pager(.didEndDecelerating):
                delegate?.pageScrollViewDidEndDecelerating(self)
            case .pager:
                break
            }
        }
        // The engine keeps didScroll to itself (it comes every frame); the offset tells.
        if deck.offset != reportedOffset {
            reportedOffset = deck.offset
            delegate?.pageScrollViewDidScroll(self)
        }
    }

    /// The offset the delegate last heard of.
    private var reportedOffset = 0.0

    private func dropViews() {
        openHeader = nil
        store.removeAll()
        pageTop = 0
    }

    // MARK: Pointer and wheel

    /// A mouse event in screen cells; false when it is outside the frame (and no drag is held).
    @discardableResult
    public func handle(_ mouse: MouseEvent, at time: Double) -> Bool {
        clock = max(clock, time)
        remark = nil
        guard frame.contains(Point(x: mouse.column, y: mouse.row)) || gestures.pointer.isTracking else { return false }
        guard !deck.isTransitioning else {
            // The picture moves: input is dropped, and a press held across it is let go.
            if mouse.action == .release { gestures.cancel() }
            return true
        }
        var local = mouse
        local.column -= frame.x
        local.row -= frame.y
        if local.isWheel {
            wheel(local, at: time)
        } else {
            let result = gestures.handle(local, at: time, pager: &deck)
            apply(result.events)
            for outcome in result.outcomes {
                if case .click(let column, let row, _) = outcome { click(column: column, row: row, at: time) }
            }
        }
        forgetScrollIfMoved()
        return true
    }

    /// A wheel notch: in the deck one page on; on an open page up and down scroll the
    /// body, sideways turns the page.
    private func wheel(_ mouse: MouseEvent, at time: Double) {
        switch PagerGestures.wheelGesture(for: mouse, scrollsContent: deck.phase != .deck) {
        case .scroll(let rows)?: scrollPage(by: rows)
        case .turn(let forward)? where deck.phase == .deck: apply(gestures.wheel(forward: forward, pager: &deck, now: time))
        case .turn(let forward)?: apply(deck.scroll(byPages: forward ? 1 : -1, now: time))
        case nil: break
        }
    }

    /// A click opens the centred card, brings a peeking one to the centre (an improvement
    /// on HGPageScrollView, whose tap always opened the centred page), and a click on a
    /// page dot scrolls to that page: whatever the last render drew at the cell, so a
    /// click while a delete or undo slides the cards goes to the card seen there. Only a
    /// card at rest opens.
    private func click(column: Int, row: Int, at time: Double) {
        guard deck.phase == .deck else { return }
        switch hitMap.target(atColumn: frame.x + column, row: frame.y + row) {
        case .pageDot(let page)?:
            apply(deck.scroll(toPage: page, now: time))
        case .item(let page)?:
            if page == deck.currentPage && deck.edit == nil && !deck.pager.isMoving && deck.offset == deck.offset.rounded() {
                act(.open, at: time, isReplay: false)
            } else {
                apply(deck.scroll(toPage: page, now: time))
            }
        default:
            break
        }
    }

    // MARK: Drawing

    /// Draws the deck (or the open page) inside `region` of `buffer`, and returns (and
    /// keeps as `hitMap`) the visible part of each card (deck positions, the centred one
    /// last) and the page dots, or the open page and its header. The cells are those the
    /// layout composed (laid out first when the region or anything shown changed since),
    /// so drawing changes nothing but `buffer`.
    @discardableResult
    public func render(in region: Rect, on buffer: inout CellBuffer) -> HitMap {
        drawComposed(in: region, on: &buffer)
        return hitMap
    }

    /// What the frame would show now.
    var layoutState: LayoutState {
        LayoutState(layout: layout, deck: deck, time: deck.isAnimating || isLayingOutOpenPage ? clock : nil, pageTop: pageTop,
                    theme: theme, appearance: appearance,
                    headerKey: openHeader?.view?.drawingKey)
    }

    /// The layout pass: views for the pages on screen (and the open page's header), and
    /// the frame composed from their cells, kept by the store: the deck's cards, dimmed by
    /// distance, and the page growing, open or shrinking over them.
    func layOut() {
        var cells = CellBuffer(size: layout.screen)
        var hits = HitMap()
        if layout.isTooSmall {
            TooSmallMessage(minimum: DeckLayout.minimumSize).draw(on: &cells, theme: theme)
        } else {
            let zoom = deck.zoom(at: clock)
            let cards = zoom < 1 ? deckCards() : []
            loadViews(showing: cards, zoom: zoom)
            if zoom < 1 { drawDeck(cards, zoom: zoom, on: &cells, hits: &hits) }
            if zoom > 0 { drawOpenPage(zoom: zoom, on: &cells, hits: &hits) }
        }
        composed = composedFrame(cells: cells, hits: hits.moved(by: frame.origin))
    }

    /// Exactly the pages on screen have views — the deck's cards and the page zooming or
    /// open — and an open page its header, asked for once each time it opens.
    private func loadViews(showing cards: [DeckCard], zoom: Double) {
        let open = zoom > 0 ? deck.pages.sourceIndex(at: deck.currentPage) : nil
        let shown = Set(cards.map(\.sourceIndex) + (open.map { [$0] } ?? []))
        store.unload(keeping: shown)
        for index in shown.sorted() { _ = loadView(ofSource: index) }
        if zoom >= 0.5, let open, openHeader?.index != open {
            openHeader = (open, dataSource?.pageScrollView(self, headerViewForPageAt: open))
        }
    }

    /// The title and subtitle of data source page `index`, sanitised.
    private func titles(ofSource index: Int) -> (title: String, subtitle: String) {
        (Sanitizer.line(dataSource?.pageScrollView(self, titleForPageAt: index) ?? ""),
         Sanitizer.line(dataSource?.pageScrollView(self, subtitleForPageAt: index) ?? ""))
    }

    /// A card to draw in the deck: which source item, where, how faded, and the part
    /// of the screen it may cover.
    private struct DeckCard {
        var sourceIndex: Int
        var distance: Double
        var alpha: Double
        var clip: Rect
    }

    /// The cards, the farthest first so the centred one is on top, each on its shadow and
    /// faded by its distance; the centred page's title and subtitle above and the page
    /// dots below while it is not half grown.
    private func drawDeck(_ cards: [DeckCard], zoom: Double, on buffer: inout CellBuffer, hits: inout HitMap) {
        // Only the centred page plays an animated picture; the others show its first frame.
        let centred = deck.pages.sourceIndex(at: deck.currentPage)
        let context = ItemContext(isFocused: true, style: theme.focusedCard, pictures: pictureDisplay)
        let stillContext = ItemContext(isFocused: true, style: theme.focusedCard, pictures: pictureDisplay.still)
        for card in cards.sorted(by: { abs($0.distance) > abs($1.distance) }) {
            let frame = layout.cardRect(atDistance: card.distance)
            CardShadow(style: shadowStyle).draw(under: frame, on: &buffer, clip: card.clip)
            // A deleted page's ghost has no position: it is seen, not clicked.
            let visible = frame.intersection(card.clip)
            if let page = deck.pages.position(ofSource: card.sourceIndex), !visible.isEmpty { hits.add(.rect(visible), .item(page)) }
            guard let view = store[card.sourceIndex] else { continue }
            let cells = store.cells(for: view, size: layout.cardSize, context: card.sourceIndex == centred ? context : stillContext)
            buffer.paste(cells, at: frame.origin, clip: card.clip, fadedTo: card.alpha, by: fade)
        }
        let area = layout.area
        if deck.count == 0 {
            let text = deck.canUndo ? "No pages left · u brings one back" : "No pages"
            let message = TextLayout.truncate(text, width: area.width)
            buffer.write(message, x: (area.width - DisplayWidth.of(message)) / 2, y: layout.cardTop + layout.cardSize.rows / 2,
                         style: theme.message)
        }
        guard zoom < 0.5, deck.count > 0, let index = deck.pages.sourceIndex(at: deck.currentPage) else { return }
        let titles = titles(ofSource: index)
        centre(titles.title, row: layout.titleRow, style: theme.focusedCard.title, on: &buffer)
        centre(titles.subtitle, row: layout.subtitleRow, style: theme.statusHint, on: &buffer)
        let dots = pageDots
        for dot in dots.view.draw(x: dots.x, y: layout.dotsRow, width: area.width, on: &buffer) {
            hits.add(.rect(Rect(x: dot.column, y: layout.dotsRow, width: 1, height: 1)), .pageDot(dot.page))
        }
    }

    /// The page dots under the cards and the column they start at, centred.
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

    /// The page growing, open, or shrinking: its view drawn at its current size; from half
    /// grown on open (`ItemContext.isOpen`, scrolled to `pageTop` once full size), under
    /// the page header, which shows the title instead.
    private func drawOpenPage(zoom: Double, on buffer: inout CellBuffer, hits: inout HitMap) {
        guard let index = deck.pages.sourceIndex(at: deck.currentPage), let view = store[index] else { return }
        let frame = layout.zoomedRect(zoom)
        if zoom < 1 { CardShadow(style: shadowStyle).draw(under: frame, on: &buffer, clip: layout.area) }
        let context = zoom < 0.5 ? ItemContext(isFocused: true, style: theme.focusedCard, pictures: pictureDisplay)
            : openContext(scrollRow: zoom < 1 ? 0 : pageTop)
        buffer.paste(store.cells(for: view, size: frame.size, context: context), at: frame.origin, clip: layout.area)
        hits.add(.rect(frame.intersection(layout.area)), .item(deck.currentPage))
        guard zoom >= 0.5 else { return }
        drawHeader(ofSource: index, on: &buffer)
        hits.add(.rect(Rect(x: 0, y: 0, width: layout.screen.columns, height: DeckLayout.headerRows)), .header)
    }

    /// The open page's header across the top rows: the data source's view, or the title
    /// over the subtitle.
    private func drawHeader(ofSource index: Int, on buffer: inout CellBuffer) {
        let header: any ItemView = openHeader?.view ?? {
            let titles = titles(ofSource: index)
            return PageHeader(title: titles.title, subtitle: titles.subtitle)
        }()
        let area = Rect(x: 0, y: 0, width: layout.screen.columns, height: DeckLayout.headerRows)
        let context = ItemContext(isFocused: true, style: theme.focusedCard, isOpen: true, pictures: pictureDisplay)
        buffer.fill(area, with: .blank)
        buffer.paste(store.cells(for: header, size: area.size, context: context), at: area.origin, clip: area)
    }

    private func centre(_ text: String, row: Int, style: Style, on buffer: inout CellBuffer) {
        let shown = TextLayout.truncate(text, width: max(layout.screen.columns - 2, 0))
        buffer.write(shown, x: (layout.screen.columns - DisplayWidth.of(shown)) / 2, y: row, style: style)
    }
}

extension KeyMap {
    /// What a `PageScrollView` answers to (HGPageScrollView): move through the deck, open
    /// a page to full screen (Enter; on an open page Enter chooses it), scroll it, go back
    /// (Esc: in the deck the view does not take it, so a host may leave), delete, undo.
    public static let pageScrollView = KeyMap(bindings: [
        KeyBinding(keys: [KeyPress(.left), KeyPress(.character("h"))], label: "←/h", help: "previous page", action: .previous),
        KeyBinding(keys: [KeyPress(.right), KeyPress(.character("l"))], label: "→/l", help: "next page", action: .next),
        KeyBinding(keys: [KeyPress(.home), KeyPress(.character("g"))], label: "Home/g", help: "first page", action: .first),
        KeyBinding(keys: [KeyPress(.end), KeyPress(.character("G"))], label: "End/G", help: "last page", action: .last),
        KeyBinding(keys: [KeyPress(.up), KeyPress(.character("k"))], label: "↑/k", help: "open page: line up", action: .lineUp),
        KeyBinding(keys: [KeyPress(.down), KeyPress(.character("j"))], label: "↓/j", help: "open page: line down", action: .lineDown),
        KeyBinding(keys: [KeyPress(.pageUp), KeyPress(.character("b"))], label: "PgUp/b", help: "open page: screen up",
                   action: .listPageUp),
        KeyBinding(keys: [KeyPress(.pageDown), KeyPress(.character(" "))], label: "PgDn/Space", help: "open page: screen down",
                   action: .listPageDown),
        KeyBinding(keys: [KeyPress(.enter)], label: "Enter", help: "open the page; on a page: pick", action: .open),
        KeyBinding(keys: [KeyPress(.escape)], label: "Esc", help: "close the page; quit in the deck", action: .back),
        KeyBinding(keys: [KeyPress(.backspace)], label: "⌫", help: "close the page", action: .close),
        KeyBinding(keys: [KeyPress(.character("d"))], label: "d", help: "delete page", action: .delete),
        KeyBinding(keys: [KeyPress(.character("u"))], label: "u", help: "undo delete", action: .undo),
    ])
}
