import ArgumentParser
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

#if canImport(Glibc)
private let systemExit = Glibc.exit
#else
private let systemExit = Darwin.exit
#endif
import CarouselEngine
import CellCanvas
import SwipeTUI
import TerminalBackend

/// The `swipe-tui` command line: argument parsing only, then `SwipeApp.launch`.
@main
struct SwipeTUICommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "swipe-tui",
        abstract: "A carousel for the terminal: swipe through cards, pick one.",
        usage: "swipe-tui [<options>] [<path> ...]",
        discussion: """
            Cards come from the PATHs (a markdown deck split on ---, text files, a directory), \
            or else from the built-in demo deck; lines on stdin show as a list you filter by \
            typing, as fzf's. Enter prints the item in focus on stdout and exits 0; Esc (q in \
            the card layouts) or Ctrl-C exits 130 and prints nothing; nothing matched exits 1. \
            The interface draws on /dev/tty, so stdout stays free for the pick.

            Examples:
              ls | swipe-tui                        pick a file name (a list; type to filter)
              swipe-tui talk.md                     present a deck of slides
              swipe-tui ~/notes                     browse a folder, print a path
              find . -print0 | swipe-tui --read0    NUL-separated input
              curl -s api/users | swipe-tui --json --title login --print json
              journalctl -o json | swipe-tui --ndjson --title MESSAGE
              swipe-tui --mode paging --items-per-page 3 --align center
              swipe-tui --mode deck talk.md         Enter opens a page full screen
              swipe-tui --mode tabs ~/src           a tab of files per subdirectory
              swipe-tui present talk.md             give a talk: a slide at a time
              swipe-tui layout --type cylinder --items 12 --offset 0.5

            Keys (cards): ←/→ h/l move, Home/End first/last, digits then Enter go to a number, \
            / search (n/N next/previous), ? help (each mode's own keys), Enter pick, q/Esc quit. \
            Keys (the list): type to filter, ↑/↓ Ctrl-K/J Ctrl-P/N move, readline editing \
            (Ctrl-W/U, Alt-D, Ctrl-Y), Tab/Shift-Tab mark with -m, Enter pick, Esc or Ctrl-D abort; \
            --bind adds toggle-all, kill-line, half-page-up/down.
            Environment: NO_COLOR, ESCDELAY (ms), SWIPE_FPS, SWIPE_NO_SYNC=1.
            """,
        version: SwipeTUIVersion.current,
        subcommands: [LayoutCommand.self])

    @Argument(help: "Files or a directory to show as cards (- alone: stdin).")
    var path: [String] = []

    /// The runs of paths taken out of the command line before parsing (`PositionalRuns`).
    nonisolated(unsafe) static var positionalRuns = PositionalRuns()

    /// The paths to read, as the bytes given (a name need not be UTF-8): none when the
    /// only one is `-` (stdin).
    var paths: [PathBytes] {
        let given = Self.positionalRuns.expand(path)
        guard given != ["-"] else { return [] }
        return PathBytes.arguments(given)
    }

    @Flag(help: "Read NUL-separated items from stdin instead of lines.")
    var read0 = false

    @Option(parsing: .unconditional, help: ArgumentHelp("Separate stdin items by this string instead of newlines.", valueName: "string"))
    var itemDelimiter: String?

    @Option(name: [.customShort("d"), .long], parsing: .unconditional, help: ArgumentHelp("What splits an item into fields for --nth, --with-nth and --accept-nth: a string, or a regular expression (default: AWK's, runs of blanks).", valueName: "string"))
    var delimiter: String?

    @Option(name: [.customShort("n"), .long], parsing: .unconditional, help: ArgumentHelp("Match only in these fields: field index expressions, comma-separated (N, -N, N..M, N.., ..M, ..).", valueName: "N[,..]"))
    var nth: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Show (and match) only these fields: field index expressions, or a template with them in braces ('{2}: {1}', {n} the index).", valueName: "N[,..]|template"))
    var withNth: String?

    @Flag(help: "Show colour sequences in the input (SGR) as colours; they, and every other escape sequence, are taken out of what is matched and printed.")
    var ansi = false

    @Option(parsing: .unconditional, help: ArgumentHelp("Print only these fields of a pick: field index expressions, or a template with them in braces.", valueName: "N[,..]|template"))
    var acceptNth: String?

    @Flag(help: "One card per paragraph of a text file.")
    var paragraphs = false

    @Flag(help: "Include dotfiles when showing a directory.")
    var hidden = false

    @Flag(help: "Read stdin as a JSON array (or one value): a card per element.")
    var json = false

    @Flag(help: "Read stdin as newline-delimited JSON: a card per line.")
    var ndjson = false

    @Option(parsing: .unconditional, help: ArgumentHelp("The JSON field for titles (default: title, name or id).", valueName: "key"))
    var title: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("The JSON field for bodies (default: body, description or text, else the object).", valueName: "key"))
    var body: String?

    @Option(name: .customLong("print"), parsing: .unconditional, help: ArgumentHelp("What Enter prints: value (the line, path or object), index, title, body or json.", valueName: "what"))
    var printFormat: PrintFormat = .value

    @Option(parsing: .unconditional, help: ArgumentHelp("Card width in columns.", valueName: "columns"))
    var itemWidth: Int?

    @Option(parsing: .unconditional, help: ArgumentHelp("Card height in rows.", valueName: "rows"))
    var itemHeight: Int?

    @Option(parsing: .unconditional, help: ArgumentHelp("Distance between cards as a multiple of the card pitch (default 1).", valueName: "factor"))
    var spacing: Double = 1

    @Option(parsing: .unconditional, help: ArgumentHelp("The carousel type: linear, rotary, inverted-rotary, cylinder, inverted-cylinder, wheel, inverted-wheel, cover-flow, cover-flow-2, time-machine, inverted-time-machine or custom (`t` cycles them).", valueName: "name"),
            completion: .list(CarouselType.allCases.map(\.name)))
    var type: String?

    @Flag(help: "Scroll up and down instead of left and right (`v` toggles it).")
    var vertical = false

    @Flag(inversion: .prefixedNo, help: "Go round from the last card to the first (default: the type's own; `w` toggles it).")
    var wrap: Bool?

    @Flag(help: "Reduced motion: moves are instant.")
    var noAnimation = false

    @Option(parsing: .unconditional, help: ArgumentHelp("Move on its own at this many cards per second (negative: backwards); `a` toggles it.", valueName: "speed"))
    var autoscroll: Double = 0

    @Option(parsing: .unconditional, help: ArgumentHelp("How to show the items: carousel, paging (flat pages), deck (pages that open to full screen), tabs (tabs of lists) or present (a talk, a slide at a time; `swipe-tui present FILE` says the same).", valueName: "mode"))
    var mode: ScreenMode = .carousel

    @Option(parsing: .unconditional, help: ArgumentHelp("Paging: items on one page (default 1).", valueName: "n"))
    var itemsPerPage: Int?

    @Option(parsing: .unconditional, help: ArgumentHelp("Paging: edge (pages flush left, the default) or center.", valueName: "edge|center"))
    var align: PageAlignment?

    @Flag(help: "Paging: end the last page at the last item instead of padding it.")
    var truncateFinalPage = false

    @Flag(help: "Paging: stop hard at the ends instead of stretching and springing back.")
    var noBounce = false

    @Option(parsing: .unconditional, help: ArgumentHelp("Paging: pages kept ready on each side of the current one (default 2).", valueName: "n"))
    var offscreen: Int?

    @Flag(help: "Paging: make the pages ahead only after a whole page of travel or at rest (SwipeView's deferred loading).")
    var deferLoading = false

    @Flag(help: "Show per-frame figures in the status line: frame time, bytes written, frames per second.")
    var stats = false

    @Option(name: [.customShort("f"), .long], parsing: .unconditional, help: ArgumentHelp("No interface: print the items of stdin that match QUERY, best first (fzf's syntax: fuzzy, 'exact, ^prefix, suffix$, !not, a | b); exit 1 when none do.", valueName: "query"))
    var filter: String?

    @Flag(name: [.customShort("e"), .long], inversion: .prefixedNo, help: "Match plain terms as exact substrings, not fuzzily (' then makes a term fuzzy).")
    var exact = false

    @Flag(name: [.customShort("x"), .long], inversion: .prefixedNo, help: "Read the query in fzf's extended syntax: terms, 'exact, ^prefix, suffix$, !not, a | b (the default); --no-extended (+x) takes the whole query, spaces and all, as one term.")
    var extended = true

    @Flag(help: "Keep accents when matching: é in an item no longer matches e in the query.")
    var literal = false

    @Option(name: [.customShort("q"), .long], parsing: .unconditional, help: ArgumentHelp("Start with the items filtered by this query (/ edits it).", valueName: "query"))
    var query: String?

    @Flag(name: [.customShort("1"), .customLong("select-1")], inversion: .prefixedNo, help: "When the query leaves exactly one item, print it without an interface.")
    var selectOne = false

    @Flag(name: [.customShort("0"), .customLong("exit-0")], inversion: .prefixedNo, help: "When the query leaves no item, exit 1 without an interface.")
    var exitZero = false

    @Flag(name: [.customShort("m"), .long], inversion: .prefixedNo, help: "Tab marks or unmarks the item in focus; Enter prints every marked item, in the order they were marked.")
    var multi = false

    @Option(parsing: .unconditional, help: ArgumentHelp("--multi N: at most N items marked.", valueName: "N", visibility: .hidden))
    var multiLimit: Int?

    @Option(parsing: .unconditional, help: ArgumentHelp("A header shown above the items (in the list layout beside the query line; its colour sequences kept).", valueName: "text"))
    var header: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Show the first N lines of stdin as a header: never matched, never picked.", valueName: "N"))
    var headerLines: Int?

    @Option(parsing: .unconditional, help: ArgumentHelp("Columns between tab stops where the list shows a line's tabs (default 8).", valueName: "N"))
    var tabstop: Int?

    @Option(parsing: .unconditional, help: ArgumentHelp("Symbols pictures are drawn with: half (▀, any font), quadrant (2×2, the default) or sextant (2×3, needs a recent font).", valueName: "half|quadrant|sextant"))
    var blocks: BlockSymbols = .quadrant

    @Option(parsing: .unconditional, help: ArgumentHelp("How pictures reach the screen: auto (symbols, and pixels where the terminal answers: kitty graphics, iTerm2 inline images, or sixel), kitty, sixel or iterm (pixels that way without asking), symbols, or none.", valueName: "auto|kitty|sixel|iterm|symbols|none"))
    var graphics: PictureGraphics = .auto

    @Option(parsing: .unconditional, help: ArgumentHelp("Show CMD's output (stdout and stderr, its colours kept) as the focused item's body, run with sh -c; {} is the item, {n} its index, {1} {2} … {-1} its whitespace-separated fields, {+} every marked item (or the focused one), each shell-quoted; {f} {+f} … the same in a temporary file, its path.", valueName: "CMD"))
    var preview: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Draw in N rows (or N% of the terminal, at least 10 rows) below the cursor instead of the whole screen; the lines above stay. With ~N or ~N%, the list takes only the rows its items need, up to that.", valueName: "[~]N[%]"))
    var height: HeightOption?

    @Option(parsing: .unconditional, help: ArgumentHelp("The fewest rows --height N% takes (default 10).", valueName: "rows"))
    var minHeight: Int?

    @Option(parsing: .unconditional, help: ArgumentHelp("How lines show: default (a list, the query line at the bottom), reverse (the query line at the top), reverse-list (items top-down, the query at the bottom) or cards.", valueName: "layout"))
    var layout: ListLayout?

    @Flag(help: "The same as --layout reverse.")
    var reverse = false

    @Option(parsing: .unconditional, help: ArgumentHelp("Where the list layout shows --preview's output: right, left, up or down, a size (N or N%), hidden (Alt-/ shows it), wrap (long lines wrap), cycle (scrolling goes round), +SCROLL[-N|/N] (start at a line, e.g. +{2}-5), e.g. right:50% or up:40%.", valueName: "spec"))
    var previewWindow: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("A label on the preview pane's top border line.", valueName: "label"))
    var previewLabel: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Where the preview label goes: N from the left, -N from the right, 0 centred (the default); :bottom puts it on the bottom line.", valueName: "N[:top|bottom]"))
    var previewLabelPos: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("The list layout's query prompt (default '> ').", valueName: "text"))
    var prompt: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("What marks the focused row (default >).", valueName: "text"))
    var pointer: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("What marks a row marked with --multi (default >).", valueName: "text"))
    var marker: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Keep the queries of picks in this file; Ctrl-P/Ctrl-N walk them.", valueName: "file"))
    var history: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Queries --history keeps (default 1000).", valueName: "n"))
    var historySize = 1000

    @Option(parsing: .unconditionalSingleValue, help: ArgumentHelp("Bind keys and events to actions, fzf's syntax: KEY:ACTION[+ACTION…], several joined by commas; actions may take an argument (e.g. ctrl-j:down,alt-a:select-all,ctrl-o:execute(less {}),start:reload(ls)); jump, jump-accept, enable-search, disable-search and toggle-search too.", valueName: "bindings"))
    var bind: [String] = []

    @Flag(name: .customShort("i"), help: "Ignore case in the query (+i: respect it; default: smart case per term).")
    var ignoreCase = false

    @Flag(name: .customLong("no-ignore-case"), help: ArgumentHelp("Respect case in the query (fzf's +i).", visibility: .hidden))
    var respectCase = false

    @Flag(help: "Go round from the last row of the list to the first.")
    var cycle = false

    @Option(parsing: .unconditional, help: ArgumentHelp("The labels the jump and jump-accept actions put on the rows, a character per row (default: fzf's, asdfghjkl…).", valueName: "chars"))
    var jumpLabels: String?

    @Flag(help: "Typing edits the query but does not filter ({q} reads it); enable-search turns filtering on.")
    var disabled = false

    @Flag(help: "No mouse: the terminal's own selection works; clicks and the wheel do nothing.")
    var noMouse = false

    @Flag(help: "The query's word keys (Alt-B/F, Alt-D, Alt-Backspace) stop at slashes only, taking a path's parts as words.")
    var filepathWord = false

    @Flag(help: "Open the interface once the input is read to its end.")
    var sync = false

    @Option(parsing: .unconditional, help: ArgumentHelp("List layout: the rows stay still while the focus moves, scrolling only to keep this many rows (at most half) between the focus and either end, as fzf's (default: 0).", valueName: "lines"))
    var scrollOff: Int?

    @Flag(help: "Print the query as the first line (before --expect's key and the pick).")
    var printQuery = false

    @Option(parsing: .unconditional, help: ArgumentHelp("Keys (fzf's names, comma-separated) that pick like Enter and print their name first (an empty line for Enter).", valueName: "keys"))
    var expect: String?

    @Flag(help: "End each printed line with NUL instead of a newline.")
    var print0 = false

    @Flag(name: .customLong("no-sort"), help: "Show matches in input order, not best first (fzf's +s).")
    var noSort = false

    @Flag(help: "The last line read first.")
    var tac = false

    @Option(parsing: .unconditional, help: ArgumentHelp("fzf's tie-breaks for equal scores, comma-separated, then input order: length (the default), chunk, pathname, begin, end, index.", valueName: "criteria"))
    var tiebreak: String?

    @OptionGroup(title: "The list's looks (fzf's display options)")
    var look: ListLookOptions

    @Option(parsing: .unconditional, help: ArgumentHelp("fzf's scoring schemes: default; path (only / delimits words, a line's start counts as one, white space earns no extra); history (white space and delimiters earn no extra; ties by input order).", valueName: "default|path|history"))
    var scheme: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Where a fuzzy term matches: v2 (the default, fzf's: where its characters score best) or v1 (the first place they appear in order).", valueName: "v1|v2"))
    var algo: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Present: the footer, presenterm's template: LEFT | CENTRE | RIGHT with {current_slide}, {total_slides}, {title}, {sub_title}, {author}, {date} (default \"{author} | {title} | {current_slide} / {total_slides}\").", valueName: "template"))
    var footer: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Present: the theme, dark (the default), light, high-contrast or a YAML file of presenterm's theme keys; over the talk's own front matter theme.", valueName: "name|file"))
    var theme: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Present: how slides change in a quarter second: slide (the default), fade, the carousel's cover-flow, rotary, cylinder (a cube) or time-machine, or none (--no-animation cuts too).", valueName: "slide|fade|cover-flow|rotary|cylinder|time-machine|none"))
    var transition: SlideTransitionKind?

    @Flag(help: "Present: the speaker's terminal for a talk given elsewhere with `swipe-tui present FILE`: this slide's notes, the next slide's title, the slide number and the time; its keys drive the talk.")
    var speakerNotes = false

    @Flag(help: "Print the key bindings for bash (Ctrl-T files, Ctrl-R history, Alt-C cd): eval \"$(swipe-tui --bash)\".")
    var bash = false

    @Flag(help: "Print the key bindings for zsh: source <(swipe-tui --zsh).")
    var zsh = false

    @Flag(help: "Print the key bindings for fish: swipe-tui --fish | source.")
    var fish = false

    /// The shell whose key bindings to print, if one was asked for.
    private var shellIntegration: ShellIntegration? {
        bash ? .bash : zsh ? .zsh : fish ? .fish : nil
    }

    /// Checks the values, once the parser has made sure every option is one it knows (its
    /// own `validate` would run first: an unknown option's value, taken for a path, was
    /// then reported as a misplaced path instead of the option being named).
    mutating func check() throws {
        if let word = paths.first(where: Self.isUnknownPlusOption) {
            throw ValidationError("Unknown option '\(word)'")
        }
        if [bash, zsh, fish].filter({ $0 }).count > 1 { throw ValidationError("--bash, --zsh and --fish cannot be combined") }
        if let tiebreak {
            do { _ = try SearchQuery.Tiebreak(parsing: tiebreak) } catch { throw ValidationError("--tiebreak \(tiebreak): \(error.description)") }
        }
        if let minHeight, !(0...100_000).contains(minHeight) { throw ValidationError("--min-height takes a number of rows, 0 to 100000") }
        if let algo, SearchQuery.Algorithm(rawValue: algo) == nil { throw ValidationError("--algo \(algo): expected v1 or v2") }
        if let scheme, SearchQuery.Scheme(rawValue: scheme.lowercased()) == nil {
            throw ValidationError("--scheme \(scheme): expected default, path or history")
        }
        if let multiLimit, multiLimit < 1 { throw ValidationError("--multi takes a limit of at least 1") }
        if ignoreCase && respectCase { throw ValidationError("-i and +i cannot be combined") }
        if let valueProblem { throw ValidationError(valueProblem) }
        do { _ = try look.look() } catch { throw ValidationError(error.description) }
        if let scrollOff, scrollOff < 0 { throw ValidationError("--scroll-off takes a number of lines, 0 or more") }
        if let jumpLabels {
            do { _ = try JumpLabels(parsing: jumpLabels) } catch { throw ValidationError(error.description) }
        }
        if let expect {
            for name in expect.split(separator: ",") where KeyPress(name: String(name)) == nil && !(BindEvent(rawValue: name.lowercased())?.isClick ?? false) {
                throw ValidationError("--expect: unknown key '\(name)'")
            }
        }
        if speakerNotes && mode != .present && mode != .carousel { throw ValidationError("--speaker-notes is for a talk (swipe-tui --speaker-notes FILE)") }
        let mode = speakerNotes ? ScreenMode.present : self.mode
        if theme?.isEmpty == true { throw ValidationError("--theme needs a theme's name or file") }
        if let problem = modeScopeProblem(in: mode) { throw ValidationError(problem) }
        if mode == .present && paths.count != 1 { throw ValidationError("present mode shows one markdown file (swipe-tui present talk.md)") }
        if json && ndjson { throw ValidationError("--json and --ndjson cannot be combined") }
        if read0 && itemDelimiter != nil { throw ValidationError("--read0 and --item-delimiter cannot be combined") }
        if itemDelimiter == "" { throw ValidationError("--item-delimiter needs a non-empty string") }
        if let headerLines, !(0...10_000).contains(headerLines) { throw ValidationError("--header-lines must be 0 to 10000") }
        if let tabstop, !(1...FieldOptions.tabWidthLimit).contains(tabstop) {
            throw ValidationError("--tabstop must be 1 to \(FieldOptions.tabWidthLimit) columns")
        }
        if nth != nil || withNth != nil || acceptNth != nil || delimiter != nil || ansi || headerLines != nil {
            _ = try fieldOptions()
        }
        if filter != nil {
            if !paths.isEmpty { throw ValidationError("--filter reads stdin; pass the items there (- names stdin)") }
            if json || ndjson || paragraphs { throw ValidationError("--filter reads lines (or --read0 items) from stdin") }
            if let itemDelimiter, itemDelimiter.utf8.count != 1 { throw ValidationError("--filter takes a one-byte --item-delimiter") }
        }
        if let type, CarouselType(name: type) == nil {
            throw ValidationError("unknown type '\(type)'; one of: " + CarouselType.allCases.map(\.name).joined(separator: ", "))
        }
        if (json || ndjson || read0 || itemDelimiter != nil) && !paths.isEmpty {
            throw ValidationError("--json, --ndjson, --read0 and --item-delimiter read stdin; they do not take paths")
        }
        if let itemWidth, !(4...1000).contains(itemWidth) { throw ValidationError("--item-width must be 4 to 1000 columns") }
        if let itemHeight, !(3...1000).contains(itemHeight) { throw ValidationError("--item-height must be 3 to 1000 rows") }
        if !(spacing.isFinite && spacing >= 0.1 && spacing <= 10) { throw ValidationError("--spacing must be between 0.1 and 10") }
        if let itemsPerPage, !(1...100).contains(itemsPerPage) { throw ValidationError("--items-per-page must be 1 to 100") }
        if let offscreen, !(1...10).contains(offscreen) { throw ValidationError("--offscreen must be 1 to 10 pages") }
        if !(autoscroll.isFinite && abs(autoscroll) <= 100) { throw ValidationError("--autoscroll must be between -100 and 100 cards per second") }
    }

    mutating func run() throws {
        try check()
        if let shellIntegration {
            if !OutputLine.writeAll(Array(shellIntegration.script.utf8), to: 1) {
                fail("cannot write the script to stdout: \(String(cString: strerror(errno)))", status: 2)
            }
            return
        }
        if let filter {
            // fzf prints the query first, as an interactive pick would.
            if printQuery && !OutputLine.writeAll(Array(filter.utf8) + [print0 ? 0 : 0x0A], to: 1) {
                fail("cannot write the query to stdout: \(String(cString: strerror(errno)))", status: 2)
            }
            let separator = read0 ? 0 : itemDelimiter?.utf8.first ?? UInt8(ascii: "\n")
            throw ExitCode(LineFilter.run(query: filter, rules: searchRules, separator: separator,
                                          output: print0 ? 0 : 0x0A, sorts: !noSort, reversed: tac, fields: try fieldOptions()))
        }
        var options = LaunchOptions()
        options.showsStatistics = stats
        options.geometry = CarouselGeometry(itemWidth: itemWidth, itemHeight: itemHeight, spacing: spacing)
        options.wraps = wrap
        options.type = type.flatMap { CarouselType(name: $0) } ?? .linear
        options.isVertical = vertical
        options.animates = !noAnimation
        options.printFormat = printFormat
        options.autoscroll = autoscroll
        options.mode = speakerNotes ? .present : mode
        if options.mode == .present { options.speakerNotes = speakerNotes ? .notes : .talk }
        options.search = searchRules
        options.query = query
        options.fields = try fieldOptions()
        options.multi = multi || multiLimit != nil
        options.multiLimit = multiLimit
        options.header = header
        // fzf's `--height 0`, `0%` and `100%` are the whole screen (`~` keeps a part of it).
        options.inlineHeight = height.flatMap { $0.fitsItems || !$0.height.isWholeScreen ? $0.height : nil }
        options.heightFitsItems = height?.fitsItems ?? false
        if case .percent(let share, _) = options.inlineHeight, let minHeight { options.inlineHeight = .percent(share, atLeast: minHeight) }
        options.preview = preview
        options.footer = footer
        options.theme = theme
        if let transition { options.transition = transition }
        options.blocks = blocks
        options.graphics = graphics
        options.layout = reverse ? .reverse : layout
        options.cycles = cycle
        if let jumpLabels { options.list.jumpLabels = try JumpLabels(parsing: jumpLabels) }
        options.list.searches = !disabled
        options.list.usesMouse = !noMouse
        options.list.queryWords = filepathWord ? .betweenSlashes : .lettersAndDigits
        options.list.scrollOff = scrollOff ?? 0
        options.printsQuery = printQuery
        options.printsNul = print0
        options.sorts = !noSort
        options.reversesInput = tac
        for name in expect?.split(separator: ",") ?? [] {
            if let press = KeyPress(name: String(name)) { options.expectedKeys[press] = String(name) }
            if let click = BindEvent(rawValue: name.lowercased()), click.isClick { options.expectedClicks[click] = String(name) }
        }
        if let previewWindow {
            do { options.previewWindow = try PreviewWindow(parsing: previewWindow) } catch { fail(error.description, status: 2) }
        }
        do { options.previewWindow.label = try previewLabelSpec() } catch { fail(error.description, status: 2) }
        if let prompt { options.prompt = prompt }
        if let pointer { options.pointer = Self.gutterText(pointer) }
        if let marker { options.marker = Self.gutterText(marker) }
        options.listLook = try look.look()
        // fzf's refusal: a share of rows not yet known.
        if options.heightFitsItems {
            if AdaptiveHeight.refuses(options.listLook.margin) { fail("--height ~N cannot be used with a top or bottom --margin in per cent", status: 2) }
            if AdaptiveHeight.refuses(options.listLook.padding) { fail("--height ~N cannot be used with a top or bottom --padding in per cent", status: 2) }
        }
        do { options.bindings = try KeyMap(parsingBindings: bind) } catch { fail(error.description, status: 2) }
        if let history {
            do { options.history = try QueryHistory(path: history, size: historySize) } catch { fail(error.description, status: 2) }
        }
        if let itemsPerPage { options.paging.itemsPerPage = itemsPerPage }
        if let align { options.paging.alignment = align }
        options.paging.truncatesFinalPage = truncateFinalPage
        options.paging.bounces = !noBounce
        if let offscreen { options.paging.offscreenCountPerSide = offscreen }
        options.paging.defersItemLoading = deferLoading

        var request = LaunchRequest()
        request.paths = paths
        request.stdinFormat = stdinFormat
        request.pathOptions = pathOptions
        request.options = options
        request.selectsOne = selectOne
        request.exitsWhenEmpty = exitZero
        request.waitsForInput = sync
        // Before any item is read: the guardian is a fork, and shares what we hold then.
        if options.mayRunCommands { ChildGroups.startGuardian() }
        let result = SwipeApp.launch(request, settings: .fromProcessEnvironment())
        if let note = result.note { OutputLine.report("note: \(note)") }
        switch result.outcome {
        case .picked(let bytes):
            if !OutputLine.writeAll(bytes + [print0 ? 0 : 0x0A], to: 1) { fail("cannot write the pick to stdout: \(String(cString: strerror(errno)))", status: 2) }
        // A talk ends with q or Esc: that is its normal end, not a refusal to pick.
        case .quit where options.mode == .present: return
        // fzf's codes: 130 when the person aborted, 1 when nothing matched.
        case .quit: throw ExitCode(130)
        case .nothingMatched: throw ExitCode(1)
        case .nothingMatchedPrinting(let bytes):
            if !OutputLine.writeAll(bytes + [print0 ? 0 : 0x0A], to: 1) { fail("cannot write the query to stdout: \(String(cString: strerror(errno)))", status: 2) }
            throw ExitCode(1)
        case .noItems: fail("no items", status: 1)
        case .failed(let message): fail(message, status: 2)
        case .become(let commandLine): fail(BecomeCommand.replaceProcess(with: commandLine), status: 2)
        }
    }

    /// `-d`, `--nth`, `--with-nth` and `--accept-nth` as the app takes them.
    private func fieldOptions() throws -> FieldOptions {
        var fields = FieldOptions()
        fields.keepsColors = ansi
        fields.headerLines = headerLines ?? 0
        fields.tabWidth = tabstop ?? Sanitizer.tabWidth
        if let delimiter { fields.delimiter = FieldDelimiter(parsing: delimiter) }
        if let nth {
            guard let selection = FieldSelection(parsing: nth[...]) else {
                throw ValidationError("--nth '\(nth)': not a list of field index expressions (N, -N, N..M, N.., ..M, ..)")
            }
            fields.searched = selection
        }
        do {
            fields.shown = try withNth.map { text throws(FieldTemplate.Invalid) in try FieldTemplate(parsing: text) }
        } catch { throw ValidationError("--with-nth \(error.description)") }
        do {
            fields.printed = try acceptNth.map { text throws(FieldTemplate.Invalid) in try FieldTemplate(parsing: text) }
        } catch { throw ValidationError("--accept-nth \(error.description)") }
        return fields
    }

    /// How queries are read and matched, from `-e`, `-i`/`+i`, `--literal`, `+x`, `--tiebreak`,
    /// `--algo` and `--scheme`.
    private var searchRules: SearchRules {
        var rules = SearchRules()
        rules.exact = exact
        rules.caseMatching = ignoreCase ? .ignore : respectCase ? .respect : .smart
        rules.foldsAccents = !literal
        rules.isExtended = extended
        rules.tiebreak = tiebreakOrder
        rules.scoring = scoring
        rules.laterFirstOnTies = tac
        return rules
    }

    /// `--algo` and `--scheme` (checked by `check`).
    private var scoring: SearchQuery.Scoring {
        SearchQuery.Scoring(algorithm: algo.flatMap(SearchQuery.Algorithm.init(rawValue:)) ?? .v2,
                            scheme: scheme.flatMap { SearchQuery.Scheme(rawValue: $0.lowercased()) } ?? .default)
    }

    /// `--tiebreak`'s criteria (checked by `validate`); without it, input order under
    /// `--scheme history`, else fzf's default, the shorter first.
    private var tiebreakOrder: SearchQuery.Tiebreak {
        guard let tiebreak else { return scheme?.lowercased() == "history" ? .index : .length }
        return (try? SearchQuery.Tiebreak(parsing: tiebreak)) ?? .length
    }

    /// A pointer or marker as drawn: made safe, at most two columns.
    private static func gutterText(_ text: String) -> String {
        var result = ""
        for character in Sanitizer.line(text) where DisplayWidth.of(result + String(character)) <= 2 { result.append(character) }
        return result
    }

    private var pathOptions: PathSource.Options {
        PathSource.Options(paragraphs: paragraphs, includeHidden: hidden)
    }

    private var stdinFormat: Input.StdinFormat {
        if json { return .json(JSONSource.Keys(title: title, body: body)) }
        if ndjson { return .ndjson(JSONSource.Keys(title: title, body: body)) }
        if read0 { return .lines(.nul) }
        if let itemDelimiter { return .lines(.string(Array(itemDelimiter.utf8))) }
        return .lines(.newline)
    }

    /// Parses, runs, and turns every failure into one line on stderr with status 2
    /// (help and version print normally and exit 0). `layout` as the first argument runs
    /// that subcommand: ArgumentParser would otherwise take it for a path (a file named
    /// `layout` can still be given as `./layout`).
    static func main() {
        StandardDescriptors.reserve()
        var arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.first == LayoutCommand.configuration.commandName {
            arguments.removeFirst()
            execute(LayoutCommand.self, arguments)
        }
        // `present FILE` is `--mode present FILE` (a file named `present`: `./present`).
        if arguments.first == "present" {
            arguments.replaceSubrange(0...0, with: ["--mode", "present"])
        }
        // Defaults first, so the command line wins (options given twice: the last counts).
        // A mistake in them is named as theirs.
        let defaults = getenv("SWIPE_TUI_DEFAULT_OPTS").map { DefaultOptions.split(String(cString: $0)) } ?? []
        spellingsOnlyInDefaults = spellings(in: fzfSpellings(defaults)).subtracting(spellings(in: fzfSpellings(arguments)))
        if !defaults.isEmpty {
            do {
                var parsed = try parseAsRoot(fzfSpellings(defaults))
                if var command = parsed as? SwipeTUICommand {
                    try command.check()
                    parsed = command
                }
            } catch {
                if exitCode(for: error) != .success {
                    fail("SWIPE_TUI_DEFAULT_OPTS: " + firstLine(of: message(for: error)), status: 2)
                }
            }
        }
        execute(Self.self, positionalRuns.collapse(fzfSpellings(defaults + arguments)))
    }

    /// What is wrong with a value taken as text and read after parsing (`--bind`,
    /// `--preview-window`), if anything: checked with the others, so `--filter` refuses it
    /// too and a mistake in `SWIPE_TUI_DEFAULT_OPTS` is named as the variable's.
    var valueProblem: String? {
        do {
            let keys = try KeyMap(parsingBindings: bind)
            // fzf reads each of `change-preview-window`'s alternatives at the start.
            for call in keys.bindings.flatMap(\.calls) + keys.events.values.joined() where call.action == .changePreviewWindow {
                for alternative in (call.argument ?? "").split(separator: "|", omittingEmptySubsequences: false) {
                    do { _ = try PreviewWindow(parsing: String(alternative)) } catch { return "--bind: change-preview-window: unknown '\(error.part)'" }
                }
            }
        } catch { return error.description }
        if let previewWindow {
            do { _ = try PreviewWindow(parsing: previewWindow) } catch { return error.description }
        }
        do { _ = try previewLabelSpec() } catch { return error.description }
        return nil
    }

    /// `--preview-label` at `--preview-label-pos` (fzf's syntax, as `--border-label-pos`).
    func previewLabelSpec() throws(ListLookError) -> BorderLabel {
        let place = try previewLabelPos.map { text throws(ListLookError) in try BorderLabel.position(parsing: text, option: "--preview-label-pos") }
        return BorderLabel(text: previewLabel ?? "", position: place?.position ?? 0, onBottom: place?.onBottom ?? false)
    }

    /// Whether a path is a word fzf would read as an option (`+q`: a plus and a letter or
    /// digit) and names no file: it is reported as an unknown option, not a missing file.
    static func isUnknownPlusOption(_ path: PathBytes) -> Bool {
        let bytes = path.bytes
        guard bytes.count == 2, bytes[0] == UInt8(ascii: "+"), bytes[1] < 0x80,
              Character(UnicodeScalar(bytes[1])).isLetter || Character(UnicodeScalar(bytes[1])).isNumber else { return false }
        var status = stat()
        return path.withCString { lstat($0, &status) } != 0
    }

    /// fzf's `+x` options in the long spelling the parser knows (`+i` → `--no-ignore-case`),
    /// `--border` and `--scrollbar` without a value given one, `--border STYLE`,
    /// `--scrollbar CHAR` (a next word that is no option), and
    /// `--name=` with an empty value as two words. After `--`, words are left as they are.
    /// `--multi N` (`-m N`, `--multi=N`, `-mN`): fzf's limit on marks, as `--multi --multi-limit N`.
    /// `--marker --`, `-q --`: the lone `--` is the option's value, as fzf reads it (`--marker=--`).
    /// A value joined to its short option, as fzf reads it (`-d:`, `-n2`, `-qfoo`, `-fzz`):
    /// the option and the value as two words.
    static func fzfSpellings(_ arguments: [String]) -> [String] {
        let plus = ["+i": "--no-ignore-case", "+s": "--no-sort", "+m": "--no-multi", "+e": "--no-exact",
                    "+1": "--no-select-1", "+0": "--no-exit-0", "+x": "--no-extended"]
        func isCount(_ text: Substring) -> Bool { !text.isEmpty && text.count <= 9 && text.allSatisfy { $0.isASCII && $0.isNumber } }
        var result: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                result += arguments[(index - 1)...]
                break
            }
            if let long = plus[argument] {
                result.append(long)
            } else if argument == "--border" {
                // fzf takes a style after a space too (`--border sharp`), when it names one.
                if index < arguments.count, ListBorder.styleNames.contains(arguments[index]) {
                    result.append("--border=" + arguments[index])
                    index += 1
                } else {
                    result.append("--border=rounded")
                }
            } else if argument.hasPrefix("--"), !argument.contains("="), let equals = argument.utf8.firstIndex(of: UInt8(ascii: "=")),
                      let name = String(argument.utf8[..<equals]), let value = String(argument.utf8[argument.utf8.index(after: equals)...]) {
                // `=` and a combining mark after it are one character, where the parser
                // looks for `=`: the name and the value as two words.
                result += [name, value]
            } else if argument.hasPrefix("--"), argument.count > 3, argument.utf8.firstIndex(of: UInt8(ascii: "=")) == argument.utf8.indices.last {
                // `--query=` (an empty value, as a script's `--query="$1"` gives): the parser
                // wants the value as a word of its own. (`--prompt=a=` is a value ending in `=`.)
                result += [String(argument.dropLast()), ""]
            } else if argument == "--scrollbar" {
                // As fzf's: the next word is the character unless it is an option.
                if index < arguments.count, let next = arguments[index].first, next != "-" && next != "+" {
                    result.append("--scrollbar=" + arguments[index])
                    index += 1
                } else {
                    result.append("--scrollbar=│")
                }
            } else if index < arguments.count, arguments[index] == "--", isValueOption(argument) {
                // As fzf's: a lone `--` after an option that wants a value is that value
                // (ArgumentParser would end the options there).
                result.append(argument + "=--")
                index += 1
            } else if (argument == "-m" || argument == "--multi") && index < arguments.count && isCount(arguments[index][...]) {
                result += ["--multi", "--multi-limit", arguments[index]]
                index += 1
            } else if argument.hasPrefix("--multi="), isCount(argument.dropFirst(8)) {
                result += ["--multi", "--multi-limit", String(argument.dropFirst(8))]
            } else if argument.hasPrefix("-m"), isCount(argument.dropFirst(2)) {
                result += ["--multi", "--multi-limit", String(argument.dropFirst(2))]
            } else if argument.utf8.count > 2, argument.utf8.first == UInt8(ascii: "-"),
                      let letter = argument.utf8.dropFirst().first, Array("dnqf".utf8).contains(letter) {
                // Split on bytes: a value may begin with a mark that joins the letter.
                result += ["-" + String(UnicodeScalar(letter)), String(Substring(argument.utf8.dropFirst(2)))]
            } else {
                result.append(argument)
            }
        }
        return result
    }

    /// Whether `word` is one of our options that takes a value (asked of the parser itself,
    /// which says a value is missing when it is alone; only when a `--` follows it).
    static func isValueOption(_ word: String) -> Bool {
        guard word.hasPrefix("-"), word != "--", !word.contains("=") else { return false }
        do {
            _ = try parseAsRoot([word])
            return false
        } catch {
            return message(for: error).hasPrefix("Missing value for")
        }
    }

    static func firstLine(of message: String) -> String {
        message.split(separator: "\n").first.map(String.init) ?? "invalid arguments"
    }

    static func execute<Command: ParsableCommand>(_ type: Command.Type, _ arguments: [String]) -> Never {
        do {
            var command = try type.parseAsRoot(arguments)
            try command.run()
            systemExit(0)
        } catch let code as ExitCode {
            systemExit(code.rawValue)
        } catch {
            if type.exitCode(for: error) == .success {
                OutputLine.write(Array(type.fullMessage(for: error).utf8), to: 1)
                systemExit(0)
            }
            let message = firstLine(of: type.message(for: error))
            fail(message + " (see swipe-tui --help)", status: 2)
        }
    }
}

extension PrintFormat: ExpressibleByArgument {}
extension ListLayout: ExpressibleByArgument {}
extension SlideTransitionKind: ExpressibleByArgument {}
extension ScreenMode: ExpressibleByArgument {}
extension PageAlignment: ExpressibleByArgument {}
extension BlockSymbols: ExpressibleByArgument {}
extension PictureGraphics: ExpressibleByArgument {}
extension InlineHeight: ExpressibleByArgument {
    public init?(argument: String) { self.init(parsing: argument) }
}

/// Prints `swipe-tui: message` on stderr, made safe, and exits with `status`.
func fail(_ message: String, status: Int32) -> Never {
    OutputLine.report(message)
    exit(status)
}
