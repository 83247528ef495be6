#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TerminalBackend

/// Commands run beside the interface (`execute-silent(cmd)`, `reload(cmd)`): each in a
/// session of its own with no terminal, its group held in `ChildGroups`. When its shell
/// exits it is reaped, but what it started in the background (fzf's `execute-silent(cmd &)`)
/// goes on until it ends or the session does: the group is held until it is empty, and
/// killed when the session ends. At most `limit` groups run at once.
final class BackgroundCommands {
    /// Groups that may run at once.
    static let limit = 4
    /// How often running commands are looked at, in seconds.
    static let pollInterval = 0.05

    /// A command's group: its leader's pid (the group's id), whether the leader, the
    /// shell, has exited and been reaped, and the `{f}` files its command line names
    /// (removed once the shell has exited, as fzf removes them after its command).
    private struct Group {
        var leader: pid_t
        var isReaped = false
        var files: PlaceholderFiles?
    }
    private var groups: [Group] = []
    /// Groups killed while their members may still be dying: what is left of them (orphans
    /// that came to us, as the subreaper) is reaped as it ends.
    private var killed: [pid_t] = []

    deinit { stopAll() }

    /// Whether any group is still alive (the loop looks again soon).
    var isRunning: Bool { !groups.isEmpty || !killed.isEmpty }

    /// Starts `commandLine` with stdout to `output` (nil: /dev/null), stdin and stderr
    /// /dev/null; its pid, or why it did not start. `files` (its `{f}` files) are removed
    /// when its shell exits or it is stopped.
    func start(_ commandLine: [UInt8], output: Int32? = nil, files: PlaceholderFiles? = nil) -> Result<pid_t, CommandRefusal> {
        reapFinished()
        guard groups.count < Self.limit else { return .failure(CommandRefusal(reason: "\(Self.limit) commands still running")) }
        guard !commandLine.contains(0) else { return .failure(CommandRefusal(reason: "the item holds a NUL byte")) }
        guard let child = ShellSpawn.spawn(commandLine, placement: .detached, input: nil, output: output, errors: nil) else {
            return .failure(CommandRefusal(reason: "cannot run \(CommandShell.path)"))
        }
        ChildGroups.adopt(child)
        groups.append(Group(leader: child, files: files))
        return .success(child)
    }

    /// How long a `transform-…` command may take before it is stopped, in seconds.
    static let captureLimit = 10.0
    /// The most of its first line that is kept.
    static let captureBytes = 64 * 1024

    /// Runs `commandLine` and waits, as fzf does for `transform-query(…)`, until its shell
    /// has exited: the first line it printed (its line end dropped, at most `captureBytes`),
    /// or why there is none. Output after that line is read and dropped (so the command
    /// never blocks on it); what the shell left in the background goes on, as after
    /// `execute-silent`. A command still running after `limit` seconds is stopped.
    func firstLine(of commandLine: [UInt8], limit: Double = captureLimit) -> Result<[UInt8], CommandRefusal> {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return .failure(CommandRefusal(reason: "cannot make a pipe")) }
        _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
        defer { close(ends[0]) }
        let started = start(commandLine, output: ends[1])
        close(ends[1])
        guard case .success(let leader) = started else { return started.map { _ in [] } }
        var line: [UInt8] = []
        var lineIsWhole = false
        var isOpen = true
        var buffer = [UInt8](repeating: 0, count: 4096)
        /// Reads what the command printed, waiting at most `milliseconds` for it to print.
        func readPrinted(waiting milliseconds: Int32) {
            var watched = pollfd(fd: ends[0], events: Int16(POLLIN), revents: 0)
            while isOpen, poll(&watched, 1, milliseconds) > 0 {
                let count = read(ends[0], &buffer, buffer.count)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else {
                    isOpen = false
                    return
                }
                for byte in buffer[..<count] where !lineIsWhole {
                    if byte == 0x0A { lineIsWhole = true } else if line.count < Self.captureBytes { line.append(byte) }
                }
                // One read a wait; without one, what is there until the line is whole (a
                // command left in the background may print on and on).
                if milliseconds > 0 || lineIsWhole || line.count >= Self.captureBytes { return }
            }
        }
        let deadline = MonotonicClock.now() + limit
        while !hasExited(leader) {
            guard MonotonicClock.now() < deadline else {
                stop(leader)
                return .failure(CommandRefusal(reason: "still running after \(Int(limit)) s: stopped"))
            }
            if isOpen {
                readPrinted(waiting: 20)
            } else {
                // Its output is closed: the shell is looked at again soon.
                var pause = timespec(tv_sec: 0, tv_nsec: 10_000_000)
                nanosleep(&pause, nil)
            }
        }
        // What it printed just before it exited.
        readPrinted(waiting: 0)
        while line.last == 0x0D { line.removeLast() }
        return .success(line)
    }

    /// Whether the shell started as `leader` has exited (it is then reaped).
    private func hasExited(_ leader: pid_t) -> Bool {
        reapFinished()
        return groups.first { $0.leader == leader }?.isReaped ?? true
    }

    /// Reaps the shells that have exited, and forgets the groups that are empty. A reaped
    /// leader's id is not reused while its group has members, so holding it stays safe.
    func reapFinished() {
        for index in groups.indices where !groups[index].isReaped {
            let leader = groups[index].leader
            var info = siginfo_t()
            guard waitid(P_PID, id_t(leader), &info, WEXITED | WNOHANG | WNOWAIT) == 0,
                  info._sifields._sigchld.si_pid == leader else { continue }
            var status: Int32 = 0
            while waitpid(leader, &status, 0) < 0 && errno == EINTR {}
            groups[index].isReaped = true
            groups[index].files?.removeAll()
        }
        groups.removeAll { group in
            guard group.isReaped else { return false }
            ChildGroups.reapEnded(inGroup: group.leader)
            guard kill(-group.leader, 0) < 0, errno == ESRCH else { return false }
            ChildGroups.release(group.leader)
            return true
        }
        killed.removeAll { leader in
            ChildGroups.reapEnded(inGroup: leader)
            return kill(-leader, 0) < 0 && errno == ESRCH
        }
    }

    /// Stops the command started as `leader`, if its group still runs.
    func stop(_ leader: pid_t) {
        groups.removeAll { group in
            guard group.leader == leader else { return false }
            end(group)
            return true
        }
    }

    /// Stops every command (the session is ending).
    func stopAll() {
        groups.forEach(end)
        groups.removeAll()
    }

    /// Kills what is left of the group and forgets it, then reaps its leader if it was not.
    private func end(_ group: Group) {
        kill(-group.leader, SIGKILL)
        group.files?.removeAll()
        ChildGroups.release(group.leader)
        killed.append(group.leader)
        guard !group.isReaped else { return }
        var status: Int32 = 0
        while waitpid(group.leader, &status, 0) < 0 && errno == EINTR {}
    }
}

/// Why a command was not started: one line for the status bar.
struct CommandRefusal: Error, Equatable {
    var reason: String
}
