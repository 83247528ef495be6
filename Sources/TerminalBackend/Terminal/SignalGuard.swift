#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The C library's terminal attributes, under a name no property shadows.
#if canImport(Glibc)
typealias CTermios = Glibc.termios
#else
typealias CTermios = Darwin.termios
#endif

/// What the signal handlers need, kept in memory allocated before they are installed so
/// that the handlers touch nothing but this block and async-signal-safe system calls.
struct SignalState {
    var ttyFD: Int32 = -1
    var restoreBytes: UnsafeMutablePointer<UInt8>?
    var restoreCount = 0
    var termios = CTermios()
    var hasTermios = false
    var wakeFD: Int32 = -1
}

nonisolated(unsafe) private let signalState: UnsafeMutablePointer<SignalState> = {
    let state = UnsafeMutablePointer<SignalState>.allocate(capacity: 1)
    state.initialize(to: SignalState())
    return state
}()

/// Kills our children's process groups, removes our temporary files, writes the restore bytes, puts the terminal's saved
/// termios back and re-raises the signal with its default action (SA_RESETHAND put it back),
/// so the exit status tells the truth. Only async-signal-safe calls.
private let restoreAndReraise: @convention(c) (Int32) -> Void = { signal in
    ChildGroups.killAll()
    TemporaryFiles.unlinkAll()
    let state = signalState
    if let bytes = state.pointee.restoreBytes, state.pointee.ttyFD >= 0 {
        // A terminal that stopped reading (a stalled link, a frozen emulator) would keep
        // the restore waiting behind a full output queue, and the signal would never end
        // us: what it has not read is dropped (the restore starts with CAN, which ends a
        // sequence cut in half) and the restore is written without waiting. The file
        // description is ours alone (our own open of /dev/tty), so nobody else turns
        // non-blocking. A frame write on another thread may take the room first: the queue
        // is dropped again until the restore starts going out (never after, which would
        // drop its own start), a bounded number of times.
        let fd = state.pointee.ttyFD
        let flags = fcntl(fd, F_GETFL)
        if flags >= 0 { _ = fcntl(fd, F_SETFL, flags | O_NONBLOCK) }
        var written = 0
        for _ in 0..<64 where written < state.pointee.restoreCount {
            if written == 0 { _ = tcflush(fd, TCOFLUSH) }
            let count = write(fd, bytes + written, state.pointee.restoreCount - written)
            if count > 0 { written += count }
        }
    }
    if state.pointee.hasTermios {
        _ = tcsetattr(state.pointee.ttyFD, TCSANOW, &state.pointee.termios)
    }
    // Blocked while this handler runs; delivered with the default action on return.
    raise(signal)
}

/// Forwards a signal to the event loop through the self-pipe.
private let forwardToLoop: @convention(c) (Int32) -> Void = { signal in
    let savedErrno = errno
    var byte = UInt8(truncatingIfNeeded: signal)
    _ = write(signalState.pointee.wakeFD, &byte, 1)
    errno = savedErrno
}

/// Installs the handlers that keep the terminal usable whatever happens to the process.
///
/// Every catchable signal whose default action ends the process (`restoring`: the
/// terminating ones, the crashes and the real-time signals) runs on an alternate stack,
/// writes the precomputed restore sequence, restores termios and re-raises. WINCH, TSTP
/// and CONT are forwarded to the event loop, which handles them outside signal context.
final class SignalGuard {
    /// The signals whose default action does not end the process (signal(7)): ignored
    /// (CHLD, URG, WINCH), stop (STOP, TSTP, TTIN, TTOU) or continue (CONT).
    static let notEndingByDefault: Set<Int32> = [SIGCHLD, SIGURG, SIGWINCH, SIGSTOP, SIGTSTP, SIGTTIN, SIGTTOU, SIGCONT]
    /// Signals no handler can catch.
    static let uncatchable: Set<Int32> = [SIGKILL, SIGSTOP]
    /// Signals forwarded to the event loop instead of ending it.
    static let forwarded: [Int32] = [SIGWINCH, SIGTSTP, SIGCONT]

    /// Every signal that would end the process with the terminal still ours: all of 1 to
    /// SIGRTMAX but those whose default does not end the process, those no handler can
    /// catch, and the two glibc keeps for its threads (below SIGRTMIN).
    static var restoring: [Int32] {
        let realTime = __libc_current_sigrtmin()...__libc_current_sigrtmax()
        return (1...__libc_current_sigrtmax()).filter { signal in
            !notEndingByDefault.contains(signal) && !uncatchable.contains(signal)
                && (signal <= SIGSYS || realTime.contains(signal))
        }
    }

    /// The read end of the self-pipe: one byte per forwarded signal, the signal's number.
    let wakeReadFD: Int32
    private let wakeWriteFD: Int32
    private var previous: [Int32: sigaction] = [:]
    private var alternateStack: UnsafeMutableRawPointer?
    private var previousStack = stack_t()
    /// The room for restore sequences: set once, so a handler never sees memory freed. It
    /// holds the modes and the deletion of a few thousand pictures.
    static let restoreCapacity = 64 << 10

