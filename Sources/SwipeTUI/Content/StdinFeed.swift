import Glibc

/// Reads standard input into a `LineSource` between frames, never blocking the interface:
/// each call reads only what is already there, for a few milliseconds at most.
public final class StdinFeed {
    /// The source the feed fills: shown directly, or through `JSONSource` for NDJSON.
    public let lines: LineSource
    /// False once standard input has ended (or reading stopped).
    public private(set) var isOpen = true
    private var buffer = [UInt8](repeating: 0, count: 1 << 16)

    /// A feed from file descriptor 0 into `lines`; nothing is read until asked.
    public init(lines: LineSource) {
        self.lines = lines
    }

    /// The descriptor the event loop watches while the feed is open.
    public var descriptor: Int32 { 0 }

    /// Waits up to `timeout` seconds for input to start (or end), reading what comes.
    public func waitForInput(timeout: Double) throws(ContentError) {
        var fds = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)]
        if poll(&fds, 1, Int32(timeout * 1000)) > 0 { _ = try readAvailable() }
    }

    /// Reads what is available now, for up to `budget` seconds; returns whether the items
    /// or the open state changed. Throws when a line is too long.
    public func readAvailable(budget: Double = 0.004) throws(ContentError) -> Bool {
        guard isOpen else { return false }
        let start = Self.now()
        var changed = false
        repeat {
            var fds = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)]
            guard poll(&fds, 1, 0) > 0 else { break }
            let count = read(descriptor, &buffer, buffer.count)
            if count > 0 {
                try lines.append(buffer[0..<count])
                changed = true
                if lines.isComplete { close() }
            } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                close()
                changed = true
            }
        } while isOpen && Self.now() - start < budget
        return changed
    }

    private func close() {
        lines.finish()
        isOpen = false
    }

    private static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}
