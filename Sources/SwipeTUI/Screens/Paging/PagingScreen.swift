import CarouselEngine
import CellCanvas
import TerminalBackend

/// Paging mode (SwipeView and PageView in cells): flat pages of `itemsPerPage` cards,
/// turned by keys, the wheel and mouse drags with scroll-view physics; page dots that
/// fill as a page turns, a progress bar, and a status line with the page and the item.
///
/// The engine's carousel counts pages (offset `p` puts page `p` in the page window), so
/// its resting range is exactly SwipeView's paging range, from the first page to the
/// start of the last one (truncated or not), and its rubber band starts there.
struct PagingScreen: ModeScreen {
    /// Pages per second one wheel notch adds; the scroll-view model turns one page per
    /// notch whatever the speed, so this only sets how briskly.
    static let wheelNotchVelocity = 4.0
    /// What `a` starts when no `--autoscroll` speed was given, in items per second.
    static let defaultAutoscroll = 0.5

    let source: CardSource
    let options: LaunchOptions
    let theme: Theme

    /// The pages' motion, in pages.
    private(set) var carousel: Carousel
    private(set) var isVertical: Bool
    /// The item Enter picks: on the current page, its first item unless the user chose another.
    private(set) var focusedItem: Int
    /// The page the turn indicator measures from: the page at rest before the motion.
    private(set) var anchorPage = 0
    /// The page views alive.
    private(set) var loadedPages = LoadedPages()
    private var loading: DeferredLoading
    /// The page the window is centred on (behind the offset with deferred loading).
    private var windowCentre = 0
    private var pointer: PointerTracker
    private var dragStartPage = 0
    private var dragTranslation = 0.0
    private var wasMovingAtPress = false
    private var screenSize = Size(columns: 100, rows: 30)
    /// The cards drawn in the last frame, with their items, for clicks.
    private var drawnCards: [(frame: Rect, item: Int)] = []

    init(_ context: ScreenContext) {
        source = context.source
        options = context.options
        theme = .standard(colorEnabled: context.colorEnabled)
        isVertical = context.options.isVertical
        focusedItem = context.source.count > 0 ? 0 : -1
        loading = DeferredLoading(defers: context.options.paging.defersItemLoading)
        pointer = PointerTracker(isVertical: context.options.isVertical, cellAspectRatio: PagingLayout.cellAspectRatio)
        carousel = Carousel(numberOfItems: 0, isWrapEnabled: context.options.wraps ?? false)
        carousel.physicsModel = .scrollView(itemsPerPage: 1, isPagingEnabled: true)
        carousel.physics.bounces = context.options.paging.bounces
        carousel.scrollDuration = context.options.animates ? Carousel.defaultScrollDuration : 0
        carousel.numberOfItems = pageMath.numberOfPages
        carousel.autoscroll = pagesPerSecond(itemsPerSecond: context.options.autoscroll)
        carousel.itemWidth = layout.engineItemWidth
    }

    // MARK: State

    /// The page arithmetic for the items now.
    var pageMath: PageMath {
        PageMath(count: source.count, itemsPerPage: options.paging.itemsPerPage,
                 truncatesFinalPage: options.paging.truncatesFinalPage, wraps: carousel.isWrapEnabled)
    }

    /// The layout for the last screen size drawn.
    var layout: PagingLayout {
        PagingLayout(screen: screenSize, isVertical: isVertical,
                     alignment: options.paging.alignment,
                     itemsPerPage: pageMath.itemsPerPage, pageGap: options.paging.pageGap)
    }

    /// The page nearest the window.
    var currentPage: Int { carousel.currentItemIndex }

    /// The page the motion comes to rest on (the current one at rest).
    var restingPage: Int {
        guard carousel.numberOfItems > 0 else { return -1 }
        return carousel.restingItemIndex
    }

