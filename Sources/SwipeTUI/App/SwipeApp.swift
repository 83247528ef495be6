import CarouselEngine
import CellCanvas
import TerminalBackend

/// The interactive application: opens the terminal, runs the frame loop, and gives the
/// terminal back before returning what the user chose.
public enum SwipeApp {
    /// How a session ended.
    public enum Outcome: Sendable, Equatable {
        /// The user picked an item; these bytes go to stdout.
        case picked([UInt8])
        /// The user quit without picking.
        case quit
        /// The input ended without a single item.
        case noItems
        /// Reading the input failed (e.g. a line too long); one line for stderr.
        case failed(String)
    }

    /// What `run` hands back: the outcome, and a note for stderr (e.g. a TERM fallback).
    public struct Result: Sendable, Equatable {
        public var outcome: Outcome
        public var note: String?
    }

    /// Fails, with the line to print, when there is no terminal to run on (no tty, or
    /// `TERM` unset or `dumb`); call it before reading any input.
    public static func checkTerminal() throws(TerminalError) {
        try Terminal.preflight()
    }

    /// Runs the carousel over `source` until the user picks an item or quits. With a
    /// `feed`, items keep arriving from stdin while the interface is up.
    public static func run(source: CardSource, feed: StdinFeed? = nil, settings: Settings,
                           options: LaunchOptions = LaunchOptions()) throws(TerminalError) -> Result {
        let terminal = try Terminal(options: Terminal.Options(
            escapeTimeout: settings.escapeDelay,
            colorEnabled: settings.colorEnabled,
            synchronizedOutputAllowed: settings.synchronizedOutputAllowed,
            measuresOutput: options.showsStatistics))
        var session = Session(source: source, feed: feed, settings: settings, options: options)
        let outcome = session.loop(on: terminal)
        terminal.close()
        return Result(outcome: outcome, note: terminal.fallbackNote)
    }
}

/// One run of the frame loop: state, input handling, and frame pacing.
struct Session {
    /// What keys currently mean.
    private enum Mode: Equatable {
        case browsing
        /// Typing a search; `origin` is where the search started (Esc goes back there).
        case searching(query: String, origin: Int)
        /// Typing an item number.
        case jumping(digits: String)
        case help
    }

    private var carousel: Carousel
    private let source: CardSource
    private let feed: StdinFeed?
    private var screen: CarouselScreen
    /// Wrap as the user asked (`--wrap`, `--no-wrap`, `w`); nil follows the type's default.
    private var wrapOverride: Bool?
    /// Cover flow 2's swing, driven by index changes.
    private var toggle = CoverFlowToggle()
    private var lastIndex: Int
    private let keyMap: KeyMap
    private let options: LaunchOptions
    private let frameInterval: Double
    private var frame = CellBuffer(size: Size(columns: 0, rows: 0))
    private var needsDraw = true
    private var nextFrameTime = -Double.infinity
    private var statistics: FrameStatistics?
    private var mode = Mode.browsing
    private var lastQuery = ""
    private var note: String?
    private let trace: Trace?
    private var framesDrawn = 0
    private var pointer = PointerTracker()
    /// The cards of the last frame, back to front, for hit testing clicks.
    private var drawnPlacements: [ItemPlacement] = []
    /// Whether the carousel was moving when the button went down (a click then only stops it).
    private var wasMovingAtPress = false

    /// Items per second one wheel notch adds: just under what decelerates one item from
    /// rest (iCarousel glides v / (60 (1 − rate)) items, a third of v at rate 0.95).
    static let wheelNotchVelocity = 2.9
    /// What `a` starts when no `--autoscroll` speed was given, in items per second.
    static let defaultAutoscroll = 0.5

    init(source: CardSource, feed: StdinFeed?, settings: Settings, options: LaunchOptions) {
        self.source = source
        self.feed = feed
        self.options = options
        carousel = Carousel(numberOfItems: source.count)
        lastIndex = carousel.currentItemIndex
        wrapOverride = options.wraps
        carousel.scrollDuration = options.animates ? Carousel.defaultScrollDuration : 0
        carousel.autoscroll = options.autoscroll
        keyMap = .carousel
        screen = CarouselScreen(source: source, theme: .standard(colorEnabled: settings.colorEnabled),
                                keyMap: keyMap, geometry: options.geometry,
                                configuration: CarouselConfiguration(type: options.type, isVertical: options.isVertical),
                                isColorEnabled: settings.colorEnabled)
        frameInterval = 1 / settings.framesPerSecond
        statistics = options.showsStatistics ? FrameStatistics() : nil
        trace = Trace(path: settings.tracePath)
        if let feed, !feed.isOpen { trace?.log("input-complete \(source.count)") }
        pointer.isVertical = options.isVertical
        applyConfiguration()
    }

