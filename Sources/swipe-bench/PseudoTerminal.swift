import Glibc

/// A program started on a fresh pseudo-terminal as its controlling terminal, so that it
/// opens `/dev/tty` exactly as it would in a terminal emulator.
final class PseudoTerminal {
    let master: Int32
    let pid: pid_t

    init(arguments: [String], environment: [String: String], columns: UInt16, rows: UInt16) throws {
        // Glibc's module hides grantpt/unlockpt/ptsname; on Linux they are these ioctls.
        master = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
        var unlock: Int32 = 0
        var number: UInt32 = 0
        // TIOCSPTLCK (0x40045431) unlocks the slave; TIOCGPTN (0x80045430) gives its /dev/pts number.
        guard master >= 0, ioctl(master, 0x4004_5431, &unlock) == 0, ioctl(master, 0x8004_5430, &number) == 0 else {
            throw BenchError("cannot allocate a pseudo-terminal")
        }
        let slavePath = "/dev/pts/\(number)"
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // POSIX_SPAWN_SETSID: a new session, whose first opened terminal becomes its controlling tty.
        posix_spawnattr_setflags(&attributes, 0x80)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, slavePath, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        posix_spawn_file_actions_addclose(&actions, master)

        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var child: pid_t = 0
        let status = posix_spawn(&child, arguments[0], &actions, &attributes, argv, envp)
        guard status == 0 else { throw BenchError("cannot start \(arguments[0]): \(String(cString: strerror(status)))") }
        pid = child
    }

    /// Reads until the output contains `marker` or `timeout` passes; returns the time it appeared.
    func waitFor(_ marker: String, timeout: Double) -> Double? {
        let deadline = Stopwatch.now() + timeout
        var seen: [UInt8] = []
        let needle = Array(marker.utf8)
        var chunk = [UInt8](repeating: 0, count: 65536)
        while Stopwatch.now() < deadline {
            var fds = [pollfd(fd: master, events: Int16(POLLIN), revents: 0)]
            guard poll(&fds, 1, 100) > 0 else { continue }
            let n = read(master, &chunk, chunk.count)
            if n <= 0 { return nil }
            seen += chunk[0..<n]
            if seen.count >= needle.count, contains(seen, needle) { return Stopwatch.now() }
        }
        return nil
    }

    /// Sends `bytes` as if typed.
    func type(_ bytes: String) {
        let data = Array(bytes.utf8)
        _ = data.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// Drains output for `duration` seconds, returning how many bytes arrived.
    func drain(for duration: Double) -> Int {
        let deadline = Stopwatch.now() + duration
        var total = 0
        var chunk = [UInt8](repeating: 0, count: 65536)
        while Stopwatch.now() < deadline {
            var fds = [pollfd(fd: master, events: Int16(POLLIN), revents: 0)]
            let remaining = Int32(max((deadline - Stopwatch.now()) * 1000, 1))
            guard poll(&fds, 1, remaining) > 0 else { continue }
            let n = read(master, &chunk, chunk.count)
            if n <= 0 { break }
            total += n
        }
        return total
    }

    /// Ends the program and reaps it.
    func terminate() {
        kill(pid, SIGTERM)
        _ = drain(for: 0.05)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        close(master)
    }

    private func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard haystack.count >= needle.count else { return false }
        for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
            if Array(haystack[start..<start + needle.count]) == needle { return true }
        }
        return false
    }
}

struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
