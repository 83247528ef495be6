import CarouselEngine
import CellCanvas
import TerminalBackend

/// The carousel mode (iCarousel): the engine's carousel, drawn by `CarouselScreen`, moved
/// by keys, the wheel and pointer drags.
struct CarouselMode: ModeScreen {
    private var carousel: Carousel
    private let source: CardSource
    private var screen: CarouselScreen
    private let options: LaunchOptions
    /// Wrap as the user asked (`--wrap`, `--no-wrap`, `w`); nil follows the type's default.
    private var wrapOverride: Bool?
    /// Cover flow 2's swing, driven by index changes.
    private var toggle = CoverFlowToggle()
    private var lastIndex: Int
    private var pointer = PointerTracker()
    /// The size of the last frame drawn (layout needs one before the first frame).
    private var screenSize = Size(columns: 80, rows: 24)
    /// The cards of the last frame, back to front, for hit testing clicks.
    private var drawnPlacements: [ItemPlacement] = []
    /// Whether the carousel was moving when the button went down (a click then only stops it).
    private var wasMovingAtPress = false

    /// Items per second one wheel notch adds: just under what decelerates one item from
    /// rest (iCarousel glides v / (60 (1 − rate)) items, a third of v at rate 0.95).
    static let wheelNotchVelocity = 2.9
    /// What `a` starts when no `--autoscroll` speed was given, in items per second.
    static let defaultAutoscroll = 0.5

    init(_ context: ScreenContext) {
        source = context.source
        options = context.options
        carousel = Carousel(numberOfItems: source.count)
        lastIndex = carousel.currentItemIndex
        wrapOverride = options.wraps
        carousel.scrollDuration = options.animates ? Carousel.defaultScrollDuration : 0
        carousel.autoscroll = options.autoscroll
        screen = CarouselScreen(source: source, theme: .standard(colorEnabled: context.colorEnabled),
                                keyMap: .carousel, geometry: options.geometry,
                                configuration: CarouselConfiguration(type: options.type, isVertical: options.isVertical),
                                isColorEnabled: context.colorEnabled)
        pointer.isVertical = options.isVertical
        applyConfiguration()
    }

    var keyMap: KeyMap { screen.keyMap }

    var isAnimating: Bool { carousel.isMoving || toggle.isAnimating }

    mutating func step(now: Double) {
        if carousel.isMoving { _ = carousel.step(now: now) }
        followToggle(now: now)
    }

    mutating func render(into buffer: inout CellBuffer, status: StatusContent) {
        if buffer.size != screenSize {
            screenSize = buffer.size
            applyConfiguration()
        }
        carousel.itemWidth = screen.itemPitch(for: buffer.size)
        drawnPlacements = screen.render(carousel, into: &buffer, status: status, toggle: toggle)
    }

    // MARK: Items, search

    var itemCount: Int { source.count }

    var searchOrigin: Int {
        let target = carousel.isMoving ? Int(carousel.targetOffset.rounded()) : carousel.currentItemIndex
        return carousel.wrapMath.clampedIndex(target)
    }

    func firstMatch(of query: String, from start: Int, direction: SearchDirection) -> Int? {
        source.firstMatch(of: query, from: start, direction: direction)
    }

    mutating func reveal(item: Int, at time: Double) {
        _ = carousel.scroll(toItem: item, now: time)
    }

    mutating func itemCountDidChange(to count: Int, at time: Double) {
        if count != carousel.numberOfItems { carousel.numberOfItems = count }
    }

    // MARK: Actions

    mutating func perform(_ action: Action, at time: Double) -> ScreenResponse {
        switch action {
        case .next: _ = carousel.scroll(byNumberOfItems: 1, now: time)
        case .previous: _ = carousel.scroll(byNumberOfItems: -1, now: time)
        case .nextPage: _ = carousel.scroll(byNumberOfItems: cardsPerPage, now: time)
        case .previousPage: _ = carousel.scroll(byNumberOfItems: -cardsPerPage, now: time)
        case .nextType:
            let types = CarouselType.allCases
            let next = types[(types.firstIndex(of: screen.configuration.type).map { $0 + 1 } ?? 0) % types.count]
            screen.configuration.type = next
            applyConfiguration()
        case .toggleVertical:
            screen.configuration.isVertical.toggle()
            pointer.isVertical = screen.configuration.isVertical
            applyConfiguration()
        case .toggleWrap:
            wrapOverride = !carousel.isWrapEnabled
            applyConfiguration()
        case .toggleAutoscroll:
            carousel.autoscroll = carousel.autoscroll != 0 ? 0
                : (options.autoscroll != 0 ? options.autoscroll : Self.defaultAutoscroll)
        case .first: _ = carousel.scroll(toItem: 0, now: time)
        case .last: _ = carousel.scroll(toItem: carousel.numberOfItems - 1, now: time)
        case .select:
            let index = carousel.currentItemIndex
            guard index >= 0, index < source.count else { return .handled }
            return .pick(source.fields(at: index), index: index)
        default:
            break
        }
        return .handled
    }

