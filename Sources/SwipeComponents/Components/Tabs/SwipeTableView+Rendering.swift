import CarouselEngine
import CellCanvas

extension SwipeTableView {
    /// The glyphs of a pull, emptiest to fullest: the fill shows `min(d / threshold, 1)`.
    static let pullGlyphs: [Character] = ["⠀", "⠁", "⠃", "⠇", "⡇", "⡏", "⡟", "⡿", "⣿"]
    /// The spinning glyph's frames, one turn.
    static let spinnerGlyphs: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    /// How the pages stand, for the bar.
    var barState: TabBarState {
        TabBarState(position: motion.pager.position, currentPage: currentPage, pageCount: pageCount, theme: theme)
    }

    /// What a laid-out frame shows.
    struct LayoutState: Equatable {
        var frame: Rect
        var appearance: Int
        var motion: TableMotion
        var focus: [Int: Int]
        var headerKey: AnyHashable?
        var headerLines: [String]
        var headerStyles: [Style]
    }

    /// What the frame would show now.
    var layoutState: LayoutState {
        let lines = headerView == nil ? dataSource?.headerLines(in: self) ?? [] : []
        return LayoutState(frame: frame, appearance: appearance, motion: motion, focus: focus,
                           headerKey: headerView?.drawingKey, headerLines: lines.map(\.text), headerStyles: lines.map(\.style))
    }

    /// Draws the view inside `region` of `target` (which becomes its frame): the cells the
    /// layout composed, laid out first when the region or anything shown changed since, so
    /// drawing changes nothing but `target`. The rows above `headerTopInset` are left as
    /// they are. Returns (and keeps as `hitMap`) the items of the pages drawn, the header
    /// with the bar's rows, and the bar's tab labels over them.
    @discardableResult
    public func render(in region: Rect, on target: inout CellBuffer) -> HitMap {
        frame = region
        layoutIfNeeded()
        guard let composed else { return HitMap() }
        let inset = min(Int(header.topInset), frameSize.rows)
        let ours = Rect(x: frame.x, y: frame.y + inset, width: frame.width, height: frame.height - inset)
        target.paste(composed.cells, at: frame.origin, clip: ours.intersection(target.bounds))
        return hitMap
    }

    /// The layout pass, in O(visible rows and items + visible labels) however many pages
    /// and rows there are: the views of the pages coming into view are asked for and those
    /// that left go for reuse, each page lays out what it shows, and the frame is composed
    /// from the pages in view (only what is visible of them), the shared header and bar
    /// placed by the motion's `headerOffset`, and the refresh rows, with where each went.
    func layOut() {
        trimPages()
        var buffer = CellBuffer(size: frameSize)
        var hits = HitMap()
        let inset = min(Int(header.topInset), frameSize.rows)
        let size = frameSize
        let offset = motion.headerOffset
        let barTop = Int(header.barTop(atOffset: offset))
        let barBottom = barTop + Int(header.barHeight)
        let pageArea = Rect(x: 0, y: barBottom, width: size.columns, height: max(viewportRows - barBottom, 0))

        // Pages.
        if pageCount == 0 {
            buffer.write("no items", x: 1, y: barBottom, style: theme.statusHint, clip: pageArea)
        }
        if let pages = TabPager.pages(at: motion.pager.position, count: pageCount) {
            for page in pages {
                let left = Int(((Double(page) - motion.pager.position) * motion.pitch).rounded())
                drawPage(page, left: left, width: size.columns, clip: pageArea, on: &buffer, hits: &hits)
                let separator = left + size.columns
                if separator >= 0 && separator < size.columns {
                    buffer.fill(Rect(x: separator, y: pageArea.y, width: 1, height: pageArea.height),
                                with: Cell("│", style: theme.card.border), clip: pageArea)
                }
                drawRefreshRow(of: page, left: left, width: size.columns, headerOffset: offset, on: &buffer)
            }
        }

        // Chrome.
        drawHeader(top: Int(header.headerTop(atOffset: offset)), bottom: barTop, on: &buffer)
        let headerTop = max(Int(header.headerTop(atOffset: offset)), inset)
        hits.add(.rect(Rect(x: 0, y: headerTop, width: size.columns, height: max(barBottom - headerTop, 0))), .header)
        hits.add(bar.draw(in: Rect(x: 0, y: barTop, width: size.columns, height: Int(header.barHeight)), on: &buffer, state: barState))
        composed = composedFrame(cells: buffer, hits: hits.moved(by: frame.origin))
    }