    /// Draws, waits and handles input until the user picks or quits. While nothing moves
    /// and no input streams in, the wait has no deadline: the process sleeps in the kernel.
    mutating func loop(on terminal: Terminal) -> SwipeApp.Outcome {
        while true {
            let now = MonotonicClock.now()
            if carousel.isMoving {
                _ = carousel.step(now: now)
                needsDraw = true
            }
            followToggle(now: now)
            if needsDraw && now >= nextFrameTime {
                draw(on: terminal)
                nextFrameTime = now + frameInterval
            }
            let deadline: Double? = needsDraw || carousel.isMoving || toggle.isAnimating ? nextFrameTime : nil
            let watched = feed?.isOpen == true ? feed?.descriptor : nil
            for event in terminal.nextEvents(deadline: deadline, watching: watched) {
                if let outcome = handle(event) { return outcome }
            }
        }
    }

    /// One frame: layout and draw into the frame buffer, then present the changes.
    private mutating func draw(on terminal: Terminal) {
        let start = MonotonicClock.now()
        if frame.size != terminal.size { frame = CellBuffer(size: terminal.size) }
        carousel.itemWidth = screen.itemPitch(for: frame.size)
        drawnPlacements = screen.render(carousel, into: &frame, status: status, showsHelp: mode == .help, toggle: toggle)
        terminal.present(frame)
        statistics?.record(start: start, end: MonotonicClock.now(), bytes: terminal.lastFrameBytes)
        needsDraw = false
        framesDrawn += 1
        trace?.log(framesDrawn == 1 ? "first-frame \(source.count)" : "frame")
    }

    private var status: StatusContent {
        let remarks = [feed?.lines.stopNote, note, statistics?.summary].compactMap { $0 }
        var content = StatusContent(note: remarks.isEmpty ? nil : remarks.joined(separator: " · "),
                                    isLoading: feed?.isOpen == true)
        switch mode {
        case .searching(let query, _): content.prompt = "/" + Sanitizer.line(query) + "▏"
        case .jumping(let digits): content.prompt = "go to " + digits + "▏"
        case .browsing, .help: break
        }
        return content
    }

    // MARK: Events

    private mutating func handle(_ event: InputEvent) -> SwipeApp.Outcome? {
        switch event.kind {
        case .key(let press):
            needsDraw = true
            if press.key == .character("c") && press.modifiers == .control { return .quit }
            return handle(press, at: event.time)
        case .mouse(let mouse):
            guard mode == .browsing else {
                // Keys may change the mode mid-drag; the drag still ends when the button does.
                for gesture in pointer.handle(mouse, at: event.time) {
                    switch gesture {
                    case .dragMoved, .dragEnded: _ = apply(gesture, at: event.time)
                    case .press, .dragBegan, .click: break
                    }
                }
                return nil
            }
            needsDraw = true
            if mouse.isWheel {
                wheel(forward: mouse.button == .wheelDown || mouse.button == .wheelRight, at: event.time)
                return nil
            }
            for gesture in pointer.handle(mouse, at: event.time) {
                if let outcome = apply(gesture, at: event.time) { return outcome }
            }
            return nil
        case .paste(let text):
            if case .searching(let query, let origin) = mode {
                updateSearch(query + text.filter { !$0.isNewline }, origin: origin, at: event.time)
            }
            return nil
        case .readable:
            return readInput(at: event.time)
        case .resize:
            needsDraw = true
            nextFrameTime = -Double.infinity
            return nil
        case .modeReport:
            return nil
        }
    }

