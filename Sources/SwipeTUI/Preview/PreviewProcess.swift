#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import Synchronization
import TerminalBackend

/// Runs `--preview` commands one at a time, off the frame loop: `SHELL -c LINE` (`CommandShell`) in a
/// session of its own (no controlling terminal, so it cannot reach the tty; its whole
/// process group can be killed), stdin from /dev/null, stdout and stderr into one pipe read
/// on a background thread into a `PreviewTranscript`, within its caps.
///
/// What a run has printed shows while it runs, as fzf's: its lines so far are made into
/// content on the reader's thread, first `firstShowing` seconds after it starts (a quick
/// command shows whole at once), then at most every `showingInterval`, each time `wake`
/// turning readable for the frame loop; the reader sleeps in `poll` while the command is
/// silent. A run is not limited in time: it runs until it ends, its output reaches a cap,
/// or it is stopped (`cancel`, another `start`, the end of the session). Starting a run
/// kills the one before and drops its output: `takeResult` only ever returns the latest
/// run's. No child is left unreaped, and none outlives us: each run's group is held in
/// `ChildGroups`, which a terminating or crashing signal kills.
final class PreviewProcess: Sendable {
    /// What a run has given so far.
    struct Output: Sendable, Equatable {
        /// Which run (the key given to `start`: the item's index).
        var key: Int
        /// What it shows: its lines so far, or once finished, its lines (or picture) and how
        /// it ended.
        var content: PreviewContent
        /// Whether the run is over (this is all it gives).
        var isFinished: Bool
    }

    /// Seconds after a run starts before its first lines show while it still runs (fzf's
    /// two ticks of 100 ms).
    static let firstShowing = 0.2
    /// Seconds between two showings of a running command's output (fzf's 100 ms).
    static let showingInterval = 0.1

    /// Bytes of text output kept.
    let byteLimit: Int
    /// Turns readable when a result is there to take.
    let wake = WakePipe()

    private struct State {
        /// Bumped by every `start` and `cancel`: a run whose number is behind is stale.
        var generation = 0
        /// The process group of the run in flight, and the write end of its stop pipe
        /// (closing it wakes the reader).
        var runningGroup: pid_t?
        var stopWriteEnd: Int32?
        var result: Output?

        /// Stops the run in flight: its group is killed and its reader woken.
        mutating func stopRun() {
            generation += 1
            if let group = runningGroup { kill(-group, SIGKILL) }
            runningGroup = nil
            if let end = stopWriteEnd { close(end) }
            stopWriteEnd = nil
            result = nil
        }
    }
    private let state = Mutex(State())

    /// A runner keeping at most `byteLimit` bytes of text output.
    init(byteLimit: Int = 1 << 20) {
        self.byteLimit = byteLimit
    }

    deinit { cancel() }

