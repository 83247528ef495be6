import CarouselEngine
import CellCanvas
import TerminalBackend

/// The tabs mode: the library's `SwipeTableView` over the screen but the status line,
/// its pages the tabs of a `TabSource` (a directory's folders, a document's sections, a
/// JSON object's members), plus the status line, search and picking.
struct TabsScreen: ModeChrome {
    /// Below this size the screen shows a short message instead.
    static let minimumSize = Size(columns: 20, rows: 8)

    let modeKeys = KeyMap.tabsMode
    let theme: Theme
    var minimumSize: Size { Self.minimumSize }
    /// The lists.
    let view: SwipeTableView
    private let tabs: TabsItems
    /// The focused row's `--preview` output, shown in a pane beside the lists.
    private var preview: PreviewContent?
    /// The first line of the pane's text shown (J/K scroll it).
    private var previewScroll = 0
    /// Where the pane goes on this screen (nil: no pane); `viewRegion` sets it.
    private var previewFrame: Rect?
    /// What the chrome drew last frame where: the pane, for the wheel.
    private(set) var chromeHits = HitMap()
    /// The narrowest screen that gets the pane: below it the lists keep the whole width.
    static let previewMinimumColumns = 60

    init(_ context: ScreenContext) {
        self.init(source: TabSource.make(source: context.source, paths: context.paths, pathOptions: context.pathOptions),
                  theme: .standard(colorEnabled: context.colorEnabled), animates: context.options.animates)
    }

    /// A screen over `source`; `animates` false makes tab switches and refreshes instant.
    init(source: TabSource, theme: Theme, animates: Bool = true) {
        self.theme = theme
        view = SwipeTableView(colorEnabled: true, animates: animates)
        view.theme = theme
        tabs = TabsItems(source: source, theme: theme)
        view.dataSource = tabs
        view.delegate = tabs
        view.frame = Rect(x: 0, y: 0, width: 100, height: 29)
        view.reloadData()
    }

    /// The tabs and their rows.
    var source: TabSource { tabs.source }
    var currentPage: Int { view.currentPage }
    var itemCount: Int { view.numberOfRows(inPage: currentPage) }
    var isEmpty: Bool { view.pageCount == 0 }
    var searchOrigin: Int { max(view.currentItem, 0) }

    /// J and K scroll the preview pane.
    mutating func perform(own action: Action, at time: Double) -> ScreenResponse {
        if action == .scrollContentDown || action == .scrollContentUp {
            scrollPreview(by: action == .scrollContentDown ? 1 : -1)
        }
        return .handled
    }

    /// The wheel over the preview pane scrolls it.
    mutating func handleChrome(_ mouse: MouseEvent, at time: Double) -> ScreenResponse? {
        guard chromeHits.target(atColumn: mouse.column, row: mouse.row) == .pane,
              case .scroll(let rows)? = PagerGestures.wheelGesture(for: mouse, scrollsContent: true) else { return nil }
        scrollPreview(by: rows)
        return .handled
    }

    /// A pick when a row was chosen, a note when the choice was not data (or Enter found
    /// nothing to choose) or a refresh was refused, else handled (refresh results show on
    /// the status line).
    mutating func viewResponse(after action: Action?) -> ScreenResponse {
        defer {
            tabs.picked = nil
            tabs.selectedNotice = false
        }
        if let picked = tabs.picked { return .pick(picked.fields, index: picked.row) }
        if tabs.selectedNotice || (action == .select && view.pageCount > 0) { return .note("nothing to pick") }
        return view.refusal.map { .note($0) } ?? .handled
    }

    func firstMatch(of query: String, from start: Int, direction: SearchDirection) -> Int? {
        guard source.tabs.indices.contains(currentPage) else { return nil }
        return source.tabs[currentPage].rows.firstMatch(of: query, from: start, direction: direction)
    }

    mutating func reveal(item: Int, at time: Double) { view.scroll(toItem: item, now: time) }

    /// The tabs' rows come from their own sources: `/` jumps between matches there.
    var filtersItems: Bool { false }

    mutating func itemsDidChange(focusing position: Int, at time: Double) {}

    mutating func cardDidChange(atPosition position: Int) {}

    /// The focused row of the current tab, as Enter would print it.
    func previewItem(in source: FilteredSource) -> PreviewItem? {
        let page = currentPage, row = view.currentItem
        guard self.source.tabs.indices.contains(page), row >= 0, let fields = self.source.tabs[page].rows.fields(at: row) else {
            return nil
        }
        return PreviewItem(bytes: fields.item, index: row)
    }

    mutating func showPreview(_ content: PreviewContent?) {
        // A running command's output that grew keeps its scroll.
        if content != preview && (content?.run == 0 || content?.run != preview?.run) { previewScroll = 0 }
        preview = content
    }

    /// The pane: a card titled "preview" with the output's lines, or its picture.
    private static func pane(for preview: PreviewContent) -> Card {
        Card(title: "preview", blocks: preview.blocks, picture: preview.picture)
    }

    /// Scrolls the pane's text by `rows`, within what does not fit.
    private mutating func scrollPreview(by rows: Int) {
        guard let preview, let frame = previewFrame else { return }
        let limit = Self.pane(for: preview).scrollLimit(in: frame.size, context: ItemContext(isFocused: true, style: theme.card))
        previewScroll = min(max(previewScroll + rows, 0), limit)
    }