    /// How far the pages are from `anchorPage` towards the next: what the dots show.
    var indicator: PagingTranslation {
        let target: Int? = carousel.isDragging ? nil : restingPage
        return PagingTranslation.indicator(anchor: anchorPage, offset: carousel.scrollOffset, target: target,
                                           pageCount: carousel.numberOfItems, wraps: carousel.isWrapEnabled)
    }

    /// The page window around the current page.
    var pageWindow: PageWindow {
        PageWindow(current: windowCentre, count: carousel.numberOfItems,
                   offscreenCountPerSide: options.paging.offscreenCountPerSide, wraps: carousel.isWrapEnabled)
    }

    /// The item in focus on the page the motion heads to: the chosen one when it is on
    /// that page, else the page's first item.
    var focus: Int {
        let page = restingPage
        guard page >= 0 else { return -1 }
        return pageMath.items(onPage: page).contains(focusedItem) ? focusedItem : pageMath.firstItem(ofPage: page)
    }

    /// The bindings, labelled for the axis the pages move along.
    var keyMap: KeyMap { isVertical ? .pagingVertical : .paging }

    /// Frames are needed while the pages move by themselves; a drag moves only with the
    /// pointer, and every pointer event draws a frame anyway.
    var isAnimating: Bool { carousel.isMoving && !carousel.isDragging }

    var itemCount: Int { source.count }

    var searchOrigin: Int { max(focus, 0) }

    // MARK: ModeScreen

    mutating func step(now: Double) {
        _ = carousel.step(now: now)
        settle()
    }

    mutating func perform(_ action: Action, at time: Double) -> ScreenResponse {
        switch action {
        case .nextPage: turn(by: 1, at: time)
        case .previousPage: turn(by: -1, at: time)
        case .next: stepFocus(by: 1, at: time)
        case .previous: stepFocus(by: -1, at: time)
        case .first: go(toPage: 0, at: time)
        case .last: go(toPage: carousel.numberOfItems - 1, at: time)
        case .toggleAutoscroll:
            if carousel.autoscroll != 0 {
                carousel.autoscroll = 0
                restOnNearestPage(at: time)
            } else {
                carousel.autoscroll = pagesPerSecond(itemsPerSecond: options.autoscroll != 0 ? options.autoscroll
                                                                                             : Self.defaultAutoscroll)
            }
        case .toggleWrap:
            carousel.isWrapEnabled.toggle()
            loadedPages.removeAll()
        case .toggleVertical:
            isVertical.toggle()
            pointer.isVertical = isVertical
            carousel.itemWidth = layout.engineItemWidth
        case .select:
            let item = focus
            guard item >= 0, item < source.count else { return .handled }
            return .pick(source.fields(at: item), index: item)
        default:
            break
        }
        settle()
        return .handled
    }

    mutating func handle(_ mouse: MouseEvent, at time: Double) -> ScreenResponse {
        if mouse.isWheel {
            guard !pointer.isTracking else { return .handled }
            let forward = mouse.button == .wheelDown || mouse.button == .wheelRight
            if options.animates {
                _ = carousel.fling(velocity: forward ? Self.wheelNotchVelocity : -Self.wheelNotchVelocity, now: time)
            } else {
                _ = carousel.scroll(byNumberOfItems: forward ? 1 : -1, duration: 0, now: time)
            }
            settle()
            return .handled
        }
        var response = ScreenResponse.handled
        for gesture in pointer.handle(mouse, at: time) {
            if case .pick = response { break }
            response = apply(gesture, at: time)
        }
        // A press that froze a turn and then came to nothing (a swipe across the axis)
        // must not leave the pages between two.
        if !pointer.isTracking { restOnNearestPage(at: time) }
        settle()
        return response
    }

    func firstMatch(of query: String, from start: Int, direction: SearchDirection) -> Int? {
        source.firstMatch(of: query, from: start, direction: direction)
    }

    mutating func reveal(item: Int, at time: Double) {
        guard source.count > 0 else { return }
        let item = min(max(item, 0), source.count - 1)
        focusedItem = item
        let target = restingPage
        if !pageMath.items(onPage: target).contains(item) {
            go(toPage: pageMath.page(containing: item), at: time)
        }
        settle()
    }

