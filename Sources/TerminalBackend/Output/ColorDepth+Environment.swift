extension ColorDepth {
    /// The larger of this depth and `other` (what a terminal says can only raise it).
    public func raised(to other: ColorDepth) -> ColorDepth {
        switch (self, other) {
        case (.direct, _), (_, .direct): return .direct
        case (.palette(let a), .palette(let b)): return .palette(max(a, b))
        case (.none, let depth), (let depth, .none): return depth
        }
    }

    /// The depth a terminal has, from what its terminfo entry says (`colors`, and the
    /// extended `RGB` or tmux's `Tc`) raised by what the environment says the way other
    /// tools read it (chafa, notcurses, timg): `COLORTERM=truecolor` or `24bit`; a terminal
    /// naming itself (`TERM_PROGRAM`, `VTE_VERSION` ≥ 3600, `KONSOLE_VERSION`,
    /// `KITTY_WINDOW_ID`, `WT_SESSION`); xterm's `XTERM_VERSION` (direct colour from patch
    /// 331, 256 colours before it, whatever `TERM=xterm`'s entry says). Inside tmux or
    /// screen only `COLORTERM` and terminfo count: the rest describe the terminal outside.
    /// Never lower than terminfo's own count.
    public static func of(terminfoColors: Int, terminfoDirect: Bool, environment: [String: String]) -> ColorDepth {
        let terminfo: ColorDepth = terminfoDirect || terminfoColors >= 1 << 24 ? .direct : .palette(max(terminfoColors, 8))
        return terminfo.raised(to: environmentDepth(environment))
    }

    /// What the environment alone says (`.none` when it says nothing).
    static func environmentDepth(_ environment: [String: String]) -> ColorDepth {
        let colorTerm = environment["COLORTERM"]?.lowercased()
        if colorTerm == "truecolor" || colorTerm == "24bit" { return .direct }
        let term = environment["TERM"] ?? ""
        let multiplexed = environment["TMUX"] != nil || environment["STY"] != nil || term.hasPrefix("screen") || term.hasPrefix("tmux")
        guard !multiplexed else { return .none }
        switch environment["TERM_PROGRAM"] {
        case "iTerm.app", "WezTerm", "vscode", "ghostty", "Hyper", "Tabby", "rio": return .direct
        case "Apple_Terminal": return .palette(256)
        default: break
        }
        if let vte = environment["VTE_VERSION"].map({ ParameterNumber(digitsIn: $0.utf8).value }), vte >= 3600 { return .direct }
        if environment["KONSOLE_VERSION"] != nil || environment["KITTY_WINDOW_ID"] != nil || environment["WT_SESSION"] != nil {
            return .direct
        }
        // "XTerm(379)": the patch number.
        if let xterm = environment["XTERM_VERSION"] {
            return ParameterNumber(digitsIn: xterm.utf8).value >= 331 ? .direct : .palette(256)
        }
        return .none
    }
}
