/// What the user asked for, independent of the key or button that asked. A binding names
/// an action, built in or given by the user: `name` is how a user writes one.
public enum Action: String, Sendable, Equatable, CaseIterable {
    case next
    case previous
    case first
    case last
    /// Move by a screenful of cards.
    case nextPage
    case previousPage
    /// Start or stop scrolling on its own.
    case toggleAutoscroll
    /// Switch to the next carousel type.
    case nextType
    /// Scroll vertically instead of horizontally, or back.
    case toggleVertical
    /// Wrap round from the last item to the first, or stop.
    case toggleWrap
    /// Print the centred item on stdout and exit.
    case select
    /// `select`, unless nothing would be picked: no item shown and none marked (fzf's; it
    /// still ends a picker whose input was empty).
    case acceptNonEmpty
    /// Exit without printing.
    case quit
    /// Empty the query, or, when it is already empty, `quit` (fzf's).
    case cancel
    /// Start typing a search (`/`).
    case search
    /// Jump to the next or previous match of the last search.
    case nextMatch
    case previousMatch
    /// Show the key map.
    case help
    /// Scroll the focused card's text a line down or up.
    case scrollContentDown
    case scrollContentUp
    /// Show or hide the focused slide's speaker notes.
    case toggleNotes

    // Deck mode.
    /// Open the centred page to full screen.
    case open
    /// Shrink the open page back into the deck.
    case close
    /// Go back one level: close what is open, or quit at the top (Esc in the deck).
    case back
    /// Delete the centred page (`u` brings it back).
    case delete
    /// Undo the last delete.
    case undo
    /// Read the items again from their source; with an argument (fzf's `reload(cmd)`),
    /// the items become the command's output.
    case reload

    // Tabs mode (and lists inside pages).
    /// Scroll the list one row up or down.
    case lineUp
    case lineDown
    /// Scroll the list one screenful up or down.
    case listPageUp
    case listPageDown
    /// Switch to the neighbouring tab.
    case nextTab
    case previousTab

    // The picker's list layout (typing first; the names are fzf's).
    /// Move the focus a row up or down the screen (which item that is depends on where
    /// the list starts).
    case up
    case down
    /// Move the focus a screenful up or down the screen.
    case pageUp
    case pageDown
    /// Empty the query.
    case clearQuery
    /// Mark or unmark the item in focus (`--multi`); the focus stays.
    case toggle
    /// `toggle`, then the focus a row towards the prompt (`toggleIn`: down the screen
    /// with the prompt below the list, up with it above) or away from it (`toggleOut`),
    /// when the mark changed (fzf's).
    case toggleIn
    case toggleOut
    /// Mark or unmark the item in focus, whatever it was (fzf's `select`, `deselect`).
    case mark
    case unmark
    /// Mark every item shown, or none, or turn each one's mark over.
    case selectAll
    case deselectAll
    case toggleAll
    /// Move the focus half a screenful up or down the screen.
    case halfPageUp
    case halfPageDown
    /// Edit the query, as the keys of `LineEditor.Edit` do (fzf's names; `killLine` deletes
    /// from the cursor to the end).
    case backwardChar, forwardChar, backwardWord, forwardWord, beginningOfLine, endOfLine
    case backwardDeleteChar, deleteChar, backwardKillWord, killWord, unixLineDiscard, unixWordRubout, killLine, yank
    /// `backward-delete-char` and `delete-char`, except that on an empty query they
    /// `quit` (fzf's `backward-delete-char/eof`, `delete-char/eof`).
    case backwardDeleteCharOrQuit = "backwardDeleteChar/eof"
    case deleteCharOrQuit = "deleteChar/eof"
    /// Do nothing (a binding that takes a key away from its default).
    case ignore
    /// Show or hide the preview pane; show it; hide it; run its command again.
    case togglePreview
    /// Wrap the preview pane's long lines, or cut them again.
    case togglePreviewWrap
    case showPreview
    case hidePreview
    case refreshPreview
    /// Rank the matches best first, or keep them in input order (`--no-sort`), turned over.
    case toggleSort
    /// Print the query and exit 0.
    case printQuery
    /// Put the focused item's text in the query.
    case replaceQuery
    /// Move the focus to the next or previous marked item, down or up the list.
    case nextSelected
    case prevSelected
    /// Draw every cell again.
    case clearScreen
    /// Scroll the preview pane a screenful down or up.
    case previewPageDown
    case previewPageUp
    /// Scroll the preview pane half a screenful down or up.
    case previewHalfPageDown
    case previewHalfPageUp
    /// Scroll the preview pane to its first line, or to show its last.
    case previewTop
    case previewBottom
    /// Put the query before (or after) this one from `--history` in the query line.
    case previousHistory
    case nextHistory
    /// Label the rows in view (`--jump-labels`): the next key moves the focus to the row
    /// it labels; `jumpAccept` then picks it too. Any other key gives up.
    case jump
    case jumpAccept
    /// Let typing filter again, or stop it (typing still edits the query: `--disabled`),
    /// or turn it over.
    case enableSearch
    case disableSearch
    case toggleSearch

