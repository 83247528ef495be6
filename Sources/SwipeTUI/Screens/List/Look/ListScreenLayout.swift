import CellCanvas

/// Where the list screen's parts go: `--margin` outside, then `--border`, then
/// `--padding`, and inside them the query line, the info line (unless `--info` puts the
/// count on the query line or hides it), the header (between them and the list, or with
/// `--header-first` outside the query line) and the list's rows; a `--preview` pane takes
/// its side of the content first (as tall as it beside the rest, as wide above or below).
struct ListScreenLayout: Equatable {
    /// The rectangle the border goes round, if one is drawn.
    var borderFrame: Rect?
    /// Everything inside the border and the padding, less the preview pane.
    var content: Rect
    /// The preview pane, its own border included, when one shows.
    var previewPane: Rect?
    var queryRow: Int
    /// The info line's row, when it has one of its own.
    var infoRow: Int?
    /// The header's first row and how many rows it shows.
    var headerTop: Int
    var headerRows: Int
    /// The rows of the list (and of the preview pane beside or under it).
    var list: Rect
    /// Whether a column right of the content is free for the scroll bar: with a right
    /// border line fzf widens the list by a column (into the right padding, or the blank
    /// column inside the line); without one the bar takes the list's last column.
    var hasColumnAfterContent: Bool

    /// The layout on a screen of `size`; `preview` is the pane that shows, `previewKept` the
    /// one the margins leave room for (fzf keeps room for a hidden pane too).
    init(size: Size, look: ListLook, layout: ListLayout, headerRows wanted: Int, preview: PreviewWindow? = nil,
         previewKept: PreviewWindow? = nil) {
        let screen = Rect(x: 0, y: 0, width: size.columns, height: size.rows)
        let edges = FittedEdges(screen: size, margin: look.margin, padding: look.padding, border: look.border,
                                least: Self.least(info: look.info, preview: previewKept ?? preview))
        let outer = Self.inset(screen, by: edges.margin) ?? screen
        let inside = look.border.isVisible ? look.border.inside(outer) : nil
        borderFrame = inside == nil ? nil : outer
        let boxed = inside ?? outer
        let padded = Self.inset(boxed, by: edges.padding) ?? boxed
        let split = preview?.split(padded, besideRightBorder: inside != nil && look.border.right)
        previewPane = split?.pane
        let content = split?.rest ?? padded
        self.content = content
        hasColumnAfterContent = content.maxX == padded.maxX && inside != nil && look.border.right
        let chrome = look.info == .default ? 2 : 1
        let header = min(wanted, max(content.height - chrome - 1, 0))
        headerRows = header
        let listHeight = max(content.height - chrome - header, 0)
        if layout.queryAtTop {
            queryRow = content.y + (look.headerFirst ? header : 0)
            headerTop = look.headerFirst ? content.y : content.y + chrome
            list = Rect(x: content.x, y: content.y + chrome + header, width: content.width, height: listHeight)
        } else {
            queryRow = content.maxY - 1 - (look.headerFirst ? header : 0)
            // The header by the info line, as fzf's, whichever way the items run.
            headerTop = look.headerFirst ? content.maxY - header : content.maxY - chrome - header
            list = Rect(x: content.x, y: content.y, width: content.width, height: listHeight)
        }
        infoRow = look.info != .default ? nil : layout.queryAtTop ? queryRow + 1 : queryRow - 1
    }

    /// The least room fzf 0.38 keeps for the list when margins shrink (`minWidth`,
    /// `minHeight`): 4 columns and 3 rows (2 without an info line), with a preview pane's
    /// least (5 columns, a row and its border's) beside or under it.
    static func least(info: ListLook.InfoStyle, preview: PreviewWindow?) -> Size {
        var least = Size(columns: 4, rows: info == .default ? 3 : 2)
        guard let preview, preview.size > 0 else { return least }
        let paneRows = 1 + (preview.border.top ? 1 : 0) + (preview.border.bottom ? 1 : 0)
        switch preview.side {
        case .up, .down:
            least.rows += paneRows
            least.columns = max(least.columns, 5)
        case .left, .right:
            least.columns += 5
            least.rows = max(least.rows, paneRows)
        }
        return least
    }

    /// `rect` less `cells` (top, right, bottom, left), or nil when nothing would be left.
    static func inset(_ rect: Rect, by cells: [Int]) -> Rect? {
        let width = rect.width - cells[1] - cells[3], height = rect.height - cells[0] - cells[2]
        guard width > 0, height > 0 else { return nil }
        return Rect(x: rect.x + cells[3], y: rect.y + cells[0], width: width, height: height)
    }
}
