import CarouselEngine
import CellCanvas
import TerminalBackend

/// The picker's list layout (`--layout default|reverse|reverse-list`, the default for
/// lines): one row per item, the focused one marked by the pointer, the query line and an
/// info line (`37/10000`) at the bottom or the top, and the `--preview` pane beside or
/// under the list. It is still the carousel: a vertical linear `CarouselView` of one-row
/// items that drags, flings and snaps. The rows stay still while the focus moves among
/// them, and scroll as fzf's do (`--scroll-off`: `ListWindow`). In the default layout the
/// list runs upwards: the view lays it out top-down and the rows are drawn mirrored.
struct ListMode: ModeChrome {
    /// Two rows: the query and info lines of an empty list, as fzf's `--height ~N` takes them.
    static let minimumSize = Size(columns: 10, rows: 2)

    let view: CarouselView
    let modeKeys = KeyMap(bindings: [])
    let theme: Theme
    var minimumSize: Size { Self.minimumSize }
    let layout: ListLayout
    private let items: ListItems
    private let selection = ListSelection()
    let source: FilteredSource
    /// Where the list and the pane went on the last frame.
    private(set) var listFrame = Rect(x: 0, y: 0, width: 0, height: 0)
    /// Which items the rows show around the focus, and the row the focus went on last frame.
    private var window: ListWindow
    private var focusRow = 0.0
    private var previewFrame: Rect?
    /// The preview for the item in focus, and how far its text is scrolled.
    private var preview: PreviewContent?
    /// What the pane's corner says of the running command.
    private var previewActivity = PreviewActivity.none
    private var previewScroll = 0
    /// A new preview arrived: it scrolls where `--preview-window +…` says once its pane's
    /// height is known (at the next frame).
    private var previewScrollIsDue = false
    /// `follow`: the pane keeps to the output's end. As fzf's, set again for each new
    /// output and by `change-preview-window`, paused by a scroll off the end and resumed
    /// by one back to it.
    private var followsPreviewEnd = false
    /// Lines arrived since the last frame: a following pane goes to their end then (and
    /// only then: turning `follow` on leaves a finished preview where it is, as fzf's).
    private var previewEndIsDue = false
    private let delimiter: FieldDelimiter
    private var previewWindow: PreviewWindow?
    private var showsPreview: Bool
    /// Whether `--preview` gives a command: its pane shows before its first output, as fzf's.
    private let hasPreviewCommand: Bool
    private var prompt: ChromeText
    /// How far a query wider than its line is scrolled.
    private var queryWindow = QueryWindow()
    /// Where the last frame drew the query (its row and first column) and its length in
    /// characters, for a click on it.
    private var drawnQuery: (row: Int, column: Int, length: Int)?
    /// `--header`'s lines (its colour sequences kept), and how many `--header-lines` there are.
    private let header: [StyledText]
    private let headerLineCount: Int
    /// The rows the header takes, beside the info line.
    private var headerRows: Int { header.count + headerLineCount }
    /// fzf's display options, the styles they make, and where they put things on the last frame.
    private(set) var look: ListLook
    let styles: ListStyles
    private var screenLayout: ListScreenLayout?
    /// `jump`'s labels, and whether they show (and what the chosen row then does).
    private let jumpLabels: JumpLabels
    private(set) var jumping: JumpKind?
    /// The items changed wholesale since the last frame: a click read now was aimed at
    /// rows no longer there, and is dropped.
    private var rowsAreStale = false
    /// `--multi`: a Shift- or Ctrl-click marks, as fzf's.
    private let multi: Bool
    /// Left presses so far, to tell a double click.
    private var doubleClick = DoubleClick()
    /// The screen row of the pointer while a press in the preview drags its text.
    private var previewDragRow: Int?
    /// The screen row of a left press on the list, until the button comes up or the
    /// pointer drags off the row.
    private var clickedRow: Int?
    /// The item on the list's first row as the last frame drew it: what a click aims at,
    /// however the focus moved since (several clicks may arrive before the next frame).
    private var drawnFirstRow = 0