    mutating func itemCountDidChange(to count: Int, at time: Double) {
        for page in 0..<view.pageCount { view.reloadRows(ofPage: page) }
    }

    /// The lists take the screen but the status line; with a preview and room for it, the
    /// left half, the pane the right.
    mutating func viewRegion(in size: Size) -> Rect {
        let lists = Rect(x: 0, y: 0, width: size.columns, height: max(size.rows - 1, 0))
        guard preview != nil, size.columns >= Self.previewMinimumColumns else {
            previewFrame = nil
            return lists
        }
        let listWidth = size.columns / 2
        previewFrame = Rect(x: listWidth, y: 0, width: size.columns - listWidth, height: lists.height)
        return Rect(x: 0, y: 0, width: listWidth, height: lists.height)
    }

    mutating func drawChrome(into buffer: inout CellBuffer, status: StatusContent) {
        let size = buffer.size
        chromeHits = HitMap()
        if let preview, let pane = previewFrame {
            Self.pane(for: preview).draw(in: pane, on: &buffer,
                                         context: ItemContext(isFocused: true, style: theme.card, scrollRow: previewScroll,
                                                              pictures: view.pictureDisplay))
            chromeHits.add(.rect(pane), .pane)
        }
        var status = status
        if let remark = view.remark, status.note?.contains(remark) != true {
            status.note = [remark, status.note].compactMap { $0 }.joined(separator: " · ")
        }
        let page = currentPage
        let count = source.tabs.count
        let kind = count == 0 ? "tabs" : "tab \(page + 1)/\(count)"
        // The way to another tab that exists: next, or back from the last; none with one tab.
        let tabMove: [Action] = count < 2 ? [] : page < count - 1 ? [.nextTab] : [.previousTab]
        StatusLine(position: StatusLine.position(index: max(view.currentItem, 0), count: itemCount, isLoading: status.isLoading),
                   kind: kind, status: status, hint: keyMap.hint(for: tabMove + [.lineDown, .select, .help, .quit]))
            .draw(on: &buffer, row: size.rows - 1, theme: theme)
    }
}

/// A `TabSource` as the view's data source and delegate: rows, refreshes from each tab's
/// origin, and the row picked.
private final class TabsItems: SwipeTableViewDataSource, SwipeTableViewDelegate {
    private(set) var source: TabSource
    let theme: Theme
    var picked: (fields: ItemFields, row: Int)?
    /// A row was chosen that is not data (a notice such as an error).
    var selectedNotice = false

    init(source: TabSource, theme: Theme) {
        self.source = source
        self.theme = theme
    }

    func numberOfPages(in tableView: SwipeTableView) -> Int { source.tabs.count }

    func swipeTableView(_ tableView: SwipeTableView, titleForPage page: Int) -> String { source.tabs[page].title }

    func swipeTableView(_ tableView: SwipeTableView, numberOfRowsInPage page: Int) -> Int { source.tabs[page].rows.count }

    func swipeTableView(_ tableView: SwipeTableView, textForRow row: Int, inPage page: Int) -> String {
        source.tabs[page].rows.displayText(at: row)
    }

    func swipeTableView(_ tableView: SwipeTableView, rowsAreNoticeInPage page: Int) -> Bool { source.tabs[page].rows.isNotice }

    /// The source's name, its counts, and a hint (with the pull when the tab can refresh).
    func headerLines(in tableView: SwipeTableView) -> [(text: String, style: Style)] {
        let tabs = source.tabs.count, rows = tableView.rowTotal
        let canRefresh = refusalToRefresh(tableView.currentPage) == nil && source.tabs.indices.contains(tableView.currentPage)
        let hint = "←/→ or drag sideways: tabs · ↑/↓: rows" + (canRefresh ? " · pull down at the top: refresh" : "")
        return [
            (Sanitizer.line(source.name.prefix(256)), theme.focusedCard.title),
            ("\(tabs) tab" + (tabs == 1 ? "" : "s") + " · \(rows) row" + (rows == 1 ? "" : "s"), theme.card.body),
            (hint, theme.statusHint),
        ]
    }

    func swipeTableView(_ tableView: SwipeTableView, didSelectItem row: Int, inPage page: Int) {
        guard let fields = source.tabs[page].rows.fields(at: row) else {
            selectedNotice = true
            return
        }
        picked = (fields, row)
    }

    func swipeTableView(_ tableView: SwipeTableView, refusalToRefreshPage page: Int) -> String? { refusalToRefresh(page) }

    /// Reads the tab's rows again from its origin; a failure keeps the rows and says why.
    func swipeTableView(_ tableView: SwipeTableView, refreshPage page: Int) -> String? {
        do {
            source.tabs[page].rows = try source.tabs[page].origin.reload()
            return "refreshed " + Sanitizer.line(source.tabs[page].title.prefix(64))
        } catch {
            return Sanitizer.line(error.description.prefix(200)) + ": rows kept"
        }
    }

    private func refusalToRefresh(_ page: Int) -> String? {
        guard source.tabs.indices.contains(page), case .fixed(let reason) = source.tabs[page].origin else { return nil }
        return reason
    }
}
