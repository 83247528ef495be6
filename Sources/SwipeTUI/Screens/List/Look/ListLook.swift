import CellCanvas

/// How the list layout looks: fzf's display options (`--border`, `--border-label`,
/// `--info`, `--color`, `--margin`, `--padding`, `--scrollbar`, `--separator`,
/// `--no-bold`, `--header-first`, `--ellipsis`, `--keep-right`, `--hscroll-off`,
/// `--no-hscroll`). The defaults are fzf's.
public struct ListLook: Sendable, Equatable {
    /// Where the match count goes: on a line of its own, after the query, or nowhere.
    public enum InfoStyle: String, Sendable, CaseIterable {
        case `default`, inline, hidden
    }

    public var border = ListBorder.none
    public var borderLabel = BorderLabel(text: "")
    public var info = InfoStyle.default
    public var colors = ListColors.dark
    public var margin = EdgeSizes.zero
    public var padding = EdgeSizes.zero
    /// The scroll bar's character; nil draws none.
    public var scrollbar: Character? = "│"
    /// The lines of the preview pane's frame under `--no-unicode` (ASCII); nil: those of
    /// `--preview-window`'s border style.
    public var paneGlyphs: BorderGlyphs?
    /// What fills the rest of the info line, as given (its SGR colours are drawn, fzf's);
    /// empty draws nothing.
    public var separator = "─"
    /// Whether the focused row, the prompt and the pointer may be bold.
    public var isBold = true
    /// Whether the header goes outside the query line instead of between it and the list.
    public var headerFirst = false
    /// How long lines are fitted.
    var lineRules = LineWindow.Rules()

    public init() {}

    /// fzf's `--ellipsis`: what marks where a long line is cut (made safe).
    public var ellipsis: String {
        get { lineRules.ellipsis }
        set { lineRules.ellipsis = Sanitizer.line(newValue) }
    }

    /// fzf's `--hscroll-off`: columns kept after the last matched character.
    public var columnsAfterMatch: Int {
        get { lineRules.columnsAfterMatch }
        set { lineRules.columnsAfterMatch = newValue }
    }

    /// fzf's `--hscroll` (on) and `--no-hscroll`: whether long lines scroll to show their match.
    public var scrollsToMatch: Bool {
        get { lineRules.scrollsToMatch }
        set { lineRules.scrollsToMatch = newValue }
    }

    /// fzf's `--keep-right`: with no query, long lines show their end.
    public var keepsRight: Bool {
        get { lineRules.keepsRight }
        set { lineRules.keepsRight = newValue }
    }

    /// Reads `--scrollbar`'s value: one character of one column (a second, fzf's for the
    /// preview pane, may follow; the pane here has none).
    public static func scrollbar(parsing text: String) throws(ListLookError) -> Character {
        let characters = Array(Sanitizer.line(text))
        guard (1...2).contains(characters.count), characters.allSatisfy({ DisplayWidth.of($0) == 1 }) else {
            throw ListLookError("--scrollbar '\(text)': one or two characters, each one column wide")
        }
        return characters[0]
    }
}