    init(_ context: ScreenContext) {
        source = context.source
        layout = context.options.layout ?? .default
        theme = .standard(colorEnabled: context.colorEnabled)
        prompt = ChromeText(context.options.prompt)
        header = context.options.header.map { SGRText.lines(from: Array($0.utf8), maximumLines: 100, tabWidth: context.options.fields.tabWidth) } ?? []
        headerLineCount = context.options.fields.headerLines
        look = context.options.listLook
        styles = ListStyles(colors: look.colors, colorEnabled: context.colorEnabled, bold: look.isBold)
        jumpLabels = context.options.list.jumpLabels
        multi = context.options.multi
        window = ListWindow(context: context.options.list.scrollOff)
        delimiter = context.options.fields.delimiter
        // Without `--preview` the pane shows once a `preview(…)` binding gives it a command.
        previewWindow = context.options.previewWindow
        showsPreview = !(previewWindow?.hidden ?? true)
        hasPreviewCommand = context.options.preview != nil
        var geometry = CarouselGeometry()
        geometry.isList = true
        view = CarouselView(type: .linear, isVertical: true, colorEnabled: context.colorEnabled, geometry: geometry)
        view.keyMap = KeyMap.list(multi: context.options.multi)
        items = ListItems(source: source, pointer: context.options.pointer, marker: context.options.marker, look: RowLook(look))
        view.dataSource = items
        view.delegate = selection
        view.animates = context.options.animates
        view.wraps = context.options.cycles
        view.reloadData()
    }

    // MARK: Regions

    /// The list's rows: the screen less the margin, border and padding, the preview pane,
    /// the query, info and header lines, and the scroll bar's column (kept, as fzf's, whether
    /// the bar shows or not).
    mutating func viewRegion(in size: Size) -> Rect {
        let pane = showsPreview && (hasPreviewCommand || preview != nil) ? previewWindow : nil
        let screenLayout = ListScreenLayout(size: size, look: look, layout: layout, headerRows: headerRows, preview: pane,
                                            previewKept: hasPreviewCommand ? previewWindow : nil)
        self.screenLayout = screenLayout
        var list = screenLayout.list
        previewFrame = screenLayout.previewPane
        // fzf keeps the last column for the scroll bar whether it shows or not.
        if list.width > 1 && !(screenLayout.hasColumnAfterContent && list.maxX == screenLayout.content.maxX) {
            list.width -= 1
        }
        listFrame = list
        followRows(list.height)
        return list
    }

    /// The carousel centres the focused row; the content offset moves the rows so that it
    /// shows on the row `ListWindow` says (fzf's still rows), and enough items are loaded to fill
    /// every row: the window the carousel loads is centred on the focus, so it reaches as
    /// far on each side as the rows on the farther side need.
    private mutating func followRows(_ rows: Int) {
        focusRow = window.focusRow(offset: view.carousel.scrollOffset, focus: view.currentItemIndex, rows: rows, count: source.count)
        drawnFirstRow = firstRowPosition
        let row = Int(max(focusRow, 0).rounded(.down))
        let visible = Double(max(rows - row, row + 1) * 2 + 3)
        if view.options[.visibleItems] != visible { view.options[.visibleItems] = visible }
        let wanted = Vector2(x: 0, y: focusRow + 0.5 - Double(rows) / 2)
        if view.contentOffset != wanted { view.contentOffset = wanted }
    }

    /// Where the first row is in the items (fractional while the list moves): the focus's
    /// place less its row.
    var firstRowOffset: Double {
        let offset = view.carousel.scrollOffset
        return offset.isFinite ? max(offset - focusRow, 0) : 0
    }

    // MARK: Chrome

    mutating func drawChrome(into buffer: inout CellBuffer, status: StatusContent) {
        if layout.itemsGoUp { Self.mirrorRows(of: listFrame, in: &buffer) }
        let frame = screenLayout ?? ListScreenLayout(size: buffer.size, look: look, layout: layout, headerRows: headerRows)
        drawFrame(frame, into: &buffer)
        // The prompt in its colour (its own colours over it), but for its trailing blanks
        // unless they have colours of their own (as fzf's).
        let promptCharacters = prompt.characters(over: styles.prompt, colored: theme.card.isColorEnabled)
        let blanks = promptCharacters.reversed().prefix { $0.character == " " }.count
        var used = 0
        for (index, (character, style)) in promptCharacters.enumerated() {
            let plainBlank = index >= promptCharacters.count - blanks && style == styles.prompt
            used += buffer.write(String(character), x: frame.content.x + used, y: frame.queryRow, style: plainBlank ? Style() : style,
                                 clip: frame.content)
        }
        let queryStart = frame.content.x + used
        var queryEnd = queryStart
        if let query = status.prompt, let cursor = status.promptCursor {
            // Scrolled sideways when wider than its line (one column kept for the cursor),
            // and the terminal's cursor at the insertion point, as fzf's.
            let shown = queryWindow.visible(before: String(query.prefix(cursor)), after: String(query.dropFirst(cursor)),
                                            width: frame.content.maxX - queryStart - 1)
            drawnQuery = (frame.queryRow, queryStart, query.count)
            let column = queryStart + buffer.write(shown.before, x: queryStart, y: frame.queryRow, style: styles.query, clip: frame.content)
            queryEnd = column + buffer.write(shown.after, x: column, y: frame.queryRow, style: styles.query, clip: frame.content)
            if column < frame.content.maxX { buffer.cursor = Point(x: column, y: frame.queryRow) }
        } else {
            drawnQuery = nil
            queryEnd += buffer.write(status.prompt ?? "", x: queryStart, y: frame.queryRow, style: styles.query, clip: frame.content)
        }
        switch look.info {
        case .default:
            if let row = frame.infoRow { drawInfo(status, x: frame.content.x, y: row, inline: false, in: frame, into: &buffer) }
        case .inline:
            drawInfo(status, x: queryEnd, y: frame.queryRow, inline: true, in: frame, into: &buffer)
        case .hidden:
            break
        }
        drawScrollbar(into: &buffer)
        drawHeader(into: &buffer)
        drawJumpLabels(into: &buffer)
        rowsAreStale = false
        if let pane = previewFrame { drawPreview(in: pane, into: &buffer) }
    }

