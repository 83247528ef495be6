import CarouselEngine
import CellCanvas
import TerminalBackend

/// iCarousel for the terminal: items of any kind (`ItemView`) in any of the twelve
/// carousel types, moved by keys, the wheel and mouse drags, drawn into a region of a
/// `CellBuffer`. Your program keeps its terminal, its loop and the rest of the screen;
/// swipe-tui's own carousel mode is this view plus a status line.
///
/// Items come from a `CarouselViewDataSource`; what happens is reported to a
/// `CarouselDelegate` (the engine's, iCarousel's names): scrolling, dragging, decelerating,
/// index changes and selection. A click on a side item brings it to the centre; a click on
/// the centred item at rest, or Enter, selects it (after `carouselShouldSelectItem`).
/// Views are asked for when their items come on screen and kept while they stay (iCarousel's
/// loading window), in the layout pass that `step(now:)` runs (and `draw`, when something
/// changed since without a step); `reloadItem(at:)` and `reloadData()` ask again. Drawing
/// copies the cells the layout composed.
///
/// ```swift
/// let view = CarouselView(type: .coverFlow)
/// view.dataSource = myItems            // returns Card or your own ItemView
/// view.delegate = myHandler
/// view.reloadData()
/// // each turn of your loop:
/// view.step(now: MonotonicClock.now())
/// view.draw(in: Rect(x: 0, y: 2, width: 80, height: 20), on: &frame)
/// for event in terminal.nextEvents(deadline: view.isAnimating ? now + 1.0 / 60 : nil) {
///     view.handle(event)
/// }
/// // later: the model lost item 3, and the view animates it out
/// view.removeItem(at: 3, animated: true, now: MonotonicClock.now())
/// ```
public final class CarouselView: ComposingComponent {
    /// Items per second one wheel notch adds: just under what decelerates one item from
    /// rest (iCarousel glides v / (60 (1 − rate)) items, a third of v at rate 0.95), so
    /// notches in quick succession glide further.
    public static let wheelNotchVelocity = 2.9

    /// Where the items come from. Call `reloadData()` when their number changes.
    public weak var dataSource: (any CarouselViewDataSource)?
    /// Told about scrolling, index changes and selection.
    public weak var delegate: (any CarouselDelegate)?
    /// The keys the view answers to while it has the focus.
    public var keyMap = KeyMap.carouselView
    /// False for reduced motion: moves, edits and releases land at once.
    public var animates = true {
        didSet {
            carousel.scrollDuration = animates ? Carousel.defaultScrollDuration : 0
            gestures.animates = animates
        }
    }

    /// The engine state: offset, current index, motion. Read it; change it through the view.
    public private(set) var carousel: Carousel
    private var cards: CarouselCards
    private var gestures: PagerGestures
    /// Where the view is on the screen; `draw(in:on:)` sets it.
    public var frame = Rect(x: 0, y: 0, width: 0, height: 0) {
        didSet { if frame.size != oldValue.size { applyConfiguration() } }
    }
    /// The item views on screen by carousel index (placeholders included), those that left
    /// it for reuse, and the cells they drew.
    let store: ItemViewStore
    /// The insertion, removal or reload being animated, and the view it fades out (the
    /// removed item's, or the reloaded item's old one).
    private var edit: CarouselItemEdit?
    private var outgoingView: (any ItemView)?
    /// The latest time seen, for drawing edits.
    private var clock = 0.0
    /// Cover flow 2's swing, and the index it last saw.
    private var coverFlowToggle = CoverFlowToggle()
    private var lastIndex = -1
    /// The frame as last laid out: while the state is the same, drawing copies it instead
    /// of laying out and projecting again.
    private(set) var composed: ComposedFrame<LayoutState>?
    /// Bumped by everything that changes the look outside the motion state.
    private var appearance = 0
    /// The item whose content is scrolled, and how far.
    private var contentScroll = (item: -1, row: 0)

    /// What a laid-out frame shows.
    struct LayoutState: Equatable {
        var frame: Rect
        var appearance: Int
        var offset: Double
        var currentItem: Int
        var count: Int
        var itemWidth: Double
        var coverFlowToggle: CoverFlowToggle
        var focusedScrollRow: Int
        /// The time while an edit plays: it moves and fades the items as time passes.
        var editTime: Double?
    }