    /// Brings the carousel in line with the screen's type and axis: wrap (the type's
    /// default unless the user chose), and the drag multiplier the type asks for.
    private mutating func applyConfiguration() {
        var options = CarouselOptions()
        if let wrapOverride { options.overrides[.wrap] = wrapOverride ? 1 : 0 }
        screen.configuration.options = options
        let layout = screen.layout(for: screenSize)
        carousel.isWrapEnabled = layout.isWrapEnabled
        carousel.offsetMultiplier = layout.resolvedOptions(numberOfItems: carousel.numberOfItems).offsetMultiplier
    }

    /// Feeds cover flow 2's toggle: the index changes, the motion that is free, the swing's
    /// clock. Other types have no toggle, and no frames are spent on it.
    private mutating func followToggle(now: Double) {
        guard screen.configuration.type == .coverFlow2 else {
            toggle = CoverFlowToggle()
            lastIndex = carousel.currentItemIndex
            return
        }
        toggle.follow(carousel, lastIndex: &lastIndex, now: now)
    }

    /// Cards a page key moves: as many as fit across the screen, at least one.
    private var cardsPerPage: Int {
        max(1, Int(Double(screenSize.columns) / max(carousel.itemWidth, 1)))
    }

    // MARK: Pointer and wheel

    mutating func handle(_ mouse: MouseEvent, at time: Double) -> ScreenResponse {
        if mouse.isWheel {
            wheel(forward: mouse.button == .wheelDown || mouse.button == .wheelRight, at: time)
            return .handled
        }
        for gesture in pointer.handle(mouse, at: time) {
            let response = apply(gesture, at: time)
            if response != .handled { return response }
        }
        return .handled
    }

    /// Applies one pointer gesture: press freezes, drags move the cards with the pointer,
    /// release flings, a click centres a card or picks the one already centred.
    private mutating func apply(_ gesture: PointerGesture, at time: Double) -> ScreenResponse {
        switch gesture {
        case .press:
            wasMovingAtPress = carousel.isMoving && carousel.autoscroll == 0
            _ = carousel.stopMotion(now: time)
        case .dragBegan:
            _ = carousel.beginDragging(now: time)
        case .dragMoved(let translation, let velocity):
            _ = carousel.drag(translation: translation, velocity: velocity, now: time)
        case .dragEnded:
            _ = carousel.endDragging(now: time)
            if !options.animates { settleInstantly(at: time) }
        case .click(let column, let row):
            let hit = drawnPlacements.frontmost(at: Vector2(x: Double(column) + 0.5, y: Double(row) + 0.5))?.index
            if let hit, hit == carousel.currentItemIndex, !wasMovingAtPress, carousel.scrollOffset == carousel.scrollOffset.rounded() {
                return perform(.select, at: time)
            }
            _ = carousel.tap(itemAt: hit, now: time)
            if !options.animates { settleInstantly(at: time) }
        }
        return .handled
    }

    /// One wheel notch: adds velocity, so notches in quick succession glide further; with
    /// reduced motion, one item per notch at once.
    private mutating func wheel(forward: Bool, at time: Double) {
        if options.animates {
            _ = carousel.fling(velocity: forward ? Self.wheelNotchVelocity : -Self.wheelNotchVelocity, now: time)
        } else {
            _ = carousel.scroll(byNumberOfItems: forward ? 1 : -1, duration: 0, now: time)
        }
    }

    /// Reduced motion: whatever the release or tap started ends at once on its item.
    private mutating func settleInstantly(at time: Double) {
        let target = carousel.isAnimating ? carousel.targetOffset : carousel.scrollOffset
        _ = carousel.scroll(toItem: Int(target.rounded()), duration: 0, now: time)
    }
}
