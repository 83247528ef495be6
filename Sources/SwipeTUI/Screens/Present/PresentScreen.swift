#if canImport(Glibc)
import Glibc
#endif
import CarouselEngine
import CellCanvas
import Dispatch
import SwipeComponents
import TerminalBackend

/// Present mode: a talk given a slide at a time over the whole screen (`SlideShowView`),
/// with a footer on the last row — the talk's author, its title, and the slide number as
/// the `--footer` template says — which a prompt (go to a number) or a remark takes over
/// while there is one. q and Esc end the talk (exit 0); Enter never does.
///
/// A talk given from the command line serves its position on the speaker-notes socket
/// (`NotesServer`) and takes the moves a notes terminal asks for, and shows the file again
/// when it (or a file it includes) is saved (`TalkWatcher`), at the same slide and step.
struct PresentScreen: ModeChrome {
    let view: SlideShowView
    let modeKeys = KeyMap.presentMode
    /// The interface's theme with the talk's on top (`SlideTheme`): it changes when a
    /// reload brings another.
    var theme: Theme { view.theme }
    let minimumSize = Size(columns: 20, rows: 6)
    private let source: TalkSource
    private let footer: FooterTemplate
    /// The speaker-notes socket's talk end, when there is one.
    private let notes: NotesServer?
    /// Live reload, when the talk came from a file.
    private let watcher: TalkWatcher?
    /// Woken by both: the session watches it.
    private let wake = WakePipe()
    /// When the talk began (monotonic seconds): the notes terminal shows the time since.
    private let start = MonotonicClock.now()

    init(_ context: ScreenContext) {
        source = (context.source.base as? TalkSource) ?? TalkSource(talk: Talk(text: ""))
        view = SlideShowView(talk: source.talk, theme: .standard(colorEnabled: context.colorEnabled), transition: context.options.transition, animates: context.options.animates,
                             colorEnabled: context.colorEnabled)
        footer = FooterTemplate(context.options.footer)
        // Finding the title font through fontconfig takes tens of milliseconds: started now,
        // off the frame loop, so that little of it is left when the first slide asks for it.
        DispatchQueue.global(qos: .userInitiated).async { _ = Letterer.standard }
        if context.options.speakerNotes == .talk, let path = context.paths.first {
            notes = NotesServer(talkPath: path.description, environment: Self.runtimeEnvironment, wake: wake)
            watcher = TalkWatcher(path: path, talk: source.talk, theme: context.options.theme, wake: wake)
        } else {
            notes = nil
            watcher = nil
        }
    }

    /// The variable the notes socket's folder comes from.
    static var runtimeEnvironment: [String: String] {
        getenv("XDG_RUNTIME_DIR").map { ["XDG_RUNTIME_DIR": String(cString: $0)] } ?? [:]
    }

    var wakeDescriptor: Int32? { notes != nil || watcher != nil ? wake.readEnd : nil }

    /// The talk read again after a save (a file that cannot be read is a note; the talk
    /// goes on as it was), then the moves a notes terminal asked for, made as if their keys
    /// were pressed.
    mutating func wakeUp(at time: Double) -> ScreenResponse {
        wake.drain()
        var response = ScreenResponse.handled
        switch watcher?.take() {
        case .talk(let talk)?:
            source.replace(talk)
            view.replace(talk: talk)
            response = .note("reloaded")
        case .failure(let message)?:
            response = .note("not reloaded: " + Sanitizer.line(message))
        case nil:
            break
        }
        for move in notes?.takeMoves() ?? [] {
            switch move {
            case .next: view.perform(.next, at: time)
            case .previous: view.perform(.previous, at: time)
            case .first: view.perform(.first, at: time)
            case .last: view.perform(.last, at: time)
            case .go(let slide): view.show(slide: slide, at: time)
            }
        }
        return response
    }

    mutating func sessionDidEnd() {
        notes?.stop()
        watcher?.stop()
    }

    var itemCount: Int { view.talk.slides.count }
    var searchOrigin: Int { view.position.slide }
    var filtersItems: Bool { false }

    func firstMatch(of query: String, from start: Int, direction: SearchDirection) -> Int? {
        source.firstMatch(of: query, from: start, direction: direction)
    }

    mutating func reveal(item: Int, at time: Double) { view.show(slide: item, at: time) }

    mutating func itemCountDidChange(to count: Int, at time: Double) {}
    mutating func cardDidChange(atPosition position: Int) {}
    mutating func itemsDidChange(focusing position: Int, at time: Double) { view.show(slide: position, at: time) }

    mutating func viewResponse(after action: Action?) -> ScreenResponse {
        view.remark.map { .note($0) } ?? .handled
    }

    mutating func perform(own action: Action, at time: Double) -> ScreenResponse { .handled }

    mutating func drawChrome(into buffer: inout CellBuffer, status: StatusContent) {
        notes?.publish(.position(slide: view.position.slide, step: view.position.step,
                                 elapsed: Int(min(max(MonotonicClock.now() - start, 0), 1e8) * 1000)))
        let row = buffer.size.rows - 1
        guard row >= 0 else { return }
        // The footer's row in the footer's background, as the slide is in its own.
        let footerRow = Rect(x: 0, y: row, width: buffer.size.columns, height: 1)
        let ground = Cell(glyph: .space, style: Style(background: theme.statusHint.background))
        if status.prompt != nil || status.note != nil {
            buffer.fill(footerRow, with: ground)
            StatusLine(position: StatusLine.position(index: view.position.slide, count: itemCount, isLoading: false),
                       kind: "", status: status, hint: "").draw(on: &buffer, row: row, theme: theme)
            return
        }
        let slide = view.talk.slides.indices.contains(view.position.slide) ? view.talk.slides[view.position.slide] : nil
        guard slide?.showsFooter ?? true else {
            return buffer.fill(footerRow, with: Cell(glyph: .space, style: theme.focusedCard.body))
        }
        buffer.fill(footerRow, with: ground)
        let fields = FooterTemplate.Fields(current: view.position.slide + 1, total: itemCount, title: view.talk.title,
                                           subtitle: view.talk.front.subtitle ?? "", author: view.talk.front.author ?? "",
                                           date: view.talk.front.date ?? "")
        footer.draw(fields, on: &buffer, row: row, theme: theme)
    }
}

extension KeyMap {
    /// Present mode's keys after its view's: the session's search and speaker-notes keys,
    /// bound here again so that the help tells what they do in a talk (the session's rows,
    /// written for the picker, lose their keys to these and are left out).
    static let presentMode = KeyMap(bindings: [
        KeyBinding(keys: [KeyPress(.character("/"))], label: "/", help: "search the slides", action: .search),
        KeyBinding(keys: [KeyPress(.character("s"))], label: "s", help: "speaker notes over the slide (the audience sees them)",
                   action: .toggleNotes),
    ], extraHelp: [
        (key: "0-9 Enter", text: "go to slide number"),
        (key: "click", text: "next step"),
    ])
}