    private mutating func handle(_ press: KeyPress, at time: Double) -> SwipeApp.Outcome? {
        switch mode {
        case .help:
            mode = .browsing
            return nil
        case .searching(let query, let origin):
            switch press.key {
            case .escape:
                mode = .browsing
                _ = carousel.scroll(toItem: origin, now: time)
            case .enter:
                mode = .browsing
                lastQuery = query
            case .backspace:
                updateSearch(String(query.dropLast()), origin: origin, at: time)
            case .character(let character) where press.modifiers.isDisjoint(with: [.control, .alt]):
                updateSearch(query + String(character), origin: origin, at: time)
            default:
                break
            }
            return nil
        case .jumping(let digits):
            switch press.key {
            case .character(let character) where character.isASCII && character.isNumber:
                mode = .jumping(digits: String((digits + String(character)).suffix(12)))
            case .backspace:
                mode = digits.count > 1 ? .jumping(digits: String(digits.dropLast())) : .browsing
            case .enter:
                mode = .browsing
                if let number = Int(digits), number >= 1 {
                    _ = carousel.scroll(toItem: min(number, carousel.numberOfItems) - 1, now: time)
                }
            case .escape:
                mode = .browsing
            default:
                break
            }
            return nil
        case .browsing:
            if case .character(let character) = press.key, press.modifiers.isEmpty, character.isASCII, character.isNumber {
                mode = .jumping(digits: String(character))
                return nil
            }
            guard let action = keyMap.action(for: press) else { return nil }
            return perform(action, at: time)
        }
    }

    private mutating func perform(_ action: Action, at time: Double) -> SwipeApp.Outcome? {
        note = nil
        switch action {
        case .next: _ = carousel.scroll(byNumberOfItems: 1, now: time)
        case .previous: _ = carousel.scroll(byNumberOfItems: -1, now: time)
        case .nextPage: _ = carousel.scroll(byNumberOfItems: cardsPerPage, now: time)
        case .previousPage: _ = carousel.scroll(byNumberOfItems: -cardsPerPage, now: time)
        case .nextType:
            let types = CarouselType.allCases
            let next = types[(types.firstIndex(of: screen.configuration.type).map { $0 + 1 } ?? 0) % types.count]
            screen.configuration.type = next
            applyConfiguration()
        case .toggleVertical:
            screen.configuration.isVertical.toggle()
            pointer.isVertical = screen.configuration.isVertical
            applyConfiguration()
        case .toggleWrap:
            wrapOverride = !carousel.isWrapEnabled
            applyConfiguration()
        case .toggleAutoscroll:
            carousel.autoscroll = carousel.autoscroll != 0 ? 0
                : (options.autoscroll != 0 ? options.autoscroll : Self.defaultAutoscroll)
        case .first: _ = carousel.scroll(toItem: 0, now: time)
        case .last: _ = carousel.scroll(toItem: carousel.numberOfItems - 1, now: time)
        case .select:
            let index = carousel.currentItemIndex
            guard index >= 0, index < source.count else { return nil }
            return .picked(options.printFormat.output(for: source.fields(at: index), index: index))
        case .quit:
            return .quit
        case .search:
            mode = .searching(query: "", origin: max(carousel.currentItemIndex, 0))
        case .nextMatch, .previousMatch:
            let forward = action == .nextMatch
            let start = Int(carousel.targetOffset.rounded()) + (forward ? 1 : -1)
            jump(toMatchOf: lastQuery, from: start, direction: forward ? .forward : .backward, at: time)
        case .help:
            mode = .help
        }
        needsDraw = true
        return nil
    }

    /// Brings the carousel in line with the screen's type and axis: wrap (the type's
    /// default unless the user chose), and the drag multiplier the type asks for.
    private mutating func applyConfiguration() {
        var options = CarouselOptions()
        if let wrapOverride { options.overrides[.wrap] = wrapOverride ? 1 : 0 }
        screen.configuration.options = options
        let layout = screen.layout(for: frame.size.area > 0 ? frame.size : Size(columns: 80, rows: 24))
        carousel.isWrapEnabled = layout.isWrapEnabled
        carousel.offsetMultiplier = layout.resolvedOptions(numberOfItems: carousel.numberOfItems).offsetMultiplier
        needsDraw = true
    }

