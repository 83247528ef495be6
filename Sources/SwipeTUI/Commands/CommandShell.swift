#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The shell that runs the commands of options and bindings (`--preview`, `execute(…)`,
/// `reload(…)`, `become(…)`): `$SHELL`, as fzf's, so a preview may use bash's `[[ … ]]`, when
/// it is a shell whose quoting is POSIX sh's — what `ShellWord` writes — else `/bin/sh`
/// (fish, nushell and the like read quotes otherwise, and an item's text must stay one word).
enum CommandShell {
    /// Shells whose single quotes keep every byte as it is, as POSIX sh's do.
    static let posixNames: Set<String> = ["sh", "bash", "dash", "zsh", "ksh", "ksh93", "mksh", "ash", "yash", "posh"]

    /// The shell chosen from this process's `$SHELL`, once.
    static let path: String = chosen(from: getenv("SHELL").map { String(cString: $0) })

    /// `value` (a `$SHELL`) when it is an absolute path to an executable POSIX shell, else `/bin/sh`.
    static func chosen(from value: String?) -> String {
        guard let value, value.hasPrefix("/"), !value.utf8.contains(0),
              let name = value.split(separator: "/").last, posixNames.contains(String(name)),
              access(value, X_OK) == 0 else { return "/bin/sh" }
        return value
    }
}
