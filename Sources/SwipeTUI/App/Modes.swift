/// Everything a mode's screen is made from.
struct ScreenContext {
    /// The items, as the session's filter leaves them.
    var source: FilteredSource
    /// The command line's choices.
    var options: LaunchOptions
    /// False under `NO_COLOR`: attributes only.
    var colorEnabled: Bool
    /// Reads the items again from where they came from (files, a directory, the demo
    /// deck); nil for stdin, which cannot be read twice.
    var reload: (() throws(ContentError) -> CardSource)?
    /// The paths given on the command line (empty for stdin and the demo deck).
    var paths: [PathBytes] = []
    /// How those paths were read.
    var pathOptions = PathSource.Options()
}

/// The mode for each `--mode`: its component and chrome.
enum Modes {
    static func make(_ context: ScreenContext) -> any ModeChrome {
        switch context.options.mode {
        case .carousel: return CarouselMode(context)
        case .paging: return PagingScreen(context)
        case .deck: return DeckScreen(context)
        case .tabs: return TabsScreen(context)
        case .present: return context.options.speakerNotes == .notes ? SpeakerNotesScreen(context) : PresentScreen(context)
        }
    }
}
