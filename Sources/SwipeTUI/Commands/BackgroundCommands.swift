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

    /// A command's group: its leader's pid (the group's id) and whether the leader, the
    /// shell, has exited and been reaped.
    private struct Group {
        var leader: pid_t
        var isReaped = false
    }
    private var groups: [Group] = []
    /// Groups killed while their members may still be dying: what is left of them (orphans
    /// that came to us, as the subreaper) is reaped as it ends.
    private var killed: [pid_t] = []

    deinit { stopAll() }

    /// Whether any group is still alive (the loop looks again soon).
    var isRunning: Bool { !groups.isEmpty || !killed.isEmpty }

    /// Starts `commandLine` with stdout to `output` (nil: /dev/null), stdin and stderr
    /// /dev/null; its pid, or why it did not start.
    func start(_ commandLine: [UInt8], output: Int32? = nil) -> Result<pid_t, CommandRefusal> {
        reapFinished()
        guard groups.count < Self.limit else { return .failure(CommandRefusal(reason: "\(Self.limit) commands still running")) }
        guard !commandLine.contains(0) else { return .failure(CommandRefusal(reason: "the item holds a NUL byte")) }
        guard let child = ShellSpawn.spawn(commandLine, placement: .detached, input: nil, output: output, errors: nil) else {
            return .failure(CommandRefusal(reason: "cannot run /bin/sh"))
        }
        ChildGroups.adopt(child)
        groups.append(Group(leader: child))
        return .success(child)
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
        }
        groups.removeAll { group in
            guard group.isReaped else { return false }
            // Members the shell left behind that ended are ours to reap (the subreaper's
            // orphans): only this group's, so no other owner's child is taken.
            Self.reapEnded(inGroup: group.leader)
            guard kill(-group.leader, 0) < 0, errno == ESRCH else { return false }
            ChildGroups.release(group.leader)
            return true
        }
        killed.removeAll { leader in
            Self.reapEnded(inGroup: leader)
            return kill(-leader, 0) < 0 && errno == ESRCH
        }
    }

    /// Reaps the ended children of ours in process group `leader`, without waiting.
    private static func reapEnded(inGroup leader: pid_t) {
        var status: Int32 = 0
        while waitpid(-leader, &status, WNOHANG) > 0 {}
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