    /// `--header` and the `--header-lines` next to the info line, as fzf 0.38 stacks them:
    /// under a query at the top, `--header` then the header lines, top to bottom; over a
    /// query at the bottom, the header lines run up from `--header` (the first nearest it),
    /// which stays as written. The rows nearest the info line are kept when there is no room
    /// for all; the items' own colours kept, never matched.
    private func drawHeader(into buffer: inout CellBuffer) {
        guard let frame = screenLayout, frame.headerRows > 0 else { return }
        let rows = frame.headerRows
        let firstRow = frame.headerTop
        let colored = theme.card.isColorEnabled
        let lines = layout.queryAtTop ? Array((header + source.headerLines).prefix(rows))
            : Array((Array(header.reversed()) + source.headerLines).prefix(rows).reversed())
        for (offset, line) in lines.enumerated() {
            var x = frame.content.x + 2
            let y = firstRow + offset
            // Fitted to the items' width as an item with no match is (fzf's ellipsis).
            let clip = Rect(x: x, y: y, width: max(min(listFrame.maxX, frame.content.maxX) - x, 0), height: 1)
            let window = LineWindow(line: Array(line.runs.lazy.flatMap(\.text)), marks: [], width: clip.width, rules: look.lineRules)
            if window.cutBefore { x += buffer.write(window.ellipsis, x: x, y: y, style: styles.header, clip: clip) }
            var index = 0
            for run in line.runs {
                let style = ChromeText.style(of: run, over: styles.header, colored: colored)
                let characters = Array(run.text)
                let from = min(max(window.characters.lowerBound - index, 0), characters.count)
                let to = min(max(window.characters.upperBound - index, 0), characters.count)
                index += characters.count
                guard from < to else { continue }
                x += buffer.write(String(characters[from..<to]), x: x, y: y, style: style, clip: clip)
            }
            if window.cutAfter { buffer.write(window.ellipsis, x: x, y: y, style: styles.header, clip: clip) }
        }
    }

    /// Turns the rows of `frame` upside down: the view lays the list out top-down. Rows
    /// change places in pairs, a row's worth of cells copied at a time.
    static func mirrorRows(of frame: Rect, in buffer: inout CellBuffer) {
        for row in 0..<frame.height / 2 {
            let top = Rect(x: frame.x, y: frame.y + row, width: frame.width, height: 1)
            let bottom = Rect(x: frame.x, y: frame.maxY - 1 - row, width: frame.width, height: 1)
            let upper = buffer.copy(of: top)
            buffer.paste(buffer.copy(of: bottom), at: top.origin)
            buffer.paste(upper, at: bottom.origin)
        }
    }

