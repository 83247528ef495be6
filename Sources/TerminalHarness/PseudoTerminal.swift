#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A program started on a fresh pseudo-terminal that is its controlling terminal, so it
/// opens `/dev/tty` exactly as it would in a terminal emulator. Everything it writes is
/// kept in `output`, byte for byte, for benchmarks and byte-level tests.
public final class PseudoTerminal {
    /// The master side: what a terminal emulator would read and write.
    public let master: Int32
    /// The program's process id.
    public let pid: pid_t
    /// Every byte the program has written so far (as far as it has been read).
    public private(set) var output: [UInt8] = []
    private var exitStatus: Int32?

    /// The write end of the program's stdin when it was started with `stdinPipe`.
    public private(set) var stdinWriter: Int32?

    /// Starts `arguments[0]` (a path) with exactly `environment`, on a terminal of the given
    /// size. With `stdinPipe`, its stdin is a pipe whose write end is `stdinWriter`.
    public init(arguments: [String], environment: [String: String], columns: UInt16, rows: UInt16,
                stdinPipe: Bool = false) throws(PseudoTerminalError) {
        // Glibc's module hides grantpt/unlockpt/ptsname; on Linux they are these ioctls.
        master = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
        var unlock: Int32 = 0
        var number: UInt32 = 0
        // TIOCSPTLCK (0x40045431) unlocks the slave; TIOCGPTN (0x80045430) gives its /dev/pts number.
        guard master >= 0, ioctl(master, 0x4004_5431, &unlock) == 0, ioctl(master, 0x8004_5430, &number) == 0 else {
            throw PseudoTerminalError("cannot allocate a pseudo-terminal")
        }
        let slavePath = "/dev/pts/\(number)"
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // As a shell starts a program: a new session (POSIX_SPAWN_SETSID, 0x80) whose first
        // opened terminal becomes its controlling tty, no blocked signals (SETSIGMASK, 0x08)
        // and default dispositions (SETSIGDEF, 0x04) whatever this thread had.
        posix_spawnattr_setflags(&attributes, 0x80 | 0x08 | 0x04)
        var noSignals = sigset_t(), allSignals = sigset_t()
        sigemptyset(&noSignals)
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, slavePath, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        var pipeEnds: [Int32] = [-1, -1]
        if stdinPipe, pipe(&pipeEnds) == 0 {
            posix_spawn_file_actions_adddup2(&actions, pipeEnds[0], 0)
            posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
            posix_spawn_file_actions_addclose(&actions, pipeEnds[1])
        }

        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var child: pid_t = 0
        let status = posix_spawn(&child, arguments[0], &actions, &attributes, argv, envp)
        if pipeEnds[0] >= 0 {
            close(pipeEnds[0])
            _ = fcntl(pipeEnds[1], F_SETFD, FD_CLOEXEC)
            stdinWriter = pipeEnds[1]
        }
        guard status == 0 else {
            close(master)
            throw PseudoTerminalError("cannot start \(arguments[0]): \(String(cString: strerror(status)))")
        }
        pid = child
    }

