import CellCanvas
import TerminalBackend

/// fzf 0.38's `--height ~N` (or `~N%`): the list takes the fewest rows that show every
/// item with its query line, info line, header, border, margin and padding, and at most
/// what `--height N` would take. The input is read until it holds more items than that
/// many rows fit, or ends, before the terminal is touched.
///
/// The rule is fzf's to the row, oddities included: the floor of 3 rows (plus a border,
/// plus a preview above or below) that `--height N` has, a preview pane above or below that
/// adds its rows on top of the list's (so the whole can pass N), and a hidden preview
/// counted as shown.
public struct AdaptiveHeight: Sendable, Equatable {
    /// The most rows, as `--height N` or `N%` (with `--min-height`) gives them.
    public var limit: InlineHeight
    /// Rows besides the items: the query line, the info line when it has one, the header.
    var chromeRows: Int
    /// Whether the info line has a row of its own (`--info default`).
    var infoHasRow: Bool
    /// The top and bottom margin and padding, in rows (fzf refuses percentages with `~`),
    /// top first.
    var margin: [Int]
    var padding: [Int]
    /// The rows the border's top and bottom lines take.
    var border: [Int]
    /// The preview pane when `--preview` gives a command.
    var preview: PreviewWindow?

    /// The rule for a list drawn with `options` (its header, look and preview).
    public init(limit: InlineHeight, options: LaunchOptions) {
        self.limit = limit
        let look = options.listLook
        let headerRows = options.header.map { SGRText.lines(from: Array($0.utf8), maximumLines: 100, tabWidth: options.fields.tabWidth).count } ?? 0
        infoHasRow = look.info == .default
        chromeRows = headerRows + options.fields.headerLines + 1 + (infoHasRow ? 1 : 0)
        margin = [Self.rows(look.margin.top), Self.rows(look.margin.bottom)]
        padding = [Self.rows(look.padding.top), Self.rows(look.padding.bottom)]
        border = [look.border.top ? 1 : 0, look.border.bottom ? 1 : 0]
        preview = options.preview == nil ? nil : options.previewWindow
    }

    /// Whether `sizes` has a top or bottom in per cent, which fzf refuses with `~`.
    public static func refuses(_ sizes: EdgeSizes) -> Bool {
        [sizes.top, sizes.bottom].contains { if case .percent = $0 { true } else { false } }
    }

    /// The items to wait for before the height is known: once this many have arrived the
    /// list is as tall as `--height N` would make it.
    public func itemsFilling(terminalRows: Int) -> Int {
        let rows = viewportRows(terminalRows: terminalRows)
        return rows - verticalPad(viewportRows: rows) - chromeRows
    }

    /// The rows to take on a terminal `terminalRows` tall when `items` have arrived.
    public func rows(items: Int, terminalRows: Int) -> Int {
        let viewport = viewportRows(terminalRows: terminalRows)
        let pad = verticalPad(viewportRows: viewport)
        let fit = viewport - pad - chromeRows
        // No room for a single item: fzf keeps the whole viewport.
        guard fit >= 0 else { return max(1, viewport) }
        var content = min(max(items, 0), fit) + chromeRows
        if let preview = previewShown {
            let paneBorder = Self.borderRows(preview.border)
            switch preview.side {
            case .up, .down:
                if !preview.percent {
                    content += preview.size + paneBorder
                } else if preview.size < 100 {
                    content = max(content + 1 + paneBorder, content * 100 / (100 - preview.size))
                } else {
                    content += 1 + paneBorder
                }
            case .left, .right:
                content = max(content, 1 + paneBorder)
            }
        }
        return max(1, min(terminalRows, content + pad))
    }

    /// `--height N` as fzf 0.38 takes it: at least 3 rows (2 without an info line), plus
    /// the border's and a preview pane's above or below, and at most the terminal's.
    func viewportRows(terminalRows: Int) -> Int {
        var floor = 3 + border[0] + border[1] - (infoHasRow ? 0 : 1)
        if let preview, preview.side == .up || preview.side == .down { floor += 1 + Self.borderRows(preview.border) }
        return min(terminalRows, max(limit.wantedRows(onTerminalOf: terminalRows), floor))
    }

    /// The rows margin, border and padding take at the top and bottom of `viewportRows`,
    /// shrunk as fzf shrinks them when the list would have too few rows left.
    func verticalPad(viewportRows: Int) -> Int {
        var least = 3 - (infoHasRow ? 0 : 1)
        if let preview = previewShown, preview.side == .up || preview.side == .down { least += 1 + Self.borderRows(preview.border) }
        var axis = FittedEdges.Axis(margins: [margin[0] + border[0], margin[1] + border[1]], paddings: padding, borders: border)
        axis.fit(in: viewportRows, leaving: least)
        return axis.total
    }

    /// The preview pane when it counts as shown: fzf counts any size above zero, hidden
    /// or not.
    private var previewShown: PreviewWindow? {
        guard let preview, preview.size > 0 else { return nil }
        return preview
    }

    private static func borderRows(_ border: ListBorder) -> Int {
        (border.top ? 1 : 0) + (border.bottom ? 1 : 0)
    }

    private static func rows(_ size: EdgeSizes.Size) -> Int {
        if case .cells(let count) = size { count } else { 0 }
    }
}
