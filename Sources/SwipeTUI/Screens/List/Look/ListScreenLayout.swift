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
    /// Whether a column right of the content is free for the scroll bar (the right
    /// padding, or the blank column inside a right border line), as fzf puts it there.
    var hasColumnAfterContent: Bool

    init(size: Size, look: ListLook, layout: ListLayout, headerRows wanted: Int, preview: PreviewWindow? = nil) {
        let screen = Rect(x: 0, y: 0, width: size.columns, height: size.rows)
        let outer = look.margin.inset(screen) ?? screen
        let inside = look.border.isVisible ? look.border.inside(outer) : nil
        borderFrame = inside == nil ? nil : outer
        let boxed = inside ?? outer
        let padded = look.padding.inset(boxed) ?? boxed
        let split = preview?.split(padded, besideRightBorder: inside != nil && look.border.right)
        previewPane = split?.pane
        let content = split?.rest ?? padded
        self.content = content
        hasColumnAfterContent = content.maxX == padded.maxX && (padded.maxX < boxed.maxX || (inside != nil && look.border.right))
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
}
