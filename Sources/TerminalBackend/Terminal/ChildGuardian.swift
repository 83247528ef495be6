#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CProcess

/// A small process forked from us that kills our children's process groups when we are
/// gone without a word: SIGKILL, which no handler sees. It holds the groups it is told of
/// and blocks reading its socket; at end of file (our last descriptor of it closed, by
/// exit, exec or the kernel) it sends SIGKILL to those it still holds and exits. Its code is
/// C (`cp_start_guardian`): a forked copy of a threaded process may run nothing else.
///
/// A group is told before it can be reaped and forgotten before its leader is, in that
/// order on one socket, so the guardian never holds an id that could have been reused.
struct ChildGuardian {
    /// The guardian's pid: our child, in a process group of its own.
    let pid: pid_t
    /// Our end of its socket (close-on-exec).
    private var feed: Int32

    /// Forks a guardian; nil when that fails (we run unguarded against SIGKILL).
    static func start() -> ChildGuardian? {
        var feed: Int32 = -1
        let (arguments, length) = commandLineBytes()
        let pid = cp_start_guardian(&feed, arguments, length)
        guard pid > 0 else { return nil }
        return ChildGuardian(pid: pid, feed: feed)
    }

    /// Tells the guardian to kill `group` if we vanish. Returns false when it could not
    /// be told (it is gone, or not reading): then it has been ended (`abandon`).
    mutating func hold(_ group: pid_t) -> Bool {
        send(group)
    }

    /// Tells the guardian `group` is no longer ours to kill (before its leader is reaped).
    /// Returns false as `hold` does.
    mutating func forget(_ group: pid_t) -> Bool {
        send(-group)
    }

    /// Ends the guardian on our normal way out: its socket closed, it kills what it still
    /// holds (the groups we killed too) and exits, and is reaped, so an exec'd command
    /// (`become`) inherits no zombie. One that does not exit within about 0.1 s (stopped)
    /// is killed.
    mutating func dismiss() {
        guard feed >= 0 else { return }
        close(feed)
        feed = -1
        for _ in 0..<100 {
            var status: Int32 = 0
            let reaped = waitpid(pid, &status, WNOHANG)
            if reaped != 0 && !(reaped < 0 && errno == EINTR) { return }
            var pause = timespec(tv_sec: 0, tv_nsec: 1_000_000)
            nanosleep(&pause, nil)
        }
        abandon()
    }

    /// A guardian that cannot be told about a group could later kill one whose id was
    /// reused: it is killed and reaped (it is still our unreaped child, so its pid is
    /// its own), and we go on unguarded.
    private mutating func abandon() {
        if feed >= 0 { close(feed) }
        feed = -1
        var status: Int32 = 0
        if waitpid(pid, &status, WNOHANG) == 0 {
            kill(pid, SIGKILL)
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        }
    }

    private mutating func send(_ message: Int32) -> Bool {
        guard feed >= 0 else { return false }
        guard cp_guardian_send(feed, message) == 0 else {
            abandon()
            return false
        }
        return true
    }

    /// Our command line's bytes as the kernel shows them (`/proc/<pid>/cmdline`): argv's
    /// strings, each after the one before, from the first's start to the last's NUL. Only
    /// as far as they run on end to end; nil and 0 when there are none.
    private static func commandLineBytes() -> (UnsafeMutablePointer<CChar>?, Int) {
        let count = Int(CommandLine.argc)
        guard count > 0, let first = CommandLine.unsafeArgv[0] else { return (nil, 0) }
        var end = first + strlen(first) + 1
        for index in 1..<count {
            guard let next = CommandLine.unsafeArgv[index], next == end else { break }
            end = next + strlen(next) + 1
        }
        return (first, end - first)
    }
}
