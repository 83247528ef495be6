import SwipeTUI

/// An option that only some modes take (`--type` is the carousel's, `--transition` the
/// talk's): one table says which, so that the check, its message and the leniency towards
/// `SWIPE_TUI_DEFAULT_OPTS` agree.
struct ModeScopedOption: Sendable {
    /// How it is written (the first spelling names it in messages).
    var spellings: [String]
    /// The modes that take it.
    var modes: Set<ScreenMode>
    /// A word after the message, for the modes that do it another way.
    var hint: String?
    /// Whether it is about lines read from stdin (fields, colours, header lines), so that
    /// files, JSON and a talk do not take it.
    var needsLinesOnStdin = false
    /// Whether the command line (or the defaults) gave it.
    var isSet: @Sendable (SwipeTUICommand) -> Bool
    /// Puts it back to what not giving it means.
    var clear: @Sendable (inout SwipeTUICommand) -> Void

    /// What is wrong with giving it in `mode`, reading lines from stdin or not, or nil when
    /// it applies.
    func problem(in mode: ScreenMode, readsLines: Bool) -> String? {
        let name = spellings[0]
        if modes.contains(mode) {
            return needsLinesOnStdin && !readsLines ? "\(name) is for lines on stdin, not files, JSON or a talk" : nil
        }
        if mode == .present { return "\(name) is not for present mode (a talk file takes --theme, --transition, --footer and --no-animation)" }
        let names = ScreenMode.allCases.filter(modes.contains).map(\.rawValue)
        let list = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " or " + names[names.count - 1]
        return "\(name) is for --mode \(list)" + (hint.map { " (\($0))" } ?? "")
    }
}

