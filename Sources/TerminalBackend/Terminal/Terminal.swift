import CellCanvas
import CNcurses
import Glibc

/// The terminal swipe-tui draws on: `/dev/tty` opened through ncurses, so stdin and
/// stdout stay free for data.
///
/// Opening applies `TerminalModes` and installs `SignalGuard`; `close()` (or any
/// terminating signal, or a crash) undoes every mode. Frames are presented as
/// `CellBuffer`s: only the cells that changed since the last frame are handed to
/// ncurses, which then writes its own minimal update. Input is read as raw bytes and
/// decoded by `InputDecoder`; `nextEvents(deadline:)` blocks in `poll` with no timeout
/// when there is no deadline, so an idle interface costs no CPU.
public final class Terminal {
    /// How to open the terminal.
    public struct Options: Sendable {
        /// The modes to turn on.
        public var modes: TerminalModes
        /// How long a lone ESC waits for the rest of a sequence, in seconds.
        public var escapeTimeout: Double
        /// Whether colours are used at all (false under `NO_COLOR`).
        public var colorEnabled: Bool
        /// Whether to ask the terminal about synchronized output (2026) and use it.
        public var synchronizedOutputAllowed: Bool
        /// Whether `present` measures the bytes each frame writes (`lastFrameBytes`).
        public var measuresOutput: Bool

        /// Options that open with the default modes, a 40 ms escape timeout, colour and
        /// synchronized output allowed, and output not measured, unless given.
        public init(modes: TerminalModes = TerminalModes(), escapeTimeout: Double = 0.04,
                    colorEnabled: Bool = true, synchronizedOutputAllowed: Bool = true,
                    measuresOutput: Bool = false) {
            self.modes = modes
            self.escapeTimeout = escapeTimeout
            self.colorEnabled = colorEnabled
            self.synchronizedOutputAllowed = synchronizedOutputAllowed
            self.measuresOutput = measuresOutput
        }
    }

    /// The terminal type ncurses fell back to when `TERM` had no terminfo entry.
    public static let fallbackTerm = "xterm-256color"

    /// The size in cells.
    public private(set) var size: Size
    /// Set when `TERM` was unknown and `fallbackTerm` was used; worth telling the user after
    /// exit. One line, its `TERM` value sanitised.
    public let fallbackNote: String?
    /// Whether frames are wrapped in synchronized-output brackets.
    public private(set) var usesSynchronizedOutput = false
    /// Bytes the last `present` wrote to the terminal, when `Options.measuresOutput` is on
    /// and the kernel reports it.
    public private(set) var lastFrameBytes: Int?

    private let options: Options
    private let ttyFD: Int32
    private let file: UnsafeMutablePointer<FILE>
    private let screen: OpaquePointer
    private let window: UnsafeMutablePointer<WINDOW>
    private let signals: SignalGuard
    private var palette: ColorPalette
    private var decoder: InputDecoder
    private var lastFrame: CellBuffer?
    private var isClosed = false
    private let meter: OutputMeter?
    private var readBuffer = [UInt8](repeating: 0, count: 65536)

    /// Checks, without touching it, that there is a terminal swipe-tui could take over:
    /// `TERM` names a real terminal and `/dev/tty` opens. Run it before reading input, so a
    /// run without a terminal says so instead of consuming its input first.
    public static func preflight() throws(TerminalError) {
        _ = try usableTerm()
        let fd = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else { throw .noTerminal(reason: String(cString: strerror(errno))) }
        Glibc.close(fd)
    }

    /// `TERM`, unless it is unset, empty or `dumb`.
    private static func usableTerm() throws(TerminalError) -> String {
        let environmentTerm = environment("TERM")
        guard let term = environmentTerm, !term.isEmpty, term != "dumb" else {
            throw .unsupportedTerminal(term: environmentTerm)
        }
        return term
    }

