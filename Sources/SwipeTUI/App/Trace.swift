#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TerminalBackend

/// A log of key moments (`SWIPE_TRACE=file`): first frame, input complete, the outcome.
/// Each line is `<seconds on the monotonic clock> <event>`; the clock is system-wide, so
/// a benchmark can subtract the time it started the process.
public final class Trace {
    private let fd: Int32

    /// Opens `path` for appending, or returns nil when there is no path or it cannot be opened.
    public init?(path: String?) {
        guard let path, !path.isEmpty else { return nil }
        fd = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return nil }
    }

    deinit {
        close(fd)
    }

    /// Appends one event.
    public func log(_ event: String) {
        let line = Array("\(MonotonicClock.now()) \(event)\n".utf8)
        _ = line.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
    }
}
