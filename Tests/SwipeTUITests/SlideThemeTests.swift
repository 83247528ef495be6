import Foundation
import Testing
import CellCanvas
import TerminalBackend
import TerminalHarness
@testable import SwipeComponents
@testable import SwipeTUI

/// Themes for present mode: the YAML reader's limits, the theme file's keys and its
/// one-line problems, the ways a talk or `--theme` chooses one, and slides drawn in each.
@Suite("Slide themes")
struct SlideThemeTests {
    static func theme(_ yaml: String, base: SlideTheme = .dark) throws(ContentError) -> SlideTheme {
        try ThemeFile.theme(from: Array(yaml.utf8), name: "t.yaml", base: base)
    }

    static func problem(_ yaml: String) -> String? {
        do {
            _ = try theme(yaml)
            return nil
        } catch {
            return error.description
        }
    }

    // MARK: The YAML reader

    @Test("YAML: nested mappings and lists with their lines; an empty file is no document")
    func yamlTree() throws {
        let root = try #require(try YAMLNode.parse(Array("a:\n  b: 1\n  c: [x, y]\nd: 'q'\n".utf8)))
        #expect(root["a"]?["b"]?.text == "1")
        #expect(root["a"]?["b"]?.line == 2)
        #expect(root["a"]?["c"]?.value == .list([YAMLNode(value: .text("x"), line: 3), YAMLNode(value: .text("y"), line: 3)]))
        #expect(root["d"]?.text == "q")
        #expect(try YAMLNode.parse([]) == nil)
    }

