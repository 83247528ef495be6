#if canImport(Glibc)
import Glibc
#endif
import CarouselEngine
import CellCanvas
import TerminalBackend

/// `--speaker-notes FILE`: the speaker's terminal for a talk given elsewhere with
/// `swipe-tui present FILE` (`SpeakerNotesView` above a status line). It reads the talk
/// itself for the notes and titles, and follows the talk's position over the notes socket.
struct SpeakerNotesScreen: ModeChrome {
    let view: SpeakerNotesView
    let modeKeys = KeyMap(bindings: [], extraHelp: [(key: "0-9 Enter", text: "the talk goes to that slide")])
    let theme: Theme
    let minimumSize = Size(columns: 20, rows: 6)
    private let source: TalkSource

    init(_ context: ScreenContext) {
        theme = .standard(colorEnabled: context.colorEnabled)
        let source = (context.source.base as? TalkSource) ?? TalkSource(talk: Talk(text: ""))
        self.source = source
        let path = context.paths.first.flatMap { NotesSocket.path(forTalk: $0.description, environment: PresentScreen.runtimeEnvironment) }
        let client = path.map { NotesClient(path: $0) }
        view = SpeakerNotesView(talk: source.talk, client: client, theme: theme)
        if let client, let file = context.paths.first {
            watcher = TalkWatcher(path: file, talk: source.talk, theme: context.options.theme, wake: client.loopWake)
        } else {
            watcher = nil
        }
    }

    /// Live reload of the notes when the talk's file is saved.
    private let watcher: TalkWatcher?

    var itemCount: Int { view.talk.slides.count }
    var searchOrigin: Int { view.heard?.slide ?? 0 }
    var filtersItems: Bool { false }

    func firstMatch(of query: String, from start: Int, direction: SearchDirection) -> Int? {
        source.firstMatch(of: query, from: start, direction: direction)
    }

    /// A number, or a search, moves the talk.
    mutating func reveal(item: Int, at time: Double) { _ = view.ask(.go(item)) }
    mutating func itemCountDidChange(to count: Int, at time: Double) {}
    mutating func cardDidChange(atPosition position: Int) {}
    mutating func itemsDidChange(focusing position: Int, at time: Double) {}

    mutating func viewResponse(after action: Action?) -> ScreenResponse { view.remark.map { .note($0) } ?? .handled }
    mutating func perform(own action: Action, at time: Double) -> ScreenResponse { .handled }

    var wakeDescriptor: Int32? { view.client?.loopWake.readEnd }

    /// News from the talk (or the clock's tick): a frame follows.
    mutating func wakeUp(at time: Double) -> ScreenResponse {
        view.client?.loopWake.drain()
        if case .talk(let talk)? = watcher?.take() {
            source.replace(talk)
            view.talk = talk
        }
        return .handled
    }

    mutating func sessionDidEnd() {
        view.client?.stop()
        watcher?.stop()
    }

    mutating func drawChrome(into buffer: inout CellBuffer, status: StatusContent) {
        let index = view.heard?.slide ?? 0
        StatusLine(position: StatusLine.position(index: index, count: itemCount, isLoading: false), kind: "speaker notes",
                   status: status, hint: "→/← drive the talk · ? help · q quit")
            .draw(on: &buffer, row: buffer.size.rows - 1, theme: theme)
    }
}
