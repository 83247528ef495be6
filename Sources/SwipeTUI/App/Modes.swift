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
        case .carousel: return usesList(context) ? ListMode(context) : CarouselMode(context)
        case .paging: return PagingScreen(context)
        case .deck: return DeckScreen(context)
        case .tabs: return TabsScreen(context)
        case .present: return context.options.speakerNotes == .notes ? SpeakerNotesScreen(context) : PresentScreen(context)
        }
    }

    /// The list layout: when `--layout` asks for it, or by default for lines (stdin,
    /// `--read0`) with no carousel type or card size asked for; files, decks, directories
    /// and pictures keep their cards.
    static func usesList(_ context: ScreenContext) -> Bool {
        usesList(options: context.options, itemsAreSingleLines: context.source.itemsAreSingleLines)
    }

    /// `usesList` before there is a screen: the options, and whether the items are lines.
    static func usesList(options: LaunchOptions, itemsAreSingleLines: Bool) -> Bool {
        if let layout = options.layout { return layout != .cards }
        return itemsAreSingleLines && options.type == .linear && !options.isVertical
            && options.geometry.itemWidth == nil && options.geometry.itemHeight == nil && options.autoscroll == 0
    }
}
