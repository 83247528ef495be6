import Foundation
import Testing
import CellCanvas
@testable import SwipeComponents
@testable import SwipeTUI

/// The list layout's preview pane cell for cell as fzf 0.38 draws it at 120×40: each
/// `Goldens/fzf-preview-NAME.txt` is fzf's screen for the same command line, captured in
/// tmux (`fzf --preview 'cat {1}' -d : ARGS < items` over the four items below, then the
/// keys), and the pane's cells here must be the same.
@Suite("Preview pane as fzf 0.38's")
struct PreviewPaneFzfTests {
    static let size = Size(columns: 120, rows: 40)
    static let items = ["f100.txt:50", "f20.txt:19", "wrap.txt:2", "f100.txt:98"]
    /// What `cat {1}` prints for each item's file.
    static let files: [String: [String]] = [
        "f100.txt": (1...100).map { "line \($0)" },
        "f20.txt": (1...20).map(String.init),
        "wrap.txt": ["short", "    indented line that is long enough to wrap around the preview pane edge when the pane is narrow enough yes",
                     "\tTabbed", "end"],
    ]

    /// The pane for `window` (and `label`) with `items[focus]` alone in the list, after `scrollActions`,
    /// item's preview shown.
    static func draw(window: String, reverse: Bool = false, label: BorderLabel? = nil, listBorder: String? = nil,
                     scrollActions: [Action] = [], focus: Int = 0) throws -> CellBuffer {
        let lines = LineSource()
        // The focused item alone (the pane is compared, not the list).
        for item in items[focus...].prefix(1) { try lines.append(Array(item.utf8)) }
        lines.finish()
        var fields = FieldOptions()
        fields.delimiter = FieldDelimiter(parsing: ":")
        var options = LaunchOptions()
        options.fields = fields
        options.preview = "cat {1}"
        options.layout = reverse ? .reverse : .default
        options.previewWindow = try PreviewWindow(parsing: window)
        if let label { options.previewWindow.label = label }
        if let listBorder { options.listLook.border = try ListBorder(parsing: listBorder) }
        let source = FilteredSource(base: FieldLines(lines: lines, options: fields))
        var screen = Modes.make(ScreenContext(source: source, options: options, colorEnabled: true, reload: nil))
        _ = screen.viewRegion(in: size)
        let item = try #require(screen.previewItem(in: source))
        let file = String(decoding: item.bytes, as: UTF8.self).split(separator: ":")[0]
        let output = try #require(files[String(file)]).joined(separator: "\n") + "\n"
        screen.showPreview(PreviewContent(blocks: SGRText.lines(from: Array(output.utf8)).map { .styledLine($0) }))
        var buffer = CellBuffer(size: size)
        _ = screen.viewRegion(in: size)
        screen.drawChrome(into: &buffer, status: StatusContent())
        for action in scrollActions { _ = screen.perform(action, at: 0) }
        if !scrollActions.isEmpty {
            buffer = CellBuffer(size: size)
            _ = screen.viewRegion(in: size)
            screen.drawChrome(into: &buffer, status: StatusContent())
        }
        return buffer
    }

    @Test("follow: the pane opens at the output's end (over +SCROLL), and a scroll up stays where it went, as fzf 0.38's (seq 100, 38 rows: 63/100, then 62/100)")
    func follow() throws {
        func top(_ window: String, _ actions: [Action] = []) throws -> String {
            let rows = try Self.draw(window: window, scrollActions: actions).renderedText().split(separator: "\n")
            return rows[1].split(separator: "│").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.suffix(1).joined()
        }
        #expect(try top("follow") == "line 63                                           63/100")
        #expect(try top("follow:+5") == "line 63                                           63/100")
        #expect(try top("follow", [.scrollContentUp]) == "line 62                                           62/100")
        #expect(try top("follow", [.scrollContentUp, .scrollContentDown]) == "line 63                                           63/100")
        #expect(try top("follow:nofollow") == "line 1                                             1/100")
        #expect(try PreviewWindow(parsing: "follow").follows && !PreviewWindow(parsing: "follow,nofollow").follows)
    }

    /// The rows of `screen` (each padded to 120 columns), columns `columns` of rows `rows`.
    static func cells(_ screen: [String], columns: Range<Int>, rows: Range<Int> = 0..<40) -> [String] {
        rows.map { y in
            let row = Array((y < screen.count ? screen[y] : "").padding(toLength: 120, withPad: " ", startingAt: 0))
            return String(row[columns])
        }
    }

