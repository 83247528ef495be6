/// The key bindings `swipe-tui --bash`, `--zsh` and `--fish` print: Ctrl-T inserts picked
/// paths at the cursor, Ctrl-R puts a command from history on the command line, Alt-C
/// changes directory. The scripts are the files under `Resources/shell/`, built in so that
/// one copied binary prints them; `make install` also lays them under `share/swipe-tui/`.
public enum ShellIntegration: String, CaseIterable, Sendable {
    case bash
    case zsh
    case fish

    /// The script's file name under `Resources/shell/` and `share/swipe-tui/`.
    public var fileName: String { "key-bindings.\(rawValue)" }

    /// The script, as built in.
    public var script: String {
        switch self {
        case .bash: Self.bashScript
        case .zsh: Self.zshScript
        case .fish: Self.fishScript
        }
    }
}