extension SwipeTUICommand {
    /// Every option some mode does not take.
    static let modeScopedOptions: [ModeScopedOption] = {
        let lists: Set<ScreenMode> = [.carousel, .paging, .deck, .tabs]
        let picking: Set<ScreenMode> = [.carousel, .paging, .deck]
        let moving: Set<ScreenMode> = [.carousel, .paging]
        func option(_ spellings: [String], _ modes: Set<ScreenMode>, hint: String? = nil, lines: Bool = false,
                    isSet: @escaping @Sendable (SwipeTUICommand) -> Bool, clear: @escaping @Sendable (inout SwipeTUICommand) -> Void) -> ModeScopedOption {
            ModeScopedOption(spellings: spellings, modes: modes, hint: hint, needsLinesOnStdin: lines, isSet: isSet, clear: clear)
        }
        return [
            option(["--transition"], [.present], isSet: { $0.transition != nil }, clear: { $0.transition = nil }),
            option(["--footer"], [.present], isSet: { $0.footer != nil }, clear: { $0.footer = nil }),
            option(["--theme"], [.present], isSet: { $0.theme != nil }, clear: { $0.theme = nil }),
            option(["--items-per-page"], [.paging], isSet: { $0.itemsPerPage != nil }, clear: { $0.itemsPerPage = nil }),
            option(["--align"], [.paging], isSet: { $0.align != nil }, clear: { $0.align = nil }),
            option(["--truncate-final-page"], [.paging], isSet: { $0.truncateFinalPage }, clear: { $0.truncateFinalPage = false }),
            option(["--no-bounce"], [.paging], isSet: { $0.noBounce }, clear: { $0.noBounce = false }),
            option(["--offscreen"], [.paging], isSet: { $0.offscreen != nil }, clear: { $0.offscreen = nil }),
            option(["--defer-loading"], [.paging], isSet: { $0.deferLoading }, clear: { $0.deferLoading = false }),
            option(["--type"], [.carousel], isSet: { $0.type != nil }, clear: { $0.type = nil }),
            option(["--item-width"], [.carousel], isSet: { $0.itemWidth != nil }, clear: { $0.itemWidth = nil }),
            option(["--item-height"], [.carousel], isSet: { $0.itemHeight != nil }, clear: { $0.itemHeight = nil }),
            option(["--spacing"], [.carousel], isSet: { $0.spacing != 1 }, clear: { $0.spacing = 1 }),
            option(["--query", "-q"], picking, hint: "tabs mode searches with /", isSet: { $0.query != nil }, clear: { $0.query = nil }),
            option(["--multi", "-m"], picking, hint: "tabs mode picks one row", isSet: { $0.multi }, clear: { $0.multi = false }),
            option(["--vertical"], moving, isSet: { $0.vertical }, clear: { $0.vertical = false }),
            option(["--wrap"], moving, isSet: { $0.wrap == true }, clear: { $0.wrap = nil }),
            option(["--no-wrap"], moving, isSet: { $0.wrap == false }, clear: { $0.wrap = nil }),
            option(["--autoscroll"], moving, isSet: { $0.autoscroll != 0 }, clear: { $0.autoscroll = 0 }),
            option(["--json"], lists, isSet: { $0.json }, clear: { $0.json = false }),
            option(["--ndjson"], lists, isSet: { $0.ndjson }, clear: { $0.ndjson = false }),
            option(["--read0"], lists, isSet: { $0.read0 }, clear: { $0.read0 = false }),
            option(["--item-delimiter"], lists, isSet: { $0.itemDelimiter != nil }, clear: { $0.itemDelimiter = nil }),
            option(["--paragraphs"], lists, isSet: { $0.paragraphs }, clear: { $0.paragraphs = false }),
            option(["--preview"], lists, isSet: { $0.preview != nil }, clear: { $0.preview = nil }),
            option(["--height"], lists, isSet: { $0.height != nil }, clear: { $0.height = nil }),
            option(["--min-height"], lists, isSet: { $0.minHeight != nil }, clear: { $0.minHeight = nil }),
            option(["--nth", "-n"], lists, lines: true, isSet: { $0.nth != nil }, clear: { $0.nth = nil }),
            option(["--with-nth"], lists, lines: true, isSet: { $0.withNth != nil }, clear: { $0.withNth = nil }),
            option(["--accept-nth"], lists, lines: true, isSet: { $0.acceptNth != nil }, clear: { $0.acceptNth = nil }),
            option(["--delimiter", "-d"], lists, lines: true, isSet: { $0.delimiter != nil }, clear: { $0.delimiter = nil }),
            option(["--ansi"], lists, lines: true, isSet: { $0.ansi }, clear: { $0.ansi = false }),
            option(["--header-lines"], lists, lines: true, isSet: { $0.headerLines != nil }, clear: { $0.headerLines = nil }),
            option(["--tabstop"], lists, isSet: { $0.tabstop != nil }, clear: { $0.tabstop = nil }),
        ] + listLookScopedOptions
    }()

    /// Spellings of options that `SWIPE_TUI_DEFAULT_OPTS` gives and the command line does
    /// not: a mode that does not take one of them ignores it (defaults written for the
    /// picker must not stop a talk), while the same option typed on the command line is
    /// refused. Set once by `main` before parsing.
    nonisolated(unsafe) static var spellingsOnlyInDefaults: Set<String> = []

    /// The option names in `arguments` (`--height=40%` is `--height`).
    static func spellings(in arguments: [String]) -> Set<String> {
        Set(arguments.filter { $0.hasPrefix("-") && $0 != "-" && $0 != "--" }.map { String($0.prefix { $0 != "=" }) })
    }

    /// Drops the options from the defaults alone that `mode` does not take, then says
    /// what is wrong with the rest, if anything.
    mutating func modeScopeProblem(in mode: ScreenMode) -> String? {
        let readsLines = !json && !ndjson && paths.isEmpty
        for option in Self.modeScopedOptions where option.isSet(self) && option.problem(in: mode, readsLines: readsLines) != nil
            && option.spellings.contains(where: Self.spellingsOnlyInDefaults.contains) {
            option.clear(&self)
        }
        let command = self
        return Self.modeScopedOptions.lazy.filter { $0.isSet(command) }.compactMap { $0.problem(in: mode, readsLines: readsLines) }.first
    }
}
