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
    static func draw(window: String, reverse: Bool = false, label: BorderLabel? = nil,
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

    @Test("the position is drawn reversed in the info colour, over the end of the first row")
    func positionLooks() throws {
        let ours = try Self.draw(window: "right:50%")
        let cell = ours[113, 1]
        #expect(cell.grapheme == "1")
        #expect(cell.style.attributes.contains(.reverse))
    }
}