    @Test("YAML: nesting past the cap, aliases and keys that are no text are refused with their line; bad YAML names its line")
    func yamlLimits() {
        let deep = String(repeating: "[", count: 40) + String(repeating: "]", count: 40)
        #expect(throws: YAMLNode.Problem(line: 1, message: "nested more than 32 deep")) { try YAMLNode.parse(Array(deep.utf8)) }
        #expect(throws: YAMLNode.Problem(line: 2, message: "aliases (*name) are not read")) {
            try YAMLNode.parse(Array("a: &x 1\nb: *x\n".utf8))
        }
        #expect(throws: YAMLNode.Problem(line: 1, message: "a key that is not text")) { try YAMLNode.parse(Array("{[1]: 2}".utf8)) }
        #expect((try? YAMLNode.parse(Array("a: [1, 2\nb: 3\n".utf8))) == nil)
        let many = "[" + Array(repeating: "1", count: 20_001).joined(separator: ",") + "]"
        #expect(throws: YAMLNode.Problem(line: 1, message: "more than 20000 values")) { try YAMLNode.parse(Array(many.utf8)) }
    }

    // MARK: Colours

    @Test("colours: #rrggbb, presenterm's rrggbb, the sixteen names, default, the palette; anything else is none",
          arguments: [
            ("#ff8000", Color.rgb(255, 128, 0)), ("3085C3", .rgb(0x30, 0x85, 0xc3)), ("red", .indexed(9)),
            ("dark_red", .indexed(1)), ("Grey", .indexed(7)), ("dark_grey", .indexed(8)), ("default", .default),
            ("palette:brand", .rgb(1, 2, 3)), ("p:brand", .rgb(1, 2, 3)),
          ] as [(String, Color)])
    func colours(text: String, color: Color) {
        #expect(ThemeColor.parse(text, palette: ["brand": .rgb(1, 2, 3)]) == color)
    }

    @Test("not colours", arguments: ["", "#fff", "#gggggg", "ff80001", "teal", "palette:none", "\u{1B}[31m"])
    func notColours(text: String) {
        #expect(ThemeColor.parse(text) == nil)
    }

    // MARK: Theme files

    @Test("a presenterm theme sets the slide's colours, the slide title, headings, code, quotes, the footer; other keys are read past")
    func presentermKeys() throws {
        let theme = try Self.theme("""
            default:
              margin:
                percent: 8
              colors:
                foreground: "e6e6e6"
                background: "040312"
            slide_title:
              alignment: center
              colors:
                foreground: "ee9322"
              bold: true
              underlined: false
            headings:
              h1:
                prefix: "██"
                colors:
                  foreground: "3085c3"
              h6:
                italics: false
                colors: { foreground: grey }
            code:
              theme_name: base16-eighties.dark
              colors: { foreground: "#e0e0e0", background: "#2d2d2d" }
              tokens:
                keyword: "#ff0000"
                comment: { colors: { foreground: dark_grey }, italics: true }
            block_quote:
              prefix: "▍ "
              colors: { foreground: "f0f0f0", background: "292e42", prefix: "ee9322" }
            table: { colors: { foreground: dark_blue } }
            footer:
              style: template
              colors: { foreground: white, background: dark_blue }
            mermaid: { theme: dark }
            """)
        #expect(theme.name == "t.yaml")
        #expect(theme.foreground == .rgb(0xe6, 0xe6, 0xe6))
        #expect(theme.background == .rgb(0x04, 0x03, 0x12))
        #expect(theme.looks[.slideTitle] == TextLook(attributes: .bold, foreground: .rgb(0xee, 0x93, 0x22)))
        #expect(theme.looks[.heading1].foreground == .rgb(0x30, 0x85, 0xc3))
        #expect(theme.looks[.heading1].attributes == [.bold, .underline])
        #expect(theme.looks[.heading6] == TextLook(attributes: .dim, foreground: .indexed(7)))
        #expect(theme.looks[.code] == TextLook(foreground: .rgb(0xe0, 0xe0, 0xe0), background: .rgb(0x2d, 0x2d, 0x2d)))
        #expect(theme.looks[.codeKeyword] == TextLook(attributes: .bold, foreground: .rgb(255, 0, 0), background: .rgb(0x2d, 0x2d, 0x2d)))
        #expect(theme.looks[.codeComment] == TextLook(attributes: .italic, foreground: .indexed(8), background: .rgb(0x2d, 0x2d, 0x2d)))
        #expect(theme.looks[.quote] == TextLook(attributes: .italic, foreground: .rgb(0xf0, 0xf0, 0xf0), background: .rgb(0x29, 0x2e, 0x42)))
        #expect(theme.looks[.frame].foreground == .indexed(4))
        #expect(theme.footer == TextLook(foreground: .indexed(15), background: .indexed(4)))
        #expect(theme.looks[.link] == SlideTheme.dark.looks[.link])
    }

    @Test("extends starts from a built-in theme; the palette names colours for the rest")
    func extendsAndPalette() throws {
        let theme = try Self.theme("extends: light\npalette:\n  colors:\n    brand: '#102030'\nheadings:\n  h2:\n    colors:\n      foreground: palette:brand\n")
        #expect(theme.background == SlideTheme.light.background)
        #expect(theme.looks[.heading2].foreground == .rgb(0x10, 0x20, 0x30))
        #expect(theme.looks[.heading1] == SlideTheme.light.looks[.heading1])
    }

    @Test("a bad value is one line naming the file, the line and the key", arguments: [
        ("headings:\n  h2:\n    colors:\n      foreground: teal-ish\n",
         "t.yaml:4: headings.h2.colors.foreground: 'teal-ish' is not a colour (#rrggbb, rrggbb, a name such as dark_blue, or palette:NAME)"),
        ("slide_title:\n  bold: maybe\n", "t.yaml:2: slide_title.bold: 'maybe' is not true or false"),
        ("extends: solarized\n", "t.yaml:1: extends: 'solarized' is not a built-in theme (dark, light, high-contrast)"),
        ("code: [1, 2]\n", "t.yaml:1: code: not a style (colors, bold, italics, underlined)"),
        ("- a\n- b\n", "t.yaml:1: not a theme (a mapping of keys)"),
        ("default:\n  colors:\n    background: {x: 1}\n",
         "t.yaml:3: default.colors.background: a mapping or list is not a colour (#rrggbb, rrggbb, a name such as dark_blue, or palette:NAME)"),
        ("footer:\n  colors:\n    foreground: \"\\e[31m\"\n",
         "t.yaml:3: footer.colors.foreground: '␛[31m' is not a colour (#rrggbb, rrggbb, a name such as dark_blue, or palette:NAME)"),
        ("a: [1\n", "t.yaml:2: did not find expected ',' or ']'"),
    ] as [(String, String)])
    func badValues(yaml: String, message: String) {
        #expect(Self.problem(yaml) == message)
    }

    @Test("a file past the size cap is refused before it is parsed")
    func sizeCap() {
        #expect(Self.problem(String(repeating: "#", count: ThemeFile.byteLimit + 1)) == "t.yaml: larger than 64 KiB, too large for a theme")
    }

    // MARK: Choosing a theme

    static func load(_ files: [String: String], theme: String? = nil) throws -> Talk {
        let folder = try TalkIncludeTests.folder(files)
        defer { try? FileManager.default.removeItem(at: folder) }
        return try TalkSource.read(PathBytes(folder.appendingPathComponent("talk.md").path), theme: theme)
    }

    static func loadProblem(_ files: [String: String], theme: String? = nil) -> String? {
        do {
            _ = try load(files, theme: theme)
            return nil
        } catch {
            return String(describing: error)
        }
    }

    @Test("front matter: theme: NAME, theme: FILE, and presenterm's name:, path: and override:")
    func frontMatterForms() throws {
        #expect(try Self.load(["talk.md": "---\ntitle: T\ntheme: light\n---\n\nx\n"]).theme == .light)
        #expect(try Self.load(["talk.md": "---\ntheme:\n  name: high-contrast\n---\n\nx\n"]).theme == .highContrast)
        let byPath = try Self.load(["talk.md": "---\ntheme:\n  path: themes/mine.yaml\n---\n\nx\n",
                                    "themes/mine.yaml": "extends: light\nheadings:\n  h1:\n    colors:\n      foreground: red\n"])
        #expect(byPath.theme.looks[.heading1].foreground == .indexed(9))
        #expect(byPath.theme.background == SlideTheme.light.background)
        #expect(byPath.files.last?.hasSuffix("/themes/mine.yaml") == true)
        let plainFile = try Self.load(["talk.md": "---\ntheme: mine.yaml\n---\n\nx\n", "mine.yaml": "default:\n  colors:\n    background: black\n"])
        #expect(plainFile.theme.background == .indexed(0))
        let overridden = try Self.load(["talk.md": "---\ntitle: T\ntheme:\n  name: light\n  override:\n    default:\n      colors:\n        foreground: \"beeeff\"\n---\n\nx\n"])
        #expect(overridden.theme.foreground == .rgb(0xbe, 0xee, 0xff))
        #expect(overridden.theme.background == SlideTheme.light.background)
        #expect(try Self.load(["talk.md": "# no front matter\n"]).theme == .dark)
    }

    @Test("--theme wins over the front matter; a file there is any path, read over dark")
    func commandLine() throws {
        let talk = "---\ntheme: light\n---\n\nx\n"
        #expect(try Self.load(["talk.md": talk], theme: "high-contrast").theme == .highContrast)
        let folder = try TalkIncludeTests.folder(["t.yaml": "footer:\n  colors:\n    background: dark_red\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("t.yaml").path
        let fromFile = try Self.load(["talk.md": talk], theme: path)
        #expect(fromFile.theme.footer.background == .indexed(1))
        #expect(fromFile.theme.looks == SlideTheme.dark.looks)
        #expect(fromFile.files.contains(path))
    }

    @Test("a talk's theme file only beside the talk or under its folder, a regular file; its problems name the talk's line or the file's")
    func frontMatterProblems() throws {
        let problem = Self.loadProblem(["talk.md": "---\ntitle: T\ntheme:\n  path: /etc/passwd\n---\n\nx\n"])
        #expect(problem?.hasSuffix("talk.md:4: theme: /etc/passwd: refused (not a built-in theme — dark, light, high-contrast — nor a file beside the talk or under its folder)") == true,
                "\(problem ?? "")")
        #expect(Self.loadProblem(["talk.md": "---\ntheme: ../x.yaml\n---\nx\n"])?.contains("talk.md:2: theme: ../x.yaml: refused") == true)
        let override = Self.loadProblem(["talk.md": "---\ntitle: T\ntheme:\n  override:\n    headings:\n      h1:\n        bold: often\n---\nx\n"])
        #expect(override?.hasSuffix("talk.md:7: headings.h1.bold: 'often' is not true or false") == true, "\(override ?? "")")
        let inFile = Self.loadProblem(["talk.md": "---\ntheme: t.yaml\n---\nx\n", "t.yaml": "\n\nheadings:\n  h3:\n    colors: {foreground: 12}\n"])
        #expect(inFile?.hasSuffix("t.yaml:5: headings.h3.colors.foreground: '12' is not a colour (#rrggbb, rrggbb, a name such as dark_blue, or palette:NAME)") == true,
                "\(inFile ?? "")")
    }

    @Test("a FIFO named as a theme is refused without opening it (no hang)")
    func fifo() throws {
        let folder = try TalkIncludeTests.folder(["talk.md": "---\ntheme: pipe.yaml\n---\nx\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(mkfifo(folder.appendingPathComponent("pipe.yaml").path, 0o600) == 0)
        #expect(throws: ContentError("\(folder.path)/pipe.yaml: not a regular file")) {
            try TalkSource.read(PathBytes(folder.appendingPathComponent("talk.md").path), theme: nil)
        }
        #expect(throws: ContentError("/dev/null: not a regular file")) { try ThemeChoice.read("/dev/null", base: .dark) }
    }

    // MARK: Slides drawn in each theme

    static let slide = """
        ---
        theme: THEME
        ---

        Themes
        ===

        # Heading one
        ## Heading two
        Plain text with `code` and a [link](https://example.com).

        > A quote.

        * a point

        | a | b |
        |---|---|
        | 1 | 2 |

        ```swift
        let x = 1
        ```
        """

    /// The slide's text, then each row's cells as letters for their styles, then what each
    /// letter is: a golden that shows where every colour and attribute goes.
    static func styledText(_ buffer: CellBuffer) -> String {
        var styles: [Style] = []
        var rows: [String] = []
        for y in 0..<buffer.size.rows {
            var row = ""
            for x in 0..<buffer.size.columns {
                let style = buffer[x, y].style
                if !styles.contains(style) { styles.append(style) }
                row.append(Character(UnicodeScalar(UInt8(ascii: "a") + UInt8(styles.firstIndex(of: style)! % 26))))
            }
            rows.append(row)
        }
        let legend = styles.enumerated().map { index, style in
            let names = [("bold", TextAttributes.bold), ("dim", .dim), ("italic", .italic), ("underline", .underline), ("reverse", .reverse)]
                .filter { style.attributes.contains($0.1) }.map(\.0)
            return "\(Character(UnicodeScalar(UInt8(ascii: "a") + UInt8(index % 26)))): fg \(style.foreground) bg \(style.background) \(names)"
        }
        return buffer.renderedText() + "\n--\n" + rows.joined(separator: "\n") + "\n--\n" + legend.joined(separator: "\n") + "\n"
    }

    @Test("the slide in each built-in theme, and without colour: every cell's look (goldens)",
          arguments: [("dark", true), ("light", true), ("high-contrast", true), ("light", false)])
    func goldens(name: String, colorEnabled: Bool) throws {
        let source = try TalkSource.load(PathBytes(try Self.file(Self.slide.replacing("THEME", with: name))))
        let buffer = source.drawSlide(0, step: 0, size: Size(columns: 48, rows: 24), colorEnabled: colorEnabled)
        let golden = "slide-theme-\(name)" + (colorEnabled ? "" : "-no-color") + "-48x24"
        #expect(GoldenFile.problem(with: Self.styledText(buffer), goldenAt: Golden.path(golden)) == nil)
    }

    /// A talk file with `text` in a fresh folder.
    static func file(_ text: String) throws -> String {
        let folder = try TalkIncludeTests.folder(["talk.md": text])
        return folder.appendingPathComponent("talk.md").path
    }

    @Test("present mode paints every cell in the theme's background, the footer's row in the footer's")
    func wholeSlideBackground() throws {
        var options = LaunchOptions()
        options.mode = .present
        options.animates = false
        let talk = try TalkSource.read(PathBytes(try Self.file("---\ntheme: light\n---\n\n# One\n\nshort\n")), theme: nil)
        var screen = PresentScreen(ScreenContext(source: FilteredSource(base: TalkSource(talk: talk)), options: options,
                                                 colorEnabled: true, reload: nil))
        var buffer = CellBuffer(size: Size(columns: 60, rows: 16))
        screen.render(into: &buffer, status: StatusContent())
        for y in 0..<15 {
            for x in 0..<60 where buffer[x, y].style.background != SlideTheme.light.background {
                Issue.record("cell \(x),\(y) is not on the slide's background: \(buffer[x, y].style)")
                return
            }
        }
        for x in 0..<60 { #expect(buffer[x, 15].style.background == SlideTheme.light.footer.background) }
    }

    @Test("24-bit theme colours reach a 256-colour terminal as palette entries and a direct-colour one as they are; NO_COLOR none")
    func colorDepth() {
        var buffer = CellBuffer(size: Size(columns: 4, rows: 1))
        let style = SlideTheme.light.bodyStyle(colorEnabled: true)
        buffer.fill(buffer.bounds, with: Cell(glyph: .space, style: style))
        var palette = FrameWriter(capabilities: .xterm256)
        var capabilities = TerminalCapabilities.xterm256
        capabilities.colorDepth = .direct
        var direct = FrameWriter(capabilities: capabilities)
        let inPalette = GoldenFile.visible(palette.bytes(for: buffer))
        let inDirect = GoldenFile.visible(direct.bytes(for: buffer))
        #expect(inPalette.contains("48;5;231") && !inPalette.contains("48;2;"), "\(inPalette)")
        #expect(inDirect.contains("48;2;255;255;255"), "\(inDirect)")
        #expect(SlideTheme.light.bodyStyle(colorEnabled: false) == .plain)
    }
}
