import Testing
import CarouselEngine
import CellCanvas
import TerminalBackend
@testable import SwipeComponents
@testable import SwipeTUI

/// A kind of source the app has never heard of, defined here and nowhere else: the rows of
/// a database's tables (as a SQLite file would give them), fetched a batch at a time like a
/// cursor. It says what it can do — its tables as tabs, its own filter corpus, one line per
/// item, rows still arriving, work of its own — and every part of the app takes it so,
/// with no edit anywhere.
@Suite("A new kind of source, by what it says it can do")
struct SourceCapabilityTests {
    /// Rows of named tables, each item one row (`table: row`), fetched `batch` rows per
    /// `takeProgress` after the first `fetched`.
    final class TablesSource: CardSource, IncomingItems {
        let tables: [(name: String, rows: [String])]
        private let rows: [String]
        private(set) var fetched: Int
        private let batch: Int
        private let wake = WakePipe()
        /// How many times the filter asked for the corpus.
        private(set) var corpusRequests = 0
        /// The work it does off the frame loop.
        let work = TableWork()

        init(fetched: Int = .max, batch: Int = 2) {
            tables = [(name: "users", rows: ["alice", "bob", "carol"]), (name: "orders", rows: ["#1 tea", "#2 cake", "#3 jam"])]
            rows = tables.flatMap { table in table.rows.map { table.name + ": " + $0 } }
            self.fetched = min(fetched, rows.count)
            self.batch = batch
            wake.wake()
        }

        var count: Int { fetched }
        func card(at index: Int) -> Card { Card(title: rows[index], blocks: []) }
        func fields(at index: Int) -> ItemFields {
            ItemFields(title: rows[index], body: "", value: Array(rows[index].utf8), json: "")
        }

        var incomingItems: (any IncomingItems)? { self }
        var backgroundWork: (any BackgroundWork)? { work }
        var itemsAreSingleLines: Bool { true }

        /// The rows without their table's name: a query for a table's name finds nothing.
        func filterCorpus() -> any FilterCorpus {
            corpusRequests += 1
            return CopiedCorpus(texts: rows.prefix(fetched).map { Array($0.drop { $0 != ":" }.dropFirst(2).utf8) })
        }

        func tabs(named name: String) -> TabSource {
            TabSource(name: "shop.db", tabs: tables.map { table in
                Tab(title: table.name, rows: .texts(table.rows), origin: .fixed(reason: "the query is not run again"))
            })
        }

        var descriptor: Int32 { wake.readEnd }
        var isOpen: Bool { fetched < rows.count }
        var stopNote: String? { nil }
        func takeProgress() throws(ContentError) -> Bool {
            guard isOpen else { return false }
            fetched = min(fetched + batch, rows.count)
            if !isOpen { wake.drain() }
            return true
        }
    }

    /// Work off the frame loop whose generation the test moves; counts the takes.
    final class TableWork: BackgroundWork {
        var generation = 0
        var isBusy: Bool { false }
        private(set) var takes = 0
        func takeChangedItems() -> [Int] {
            takes += 1
            return [0]
        }
    }

    /// A source that says nothing beyond its items.
    final class PlainSource: CardSource {
        var count: Int { 2 }
        func card(at index: Int) -> Card { Card(title: "card \(index)", blocks: [.paragraph("body \(index)")]) }
        func fields(at index: Int) -> ItemFields { ItemFields(title: "card \(index)", body: "body \(index)", value: [], json: "") }
    }

    static func texts(_ corpus: any FilterCorpus) -> [String] {
        (0..<corpus.count).map { index in corpus.withText(at: index) { String(decoding: $0, as: UTF8.self) } }
    }

    @Test("tabs: a tab per table, through the session's filter, in the tabs mode")
    func tabs() throws {
        let tabs = TabSource.make(source: FilteredSource(base: TablesSource()), paths: [], pathOptions: .init())
        #expect(tabs.name == "shop.db" && tabs.tabs.map(\.title) == ["users", "orders"])
        let (_, terminal) = try SessionTests.run(mode: .tabs, source: TablesSource(), script: [(0.1, SessionTests.key(.down))])
        let text = terminal.lastFrame?.renderedText() ?? ""
        #expect(text.contains("shop.db") && text.contains("orders") && text.contains("carol"), "\(text.prefix(400))")
    }

