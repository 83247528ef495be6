/// A segment bar two rows tall: the tab labels on the first row, the active one marked,
/// and a rule on the second with a heavy underline that can sit between labels (it slides
/// while pages move). Positions come from the caller's layout, in the bar's own columns
/// before scrolling; only labels that reach the visible area are read and drawn (the first
/// one is found by a binary search over `starts`), so a frame costs O(visible labels)
/// however many tabs there are.
public struct SegmentBarView<Labels: RandomAccessCollection> where Labels.Element == String, Labels.Index == Int {
    /// The labels, already sanitised.
    public var labels: Labels
    /// Each label's first column.
    public var starts: [Int]
    /// The label drawn as active.
    public var activeIndex: Int
    /// Columns the bar is scrolled left.
    public var scroll: Int
    /// The underline's left edge and width, in columns (fractions are rounded).
    public var underline: (x: Double, width: Double)
    /// How an inactive label looks.
    public var labelStyle: Style
    /// How the active label looks.
    public var activeStyle: Style
    /// How the rule under the labels looks.
    public var ruleStyle: Style
    /// How the underline looks.
    public var underlineStyle: Style

    /// A bar of `labels` starting at `starts`, `activeIndex` marked, scrolled by `scroll`.
    public init(labels: Labels, starts: [Int], activeIndex: Int, scroll: Int, underline: (x: Double, width: Double),
                labelStyle: Style, activeStyle: Style, ruleStyle: Style, underlineStyle: Style) {
        self.labels = labels
        self.starts = starts
        self.activeIndex = activeIndex
        self.scroll = scroll
        self.underline = underline
        self.labelStyle = labelStyle
        self.activeStyle = activeStyle
        self.ruleStyle = ruleStyle
        self.underlineStyle = underlineStyle
    }

    /// Draws the bar in the first two rows of `rect` (one row draws only the labels),
    /// clipped to `clip` as well, and returns the cells of each label drawn (its visible
    /// part, labels in order): what a click on the bar is matched against.
    @discardableResult
    public func draw(in rect: Rect, on buffer: inout CellBuffer, clip: Rect? = nil) -> [(label: Int, cells: Rect)] {
        let area = clip.map { rect.intersection($0) } ?? rect
        guard !area.isEmpty else { return [] }
        var drawn: [(label: Int, cells: Rect)] = []
        buffer.fill(Rect(x: rect.x, y: rect.y, width: rect.width, height: min(rect.height, 2)), with: .blank, clip: area)
        let count = min(labels.count, starts.count)
        var index = Self.lastLabel(startingAtOrBefore: scroll + area.minX - rect.x, in: starts, count: count)
        while index < count {
            let x = rect.x + starts[index] - scroll
            if x >= area.maxX { break }
            let label = labels[labels.startIndex + index]
            let width = DisplayWidth.of(label)
            if x + width > area.minX {
                buffer.write(label, x: x, y: rect.y, style: index == activeIndex ? activeStyle : labelStyle, clip: area)
                drawn.append((index, Rect(x: x, y: rect.y, width: width, height: 1).intersection(area)))
            }
            index += 1
        }
        guard rect.height >= 2 else { return drawn }
        let ruleRow = rect.y + 1
        buffer.fill(Rect(x: rect.x, y: ruleRow, width: rect.width, height: 1), with: Cell("─", style: ruleStyle), clip: area)
        guard underline.x.isFinite, underline.width.isFinite, underline.width > 0 else { return drawn }
        let from = rect.x + Int(underline.x.rounded()) - scroll
        let to = rect.x + Int((underline.x + underline.width).rounded()) - scroll
        if to > from {
            buffer.fill(Rect(x: from, y: ruleRow, width: to - from, height: 1), with: Cell("━", style: underlineStyle), clip: area)
        }
        return drawn
    }

    /// The last of the first `count` labels starting at or before column `column` (bar
    /// coordinates), or 0: where drawing begins. `starts` ascend, so this is a binary search.
    static func lastLabel(startingAtOrBefore column: Int, in starts: [Int], count: Int) -> Int {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] <= column { low = middle + 1 } else { high = middle }
        }
        return max(low - 1, 0)
    }
}

extension SegmentBarView: Sendable where Labels: Sendable {}
