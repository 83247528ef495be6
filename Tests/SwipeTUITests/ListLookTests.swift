import Testing
import CarouselEngine
import CellCanvas
import TerminalBackend
import TerminalHarness
@testable import SwipeComponents
@testable import SwipeTUI

/// fzf's display options for the list layout: their values read as fzf's documentation
/// says, long lines fitted as fzf 0.38 fits them (the cases were read off fzf in tmux),
/// and the screens they make on the memory terminal (goldens with every cell's look).
@Suite("List looks: fzf's display options")
struct ListLookTests {
    // MARK: Values

    @Test("--margin and --padding: one to four sides (ALL, TB,RL, T,RL,B, T,R,B,L), cells or per cent")
    func edgeSizes() throws {
        let all = try EdgeSizes(parsing: "2", option: "--margin")
        #expect(all == EdgeSizes(top: .cells(2), right: .cells(2), bottom: .cells(2), left: .cells(2)))
        let two = try EdgeSizes(parsing: "1,10%", option: "--margin")
        #expect(two == EdgeSizes(top: .cells(1), right: .percent(10), bottom: .cells(1), left: .percent(10)))
        let three = try EdgeSizes(parsing: "1,2,3", option: "--margin")
        #expect(three == EdgeSizes(top: .cells(1), right: .cells(2), bottom: .cells(3), left: .cells(2)))
        let four = try EdgeSizes(parsing: "1,2,3,4", option: "--padding")
        #expect(four == EdgeSizes(top: .cells(1), right: .cells(2), bottom: .cells(3), left: .cells(4)))
        let fitted = FittedEdges(screen: Size(columns: 20, rows: 10), margin: .zero, padding: four, border: .none,
                                 least: Size(columns: 4, rows: 3))
        #expect(fitted.padding == [1, 2, 3, 4] && fitted.margin == [0, 0, 0, 0])
        // Half the screen on each side leaves nothing: fzf shrinks them to keep 4×3 for the list.
        let half = FittedEdges(screen: Size(columns: 20, rows: 10), margin: try EdgeSizes(parsing: "50%", option: "--margin"),
                               padding: .zero, border: .none, least: Size(columns: 4, rows: 3))
        #expect(half.margin == [3, 8, 3, 8], "\(half.margin)")
        for bad in ["", "1,2,3,4,5", "-1", "101%", "99999999999999999999", "1.5", "x", "1,,2", "%"] {
            #expect(throws: ListLookError.self, "\(bad)") { try EdgeSizes(parsing: bad, option: "--padding") }
        }
        do {
            _ = try EdgeSizes(parsing: "7,", option: "--padding")
            Issue.record("'7,' was taken")
        } catch { #expect(error.description.hasPrefix("--padding '7,'")) }
    }

    @Test("--border: fzf's eleven styles, their sides; anything else names the choices")
    func borderStyles() throws {
        #expect(try ListBorder(parsing: "rounded").glyphs == .rounded)
        #expect(try ListBorder(parsing: "double").glyphs == .double)
        let horizontal = try ListBorder(parsing: "horizontal")
        #expect(horizontal.top && horizontal.bottom && !horizontal.left && !horizontal.right)
        let left = try ListBorder(parsing: "left")
        #expect(left.left && !left.top && !left.right && !left.bottom)
        #expect(try ListBorder(parsing: "none") == .none && !ListBorder.none.isVisible)
        for name in ListBorder.styleNames { #expect(throws: Never.self) { try ListBorder(parsing: name) } }
        #expect(throws: ListLookError.self) { try ListBorder(parsing: "block") }
        // The border and the blank column inside each vertical line.
        #expect(try ListBorder(parsing: "sharp").inside(Rect(x: 0, y: 0, width: 10, height: 5)) == Rect(x: 2, y: 1, width: 6, height: 3))
    }

    @Test("--border-label-pos: 0 centres, N starts at column N, -N ends N-1 columns from the right, :bottom")
    func labelPositions() throws {
        #expect(try BorderLabel.position(parsing: "3") == (3, false))
        #expect(try BorderLabel.position(parsing: "-3:bottom") == (-3, true))
        #expect(try BorderLabel.position(parsing: "0:top") == (0, false))
        for bad in ["x", "3:left", "99999999999", "--1", "1:"] {
            #expect(throws: ListLookError.self, "\(bad)") { try BorderLabel.position(parsing: bad) }
        }
        // Read off fzf 0.38: `--border=top --border-label=XY --border-label-pos=3` on 40
        // columns puts XY at column 2; -3 leaves two columns after it; 0 centres.
        #expect(BorderLabel(text: "XY", position: 3).column(width: 40, labelWidth: 2) == 2)
        #expect(BorderLabel(text: "XY", position: -3).column(width: 40, labelWidth: 2) == 36)
        #expect(BorderLabel(text: "XY", position: 0).column(width: 40, labelWidth: 2) == 19)
        #expect(BorderLabel(text: "XY", position: 500).column(width: 40, labelWidth: 2) == 38, "kept on the line")
        #expect(BorderLabel(text: "\u{1B}[31mred\u{7}").text.unicodeScalars.allSatisfy { $0.value >= 0x20 }, "made safe")
    }

    @Test("A label wider than its line is cut at the line's end with no ellipsis, as fzf 0.38's (read off a 30-column --border)")
    func longLabelCut() {
        var buffer = CellBuffer(size: Size(columns: 30, rows: 3))
        let border = try! ListBorder(parsing: "rounded")
        BorderLabel(text: "abcdefghijklmnopqrstuvwxyz0123456789").draw(on: border, around: Rect(x: 0, y: 0, width: 30, height: 3), on: &buffer, style: Style())
        BorderLabel(text: "漢字漢字漢字漢字漢字漢字漢字漢字", onBottom: true).draw(on: border, around: Rect(x: 0, y: 0, width: 30, height: 3), on: &buffer, style: Style())
        let rows = buffer.renderedText().split(separator: "\n", omittingEmptySubsequences: false)
        #expect(rows[0] == "abcdefghijklmnopqrstuvwxyz0123")
        #expect(rows[2].hasPrefix("漢字漢字漢字漢字漢字漢字漢字") && !rows[2].contains("…"), "\(rows[2])")
    }

    @Test("--color: base schemes, NAME:COLOUR[:ATTR] pairs in order, colours as -1, 0-255, #rrggbb or names")
    func colors() throws {
        #expect(try ListColors(parsing: []) == .dark)
        #expect(try ListColors(parsing: ["light"]) == .light)
        let colors = try ListColors(parsing: ["16,hl:#ff8000:underline", "fg+:bright-red:bold:italic,bg:-1", "current-bg:236,prompt:regular"])
        #expect(colors[.hl] == ListColors.Look(color: .rgb(255, 128, 0), attributes: .underline))
        #expect(colors[.focusedFg] == ListColors.Look(color: .indexed(9), attributes: [.bold, .italic]))
        #expect(colors[.bg] == ListColors.Look(color: .default))
        #expect(colors[.focusedBg] == ListColors.Look(color: .indexed(236)), "fzf's other spelling")
        #expect(colors[.prompt] == ListColors.Look(color: .indexed(4), isRegular: true), "regular: the scheme's colour kept, no attribute")
        let merged = try ListColors(parsing: ["fg+:underline,hl:1:bold:italic,hl:regular:2"])
        #expect(merged[.focusedFg] == ListColors.Look(color: .indexed(254), attributes: .underline), "a pair changes only what it gives")
        #expect(merged[.hl] == ListColors.Look(color: .indexed(2), isRegular: true), "regular clears the attributes before it")
        #expect(colors[.header] == ListColors.sixteen[.header], "the base scheme under the pairs")
        #expect(try ListColors(parsing: ["dark,bw"]) == .blackAndWhite, "a later scheme replaces the earlier")
        for bad in ["grey", "fgg:1", "fg:256", "fg:#12345", "fg:#12345g", "fg:blinking", "hl:+1", "fg:-2"] {
            #expect(throws: ListLookError.self, "\(bad)") { try ListColors(parsing: [bad]) }
        }
        do {
            _ = try ListColors(parsing: ["info:1,spiner:2"])
            Issue.record("a misspelt name was taken")
        } catch { #expect(error.description == "--color 'spiner:2': unknown colour name 'spiner'") }
    }

    @Test("styles: NO_COLOR drops every colour and keeps attributes; --no-bold drops bold; separator and scroll bar take the border's colour")
    func styles() throws {
        let colors = try ListColors(parsing: ["fg:1:italic,border:2"])
        let colored = ListStyles(colors: colors, colorEnabled: true, bold: true)
        #expect(colored.row == Style(foreground: .indexed(1), attributes: .italic))
        #expect(colored.focusedRow.attributes.contains(.bold) && colored.focusedRow.background == .indexed(236))
        #expect(colored.separator == Style(foreground: .indexed(2)) && colored.scrollbar == colored.separator)
        let plain = ListStyles(colors: colors, colorEnabled: false, bold: true)
        #expect(plain.row == Style(attributes: .italic))
        #expect(plain.focusedRow.foreground == .default && plain.focusedRow.attributes.isSuperset(of: [.bold, .reverse]))
        let noBold = ListStyles(colors: .dark, colorEnabled: true, bold: false)
        #expect(!noBold.focusedRow.attributes.contains(.bold) && !noBold.prompt.attributes.contains(.bold))
        let given = ListStyles(colors: try ListColors(parsing: ["hl:red:bold,prompt:regular"]), colorEnabled: true, bold: false)
        #expect(given.highlight == Style(foreground: .indexed(1), attributes: .bold), "--no-bold keeps the bold a pair gives, as fzf's")
        let dark = ListStyles(colors: try ListColors(parsing: ["prompt:regular"]), colorEnabled: true, bold: true)
        #expect(dark.query.attributes == .bold && dark.pointer.attributes == .bold && dark.prompt.attributes.isEmpty, "regular: no bold added")
        #expect(dark.gutter == Style(background: .indexed(236)) && dark.marker == Style(foreground: .indexed(168), background: .indexed(236)),
                "the gutter is bg+ unless given; the marker is not bold")
    }

    @Test("preview-fg, preview-bg and preview-border colour the preview pane; unset, fzf's (the terminal's text, the border's colour); NO_COLOR wins")
    func previewColors() throws {
        func style(_ specs: [String], colorEnabled: Bool = true) throws -> CardStyle {
            var options = LaunchOptions()
            options.listLook.colors = try ListColors(parsing: specs)
            return ListMode(ScreenContext(source: FilteredSource(base: Self.items), options: options, colorEnabled: colorEnabled, reload: nil)).previewStyle
        }
        let plain = Theme.standard(colorEnabled: true).card
        // fzf 0.38's pane, read in tmux: its text in the default colour, its frame 59 (the border's).
        var fzfs = plain
        fzfs.body.foreground = .default
        fzfs.border.foreground = .indexed(59)
        #expect(try style([]) == fzfs)
        var bordered = fzfs
        bordered.border.foreground = .indexed(1)
        #expect(try style(["light,border:1"]) == bordered)
        let given = try style(["preview-fg:1,preview-bg:#102030,preview-border:2:bold"])
        #expect(given.body.foreground == .indexed(1) && given.body.background == .rgb(16, 32, 48))
        #expect(given.border == Style(foreground: .indexed(2), background: .rgb(16, 32, 48), attributes: plain.border.attributes.union(.bold)))
        #expect(try style(["preview-fg:1"], colorEnabled: false) == Theme.standard(colorEnabled: false).card)
    }

    // MARK: Long lines

    static let long = Array("a very long line x with the word needle in the middle of it and much more text after the needle")

    static func shown(_ line: [Character], marks: [Int], width: Int, rules: LineWindow.Rules = .init()) -> String {
        let window = LineWindow(line: line, marks: marks, width: width, rules: rules)
        return (window.cutBefore ? window.ellipsis : "") + String(line[window.characters]) + (window.cutAfter ? window.ellipsis : "")
    }

    @Test("a long line scrolls to its first match, the ellipsis at each cut, as fzf 0.38 shows it on 40 columns (37 for the text)")
    func longLines() {
        let needle = Array(33...38)
        #expect(Self.shown(Self.long, marks: needle, width: 37) == ".. x with the word needle in the mi..")
        var rules = LineWindow.Rules()
        rules.columnsAfterMatch = 0
        rules.ellipsis = "~~"
        #expect(Self.shown(Self.long, marks: needle, width: 37, rules: rules) == "~~ long line x with the word needle~~")
        #expect(Self.shown(Self.long, marks: [0, 2], width: 37) == "a very long line x with the word ne..", "the match shows: cut at the end")
        #expect(Self.shown(Self.long, marks: [], width: 37) == "a very long line x with the word ne..")
        rules = LineWindow.Rules()
        rules.scrollsToMatch = false
        #expect(Self.shown(Self.long, marks: needle, width: 37, rules: rules) == "a very long line x with the word ne..", "--no-hscroll")
        rules = LineWindow.Rules()
        rules.keepsRight = true
        #expect(Self.shown(Self.long, marks: [], width: 37, rules: rules) == "..and much more text after the needle", "--keep-right: the end")
        #expect(Self.shown(Self.long, marks: needle, width: 37, rules: rules) == ".. x with the word needle in the mi..", "a match wins")
        #expect(Self.shown(Array("short"), marks: [0], width: 37) == "short")
        #expect(Self.shown(Self.long, marks: [Self.long.count - 1], width: 37) == "..and much more text after the needle", "the end: no cut after")
        #expect(Self.shown(Array("日本語のとても長い行です"), marks: [10], width: 10) == "..い行です", "wide characters counted as two")
        #expect(Self.shown(Self.long, marks: needle, width: 1) == "e", "too narrow for an ellipsis: the match's end")
        #expect(Self.shown(Self.long, marks: needle, width: 0) == "")
    }

    // MARK: Screens

    /// `item number 1` … `item number 100`, then two long lines with `needle` in the middle.
    static var items: DeckSource {
        let lines = (1...100).map { "item number \($0)" }
            + ["x", "y"].map { "a very long line \($0) with the word needle in the middle of it and much more text after the needle" }
        return DeckSource(items: lines.map { line in
            DeckSource.Item(card: Card(title: line, blocks: []), fields: ItemFields(title: line, body: "", value: Array(line.utf8), json: ""))
        })
    }

    /// The last frame of the list with `look` (and `query` typed) on a memory terminal.
    static func screen(_ look: ListLook, size: Size = Size(columns: 40, rows: 12), layout: ListLayout = .default,
                       header: String? = nil, query: String = "", colorEnabled: Bool = true) -> CellBuffer {
        var options = LaunchOptions()
        options.layout = layout
        options.listLook = look
        options.header = header
        let source = FilteredSource(base: items)
        let screen = Modes.make(ScreenContext(source: source, options: options, colorEnabled: colorEnabled, reload: nil))
        var session = Session(screen: screen, source: source, feed: nil, settings: Settings(environment: [:]), options: options,
                              filterExecution: .inline)
        let script = SessionTests.type(query, from: 0.1) + [(1.0, ListLayoutTests.key(.character("x"), .alt))]
        let terminal = MemoryTerminal(size: size, script: script)
        _ = session.loop(on: terminal)
        return terminal.lastFrame ?? CellBuffer(size: size)
    }

    static func rows(_ buffer: CellBuffer) -> [String] {
        buffer.renderedText().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test("goldens: fzf's display options on the list, every cell's look", arguments: [
        ("border-label-margin-padding", ["--border", "rounded", "--border-label", " Lbl ", "--margin", "1,2", "--padding", "1"], "", false),
        ("inline-info-header-first", ["--info", "inline", "--header-first"], "needle", false),
        ("reverse-top-border-label-pos", ["--border", "top", "--border-label", "XY", "--border-label-pos", "3", "--scrollbar", "a",
                                          "--keep-right"], "", true),
        ("colors-light-pairs-no-bold", ["--color", "light,fg:1,hl:#ff8000:underline,border:bright-blue", "--border", "sharp",
                                        "--no-bold", "--separator", "=-"], "nu", false),
        ("hidden-info-no-scrollbar-ellipsis", ["--no-info", "--no-scrollbar", "--ellipsis", "~~", "--hscroll-off", "0",
                                               "--border", "horizontal", "--border-label", "XY", "--border-label-pos", "-3:bottom"], "needle", false),
    ])
    func goldens(name: String, arguments: [String], query: String, reverse: Bool) throws {
        let look = try Self.look(arguments)
        let buffer = Self.screen(look, layout: reverse ? .reverse : .default, header: "HDR", query: query)
        #expect(GoldenFile.problem(with: SlideThemeTests.styledText(buffer), goldenAt: Golden.path("list-look-\(name)-40x12")) == nil)
    }

    @Test("NO_COLOR: --color's colours are dropped, its attributes and the focused row's reverse and bold kept (golden)")
    func noColor() throws {
        let look = try Self.look(["--color", "fg:1:italic,hl:2:bold", "--border", "double"])
        let buffer = Self.screen(look, header: "HDR", query: "nu", colorEnabled: false)
        #expect(GoldenFile.problem(with: SlideThemeTests.styledText(buffer), goldenAt: Golden.path("list-look-no-color-40x12")) == nil)
        for y in 0..<buffer.size.rows {
            for x in 0..<buffer.size.columns {
                #expect(buffer[x, y].style.foreground == .default && buffer[x, y].style.background == .default)
            }
        }
    }

    @Test("the scroll bar shows only when there are more items than rows, its thumb at the first items' end")
    func scrollbar() throws {
        let all = Self.rows(Self.screen(ListLook()))
        // 102 items on 10 rows: a one-row thumb in the last column, by the first items (the bottom).
        #expect(all[9].hasSuffix("│") && all[0...8].allSatisfy { !$0.hasSuffix("│") }, "\(all)")
        let few = Self.rows(Self.screen(ListLook(), query: "item number 10"))
        #expect(few.allSatisfy { !$0.hasSuffix("│") }, "\(few)")
        var look = ListLook()
        look.scrollbar = nil
        #expect(Self.rows(Self.screen(look)).allSatisfy { !$0.hasSuffix("│") })
    }

    @Test("--info hidden gives the list the info line's row; the default fills it with the separator after the count")
    func infoLine() throws {
        let plain = Self.rows(Self.screen(ListLook()))
        #expect(plain[10].hasPrefix("  102/102 ───") && plain[10].hasSuffix("─ "), "up to the column before the last, as fzf's: \(plain[10])")
        var look = ListLook()
        look.info = .hidden
        let hidden = Self.rows(Self.screen(look))
        #expect(hidden[10].contains("item number 1") && !hidden.joined().contains("102/102"), "\(hidden)")
        look.info = .inline
        let inline = Self.rows(Self.screen(look, query: "nu"))
        #expect(inline[11].hasPrefix("> nu") && inline[11].contains("  < 102/102 ─"), "\(inline)")
    }

    @Test("--prompt, --border-label, --preview-label, --separator: their SGR colours drawn over their own (fzf's), every other escape dropped")
    func coloredChromeText() throws {
        let red = "\u{1B}[31m", green = "\u{1B}[32m", blue = "\u{1B}[34m", magenta = "\u{1B}[35m", reset = "\u{1B}[0m"
        let hostile = "\u{1B}]0;title\u{7}\u{1B}[2J\u{1B}P1$r\u{1B}\\"
        var options = LaunchOptions()
        options.layout = .default
        options.prompt = blue + "P" + reset + hostile + "> "
        options.listLook.border = try ListBorder(parsing: "rounded")
        options.listLook.borderLabel = BorderLabel(text: red + "RL" + reset + hostile + "bl")
        options.listLook.separator = green + "=" + reset + hostile + "~"
        options.preview = "true"
        var window = try PreviewWindow(parsing: "right:50%")
        window.label = BorderLabel(text: magenta + "PV" + reset + hostile)
        options.previewWindow = window
        let source = FilteredSource(base: Self.items)
        let screen = Modes.make(ScreenContext(source: source, options: options, colorEnabled: true, reload: nil))
        var session = Session(screen: screen, source: source, feed: nil, settings: Settings(environment: [:]), options: options,
                              filterExecution: .inline)
        let terminal = MemoryTerminal(size: Size(columns: 60, rows: 12), script: [(0.5, ListLayoutTests.key(.character("x"), .alt))])
        _ = session.loop(on: terminal)
        let frame = try #require(terminal.lastFrame)
        let text = frame.renderedText()
        for leak in ["\u{1B}", "␛", "title", "2J", "$r"] { #expect(!text.contains(leak), "nothing of the escapes shows: \(leak)") }
        let lines = Self.rows(frame)
        func color(_ sequence: String) -> Color? { SGRText.lines(from: Array((sequence + "x").utf8)).first?.runs.first?.foreground }
        func cell(of needle: String) throws -> Cell {
            let y = try #require(lines.firstIndex { $0.contains(needle) }, "\(needle) in \(lines)")
            let x = lines[y].distance(from: lines[y].startIndex, to: try #require(lines[y].range(of: needle)).lowerBound)
            return frame[x, y]
        }
        #expect(try cell(of: "RLbl").style.foreground == color(red), "the border label's own colour")
        #expect(try cell(of: "PV").style.foreground == color(magenta), "the preview label's")
        #expect(try cell(of: "P> ").style.foreground == color(blue), "the prompt's")
        #expect(try cell(of: "=~=~").style.foreground == color(green), "the separator's, repeated")
        let ListStylesDefault = ListStyles(colors: options.listLook.colors, colorEnabled: true, bold: true)
        #expect(try cell(of: "~=~").style == ListStylesDefault.separator, "its plain part in the separator's colour")
        #expect(try cell(of: "bl").style.foreground == ListStylesDefault.label.foreground, "after the reset, the label's colour")
    }

    /// The look the command line's words would make (the options in the order given).
    static func look(_ words: [String]) throws -> ListLook {
        var look = ListLook()
        var colors: [String] = []
        var index = 0
        func value() -> String { index += 1; return words[index] }
        while index < words.count {
            switch words[index] {
            case "--border": look.border = try ListBorder(parsing: value())
            case "--border-label": look.borderLabel = BorderLabel(text: value(), position: look.borderLabel.position, onBottom: look.borderLabel.onBottom)
            case "--border-label-pos":
                let place = try BorderLabel.position(parsing: value())
                look.borderLabel = BorderLabel(text: look.borderLabel.text, position: place.position, onBottom: place.onBottom)
            case "--info": look.info = ListLook.InfoStyle(rawValue: value()) ?? .default
            case "--no-info": look.info = .hidden
            case "--header-first": look.headerFirst = true
            case "--color": colors.append(value())
            case "--margin": look.margin = try EdgeSizes(parsing: value(), option: "--margin")
            case "--padding": look.padding = try EdgeSizes(parsing: value(), option: "--padding")
            case "--scrollbar": look.scrollbar = try ListLook.scrollbar(parsing: value())
            case "--no-scrollbar": look.scrollbar = nil
            case "--separator": look.separator = value()
            case "--no-bold": look.isBold = false
            case "--ellipsis": look.ellipsis = value()
            case "--hscroll-off": look.columnsAfterMatch = Int(value()) ?? 10
            case "--keep-right": look.keepsRight = true
            default: Issue.record("no such option in this test: \(words[index])")
            }
            index += 1
        }
        look.colors = try ListColors(parsing: colors)
        return look
    }
}