    /// Feeds cover flow 2's toggle: the index changes, the motion that is free, the swing's
    /// clock. Other types have no toggle, and no frames are spent on it.
    private mutating func followToggle(now: Double) {
        guard screen.configuration.type == .coverFlow2 else {
            toggle = CoverFlowToggle()
            lastIndex = carousel.currentItemIndex
            return
        }
        if carousel.currentItemIndex != lastIndex, lastIndex >= 0, carousel.currentItemIndex >= 0 {
            let distance = carousel.wrapMath.shortestDistance(from: Double(carousel.currentItemIndex), to: Double(lastIndex))
            toggle.currentIndexDidChange(distance: distance, now: now)
        }
        lastIndex = carousel.currentItemIndex
        toggle.isInFreeMotion = carousel.isDecelerating || carousel.isAutoscrolling
        toggle.releaseVelocity = carousel.releaseVelocity
        if toggle.isAnimating {
            toggle.advance(to: now)
            needsDraw = true
        }
    }

    /// Cards a page key moves: as many as fit across the screen, at least one.
    private var cardsPerPage: Int {
        max(1, Int(Double(frame.size.columns) / max(carousel.itemWidth, 1)))
    }

    // MARK: Pointer and wheel

    /// Applies one pointer gesture: press freezes, drags move the cards with the pointer,
    /// release flings, a click centres a card or picks the one already centred.
    private mutating func apply(_ gesture: PointerGesture, at time: Double) -> SwipeApp.Outcome? {
        switch gesture {
        case .press:
            wasMovingAtPress = carousel.isMoving && carousel.autoscroll == 0
            _ = carousel.stopMotion(now: time)
        case .dragBegan:
            _ = carousel.beginDragging(now: time)
        case .dragMoved(let translation, let velocity):
            _ = carousel.drag(translation: translation, velocity: velocity, now: time)
        case .dragEnded:
            _ = carousel.endDragging(now: time)
            if !options.animates { settleInstantly(at: time) }
        case .click(let column, let row):
            let hit = drawnPlacements.frontmost(at: Vector2(x: Double(column) + 0.5, y: Double(row) + 0.5))?.index
            if let hit, hit == carousel.currentItemIndex, !wasMovingAtPress, carousel.scrollOffset == carousel.scrollOffset.rounded() {
                return perform(.select, at: time)
            }
            _ = carousel.tap(itemAt: hit, now: time)
            if !options.animates { settleInstantly(at: time) }
        }
        return nil
    }

    /// One wheel notch: adds velocity, so notches in quick succession glide further; with
    /// reduced motion, one item per notch at once.
    private mutating func wheel(forward: Bool, at time: Double) {
        if options.animates {
            _ = carousel.fling(velocity: forward ? Self.wheelNotchVelocity : -Self.wheelNotchVelocity, now: time)
        } else {
            _ = carousel.scroll(byNumberOfItems: forward ? 1 : -1, duration: 0, now: time)
        }
    }

    /// Reduced motion: whatever the release or tap started ends at once on its item.
    private mutating func settleInstantly(at time: Double) {
        let target = carousel.isAnimating ? carousel.targetOffset : carousel.scrollOffset
        _ = carousel.scroll(toItem: Int(target.rounded()), duration: 0, now: time)
    }

    /// Longest search query kept: searches run on every keystroke.
    static let maximumQueryLength = 256

    private mutating func updateSearch(_ query: String, origin: Int, at time: Double) {
        let query = String(query.prefix(Self.maximumQueryLength))
        mode = .searching(query: query, origin: origin)
        note = nil
        if query.isEmpty {
            _ = carousel.scroll(toItem: origin, now: time)
        } else {
            jump(toMatchOf: query, from: origin, direction: .forward, at: time)
        }
    }

    private mutating func jump(toMatchOf query: String, from start: Int, direction: SearchDirection, at time: Double) {
        guard !query.isEmpty, source.count > 0 else { return }
        let first = (start % source.count + source.count) % source.count
        if let match = source.firstMatch(of: query, from: first, direction: direction) {
            _ = carousel.scroll(toItem: match, now: time)
        } else {
            note = "no match"
        }
    }

    /// New input on stdin: take it, grow the carousel, and end when there was none at all.
    private mutating func readInput(at time: Double) -> SwipeApp.Outcome? {
        guard let feed else { return nil }
        do {
            guard try feed.readAvailable() else { return nil }
        } catch {
            return .failed(error.description)
        }
        if source.count != carousel.numberOfItems {
            carousel.numberOfItems = source.count
        }
        needsDraw = true
        if !feed.isOpen { trace?.log("input-complete \(source.count)") }
        if !feed.isOpen && source.count == 0 { return .noItems }
        return nil
    }
}
