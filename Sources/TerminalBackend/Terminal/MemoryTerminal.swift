#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CellCanvas

/// A terminal in memory: input is a script of events at given times on a virtual clock,
/// every presented frame is kept. Waiting moves the clock to the next scripted event or
/// to the deadline, whichever comes first, so a test of a 0.4 s animation takes no time
/// and gives the same frames on every run. `waitForEvents` returns nil — the input has
/// ended — once the script has run out and either the caller would wait for ever or the
/// clock has passed `endTime` (so a loop that never rests, autoscroll say, ends too). A
/// watched descriptor (a feed of items, a preview's output) is waited for in real time, up to `feedTimeout`.
///
/// ```swift
/// let terminal = MemoryTerminal(size: Size(columns: 80, rows: 24), script: [
///     (0.1, .key(KeyPress(.right))), (1.0, .key(KeyPress(.enter))),
/// ])
/// // run the loop against it (`waitForEvents` feeds it), then read terminal.lastFrame
/// ```
public final class MemoryTerminal: TerminalDevice {
    /// The size frames must have; a scripted `.resize` changes it.
    public private(set) var size: Size
    /// Every frame presented, oldest first, with the time it was presented.
    public private(set) var frames: [(time: Double, frame: CellBuffer)] = []
    /// The events still to come, earliest first.
    public private(set) var script: [InputEvent]
    /// Seconds on the virtual clock after the last scripted event at which input ends.
    public var endTime: Double
    /// Real seconds a watched descriptor is waited for when nothing else is to come.
    public var feedTimeout = 10.0
    /// Whether pictures placed in frames count as shown in pixels (a kitty terminal).
    public var showsPicturesInPixels = false
    /// A cell's height over its width, when the script's terminal says.
    public var cellAspectRatio: Double?
    /// Whether it says pictures in pixels go whole over their cells (as sixel's do).
    public var sendsPicturesWhole = false
    /// Whether its background counts as light; a scripted `.backgroundColor` sets it.
    public var hasLightBackground = false
    private var clock = 0.0

    /// A terminal of `size` whose input is `script`: events at their times (seconds from 0);
    /// input ends `grace` seconds after the last one at the latest.
    public init(size: Size, script: [(time: Double, kind: InputEvent.Kind)] = [], grace: Double = 30) {
        self.size = size
        self.script = script.map { InputEvent($0.kind, time: $0.time) }.sorted { $0.time < $1.time }
        endTime = (script.map(\.time).max() ?? 0) + grace
    }

    /// Adds events to the script (their times are on the same clock; earlier than now means now).
    public func append(_ kind: InputEvent.Kind, at time: Double) {
        script.append(InputEvent(kind, time: max(time, clock)))
        script.sort { $0.time < $1.time }
    }

    /// The last frame presented, if any.
    public var lastFrame: CellBuffer? { frames.last?.frame }

    public func now() -> Double { clock }

    public func present(_ frame: CellBuffer) {
        frames.append((clock, frame))
    }

    public var lastFrameBytes: Int? { nil }

    public func waitForEvents(until deadline: Double?, watching watched: [Int32]) -> [InputEvent]? {
        let ready = Self.readable(watched, waitingUpTo: 0)
        if !ready.isEmpty { return ready.map { InputEvent(.readable(descriptor: $0), time: clock) } }
        guard let next = script.first else {
            guard let deadline, deadline <= endTime else {
                // Nothing scripted is left: only the feed can still bring something.
                let ready = Self.readable(watched, waitingUpTo: feedTimeout)
                if !ready.isEmpty { return ready.map { InputEvent(.readable(descriptor: $0), time: clock) } }
                return nil
            }
            clock = max(clock, deadline)
            return []
        }
        if let deadline, deadline < next.time {
            clock = max(clock, deadline)
            return []
        }
        clock = max(clock, next.time)
        var events: [InputEvent] = []
        while let event = script.first, event.time <= clock {
            script.removeFirst()
            if case .resize(let newSize) = event.kind { size = newSize }
            if case .backgroundColor(let red, let green, let blue) = event.kind {
                hasLightBackground = BackgroundColorReply.isLight((red, green, blue))
            }
            events.append(InputEvent(event.kind, time: clock))
        }
        return events
    }

    /// Those of `descriptors` on which data (or end of file) waits, waiting up to `seconds`
    /// of real time for one.
    private static func readable(_ descriptors: [Int32], waitingUpTo seconds: Double) -> [Int32] {
        guard !descriptors.isEmpty else { return [] }
        var requests = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        var ready: Int32
        repeat {
            ready = poll(&requests, nfds_t(requests.count), Int32(min(seconds * 1000, 600_000)))
        } while ready < 0 && errno == EINTR
        guard ready > 0 else { return [] }
        return requests.filter { $0.revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 }.map(\.fd)
    }
}
