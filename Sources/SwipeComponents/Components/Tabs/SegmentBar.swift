import CarouselEngine
import CellCanvas

/// The default bar of a `SwipeTableView`: the pages' titles as tab labels on one row, the
/// label in use marked, and a rule under them with an underline that slides between
/// labels as the pages move; labels that do not fit scroll so the underline stays in
/// view. A click on a label opens its page. A frame costs O(visible labels), however
/// many pages there are.
public final class SegmentBar: SwipeTableBar {
    /// The widest a label gets, in columns.
    public static let maximumLabelWidth = 24

    /// The labels and the rule.
    public let rows = 2
    /// The labels as drawn (sanitised, cut, padded).
    public private(set) var labels: [String] = []
    /// The labels' layout: each label's width and first column, measured once when the
    /// labels are made and re-laid (not re-measured) for another width.
    private var layout = SegmentBarLayout(labelWidths: [], spacing: 0, visibleWidth: 0)

    /// A bar with no labels yet.
    public init() {}

    /// Makes a label of every title: sanitised, cut to `maximumLabelWidth`, a space either side.
    public func reload(titles: [String]) {
        labels = titles.map { " " + TextLayout.truncate(Sanitizer.line($0.prefix(256)), width: Self.maximumLabelWidth) + " " }
        layout = SegmentBarLayout(labelWidths: labels.map { DisplayWidth.of($0) }, spacing: 0, visibleWidth: layout.visibleWidth)
    }

    /// Draws the labels and the rule; each label drawn is a `.tab` entry of the map.
    public func draw(in region: Rect, on buffer: inout CellBuffer, state: TabBarState) -> HitMap {
        let layout = layout(width: region.width)
        let theme = state.theme
        let drawn = SegmentBarView(labels: labels, starts: layout.starts, activeIndex: state.currentPage,
                                   scroll: layout.scroll(at: state.position), underline: layout.underline(at: state.position),
                                   labelStyle: .plain, activeStyle: theme.activeTab, ruleStyle: theme.card.border,
                                   underlineStyle: theme.focusedCard.border)
            .draw(in: region, on: &buffer, clip: region)
        var hits = HitMap()
        for label in drawn where !label.cells.isEmpty { hits.add(.rect(label.cells), .tab(label.label)) }
        return hits
    }

    /// The layout for a bar `width` columns wide (kept for the next frame).
    private func layout(width: Int) -> SegmentBarLayout {
        if layout.visibleWidth != max(width, 0) {
            layout = SegmentBarLayout(labelWidths: layout.widths, spacing: layout.spacing, visibleWidth: width)
        }
        return layout
    }
}