    deinit {
        if let stdinWriter { close(stdinWriter) }
        if exitStatus == nil {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        close(master)
    }

    /// Reads until `output` contains `marker` or `timeout` seconds pass; returns the
    /// monotonic time at which it appeared, or nil.
    @discardableResult
    public func waitFor(_ marker: String, timeout: Double) -> Double? {
        let needle = Array(marker.utf8)
        let deadline = Self.now() + timeout
        var searchFrom = 0
        while true {
            if let found = Self.find(needle, in: output, from: searchFrom) {
                _ = found
                return Self.now()
            }
            searchFrom = max(0, output.count - needle.count + 1)
            let remaining = deadline - Self.now()
            if remaining <= 0 || readAvailable(waitingUpTo: remaining) < 0 { return nil }
        }
    }

    /// Sends `text` as if typed.
    public func type(_ text: String) {
        let data = Array(text.utf8)
        _ = data.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// Reads whatever arrives for `duration` seconds; returns how many bytes came.
    @discardableResult
    public func drain(for duration: Double) -> Int {
        let before = output.count
        let deadline = Self.now() + duration
        while Self.now() < deadline {
            if readAvailable(waitingUpTo: deadline - Self.now()) < 0 { break }
        }
        return output.count - before
    }

    /// Writes all of `bytes` to the program's stdin pipe, reading its output meanwhile so
    /// neither side stalls; then closes the pipe (end of input).
    public func feedStdin(_ bytes: [UInt8]) {
        guard let writer = stdinWriter else { return }
        var offset = 0
        while offset < bytes.count {
            var fds = [pollfd(fd: writer, events: Int16(POLLOUT), revents: 0), pollfd(fd: master, events: Int16(POLLIN), revents: 0)]
            guard poll(&fds, 2, 1000) > 0 else { continue }
            if fds[1].revents & Int16(POLLIN) != 0 { _ = readAvailable(waitingUpTo: 0) }
            if fds[0].revents & Int16(POLLERR | POLLHUP) != 0 { break }
            if fds[0].revents & Int16(POLLOUT) != 0 {
                let n = bytes.withUnsafeBytes { write(writer, $0.baseAddress! + offset, min(65536, $0.count - offset)) }
                if n > 0 { offset += n } else if errno != EINTR && errno != EAGAIN { break }
            }
        }
        close(writer)
        stdinWriter = nil
    }

    /// Changes the terminal's size; the kernel sends SIGWINCH to the program.
    public func resize(columns: UInt16, rows: UInt16) {
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    }

    /// Sends `signal` to the program.
    public func send(signal: Int32) {
        kill(pid, signal)
    }

    /// Waits for the program to exit, reading its output meanwhile. Returns the exit
    /// status as a shell reports it (128 + n for signal n), or nil on timeout.
    public func waitForExit(timeout: Double) -> Int32? {
        let deadline = Self.now() + timeout
        while exitStatus == nil {
            var status: Int32 = 0
            let reaped = waitpid(pid, &status, WNOHANG)
            if reaped == pid {
                exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
                break
            }
            if Self.now() >= deadline { return nil }
            _ = readAvailable(waitingUpTo: 0.01)
        }
        // What it wrote last may be more than one read takes (a frame cut by a signal, then
        // the restore): read until nothing is left (at most 4 MiB, should a child it left
        // behind keep writing).
        for _ in 0..<64 { if readAvailable(waitingUpTo: 0) <= 0 { break } }
        return exitStatus
    }

    /// Waits for the program to exit without reading its output, as a terminal that
    /// stopped reading would (its output queue stays full). Returns the exit status as
    /// `waitForExit` does, or nil on timeout.
    public func waitForExitWithoutReading(timeout: Double) -> Int32? {
        let deadline = Self.now() + timeout
        while exitStatus == nil {
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG) == pid {
                exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
                break
            }
            if Self.now() >= deadline { return nil }
            usleep(10_000)
        }
        return exitStatus
    }

    /// Ends the program with SIGTERM and reaps it.
    public func terminate() {
        kill(pid, SIGTERM)
        _ = waitForExit(timeout: 5)
    }

    /// Reads what is available within `seconds`; returns bytes read, or −1 at end of file.
    private func readAvailable(waitingUpTo seconds: Double) -> Int {
        var fds = [pollfd(fd: master, events: Int16(POLLIN), revents: 0)]
        let ready = poll(&fds, 1, Int32(max(seconds, 0) * 1000))
        guard ready > 0 else { return 0 }
        var chunk = [UInt8](repeating: 0, count: 65536)
        let n = read(master, &chunk, chunk.count)
        if n <= 0 { return -1 }
        output += chunk[0..<n]
        return n
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard !needle.isEmpty, haystack.count >= needle.count, start <= haystack.count - needle.count else { return nil }
        var i = start
        while i <= haystack.count - needle.count {
            if haystack[i] == needle[0] && haystack[i..<i + needle.count].elementsEqual(needle) { return i }
            i += 1
        }
        return nil
    }

    private static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}

/// Why a program could not be started on a pseudo-terminal.
public struct PseudoTerminalError: Error, CustomStringConvertible {
    /// What went wrong, as one line, e.g. `cannot allocate a pseudo-terminal`.
    public let description: String

    /// An error that reads `description`.
    public init(_ description: String) {
        self.description = description
    }
}
