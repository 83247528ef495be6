#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Starts `SHELL -c LINE` (`CommandShell`) for the commands we run (previews, `--bind`
/// actions): every signal at its default and none blocked, whatever ours are, at the ordinary priority, in
/// a process group of its own (its pid) so the whole group can be killed.
enum ShellSpawn {
    /// How the child stands to the terminal.
    enum Placement {
        /// A session of its own: no controlling terminal, so it can never reach the tty
        /// (previews, `execute-silent`, `reload`).
        case detached
        /// A process group of its own in our session: it may be given the terminal's
        /// foreground (`execute`).
        case foregroundable
    }

    /// The longest command line `sh -c` takes: Linux's limit on one argument
    /// (MAX_ARG_STRLEN, 32 pages), the terminating NUL included.
    static let longestCommandLine = 128 << 10

    /// Spawns `commandLine` with `input`, `output` and `errors` as its descriptors 0, 1 and
    /// 2 (nil: /dev/null); the child's pid, or nil. The descriptors passed stay open here.
    static func spawn(_ commandLine: [UInt8], placement: Placement, input: Int32?, output: Int32?, errors: Int32?) -> pid_t? {
        // A NUL would end the argument there, cutting the command line short.
        guard !commandLine.contains(0) else { return nil }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // POSIX_SPAWN_SETSID (0x80) or SETPGROUP (0x02, group 0: its own); SETSIGMASK (0x08)
        // and SETSIGDEF (0x04): nothing blocked and every signal at its default.
        let detachment: Int16 = placement == .detached ? 0x80 : 0x02
        posix_spawnattr_setflags(&attributes, detachment | 0x08 | 0x04)
        posix_spawnattr_setpgroup(&attributes, 0)
        var noSignals = sigset_t(), allSignals = sigset_t()
        sigemptyset(&noSignals)
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for (target, source) in [(Int32(0), input), (1, output), (2, errors)] {
            if let source {
                posix_spawn_file_actions_adddup2(&actions, source, target)
            } else {
                posix_spawn_file_actions_addopen(&actions, target, "/dev/null", target == 0 ? O_RDONLY : O_WRONLY, 0)
            }
        }
        let shell = CommandShell.path
        let words: [[UInt8]] = [Array(shell.utf8), Array("-c".utf8), commandLine]
        let arguments: [UnsafeMutablePointer<CChar>?] = words.map(cString) + [nil]
        defer { arguments.forEach { $0?.deallocate() } }
        var child: pid_t = 0
        let spawned = atOrdinaryPriority {
            posix_spawn(&child, shell, &actions, &attributes, arguments, environ) == 0
        }
        return spawned ? child : nil
    }

    /// The exit status of a reaped child, or 128 + the signal that ended it.
    static func exitStatus(_ status: Int32) -> Int32 {
        status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    }

    /// Runs `body` with this thread at the nice the process was started with (its main
    /// thread's: 0, or what `nice` gave it), then puts the thread's back. On Linux nice is
    /// per thread and a child inherits its spawning thread's: a dispatch thread of raised
    /// quality of service runs at −2 or −4 where it may (as root), which a command must
    /// not get.
    private static func atOrdinaryPriority<Result>(_ body: () -> Result) -> Result {
        let which = __priority_which_t(PRIO_PROCESS.rawValue)
        errno = 0
        let current = getpriority(which, 0)
        let started = getpriority(which, id_t(getpid()))
        guard errno == 0, current != started else { return body() }
        setpriority(which, 0, started)
        defer { setpriority(which, 0, current) }
        return body()
    }

    /// `word` and a NUL in memory of its own (the caller deallocates it).
    static func cString(_ word: [UInt8]) -> UnsafeMutablePointer<CChar> {
        let copy = UnsafeMutablePointer<CChar>.allocate(capacity: word.count + 1)
        for (offset, byte) in word.enumerated() { copy[offset] = CChar(bitPattern: byte) }
        copy[word.count] = 0
        return copy
    }
}
