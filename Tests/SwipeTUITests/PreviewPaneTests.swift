import Testing
import CellCanvas
import TerminalBackend
@testable import SwipeComponents
@testable import SwipeTUI

/// The list layout's preview pane: its size counts content rows as fzf's, and its keys
/// scroll it by a row or by the rows it shows.
@Suite("Preview pane in the list layout")
struct PreviewPaneTests {
    static let size = Size(columns: 60, rows: 24)

    /// The list layout over `SessionTests.lines` with `window`, previewing forty numbered lines.
    static func screen(_ window: String) throws -> any ModeChrome {
        var options = LaunchOptions()
        options.layout = .reverse
        options.preview = "cat {}"
        options.previewWindow = try PreviewWindow(parsing: window)
        let source = FilteredSource(base: SessionTests.lines)
        var screen = Modes.make(ScreenContext(source: source, options: options, colorEnabled: true, reload: nil))
        screen.showPreview(PreviewContent(blocks: (1...40).map { .styledLine(StyledText(plain: "line \($0)")) }))
        return screen
    }

    /// The numbers of the preview's lines drawn, top to bottom.
    static func shownLines(_ screen: inout any ModeChrome) -> [Int] {
        _ = screen.viewRegion(in: size)
        var buffer = CellBuffer(size: size)
        screen.drawChrome(into: &buffer, status: StatusContent())
        return buffer.renderedText().split(separator: "\n").compactMap { row in
            guard let range = row.range(of: "line ") else { return nil }
            return Int(row[range.upperBound...].prefix { $0.isNumber })
        }
    }

    @Test("down:3 shows three lines of content (the border extra), as fzf's", arguments: [
        ("down:3", 3), ("up:5", 5), ("down:1", 1),
    ])
    func sizeCountsContent(window: String, rows: Int) throws {
        var screen = try Self.screen(window)
        #expect(Self.shownLines(&screen) == Array(1...rows))
    }

    @Test("S-↓ and preview-down scroll the pane a line; preview-page-down by the lines it shows (1–5 → 6–10)")
    func scrollKeys() throws {
        var screen = try Self.screen("down:5")
        _ = screen.viewRegion(in: Self.size)
        _ = screen.perform(.scrollContentDown, at: 0)
        #expect(Self.shownLines(&screen) == Array(2...6))
        _ = screen.perform(.scrollContentUp, at: 0)
        _ = screen.perform(.previewPageDown, at: 0)
        #expect(Self.shownLines(&screen) == Array(6...10))
        _ = screen.perform(.previewPageUp, at: 0)
        #expect(Self.shownLines(&screen) == Array(1...5))
    }
}
