import CarouselEngine
import CellCanvas

extension SwipeTableView {
    /// The glyphs of a pull, emptiest to fullest: the fill shows `min(d / threshold, 1)`.
    static let pullGlyphs: [Character] = ["⠀", "⠁", "⠃", "⠇", "⡇", "⡏", "⡟", "⡿", "⣿"]
    /// The spinning glyph's frames, one turn.
    static let spinnerGlyphs: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    /// Draws the view inside `region` of `buffer`; clicks are matched against the layout
    /// this call drew.
    public func draw(in region: Rect, on buffer: inout CellBuffer) {
        frame = region
        render(into: &buffer)
    }

    /// Draws the view inside `frame` in O(visible rows + visible labels), however many
    /// pages and rows there are; changes nothing. Phases: the pages in view (only their
    /// visible rows), the shared header and bar placed by `headerOffset`, the refresh rows.
    public func render(into target: inout CellBuffer) {
        var buffer = CellBuffer(size: frameSize)
        defer { target.paste(buffer, at: frame.origin, clip: frame.intersection(target.bounds)) }
        let size = frameSize
        let offset = headerOffset
        let barTop = Int(header.barTop(atOffset: offset))
        let barBottom = barTop + Self.barRows
        let listArea = Rect(x: 0, y: barBottom, width: size.columns, height: max(viewportRows - barBottom, 0))

        // Pages.
        if pageCount == 0 {
            buffer.write("no items", x: 1, y: barBottom, style: theme.statusHint, clip: listArea)
        }
        if let pages = TabPager.pages(at: pager.position, count: pageCount) {
            for page in pages {
                let left = Int(((Double(page) - pager.position) * pager.pitch).rounded())
                drawList(of: page, left: left, width: size.columns, clip: listArea, on: &buffer)
                let separator = left + size.columns
                if separator >= 0 && separator < size.columns {
                    buffer.fill(Rect(x: separator, y: listArea.y, width: 1, height: listArea.height),
                                with: Cell("│", style: theme.card.border), clip: listArea)
                }
                drawRefreshRow(of: page, left: left, width: size.columns, headerOffset: offset, on: &buffer)
            }
        }

        // Chrome.
        drawHeader(top: Int(header.headerTop(atOffset: offset)), bottom: barTop, on: &buffer)
        drawBar(top: barTop, on: &buffer)
    }

    /// Page `page`'s visible rows, its left edge at column `left`; the focused row of the
    /// page in use is highlighted. O(visible rows).
    private func drawList(of page: Int, left: Int, width: Int, clip: Rect, on buffer: inout CellBuffer) {
        let rowCount = numberOfRows(inPage: page)
        let isNotice = dataSource?.swipeTableView(self, rowsAreNoticeInPage: page) ?? false
        let list = position(of: page)
        let geometry = geometry(of: page)
        let offset = list.offset.rounded(.down)
        let pageClip = clip.intersection(Rect(x: left, y: 0, width: width, height: viewportRows))
        guard !pageClip.isEmpty else { return }
        if rowCount == 0 {
            let y = Int(header.screenRow(ofRow: 0, atOffset: offset))
            buffer.write("(empty)", x: left + 1, y: y, style: theme.statusHint, clip: pageClip)
            return
        }
        for row in geometry.visibleRows(atOffset: offset) {
            let y = Int(header.screenRow(ofRow: row, atOffset: offset))
            let text = TextLayout.truncate(dataSource?.swipeTableView(self, textForRow: row, inPage: page) ?? "",
                                           width: max(width - 2, 1))
            if page == currentPage && row == list.focusedRow {
                let style = theme.focusedRow
                buffer.fill(Rect(x: left, y: y, width: width, height: 1), with: .blank(style), clip: pageClip)
                buffer.write(text, x: left + 1, y: y, style: style, clip: pageClip)
            } else {
                buffer.write(text, x: left + 1, y: y, style: isNotice ? theme.statusHint : .plain, clip: pageClip)
            }
        }
    }