    mutating func itemCountDidChange(to count: Int, at time: Double) {
        carousel.numberOfItems = pageMath.numberOfPages
        loadedPages.removeAll()
        if focusedItem < 0 && count > 0 { focusedItem = 0 }
        settle()
    }

    // MARK: Motion

    /// Pages per second for an autoscroll given in items per second.
    private func pagesPerSecond(itemsPerSecond: Double) -> Double {
        itemsPerSecond / Double(max(options.paging.itemsPerPage, 1))
    }

    /// Turns `count` pages on from the page the pages will rest on: the end of a running
    /// turn (so repeated keys add up), of a glide, or the nearest page when they stand or
    /// autoscroll between two.
    private mutating func turn(by count: Int, at time: Double) {
        guard carousel.numberOfItems > 0 else { return }
        let duration = options.animates ? nil : 0.0
        guard carousel.animation == nil, !carousel.isDragging else {
            _ = carousel.scroll(byNumberOfItems: count, duration: duration, now: time)
            return
        }
        let rest = carousel.targetOffset.rounded()
        _ = carousel.stopMotion(now: time)
        let distance = carousel.wrapMath.shortestDistance(from: carousel.scrollOffset, to: rest) + Double(count)
        _ = carousel.scroll(byOffset: distance, duration: duration, now: time)
    }

    /// Pages left standing between two (autoscroll turned off, a press that froze a
    /// turn) slide to the nearest page; at once with reduced motion.
    private mutating func restOnNearestPage(at time: Double) {
        guard !carousel.isMoving, carousel.numberOfItems > 0,
              carousel.scrollOffset != carousel.scrollOffset.rounded() else { return }
        go(toPage: currentPage, at: time)
    }

    private mutating func go(toPage page: Int, at time: Double) {
        _ = carousel.scroll(toItem: page, duration: options.animates ? nil : 0, now: time)
    }

    /// Moves the focus one item on or back, turning the page when it leaves it.
    private mutating func stepFocus(by step: Int, at time: Double) {
        guard source.count > 0 else { return }
        let next = focus + step
        guard carousel.isWrapEnabled || (next >= 0 && next < source.count) else { return }
        focusedItem = pageMath.wrapMath.clampedIndex(next)
        if !pageMath.items(onPage: restingPage).contains(focusedItem) {
            go(toPage: pageMath.page(containing: focusedItem), at: time)
        }
    }

    /// Applies one pointer gesture.
    private mutating func apply(_ gesture: PointerGesture, at time: Double) -> ScreenResponse {
        switch gesture {
        case .press:
            wasMovingAtPress = carousel.isMoving && !carousel.isAutoscrolling
            _ = carousel.stopMotion(now: time)
        case .dragBegan:
            dragStartPage = currentPage
            dragTranslation = 0
            _ = carousel.beginDragging(now: time)
            loading.forceRefresh()
        case .dragMoved(let translation, let velocity):
            dragTranslation = translation
            _ = carousel.drag(translation: translation, velocity: velocity, now: time)
        case .dragEnded:
            _ = carousel.endDragging(now: time)
            loading.forceRefresh()
            let slop = ScrollSlop(distance: Double(options.paging.scrollSlop) * (isVertical ? PagingLayout.cellAspectRatio : 1))
            let proposed = restingPage
            let target = slop.target(start: dragStartPage, proposed: proposed, translation: dragTranslation,
                                     pageCount: carousel.numberOfItems, wraps: carousel.isWrapEnabled)
            if target != proposed { go(toPage: target, at: time) }
            if !options.animates { _ = carousel.scroll(toItem: restingPage, duration: 0, now: time) }
        case .click(let column, let row):
            return click(column: column, row: row, at: time)
        }
        return .handled
    }