    /// A view of the given type and axis, with items sized by `geometry`; `colorEnabled`
    /// false draws with attributes only (honour `NO_COLOR`).
    public init(type: CarouselType = .linear, isVertical: Bool = false, colorEnabled: Bool = true,
                geometry: CarouselGeometry = CarouselGeometry()) {
        carousel = Carousel(numberOfItems: 0)
        let store = ItemViewStore()
        self.store = store
        cards = CarouselCards(theme: .standard(colorEnabled: colorEnabled), geometry: geometry,
                              configuration: CarouselConfiguration(type: type, isVertical: isVertical),
                              isColorEnabled: colorEnabled, store: store)
        gestures = PagerGestures(axis: isVertical ? .vertical : .horizontal, notchVelocity: Self.wheelNotchVelocity)
        applyConfiguration()
    }

    // MARK: Configuration

    /// The carousel type; changing it keeps the current item.
    public var type: CarouselType {
        get { cards.configuration.type }
        set {
            cards.configuration.type = newValue
            applyConfiguration()
        }
    }

    /// How items are sized and spaced.
    public var geometry: CarouselGeometry {
        get { cards.geometry }
        set {
            cards.geometry = newValue
            applyConfiguration()
        }
    }

    /// Scroll up and down instead of left and right.
    public var isVertical: Bool {
        get { cards.configuration.isVertical }
        set {
            cards.configuration.isVertical = newValue
            gestures.setAxis(newValue ? .vertical : .horizontal)
            applyConfiguration()
        }
    }

    /// Whether the carousel goes round from the last item to the first; nil follows the
    /// type's default (the ring types wrap).
    public var wraps: Bool? {
        didSet { applyConfiguration() }
    }

    /// iCarousel's options (`valueForOption`): fixed overrides and a hook that sees every
    /// option with its default, e.g. `.spacing`, `.arc`, `.radius`, `.tilt`, `.fadeMin`.
    public var options = CarouselOptions() {
        didSet { applyConfiguration() }
    }

    /// The `.custom` type's transform (iCarousel's `itemTransformForOffset`): where an item
    /// `offset` items from the centre goes, in column units. nil: a staircase.
    public var customTransform: (@Sendable (_ offset: Double) -> Transform3D)? {
        get { cards.configuration.customTransform }
        set {
            cards.configuration.customTransform = newValue
            applyConfiguration()
        }
    }

    /// Items per second the carousel moves on its own (negative: backwards; 0: off).
    public var autoscroll: Double {
        get { carousel.autoscroll }
        set { carousel.autoscroll = newValue }
    }

    /// How far a drag moves the items, and whether they glide and bounce (iCarousel's
    /// decelerationRate, bounces, bounceDistance, scrollSpeed, …).
    public var physics: ScrollPhysicsSettings {
        get { carousel.physics }
        set {
            carousel.physics = newValue
            gestures.pointer.ignoresPerpendicularSwipes = newValue.ignoresPerpendicularSwipes
        }
    }

    /// How far the camera stands from the carousel's plane, in item widths (iCarousel's
    /// perspective: nearer is stronger).
    public var cameraDistance: Double {
        get { cards.configuration.cameraDistance }
        set {
            cards.configuration.cameraDistance = newValue
            applyConfiguration()
        }
    }

    /// Moves the items in the frame, in cells (iCarousel's contentOffset).
    public var contentOffset: Vector2 {
        get { cards.configuration.contentOffset }
        set {
            cards.configuration.contentOffset = newValue
            applyConfiguration()
        }
    }

    /// Moves the camera, in cells, so the carousel is seen from aside (iCarousel's viewpointOffset).
    public var viewpointOffset: Vector2 {
        get { cards.configuration.viewpointOffset }
        set {
            cards.configuration.viewpointOffset = newValue
            applyConfiguration()
        }
    }

