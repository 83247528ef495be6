/// A row of page dots, one per page, that fill progressively while a page turns: the
/// dot of the page being left empties as the dot of the page being reached fills
/// (`○ ◔ ◑ ◕ ●`). One dot is marked as the current page (by default the one at least
/// half full; a host may name the page a motion heads to). When the dots do not fit, a
/// window of them around the current page is shown, with `…` where more pages lie beyond.
public struct PageDots: Sendable, Equatable {
    /// The glyphs from empty to full, in quarters.
    public static let glyphs: [Character] = ["○", "◔", "◑", "◕", "●"]
    /// Columns per dot: the glyph and a space.
    static let pitch = 2

    /// Number of pages.
    public var count: Int
    /// The page the turn starts from (the current page at rest).
    public var from: Int
    /// The page the turn heads to (`from` at rest).
    public var to: Int
    /// How far the turn has got, `0...1`.
    public var progress: Double
    /// The style of empty and partly filled dots.
    public var style: Style
    /// The style of the current page's dot.
    public var currentStyle: Style
    /// The page shown as current; nil: `to` once the turn is half done, else `from`.
    public var current: Int?

    /// Dots for `count` pages turning from `from` to `to`, `progress` of the way, with
    /// page `current` (nil: the one the turn is nearer to) marked as the current one.
    public init(count: Int, from: Int, to: Int, progress: Double, current: Int? = nil,
                style: Style = .plain, currentStyle: Style = .plain) {
        self.count = max(0, count)
        self.from = from
        self.to = to
        self.progress = progress.isFinite ? min(max(progress, 0), 1) : 0
        self.current = current
        self.style = style
        self.currentStyle = currentStyle
    }

    /// The page whose dot is marked as current.
    public var currentPage: Int { current ?? (progress >= 0.5 ? to : from) }

    /// The glyph for a dot filled to `fill` (`0...1`), to the nearest quarter.
    public static func glyph(fill: Double) -> Character {
        let fill = fill.isFinite ? min(max(fill, 0), 1) : 0
        return glyphs[Int((fill * 4).rounded())]
    }

    /// How full the dot of `page` is.
    public func fill(ofPage page: Int) -> Double {
        if page == to && page == from { return 1 }
        if page == to { return progress }
        if page == from { return 1 - progress }
        return 0
    }

    /// The pages shown in `width` columns, and whether `…` marks more before or after.
    public func visiblePages(width: Int) -> (pages: Range<Int>, moreBefore: Bool, moreAfter: Bool) {
        guard count > 0, width > 0 else { return (0..<0, false, false) }
        if count * Self.pitch - 1 <= width { return (0..<count, false, false) }
        // Room for `… ` before and ` …` after.
        let shown = max(1, min(count, (width - 4 + 1) / Self.pitch))
        let focus = min(max(currentPage, 0), count - 1)
        let first = min(max(focus - shown / 2, 0), count - shown)
        return (first..<first + shown, first > 0, first + shown < count)
    }

    /// Draws the dots starting at column `x` of row `y`, within `width` columns, and
    /// returns the column each page's dot went to (the pages drawn, in order): what a
    /// click on the row is matched against.
    @discardableResult
    public func draw(x: Int, y: Int, width: Int, on buffer: inout CellBuffer) -> [(page: Int, column: Int)] {
        let layout = visiblePages(width: width)
        guard !layout.pages.isEmpty else { return [] }
        let clip = Rect(x: x, y: y, width: width, height: 1)
        var column = x
        var drawn: [(page: Int, column: Int)] = []
        if layout.moreBefore {
            column += buffer.write("… ", x: column, y: y, style: style, clip: clip)
        }
        for page in layout.pages {
            let fill = fill(ofPage: page)
            let glyph = Self.glyph(fill: fill)
            buffer.set(Cell(glyph, style: page == currentPage ? currentStyle : style), x: column, y: y, clip: clip)
            drawn.append((page, column))
            column += page == layout.pages.upperBound - 1 ? 1 : Self.pitch
        }
        if layout.moreAfter {
            buffer.write(" …", x: column, y: y, style: style, clip: clip)
        }
        return drawn
    }

    /// The columns the dots take in `width`.
    public func width(within width: Int) -> Int {
        let layout = visiblePages(width: width)
        guard !layout.pages.isEmpty else { return 0 }
        return layout.pages.count * Self.pitch - 1 + (layout.moreBefore ? 2 : 0) + (layout.moreAfter ? 2 : 0)
    }
}