    /// What is visible of page `page`, its left edge at column `left`: its view drawn from
    /// the first content row under the bar (at its own offset) to the bottom of the frame,
    /// in a buffer of its own clipped to `clip`. The page in use is focused, and so is its
    /// focused item. The visible part of each item of a selectable page goes into `hits`.
    private func drawPage(_ page: Int, left: Int, width: Int, clip: Rect, on buffer: inout CellBuffer, hits: inout HitMap) {
        let pageClip = clip.intersection(Rect(x: left, y: 0, width: width, height: viewportRows))
        guard !pageClip.isEmpty, let view = store[page] else { return }
        let offset = motion.offset(ofPage: page).rounded(.down)
        let contentTop = Int(header.screenRow(ofRow: 0, atOffset: offset))
        let scrollRow = max(Int(header.barBottom(atOffset: offset)) - contentTop, 0)
        let top = contentTop + scrollRow
        guard top < viewportRows else { return }
        var pageBuffer = CellBuffer(size: Size(columns: width, rows: viewportRows - top))
        let isCurrent = page == currentPage
        if let selectable = view as? any SelectablePage {
            let focused = isCurrent ? FocusedItem(item: focusedItem(ofPage: page), style: theme.focusedCard) : nil
            let context = ItemContext(isFocused: isCurrent, style: theme.card, scrollRow: scrollRow, pictures: pictureDisplay)
            selectable.loadContent(size: pageBuffer.size, context: context)
            selectable.draw(in: pageBuffer.bounds, on: &pageBuffer, context: context, focused: focused)
            for (item, cells) in selectable.frames(ofItemsIn: pageBuffer.bounds, scrollRow: scrollRow) {
                let visible = Rect(x: cells.x + left, y: cells.y + top, width: cells.width, height: cells.height).intersection(pageClip)
                if !visible.isEmpty { hits.add(.rect(visible), .pageItem(page: page, item: item)) }
            }
        } else {
            let context = ItemContext(isFocused: isCurrent, style: isCurrent ? theme.focusedCard : theme.card, scrollRow: scrollRow,
                                      pictures: pictureDisplay)
            view.loadContent(size: pageBuffer.size, context: context)
            view.draw(in: pageBuffer.bounds, on: &pageBuffer, context: context)
        }
        buffer.paste(pageBuffer, at: Point(x: left, y: top), clip: pageClip)
    }

    /// Page `page`'s refresh row, while its control shows anything: right above the
    /// header when the header is placed by this page's offset (at rest), otherwise right
    /// above the page's first row, under the shared bar (while another page shares the
    /// screen, or when the header stays put), so it never covers or moves what belongs to
    /// the other page.
    private func drawRefreshRow(of page: Int, left: Int, width: Int, headerOffset: Double, on buffer: inout CellBuffer) {
        guard let control = motion.refreshes[page], control.isActive else { return }
        let offset = motion.offset(ofPage: page).rounded(.down)
        let firstRow = Int(header.screenRow(ofRow: 0, atOffset: offset))
        let y: Int
        if page == currentPage && offset == headerOffset && !header.staysPut {
            y = firstRow - Int(header.headerHeight) - Int(header.barHeight) - 1
            guard y >= Int(header.topInset), y < Int(header.headerTop(atOffset: headerOffset)) else { return }
        } else {
            y = firstRow - 1
            guard y >= Int(header.barBottom(atOffset: headerOffset)), y < viewportRows else { return }
        }
        let clock = motion.clock
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
            text = String(Self.pullGlyphs[Int(min(control.gap(at: clock) / control.height, 1) * 8)])
        }
        let x = left + max((width - DisplayWidth.of(text)) / 2, 0)
        buffer.write(text, x: x, y: y, style: theme.statusPosition,
                     clip: Rect(x: left, y: y, width: width, height: 1).intersection(buffer.bounds))
    }

    /// The header's rows still in view between `top` and the bar: the header view, or
    /// the data source's lines.
    private func drawHeader(top: Int, bottom: Int, on buffer: inout CellBuffer) {
        let visibleTop = max(top, Int(header.topInset))
        let visible = Rect(x: 0, y: visibleTop, width: buffer.size.columns, height: max(bottom - visibleTop, 0))
        guard !visible.isEmpty else { return }
        buffer.fill(visible, with: .blank, clip: visible)
        if let headerView {
            var drawn = CellBuffer(size: Size(columns: buffer.size.columns, rows: Int(header.headerHeight)))
            let context = ItemContext(isFocused: false, style: theme.card, pictures: pictureDisplay)
            headerView.loadContent(size: drawn.size, context: context)
            headerView.draw(in: drawn.bounds, on: &drawn, context: context)
            buffer.paste(drawn, at: Point(x: 0, y: top), clip: visible)
            return
        }
        let lines = dataSource?.headerLines(in: self) ?? []
        for (index, line) in lines.prefix(Int(header.headerHeight)).enumerated() {
            let text = TextLayout.truncate(line.text, width: max(buffer.size.columns - 2, 1))
            buffer.write(text, x: 1, y: top + index, style: line.style, clip: visible)
        }
    }
}

extension Theme {
    /// The active tab's label.
    var activeTab: Style { focusedCard.title.adding(.reverse) }
}
