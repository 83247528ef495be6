import CarouselEngine
import CellCanvas
import TerminalBackend

/// A carousel to embed in your own terminal program: it draws into a region of a
/// `CellBuffer` and takes `InputEvent`s, and your program keeps its terminal, its loop and
/// the rest of the screen. swipe-tui's own carousel mode is this view plus a status line.
///
/// Items come from a `CarouselViewDataSource`; what happens is reported to a
/// `CarouselDelegate` (the engine's, iCarousel's names): scrolling, dragging, decelerating,
/// index changes and selection. A click on a side card brings it to the centre; a click on
/// the centred card at rest, or Enter, selects it (after `carouselShouldSelectItem`).
///
/// The view asks the data source for a card when it lays the card out, and keeps what it
/// drew while nothing moves: a data source whose cards change while their number stays
/// the same calls `setNeedsDisplay()` (or `reloadData()`) so they are drawn again.
///
/// ```swift
/// let view = CarouselView(type: .coverFlow)
/// view.dataSource = myCards
/// view.delegate = myHandler
/// view.reloadData()
/// // each turn of your loop:
/// view.step(now: MonotonicClock.now())
/// view.draw(in: Rect(x: 0, y: 2, width: 80, height: 20), on: &frame)
/// for event in terminal.nextEvents(deadline: view.isAnimating ? now + 1.0 / 60 : nil) {
///     view.handle(event)
/// }
/// ```
public final class CarouselView {
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
    /// False for reduced motion: moves are instant, and a release or a click ends at once
    /// on its card.
    public var animates = true {
        didSet { carousel.scrollDuration = animates ? Carousel.defaultScrollDuration : 0 }
    }

    /// The engine state: offset, current index, motion. Read it; change it through the view.
    public private(set) var carousel: Carousel
    private var cards: CarouselCards
    private var pointer: PointerTracker
    /// The region of the last `draw`, for mouse coordinates and layout.
    public private(set) var region = Rect(x: 0, y: 0, width: 0, height: 0)
    private var drawnPlacements: [ItemPlacement] = []
    /// Whether the carousel was moving when the button went down (a click then only stops it).
    private var wasMovingAtPress = false
    /// Cover flow 2's swing, and the index it last saw.
    private var toggle = CoverFlowToggle()
    private var lastIndex = -1
    /// What the last draw showed, and the state it showed: the same state is copied back
    /// instead of laid out and projected again.
    private var drawn: (key: DrawKey, cells: CellBuffer)?
    /// Bumped by everything that changes the look outside the motion state.
    private var appearance = 0

    private struct DrawKey: Equatable {
        var region: Rect
        var appearance: Int
        var offset: Double
        var currentItem: Int
        var count: Int
        var itemWidth: Double
        var toggle: CoverFlowToggle
    }

    /// A view of the given type and axis, with cards sized by `geometry`; `colorEnabled`
    /// false draws with attributes only (honour `NO_COLOR`).
    public init(type: CarouselType = .linear, isVertical: Bool = false, colorEnabled: Bool = true,
                geometry: CarouselScreen.Geometry = CarouselScreen.Geometry()) {
        carousel = Carousel(numberOfItems: 0)
        cards = CarouselCards(theme: .standard(colorEnabled: colorEnabled), geometry: geometry,
                              configuration: CarouselConfiguration(type: type, isVertical: isVertical),
                              isColorEnabled: colorEnabled)
        pointer = PointerTracker(isVertical: isVertical)
        applyConfiguration()
    }

    /// The carousel type; changing it keeps the current item.
    public var type: CarouselType {
        get { cards.configuration.type }
        set {
            cards.configuration.type = newValue
            applyConfiguration()
        }
    }

    /// Scroll up and down instead of left and right.
    public var isVertical: Bool {
        get { cards.configuration.isVertical }
        set {
            cards.configuration.isVertical = newValue
            pointer.isVertical = newValue
            applyConfiguration()
        }
    }

    /// Whether the carousel goes round from the last item to the first; nil follows the
    /// type's default (the ring types wrap).
    public var wraps: Bool? {
        didSet { applyConfiguration() }
    }

    /// Items per second the carousel moves on its own (negative: backwards; 0: off).
    public var autoscroll: Double {
        get { carousel.autoscroll }
        set { carousel.autoscroll = newValue }
    }

    /// The look of the cards.
    public var theme: Theme {
        get { cards.theme }
        set {
            cards.theme = newValue
            appearance += 1
        }
    }

