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
        /// Draw inline, in this many rows below the cursor on the shell's screen, instead of
        /// on the whole alternate screen (nil).
        public var inlineHeight: InlineHeight?
        /// Whether pictures placed in frames are shown in pixels.
        public var graphics: GraphicsRequest

        /// Options that open with the default modes, a 40 ms escape timeout, colour and
        /// synchronized output allowed, on the whole screen, unless given.
        public init(modes: TerminalModes = TerminalModes(), escapeTimeout: Double = 0.04,
                    colorEnabled: Bool = true, synchronizedOutputAllowed: Bool = true, inlineHeight: InlineHeight? = nil,
                    graphics: GraphicsRequest = .off) {
            self.modes = modes
            self.escapeTimeout = escapeTimeout
            self.colorEnabled = colorEnabled
            self.synchronizedOutputAllowed = synchronizedOutputAllowed
            self.inlineHeight = inlineHeight
            self.graphics = graphics
        }
    }

    /// The terminal type ncurses fell back to when `TERM` had no terminfo entry.
    public static let fallbackTerm = "xterm-256color"

    /// The size frames have, in cells: the screen's, or an inline viewport's.
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
    /// Whether the pictures placed in frames are shown in pixels (the kitty graphics
    /// protocol, asked for or detected); false until a detecting terminal answers.
    public private(set) var showsPicturesInPixels = false
    /// A cell's height over its width, when the terminal said its cell size in pixels.
    public private(set) var cellAspectRatio: Double?
    /// Whether the terminal's background is light: as `COLORFGBG` guesses at first, then as
    /// the terminal answers OSC 11 (asked when colour is off, for pictures' shades).
    public private(set) var hasLightBackground = false

    /// How long opening waits for the terminal to say where the cursor is (inline only).
    static let cursorReportTimeout = 0.5

    private let options: Options
    /// The modes in effect: the options' own, without the alternate screen when inline.
    private let modes: TerminalModes
    /// Where an inline viewport is; nil on the whole screen.
    private var region: InlineRegion?
    /// Events decoded from bytes read while opening, handed out by the next `nextEvents`.
    private var pendingEvents: [InputEvent] = []
    private let ttyFD: Int32
    private let file: UnsafeMutablePointer<FILE>
    private let screen: OpaquePointer
    private let window: UnsafeMutablePointer<WINDOW>
    private let signals: SignalGuard
    private var writer: FrameWriter
    /// The terminal's `rmcup` (leaving the alternate screen, popping the title `smcup`
    /// pushed), which the signal path writes as `endwin` would; nil when it has none.
    private var exitCaMode: String?
    /// `graphics.heldChanges` when the signal path's deletions were last written.
    private var releasedChanges = 0
    private var graphics = KittyGraphics(firstID: UInt32(truncatingIfNeeded: getpid() & 0x7FFF) << 16 | 1)
    /// What of the last upload slice the terminal had no room for yet (the middle of a
    /// graphics command): written when it has room, and before anything else is.
    private var uploadRest: [UInt8] = []
    /// The graphics detection query went out and device attributes have not come back.
    private var isDetectingGraphics = false
    /// Pictures shown over cells (sixel, iTerm2's inline images); nil for kitty's or none.
    private var covering: CoveringGraphics?
    /// Whether pictures in pixels are drawn over cells (sixel, iTerm2), sent whole.
    var picturesGoOverCells: Bool { covering != nil }
    /// The sixel colour registers the terminal said it has (XTSMGRAPHICS).
    private var sixelRegisters: Int?
    /// A cell's size in pixels, when the terminal said.
    private var cellPixels: Size?
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

    /// The terminal's size as the kernel holds it (cut to `largestScreen`), read without
    /// taking the terminal over; nil when there is none.
    public static func currentSize() -> Size? {
        let fd = open("/dev/tty", O_RDONLY | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { _ = systemClose(fd) }
        return kernelSize(of: fd).map(clamped)
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
        var modes = options.modes
        if options.inlineHeight != nil { modes.alternateScreen = false }
        self.modes = modes
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
        // ncurses sizes its screens from the kernel's size unless LINES and COLUMNS say
        // otherwise: a hostile size (65535 × 65535) is made the largest we draw while it starts.
        let oversize = Self.kernelSize(of: fd).flatMap { $0 == Self.clamped($0) ? nil : Self.clamped($0) }
        let shellLines = Self.environment("LINES"), shellColumns = Self.environment("COLUMNS")
        if let oversize {
            setenv("LINES", String(oversize.rows), 1)
            setenv("COLUMNS", String(oversize.columns), 1)
        }
        var screen = newterm(term, file, file)
        if screen == nil {
            usedTerm = Self.fallbackTerm
            screen = newterm(Self.fallbackTerm, file, file)
        }
        if oversize != nil {
            for (name, value) in [("LINES", shellLines), ("COLUMNS", shellColumns)] {
                if let value { setenv(name, value, 1) } else { unsetenv(name) }
            }
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
        // ncurses sends the `smcup` it queued in newterm with this (it flushes): inline,
        // the alternate screen is left at once, inside synchronized output so nothing shows.
        if options.inlineHeight != nil { writeToTerminal("\u{1B}[?2026h") }
        curs_set(0)
        if options.inlineHeight != nil { writeToTerminal("\u{1B}[?1049l\u{1B}[?2026l") }
        turnOffFlowControl()
        exitCaMode = TerminalCapabilities.terminfoString("rmcup").map(TerminalCapabilities.withoutPadding)
        updateRestoreSequence()
        self.writer = FrameWriter(capabilities: .fromTerminfo(colorDepth: Self.colorDepth(enabled: options.colorEnabled)))

        syncSizeWithKernel()
        claimInlineRegion()
        writeToTerminal(modes.enableSequence)
        if options.synchronizedOutputAllowed {
            writeToTerminal("\u{1B}[?2026$p")
        }
        // Every question in one write, never waited on (device attributes last).
        let asks = Self.mayAskAboutGraphics(term: term)
        var probes = StartProbes()
        probes.colors = asks && options.colorEnabled && writer.colorDepth != .direct && writer.colorDepth != .none
        // Pictures without colour are shades of the text's colour on the background's.
        hasLightBackground = BackgroundColorReply.isLight(colorFGBG: Self.environment("COLORFGBG")) ?? false
        probes.background = asks && !options.colorEnabled
        switch options.graphics {
        case .detect where asks:
            probes.kittyGraphics = true
            probes.sixelRegisters = true
            isDetectingGraphics = true
        case .kitty:
            showPicturesInPixels()
        case .sixel:
            probes.sixelRegisters = asks
            showPicturesInPixels(over: .sixel(registers: CoveringGraphics.defaultRegisters))
        case .inlineImages:
            showPicturesInPixels(over: .inlineImage)
        default:
            break
        }
        // The cell size: where pixels may be used (inside tmux, auto asks nothing).
        probes.cellSize = options.graphics == .detect ? asks : options.graphics != .off
        writeToTerminal(probes.bytes)
    }

    deinit {
        close()
    }

    /// Gives the terminal back exactly as it was: every mode off, the shell's screen and
    /// termios restored. Safe to call more than once.
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        releaseScreen()
        signals.uninstall()
        delscreen(screen)
        fclose(file)
    }

    // MARK: Output

    /// Shows `frame`: the bytes that change the screen from the last frame to this one,
    /// in one write, inside synchronized output where the terminal has it. Pixels new to
    /// a kitty terminal are not among them: they follow between frames (`nextEvents`).
    public func present(_ frame: CellBuffer) {
        guard !isClosed else { return }
        if covering != nil {
            // Pictures going away: their cells are written again, which takes them off.
            for rect in covering!.uncover(for: frame.intactPictures, in: frame) { writer.forget(rect) }
        }
        var bytes = writer.bytes(for: frame)
        if covering != nil {
            let pictures = covering!.bytes(screenWasErased: writer.lastFrameErased, rowOffset: writer.placement.top)
            if !pictures.isEmpty {
                bytes += pictures
                writer.cursorMoved(to: nil)
            }
        } else if showsPicturesInPixels {
            if writer.lastFrameErased { bytes += graphics.screenWasErased() }
            let (pictures, cursor) = graphics.bytes(for: frame.intactPictures, rowOffset: writer.placement.top)
            if !pictures.isEmpty {
                bytes += pictures
                writer.cursorMoved(to: cursor)
            }
            // Before the pictures are sent: a signal meanwhile deletes them too.
            if graphics.heldChanges != releasedChanges { updateRestoreSequence() }
        }
        // Pictures moved the cursor: back to where the frame wants it.
        if bytes.count > 0 { bytes += writer.cursorBytes(for: frame) }
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
    /// data on any of `watched` (say, stdin streaming items) arrives as `.readable`.
    ///
    /// The terminal is always read at least once, without waiting when the deadline has
    /// already passed: however long the caller's frames take, keys are never left unread.
    /// While pictures are on their way to a kitty terminal, it writes them a few slices at
    /// a time when the terminal has room for more (never waiting for it to take them), and
    /// returns the events that came between two passes at once.
    public func nextEvents(deadline: Double?, watching watched: [Int32] = []) -> [InputEvent] {
        while !isClosed {
            let now = MonotonicClock.now()
            var events = filter(pendingEvents + decoder.flush(at: now))
            pendingEvents = []
            let returnsNow = !events.isEmpty || deadline.map { $0 <= now } ?? false
            let wake = [deadline, decoder.flushDeadline].compactMap { $0 }.min()
            // Pictures on their way to the terminal: the next slice when it can take it,
            // and a look at the keyboard between slices.
            let uploading = !uploadRest.isEmpty || covering == nil && showsPicturesInPixels && graphics.isUploading
            let timeout: Int32 = returnsNow ? 0
                : wake.map { Int32(min(max(($0 - now) * 1000, 0).rounded(.up), 60_000)) } ?? -1

            var fds = [pollfd(fd: ttyFD, events: Int16(POLLIN) | (uploading ? Int16(POLLOUT) : 0), revents: 0),
                       pollfd(fd: signals.wakeReadFD, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: covering?.wakeDescriptor ?? -1, events: Int16(POLLIN), revents: 0)]
                + watched.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
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
            for watchedFD in fds[3...] where watchedFD.revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
                events.append(InputEvent(.readable(descriptor: watchedFD.fd), time: MonotonicClock.now()))
            }
            if fds[2].revents & Int16(POLLIN) != 0 { drawEncodedPictures() }
            if !events.isEmpty || returnsNow { return events }
            if uploading, fds[0].revents & Int16(POLLOUT) != 0 { sendUploadSlices() }
        }
        return []
    }

    /// Writes the next slices of the pictures on their way to the terminal (kitty's), and
    /// what places them when they are all there: whole graphics commands, about one chunk a
    /// slice, as many as the terminal has room for without waiting, at most
    /// `slicesAtOnce` (the rest goes when `poll` says it has room again), so that a key
    /// never waits behind a slow terminal, and a busy machine's late wake-ups each fill the
    /// room the terminal has.
    private func sendUploadSlices() {
        for _ in 0..<Self.slicesAtOnce {
            if uploadRest.isEmpty {
                let (bytes, cursor) = graphics.nextUpload()
                // Before the bytes: a signal while they go ends the transmission and deletes it.
                if graphics.heldChanges != releasedChanges { updateRestoreSequence() }
                guard !bytes.isEmpty else { return }
                if cursor != nil { writer.cursorMoved(to: cursor) }
                uploadRest = bytes
            }
            uploadRest.removeFirst(writeWithoutWaiting(uploadRest))
            guard uploadRest.isEmpty else { return }
        }
    }

    /// Upload slices written at most between two looks at the keyboard: 16 KiB, what one
    /// blocking slice used to be, written without waiting (the work of a pass stays as it was).
    private static let slicesAtOnce = 4

    /// Draws the pictures of the frame on screen whose encodings finished off the frame
    /// loop, over their cells, between frames.
    private func drawEncodedPictures() {
        guard covering != nil else { return }
        var bytes = covering!.bytes(screenWasErased: false, rowOffset: writer.placement.top)
        guard !bytes.isEmpty else { return }
        writer.cursorMoved(to: nil)
        if usesSynchronizedOutput {
            bytes = Array("\u{1B}[?2026h".utf8) + bytes + Array("\u{1B}[?2026l".utf8)
        }
        writeToTerminal(bytes)
    }

    /// Takes the replies meant for the terminal layer out of the event stream, and puts
    /// the mouse in an inline viewport's own rows.
    private func filter(_ events: [InputEvent]) -> [InputEvent] {
        events.compactMap { event in
            switch event.kind {
            case .modeReport(let mode, let value) where mode == 2026:
                usesSynchronizedOutput = options.synchronizedOutputAllowed && (value == 1 || value == 2)
                return nil
            case .graphicsReply(let reply):
                if isDetectingGraphics, KittyGraphics.acceptsProbe(reply) {
                    isDetectingGraphics = false
                    showPicturesInPixels()
                }
                return nil
            case .graphicsAttribute(let item, let status, let values):
                // XTSMGRAPHICS: how many sixel colour registers (its answer means sixel too).
                if item == 1, status == 0, let registers = values.first, registers > 0 {
                    sixelRegisters = registers
                    if case .sixel = covering?.format { covering?.format = .sixel(registers: registers) }
                }
                return nil
            case .deviceControlReply(let reply):
                // What the terminal says of its colours: raised, never lowered, and the
                // screen drawn afresh in them (the device attributes after it ask for a frame).
                if let said = ColorDepthReply.depth(in: reply), writer.colorDepth != .none {
                    writer.colorDepth = writer.colorDepth.raised(to: said)
                }
                return nil
            case .deviceAttributes(let attributes):
                // Every terminal answers this; a graphics answer came before it or never will.
                // Passed on: the caller learns that what the terminal can do is settled.
                if isDetectingGraphics, let format = Self.coveringFormat(attributes: attributes, sixelRegisters: sixelRegisters,
                                                                          termProgram: Self.environment("TERM_PROGRAM")) {
                    showPicturesInPixels(over: format)
                }
                isDetectingGraphics = false
                return event
            case .cellPixels(let width, let height):
                takeCellPixels(Size(columns: width, rows: height))
                return event
            case .backgroundColor(let red, let green, let blue):
                // The answer wins over `COLORFGBG`'s guess; passed on, so a frame follows.
                hasLightBackground = BackgroundColorReply.isLight((red, green, blue))
                return event
            case .mouse(let mouse):
                guard let region else { return event }
                return region.viewportEvent(for: mouse).map { InputEvent(.mouse($0), time: event.time) }
            default:
                return event
            }
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

    /// Releases the screen as Ctrl-Z does, runs `body` with the terminal's descriptor (it
    /// may give the terminal's foreground to a child and take it back: SIGTTOU is ignored
    /// meanwhile, so taking it back, or a signal's restore, never stops us), then takes the
    /// screen back with every mode and its size, to be drawn whole.
    func handOverTerminal(_ body: (Int32) -> Void) {
        guard !isClosed else { return }
        releaseScreen()
        signals.ignoringTerminalStops { body(ttyFD) }
        reapplyModes()
        syncSizeWithKernel()
    }

    /// Leaves the screen as the shell had it, stops the process, and takes the screen
    /// back with every mode when it is continued.
    private func suspend() {
        releaseScreen()
        signals.stopProcess()
        // The SIGCONT (and any resize) of the stop is answered here, not again later: an
        // inline viewport claimed twice would be drawn twice.
        _ = signals.drainForwardedSignals()
        reapplyModes()
    }

    /// Every mode off and the shell's termios back. On the whole screen, the alternate
    /// screen is left too: `endwin` leaves it only where terminfo has `rmcup` (vt100 and
    /// ansi have none), so it is done here as well; on the main screen that is harmless.
    ///
    /// Inline, the viewport is erased and the cursor put back where the shell left it (as
    /// fzf does), so that a line editor drawing its prompt again draws it on its own row;
    /// `endwin` sends `rmcup`, which on the main screen only moves the cursor (inside
    /// synchronized output, so that nothing shows), and the cursor is put back after it.
    private func releaseScreen() {
        if covering != nil {
            // Pictures over cells go with the alternate screen, or with the inline rows erased.
            covering?.forgetShown()
        } else if showsPicturesInPixels {
            writeToTerminal(graphics.releaseBytes())
        }
        writeToTerminal(TerminalModes.releaseSequence)
        guard let region else {
            endwin()
            if modes.alternateScreen { writeToTerminal("\u{1B}[?1049l") }
            return
        }
        writeToTerminal("\u{1B}[0m" + TerminalModes.eraseSequence(fromRow: region.top) + "\u{1B}[?2026h")
        endwin()
        writeToTerminal(TerminalModes.cursorAddress(region.shellCursor) + "\u{1B}[?2026l")
    }

    /// Inline only: finds the rows for the viewport below the cursor, scrolling the
    /// screen up when too few are left, and points the writer and the signal handlers at
    /// them. Run when opening and again when continued after Ctrl-Z (the shell has moved
    /// the cursor since).
    private func claimInlineRegion() {
        guard let height = options.inlineHeight else { return }
        let screen = screenSize
        let cursor = askCursorPosition()
        let (region, scroll) = InlineRegion.placing(height: height.rows(onTerminalOf: screen.rows), below: cursor,
                                                    screenRows: screen.rows)
        writeToTerminal(InlineRegion.scrollBytes(scroll, screenRows: screen.rows))
        place(region)
    }

    private func place(_ region: InlineRegion) {
        self.region = region
        writer.placement = .inline(top: region.top)
        size = Size(columns: screenSize.columns, rows: region.height)
        updateRestoreSequence()
    }

    /// A cell's size in pixels, as the terminal said (`CSI 16 t`) or the kernel's window
    /// size has it: the cells' shape, and the size pictures over cells are drawn at (drawn
    /// again when it changes).
    private func takeCellPixels(_ size: Size) {
        guard size.columns > 0, size.rows > 0, size != cellPixels else { return }
        cellAspectRatio = Double(size.rows) / Double(size.columns)
        cellPixels = size
        if covering != nil, covering?.cellPixels != size {
            covering?.cellPixels = size
            writer.invalidate()
        }
    }

    /// Shows placed pictures in pixels from the next frame on: through the kitty graphics
    /// protocol (deleted on signals), or over their cells in `format` (gone with the screen).
    private func showPicturesInPixels(over format: CoveringGraphics.Format? = nil) {
        guard !showsPicturesInPixels else { return }
        showsPicturesInPixels = true
        if let format {
            covering = CoveringGraphics(format: format)
            if let cellPixels { covering?.cellPixels = cellPixels }
            return
        }
        updateRestoreSequence()
    }

    /// How a detecting terminal that did not answer the kitty query shows pictures over
    /// cells, from its device attributes (`attributes`): iTerm2's inline images where
    /// `TERM_PROGRAM` names iTerm2 or WezTerm, sixel where the attributes list 4 or the
    /// terminal told its colour registers; nil for neither.
    static func coveringFormat(attributes: [Int], sixelRegisters: Int?, termProgram: String?) -> CoveringGraphics.Format? {
        if termProgram == "iTerm.app" || termProgram == "WezTerm" { return .inlineImage }
        // The first parameter is the terminal's class (62, 63, 64, 65), not a feature.
        guard attributes.dropFirst().contains(4) || sixelRegisters != nil else { return nil }
        return .sixel(registers: sixelRegisters ?? CoveringGraphics.defaultRegisters)
    }

    /// What the signal handlers write: each picture the terminal holds for us deleted by
    /// id, then every mode off (an inline viewport erased), the alternate screen left as
    /// terminfo says (`rmcup`, which also pops the title `smcup` pushed).
    private func updateRestoreSequence() {
        let modes = region.map { TerminalModes.restoreSequence(erasingFromRow: $0.top, returningTo: $0.shellCursor, exitingWith: exitCaMode) }
            ?? TerminalModes.restoreSequence(exitingWith: exitCaMode)
        releasedChanges = graphics.heldChanges
        signals.setRestoreSequence(modes, after: showsPicturesInPixels && covering == nil ? graphics.signalRelease : [])
    }

    /// Asks the terminal where the cursor is and reads the answer straight from it, for at
    /// most `cursorReportTimeout`; keys typed meanwhile are kept for `nextEvents`. Nil when
    /// the terminal does not answer.
    private func askCursorPosition() -> CursorPositionReport? {
        writeToTerminal(CursorPositionReport.request)
        var received: [UInt8] = []
        var report: CursorPositionReport?
        let deadline = MonotonicClock.now() + Self.cursorReportTimeout
        while true {
            if let found = CursorPositionReport.first(in: received) {
                report = found.report
                received.removeSubrange(found.range)
                break
            }
            let remaining = deadline - MonotonicClock.now()
            guard remaining > 0 else { break }
            var descriptor = pollfd(fd: ttyFD, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, Int32((remaining * 1000).rounded(.up)))
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { break }
            let count = read(ttyFD, &readBuffer, readBuffer.count)
            guard count > 0 else { break }
            received += readBuffer[0..<count]
        }
        if !received.isEmpty {
            pendingEvents += decoder.feed(received[...], at: MonotonicClock.now())
        }
        return report
    }

    /// Ctrl-S and Ctrl-Q would stop and start output (IXON) and freeze the screen; they
    /// arrive as keys instead. ncurses saves this as its program mode, so a resume after
    /// Ctrl-Z keeps it, and `endwin` (or a signal) puts back the shell's termios with IXON.
    private func turnOffFlowControl() {
        var modes = termios()
        guard tcgetattr(ttyFD, &modes) == 0 else { return }
        modes.c_iflag &= ~tcflag_t(IXON)
        // Ctrl-C arrives as a key (the picker reads it and exits 130, as fzf does), and so
        // does Ctrl-\ (no SIGQUIT: a key fzf binds); a SIGINT or SIGQUIT sent from outside is
        // still caught and the terminal restored.
        withUnsafeMutableBytes(of: &modes.c_cc) {
            $0[Int(VINTR)] = 0
            $0[Int(VQUIT)] = 0
        }
        if tcsetattr(ttyFD, TCSANOW, &modes) == 0 { def_prog_mode() }
    }

    /// Forgets what the terminal shows: the next frame clears it and draws every cell.
    public func redrawEverything() { writer.invalidate() }

    private func reapplyModes() {
        reset_prog_mode()
        claimInlineRegion()
        writeToTerminal(modes.enableSequence)
        writer.invalidate()
    }

    /// The whole screen's size, as ncurses keeps it.
    private var screenSize: Size {
        Size(columns: Int(getmaxx(window)), rows: Int(getmaxy(window)))
    }

    /// Takes the size from the kernel. An inline viewport follows its rows where the
    /// terminal moved them (a terminal that gets shorter pushes lines into its scrollback,
    /// one that grows may give them back): the cursor was left on a known row of the frame,
    /// and the terminal says where it is now. Rows of ours pushed above the screen are
    /// remembered, so that when they come back the viewport takes them back; a viewport
    /// that no longer fits below scrolls the shell's lines up, never draws over them.
    /// The largest screen drawn: a terminal the kernel says is larger (a hostile or broken
    /// size, up to 65535 × 65535) is drawn in its top-left part, so its frames never cost
    /// gigabytes. An 8K display in a small font is about 1,100 × 300 cells.
    static let largestScreen = Size(columns: 1500, rows: 600)

    /// `size` cut to `largestScreen`.
    static func clamped(_ size: Size) -> Size {
        Size(columns: min(size.columns, largestScreen.columns), rows: min(size.rows, largestScreen.rows))
    }

    /// The size the kernel holds for the terminal at `fd`, if it holds one.
    private static func kernelSize(of fd: Int32) -> Size? {
        var winsize = winsize()
        guard ioctl(fd, UInt(TIOCGWINSZ), &winsize) == 0, winsize.ws_row > 0, winsize.ws_col > 0 else { return nil }
        return Size(columns: Int(winsize.ws_col), rows: Int(winsize.ws_row))
    }

    private func syncSizeWithKernel() {
        let previousScreen = screenSize
        var winsize = winsize()
        if ioctl(ttyFD, UInt(TIOCGWINSZ), &winsize) == 0, winsize.ws_row > 0, winsize.ws_col > 0 {
            let drawn = Self.clamped(Size(columns: Int(winsize.ws_col), rows: Int(winsize.ws_row)))
            let rows = Int32(drawn.rows), columns = Int32(drawn.columns)
            if rows != getmaxy(window) || columns != getmaxx(window) {
                resizeterm(rows, columns)
            }
            // xterm (which answers no `CSI 16 t` by default) and others fill in the pixels.
            if winsize.ws_xpixel > 0, winsize.ws_ypixel > 0 {
                takeCellPixels(Size(columns: Int(winsize.ws_xpixel) / Int(winsize.ws_col), rows: Int(winsize.ws_ypixel) / Int(winsize.ws_row)))
            }
        }
        if let region, let height = options.inlineHeight, screenSize != previousScreen {
            var shift = 0
            if let row = writer.cursorRow, let cursor = askCursorPosition() { shift = cursor.row - (region.top + row) }
            let screen = screenSize
            let (moved, scroll) = region.resized(shift: shift, height: height.rows(onTerminalOf: screen.rows),
                                                 screenRows: screen.rows)
            writeToTerminal(InlineRegion.scrollBytes(scroll, screenRows: screen.rows))
            place(moved)
            // The terminal moved or cut what it showed of the frame: draw it all again.
            writer.invalidate()
        }
        let newSize = region.map { Size(columns: screenSize.columns, rows: $0.height) } ?? screenSize
        if newSize != size {
            size = newSize
            writer.invalidate()
        }
    }

    private func writeToTerminal(_ text: String) {
        writeToTerminal(Array(text.utf8))
    }

    private func writeToTerminal(_ bytes: [UInt8]) {
        // What the terminal had no room for of an upload slice goes first: it ends a command.
        let rest = uploadRest
        uploadRest = []
        writeAll(rest.isEmpty ? bytes : rest + bytes)
    }

    /// Writes `bytes`, waiting for the terminal to take them all (or to fail).
    private func writeAll(_ bytes: [UInt8]) {
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

    /// Writes what the terminal has room for of `bytes` at once, and returns how many that
    /// was (all of them when the terminal is gone, so nothing waits for it). The file
    /// description is our own open of `/dev/tty`: non-blocking only while this writes.
    private func writeWithoutWaiting(_ bytes: [UInt8]) -> Int {
        let flags = fcntl(ttyFD, F_GETFL)
        guard flags >= 0, fcntl(ttyFD, F_SETFL, flags | O_NONBLOCK) == 0 else {
            writeAll(bytes)
            return bytes.count
        }
        defer { _ = fcntl(ttyFD, F_SETFL, flags) }
        while true {
            let written = bytes.withUnsafeBytes { write(ttyFD, $0.baseAddress!, $0.count) }
            if written >= 0 { return written }
            if errno == EINTR { continue }
            return errno == EAGAIN || errno == EWOULDBLOCK ? 0 : bytes.count
        }
    }

    // MARK: Environment

    /// Whether the graphics query may be sent: not to the Linux console, which knows no
    /// APC string and would print it, nor inside tmux or screen, which take an APC string
    /// for a window title and pass no pictures on.
    static func mayAskAboutGraphics(term: String) -> Bool {
        let multiplexed = environment("TMUX") != nil || environment("STY") != nil
            || term.hasPrefix("screen") || term.hasPrefix("tmux")
        return !multiplexed && term != "linux"
    }

    static func environment(_ name: String) -> String? {
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

    /// The colours to use: none without colour (`NO_COLOR`) or where terminfo has none,
    /// else terminfo's count, or direct colour where its `RGB` or `Tc` says so, raised by
    /// what the environment says (`ColorDepth.of`).
    private static func colorDepth(enabled: Bool) -> ColorDepth {
        guard enabled, has_colors() else { return .none }
        start_color()
        use_default_colors()
        let direct = ["RGB", "Tc"].contains { name in
            tigetflag(name) > 0 || tigetnum(name) > 0 || TerminalCapabilities.terminfoString(name) != nil
        }
        let names = ["COLORTERM", "TERM", "TERM_PROGRAM", "VTE_VERSION", "KONSOLE_VERSION", "KITTY_WINDOW_ID",
                     "WT_SESSION", "XTERM_VERSION", "TMUX", "STY"]
        let said = Dictionary(uniqueKeysWithValues: names.compactMap { name in environment(name).map { (name, $0) } })
        return .of(terminfoColors: Int(cn_colors()), terminfoDirect: direct, environment: said)
    }
}
