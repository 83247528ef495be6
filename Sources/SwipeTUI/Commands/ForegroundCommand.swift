#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TerminalBackend

/// `execute(cmd)`: a command run with the terminal, as a shell runs a job in the
/// foreground. It gets the terminal as its stdin, our stdout and stderr (as in fzf: what it
/// prints goes where the pick goes), and the terminal's foreground (so Ctrl-C and Ctrl-Z
/// reach it, not us); we wait for it to exit, then take the
/// foreground back. Its group is held in `ChildGroups` while it runs (a signal that ends us
/// kills it), and what it left running in its group is killed when it exits.
enum ForegroundCommand {
    /// Runs `commandLine` on the terminal `tty` (nil: no terminal, stdin /dev/null) and
    /// waits for it; its exit status (128 + a signal), or nil when it could not start.
    /// Call with SIGTTOU ignored (`TerminalDevice.handOver`).
    static func run(_ commandLine: [UInt8], terminal tty: Int32?) -> Int32? {
        guard let child = ShellSpawn.spawn(commandLine, placement: .foregroundable, input: tty, output: 1, errors: 2) else {
            return nil
        }
        ChildGroups.adopt(child)
        if let tty { _ = tcsetpgrp(tty, child) }
        while true {
            // Waits without reaping, so the group is forgotten before its id can be reused.
            var info = siginfo_t()
            if waitid(P_PID, id_t(child), &info, WEXITED | WSTOPPED | WNOWAIT) < 0 {
                if errno == EINTR { continue }
                break
            }
            guard info.si_code == CLD_STOPPED else { break }
            // It stopped: it read the terminal before it had the foreground, or was
            // suspended. It gets the foreground and goes on (nothing here can resume it later).
            var status: Int32 = 0
            _ = waitpid(child, &status, WUNTRACED | WNOHANG)
            if let tty { _ = tcsetpgrp(tty, child) }
            kill(-child, SIGCONT)
        }
        kill(-child, SIGKILL)
        ChildGroups.release(child)
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 && errno == EINTR {}
        ChildGroups.reapKilled(group: child)
        if let tty { _ = tcsetpgrp(tty, getpgrp()) }
        return ShellSpawn.exitStatus(status)
    }
}