    /// A click: on a dot, go to its page; on a card of the page at rest, pick it; on a
    /// card of a neighbouring page, turn to it and focus the card.
    private mutating func click(column: Int, row: Int, at time: Double) -> ScreenResponse {
        if wasMovingAtPress {
            _ = carousel.scroll(toItem: currentPage, now: time)
            return .handled
        }
        let layout = self.layout
        if row == layout.dotsRow {
            let dots = pageDots
            let place = dotsPlacement(dots, in: layout)
            if let page = dots.page(atColumn: column, drawnAt: place.x, width: place.width) { go(toPage: page, at: time) }
            return .handled
        }
        guard let item = drawnCards.first(where: { $0.frame.contains(Point(x: column, y: row)) })?.item else {
            return .handled
        }
        if pageMath.items(onPage: currentPage).contains(item) && carousel.scrollOffset == Double(currentPage) {
            focusedItem = item
            return .pick(source.fields(at: item), index: item)
        }
        focusedItem = item
        go(toPage: pageMath.page(containing: item), at: time)
        return .handled
    }

    /// Brings the bookkeeping in line with the motion: the indicator's anchor, the focus
    /// and the page window.
    private mutating func settle() {
        let pages = carousel.numberOfItems
        guard pages > 0 else {
            anchorPage = 0
            windowCentre = 0
            focusedItem = -1
            loadedPages.removeAll()
            return
        }
        if !carousel.isMoving {
            anchorPage = currentPage
            loading.forceRefresh()
            focusedItem = focus
        } else if carousel.isAutoscrolling {
            // Autoscroll never rests: measure each turn from the page it last passed.
            let offset = carousel.scrollOffset
            anchorPage = carousel.wrapMath.clampedIndex(Int(carousel.autoscroll > 0 ? offset.rounded(.down) : offset.rounded(.up)))
        }
        if loading.shouldUpdate(scrollOffset: carousel.scrollOffset, wrapMath: carousel.wrapMath) {
            windowCentre = currentPage
        }
        windowCentre = carousel.wrapMath.clampedIndex(windowCentre)
    }

    // MARK: Drawing

    mutating func render(into buffer: inout CellBuffer, status: StatusContent) {
        buffer.fill(buffer.bounds, with: .blank)
        let size = buffer.size
        drawnCards = []
        guard size.columns >= PagingLayout.minimumSize.columns, size.rows >= PagingLayout.minimumSize.rows else {
            StatusLine.drawTooSmall(minimum: PagingLayout.minimumSize, on: &buffer, theme: theme)
            return
        }
        if size != screenSize {
            screenSize = size
            carousel.itemWidth = layout.engineItemWidth
        }
        let layout = self.layout
        settle()
        let math = pageMath
        let source = self.source
        loadedPages.update(to: pageWindow) { page in math.items(onPage: page).map { source.card(at: $0) } }

        // Pages, each a row of cards, or why they do not fit.
        let area = layout.pageArea
        let focusPage = restingPage
        let focus = self.focus
        if !layout.holdsCards { drawCardsDoNotFit(layout, on: &buffer) }
        for page in pageWindow.pages where layout.holdsCards {
            let frame = layout.pageFrame(atOffset: carousel.offset(ofItem: page))
            guard !frame.intersection(area).isEmpty, let cards = loadedPages.cards[page] else { continue }
            for (slot, item) in math.items(onPage: page).enumerated() where slot < cards.count {
                let cardFrame = layout.cardFrame(slot: slot, of: frame)
                let style = item == focus && page == focusPage ? theme.focusedCard : theme.card
                CardView(title: cards[slot].title, blocks: cards[slot].blocks, style: style)
                    .draw(in: cardFrame, on: &buffer, clip: area)
                let visible = cardFrame.intersection(area)
                if !visible.isEmpty { drawnCards.append((visible, item)) }
            }
        }

        // Chrome: dots and counter, progress bar, status line.
        let dots = pageDots
        let place = dotsPlacement(dots, in: layout)
        dots.draw(x: place.x, y: layout.dotsRow, width: place.width, on: &buffer)
        buffer.write(counter, x: place.x + dots.width(within: place.width) + 2, y: layout.dotsRow, style: theme.statusPosition)
        let pages = Double(max(carousel.numberOfItems, 1))
        let fraction = carousel.numberOfItems > 0 ? (carousel.scrollOffset + 1) / pages : 0
        ProgressBar(fraction: fraction, style: theme.focusedCard.border, trackStyle: theme.statusHint)
            .draw(x: 2, y: layout.barRow, width: size.columns - 4, on: &buffer)
        statusLine(status).draw(on: &buffer, row: size.rows - 1, theme: theme)
    }

