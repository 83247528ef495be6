import CellCanvas

/// The header over a `PageScrollView`'s open page when the data source gives none of its
/// own (HGPageScrollView's default pageHeaderView): the title in bold on the first row and
/// the subtitle dim on the second, one column in from the left, each cut to fit. A data
/// source that wants another look returns its own view from
/// `pageScrollView(_:headerViewForPageAt:)`, perhaps drawing one of these inside it.
public struct PageHeader: ItemView, Hashable, Sendable {
    /// The first row.
    public var title: String
    /// The second row.
    public var subtitle: String

    /// A header of `title` over `subtitle`.
    public init(title: String, subtitle: String = "") {
        self.title = title
        self.subtitle = subtitle
    }

    /// Draws the title and subtitle rows at the top of `region` (sanitised, cut to fit);
    /// the context is not used.
    public func draw(in region: Rect, on buffer: inout CellBuffer, context: ItemContext) {
        let lines = [(text: title, style: Style(attributes: .bold)), (text: subtitle, style: Style(attributes: .dim))]
        for (row, line) in lines.enumerated() where row < region.height {
            let shown = TextLayout.truncate(Sanitizer.line(line.text), width: max(region.width - 2, 0))
            buffer.write(shown, x: region.x + 1, y: region.y + row, style: line.style, clip: region)
        }
    }

    /// The header itself: equal headers draw equal cells.
    public var drawingKey: AnyHashable? { self }
}
