import CellCanvas
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Lines the program writes to its standard streams: the pick on stdout, byte for byte,
/// and errors and notes on stderr, made safe first.
public enum OutputLine {
    /// `swipe-tui: message` as one line for stderr: every control character in it (an ESC
    /// from a file name, a C1 byte from an argument) shown as a visible symbol, so nothing
    /// the program reports can drive the terminal.
    public static func diagnostic(_ message: String) -> [UInt8] {
        Array("swipe-tui: \(Sanitizer.line(message))".utf8)
    }

    /// Writes `diagnostic(message)` and a newline to stderr.
    public static func report(_ message: String) {
        write(diagnostic(message), to: 2)
    }

    /// Writes `bytes` and a newline to a file descriptor, all of it (waiting when the
    /// descriptor is non-blocking and full). Returns false when the write failed.
    @discardableResult
    public static func write(_ bytes: [UInt8], to fd: Int32) -> Bool {
        writeAll(bytes + [0x0A], to: fd)
    }

    /// Writes `bytes` as they are to a file descriptor, all of it (waiting when the
    /// descriptor is non-blocking and full). Returns false when the write failed.
    @discardableResult
    public static func writeAll(_ bytes: [UInt8], to fd: Int32) -> Bool {
        bytes.withUnsafeBufferPointer { writeAll($0, to: fd) }
    }

    /// The same for bytes in memory.
    static func writeAll(_ bytes: UnsafeBufferPointer<UInt8>, to fd: Int32) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        var offset = 0
        while offset < bytes.count {
            let n = systemWrite(fd, base + offset, bytes.count - offset)
            if n > 0 {
                offset += n
            } else if n < 0 && errno == EINTR {
                continue
            } else if n < 0 && errno == EAGAIN {
                var ready = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
                _ = poll(&ready, 1, -1)
            } else {
                return false
            }
        }
        return true
    }
}
