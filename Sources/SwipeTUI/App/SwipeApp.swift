import CarouselEngine
import CellCanvas
import TerminalBackend

/// The interactive application: opens the terminal, runs the frame loop, and gives the
/// terminal back before returning what the user chose.
public enum SwipeApp {
    /// How a session ended.
    public enum Outcome: Sendable, Equatable {
        /// The user picked an item; these bytes go to stdout.
        case picked([UInt8])
        /// The user quit without picking.
        case quit
        /// The input ended without a single item.
        case noItems
        /// `--exit-0`: the query left no item, so the run ended before any interface.
        case nothingMatched
        /// Enter with nothing matched under `--print-query` (or `--expect`): these lines
        /// (the query, the key's name) go to stdout, and the run ends as unmatched (status 1).
        case nothingMatchedPrinting([UInt8])
        /// Reading the input failed (e.g. a line too long); one line for stderr.
        case failed(String)
        /// `become(cmd)`: this command line is to replace the process, the terminal given
        /// back (`BecomeCommand.replaceProcess`).
        case become([UInt8])
    }

    /// What `run` hands back: the outcome, and a note for stderr (e.g. a TERM fallback).
    public struct Result: Sendable, Equatable {
        /// How the session ended.
        public var outcome: Outcome
        /// A line for stderr after the terminal is given back (e.g. the TERM fallback), if any.
        public var note: String?
    }

    /// `--select-1` and `--exit-0`: with every item in (stdin read to its end) and the
    /// `--query` applied, exactly one match is the pick and no match is the end, both
    /// without an interface; nil when the interface is needed.
    public static func preselect(source: CardSource, feed: (any IncomingItems)?, options: LaunchOptions,
                                 selectsOne: Bool, exitsWhenEmpty: Bool) throws(ContentError) -> Outcome? {
        guard selectsOne || exitsWhenEmpty else { return nil }
        if let feed {
            while feed.isOpen { try feed.takeProgress(waitingUpTo: 3600) }
        }
        // The query as the interface would take it: cut at the same length.
        let query = LineEditor(options.query ?? "", maximumLength: Session.maximumQueryLength).text
        let matches = FilterJob.rank(SearchQuery(query, rules: options.search), in: source.filterCorpus()) { false } ?? []
        if matches.isEmpty && exitsWhenEmpty { return .nothingMatched }
        if matches.count == 1 && selectsOne {
            return .picked(options.printFormat.output(for: source.fields(at: matches[0]), index: matches[0]))
        }
        return nil
    }

    /// Fails, with the line to print, when there is no terminal to run on (no tty, or
    /// `TERM` unset or `dumb`); call it before reading any input.
    public static func checkTerminal() throws(TerminalError) {
        try Terminal.preflight()
    }

    /// Runs the interface over `source` until the user picks an item or quits. With a
    /// `feed`, items keep arriving while the interface is up (stdin streaming in, a file's
    /// index pass). `reload` reads the
    /// items again (deck `r`, tabs refresh); nil when they came from stdin. `paths` are the
    /// command line's, for the modes that read them their own way (tabs).
    public static func run(source: CardSource, feed: (any IncomingItems)? = nil, settings: Settings,
                           options: LaunchOptions = LaunchOptions(),
                           reload: (() throws(ContentError) -> CardSource)? = nil,
                           paths: [PathBytes] = [], pathOptions: PathSource.Options = PathSource.Options()) throws(TerminalError) -> Result {
        FrameMemory.keepFreedMemory()
        let filtered = FilteredSource(base: source)
        filtered.reversesInput = options.reversesInput
        let context = ScreenContext(source: filtered, options: options, colorEnabled: settings.colorEnabled,
                                    reload: reload, paths: paths, pathOptions: pathOptions)
        let screen = Modes.make(context)
        // Cards need an item; the list opens on none, as fzf's (a reload may fill it).
        if feed?.isOpen != true && screen.isEmpty && !screen.typesFirst { return Result(outcome: .noItems, note: nil) }
        let terminal = try Terminal(options: Terminal.Options(
            modes: TerminalModes(mouse: options.list.usesMouse ? .drag : .off),
            escapeTimeout: settings.escapeDelay,
            colorEnabled: settings.colorEnabled,
            synchronizedOutputAllowed: settings.synchronizedOutputAllowed,
            inlineHeight: options.inlineHeight,
            graphics: options.graphics.terminalRequest))
        // Whatever a preview or a bound command starts ends with us, even if it left its
        // process group.
        ChildGroups.adoptOrphans()
        var session = Session(screen: screen, source: filtered, feed: feed, settings: settings, options: options)
        let outcome = session.loop(on: terminal)
        terminal.close()
        ChildGroups.endAll()
        // Every command that could read a `{f}` file has ended.
        TemporaryFiles.removeAll()
        let notes = [terminal.fallbackNote, session.exitNote].compactMap { $0 }
        return Result(outcome: outcome, note: notes.isEmpty ? nil : notes.joined(separator: "; "))
    }
}