    /// Opens `/dev/tty` and takes it over. Throws when there is no usable terminal.
    public init(options: Options = Options()) throws(TerminalError) {
        self.options = options
        Self.selectUTF8Locale()
        let term = try Self.usableTerm()

        let fd = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else { throw .noTerminal(reason: String(cString: strerror(errno))) }
        guard isatty(fd) == 1 else {
            Glibc.close(fd)
            throw .noTerminal(reason: "not a terminal")
        }
        var shellTermios = termios()
        let hasTermios = tcgetattr(fd, &shellTermios) == 0

        // Our handlers go in before newterm: ncurses then installs none of its own (its
        // SIGTSTP handling would drop a Ctrl-Z pressed during a redraw, and its SIGINT and
        // SIGTERM handlers would be what close() puts back).
        let signals = SignalGuard(ttyFD: fd, shellTermios: hasTermios ? shellTermios : nil,
                                  restoreSequence: TerminalModes.restoreSequence)
        signals.install()
        guard let file = fdopen(fd, "r+") else {
            signals.uninstall()
            Glibc.close(fd)
            throw .noTerminal(reason: String(cString: strerror(errno)))
        }
        var usedTerm = term
        var screen = newterm(term, file, file)
        if screen == nil {
            usedTerm = Self.fallbackTerm
            screen = newterm(Self.fallbackTerm, file, file)
        }
        guard let screen, let window = cn_stdscr() else {
            signals.uninstall()
            fclose(file)
            throw .initializationFailed(term: term)
        }
        fallbackNote = usedTerm == term ? nil
            : "TERM=\(Sanitizer.line(term)) is unknown here, so \(Self.fallbackTerm) was used (ncurses-term has more entries)"

        self.ttyFD = fd
        self.file = file
        self.screen = screen
        self.window = window
        self.decoder = InputDecoder(escapeTimeout: options.escapeTimeout)
        self.palette = ColorPalette(depth: .none)
        self.meter = options.measuresOutput ? OutputMeter() : nil
        self.size = Size(columns: Int(getmaxx(window)), rows: Int(getmaxy(window)))
        self.signals = signals

        set_term(screen)
        noecho()
        cbreak()
        nonl()
        intrflush(window, false)
        typeahead(-1)
        leaveok(window, true)
        curs_set(0)
        turnOffFlowControl()
        self.palette = ColorPalette(depth: Self.colorDepth(enabled: options.colorEnabled))

        writeToTerminal(options.modes.enableSequence)
        if options.synchronizedOutputAllowed {
            writeToTerminal("\u{1B}[?2026$p")
        }
        syncSizeWithKernel()
    }

    deinit {
        close()
    }

