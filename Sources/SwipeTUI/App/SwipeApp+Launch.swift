import TerminalBackend

extension SwipeApp {
    /// A whole run as the command line asks for it: opens the input (the paths, stdin or
    /// the demo deck), lets `--select-1` and `--exit-0` end it before any interface, and
    /// runs the interface, offering to read the items again when they came from paths or
    /// the demo deck. Every failure is an outcome (`.failed`, with the line for stderr).
    ///
    /// Paths are read before the terminal is checked, so a wrong path is reported as such
    /// even with no terminal; stdin is read only once there is a terminal to use. With
    /// `--select-1` or `--exit-0` the input is read first, since they may end the run
    /// without one.
    public static func launch(_ request: LaunchRequest, settings: Settings) -> Result {
        let paths = request.paths == ["-"] ? [] : request.paths
        let mayEndWithoutInterface = request.selectsOne || request.exitsWhenEmpty
        if paths.isEmpty && !mayEndWithoutInterface, let failure = terminalFailure() { return failure }
        let input: Input
        do {
            input = request.options.mode == .present ? try Input.talk(paths: paths, theme: request.options.theme)
                : try Input.open(paths: paths, stdinFormat: request.stdinFormat, pathOptions: request.pathOptions,
                                 loadsAtStart: request.options.bindings.events[.start]?.contains { $0.action == .reload } == true)
                    .shaped(by: request.options.fields)
        } catch {
            return Result(outcome: .failed(error.description), note: nil)
        }
        if !paths.isEmpty && !mayEndWithoutInterface, let failure = terminalFailure() { return failure }
        do {
            // `--sync`: the interface opens on the whole input.
            if request.waitsForInput, let feed = input.feed {
                while feed.isOpen { try feed.takeProgress(waitingUpTo: 3600) }
            }
            if let outcome = try preselect(source: input.source, feed: input.feed, options: request.options,
                                           selectsOne: request.selectsOne, exitsWhenEmpty: request.exitsWhenEmpty) {
                return Result(outcome: outcome, note: nil)
            }
        } catch {
            return Result(outcome: .failed(error.description), note: nil)
        }
        if mayEndWithoutInterface, let failure = terminalFailure() { return failure }
        var options = request.options
        do {
            options.inlineHeight = try settledHeight(options, input: input)
        } catch {
            return Result(outcome: .failed(error.description), note: nil)
        }
        do {
            return try run(source: input.source, feed: input.feed, settings: settings, options: options,
                           reload: input.reload, paths: paths, pathOptions: request.pathOptions)
        } catch {
            return Result(outcome: .failed(error.description), note: nil)
        }
    }

    /// The rows `--height` takes. With `~N` in the list, fzf 0.38's way: the input is read
    /// (the terminal not yet touched, so Ctrl-C ends the run as any command's) until it
    /// holds enough items to fill N rows or ends, and the list takes the rows those items
    /// need (`AdaptiveHeight`).
    private static func settledHeight(_ options: LaunchOptions, input: Input) throws(ContentError) -> InlineHeight? {
        guard options.heightFitsItems, let limit = options.inlineHeight, options.mode == .carousel,
              Modes.usesList(options: options, itemsAreSingleLines: input.source.itemsAreSingleLines),
              let screen = Terminal.currentSize() else { return options.inlineHeight }
        let rule = AdaptiveHeight(limit: limit, options: options)
        let enough = rule.itemsFilling(terminalRows: screen.rows)
        if let feed = input.feed {
            while feed.isOpen && input.source.count < enough {
                try feed.takeProgress(waitingUpTo: 3600) { input.source.count < enough }
            }
        }
        let rows = Terminal.currentSize()?.rows ?? screen.rows
        return .rows(rule.rows(items: input.source.count, terminalRows: rows))
    }

    /// The failed result when there is no terminal to run on; nil when there is one.
    private static func terminalFailure() -> Result? {
        do {
            try checkTerminal()
            return nil
        } catch {
            return Result(outcome: .failed(error.description), note: nil)
        }
    }
}
