import CarouselEngine
import CellCanvas
import TerminalBackend

/// Paging mode: the library's `SwipeView` over the screen but its last three rows, which
/// hold the chrome — the page dots and counter, a progress bar, the status line with the
/// page and the item — plus the app's keys (autoscroll, wrap, axis) and picking.
struct PagingScreen: ModeChrome {
    /// Below this size the screen shows a short message instead of pages.
    static let minimumSize = Size(columns: 20, rows: 8)
    /// What `a` starts when no `--autoscroll` speed was given, in items per second.
    static let defaultAutoscroll = 0.5

    let source: CardSource
    let options: LaunchOptions
    let theme: Theme
    var minimumSize: Size { Self.minimumSize }
    /// The pages.
    let view: SwipeView
    private let items: PagingItems
    private var screenSize = Size(columns: 100, rows: 30)
    /// What the chrome drew last frame where: the page dots, for presses.
    private(set) var chromeHits = HitMap()

    init(_ context: ScreenContext) {
        source = context.source
        options = context.options
        theme = .standard(colorEnabled: context.colorEnabled)
        let paging = context.options.paging
        view = SwipeView(itemsPerPage: paging.itemsPerPage, alignment: paging.alignment,
                         isVertical: context.options.isVertical, wraps: context.options.wraps ?? false,
                         colorEnabled: context.colorEnabled)
        view.truncatesFinalPage = paging.truncatesFinalPage
        view.offscreenCountPerSide = paging.offscreenCountPerSide
        view.pageGap = paging.pageGap
        view.scrollSlop = paging.scrollSlop
        view.defersItemLoading = paging.defersItemLoading
        view.bounces = paging.bounces
        view.animates = context.options.animates
        view.surroundingLength = context.options.isVertical ? 3 : 0
        items = PagingItems(source: context.source)
        view.dataSource = items
        view.delegate = items
        view.frame = Self.pageArea(of: screenSize)
        view.reloadData()
        view.autoscroll = context.options.autoscroll
    }

    /// The rows pages are drawn in: all but the dots, the bar and the status line.
    static func pageArea(of screen: Size) -> Rect { Rect(x: 0, y: 0, width: screen.columns, height: max(screen.rows - 3, 0)) }

    // MARK: State the tests and the status line read

    var carousel: Carousel { view.carousel }
    var currentPage: Int { view.currentPage }
    var restingPage: Int { view.restingPage }
    var focus: Int { view.currentItemIndex }
    var indicator: PagingTranslation { view.indicator }
    var loadedPages: [Int] { view.loadedPages }
    var isVertical: Bool { view.isVertical }

    let modeKeys = KeyMap.pagingMode
    var itemCount: Int { source.count }
    var searchOrigin: Int { max(focus, 0) }

    // MARK: Actions and the pointer

    /// The mode's keys: autoscroll, wrap, the axis.
    mutating func perform(own action: Action, at time: Double) -> ScreenResponse {
        switch action {
        case .toggleAutoscroll:
            if view.autoscroll != 0 {
                view.autoscroll = 0
                view.restOnNearestPage(now: time)
            } else {
                view.autoscroll = options.autoscroll != 0 ? options.autoscroll : Self.defaultAutoscroll
            }
        case .toggleWrap:
            view.wraps.toggle()
        case .toggleVertical:
            view.isVertical.toggle()
            view.surroundingLength = view.isVertical ? 3 : 0
        default:
            break
        }
        return .handled
    }

    /// The item the view's delegate was told was selected, as a pick.
    mutating func viewResponse(after action: Action?) -> ScreenResponse {
        defer { items.selected = nil }
        guard let item = items.selected, item < source.count else { return .handled }
        return .pick(source.fields(at: item), index: item)
    }

    /// A press on a page dot drawn last frame goes to that page.
    mutating func handleChrome(_ mouse: MouseEvent, at time: Double) -> ScreenResponse? {
        guard !mouse.isWheel, mouse.action == .press, mouse.button == .left,
              case .pageDot(let page)? = chromeHits.target(atColumn: mouse.column, row: mouse.row) else { return nil }
        view.scroll(toPage: page, now: time)
        return .handled
    }

    func firstMatch(of query: String, from start: Int, direction: SearchDirection) -> Int? {
        source.firstMatch(of: query, from: start, direction: direction)
    }