    /// The pointer, as fzf's: a left or right press on a row moves the focus there at once
    /// and asks for the click's actions (`left-click`, `right-click`; a press beyond the
    /// last item focuses the item nearest it); two left presses on the same cell are a
    /// `double-click` on the release. The wheel and drags glide the list (a wheel notch with
    /// Shift or Ctrl and `--multi` marks, then moves one row); a press in the preview drags
    /// its text. The view gets the pointer with its rows turned over in the default layout.
    /// A press that came before the rows it was aimed at were drawn again is dropped.
    mutating func handleChrome(_ mouse: MouseEvent, at time: Double) -> ScreenResponse? {
        let cell = Point(x: mouse.column, y: mouse.row)
        let pressed = mouse.action == .press && !mouse.isWheel
        if pressed { doubleClick.press(left: mouse.button == .left, at: cell, time: time) }
        if rowsAreStale && pressed { return .handled }
        if let pane = previewFrame, pane.contains(cell) || previewDragRow != nil {
            dragPreview(mouse, in: pane)
            return .handled
        }
        let marks = multi && !mouse.modifiers.isDisjoint(with: [.shift, .control])
        let onRows = listFrame.contains(cell)
        if mouse.isWheel {
            // fzf: a notch with Shift or Ctrl marks the item in focus, then moves one row.
            guard onRows, marks, source.count > 0, mouse.button == .wheelUp || mouse.button == .wheelDown else { return forward(mouse, at: time) }
            return .pointer(PointerRequest(marksFocused: true, then: mouse.button == .wheelUp ? .up : .down))
        }
        switch mouse.action {
        case .press where mouse.button == .left || mouse.button == .right:
            if let place = queryPlace(at: cell) { return .pointer(PointerRequest(queryCursor: place)) }
            guard onRows else { return .handled }
            let landed = focus(rowAt: mouse.row, at: time)
            // The press goes on to the view too: a drag that follows glides the list.
            if mouse.button == .left {
                clickedRow = mouse.row
                _ = forward(mouse, at: time)
            }
            return .pointer(PointerRequest(marksFocused: landed && marks, event: mouse.button == .left ? .leftClick : .rightClick))
        case .release:
            // Without a drag the view takes the release for a tap and centres what it hit:
            // the focus goes back to where the press left it, with the actions bound to the
            // click (`left-click:down+down`) done.
            let settled = clickedRow.map { _ in view.carousel.restingItemIndex }
            _ = forward(mouse, at: time)
            if let settled { view.scroll(toItem: settled, animated: false, now: time) }
            clickedRow = nil
            guard doubleClick.release(at: time), onRows, focus(rowAt: mouse.row, at: time) else { return .handled }
            return .pointer(PointerRequest(event: .doubleClick))
        default:
            // A press that moves off its row is a drag: the view glides the list.
            if mouse.action == .motion, let row = clickedRow, row != mouse.row { clickedRow = nil }
            return forward(mouse, at: time)
        }
    }

    /// The query character a press at `cell` puts the insertion point before, when it is
    /// on the query line; fzf's rule: the columns past the prompt, counted as characters
    /// (a wide character counts once), at most the query's length, plus the characters
    /// scrolled off on the left (the session keeps the result within the query).
    private func queryPlace(at cell: Point) -> Int? {
        guard let drawn = drawnQuery, cell.y == drawn.row, let frame = screenLayout, frame.content.contains(cell) else { return nil }
        return min(max(cell.x - drawn.column, 0), drawn.length) + queryWindow.offset
    }

    /// Moves the focus to the item on screen row `row` of the list at once, or to the item
    /// nearest it when the row shows none; true when an item is on that row.
    private mutating func focus(rowAt row: Int, at time: Double) -> Bool {
        let fromFirst = layout.itemsGoUp ? listFrame.maxY - 1 - row : row - listFrame.minY
        let position = drawnFirstRow + fromFirst
        guard source.count > 0 else { return false }
        let landed = min(max(position, 0), source.count - 1)
        view.scroll(toItem: landed, animated: false, now: time)
        return landed == position
    }

    /// A press in the preview pane drags its text with the pointer (a row a row, as fzf's)
    /// until the button comes up; the wheel scrolls it a line a notch.
    private mutating func dragPreview(_ mouse: MouseEvent, in pane: Rect) {
        switch mouse.button {
        case .wheelDown: scrollPreview(by: 1)
        case .wheelUp: scrollPreview(by: -1)
        default:
            switch mouse.action {
            case .press: previewDragRow = mouse.row
            case .motion:
                if let from = previewDragRow { scrollPreview(by: from - mouse.row) }
                previewDragRow = mouse.row
            case .release: previewDragRow = nil
            }
        }
    }

