import CarouselEngine
import CellCanvas
import TerminalBackend

/// The carousel mode (iCarousel): the library's `CarouselView` over the whole screen but
/// the status line, plus the app's keys (types, axis, wrap, autoscroll, pages, delete and
/// undo) and picking. `d` removes the centred card with iCarousel's animated removal, `u`
/// brings the last one back with the animated insertion; the source never changes, an
/// index map hides what was deleted.
struct CarouselMode: ModeChrome {
    /// Below this size the screen shows a short message instead of cards.
    static let minimumSize = Size(columns: 20, rows: 6)
    /// What `a` starts when no `--autoscroll` speed was given, in items per second.
    static let defaultAutoscroll = 0.5

    /// The cards.
    let view: CarouselView
    let modeKeys = KeyMap.carouselMode
    let theme: Theme
    var minimumSize: Size { Self.minimumSize }
    private let items: ItemsForView
    private let selection = SelectionRecorder()
    private let source: CardSource
    private let options: LaunchOptions
    /// Lines get small cards, sized again as more of them arrive.
    private let sizesCardsToLines: Bool
    /// The item count the card width was last measured at: measured again only once the
    /// input has doubled, so streaming stdin does not sample 2,048 lines on every batch.
    private var measuredCount = 0

    init(_ context: ScreenContext) {
        source = context.source
        options = context.options
        theme = .standard(colorEnabled: context.colorEnabled)
        sizesCardsToLines = SingleLineCards.apply(to: source, options: options)
        var geometry = options.geometry
        if sizesCardsToLines {
            geometry.singleLineWidth = SingleLineCards.width(of: source)
            measuredCount = source.count
        }
        view = CarouselView(type: options.type, isVertical: options.isVertical || sizesCardsToLines,
                            colorEnabled: context.colorEnabled, geometry: geometry)
        items = ItemsForView(source: source)
        view.dataSource = items
        view.delegate = selection
        view.animates = options.animates
        view.wraps = options.wraps
        view.autoscroll = options.autoscroll
        view.reloadData()
    }

    mutating func drawChrome(into buffer: inout CellBuffer, status: StatusContent) {
        statusLine(status).draw(on: &buffer, row: buffer.size.rows - 1, theme: theme)
    }

    /// The status line: the position (the destination while moving), the type and what is
    /// switched on, notes, hints.
    private func statusLine(_ status: StatusContent) -> StatusLine {
        let carousel = view.carousel
        // While moving, the destination: the first frame after a key then changes at once,
        // even though the ease-in moves the cards less than a column for the first ~50 ms.
        let index = carousel.restingItemIndex
        // The type, then what is switched on: ↕ vertical, wrap, auto(scroll).
        let kind = view.type.name + (view.isVertical ? " ↕" : "")
            + (carousel.isWrapEnabled ? " wrap" : "") + (carousel.autoscroll != 0 ? " auto" : "")
        // The arrow keys the axis uses (the key map binds both pairs to the same moves).
        let moves = view.isVertical ? "↑/k previous · ↓/j next" : keyMap.hint(for: [.previous, .next])
        return StatusLine(position: StatusLine.position(index: index, count: carousel.numberOfItems, isLoading: status.isLoading),
                          kind: kind, status: status, hint: moves + " · " + keyMap.hint(for: [.select, .help, .quit]))
    }

    // MARK: Items, search

    var itemCount: Int { items.pages.count }
    var deletedCount: Int { items.pages.sourceCount - items.pages.count }

    /// Nothing to show only when the source had nothing: deleting every card leaves a
    /// screen to undo from.
    var isEmpty: Bool { source.count == 0 }

    var searchOrigin: Int { view.carousel.restingItemIndex }

    func firstMatch(of query: String, from start: Int, direction: SearchDirection) -> Int? {
        source.firstMatch(of: query, fromPosition: start, direction: direction, in: items.pages)
    }

    mutating func reveal(item: Int, at time: Double) {
        view.scroll(toItem: item, now: time)
    }

    var focusedPosition: Int { items.pages.sourceIndex(at: view.carousel.restingItemIndex) ?? 0 }

    mutating func cardDidChange(atPosition position: Int) {
        if let shown = items.pages.position(ofSource: position) { view.reloadItem(at: shown) }
    }

    mutating func itemsDidChange(focusing position: Int, at time: Double) {
        items.pages = DeckIndexMap(sourceCount: source.count)
        view.reloadData()
        if source.count > 0 { view.currentItemIndex = min(max(position, 0), source.count - 1) }
    }

    mutating func itemCountDidChange(to count: Int, at time: Double) {
        items.pages.sourceCountDidChange(to: count)
        if items.pages.count != view.numberOfItems { view.reloadData() }
        if sizesCardsToLines, count < SingleLineCards.sampleSize || count >= measuredCount * 2 {
            measuredCount = count
            let width = SingleLineCards.width(of: source)
            if width != view.geometry.singleLineWidth { view.geometry.singleLineWidth = width }
        }
    }

    // MARK: Actions

    /// A pick when the view's delegate was told of a selection (Enter, a click on the
    /// centred card).
    mutating func viewResponse(after action: Action?) -> ScreenResponse {
        defer { selection.selected = nil }
        return selection.selected.map(pick) ?? .handled
    }

    /// The mode's keys: types, the toggles, deleting and undoing.
    mutating func perform(own action: Action, at time: Double) -> ScreenResponse {
        switch action {
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
        case .delete:
            let position = view.carousel.restingItemIndex
            guard items.pages.remove(at: position) != nil else { return .note("no cards to delete") }
            view.removeItem(at: position, now: time)
            return .note("deleted; u brings it back")
        case .undo:
            guard let position = items.pages.restoreLast() else { return .note("nothing to undo") }
            view.insertItem(at: position, now: time)
            view.scroll(toItem: position, now: time)
        default:
            break
        }
        return .handled
    }

    /// The pick for the card at `position`: its source item.
    private func pick(_ position: Int) -> ScreenResponse {
        guard let index = items.pages.sourceIndex(at: position) else { return .handled }
        return .pick(source.fields(at: index), index: index)
    }
}

/// The app's cards as the view's data source, without the deleted ones.
private final class ItemsForView: CarouselViewDataSource {
    let source: CardSource
    /// Which source items are cards, after deletions.
    var pages: DeckIndexMap

    init(source: CardSource) {
        self.source = source
        pages = DeckIndexMap(sourceCount: source.count)
    }

    func numberOfItems(in carouselView: CarouselView) -> Int { pages.count }

    func carouselView(_ carouselView: CarouselView, viewForItemAt index: Int, reusing reusable: (any ItemView)?) -> any ItemView {
        pages.sourceIndex(at: index).map { source.card(at: $0) } ?? Card(title: "", blocks: [])
    }
}

/// Remembers the item the view reported selected (a click on the centred card).
private final class SelectionRecorder: CarouselDelegate {
    var selected: Int?

    func carousel(_ carousel: Carousel, didSelectItemAt index: Int) { selected = index }
}