    /// How many items are drawn at most (after the type's default and `options`).
    public var numberOfVisibleItems: Int {
        cards.layout(inArea: frame.width > 0 ? frame.size : Size(columns: 80, rows: 23))
            .resolvedOptions(numberOfItems: carousel.numberOfItems).visibleItems
    }

    /// The look of the items.
    public var theme: Theme {
        get { cards.theme }
        set {
            cards.theme = newValue
            appearance += 1
        }
    }

    /// The type, its options and the axis, as the items are laid out.
    public var configuration: CarouselConfiguration { cards.configuration }

    /// Cover flow 2's toggle in `−1...1` (iCarousel's read-only toggle): −1 just after the
    /// carousel moved on an item, 1 just after it moved back, swinging to 0 as the new
    /// centre item turns flat; 0 at rest and for every other type.
    public var toggle: Double { coverFlowToggle.value }

    // MARK: Items

    /// The item in the centre, or -1 when there are none; setting it moves there at once
    /// (iCarousel's currentItemIndex).
    public var currentItemIndex: Int {
        get { carousel.currentItemIndex }
        set { report(carousel.scroll(toItem: newValue, duration: 0, now: clock)) }
    }

    /// Where the carousel is, in items (fractions between two): setting it stops any
    /// motion and puts it there (iCarousel's scrollOffset).
    public var scrollOffset: Double {
        get { carousel.scrollOffset }
        set { report(carousel.setScrollOffset(newValue)) }
    }

    /// How many items there are (as of the last `reloadData()` or edit).
    public var numberOfItems: Int { carousel.numberOfItems }

    /// The view of the centred item, if it is loaded.
    public var currentItemView: (any ItemView)? { store[carousel.currentItemIndex] }

    /// The indexes of the items (and placeholders) on screen, ascending.
    public var indexesForVisibleItems: [Int] { store.indexes }

    /// The views on screen, in the order of `indexesForVisibleItems`.
    public var visibleItemViews: [any ItemView] { store.indexes.compactMap { store[$0] } }

    /// The view of item `index` when it is on screen.
    public func itemView(at index: Int) -> (any ItemView)? { store[index] }

    /// The index of a loaded view (compared by identity, so for class views); nil when it
    /// is not on screen.
    public func indexOfItemView(_ view: AnyObject) -> Int? { store.index(of: view) }


    /// The item drawn at a cell in the last frame, if any (iCarousel's itemViewAtPoint).
    public func indexOfItem(atColumn column: Int, row: Int) -> Int? {
        guard case .item(let index)? = hitMap.target(atColumn: column, row: row) else { return nil }
        return index
    }

    /// True while anything moves on its own: keep calling `step(now:)` and drawing until it
    /// is false, then sleep until the next input. A drag moves only with the pointer, so
    /// while the button is held still nothing needs a frame.
    public var isAnimating: Bool { (carousel.isMoving && !carousel.isDragging) || coverFlowToggle.isAnimating || edit != nil }

    /// Asks the data source for the number of items again and drops every loaded view
    /// (the current index is kept, clamped to the new count).
    public func reloadData() {
        carousel.numberOfItems = max(dataSource?.numberOfItems(in: self) ?? 0, 0)
        store.removeAll()
        edit = nil
        outgoingView = nil
        applyConfiguration()
    }

    /// Draws the items again on the next `draw`, for views whose content changed.
    public func setNeedsDisplay() {
        store.forgetCells()
        appearance += 1
    }

    /// How items' pictures are drawn; a change draws them again.
    public var pictureDisplay: PictureDisplay {
        get { cards.pictures }
        set {
            guard newValue != cards.pictures else { return }
            // Only the focused item's animation moving on: the frame is drawn again, but only
            // that item's drawing key changes; the other items' cells are kept.
            let onlyTime = newValue.still == cards.pictures.still
            cards.pictures = newValue
            if onlyTime { appearance += 1 } else { setNeedsDisplay() }
        }
    }

