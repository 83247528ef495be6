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

    @Test("preview-half-page-down, preview-bottom, preview-top and scrolling past the end, as fzf's (the last line may be alone at the top)")
    func topBottomHalf() throws {
        var screen = try Self.screen("down:5")
        _ = screen.viewRegion(in: Self.size)
        _ = screen.perform(.previewHalfPageDown, at: 0)
        #expect(Self.shownLines(&screen) == Array(3...7))
        _ = screen.perform(.previewHalfPageUp, at: 0)
        #expect(Self.shownLines(&screen) == Array(1...5))
        _ = screen.perform(.previewBottom, at: 0)
        #expect(Self.shownLines(&screen) == Array(36...40))
        _ = screen.perform(.previewPageDown, at: 0)
        #expect(Self.shownLines(&screen) == [40], "fzf stops with the last line at the top")
        _ = screen.perform(.previewTop, at: 0)
        #expect(Self.shownLines(&screen) == Array(1...5))
    }

    @Test("cycle: up from the first line goes round to the last, down from the last to the first; without it nothing moves")
    func cycle() throws {
        var cycling = try Self.screen("down:5:cycle")
        _ = cycling.viewRegion(in: Self.size)
        _ = cycling.perform(.scrollContentUp, at: 0)
        #expect(Self.shownLines(&cycling) == [40])
        _ = cycling.perform(.scrollContentDown, at: 0)
        #expect(Self.shownLines(&cycling) == Array(1...5))
        var plain = try Self.screen("down:5")
        _ = plain.viewRegion(in: Self.size)
        _ = plain.perform(.scrollContentUp, at: 0)
        #expect(Self.shownLines(&plain) == Array(1...5))
        #expect(try PreviewWindow(parsing: "cycle,nocycle").cycles == false)
    }

    @Test("a share rounds as fzf 0.38's floating point does: 50% of 116 columns (120 inside --border) is 57, as fzf drew it")
    func shareRoundsAsFzf() throws {
        let split = try PreviewWindow(parsing: "right").split(Rect(x: 2, y: 1, width: 116, height: 3))
        #expect(split?.pane == Rect(x: 61, y: 1, width: 57, height: 3))
        #expect(try PreviewWindow(parsing: "right").split(Rect(x: 0, y: 0, width: 97, height: 3))?.pane.width == 48)
    }

    @Test("the pane's rectangle, as fzf's calculateSize gives it (content 120×40)", arguments: [
        ("right", Rect(x: 60, y: 0, width: 60, height: 40)),
        ("left,30%", Rect(x: 0, y: 0, width: 36, height: 40)),
        ("right,40", Rect(x: 76, y: 0, width: 44, height: 40)),
        ("right,1", Rect(x: 115, y: 0, width: 5, height: 40)),
        ("right,500", Rect(x: 4, y: 0, width: 116, height: 40)),
        ("up,30%", Rect(x: 0, y: 0, width: 120, height: 12)),
        ("down,10", Rect(x: 0, y: 28, width: 120, height: 12)),
        ("down,0", nil),
    ] as [(String, Rect?)])
    func split(window: String, pane: Rect?) throws {
        let content = Rect(x: 0, y: 0, width: 120, height: 40)
        let split = try PreviewWindow(parsing: window).split(content)
        #expect(split?.pane == pane)
        if let split, let pane {
            // left keeps a column between the pane and the list.
            let gap = window.hasPrefix("left") ? 1 : 0
            #expect(split.rest.width * split.rest.height + pane.width * pane.height + gap * 40 == 120 * 40)
        }
    }

    @Test("fzf's names for the pane's scroll actions", arguments: [
        ("preview-up", Action.scrollContentUp), ("preview-down", .scrollContentDown), ("preview-page-up", .previewPageUp),
        ("preview-page-down", .previewPageDown), ("preview-half-page-up", .previewHalfPageUp),
        ("preview-half-page-down", .previewHalfPageDown), ("preview-top", .previewTop), ("preview-bottom", .previewBottom),
    ])
    func actionNames(name: String, action: Action) {
        #expect(Action(name: name) == action)
    }
}