    /// The view's own answer to the pointer (its drags, flings and wheel glides), with the
    /// rows turned over when the list runs upwards. A click never picks here: picking is
    /// `double-click`'s (or a binding's).
    private mutating func forward(_ mouse: MouseEvent, at time: Double) -> ScreenResponse {
        var mirrored = mouse
        if layout.itemsGoUp {
            if mouse.row >= listFrame.minY && mouse.row < listFrame.maxY {
                mirrored.row = listFrame.maxY - 1 - (mouse.row - listFrame.minY)
            } else if mouse.row < listFrame.minY {
                mirrored.row = listFrame.maxY + (listFrame.minY - mouse.row) - 1
            } else {
                mirrored.row = listFrame.minY - (mouse.row - listFrame.maxY) - 1
            }
            if mouse.button == .wheelUp { mirrored.button = .wheelDown } else if mouse.button == .wheelDown { mirrored.button = .wheelUp }
        }
        selection.refusesClicks = true
        view.handle(mirrored, at: time)
        selection.refusesClicks = false
        return .handled
    }

    // MARK: Items

    var itemCount: Int { view.numberOfItems }
    var isEmpty: Bool { source.count == 0 }
    var searchOrigin: Int { view.carousel.restingItemIndex }
    var typesFirst: Bool { true }
    var drawsHeader: Bool { true }

    func firstMatch(of query: String, from start: Int, direction: SearchDirection) -> Int? {
        source.firstMatch(of: query, from: start, direction: direction)
    }

    /// At once, as a key moves the focus in the list.
    mutating func reveal(item: Int, at time: Double) { view.scroll(toItem: item, animated: false, now: time) }

    mutating func cardDidChange(atPosition position: Int) { view.reloadItem(at: position) }

    mutating func itemsDidChange(focusing position: Int, at time: Double) {
        rowsAreStale = true
        view.reloadData()
        if source.count > 0 { view.currentItemIndex = min(max(position, 0), source.count - 1) }
    }

    mutating func itemCountDidChange(to count: Int, at time: Double) {
        if count != view.numberOfItems { view.reloadData() }
    }

    mutating func changePrompt(to text: String) {
        prompt = ChromeText(text)
    }

    mutating func changeLabel(_ label: BorderLabel.Place, to text: String) {
        switch label {
        case .border:
            look.borderLabel = BorderLabel(text: text, position: look.borderLabel.position, onBottom: look.borderLabel.onBottom)
        case .preview:
            guard let old = previewWindow?.label else { return }
            previewWindow?.label = BorderLabel(text: text, position: old.position, onBottom: old.onBottom)
        }
    }

    /// The pane shows unless `window` hides it; a new `+…` scroll applies at once, as fzf's.
    mutating func changePreviewWindow(to window: PreviewWindow) {
        let scrollChanged = window.scroll != previewWindow?.scroll || window.headerLines != previewWindow?.headerLines
        previewWindow = window
        showsPreview = !window.hidden
        followsPreviewEnd = window.follows
        if scrollChanged {
            previewScroll = 0
            previewScrollIsDue = window.scroll != nil || window.headerLines > 0
        }
    }

    mutating func showPreview(_ content: PreviewContent?) {
        // A running command's output that grew keeps the pane's scroll.
        let grew = content != nil && content?.run != 0 && content?.run == preview?.run
        if content != preview { previewEndIsDue = true }
        if content != preview && !grew {
            previewScroll = 0
            followsPreviewEnd = previewWindow?.follows == true
            // `~N`: the scroll starts under the header, as fzf's.
            previewScrollIsDue = previewWindow.map { $0.scroll != nil || $0.headerLines > 0 } ?? false
        }
        preview = content
    }

    mutating func showPreviewActivity(_ activity: PreviewActivity) {
        previewActivity = activity
    }

    var showsPreviewActivity: Bool { showsPreview && previewWindow != nil }

    // MARK: Preview

    /// The pane's text: inside its border (and the blank column by each side line), less
    /// the scroll bar's column when the border has no right side.
    private var previewContentFrame: Rect? {
        guard let previewFrame, let previewWindow else { return nil }
        return previewWindow.textFrame(in: previewFrame, hasScrollbar: look.scrollbar != nil)
    }