    @Test("filter: the source's own corpus, behind the filter and for --select-1")
    func filter() throws {
        let source = TablesSource()
        var options = LaunchOptions()
        options.query = "carol"
        // The query's result is taken after the first event (the filter runs inline here).
        let (outcome, _) = try SessionTests.run(source: source, options: options,
                                                script: [(0.1, .resize(SessionTests.size)), (0.5, SessionTests.key(.enter))])
        #expect(outcome == .picked(Array("users: carol".utf8)))
        #expect(source.corpusRequests == 1)
        // Its corpus leaves the table names out: the copying default would have found "users".
        options.query = "users"
        let none = try SwipeApp.preselect(source: source, feed: nil, options: options, selectsOne: true, exitsWhenEmpty: true)
        #expect(none == .nothingMatched && source.corpusRequests == 2)
        // Behind a filter, the corpus is narrowed to what the filter shows.
        let filtered = FilteredSource(base: source)
        filtered.show([4, 1], for: nil)
        #expect(Self.texts(filtered.filterCorpus()) == ["#2 cake", "bob"])
    }

    @Test("single-line cards: one line per item is small cards in the carousel")
    func singleLines() {
        let source = FilteredSource(base: TablesSource())
        #expect(SingleLineCards.apply(to: source, options: LaunchOptions()))
        var mode = CarouselMode(ScreenContext(source: source, options: LaunchOptions(), colorEnabled: true, reload: nil))
        var buffer = CellBuffer(size: Size(columns: 100, rows: 40))
        mode.render(into: &buffer, status: StatusContent())
        let text = buffer.renderedText()
        #expect(text.split(separator: "\n").filter { $0.contains("users: ") || $0.contains("orders: ") }.count == 6, "\(text)")
    }

    @Test("reload: the source read again is taken whole, its rows still arriving fetched first")
    func reload() throws {
        let reload = Input.reloading { () throws(ContentError) -> CardSource in TablesSource(fetched: 0, batch: 1) }
        var screen = try DeckScreenTests.screen(source: TablesSource(fetched: 1), reload: reload)
        #expect(screen.itemCount == 1)
        #expect(screen.perform(.reload, at: 0) == .note("reloaded 6 pages"))
        #expect(screen.itemCount == 6)
    }

    @Test("rows still arriving and work off the loop: the app waits for the one and takes the other")
    func loading() throws {
        let source = TablesSource(fetched: 1)
        try source.waitUntilComplete(timeout: 5)
        #expect(source.count == 6)
        let filtered = FilteredSource(base: source)
        #expect(filtered.incomingItems === source && filtered.backgroundWork === source.work)
        let screen = Modes.make(ScreenContext(source: filtered, options: LaunchOptions(), colorEnabled: true, reload: nil))
        var session = Session(screen: screen, source: filtered, feed: nil, settings: Settings(environment: [:]), options: LaunchOptions(),
                              filterExecution: .inline)
        source.work.generation = 1
        _ = session.loop(on: MemoryTerminal(size: SessionTests.size, script: [(0.1, SessionTests.key(.right))]))
        #expect(source.work.takes == 1, "the changed generation is taken once")
    }

    @Test("a source that says nothing: a tab per card, title and body searched, full cards, nothing arriving")
    func defaults() throws {
        let source = PlainSource()
        let tabs = TabSource.make(source: source, paths: [], pathOptions: .init())
        #expect(tabs.name == "demo deck" && tabs.tabs.map(\.title) == ["card 0", "card 1"])
        #expect(Self.texts(source.filterCorpus()) == ["card 0 body 0", "card 1 body 1"])
        #expect(!source.itemsAreSingleLines && source.incomingItems == nil && source.backgroundWork == nil)
        try source.waitUntilComplete(timeout: 60)
    }
}