    /// The data source now has an item at `index` (update it first): the items after it
    /// make room over 0.4 s, the new one appearing in place (at once without animation).
    /// An item inserted at the centre becomes the centred one, as in iCarousel.
    public func insertItem(at index: Int, animated: Bool = true, now: Double) {
        clock = max(clock, now)
        settleEdit()
        let result = carousel.insertItem(at: index, now: now)
        shiftLoadedViews(from: index, by: 1)
        edit = animated && animates ? result.edit : nil
        applyConfiguration()
        report(result.events)
    }

    /// The data source no longer has the item at `index` (update it first): it fades out
    /// where it stood, then the items after it slide into the gap (at once without
    /// animation). The centre stays on the same index, clamped to the new count.
    public func removeItem(at index: Int, animated: Bool = true, now: Double) {
        clock = max(clock, now)
        settleEdit()
        let view = store[index]
        let result = carousel.removeItem(at: index, now: now)
        guard let change = result.edit else { return }
        shiftLoadedViews(from: index, by: -1)
        edit = animated && animates ? change : nil
        outgoingView = edit == nil ? nil : view
        applyConfiguration()
        report(result.events)
    }

    /// Asks the data source again for item `index`'s view when it is on screen.
    public func reloadItem(at index: Int) {
        reloadItem(at: index, animated: false, now: clock)
    }

    /// Asks the data source again for item `index`'s view when it is on screen; `animated`,
    /// the old view cross-fades to the new one over 0.4 s (iCarousel's
    /// reloadItemAtIndex:animated:). Cells cannot mix two glyphs, so the old view fades out
    /// and the new one fades in, swapping half-way; without animation (or `animates`
    /// false) the new view shows at once.
    public func reloadItem(at index: Int, animated: Bool, now: Double) {
        clock = max(clock, now)
        guard let old = store[index], index >= 0, index < carousel.numberOfItems, let dataSource else { return }
        let fades = animated && animates
        if fades { settleEdit() }
        let view = dataSource.carouselView(self, viewForItemAt: index, reusing: nil)
        store.replaceView(at: index, with: view, keepingOld: fades)
        appearance += 1
        guard fades else { return }
        edit = CarouselItemEdit(kind: .reload(index), previousScrollOffset: carousel.scrollOffset, offsetShift: 0,
                                startTime: now, previousCount: carousel.numberOfItems, wraps: carousel.isWrapEnabled)
        outgoingView = old
    }

    // MARK: Moving

    /// Scrolls to `index` over `duration` seconds (nil: the standard 0.4 s; 0: at once).
    public func scroll(toItem index: Int, duration: Double? = nil, now: Double) {
        report(carousel.scroll(toItem: index, duration: animates ? duration : 0, now: now))
    }

    /// Scrolls to `index`, over the standard duration or at once.
    public func scroll(toItem index: Int, animated: Bool, now: Double) {
        scroll(toItem: index, duration: animated ? nil : 0, now: now)
    }

    /// Scrolls to a fractional `offset` (in items) over `duration` seconds (nil: standard).
    public func scroll(toOffset offset: Double, duration: Double? = nil, now: Double) {
        report(carousel.scroll(toOffset: offset, duration: animates ? duration : 0, now: now))
    }

    /// Scrolls by `distance` items, fractions allowed, over `duration` seconds (nil: standard).
    public func scroll(byOffset distance: Double, duration: Double? = nil, now: Double) {
        report(carousel.scroll(byOffset: distance, duration: animates ? duration : 0, now: now))
    }

    /// Scrolls by `count` items (negative: back) over `duration` seconds (nil: standard);
    /// pressed again while moving, it adds to the target, so quick presses land that many on.
    public func scroll(byNumberOfItems count: Int, duration: Double? = nil, now: Double) {
        report(carousel.scroll(byNumberOfItems: count, duration: animates ? duration : 0, now: now))
    }

    /// Advances motion and edits to `now` (seconds, on any clock that only goes forward),
    /// then lays the frame out when what it shows changed.
    public func step(now: Double) {
        clock = max(clock, now)
        if carousel.isMoving { report(carousel.step(now: now)) }
        if let edit, edit.isFinished(at: now) { settleEdit() }
        if type == .coverFlow2 {
            coverFlowToggle.follow(carousel, lastIndex: &lastIndex, now: now)
        } else {
            coverFlowToggle = CoverFlowToggle()
            lastIndex = carousel.currentItemIndex
        }
        layoutIfNeeded()
    }

