import CarouselEngine
import CellCanvas
import TerminalBackend

/// The carousel mode (iCarousel): the library's `CarouselView` over the whole screen but
/// the status line, plus the app's keys (types, axis, wrap, autoscroll, pages) and picking.
struct CarouselMode: ModeScreen {
    private let view: CarouselView
    private let items: ItemsForView
    private let selection = SelectionRecorder()
    private let source: CardSource
    private var screen: CarouselScreen
    private let options: LaunchOptions

    /// What `a` starts when no `--autoscroll` speed was given, in items per second.
    static let defaultAutoscroll = 0.5

    init(_ context: ScreenContext) {
        source = context.source
        options = context.options
        screen = CarouselScreen(source: source, theme: .standard(colorEnabled: context.colorEnabled),
                                keyMap: .carousel, geometry: options.geometry,
                                configuration: CarouselConfiguration(type: options.type, isVertical: options.isVertical),
                                isColorEnabled: context.colorEnabled)
        view = CarouselView(type: options.type, isVertical: options.isVertical, colorEnabled: context.colorEnabled,
                            geometry: options.geometry)
        items = ItemsForView(source: source)
        view.dataSource = items
        view.delegate = selection
        view.keyMap = KeyMap(bindings: [])
        view.animates = options.animates
        view.wraps = options.wraps
        view.autoscroll = options.autoscroll
        view.reloadData()
    }

    var keyMap: KeyMap { screen.keyMap }

    var isAnimating: Bool { view.isAnimating }

    mutating func step(now: Double) {
        view.step(now: now)
    }

    mutating func render(into buffer: inout CellBuffer, status: StatusContent) {
        buffer.fill(buffer.bounds, with: .blank)
        let size = buffer.size
        guard size.columns >= CarouselScreen.minimumSize.columns, size.rows >= CarouselScreen.minimumSize.rows else {
            StatusLine.drawTooSmall(minimum: CarouselScreen.minimumSize, on: &buffer, theme: screen.theme)
            return
        }
        view.draw(in: Rect(x: 0, y: 0, width: size.columns, height: size.rows - 1), on: &buffer)
        screen.configuration = view.configuration
        screen.renderStatus(view.carousel, status: status, into: &buffer)
    }

    // MARK: Items, search

    var itemCount: Int { source.count }

    var searchOrigin: Int { view.carousel.restingItemIndex }

    func firstMatch(of query: String, from start: Int, direction: SearchDirection) -> Int? {
        source.firstMatch(of: query, from: start, direction: direction)
    }

    mutating func reveal(item: Int, at time: Double) {
        view.scroll(toItem: item, now: time)
    }

    mutating func itemCountDidChange(to count: Int, at time: Double) {
        if count != view.numberOfItems { view.reloadData() }
    }

    // MARK: Actions

    mutating func perform(_ action: Action, at time: Double) -> ScreenResponse {
        switch action {
        case .next: view.scroll(byNumberOfItems: 1, now: time)
        case .previous: view.scroll(byNumberOfItems: -1, now: time)
        case .nextPage: view.scroll(byNumberOfItems: cardsPerPage, now: time)
        case .previousPage: view.scroll(byNumberOfItems: -cardsPerPage, now: time)
        case .nextType:
            let types = CarouselType.allCases
            view.type = types[(types.firstIndex(of: view.type).map { $0 + 1 } ?? 0) % types.count]
        case .toggleVertical:
            view.isVertical.toggle()
        case .toggleWrap:
            view.wraps = !view.carousel.isWrapEnabled
        case .toggleAutoscroll:
            view.autoscroll = view.autoscroll != 0 ? 0
                : (options.autoscroll != 0 ? options.autoscroll : Self.defaultAutoscroll)
        case .first: view.scroll(toItem: 0, now: time)
        case .last: view.scroll(toItem: view.numberOfItems - 1, now: time)
        case .select:
            // The item the status line names: mid-scroll, where the scroll is going.
            return pick(view.carousel.restingItemIndex)
        default:
            break
        }
        return .handled
    }

    /// Cards a page key moves: as many as fit across the screen, at least one.
    private var cardsPerPage: Int {
        max(1, Int(Double(max(view.region.width, 1)) / max(view.carousel.itemWidth, 1)))
    }

    mutating func handle(_ mouse: MouseEvent, at time: Double) -> ScreenResponse {
        selection.selected = nil
        view.handle(InputEvent(.mouse(mouse), time: time))
        return selection.selected.map(pick) ?? .handled
    }

    private func pick(_ index: Int) -> ScreenResponse {
        guard index >= 0, index < source.count else { return .handled }
        return .pick(source.fields(at: index), index: index)
    }
}

/// The app's cards as the view's data source.
private final class ItemsForView: CarouselViewDataSource {
    let source: CardSource

    init(source: CardSource) { self.source = source }

    func numberOfItems(in carouselView: CarouselView) -> Int { source.count }

    func carouselView(_ carouselView: CarouselView, cardForItemAt index: Int) -> Card { source.card(at: index) }
}

/// Remembers the item the view reported selected (a click on the centred card).
private final class SelectionRecorder: CarouselDelegate {
    var selected: Int?

    func carousel(_ carousel: Carousel, didSelectItemAt index: Int) { selected = index }
}
