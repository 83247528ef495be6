import CellCanvas

/// What a frame loop needs of a terminal: its size, a clock, a way to present a frame and
/// a way to wait for input. `Terminal` is the real one on `/dev/tty`; `MemoryTerminal`
/// plays a script of events on a virtual clock and records every frame, so a session and
/// every component can be tested without a pseudo-terminal.
public protocol TerminalDevice: AnyObject {
    /// The size frames must have.
    var size: Size { get }
    /// Seconds on the device's clock (monotonic: it never goes back).
    func now() -> Double
    /// Shows `frame` (the terminal's size).
    func present(_ frame: CellBuffer)
    /// Bytes the last `present` wrote, when the device knows.
    var lastFrameBytes: Int? { get }
    /// The events that happen before `deadline` (seconds on `now()`'s clock; nil waits as
    /// long as it takes), data waiting on any of `watched` as `.readable`; nil when input has
    /// ended for good (a script that ran out).
    func waitForEvents(until deadline: Double?, watching watched: [Int32]) -> [InputEvent]?
    /// Whether pictures placed in frames show in pixels (a graphics protocol).
    var showsPicturesInPixels: Bool { get }
    /// A cell's height over its width, when the device knows it.
    var cellAspectRatio: Double? { get }
    /// Whether the terminal's background is light (text is dark on it), as far as it said.
    var hasLightBackground: Bool { get }
    /// Hands the terminal over to `body` (a command run in the foreground): the screen is
    /// released as for Ctrl-Z, `body` gets the terminal's descriptor (nil: the device has
    /// none, and a command gets /dev/null), and the screen is taken back and drawn whole.
    func handOver(_ body: (Int32?) -> Void)
    /// Whether pictures in pixels go over their cells, each change sent whole (sixel,
    /// iTerm2's inline images): too costly to animate, a new picture a frame.
    var sendsPicturesWhole: Bool { get }
    /// Forgets what the terminal shows: the next frame clears it and draws every cell
    /// (fzf's `clear-screen`, for a screen something else scribbled on).
    func redrawEverything()
}

extension TerminalDevice {
    /// A device with no terminal behind it (a test's) runs `body` as it is.
    public func handOver(_ body: (Int32?) -> Void) { body(nil) }

    /// Pictures are cells, or kitty's placements: changing one is cheap.
    public var sendsPicturesWhole: Bool { false }

    /// A device that says nothing of its background: dark, as most terminals' is.
    public var hasLightBackground: Bool { false }

    /// A device that draws nothing itself has nothing to forget.
    public func redrawEverything() {}
}

extension Terminal: TerminalDevice {
    public var sendsPicturesWhole: Bool { picturesGoOverCells }

    public func handOver(_ body: (Int32?) -> Void) {
        handOverTerminal { body($0) }
    }

    public func now() -> Double { MonotonicClock.now() }

    /// A tty never runs out: when it goes away the process gets SIGHUP.
    public func waitForEvents(until deadline: Double?, watching watched: [Int32]) -> [InputEvent]? {
        nextEvents(deadline: deadline, watching: watched)
    }
}