    /// The pane: its border and label, then the text as fzf's (`PreviewPane`), or a
    /// picture under the notes on how its command ended; empty until the first output comes.
    private mutating func drawPreview(in pane: Rect, into buffer: inout CellBuffer) {
        let style = previewStyle
        buffer.fill(pane, with: Cell.blank(style.body))
        previewBorder.draw(around: pane, on: &buffer, style: style.border)
        if let preview, let picture = preview.picture, let content = previewWindow?.textFrame(in: pane, hasScrollbar: false) {
            drawPicturePreview(picture, notes: PreviewPane(preview, wraps: false), in: content, style: style, on: &buffer)
        } else if let content = previewContentFrame {
            if let preview {
                if followsPreviewEnd {
                    // Following wins over `+SCROLL`, as in fzf.
                    previewScrollIsDue = false
                    if previewEndIsDue { previewScroll = max(previewScroll, previewText(preview).endOffset(rows: content.height)) }
                } else if previewScrollIsDue {
                    scrollPreviewToStart()
                }
                previewEndIsDue = false
            }
            var position = styles.info
            position.attributes.insert(.reverse)
            let bar = look.scrollbar.map { (character: $0, style: styles.scrollbar) }
            // Before the first output the pane is empty, but for `Loading ..`.
            previewText(preview ?? PreviewContent(blocks: []))
                .draw(from: previewScroll, in: content, scrollbarColumn: previewWindow?.scrollbarColumn(in: pane) ?? pane.maxX - 1, on: &buffer,
                      looks: PreviewPane.Looks(text: style, position: position, scrollbar: bar,
                                               spinner: (ListMode.spinnerFrames, styles.spinner)),
                      activity: previewActivity)
        }
        previewWindow?.label.draw(on: previewBorder, around: pane, on: &buffer, style: styles.label, colored: theme.card.isColorEnabled)
    }

    /// A picture preview inside the pane's border: the notes (how the command ended) on the
    /// first rows, the picture in the rows under them, as large as fits.
    private func drawPicturePreview(_ picture: PathBytes, notes: PreviewPane, in content: Rect, style: CardStyle,
                                    on buffer: inout CellBuffer) {
        let noteRows = min(notes.lines.count, content.height)
        if noteRows > 0 {
            let rows = Rect(x: content.x, y: content.y, width: content.width, height: noteRows)
            notes.draw(from: 0, in: rows, scrollbarColumn: content.maxX, on: &buffer,
                       looks: PreviewPane.Looks(text: style, position: style.body, scrollbar: nil))
        }
        let area = Rect(x: content.x, y: content.y + noteRows, width: content.width, height: content.height - noteRows)
        PictureView(file: picture).drawPicture(in: area, on: &buffer,
                                               context: ItemContext(isFocused: true, style: style, isOpen: true, pictures: view.pictureDisplay))
    }

    /// The preview pane's frame: `--preview-window`'s border, in ASCII under `--no-unicode`.
    private var previewBorder: ListBorder {
        var border = previewWindow?.border ?? .rounded
        if let glyphs = look.paneGlyphs { border.glyphs = glyphs }
        return border
    }

    /// The text preview as the pane shows it (`wrap`, `~N`).
    private func previewText(_ preview: PreviewContent) -> PreviewPane {
        PreviewPane(preview, wraps: previewWindow?.wraps == true, headerLines: previewWindow?.headerLines ?? 0)
    }

    /// `--preview-window +…`: the pane scrolled to the line the focused item names (fzf
    /// keeps it between the first line and the last, even near the end).
    private mutating func scrollPreviewToStart() {
        previewScrollIsDue = false
        guard let window = previewWindow, let frame = previewContentFrame, let preview, source.count > 0 else { return }
        let index = source.sourceIndex(at: min(max(view.currentItemIndex, 0), source.count - 1))
        let item = PreviewItem(bytes: source.base.fields(at: index).item, index: index)
        // `/N` divides the rows under the `~N` header.
        let wanted = window.scroll?.rows(for: item, delimiter: delimiter, height: max(frame.height - window.headerLines, 0)) ?? 0
        previewScroll = previewText(preview).startOffset(wanted)
    }

    /// Scrolls the text `rows` lines on (back when negative), fzf's way (see `PreviewPane`).
    private mutating func scrollPreview(by rows: Int) {
        scrollPreview(to: previewScroll + rows)
    }

    private mutating func scrollPreview(to line: Int) {
        guard let preview, let frame = previewContentFrame else { return }
        if preview.picture != nil {
            // The picture fits the pane whole: nothing to scroll.
            previewScroll = 0
            return
        }
        let text = previewText(preview)
        let scrolled = text.offset(scrolledTo: line, from: previewScroll, in: frame.size, cycles: previewWindow?.cycles == true)
        guard scrolled != previewScroll else { return }
        previewScroll = scrolled
        if previewWindow?.follows == true { followsPreviewEnd = scrolled >= text.endOffset(rows: frame.height) }
    }

    // MARK: Actions

    mutating func viewResponse(after action: Action?) -> ScreenResponse {
        defer { selection.selected = nil }
        if action == .select && selection.selected == nil && source.count == 0 { return .nothingToPick }
        guard let position = selection.selected else { return .handled }
        return .pick(source.fields(at: position), index: position)
    }

