import CellCanvas

/// A page of styled text that scrolls: paragraphs, headings, lists, code, wrapped to
/// the page's width one column in from either side (SwipeTableView's plain scroll view
/// pages). It has no items: the keys scroll it a row or a screenful at a time.
///
/// ```swift
/// TextPage(blocks: [.heading(level: 1, StyledText(plain: "Notes")), .paragraph(text)])
/// ```
public final class TextPage: ItemView {
    /// The text, laid out once per width (sanitise untrusted text first).
    public var body: CardBody

    /// A page of `blocks`.
    public init(blocks: [TextBlock]) {
        body = CardBody(blocks)
    }

    /// The text's lines at a page `width` columns wide.
    public func contentRows(width: Int) -> Int? {
        body.allLines(width: Self.textWidth(width)).count
    }

    /// The lines from `context.scrollRow` on, in the looks of their runs.
    public func draw(in region: Rect, on buffer: inout CellBuffer, context: ItemContext) {
        guard !region.isEmpty else { return }
        let first = max(context.scrollRow, 0)
        let lines = body.lines(width: Self.textWidth(region.width), through: first + region.height).lines
        guard first < lines.count else { return }
        for (index, line) in lines[first..<min(first + region.height, lines.count)].enumerated() {
            context.style.draw(line, x: region.x + 1, y: region.y + index, on: &buffer, clip: region)
        }
    }

    /// The text's width on a page `width` columns wide.
    private static func textWidth(_ width: Int) -> Int { max(width - 2, 1) }
}