    /// The type, its options and the axis, as the cards are laid out.
    public var configuration: CarouselConfiguration { cards.configuration }

    /// The item in the centre, or -1 when there are none.
    public var currentItemIndex: Int { carousel.currentItemIndex }

    /// How many items there are (as of the last `reloadData()`).
    public var numberOfItems: Int { carousel.numberOfItems }

    /// True while anything moves on its own: keep calling `step(now:)` and drawing until it
    /// is false, then sleep until the next input. A drag moves only with the pointer, so
    /// while the button is held still nothing needs a frame.
    public var isAnimating: Bool { (carousel.isMoving && !carousel.isDragging) || toggle.isAnimating }

    /// Asks the data source for the number of items again (the current index is kept,
    /// clamped to the new count).
    public func reloadData() {
        carousel.numberOfItems = max(dataSource?.numberOfItems(in: self) ?? 0, 0)
        applyConfiguration()
    }

    /// Draws the cards again on the next `draw`, for a data source whose cards changed
    /// while their number stayed the same (`reloadData` does this too).
    public func setNeedsDisplay() {
        appearance += 1
    }

    /// Scrolls to `index`, over the standard duration or at once.
    public func scroll(toItem index: Int, animated: Bool = true, now: Double) {
        report(carousel.scroll(toItem: index, duration: animated && animates ? nil : 0, now: now))
    }

    /// Scrolls by `count` items (negative: back); pressed again while moving, it adds to
    /// the target, so quick presses land that many items on.
    public func scroll(byNumberOfItems count: Int, now: Double) {
        report(carousel.scroll(byNumberOfItems: count, now: now))
    }

    /// Advances motion to `now` (seconds, on any clock that only goes forward).
    public func step(now: Double) {
        if carousel.isMoving { report(carousel.step(now: now)) }
        if type == .coverFlow2 {
            toggle.follow(carousel, lastIndex: &lastIndex, now: now)
        } else {
            toggle = CoverFlowToggle()
            lastIndex = carousel.currentItemIndex
        }
    }

    /// Draws the cards inside `region` of `buffer`, clearing it first; nothing outside it
    /// is touched. Mouse events are matched against the region of the last call. When
    /// nothing moved since the last call, the cells drawn then are copied back: a frame in
    /// which only something else changed costs a copy, not a layout and a projection.
    public func draw(in region: Rect, on buffer: inout CellBuffer) {
        if region.size != self.region.size {
            self.region = region
            applyConfiguration()
        }
        self.region = region
        let area = region.intersection(buffer.bounds)
        guard area.width > 0, area.height > 0 else {
            buffer.fill(region, with: .blank)
            drawnPlacements = []
            drawn = nil
            return
        }
        carousel.itemWidth = cards.itemPitch(inArea: region.size)
        let key = DrawKey(region: region, appearance: appearance, offset: carousel.scrollOffset,
                          currentItem: carousel.currentItemIndex, count: carousel.numberOfItems,
                          itemWidth: carousel.itemWidth, toggle: toggle)
        if let drawn, drawn.key == key, drawn.cells.size == area.size {
            buffer.paste(drawn.cells, at: area.origin)
            return
        }
        buffer.fill(region, with: .blank)
        drawnPlacements = cards.drawCards(of: carousel, count: carousel.numberOfItems, cardAt: { [unowned self] index in
            dataSource?.carouselView(self, cardForItemAt: index) ?? Card(title: "", blocks: [])
        }, in: region, on: &buffer, toggle: toggle)
        // Kept for the frames that follow once it is still; in motion every frame differs.
        drawn = isAnimating ? nil : (key, buffer.copy(of: area))
    }

    /// Handles a key or mouse event; returns false for events the view does not use (keys
    /// not in `keyMap`, presses and wheel notches outside its region), so your program can.
    @discardableResult
    public func handle(_ event: InputEvent) -> Bool {
        switch event.kind {
        case .key(let press):
            guard let action = keyMap.action(for: press) else { return false }
            perform(action, at: event.time)
            return true
        case .mouse(let mouse):
            return handle(mouse, at: event.time)
        default:
            return false
        }
    }

    private func perform(_ action: Action, at time: Double) {
        switch action {
        case .next: scroll(byNumberOfItems: 1, now: time)
        case .previous: scroll(byNumberOfItems: -1, now: time)
        case .first: scroll(toItem: 0, now: time)
        case .last: scroll(toItem: carousel.numberOfItems - 1, now: time)
        case .select: select(carousel.restingItemIndex)
        default: break
        }
    }