    /// Page `page`'s refresh row, while its control shows anything: right above the
    /// header when the header is placed by this page's offset (at rest), otherwise right
    /// above the page's first row, under the shared bar (while another page shares the
    /// screen), so it never covers or moves what belongs to the other page.
    private func drawRefreshRow(of page: Int, left: Int, width: Int, headerOffset: Double, on buffer: inout CellBuffer) {
        guard let control = refreshes[page], control.isActive else { return }
        let offset = position(of: page).offset.rounded(.down)
        let firstRow = Int(header.screenRow(ofRow: 0, atOffset: offset))
        let y: Int
        if page == currentPage && offset == headerOffset {
            y = firstRow - Self.headerRows - Self.barRows - 1
            guard y >= Int(header.topInset), y < Int(header.headerTop(atOffset: headerOffset)) else { return }
        } else {
            y = firstRow - 1
            guard y >= Int(header.barBottom(atOffset: headerOffset)), y < viewportRows else { return }
        }
        let text: String
        switch control.phase {
        case .opening, .spinning:
            text = String(Self.spinnerGlyphs[control.spinnerFrame(at: clock)]) + " refreshing…"
        case .pulling:
            let glyph = Self.pullGlyphs[Int(control.pullProgress(at: clock) * Double(Self.pullGlyphs.count - 1))]
            if let refusal = refreshRefusal(of: page) {
                text = refusal   // no fill glyph: letting go will not refresh
            } else {
                text = String(glyph) + (control.isPastThreshold ? " release to refresh" : " pull to refresh")
            }
        case .closing, .idle:
            text = String(Self.pullGlyphs[Int(min(control.gap(at: clock) / RefreshControl.threshold, 1) * 8)])
        }
        let x = left + max((width - DisplayWidth.of(text)) / 2, 0)
        buffer.write(text, x: x, y: y, style: theme.statusPosition,
                     clip: Rect(x: left, y: y, width: width, height: 1).intersection(buffer.bounds))
    }

    /// The header's rows still in view between `top` and the bar: the data source's lines.
    private func drawHeader(top: Int, bottom: Int, on buffer: inout CellBuffer) {
        let visible = Rect(x: 0, y: max(top, Int(header.topInset)), width: buffer.size.columns,
                           height: max(bottom - max(top, Int(header.topInset)), 0))
        guard !visible.isEmpty else { return }
        buffer.fill(visible, with: .blank, clip: visible)
        let lines = dataSource?.headerLines(in: self) ?? []
        for (index, line) in lines.prefix(Self.headerRows).enumerated() {
            let text = TextLayout.truncate(line.text, width: max(buffer.size.columns - 2, 1))
            buffer.write(text, x: 1, y: top + index, style: line.style, clip: visible)
        }
    }

    /// The segment bar at row `top`: labels scrolled to keep the underline in view, the
    /// underline between labels while the pages move.
    private func drawBar(top: Int, on buffer: inout CellBuffer) {
        let position = pager.position
        SegmentBarView(labels: labels, starts: bar.starts, activeIndex: currentPage, scroll: bar.scroll(at: position),
                       underline: bar.underline(at: position),
                       labelStyle: .plain, activeStyle: theme.activeTab, ruleStyle: theme.card.border,
                       underlineStyle: theme.focusedCard.border)
            .draw(in: Rect(x: 0, y: top, width: buffer.size.columns, height: Self.barRows), on: &buffer,
                  clip: Rect(x: 0, y: 0, width: buffer.size.columns, height: viewportRows))
    }

}

extension Theme {
    /// The focused row of a list: reversed, in the accent colour when there is colour.
    var focusedRow: Style { focusedCard.title.adding(.reverse) }
    /// The active tab's label.
    var activeTab: Style { focusedCard.title.adding(.reverse) }
}