    /// The preview scrolls (S-↓/S-↑, `preview-down`/`preview-up`): a row's card has nothing to scroll.
    var actionsBeforeView: Set<Action> { [.scrollContentDown, .scrollContentUp] }

    /// Up and down the screen: towards the later items when the list runs upwards; at once.
    mutating func perform(own action: Action, at time: Double) -> ScreenResponse {
        let rows = max(listFrame.height, 1)
        let step: Int
        switch action {
        case .up: step = layout.itemsGoUp ? 1 : -1
        case .down: step = layout.itemsGoUp ? -1 : 1
        // A page is a screenful less the row that stays in view, as fzf's.
        case .pageUp: step = layout.itemsGoUp ? max(rows - 1, 1) : -max(rows - 1, 1)
        case .pageDown: step = layout.itemsGoUp ? -max(rows - 1, 1) : max(rows - 1, 1)
        case .halfPageUp: step = layout.itemsGoUp ? max(rows / 2, 1) : -max(rows / 2, 1)
        case .halfPageDown: step = layout.itemsGoUp ? -max(rows / 2, 1) : max(rows / 2, 1)
        case .togglePreview, .showPreview, .hidePreview:
            showsPreview = action == .togglePreview ? !showsPreview : action == .showPreview
            return .handled
        case .togglePreviewWrap:
            // fzf's: only while the pane shows.
            if previewFrame != nil { previewWindow?.wraps.toggle() }
            return .handled
        case .scrollContentDown:
            scrollPreview(by: 1)
            return .handled
        case .scrollContentUp:
            scrollPreview(by: -1)
            return .handled
        case .previewPageDown, .previewPageUp, .previewHalfPageDown, .previewHalfPageUp:
            // A page is the rows of content the pane shows (inside its border), as fzf's.
            let rows = previewContentFrame?.height ?? 0
            let page = action == .previewPageDown || action == .previewPageUp ? rows : rows / 2
            scrollPreview(by: action == .previewPageDown || action == .previewHalfPageDown ? page : -page)
            return .handled
        case .previewTop:
            scrollPreview(to: 0)
            return .handled
        case .previewBottom:
            scrollPreview(to: (preview.map { PreviewPane($0, wraps: false).lines.count } ?? 0) - (previewContentFrame?.height ?? 0))
            return .handled
        case .select:
            return source.count == 0 ? .nothingToPick : .handled
        case .jump, .jumpAccept:
            jumping = source.count > 0 ? (action == .jump ? .move : .accept) : nil
            return .handled
        default:
            return .handled
        }
        let count = view.numberOfItems
        guard count > 0 else { return .handled }
        // A key moves the focus at once, as fzf's does: a glide would show nothing new for
        // the first fifth of a second (a one-row move rounds to no move at first); the
        // pointer's drags, flings and the wheel keep the carousel's motion.
        let target = min(max(view.carousel.restingItemIndex + step, 0), count - 1)
        view.scroll(toItem: target, animated: false, now: time)
        return .handled
    }
}

// MARK: Jump labels

extension ListMode {
    /// The position of the item on the first of the list's rows (the one by the query
    /// line, or at the top in reverse-list), as the last frame placed it (see `followRows`).
    private var firstRowPosition: Int { Int(firstRowOffset.rounded()) }

    /// How many of the list's rows show an item.
    private var filledRows: Int { max(min(listFrame.height, source.count - firstRowPosition), 0) }

    /// While `jump` is on: each row's label over its pointer column, as fzf's.
    private func drawJumpLabels(into buffer: inout CellBuffer) {
        guard jumping != nil else { return }
        let style = theme.card.isColorEnabled ? Style(foreground: .indexed(161), background: .indexed(236), attributes: .bold)
            : Style(attributes: [.bold, .reverse])
        for row in 0..<filledRows {
            guard let label = jumpLabels.label(forRow: row) else { break }
            let y = layout.itemsGoUp ? listFrame.maxY - 1 - row : listFrame.minY + row
            buffer.write(String(label), x: listFrame.x, y: y, style: style)
        }
    }

    /// The key after `jump`: a row's label moves the focus there (true when `jump-accept`
    /// asks for the pick as well); any other key gives up. The labels go either way.
    mutating func land(jumpOn press: KeyPress, at time: Double) -> Bool {
        defer { jumping = nil }
        guard let kind = jumping, press.modifiers.isDisjoint(with: [.control, .alt]), case .character(let character) = press.key,
              let row = jumpLabels.row(labelledBy: character), row < filledRows else { return false }
        view.scroll(toItem: firstRowPosition + row, animated: false, now: time)
        return kind == .accept
    }
}