    private func handle(_ mouse: MouseEvent, at time: Double) -> Bool {
        let inside = region.contains(Point(x: mouse.column, y: mouse.row))
        if mouse.isWheel {
            guard inside else { return false }
            let forward = mouse.button == .wheelDown || mouse.button == .wheelRight
            if animates {
                report(carousel.fling(velocity: forward ? Self.wheelNotchVelocity : -Self.wheelNotchVelocity, now: time))
            } else {
                report(carousel.scroll(byNumberOfItems: forward ? 1 : -1, duration: 0, now: time))
            }
            return true
        }
        guard inside || pointer.isTracking else { return false }
        var local = mouse
        local.column -= region.x
        local.row -= region.y
        for gesture in pointer.handle(local, at: time) {
            apply(gesture, at: time)
        }
        return true
    }

    /// Press freezes, drags move the cards with the pointer, release flings; a click
    /// centres a side card, and selects the centred one when it is at rest.
    private func apply(_ gesture: PointerGesture, at time: Double) {
        switch gesture {
        case .press:
            wasMovingAtPress = carousel.isMoving && !carousel.isAutoscrolling
            report(carousel.stopMotion(now: time))
        case .dragBegan:
            report(carousel.beginDragging(now: time))
        case .dragMoved(let translation, let velocity):
            report(carousel.drag(translation: translation, velocity: velocity, now: time))
        case .dragEnded:
            report(carousel.endDragging(now: time))
            if !animates { settleInstantly(at: time) }
        case .click(let column, let row):
            let hit = drawnPlacements.frontmost(at: Vector2(x: Double(column) + 0.5, y: Double(row) + 0.5))?.index
            if let hit, hit == carousel.currentItemIndex, !wasMovingAtPress,
               carousel.scrollOffset == carousel.scrollOffset.rounded() {
                select(hit)
                return
            }
            // A tap centres; choosing is for the centred card, so iCarousel's
            // didSelectItem for a side card is not passed on.
            report(carousel.tap(itemAt: hit, now: time).filter {
                if case .didSelectItem = $0 { return false }
                return true
            })
            if !animates { settleInstantly(at: time) }
        }
    }

    /// Reports `didSelectItem` for `index` when there is one and the delegate allows it.
    private func select(_ index: Int) {
        guard index >= 0, index < carousel.numberOfItems, delegate?.carouselShouldSelectItem(at: index) ?? true else { return }
        report([.didSelectItem(index)])
    }

    /// Reduced motion: whatever the release or tap started ends at once on its item.
    private func settleInstantly(at time: Double) {
        let target = carousel.isAnimating ? carousel.targetOffset : carousel.scrollOffset
        report(carousel.scroll(toItem: Int(target.rounded()), duration: 0, now: time))
    }

    /// Wrap and the drag multiplier as the type (and `wraps`) ask for them.
    private func applyConfiguration() {
        appearance += 1
        var options = CarouselOptions()
        if let wraps { options.overrides[.wrap] = wraps ? 1 : 0 }
        cards.configuration.options = options
        let layout = cards.layout(inArea: region.width > 0 ? region.size : Size(columns: 80, rows: 23))
        carousel.isWrapEnabled = layout.isWrapEnabled
        carousel.offsetMultiplier = layout.resolvedOptions(numberOfItems: carousel.numberOfItems).offsetMultiplier
    }

    private func report(_ events: [CarouselEvent]) {
        guard let delegate, !events.isEmpty else { return }
        carousel.forward(events, to: delegate)
    }
}

extension KeyMap {
    /// What an embedded `CarouselView` answers to: arrows (and h/j/k/l), Home/End, Enter.
    public static let carouselView = KeyMap(bindings: [
        KeyBinding(keys: [KeyPress(.left), KeyPress(.character("h")), KeyPress(.up), KeyPress(.character("k"))],
                   label: "←/h", help: "previous", action: .previous),
        KeyBinding(keys: [KeyPress(.right), KeyPress(.character("l")), KeyPress(.down), KeyPress(.character("j"))],
                   label: "→/l", help: "next", action: .next),
        KeyBinding(keys: [KeyPress(.home)], label: "Home", help: "first", action: .first),
        KeyBinding(keys: [KeyPress(.end)], label: "End", help: "last", action: .last),
        KeyBinding(keys: [KeyPress(.enter)], label: "Enter", help: "select", action: .select),
    ])
}
