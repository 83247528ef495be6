/// The maths of a segment bar: where each tab's label sits, the underline that slides
/// between labels as the pages move (interpolating their x positions), and how far the
/// bar scrolls so the underline stays in view (seeds-behaviours §6).
///
/// Positions are columns in the bar's own coordinates (before scrolling). Building the
/// layout costs O(tabs); every query after that is O(1).
public struct SegmentBarLayout: Sendable, Equatable {
    /// Blank columns between labels.
    public let spacing: Int
    /// The width of the bar on screen.
    public let visibleWidth: Int
    /// Each label's first column.
    public let starts: [Int]
    /// Each label's width.
    public let widths: [Int]

    /// Labels `labelWidths` wide, `spacing` apart, in a bar `visibleWidth` columns wide.
    public init(labelWidths: [Int], spacing: Int = 1, visibleWidth: Int) {
        self.spacing = max(spacing, 0)
        self.visibleWidth = max(visibleWidth, 0)
        widths = labelWidths.map { max($0, 0) }
        var starts: [Int] = []
        starts.reserveCapacity(widths.count)
        var x = 0
        for width in widths {
            starts.append(x)
            x += width + self.spacing
        }
        self.starts = starts
    }

    /// The labels' total width.
    public var contentWidth: Int {
        guard let last = starts.last, let width = widths.last else { return 0 }
        return last + width
    }

    /// The underline at page position `position` (fractional while the pages move): its
    /// left edge and width, interpolated between the two labels on either side.
    /// Outside `0…count − 1` it rests on the end label.
    public func underline(at position: Double) -> (x: Double, width: Double) {
        guard !starts.isEmpty else { return (0, 0) }
        let last = Double(starts.count - 1)
        let p = position.isFinite ? min(max(position, 0), last) : 0
        let lower = Int(p.rounded(.down)), upper = min(lower + 1, starts.count - 1)
        let t = p - Double(lower)
        let x = Double(starts[lower]) + (Double(starts[upper]) - Double(starts[lower])) * t
        let width = Double(widths[lower]) + (Double(widths[upper]) - Double(widths[lower])) * t
        return (x, width)
    }

    /// How many columns the bar is scrolled left at page position `position`: 0 when every
    /// label fits; otherwise the underline is kept centred, clamped so neither end of the
    /// bar shows empty space. The active label is therefore always in view, and the bar
    /// glides along with the pages.
    public func scroll(at position: Double) -> Int {
        let overflow = contentWidth - visibleWidth
        guard overflow > 0 else { return 0 }
        let line = underline(at: position)
        let centred = line.x + line.width / 2 - Double(visibleWidth) / 2
        return min(max(Int(centred.rounded()), 0), overflow)
    }
}