    static func fzf(_ name: String) throws -> [String] {
        try String(contentsOfFile: Golden.path("fzf-preview-" + name), encoding: .utf8).components(separatedBy: "\n")
    }

    @Test("the pane's cells are fzf's", arguments: [
        // Beside the list: the pane as tall as the screen, the count and query lines beside it.
        ("right", "right:50%", false, 0, [Action](), 60..<120, 0..<40),
        ("left", "left,30%", false, 0, [.scrollContentDown, .scrollContentDown], 0..<36, 0..<40),
        // down: under the query line; up with --reverse: over it.
        ("down", "down,10", false, 0, [], 0..<120, 28..<40),
        ("uprev", "up,30%", true, 0, [], 0..<120, 0..<12),
        // +{2}: the field's line at the top, counted in the file's lines (50/100), wrapped or not.
        ("wrapscroll", "right,40,wrap,+{2}", false, 0, [], 76..<120, 0..<40),
        // wrap: leading blanks and tabs kept, a line going on character by character.
        ("wrap2", "right,40,wrap,+{2}", false, 2, [], 76..<120, 0..<40),
        // Near the end: line 98 still goes to the top (98/100), nothing clamped.
        ("nearend", "right,40,+{2}", false, 3, [], 76..<120, 0..<40),
        // nowrap: long lines clipped at the edge, no ellipsis.
        ("nowrapclip", "right,40", false, 2, [], 76..<120, 0..<40),
        // ~3: the first three lines stay; +{2} puts line 50 under them (50/100), the scroll
        // bar beside the rows under them.
        ("hdr3", "right,40,~3,+{2}", false, 0, [], 76..<120, 0..<40),
        // /2 halves the rows under the header: line 50 is 17 rows under it (33/100).
        ("hdr3half", "right,40,~3,+{2}/2", false, 0, [], 76..<120, 0..<40),
        // No +SCROLL: the text starts under the header, so the pane counts as scrolled (4/100).
        ("hdr3plain", "right,40,~3", false, 0, [], 76..<120, 0..<40),
        ("hdr3short", "right,40,~3", false, 1, [], 76..<120, 0..<40),
        // A header as long as the output is no header; the offset still counts it (26/20).
        ("hdr25", "right,40,~25", false, 1, [], 76..<120, 0..<40),
        // Scrolling stays under the header, and cycles over the lines under it.
        ("hdr3cycle", "right,40,~3,cycle", false, 0, [.scrollContentUp], 76..<120, 0..<40),
        ("hdr3down", "right,40,~3,+{2}", false, 0, [.scrollContentDown, .scrollContentDown], 76..<120, 0..<40),
        ("hdr3top", "right,40,~3,+{2}", false, 0, [.previewTop], 76..<120, 0..<40),
        // Border styles below the list: the pane's rows count the border's lines.
        ("down-border-top", "down,10,border-top", false, 0, [], 0..<120, 29..<40),
        ("down-noborder", "down,10,noborder", false, 0, [], 0..<120, 30..<40),
        ("down-border-left", "down,10,border-left", false, 0, [], 0..<120, 30..<40),
    ])
    func sameAsFzf(name: String, window: String, reverse: Bool, focus: Int, scrollActions: [Action],
                   columns: Range<Int>, rows: Range<Int>) throws {
        let ours = try Self.draw(window: window, reverse: reverse, scrollActions: scrollActions, focus: focus)
        let expected = Self.cells(try Self.fzf(name), columns: columns, rows: rows)
        let drawn = Self.cells(ours.renderedText().components(separatedBy: "\n"), columns: columns, rows: rows)
        for (index, (mine, theirs)) in zip(drawn, expected).enumerated() {
            #expect(mine == theirs, "row \(rows.lowerBound + index)")
        }
    }

    @Test("--preview-label ' Hi there ' --preview-label-pos -3 on the pane's top line, as fzf's")
    func label() throws {
        let ours = try Self.draw(window: "right,40", label: BorderLabel(text: " Hi there ", position: -3))
        let expected = Self.cells(try Self.fzf("label"), columns: 76..<120, rows: 0..<1)
        #expect(Self.cells(ours.renderedText().components(separatedBy: "\n"), columns: 76..<120, rows: 0..<1) == expected)
    }