    // Actions that carry an argument (`--bind`, fzf's names and meaning).
    /// Run a command with the terminal handed over to it, and come back when it exits.
    case execute
    /// Run a command in the background, the screen left as it is.
    case executeSilent
    /// `execute`, every placeholder standing for every marked item (`{}` as `{+}`; fzf's
    /// deprecated name).
    case executeMulti
    /// Replace this process with a command (the terminal given back first).
    case become
    /// Set the query.
    case changeQuery
    /// Set the list layout's prompt.
    case changePrompt
    /// Preview the focused item with another command.
    case preview
    /// Type the argument into the query at the cursor.
    case put
    /// Move the focus to the Nth item (1 the first, -1 the last).
    case pos
    /// `reload(…)` that keeps the items on screen until the command has ended.
    case reloadSync
    /// Set the query, the prompt, the border's or the preview pane's label to the first
    /// line a command prints.
    case transformQuery
    case transformPrompt
    case transformBorderLabel
    case transformPreviewLabel
    /// Preview with another command from now on (`--preview`'s).
    case changePreview
    /// Change `--preview-window` (its options on top of the first ones): alternatives
    /// joined by `|` take turns, one per call.
    case changePreviewWindow
    /// Set `--border-label` or `--preview-label`.
    case changeBorderLabel
    case changePreviewLabel
    /// Take the bindings of these keys and events (comma-separated) away, or give them back.
    case unbind
    case rebind
}

extension Action {
    /// The action's name as a user writes it (`next-page`, `toggle-wrap`): the case name
    /// (or its raw value, where fzf's name has a `/`) with its words joined by hyphens.
    public var name: String {
        var name = ""
        for character in rawValue {
            if character.isUppercase {
                name += "-" + character.lowercased()
            } else {
                name.append(character)
            }
        }
        return name
    }

    /// The action a user named (`next-page`), or nil for a name that is none. fzf's names
    /// for the same things name them too (`accept`, `abort`).
    public init?(name: String) {
        if let action = Action.fzfNames[name] {
            self = action
            return
        }
        guard let action = Action.allCases.first(where: { $0.name == name }) else { return nil }
        self = action
    }

    /// Whether a binding may give the action an argument (`reload(cmd)`; `put` alone types
    /// its key's character).
    public var takesArgument: Bool { Action.needingArgument.contains(self) || self == .reload || self == .put }

    /// Whether a binding must give the action an argument (`execute(cmd)`; it may be empty).
    public var needsArgument: Bool { Action.needingArgument.contains(self) }

    private static let needingArgument: Set<Action> = [.execute, .executeSilent, .executeMulti, .become, .changeQuery, .changePrompt, .preview,
                                                       .pos, .unbind, .rebind, .reloadSync, .transformQuery, .transformPrompt,
                                                       .transformBorderLabel, .transformPreviewLabel, .changePreview,
                                                       .changePreviewWindow, .changeBorderLabel, .changePreviewLabel]

    /// The edit of the query an editing action makes.
    public var lineEdit: LineEditor.Edit? { LineEditor.Edit(rawValue: rawValue) }

    /// fzf's action names for actions that have names of their own here.
    public static let fzfNames: [String: Action] = [
        "accept": .select, "abort": .quit, "preview-down": .scrollContentDown, "preview-up": .scrollContentUp,
        "select": .mark, "deselect": .unmark, "clear-selection": .deselectAll, "prev-history": .previousHistory, "top": .first,
    ]
}