    /// Gives the terminal back exactly as it was: every mode off, the shell's screen and
    /// termios restored. Safe to call more than once.
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        writeToTerminal(TerminalModes.releaseSequence)
        endwin()
        leaveAlternateScreen()
        signals.uninstall()
        delscreen(screen)
        fclose(file)
        meter?.close()
    }

    // MARK: Output

    /// Shows `frame`. Cells that equal the previous frame's are not sent to ncurses.
    public func present(_ frame: CellBuffer) {
        guard !isClosed else { return }
        let columns = min(frame.size.columns, size.columns)
        let rows = min(frame.size.rows, size.rows)
        let previous = lastFrame?.size == frame.size ? lastFrame : nil
        if previous == nil { clearok(window, true) }

        for y in 0..<rows {
            guard let span = changedSpan(row: y, columns: columns, frame: frame, previous: previous) else { continue }
            for x in span where !frame[x, y].isContinuation {
                put(frame[x, y], x: x, y: y)
            }
        }
        wnoutrefresh(window)
        let before = meter?.bytesWritten()
        if usesSynchronizedOutput { writeToTerminal("\u{1B}[?2026h") }
        doupdate()
        if usesSynchronizedOutput { writeToTerminal("\u{1B}[?2026l") }
        if let before, let after = meter?.bytesWritten() { lastFrameBytes = after - before }
        lastFrame = frame
    }

    /// The columns of row `y` that differ from the previous frame, widened so that a wide
    /// glyph is always rewritten whole; nil when the row is unchanged.
    private func changedSpan(row y: Int, columns: Int, frame: CellBuffer, previous: CellBuffer?) -> ClosedRange<Int>? {
        guard columns > 0 else { return nil }
        guard let previous else { return 0...(columns - 1) }
        var first = -1, last = -1
        for x in 0..<columns where frame[x, y] != previous[x, y] {
            if first < 0 { first = x }
            last = x
        }
        guard first >= 0 else { return nil }
        if first > 0, frame[first, y].isContinuation || previous[first, y].isContinuation { first -= 1 }
        if last + 1 < columns, frame[last, y].width == 2 || previous[last, y].width == 2 { last += 1 }
        return first...last
    }

    private func put(_ cell: Cell, x: Int, y: Int) {
        var characters = cell.grapheme.unicodeScalars.prefix(Int(CCHARW_MAX)).map { wchar_t(bitPattern: $0.value) }
        characters.append(0)
        var pair = palette.pair(for: cell.style)
        var complex = cchar_t()
        setcchar(&complex, characters, palette.attributes(for: cell.style), 0, &pair)
        mvwadd_wch(window, Int32(y), Int32(x), &complex)
    }

    // MARK: Input

    /// Waits for input and returns the events it decodes, or an empty array once
    /// `deadline` (seconds on `MonotonicClock`) has passed. With no deadline it blocks
    /// until something happens. Resizes and resumes after Ctrl-Z arrive as `.resize`;
    /// data on `watched` (say, stdin streaming items) arrives as `.readable`.
    ///
    /// The terminal is always read at least once, without waiting when the deadline has
    /// already passed: however long the caller's frames take, keys are never left unread.
    public func nextEvents(deadline: Double?, watching watched: Int32? = nil) -> [InputEvent] {
        while !isClosed {
            let now = MonotonicClock.now()
            var events = filter(decoder.flush(at: now))
            let returnsNow = !events.isEmpty || deadline.map { $0 <= now } ?? false
            let wake = [deadline, decoder.flushDeadline].compactMap { $0 }.min()
            let timeout: Int32 = returnsNow ? 0
                : wake.map { Int32(min(max(($0 - now) * 1000, 0).rounded(.up), 60_000)) } ?? -1

            var fds = [pollfd(fd: ttyFD, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: signals.wakeReadFD, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: watched ?? -1, events: Int16(POLLIN), revents: 0)]
            let ready = poll(&fds, nfds_t(fds.count), timeout)
            if ready < 0 {
                if errno == EINTR { continue }
                return events
            }
            if fds[1].revents & Int16(POLLIN) != 0 {
                events += handleSignals(signals.drainForwardedSignals())
            }
            if fds[0].revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
                let count = read(ttyFD, &readBuffer, readBuffer.count)
                if count > 0 {
                    events += filter(decoder.feed(readBuffer[0..<count], at: MonotonicClock.now()))
                } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                    // The terminal went away: behave as the hangup it is.
                    raise(SIGHUP)
                }
            }
            if let watched, fds[2].revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
                events.append(InputEvent(.readable(descriptor: watched), time: MonotonicClock.now()))
            }
            if !events.isEmpty || returnsNow { return events }
        }
        return []
    }

    /// Takes the replies meant for the terminal layer out of the event stream.
    private func filter(_ events: [InputEvent]) -> [InputEvent] {
        events.filter { event in
            guard case .modeReport(let mode, let value) = event.kind, mode == 2026 else { return true }
            usesSynchronizedOutput = options.synchronizedOutputAllowed && (value == 1 || value == 2)
            return false
        }
    }

    private func handleSignals(_ received: [Int32]) -> [InputEvent] {
        var resized = false
        for signal in received {
            switch signal {
            case SIGWINCH:
                resized = true
            case SIGTSTP:
                suspend()
                resized = true
            case SIGCONT:
                reapplyModes()
                resized = true
            default:
                break
            }
        }
        guard resized else { return [] }
        syncSizeWithKernel()
        return [InputEvent(.resize(size), time: MonotonicClock.now())]
    }

    // MARK: Modes, size, suspend

    /// Leaves the screen as the shell had it, stops the process, and takes the screen
    /// back with every mode when it is continued.
    private func suspend() {
        writeToTerminal(TerminalModes.releaseSequence)
        endwin()
        leaveAlternateScreen()
        signals.stopProcess()
        reapplyModes()
    }

    /// `endwin` leaves the alternate screen only where terminfo has `rmcup` (vt100 and ansi
    /// have none), so do it ourselves; on the main screen it is harmless.
    private func leaveAlternateScreen() {
        if options.modes.alternateScreen { writeToTerminal("\u{1B}[?1049l") }
    }

    /// Ctrl-S and Ctrl-Q would stop and start output (IXON) and freeze the screen; they
    /// arrive as keys instead. ncurses saves this as its program mode, so a resume after
    /// Ctrl-Z keeps it, and `endwin` (or a signal) puts back the shell's termios with IXON.
    private func turnOffFlowControl() {
        var modes = termios()
        guard tcgetattr(ttyFD, &modes) == 0 else { return }
        modes.c_iflag &= ~tcflag_t(IXON)
        if tcsetattr(ttyFD, TCSANOW, &modes) == 0 { def_prog_mode() }
    }

    private func reapplyModes() {
        reset_prog_mode()
        writeToTerminal(options.modes.enableSequence)
        lastFrame = nil
        clearok(window, true)
    }

    private func syncSizeWithKernel() {
        var winsize = winsize()
        if ioctl(ttyFD, UInt(TIOCGWINSZ), &winsize) == 0, winsize.ws_row > 0, winsize.ws_col > 0 {
            let rows = Int32(winsize.ws_row), columns = Int32(winsize.ws_col)
            if rows != getmaxy(window) || columns != getmaxx(window) {
                resizeterm(rows, columns)
            }
        }
        let newSize = Size(columns: Int(getmaxx(window)), rows: Int(getmaxy(window)))
        if newSize != size {
            size = newSize
            lastFrame = nil
        }
    }

    private func writeToTerminal(_ text: String) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { write(ttyFD, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            offset += written
        }
    }

    // MARK: Environment

    private static func environment(_ name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        return String(cString: value)
    }

    /// swipe-tui draws box lines and arbitrary Unicode, so it needs a UTF-8 character
    /// type: the user's locale when it is UTF-8, else C.UTF-8.
    private static func selectUTF8Locale() {
        setlocale(LC_ALL, "")
        if String(cString: nl_langinfo(nl_item(CODESET))) != "UTF-8" {
            setlocale(LC_CTYPE, "C.UTF-8")
        }
    }

    private static func colorDepth(enabled: Bool) -> ColorPalette.Depth {
        guard enabled, has_colors() else { return .none }
        start_color()
        use_default_colors()
        let colors = Int(cn_colors())
        if colors >= 1 << 24 { return .direct }
        return .palette(max(colors, 8))
    }
}