    mutating func reveal(item: Int, at time: Double) { view.scroll(toItem: item, now: time) }

    mutating func itemCountDidChange(to count: Int, at time: Double) { view.reloadData() }

    mutating func cardDidChange(atPosition position: Int) { view.reloadItem(at: position) }

    mutating func itemsDidChange(focusing position: Int, at time: Double) {
        view.reloadData()
        view.scroll(toItem: position, now: time)
    }

    // MARK: Drawing

    private var dotsRow: Int { screenSize.rows - 3 }

    /// The pages take all but the dots, the bar and the status line.
    mutating func viewRegion(in size: Size) -> Rect {
        screenSize = size
        return Self.pageArea(of: size)
    }

    mutating func drawChrome(into buffer: inout CellBuffer, status: StatusContent) {
        let size = buffer.size
        let dots = pageDots
        let place = dotsPlacement(dots)
        chromeHits = HitMap()
        for dot in dots.draw(x: place.x, y: dotsRow, width: place.width, on: &buffer) {
            chromeHits.add(.rect(Rect(x: dot.column, y: dotsRow, width: 1, height: 1)), .pageDot(dot.page))
        }
        buffer.write(counter, x: place.x + dots.width(within: place.width) + 2, y: dotsRow, style: theme.statusPosition)
        ProgressBar(fraction: view.progress, style: theme.focusedCard.border, trackStyle: theme.statusHint)
            .draw(x: 2, y: size.rows - 2, width: size.columns - 4, on: &buffer)
        statusLine(status).draw(on: &buffer, row: size.rows - 1, theme: theme)
    }

    private var pageDots: PageDots { view.pageDots(style: theme.statusHint, currentStyle: theme.statusPosition) }

    /// `3 / 10`: the page the status line names (where the motion will rest).
    private var counter: String {
        view.numberOfPages == 0 ? "0 / 0" : "\(max(restingPage, 0) + 1) / \(view.numberOfPages)"
    }

    /// Where the dots go: centred with the counter after them.
    private func dotsPlacement(_ dots: PageDots) -> (x: Int, width: Int) {
        let room = max(screenSize.columns - 4 - DisplayWidth.of(counter) - 2, 1)
        let used = dots.width(within: room) + 2 + DisplayWidth.of(counter)
        return (max((screenSize.columns - used) / 2, 0), room)
    }

    private func statusLine(_ status: StatusContent) -> StatusLine {
        let pages = view.numberOfPages
        let page = restingPage
        let pageText = " page " + (pages == 0 ? "0" : "\(page + 1)") + " / \(pages)" + (status.isLoading ? "+" : "")
        let itemText = StatusLine.position(index: focus, count: source.count, isLoading: status.isLoading)
        let position = pageText + "  item" + itemText
        let kind = "paging" + (isVertical ? " ↕" : "") + (view.wraps ? " wrap" : "") + (view.autoscroll != 0 ? " auto" : "")
        // The room StatusLine leaves for the hint, which is cut at its end when too long.
        let used = DisplayWidth.of(position) + 2 + DisplayWidth.of(kind) + (status.note.map { 2 + DisplayWidth.of($0) } ?? 0)
        // On the last page (not wrapping) the way on is back: offer that rather than a key
        // that does nothing.
        let atEnd = !view.wraps && page >= pages - 1
        let moves: [Action] = atEnd ? [.previousPage] : [.previousPage, .nextPage]
        let hint = keyMap.hint(for: moves + [.select, .help, .quit], within: screenSize.columns - used - 3,
                               droppingFirst: atEnd ? [.select, .previousPage, .help] : [.previousPage, .select, .nextPage, .help])
        return StatusLine(position: position, kind: kind, status: status, hint: hint)
    }
}

/// The app's cards as the pages' data source, and the item a click selected.
private final class PagingItems: SwipeViewDataSource, SwipeViewDelegate {
    let source: CardSource
    var selected: Int?

    init(source: CardSource) { self.source = source }

    func numberOfItems(in swipeView: SwipeView) -> Int { source.count }

    func swipeView(_ swipeView: SwipeView, viewForItemAt index: Int, reusing reusable: (any ItemView)?) -> any ItemView {
        source.card(at: index)
    }

    func swipeView(_ swipeView: SwipeView, didSelectItemAt index: Int) { selected = index }
}