    @Test("each of fzf 0.38's border styles with --preview-label ' Hi there ' --preview-label-pos 3", arguments: [
        ("border-sharp", "right,40,border-sharp"), ("border-bold", "right,40,border-bold"),
        ("border-double", "right,40,border-double"), ("border-horizontal", "right,40,border-horizontal"),
        ("border-vertical", "right,40,border-vertical"), ("border-top", "right,40,border-top"),
        ("border-bottom", "right,40,border-bottom"), ("border-left", "right,40,border-left"),
        ("border-right", "right,40,border-right"), ("noborder", "right,40,noborder"),
    ])
    func borderStyles(name: String, window: String) throws {
        let ours = try Self.draw(window: window, label: BorderLabel(text: " Hi there ", position: 3))
        let expected = Self.cells(try Self.fzf(name), columns: 76..<120)
        let drawn = Self.cells(ours.renderedText().components(separatedBy: "\n"), columns: 76..<120)
        for (index, (mine, theirs)) in zip(drawn, expected).enumerated() {
            #expect(mine == theirs, "row \(index)")
        }
    }

    @Test("a label goes on the bottom line only where the border has one", arguments: [
        // border-top with :bottom: no line there, no label; border-bottom: its line, asked for or not.
        ("lbl-top-bottom", "right,40,border-top", true), ("lbl-bottom-top", "right,40,border-bottom", false),
    ])
    func labelSides(name: String, window: String, onBottom: Bool) throws {
        let ours = try Self.draw(window: window, label: BorderLabel(text: " Hi ", position: 3, onBottom: onBottom))
        #expect(Self.cells(ours.renderedText().components(separatedBy: "\n"), columns: 76..<120)
                == Self.cells(try Self.fzf(name), columns: 76..<120))
    }

    @Test("with --border the pane takes the blank column inside its right line as fzf's", arguments: [
        ("bright", "right,40", 60..<120, 0..<40), ("bright-left", "right,40,border-left", 60..<120, 0..<40),
        ("bdown", "down,10", 0..<120, 27..<40),
    ])
    func besideListBorder(name: String, window: String, columns: Range<Int>, rows: Range<Int>) throws {
        let ours = try Self.draw(window: window, listBorder: "rounded")
        let drawn = Self.cells(ours.renderedText().components(separatedBy: "\n"), columns: columns, rows: rows)
        let expected = Self.cells(try Self.fzf(name), columns: columns, rows: rows)
        for (index, (mine, theirs)) in zip(drawn, expected).enumerated() {
            #expect(mine == theirs, "row \(rows.lowerBound + index)")
        }
    }

    @Test("fzf 0.38's border words are read; later fzfs' are refused as there")
    func borderWords() throws {
        for (word, sides) in [("border", "tblr"), ("rounded", "tblr"), ("sharp", "tblr"), ("border-up", "t"), ("border-down", "b"),
                              ("border-horizontal", "tb"), ("border-vertical", "lr"), ("noborder", ""), ("border-none", "")] {
            let border = try PreviewWindow(parsing: word).border
            let drawn = (border.top ? "t" : "") + (border.bottom ? "b" : "") + (border.left ? "l" : "") + (border.right ? "r" : "")
            #expect(drawn == sides, "\(word)")
        }
        #expect(try PreviewWindow(parsing: "border-double").border.glyphs == .double)
        #expect(try PreviewWindow(parsing: "border-bold").border.glyphs == .heavy)
        for word in ["bold", "double", "block", "thinblock", "border-block", "border-thinblock", "info", "noinfo", "~", "~03", "~-1"] {
            #expect(throws: PreviewWindowError.self, "\(word)") { try PreviewWindow(parsing: word) }
        }
        #expect(try PreviewWindow(parsing: "~3").headerLines == 3)
        // `default` resets what came before it.
        #expect(try PreviewWindow(parsing: "up,20%,~2,border-left,default") == PreviewWindow())
    }

    @Test("the position is drawn reversed in the info colour, over the end of the first row")
    func positionLooks() throws {
        let ours = try Self.draw(window: "right:50%")
        let cell = ours[113, 1]
        #expect(cell.grapheme == "1")
        #expect(cell.style.attributes.contains(.reverse))
    }
}
