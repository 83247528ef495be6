import CarouselEngine
import CellCanvas
import TerminalBackend

/// Deck mode: the library's `PageScrollView` over the screen but the status line, its
/// pages the source's cards (titles and subtitles from the cards), plus the app's keys:
/// `r` reads the source again, q/Esc in the deck quits, Enter on an open page picks.
struct DeckScreen: ModeChrome {
    /// The status line's hint in the deck and with a page open, least important first
    /// (entries give way from the front when the line is short); undo only when there is a
    /// delete to undo.
    static let deckHint = "d delete page · Enter open · ? help · q quit"
    static let pageHint = "↑/↓ PgUp/PgDn scroll · ←/→ page · Enter pick · Esc back · ? help · q quit"

    let modeKeys = KeyMap.deckMode
    let theme: Theme
    /// The deck's minimum and the status line.
    let minimumSize = Size(columns: DeckLayout.minimumSize.columns, rows: DeckLayout.minimumSize.rows + 1)
    /// The deck.
    let view: PageScrollView
    private let pages: DeckPages
    private let reload: (() throws(ContentError) -> CardSource)?

    init(_ context: ScreenContext) {
        theme = .standard(colorEnabled: context.colorEnabled)
        reload = context.reload
        view = PageScrollView(colorEnabled: context.colorEnabled, animates: context.options.animates)
        pages = DeckPages(source: context.source)
        view.dataSource = pages
        view.delegate = pages
        view.reloadData()
    }

    var deck: Deck { view.deck }
    var itemCount: Int { deck.count }
    var deletedCount: Int { deck.pages.sourceCount - deck.count }
    var searchOrigin: Int { max(deck.destinationPage, 0) }

    func firstMatch(of query: String, from start: Int, direction: SearchDirection) -> Int? {
        pages.source.firstMatch(of: query, fromPosition: start, direction: direction, in: deck.pages)
    }

    mutating func reveal(item: Int, at time: Double) { view.scroll(toPage: item, now: time) }

    mutating func itemCountDidChange(to count: Int, at time: Double) { view.numberOfPagesDidGrow(to: count, now: time) }

    var focusedPosition: Int { deck.pages.sourceIndex(at: max(deck.destinationPage, 0)) ?? 0 }

    mutating func cardDidChange(atPosition position: Int) { view.reloadPage(at: position) }

    mutating func itemsDidChange(focusing position: Int, at time: Double) {
        view.reloadData()
        view.scroll(toPage: position, now: time)
    }

    /// A pick when the view chose a page (Enter or a click on an open page); else what it
    /// remarked after an action (why it did nothing, what it did).
    mutating func viewResponse(after action: Action?) -> ScreenResponse {
        defer { pages.chosen = nil }
        if let chosen = pages.chosen { return .pick(pages.source.fields(at: chosen), index: chosen) }
        guard action != nil else { return .handled }
        return view.remark.map { .note($0) } ?? .handled
    }

    /// `r` reloads; Esc at the top of the deck (which the view does not take) quits.
    mutating func perform(own action: Action, at time: Double) -> ScreenResponse {
        switch action {
        case .reload: return reloadSource()
        case .back: return .quit
        case .close: return .note("q or Esc quits")
        default: return view.remark.map { .note($0) } ?? .handled
        }
    }

    /// Reads the source again (`r`); stdin cannot be, and a failure is a note, not an end.
    private mutating func reloadSource() -> ScreenResponse {
        guard let reload else { return .note("stdin cannot be read again") }
        do {
            pages.source.replaceBase(with: try reload())
        } catch {
            return .note(Sanitizer.line(error.description))
        }
        view.reloadData()
        return .note("reloaded \(pages.source.count) pages")
    }

    mutating func drawChrome(into buffer: inout CellBuffer, status: StatusContent) {
        let size = buffer.size
        let inDeck = deck.phase == .deck
        let index = inDeck ? deck.destinationPage : deck.currentPage
        // An empty deck offers what still does something: undo (when there is a delete to
        // undo) and reload.
        let emptyHint = (deck.canUndo ? "u undo delete · " : "") + "r reload · ? help · q quit"
        let hint = !inDeck ? Self.pageHint : deck.count == 0 ? emptyHint : (deck.canUndo ? "u undo delete · " : "") + Self.deckHint
        StatusLine(position: StatusLine.position(index: index, count: deck.count, isLoading: status.isLoading),
                   kind: inDeck ? "deck" : "page", status: status, hint: hint)
            .draw(on: &buffer, row: size.rows - 1, theme: theme)
    }
}

/// The source's cards as the deck's pages, and the page chosen.
private final class DeckPages: PageScrollViewDataSource, PageScrollViewDelegate {
    let source: FilteredSource
    var chosen: Int?

    init(source: FilteredSource) { self.source = source }

    func numberOfPages(in pageScrollView: PageScrollView) -> Int { source.count }

    func pageScrollView(_ pageScrollView: PageScrollView, viewForPageAt index: Int, reusing reusable: (any ItemView)?) -> any ItemView {
        source.card(at: index)
    }

    func pageScrollView(_ pageScrollView: PageScrollView, titleForPageAt index: Int) -> String {
        titles(index, in: pageScrollView.deck).title
    }

    func pageScrollView(_ pageScrollView: PageScrollView, subtitleForPageAt index: Int) -> String {
        titles(index, in: pageScrollView.deck).subtitle
    }

    func pageScrollView(_ pageScrollView: PageScrollView, didChoosePageAt index: Int) { chosen = index }

    /// The card's title, and its first line or else its place in the deck.
    private func titles(_ index: Int, in deck: Deck) -> DeckPageTitles {
        DeckPageTitles(card: source.card(at: index), page: deck.pages.position(ofSource: index) ?? 0, count: deck.count)
    }
}
