#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `become(cmd)`: the command takes this process's place (fzf's meaning), after the
/// interface has given the terminal back and stopped its children. It keeps our stdout and
/// stderr (what it prints is what a caller captures) and, when our stdin was the items'
/// pipe, gets the terminal as its stdin instead.
public enum BecomeCommand {
    /// Replaces the process with the command shell (`CommandShell`) running `commandLine`;
    /// returns only when that fails, with the reason.
    public static func replaceProcess(with commandLine: [UInt8]) -> String {
        guard !commandLine.contains(0) else { return "become: the item holds a NUL byte" }
        if isatty(0) == 0 {
            let tty = open("/dev/tty", O_RDONLY)
            if tty >= 0 {
                dup2(tty, 0)
                if tty != 0 { close(tty) }
            }
        }
        // Every signal unblocked: exec keeps the mask, and the command must get its signals.
        var none = sigset_t()
        sigemptyset(&none)
        sigprocmask(SIG_SETMASK, &none, nil)
        let shell = CommandShell.path
        let words: [[UInt8]] = [Array(shell.utf8), Array("-c".utf8), commandLine]
        var arguments: [UnsafeMutablePointer<CChar>?] = words.map(ShellSpawn.cString) + [nil]
        execv(shell, &arguments)
        let reason = String(cString: strerror(errno))
        arguments.forEach { $0?.deallocate() }
        return "become: cannot run \(shell): \(reason)"
    }
}
