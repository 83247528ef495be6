import CellCanvas
import CNcurses
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

#if canImport(Glibc)
private let systemClose = Glibc.close
#else
private let systemClose = Darwin.close
#endif

/// The terminal swipe-tui draws on: `/dev/tty` opened through ncurses, so stdin and
/// stdout stay free for data.
///
/// Opening applies `TerminalModes` and installs `SignalGuard`; `close()` (or any
/// terminating signal, or a crash) undoes every mode. ncurses opens the terminal, reads
/// its terminfo entry and sets its termios; frames, presented as `CellBuffer`s, are
/// turned into bytes by the project's own `FrameWriter` on that terminfo, and written in
/// one go (inside synchronized output where the terminal has it). Input is read as raw bytes and
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

        /// Options that open with the default modes, a 40 ms escape timeout, colour and
        /// synchronized output allowed, unless given.
        public init(modes: TerminalModes = TerminalModes(), escapeTimeout: Double = 0.04,
                    colorEnabled: Bool = true, synchronizedOutputAllowed: Bool = true) {
            self.modes = modes
            self.escapeTimeout = escapeTimeout
            self.colorEnabled = colorEnabled
            self.synchronizedOutputAllowed = synchronizedOutputAllowed
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
    /// Bytes the last `present` wrote to the terminal.
    public private(set) var lastFrameBytes: Int?
    /// Cells the last `present` changed.
    public var lastChangedCells: Int { writer.lastChangedCells }

    private let options: Options
    private let ttyFD: Int32
    private let file: UnsafeMutablePointer<FILE>
    private let screen: OpaquePointer
    private let window: UnsafeMutablePointer<WINDOW>
    private let signals: SignalGuard
    private var writer: FrameWriter
    private var decoder: InputDecoder
    private var isClosed = false
    private var readBuffer = [UInt8](repeating: 0, count: 65536)

    /// Checks, without touching it, that there is a terminal swipe-tui could take over:
    /// `TERM` names a real terminal and `/dev/tty` opens. Run it before reading input, so a
    /// run without a terminal says so instead of consuming its input first.
    public static func preflight() throws(TerminalError) {
        _ = try usableTerm()
        let fd = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else { throw .noTerminal(reason: String(cString: strerror(errno))) }
        _ = systemClose(fd)
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
            _ = systemClose(fd)
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
            _ = systemClose(fd)
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
        self.writer = FrameWriter(capabilities: .xterm256)
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
        self.writer = FrameWriter(capabilities: .fromTerminfo(colorDepth: Self.colorDepth(enabled: options.colorEnabled)))

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
    }

    // MARK: Output

    /// Shows `frame`: the bytes that change the screen from the last frame to this one,
    /// in one write, inside synchronized output where the terminal has it.
    public func present(_ frame: CellBuffer) {
        guard !isClosed else { return }
        var bytes = writer.bytes(for: frame)
        lastFrameBytes = bytes.count
        guard !bytes.isEmpty else { return }
        if usesSynchronizedOutput {
            bytes = Array("\u{1B}[?2026h".utf8) + bytes + Array("\u{1B}[?2026l".utf8)
        }
        writeToTerminal(bytes)
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
        writer.invalidate()
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
            writer.invalidate()
        }
    }

    private func writeToTerminal(_ text: String) {
        writeToTerminal(Array(text.utf8))
    }

    private func writeToTerminal(_ bytes: [UInt8]) {
        var bytes = bytes
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

    private static func colorDepth(enabled: Bool) -> ColorDepth {
        guard enabled, has_colors() else { return .none }
        start_color()
        use_default_colors()
        let colors = Int(cn_colors())
        if colors >= 1 << 24 { return .direct }
        return .palette(max(colors, 8))
    }
}