    /// Starts `commandLine` (bytes for `sh -c`) for `key`, stopping the run before (its
    /// output never comes); at the cap it keeps the newest lines when `keepsNewest`
    /// (`follow`; the first `pinnedLines` stay), else it stops. The temporary `files` its
    /// `{f}` placeholders wrote are removed when the run ends, however it ends.
    func start(_ commandLine: [UInt8], key: Int, files: [String] = [], keepsNewest: Bool = false, pinnedLines: Int = 0) {
        let generation = state.withLock { state -> Int in
            state.stopRun()
            return state.generation
        }
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            run(commandLine, key: key, generation: generation, files: files,
                transcript: PreviewTranscript(byteLimit: byteLimit, keepsNewest: keepsNewest, pinnedLines: pinnedLines))
        }
    }

    /// Stops the run in flight, if any; its output never comes.
    func cancel() {
        state.withLock { $0.stopRun() }
    }

    /// The latest run's output since the last call, if it has shown more.
    func takeResult() -> Output? {
        wake.drain()
        return state.withLock { state in
            defer { state.result = nil }
            return state.result
        }
    }

    // MARK: One run, on a thread of its own

    /// The `files` are removed as soon as the command is reaped (or cannot start), before its
    /// ending is published: whoever sees the run finished finds them gone.
    private func run(_ commandLine: [UInt8], key: Int, generation: Int, files: [String], transcript: PreviewTranscript) {
        var transcript = transcript
        func removeFiles() { files.forEach(TemporaryFiles.remove) }
        func publish(_ content: PreviewContent, finished: Bool) {
            var content = content
            content.run = generation
            let current = state.withLock { state -> Bool in
                guard state.generation == generation else { return false }
                state.result = Output(key: key, content: content, isFinished: finished)
                return true
            }
            if current { wake.wake() }
        }
        func fail(_ message: String) {
            removeFiles()
            publish(transcript.content(ending: .failed(message)), finished: true)
        }
        // A NUL would end the argument there, cutting the command line short.
        guard !commandLine.contains(0) else { return fail("not run: the item holds a NUL byte") }
        guard commandLine.count < ShellSpawn.longestCommandLine else {
            return fail("not run: the command line is longer than \(ShellSpawn.longestCommandLine >> 10) KiB (use {f} for a long item)")
        }
        guard let output = Pipe(), let stop = Pipe() else { return fail("cannot make a pipe") }
        guard let child = ShellSpawn.spawn(commandLine, placement: .detached, input: nil, output: output.writeEnd,
                                           errors: output.writeEnd) else {
            output.closeBoth()
            stop.closeBoth()
            return fail("cannot run \(CommandShell.path)")
        }
        close(output.writeEnd)
        ChildGroups.adopt(child)
        let registered = state.withLock { state -> Bool in
            guard state.generation == generation else { return false }
            state.runningGroup = child
            state.stopWriteEnd = stop.writeEnd
            return true
        }
        if !registered {
            kill(-child, SIGKILL)
            close(stop.writeEnd)
        }

        var buffer = [UInt8](repeating: 0, count: 65536)
        let started = MonotonicClock.now()
        var nextShowing = started + Self.firstShowing
        var shownLines = 0
        var superseded = !registered
        var ended = false
        while !superseded {
            // New lines wait for their showing; otherwise the reader sleeps until something comes.
            let pending = transcript.lineCount != shownLines || transcript.isUndecided
            let timeout = pending ? Int32(max(nextShowing - MonotonicClock.now(), 0) * 1000) + 1 : -1
            var descriptors = [pollfd(fd: output.readEnd, events: Int16(POLLIN), revents: 0),
                               pollfd(fd: stop.readEnd, events: Int16(POLLIN), revents: 0)]
            let ready = poll(&descriptors, 2, timeout)
            if ready < 0 && errno == EINTR { continue }
            if descriptors[1].revents != 0 || state.withLock({ $0.generation != generation }) {
                superseded = true
                break
            }
            if descriptors[0].revents != 0 {
                let count = read(output.readEnd, &buffer, buffer.count)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else {
                    ended = true
                    break
                }
                transcript.append(buffer[0..<count])
                if transcript.isFull { break }
            }
            let now = MonotonicClock.now()
            if now >= nextShowing { transcript.decideNow() }
            if transcript.lineCount != shownLines, now >= nextShowing {
                shownLines = transcript.lineCount
                nextShowing = now + Self.showingInterval
                publish(transcript.content(ending: nil), finished: false)
            }
        }
        close(output.readEnd)
        close(stop.readEnd)
        if !superseded { transcript.finish() }
        if ended {
            // The output ended: the command may still be finishing (it closed its output
            // before exiting). What it printed shows meanwhile; it is waited for.
            if !Self.hasExited(child) {
                if transcript.lineCount != shownLines { publish(transcript.content(ending: nil), finished: false) }
                Self.waitForExit(child)
            }
        }
        // Forgets the group as running before it is killed and reaped, so no later kill
        // (ours or a signal handler's) ever meets a reused pid; then stops what is left of
        // it (a cap, a supersede, a child that outlived the shell).
        state.withLock { state in
            guard state.generation == generation else { return }
            state.runningGroup = nil
            if let end = state.stopWriteEnd { close(end) }
            state.stopWriteEnd = nil
        }
        kill(-child, SIGKILL)
        ChildGroups.release(child)
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 && errno == EINTR {}
        ChildGroups.reapKilled(group: child)
        removeFiles()
        guard !superseded else { return }
        let ending: PreviewTranscript.Ending = status & 0x7F == 0 ? .exited((status >> 8) & 0xFF) : .signalled(status & 0x7F)
        publish(transcript.content(ending: ending), finished: true)
    }

    /// Whether `child` has exited, without reaping it.
    private static func hasExited(_ child: pid_t) -> Bool {
        var info = siginfo_t()
        while waitid(P_PID, id_t(child), &info, WEXITED | WNOHANG | WNOWAIT) < 0 {
            if errno != EINTR { return true }
        }
        // Zeroed, it stays so while no child has exited.
        return info.si_signo == SIGCHLD
    }

    /// Waits for `child` to exit (or be killed), without reaping it.
    private static func waitForExit(_ child: pid_t) {
        var info = siginfo_t()
        while waitid(P_PID, id_t(child), &info, WEXITED | WNOWAIT) < 0 && errno == EINTR {}
    }

    /// A pipe whose ends are closed on exec (the child's own copies, made by dup2, are not).
    private struct Pipe {
        let readEnd: Int32
        let writeEnd: Int32

        init?() {
            var ends: [Int32] = [-1, -1]
            guard pipe(&ends) == 0 else { return nil }
            (readEnd, writeEnd) = (ends[0], ends[1])
            _ = fcntl(readEnd, F_SETFD, FD_CLOEXEC)
            _ = fcntl(writeEnd, F_SETFD, FD_CLOEXEC)
        }

        func closeBoth() {
            close(readEnd)
            close(writeEnd)
        }
    }
}
