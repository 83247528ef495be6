#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CellCanvas

/// A terminal in memory: input is a script of events at given times on a virtual clock,
/// every presented frame is kept. Waiting moves the clock to the next scripted event or
/// to the deadline, whichever comes first, so a test of a 0.4 s animation takes no time
/// and gives the same frames on every run. When the script has run out and the caller
/// would wait for ever, `nextEvents` returns nil: the input has ended.
///
/// ```swift
/// let terminal = MemoryTerminal(size: Size(columns: 80, rows: 24), script: [
///     (0.1, .key(KeyPress(.right))), (1.0, .key(KeyPress(.enter))),
/// ])
/// // run the loop against it, then read terminal.frames.last
/// ```
public final class MemoryTerminal: TerminalDevice {
    /// The size frames must have; a scripted `.resize` changes it.
    public private(set) var size: Size
    /// Every frame presented, oldest first, with the time it was presented.
    public private(set) var frames: [(time: Double, frame: CellBuffer)] = []
    /// The events still to come, earliest first.
    public private(set) var script: [InputEvent]
    private var clock = 0.0

    /// A terminal of `size` whose input is `script`: events at their times (seconds from 0).
    public init(size: Size, script: [(time: Double, kind: InputEvent.Kind)] = []) {
        self.size = size
        self.script = script.map { InputEvent($0.kind, time: $0.time) }.sorted { $0.time < $1.time }
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

    public func waitForEvents(until deadline: Double?, watching watched: Int32?) -> [InputEvent]? {
        if let watched, Self.isReadable(watched) {
            return [InputEvent(.readable(descriptor: watched), time: clock)]
        }
        guard let next = script.first else {
            guard let deadline else { return nil }
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
            events.append(InputEvent(event.kind, time: clock))
        }
        return events
    }

    /// Whether data (or end of file) waits on `descriptor`, without waiting.
    private static func isReadable(_ descriptor: Int32) -> Bool {
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&request, 1, 0) > 0 && request.revents & Int16(POLLIN | POLLHUP | POLLERR) != 0
    }
}
