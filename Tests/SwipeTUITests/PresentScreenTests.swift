import Testing
import CarouselEngine
import CellCanvas
import TerminalBackend
@testable import SwipeComponents
@testable import SwipeTUI

/// Present mode in memory: the screen's keys and footer, and whole sessions on the memory
/// terminal (go to a number, Enter, q).
@Suite("Present screen")
struct PresentScreenTests {
    static let size = Size(columns: 80, rows: 24)

    static let talk = """
        ---
        title: A talk
        author: Someone
        ---

        One
        ===

        first

        <!-- pause -->

        second
        <!-- end_slide -->

        Two
        ===

        <!-- no_footer -->
        plain
        <!-- end_slide -->

        Three
        ===

        last
        """

    static func screen(_ text: String = talk, footer: String? = nil) -> PresentScreen {
        var options = LaunchOptions()
        options.mode = .present
        options.footer = footer
        // Cuts: these tests look at where the talk is, not at transitions.
        options.animates = false
        return PresentScreen(ScreenContext(source: FilteredSource(base: TalkSource(talk: Talk(text: text))), options: options,
                                           colorEnabled: false, reload: nil))
    }

    static func rows(_ screen: inout PresentScreen, status: StatusContent = StatusContent()) -> [String] {
        var buffer = CellBuffer(size: size)
        screen.render(into: &buffer, status: status)
        return buffer.renderedText().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test("forward shows the next step, then the next slide; back returns a step, and onto the previous slide whole")
    func stepping() {
        var screen = Self.screen()
        #expect(screen.itemCount == 4)
        _ = screen.perform(.next, at: 0)
        var text = Self.rows(&screen).joined(separator: "\n")
        #expect(text.contains("first") && !text.contains("second"))
        _ = screen.perform(.next, at: 0)
        #expect(Self.rows(&screen).joined(separator: "\n").contains("second"))
        _ = screen.perform(.next, at: 0)
        #expect(screen.view.position == TalkPosition(slide: 2, step: 0))
        _ = screen.perform(.previous, at: 0)
        #expect(screen.view.position == TalkPosition(slide: 1, step: 1))
        _ = screen.perform(.previous, at: 0)
        text = Self.rows(&screen).joined(separator: "\n")
        #expect(screen.view.position == TalkPosition(slide: 1, step: 0) && !text.contains("second"))
        _ = screen.perform(.last, at: 0)
        #expect(screen.perform(.next, at: 0) == .note("the last slide"))
        _ = screen.perform(.first, at: 0)
        #expect(screen.view.position == TalkPosition())
        #expect(screen.perform(.previous, at: 0) == .note("the first slide"))
    }

    @Test("the footer: author, title, slide n / N; none on a no_footer slide; a template of one's own")
    func footer() {
        var screen = Self.screen()
        _ = screen.perform(.next, at: 0)
        let footer = Self.rows(&screen)[Self.size.rows - 1]
        #expect(footer.hasPrefix(" Someone") && footer.contains("A talk") && footer.hasSuffix("2 / 4 "), "\(footer)")
        _ = screen.perform(.next, at: 0)
        _ = screen.perform(.next, at: 0)
        #expect(Self.rows(&screen)[Self.size.rows - 1].allSatisfy { $0 == " " })
        var own = Self.screen(footer: "{title} by {author}: {current_slide} of {total_slides}")
        _ = own.perform(.last, at: 0)
        #expect(Self.rows(&own)[Self.size.rows - 1].hasSuffix("A talk by Someone: 4 of 4 "))
    }

    @Test("the help lists what present does: s once (notes over the slide), / as searching the slides, no picker filter")
    func help() {
        var buffer = CellBuffer(size: Size(columns: 120, rows: 48))
        Self.screen().keyMap.helpOverlay(theme: .standard(colorEnabled: false)).draw(on: &buffer)
        let text = buffer.renderedText()
        #expect(text.contains("speaker notes over the slide"), "\(text)")
        #expect(!text.contains("speaker notes on/off"), "\(text)")
        #expect(text.contains("search the slides"), "\(text)")
        #expect(!text.contains("filter"), "\(text)")
    }

    @Test("without front matter the footer's {title} is empty, not the first slide's title on every slide")
    func footerTitleWithoutFrontMatter() {
        var screen = Self.screen("Opening\n===\n\nhello\n<!-- end_slide -->\n\nLater\n===\n\nbye\n",
                                 footer: "[{title}] {current_slide}")
        _ = screen.perform(.next, at: 0)
        let footer = Self.rows(&screen)[Self.size.rows - 1]
        #expect(footer.contains("[] 2"), "\(footer)")
        #expect(!footer.contains("Opening"), "\(footer)")
    }

    @Test("a click goes forward, the wheel up goes back")
    func pointer() {
        var screen = Self.screen()
        _ = screen.handle(MouseEvent(button: .left, action: .press, column: 10, row: 5), at: 0)
        #expect(screen.view.position.slide == 1)
        _ = screen.handle(MouseEvent(button: .wheelUp, action: .press, column: 10, row: 5), at: 0)
        #expect(screen.view.position.slide == 0)
    }

    static func key(_ key: Key) -> InputEvent.Kind { .key(KeyPress(key)) }

    static func run(_ script: [(time: Double, kind: InputEvent.Kind)]) -> (SwipeApp.Outcome, MemoryTerminal) {
        var options = LaunchOptions()
        options.mode = .present
        let source = FilteredSource(base: TalkSource(talk: Talk(text: talk)))
        let screen = Modes.make(ScreenContext(source: source, options: options, colorEnabled: true, reload: nil))
        var session = Session(screen: screen, source: source, feed: nil, settings: Settings(environment: [:]), options: options,
                              filterExecution: .inline)
        let terminal = MemoryTerminal(size: size, script: script)
        return (session.loop(on: terminal), terminal)
    }

    @Test("a number then Enter goes to that slide; Enter alone does nothing; Space and PageDown go forward; q ends the talk")
    func session() {
        let (outcome, terminal) = Self.run([(0.1, Self.key(.character("3"))), (0.2, Self.key(.enter)), (0.3, Self.key(.enter)),
                                            (0.4, Self.key(.character(" "))), (0.5, Self.key(.pageDown)), (0.6, Self.key(.character("q")))])
        #expect(outcome == .quit)
        let text = terminal.lastFrame?.renderedText() ?? ""
        #expect(text.contains("last") && text.contains("4 / 4"), "\(text)")
    }

    @Test("Esc ends the talk too (after cancelling a number being typed)")
    func escape() {
        let (outcome, terminal) = Self.run([(0.1, Self.key(.character("2"))), (0.2, Self.key(.escape)), (0.3, Self.key(.escape))])
        #expect(outcome == .quit)
        #expect(terminal.lastFrame?.renderedText().contains("1 / 4") == false)
    }
}