    // MARK: Drawing

    /// Draws the items inside `region` of `buffer`, over everything there; nothing outside
    /// it is touched. The cells are those the layout composed (laid out first when the
    /// region or anything shown changed since), so drawing changes nothing but `buffer`:
    /// a frame in which only something else changed costs a copy. Returns (and keeps as
    /// `hitMap`) each item's projected quad, the centred one last: clicks are matched
    /// against it.
    @discardableResult
    public func render(in region: Rect, on buffer: inout CellBuffer) -> HitMap {
        drawComposed(in: region, on: &buffer)
        return hitMap
    }

    /// How far the focused item's content is scrolled; back to 0 when another item is focused.
    public var focusedScrollRow: Int { contentScroll.item == carousel.currentItemIndex ? contentScroll.row : 0 }

    /// Scrolls the focused item's content by `rows` (down when positive), within what it
    /// has past its size; false when it could not move (nothing more that way).
    @discardableResult
    public func scrollFocusedItem(byRows rows: Int) -> Bool {
        let current = focusedScrollRow
        guard let view = currentItemView else { return false }
        let size = cards.cardSize(inArea: frame.width > 0 ? frame.size : Size(columns: 80, rows: 23))
        let limit = view.scrollLimit(in: size, context: ItemContext(isFocused: true, style: cards.theme.focusedCard))
        let next = min(max(current + rows, 0), limit)
        guard next != current else { return false }
        contentScroll = (carousel.currentItemIndex, next)
        return true
    }

    /// How many placeholders the data source offers.
    public var numberOfPlaceholders: Int { dataSource?.numberOfPlaceholders(in: self) ?? 0 }

    /// What the frame would show now.
    var layoutState: LayoutState {
        LayoutState(frame: frame, appearance: appearance, offset: carousel.scrollOffset, currentItem: carousel.currentItemIndex,
                    count: carousel.numberOfItems, itemWidth: carousel.itemWidth, coverFlowToggle: coverFlowToggle,
                    focusedScrollRow: focusedScrollRow, editTime: edit == nil ? nil : clock)
    }

    /// The layout pass: the engine's placements, views loaded for the items coming on screen
    /// and unloaded for those leaving it, each view's cells (kept by the store), and the
    /// frame composed from them back to front, with where each item went. A scroll of
    /// the content ends when another item is focused.
    func layOut() {
        if contentScroll.item != carousel.currentItemIndex { contentScroll = (-1, 0) }
        // A copy: a data source that changes the view's look while asked for a view must
        // not find the pipeline borrowed.
        var cards = self.cards
        cards.focusedScrollRow = focusedScrollRow
        var cells = CellBuffer(size: frame.size)
        var hits = HitMap()
        if !frame.isEmpty {
            var layout = cards.layout(inArea: frame.size)
            layout.numberOfPlaceholders = numberOfPlaceholders
            let placements = cards.placements(of: carousel, using: layout, toggle: coverFlowToggle, edit: edit, now: clock)
            loadViews(for: placements)
            cards.draw(placements, focusing: carousel.currentItemIndex, of: carousel.numberOfItems, using: layout,
                       viewAt: view(for:), in: cells.bounds, on: &cells, atRest: CarouselCards.isAtRest(carousel, toggle: coverFlowToggle, edit: edit))
            for placement in placements where !placement.isGhost && !placement.isPlaceholder {
                hits.add(.quad(placement.quad), .item(placement.index))
            }
        }
        composed = composedFrame(cells: cells, hits: hits.moved(by: frame.origin))
    }

    /// Exactly the placements' items and placeholders have views: those that left go to the
    /// pool, new ones are asked for (offered a pooled view to reuse). The data source is
    /// called with nothing of the view borrowed, so it may read the view.
    private func loadViews(for placements: [ItemPlacement]) {
        let shown = placements.filter { !$0.isGhost }
        store.unload(keeping: Set(shown.map(\.index)))
        guard let dataSource else { return }
        for placement in shown {
            store.load(placement.index, isPlaceholder: placement.isPlaceholder) { reusable in
                placement.placeholderIndex.map { dataSource.carouselView(self, placeholderViewAt: $0, reusing: reusable) }
                    ?? dataSource.carouselView(self, viewForItemAt: placement.index, reusing: reusable)
            }
        }
    }

