import CarouselEngine
import CellCanvas
import TerminalBackend

/// The interactive application: opens the terminal, runs the frame loop, and gives the
/// terminal back before returning what the user chose.
public enum SwipeApp {
    /// How a session ended.
    public enum Outcome: Sendable, Equatable {
        /// The user picked an item; this is what goes to stdout.
        case picked(String)
        /// The user quit without picking.
        case quit
    }

    /// What `run` hands back: the outcome, and a note for stderr (e.g. a TERM fallback).
    public struct Result: Sendable, Equatable {
        public var outcome: Outcome
        public var note: String?
    }

    /// Runs the carousel over `cards` until the user picks one or quits.
    public static func run(cards: [Card], settings: Settings, options: LaunchOptions = LaunchOptions()) throws(TerminalError) -> Result {
        let terminal = try Terminal(options: Terminal.Options(
            escapeTimeout: settings.escapeDelay,
            colorEnabled: settings.colorEnabled,
            synchronizedOutputAllowed: settings.synchronizedOutputAllowed,
            measuresOutput: options.showsStatistics))
        var session = Session(cards: cards, settings: settings, options: options)
        let outcome = session.loop(on: terminal)
        terminal.close()
        return Result(outcome: outcome, note: terminal.fallbackNote)
    }
}

/// One run of the frame loop: state, input handling, and frame pacing.
struct Session {
    private var carousel: Carousel
    private let screen: CarouselScreen
    private let keyMap: KeyMap
    private let frameInterval: Double
    private var frame = CellBuffer(size: Size(columns: 0, rows: 0))
    private var needsDraw = true
    private var nextFrameTime = -Double.infinity
    private var statistics: FrameStatistics?

    init(cards: [Card], settings: Settings, options: LaunchOptions) {
        carousel = Carousel(numberOfItems: cards.count)
        keyMap = .carousel
        screen = CarouselScreen(cards: cards, theme: .standard(colorEnabled: settings.colorEnabled), keyMap: keyMap)
        frameInterval = 1 / settings.framesPerSecond
        statistics = options.showsStatistics ? FrameStatistics() : nil
    }

    /// Draws, waits and handles input until the user picks or quits. While nothing moves
    /// the wait has no deadline: the process sleeps in the kernel until input arrives.
    mutating func loop(on terminal: Terminal) -> SwipeApp.Outcome {
        while true {
            let now = MonotonicClock.now()
            if carousel.isAnimating {
                _ = carousel.step(now: now)
                needsDraw = true
            }
            if needsDraw && now >= nextFrameTime {
                draw(on: terminal)
                nextFrameTime = now + frameInterval
            }
            let deadline: Double? = needsDraw || carousel.isAnimating ? nextFrameTime : nil
            for event in terminal.nextEvents(deadline: deadline) {
                if let outcome = handle(event) { return outcome }
            }
        }
    }

    /// One frame: layout and draw into the frame buffer, then present the changes.
    private mutating func draw(on terminal: Terminal) {
        let start = MonotonicClock.now()
        if frame.size != terminal.size { frame = CellBuffer(size: terminal.size) }
        screen.render(carousel, into: &frame, statusNote: statistics?.summary)
        terminal.present(frame)
        statistics?.record(start: start, end: MonotonicClock.now(), bytes: terminal.lastFrameBytes)
        needsDraw = false
    }

    private mutating func handle(_ event: InputEvent) -> SwipeApp.Outcome? {
        switch event.kind {
        case .key(let press):
            if press.key == .character("c") && press.modifiers == .control { return .quit }
            guard let action = keyMap.action(for: press) else { return nil }
            return perform(action, at: event.time)
        case .mouse(let mouse):
            switch mouse.button {
            case .wheelDown, .wheelRight: return perform(.next, at: event.time)
            case .wheelUp, .wheelLeft: return perform(.previous, at: event.time)
            default: return nil
            }
        case .resize:
            needsDraw = true
            nextFrameTime = -Double.infinity
            return nil
        case .paste, .modeReport:
            return nil
        }
    }

    private mutating func perform(_ action: Action, at time: Double) -> SwipeApp.Outcome? {
        switch action {
        case .next: _ = carousel.scroll(byNumberOfItems: 1, now: time)
        case .previous: _ = carousel.scroll(byNumberOfItems: -1, now: time)
        case .first: _ = carousel.scroll(toItem: 0, now: time)
        case .last: _ = carousel.scroll(toItem: carousel.numberOfItems - 1, now: time)
        case .select:
            let index = carousel.currentItemIndex
            guard screen.cards.indices.contains(index) else { return nil }
            return .picked(screen.cards[index].output)
        case .quit:
            return .quit
        }
        needsDraw = true
        return nil
    }
}
