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
/// on a background thread. Output is capped in size and the run in time. Starting a run
/// kills the one before and drops its output: `takeResult` only ever returns the output
/// of the latest run. No child is left unreaped, and none outlives us: each run's group is
/// held in `ChildGroups`, which a terminating or crashing signal kills.
final class PreviewProcess: Sendable {
    /// What a finished run gave.
    struct Output: Sendable, Equatable {
        /// Which run (the key given to `start`: the item's index).
        var key: Int
        /// stdout and stderr, interleaved as written, at most `byteLimit` bytes (a picture's
        /// bytes, as much as a picture file may hold).
        var bytes: [UInt8]
        /// The exit status, or nil when a signal ended it.
        var status: Int32?
        /// The signal that ended it, if one did.
        var signal: Int32?
        /// The output reached `byteLimit` and the command was stopped.
        var isCut = false
        /// The run reached `timeLimit` and the command was stopped.
        var timedOut = false
        /// What a card shows of it, made on the runner's thread (a megabyte of output read
        /// as text never holds a frame); nil without a renderer.
        var content: PreviewContent?
    }

    /// Turns a finished run's output into what a card shows: the output, the time cap and
    /// the byte cap.
    typealias Renderer = @Sendable (Output, Double, Int) -> PreviewContent

    /// Seconds a command may run.
    let timeLimit: Double
    /// Bytes of output kept; the command is stopped there.
    let byteLimit: Int
    private let render: Renderer?

    private struct State {
        /// Bumped by every `start` and `cancel`: a run whose number is behind is stale.
        var generation = 0
        /// The process group of the run in flight.
        var runningGroup: pid_t?
        var result: Output?
        var isRunning = false
    }
    private let state = Mutex(State())

    /// A runner with these caps; with `render`, each output comes with its content made.
    init(timeLimit: Double = 5, byteLimit: Int = 1 << 20, renderedBy render: Renderer? = nil) {
        self.timeLimit = timeLimit
        self.byteLimit = byteLimit
        self.render = render
    }

    deinit { cancel() }

    /// Whether a run is in flight.
    var isRunning: Bool { state.withLock { $0.isRunning } }

    /// Starts `commandLine` (bytes for `sh -c`) for `key`, stopping the run before (its
    /// output never comes). The temporary `files` its `{f}` placeholders wrote are removed
    /// when the run ends, however it ends.
    func start(_ commandLine: [UInt8], key: Int, files: [String] = []) {
        let generation = state.withLock { state -> Int in
            state.generation += 1
            if let group = state.runningGroup { kill(-group, SIGKILL) }
            state.runningGroup = nil
            state.result = nil
            state.isRunning = true
            return state.generation
        }
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            var output = run(commandLine, key: key, generation: generation)
            files.forEach(TemporaryFiles.remove)
            if let render, state.withLock({ $0.generation == generation }) {
                output.content = render(output, timeLimit, byteLimit)
            }
            state.withLock { state in
                guard state.generation == generation else { return }
                state.result = output
                state.isRunning = false
                state.runningGroup = nil
            }
        }
    }

    /// Stops the run in flight, if any; its output never comes.
    func cancel() {
        state.withLock { state in
            state.generation += 1
            if let group = state.runningGroup { kill(-group, SIGKILL) }
            state.runningGroup = nil
            state.result = nil
            state.isRunning = false
        }
    }

    /// The latest run's output once it has finished, once.
    func takeResult() -> Output? {
        state.withLock { state in
            defer { state.result = nil }
            return state.result
        }
    }

    // MARK: One run, on a background thread

    private func run(_ commandLine: [UInt8], key: Int, generation: Int) -> Output {
        // A NUL would end the argument there, cutting the command line short.
        guard !commandLine.contains(0) else {
            return Output(key: key, bytes: Array("not run: the item holds a NUL byte".utf8), status: 127)
        }
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return Output(key: key, bytes: Array("cannot make a pipe".utf8), status: 127) }
        let (readEnd, writeEnd) = (ends[0], ends[1])
        // Neither end may leak into another child (a leaked write end would hold the pipe
        // open); the child's own copies, made by dup2, are not close-on-exec.
        _ = fcntl(readEnd, F_SETFD, FD_CLOEXEC)
        _ = fcntl(writeEnd, F_SETFD, FD_CLOEXEC)
        guard let child = ShellSpawn.spawn(commandLine, placement: .detached, input: nil, output: writeEnd, errors: writeEnd) else {
            close(readEnd)
            close(writeEnd)
            return Output(key: key, bytes: Array("cannot run \(CommandShell.path)".utf8), status: 127)
        }
        close(writeEnd)
        ChildGroups.adopt(child)
        let registered = state.withLock { state -> Bool in
            guard state.generation == generation else { return false }
            state.runningGroup = child
            return true
        }
        if !registered { kill(-child, SIGKILL) }

        var output = Output(key: key, bytes: [])
        var buffer = [UInt8](repeating: 0, count: 65536)
        let deadline = Self.now() + timeLimit
        while true {
            let remaining = deadline - Self.now()
            if remaining <= 0 {
                output.timedOut = true
                break
            }
            var descriptor = pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0)
            // Wake now and then to notice being superseded even if the pipe stays open.
            let ready = poll(&descriptor, 1, Int32(min(remaining, 0.1) * 1000) + 1)
            if ready < 0 && errno == EINTR { continue }
            if state.withLock({ $0.generation != generation }) { break }
            guard ready > 0 else { continue }
            let count = read(readEnd, &buffer, buffer.count)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            // A picture (told by its first bytes) may be as large as a picture file.
            let isPicture = PictureFormat(sniffing: output.bytes.isEmpty ? Array(buffer[0..<count]) : output.bytes) != nil
            let room = (isPicture ? PictureLibrary.maximumFileBytes : byteLimit) - output.bytes.count
            output.bytes += buffer[0..<min(count, room)]
            if count >= room {
                output.isCut = true
                break
            }
        }
        close(readEnd)
        // The output ended: the command may still be finishing (it closed its output before
        // exiting), so it gets until the deadline to exit on its own.
        var status: Int32 = 0
        var exited = false
        if !output.timedOut && !output.isCut {
            while Self.now() < deadline, state.withLock({ $0.generation == generation }) {
                let reaped = waitpid(child, &status, WNOHANG)
                if reaped == child {
                    exited = true
                    break
                }
                if reaped < 0 && errno != EINTR { break }
                usleep(2_000)
            }
            if !exited && Self.now() >= deadline { output.timedOut = true }
        }
        // Stops what is left of the group (a cap, a supersede, a child that outlived the
        // shell), then forgets it as running before it is reaped, so no later kill (ours or
        // a signal handler's) ever meets a reused pid.
        kill(-child, SIGKILL)
        state.withLock { state in
            if state.generation == generation { state.runningGroup = nil }
        }
        ChildGroups.release(child)
        if !exited {
            while waitpid(child, &status, 0) < 0 && errno == EINTR {}
        }
        ChildGroups.reapKilled(group: child)
        if status & 0x7F == 0 {
            output.status = (status >> 8) & 0xFF
        } else {
            output.signal = status & 0x7F
        }
        return output
    }

    private static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