    /// The view drawn for a placement: the loaded one, or the one an edit fades out.
    private func view(for placement: ItemPlacement) -> (any ItemView)? {
        if placement.isGhost { return outgoingView }
        if let edit, edit.showsOldView(ofItem: placement.index, at: clock), let outgoingView { return outgoingView }
        return store[placement.index]
    }

    // MARK: Input

    /// Keys the view's `keyMap` does not bind, pastes and the rest go to the current item
    /// view (iCarousel's items are views that take touches of their own).
    public func handleOther(_ event: InputEvent) -> Bool {
        passToCurrentView(event)
    }

    private func passToCurrentView(_ event: InputEvent) -> Bool {
        let index = carousel.currentItemIndex
        guard var view = store[index], view.handle(event) else { return false }
        store.replaceView(at: index, with: view, keepingOld: true)
        appearance += 1
        return true
    }

    /// Does what an action asks: `.next`, `.previous`, `.first`, `.last`, `.nextPage`,
    /// `.previousPage`, `.scrollContentDown`, `.scrollContentUp`, `.select`; false for the
    /// others (and for the text scrolls when the focused item has no more to show).
    @discardableResult
    public func perform(_ action: Action, at time: Double) -> Bool {
        clock = max(clock, time)
        switch action {
        case .next: scroll(byNumberOfItems: 1, now: time)
        case .previous: scroll(byNumberOfItems: -1, now: time)
        case .nextPage: scroll(byNumberOfItems: itemsPerScreen, now: time)
        case .previousPage: scroll(byNumberOfItems: -itemsPerScreen, now: time)
        case .first: scroll(toItem: 0, now: time)
        case .last: scroll(toItem: carousel.numberOfItems - 1, now: time)
        case .scrollContentDown: scrollFocusedItem(byRows: 1)
        case .scrollContentUp: scrollFocusedItem(byRows: -1)
        case .select: select(carousel.restingItemIndex)
        default: return false
        }
        return true
    }

    /// Items a page key moves: as many as fit across the frame (down it, when vertical:
    /// the pitch is in column units, a row being `effectiveCellAspectRatio` of them), at
    /// least one.
    public var itemsPerScreen: Int {
        let length = isVertical ? Double(frame.height) * configuration.effectiveCellAspectRatio : Double(frame.width)
        return max(1, Int(max(length, 1) / max(carousel.itemWidth, 1)))
    }

    /// A mouse event in screen cells; false when it is outside the frame (and no drag is held).
    @discardableResult
    public func handle(_ mouse: MouseEvent, at time: Double) -> Bool {
        clock = max(clock, time)
        let inside = frame.contains(Point(x: mouse.column, y: mouse.row))
        if mouse.isWheel {
            guard inside else { return false }
            // Over the focused item at rest, with more to show: the wheel scrolls its content.
            let scrollsContent = !carousel.isMoving
                && indexOfItem(atColumn: mouse.column, row: mouse.row) == carousel.currentItemIndex
                && (currentItemView?.scrollLimit(in: cards.cardSize(inArea: frame.size),
                                                 context: ItemContext(isFocused: true, style: cards.theme.focusedCard)) ?? 0) > 0
            switch PagerGestures.wheelGesture(for: mouse, scrollsContent: scrollsContent) {
            case .scroll(let rows)?: scrollFocusedItem(byRows: rows)
            case .turn(let forward)?: report(gestures.wheel(forward: forward, pager: &carousel, now: time))
            case nil: break
            }
            return true
        }
        guard inside || gestures.pointer.isTracking else { return false }
        let result = gestures.handle(mouse, at: time, pager: &carousel)
        report(result.events)
        for outcome in result.outcomes {
            if case .click(let column, let row, let wasMoving) = outcome { click(column: column, row: row, wasMoving: wasMoving, at: time) }
        }
        return true
    }