    /// The centred message shown instead of cards too narrow to read, e.g.
    /// `40 cards per page` / `need 440 columns`.
    private func drawCardsDoNotFit(_ layout: PagingLayout, on buffer: inout CellBuffer) {
        let area = layout.pageArea
        let unit = layout.isVertical ? "rows" : "columns"
        let lines = ["\(layout.itemsPerPage) cards per page", "need \(layout.requiredScreenLength) \(unit)"]
        let top = area.y + max((area.height - lines.count) / 2, 0)
        for (index, line) in lines.enumerated() where top + index < area.maxY {
            let shown = TextLayout.truncate(line, width: area.width)
            buffer.write(shown, x: area.x + max((area.width - DisplayWidth.of(shown)) / 2, 0), y: top + index,
                         style: theme.message)
        }
    }

    /// The dots for the turn in progress, the page the status line names marked current.
    private var pageDots: PageDots {
        let turn = indicator
        return PageDots(count: carousel.numberOfItems, from: turn.currentIndex, to: turn.nextIndex, progress: turn.progress,
                        current: restingPage, style: theme.statusHint, currentStyle: theme.statusPosition)
    }

    /// `3 / 10`: the page the status line names (where the motion will rest).
    private var counter: String {
        carousel.numberOfItems == 0 ? "0 / 0" : "\(max(restingPage, 0) + 1) / \(carousel.numberOfItems)"
    }

    /// Where the dots go: centred with the counter after them.
    private func dotsPlacement(_ dots: PageDots, in layout: PagingLayout) -> (x: Int, width: Int) {
        let room = max(layout.screen.columns - 4 - DisplayWidth.of(counter) - 2, 1)
        let used = dots.width(within: room) + 2 + DisplayWidth.of(counter)
        return (max((layout.screen.columns - used) / 2, 0), room)
    }

    private func statusLine(_ status: StatusContent) -> StatusLine {
        let pages = carousel.numberOfItems
        let page = restingPage
        let pageText = " page " + (pages == 0 ? "0" : "\(page + 1)") + " / \(pages)" + (status.isLoading ? "+" : "")
        let itemText = StatusLine.position(index: focus, count: source.count, isLoading: status.isLoading)
        let position = pageText + "  item" + itemText
        let kind = "paging" + (isVertical ? " ↕" : "") + (carousel.isWrapEnabled ? " wrap" : "")
            + (carousel.autoscroll != 0 ? " auto" : "")
        // The room StatusLine leaves for the hint, which is cut at its end when too long.
        let used = DisplayWidth.of(position) + 2 + DisplayWidth.of(kind) + (status.note.map { 2 + DisplayWidth.of($0) } ?? 0)
        // On the last page (not wrapping) the way on is back: offer that rather than a key
        // that does nothing.
        let atEnd = !carousel.isWrapEnabled && page >= pages - 1
        let moves: [Action] = atEnd ? [.previousPage] : [.previousPage, .nextPage]
        let hint = keyMap.hint(for: moves + [.select, .help, .quit], within: screenSize.columns - used - 3,
                               droppingFirst: atEnd ? [.select, .previousPage, .help] : [.previousPage, .select, .nextPage, .help])
        return StatusLine(position: position, kind: kind, status: status, hint: hint)
    }
}