/// The rows as the view's data source.
private final class ListItems: CarouselViewDataSource {
    let source: FilteredSource
    let pointer: String
    let marker: String

    let look: RowLook

    init(source: FilteredSource, pointer: String, marker: String, look: RowLook) {
        self.source = source
        self.pointer = pointer
        self.marker = marker
        self.look = look
    }

    func numberOfItems(in carouselView: CarouselView) -> Int { source.count }

    func carouselView(_ carouselView: CarouselView, viewForItemAt index: Int, reusing reusable: (any ItemView)?) -> any ItemView {
        let card = source.rowCard(at: index)
        return ListRow(text: card.title, marks: card.titleMarks, pointer: pointer,
                       isMarked: source.marked.contains(source.sourceIndex(at: index)), marker: marker,
                       colors: source.styledTitle(at: index), look: look)
    }
}

/// Remembers the row the view reported selected (Enter); refuses the view's own picking
/// while it reads the pointer.
private final class ListSelection: CarouselDelegate {
    var selected: Int?
    var refusesClicks = false

    func carousel(_ carousel: Carousel, didSelectItemAt index: Int) { selected = index }

    func carouselShouldSelectItem(at index: Int) -> Bool { !refusesClicks }
}

extension KeyMap {
    /// The list layout's keys besides typing: moving (fzf's ↑/↓, Ctrl-K/P, Ctrl-J/N,
    /// PgUp/PgDn), picking, Tab to mark with `--multi`, the preview; Esc, Ctrl-G and
    /// Ctrl-Q abort (Ctrl-C too, as everywhere).
    static func list(multi: Bool) -> KeyMap {
        KeyMap(bindings: [
            KeyBinding(keys: [KeyPress(.up), KeyPress(.character("k"), modifiers: .control), KeyPress(.character("p"), modifiers: .control)],
                       label: "↑/C-k/C-p", help: "up", action: .up),
            KeyBinding(keys: [KeyPress(.down), KeyPress(.character("j"), modifiers: .control), KeyPress(.character("n"), modifiers: .control)],
                       label: "↓/C-j/C-n", help: "down", action: .down),
            KeyBinding(keys: [KeyPress(.pageUp)], label: "PgUp", help: "a screen up", action: .pageUp),
            KeyBinding(keys: [KeyPress(.pageDown)], label: "PgDn", help: "a screen down", action: .pageDown),
            KeyBinding(keys: [KeyPress(.enter)], label: "Enter", help: "pick", action: .select),
        ] + (multi ? [
            // fzf's: Tab marks (or unmarks) and moves down the screen, Shift-Tab up.
            KeyBinding(keys: [KeyPress(.tab)], label: "Tab/S-Tab", help: "mark, then down/up", action: .toggle, then: [.down]),
            KeyBinding(keys: [KeyPress(.tab, modifiers: .shift)], label: "", help: "", action: .toggle, then: [.up]),
        ] : []) + [
            KeyBinding(keys: [KeyPress(.character("/"), modifiers: .alt)], label: "M-/", help: "preview on/off", action: .togglePreview),
            KeyBinding(keys: [KeyPress(.down, modifiers: .shift)], label: "S-↓", help: "preview down", action: .scrollContentDown),
            KeyBinding(keys: [KeyPress(.up, modifiers: .shift)], label: "S-↑", help: "preview up", action: .scrollContentUp),
            KeyBinding(keys: [KeyPress(.escape), KeyPress(.character("g"), modifiers: .control), KeyPress(.character("q"), modifiers: .control)],
                       label: "Esc", help: "abort", action: .quit),
            // fzf's Ctrl-D: the character under the cursor, or, on an empty query, abort
            // (in the help's editing line).
            KeyBinding(keys: [KeyPress(.character("d"), modifiers: .control)], label: "", help: "", action: .deleteCharOrQuit),
            // `?` types into the query here; help is on F1.
            KeyBinding(keys: [KeyPress(.function(1))], label: "F1", help: "help", action: .help),
        ], extraHelp: [
            (key: "typing", text: "filters at once (fzf's syntax)"),
            (key: "←/→ C-a/C-e C-b/C-f", text: "move in the query; M-b/M-f by word"),
            (key: "C-w M-d C-u", text: "delete the word before, the word after, the start (kill-line: the end)"),
            (key: "C-y BS Del C-d", text: "put back what was deleted; delete a character (C-d on nothing: abort)"),
            (key: "wheel, drag", text: "glide through the list; let go to fling"),
        ])
    }
}