    /// A click centres a side item, and selects the centred one when it is at rest.
    private func click(column: Int, row: Int, wasMoving: Bool, at time: Double) {
        let hit = indexOfItem(atColumn: column, row: row)
        if let hit, hit == carousel.currentItemIndex, !wasMoving, carousel.scrollOffset == carousel.scrollOffset.rounded() {
            select(hit)
            return
        }
        // A tap centres; choosing is for the centred item, so iCarousel's didSelectItem
        // for a side item is passed on only when taps do not centre
        // (`physics.centersItemWhenSelected` false), and then after `carouselShouldSelectItem`.
        let centres = carousel.physics.centersItemWhenSelected
        let allowed = hit.map { delegate?.carouselShouldSelectItem(at: $0) ?? true } ?? true
        report(carousel.tap(itemAt: hit, now: time, shouldSelect: { _ in allowed }).filter {
            if case .didSelectItem = $0 { return !centres }
            return true
        })
        if !animates { report(carousel.step(by: 0, animated: false, now: time)) }
    }

    /// Reports `didSelectItem` for `index` when there is one and the delegate allows it.
    private func select(_ index: Int) {
        guard index >= 0, index < carousel.numberOfItems, delegate?.carouselShouldSelectItem(at: index) ?? true else { return }
        report([.didSelectItem(index)])
    }

    // MARK: Internals

    /// An edit still playing ends at once (another edit, or its time is up).
    private func settleEdit() {
        edit = nil
        outgoingView = nil
        appearance += 1
    }

    /// Loaded views keep their items through an edit: those at or after `index` move by `delta`.
    private func shiftLoadedViews(from index: Int, by delta: Int) {
        store.shiftIndexes(from: delta > 0 ? index : index + 1, by: delta, dropping: delta < 0 ? index : nil)
        appearance += 1
    }

    /// Wrap and the drag multiplier as the type (and `wraps`) ask for them.
    private func applyConfiguration() {
        appearance += 1
        var options = options
        if let wraps { options.overrides[.wrap] = wraps ? 1 : 0 }
        cards.configuration.options = options
        let area = frame.width > 0 ? frame.size : Size(columns: 80, rows: 23)
        var layout = cards.layout(inArea: area)
        layout.numberOfPlaceholders = numberOfPlaceholders
        carousel.isWrapEnabled = layout.isWrapEnabled
        carousel.itemWidth = cards.itemPitch(inArea: area)
        carousel.offsetMultiplier = layout.resolvedOptions(numberOfItems: carousel.numberOfItems).offsetMultiplier
    }

    private func report(_ events: [CarouselEvent]) {
        guard let delegate, !events.isEmpty else { return }
        carousel.forward(events, to: delegate)
    }
}

extension KeyMap {
    /// What a `CarouselView` answers to: arrows (and h/j/k/l), Home/g, End/G, a screenful
    /// with PgUp/b and PgDn/Space, the centred card's text with J/K, Enter selects.
    public static let carouselView = KeyMap(bindings: [
        KeyBinding(keys: [KeyPress(.left), KeyPress(.character("h")), KeyPress(.up), KeyPress(.character("k"))],
                   label: "←/h", help: "previous", action: .previous),
        KeyBinding(keys: [KeyPress(.right), KeyPress(.character("l")), KeyPress(.down), KeyPress(.character("j"))],
                   label: "→/l", help: "next", action: .next),
        KeyBinding(keys: [KeyPress(.home), KeyPress(.character("g"))], label: "Home/g", help: "first", action: .first),
        KeyBinding(keys: [KeyPress(.end), KeyPress(.character("G"))], label: "End/G", help: "last", action: .last),
        KeyBinding(keys: [KeyPress(.pageDown), KeyPress(.character(" "))], label: "PgDn/Space", help: "next page", action: .nextPage),
        KeyBinding(keys: [KeyPress(.pageUp), KeyPress(.character("b"))], label: "PgUp/b", help: "previous page", action: .previousPage),
    ] + contentScrolling + [
        KeyBinding(keys: [KeyPress(.enter)], label: "Enter", help: "pick", action: .select),
    ])
}
