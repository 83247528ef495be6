#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TerminalBackend

/// Items that keep arriving after the interface opens: lines streaming in on stdin, or the
/// index pass over a file running on a thread of its own. The frame loop watches
/// `descriptor` and calls `takeProgress()` when it is readable; it never waits for them.
public protocol IncomingItems: AnyObject {
    /// Readable when there is progress to take.
    var descriptor: Int32 { get }
    /// False once everything has arrived, or reading stopped.
    var isOpen: Bool { get }
    /// Why reading stopped early (a ceiling), for the status line; nil otherwise.
    var stopNote: String? { get }
    /// Takes what arrived since the last call: true when the count or the open state
    /// changed. Throws the error that ended reading (a line too long, a read error).
    func takeProgress() throws(ContentError) -> Bool
}

extension IncomingItems {
    /// Takes progress as it comes, for up to `timeout` seconds, while the input is open and
    /// `condition` holds: before the screen opens, so a small input is whole in the first
    /// frame (or empty input says so) without waiting for a large one.
    public func takeProgress(waitingUpTo timeout: Double, while condition: () -> Bool = { true }) throws(ContentError) {
        let deadline = MonotonicClock.now() + timeout
        var fds = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)]
        while isOpen && condition() {
            let remaining = deadline - MonotonicClock.now()
            guard remaining > 0, poll(&fds, 1, Int32((remaining * 1000).rounded(.up))) > 0 else { return }
            _ = try takeProgress()
        }
    }
}