    init(ttyFD: Int32, shellTermios: termios?, restoreSequence: String) {
        var fds: [Int32] = [-1, -1]
        if pipe(&fds) == 0 {
            for fd in fds {
                _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
                _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            }
        }
        wakeReadFD = fds[0]
        wakeWriteFD = fds[1]

        let buffer = signalState.pointee.restoreBytes ?? {
            let memory = UnsafeMutablePointer<UInt8>.allocate(capacity: Self.restoreCapacity)
            memory.initialize(repeating: 0, count: Self.restoreCapacity)
            return memory
        }()
        signalState.pointee = SignalState(
            ttyFD: ttyFD, restoreBytes: buffer, restoreCount: 0,
            termios: shellTermios ?? termios(), hasTermios: shellTermios != nil, wakeFD: wakeWriteFD)
        setRestoreSequence(restoreSequence)
    }

    /// Changes what a terminating signal writes to the terminal: `release` (our pictures
    /// deleted), then `sequence` (every mode off; an inline viewport's erase moves with the
    /// viewport). When both do not fit, `release` is left out: the modes always go whole.
    /// A signal arriving meanwhile writes nothing rather than half a sequence.
    func setRestoreSequence(_ sequence: String, after release: [UInt8] = []) {
        let modes = Array(sequence.utf8.prefix(Self.restoreCapacity))
        let bytes = release.count + modes.count <= Self.restoreCapacity ? release + modes : modes
        guard let buffer = signalState.pointee.restoreBytes else { return }
        signalState.pointee.restoreCount = 0
        buffer.update(from: bytes, count: bytes.count)
        signalState.pointee.restoreCount = bytes.count
    }

    /// Installs every handler, replacing ncurses' own (which miss the modes we set), and
    /// unblocks those signals: a parent may have started us with them blocked (threads of
    /// test runners and thread pools often do), and a blocked SIGTERM would never restore.
    /// A signal the parent had ignored is caught too while the interface runs: Ctrl-C must
    /// end it, and the old disposition comes back at `uninstall`.
    func install() {
        ChildGroups.prepare()
        TemporaryFiles.prepare()
        installAlternateStack()
        let restoring = Self.restoring
        var handled = sigset_t()
        sigemptyset(&handled)
        for signal in restoring + Self.forwarded { sigaddset(&handled, signal) }
        sigprocmask(SIG_UNBLOCK, &handled, nil)
        for signal in restoring {
            set(signal, handler: restoreAndReraise, flags: Int32(SA_ONSTACK) | Int32(bitPattern: UInt32(SA_RESETHAND)))
        }
        for signal in Self.forwarded {
            set(signal, handler: forwardToLoop, flags: Int32(SA_RESTART))
        }
    }

    /// Puts back the handlers that were there before `install`, and frees the alternate
    /// stack once no handler can run on it.
    func uninstall() {
        for (signal, var action) in previous {
            sigaction(signal, &action, nil)
        }
        previous.removeAll()
        signalState.pointee.ttyFD = -1
        signalState.pointee.hasTermios = false
        removeAlternateStack()
    }

    /// Stops the process as Ctrl-Z would, returning once it is continued.
    func stopProcess() {
        var defaultAction = sigaction()
        defaultAction.__sigaction_handler.sa_handler = SIG_DFL
        sigemptyset(&defaultAction.sa_mask)
        sigaction(SIGTSTP, &defaultAction, nil)
        raise(SIGTSTP)
        set(SIGTSTP, handler: forwardToLoop, flags: Int32(SA_RESTART), rememberPrevious: false)
    }

    /// Runs `body` with SIGTTOU ignored, then puts its handling back: while a child holds
    /// the terminal's foreground we are a background process, whose terminal calls (taking
    /// the foreground back, a signal handler's restore) would otherwise stop us.
    func ignoringTerminalStops(_ body: () -> Void) {
        var ignore = sigaction(), old = sigaction()
        ignore.__sigaction_handler.sa_handler = SIG_IGN
        sigemptyset(&ignore.sa_mask)
        sigaction(SIGTTOU, &ignore, &old)
        body()
        sigaction(SIGTTOU, &old, nil)
    }

    /// Reads and returns the signals forwarded since the last call.
    func drainForwardedSignals() -> [Int32] {
        var buffer = [UInt8](repeating: 0, count: 64)
        var signals: [Int32] = []
        while true {
            let n = read(wakeReadFD, &buffer, buffer.count)
            guard n > 0 else { break }
            signals += buffer[0..<n].map { Int32($0) }
        }
        return signals
    }

    deinit {
        uninstall()
        close(wakeReadFD)
        close(wakeWriteFD)
    }

    private func set(_ signal: Int32, handler: @convention(c) (Int32) -> Void, flags: Int32, rememberPrevious: Bool = true) {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handler
        action.sa_flags = flags
        sigemptyset(&action.sa_mask)
        var old = sigaction()
        guard sigaction(signal, &action, &old) == 0 else { return }
        if rememberPrevious, previous[signal] == nil { previous[signal] = old }
    }

    private func installAlternateStack() {
        guard alternateStack == nil else { return }
        let size = 64 * 1024
        let memory = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
        var stack = stack_t(ss_sp: memory, ss_flags: 0, ss_size: size)
        if sigaltstack(&stack, &previousStack) == 0 {
            alternateStack = memory
        } else {
            memory.deallocate()
        }
    }

    /// Gives the thread back the alternate stack it had before (none, usually) and frees ours.
    private func removeAlternateStack() {
        guard let memory = alternateStack else { return }
        var restored = previousStack
        if restored.ss_sp == nil { restored.ss_flags = Int32(SS_DISABLE) }
        guard sigaltstack(&restored, nil) == 0 else { return }
        memory.deallocate()
        alternateStack = nil
    }
}
