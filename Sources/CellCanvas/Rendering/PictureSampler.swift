/// Pictures on a warped card sampled afresh through the card's quad: each frame cell's
/// sub-cells (its symbols' grid) mapped back onto the picture and averaged over what they
/// cover there, then drawn as the best two-colour symbol — rather than the card's own cells
/// of the picture moved about whole, which would step and tear.
///
/// A picture stays inside its card: the quad's true perspective says where it shows, but
/// never over a cell the card's text grid (straight rows, as the title, text and frame are
/// drawn) gives to the frame or to text. On a card turned away (a cover flow's side cards,
/// whose near side is taller than the rows its text is laid along) a picture of any aspect
/// so never covers the title or the frame; a cell the grid gives the picture but the
/// perspective puts beside it shows the card's colours there, no glyph.
struct PictureSampler {
    /// What the sampler reads of one intact picture for every cell, worked out once per card:
    /// plain values, copied for a cell at no cost.
    private struct Source {
        let symbols: BlockSymbols
        let grid: (columns: Int, rows: Int)
        /// Where the picture's frame begins on the card, in cells.
        let origin: (x: Double, y: Double)
        /// The picture's pixels to a cell of the card, across and down.
        let pixelsPerColumn: Double
        let pixelsPerRow: Double
        /// Where the picture and its halvings are in the sampler's `levels`, largest first.
        let levels: Range<Int>
        /// Where its sub-cells' centres are in the sampler's `centers`.
        let centers: Range<Int>

        init(_ placement: PicturePlacement, levels: Range<Int>, centers: Range<Int>) {
            symbols = placement.symbols
            grid = placement.symbols.grid
            origin = (Double(placement.frame.x), Double(placement.frame.y))
            pixelsPerColumn = Double(placement.picture.width) / Double(placement.frame.width)
            pixelsPerRow = Double(placement.picture.height) / Double(placement.frame.height)
            self.levels = levels
            self.centers = centers
        }
    }

    private let sources: [Source]
    /// The pictures' levels (`PixelPicture.levels`), one picture's after another.
    private let levels: [PixelPicture]
    private let levelScales: [(x: Double, y: Double)]
    /// The sub-cells' centres of each picture's symbols, as fractions of the cell across and
    /// down, row by row, one picture's after another: the same for every cell, so divided
    /// out once (kept here, not in `sources`, whose values then copy without reference counting).
    private let centers: [(x: Double, y: Double)]
    /// Where each picture shows on the card (the visible rectangles of `sources`' pictures):
    /// looked up for every cell, without copying a placement each time.
    private let visibleAreas: [Rect]
    private let card: CellBuffer
    private let mapping: QuadMapping
    private var samples: [(UInt8, UInt8, UInt8)] = []
    /// Card coordinates of cell corners, for the frame row whose top edge is `row` and
    /// the one below it, by column from `firstColumn`: each corner is solved once and
    /// shared by the four cells around it; sub-cell points are interpolated between them.
    private var corners: (row: Int, top: [(u: Double, v: Double)?], bottom: [(u: Double, v: Double)?])
    private let firstColumn: Int

    /// A sampler for the intact pictures of `card` drawn through `quad` into frame columns
    /// `columns`; nil when there are none, or when the quad shows the card cell for cell
    /// (upright, unscaled: its pictures' cells are already the best there is).
    init?(card: CellBuffer, quad: Quad, columns: Range<Int>) {
        let pictures = card.intactPictures
        guard !pictures.isEmpty, !CardProjection.isCellForCell(quad, size: card.size) else { return nil }
        var sources: [Source] = [], levels: [PixelPicture] = [], levelScales: [(x: Double, y: Double)] = []
        var centers: [(x: Double, y: Double)] = []
        for placement in pictures {
            let first = levels.count
            for level in placement.picture.levels {
                levels.append(level.picture)
                levelScales.append((level.scaleX, level.scaleY))
            }
            let firstCenter = centers.count, grid = placement.symbols.grid
            for row in 0..<grid.rows {
                for column in 0..<grid.columns {
                    centers.append(((Double(column) + 0.5) / Double(grid.columns), (Double(row) + 0.5) / Double(grid.rows)))
                }
            }
            sources.append(Source(placement, levels: first..<levels.count, centers: firstCenter..<centers.count))
        }
        self.sources = sources
        self.levels = levels
        self.levelScales = levelScales
        self.centers = centers
        visibleAreas = pictures.map(\.visible)
        self.card = card
        mapping = QuadMapping(quad)
        firstColumn = columns.lowerBound
        let empty = [(u: Double, v: Double)?](repeating: nil, count: columns.count + 1)
        corners = (Int.min, empty, empty)
    }

    /// The card coordinates of the corner at the top left of frame cell (`x`, `y`) (`y`
    /// the current row or the next).
    @inline(__always)
    private mutating func corner(x: Int, y: Int) -> (u: Double, v: Double)? {
        let index = x - firstColumn
        guard index >= 0, index < corners.top.count else { return mapping.cardCoordinates(of: SubcellPoint(x: Double(x), y: Double(y))) }
        if y == corners.row, let known = corners.top[index] { return known }
        if y == corners.row + 1, let known = corners.bottom[index] { return known }
        let solved = mapping.cardCoordinates(of: SubcellPoint(x: Double(x), y: Double(y)))
        if y == corners.row { corners.top[index] = solved } else if y == corners.row + 1 { corners.bottom[index] = solved }
        return solved
    }

    /// Starts caching corners for frame row `y` (the rows above are done with). The rows'
    /// arrays are swapped, not assigned: one shared by both would be copied at the next write.
    private mutating func moveToRow(_ y: Int) {
        guard corners.row != y else { return }
        if corners.row + 1 == y {
            swap(&corners.top, &corners.bottom)
        } else {
            for index in corners.top.indices { corners.top[index] = nil }
        }
        for index in corners.bottom.indices { corners.bottom[index] = nil }
        corners.row = y
    }

    /// The index of the picture showing at card coordinates `point`, if any.
    @inline(__always)
    private func picture(at point: (u: Double, v: Double)) -> Int? {
        guard point.u >= 0, point.u < 1, point.v >= 0, point.v < 1 else { return nil }
        let cell = Point(x: Int(point.u * Double(card.size.columns)), y: Int(point.v * Double(card.size.rows)))
        return visibleAreas.firstIndex { $0.contains(cell) }
    }

    /// The card cell at card coordinates `point`, clamped to the card.
    @inline(__always)
    private func cardCell(at point: (u: Double, v: Double)) -> Point {
        Point(x: min(max(Int(point.u * Double(card.size.columns)), 0), card.size.columns - 1),
              y: min(max(Int(point.v * Double(card.size.rows)), 0), card.size.rows - 1))
    }

    /// Whether the card's text grid puts the card's own text at `point` (its title, a note).
    /// The grid's frame does not count: inside the quad it is not where the frame shows
    /// (that is the quad's own edge), and on a side card whose near side is taller than its
    /// rows, a picture stopped at the grid's last row and began again past it, a strip apart.
    @inline(__always)
    private func holdsText(_ point: (u: Double, v: Double)) -> Bool {
        guard point.u >= 0, point.u < 1, point.v >= 0, point.v < 1 else { return false }
        let cell = cardCell(at: point)
        let onFrame = cell.x == 0 || cell.y == 0 || cell.x == card.size.columns - 1 || cell.y == card.size.rows - 1
        return !onFrame && card[cell.x, cell.y].glyph != .space
    }

    /// The cell for frame cell (`x`, `y`), whose centre lies at card coordinates `point`
    /// and on the card's text grid at `gridPoint`, the card moving by `steps` a frame cell;
    /// nil when no picture shows there (the card's own cell does). Not `sampling` (a nearer
    /// card covers the cell), a picture's cell is a blank, one column wide as any of its cells.
    mutating func cell(x: Int, y: Int, at point: (u: Double, v: Double), gridPoint: (u: Double, v: Double),
                       steps: (du: Double, dv: Double), sampling: Bool = true) -> Cell? {
        let onGrid = picture(at: gridPoint)
        guard let found = picture(at: point), onGrid == found || !holdsText(gridPoint) else {
            // The grid's picture cells beside the picture in perspective: the card's colours there.
            guard onGrid != nil else { return nil }
            let beside = cardCell(at: point)
            return .blank(card[beside.x, beside.y].style)
        }
        guard sampling else { return .blank }
        let source = sources[found]
        let cardSize = card.size
        let grid = source.grid
        let pixelsPerColumn = source.pixelsPerColumn, pixelsPerRow = source.pixelsPerRow
        let footprintX = max(abs(steps.du) * Double(cardSize.columns) * pixelsPerColumn / Double(grid.columns), 1)
        let footprintY = max(abs(steps.dv) * Double(cardSize.rows) * pixelsPerRow / Double(grid.rows), 1)
        let levelIndex = source.levels.lowerBound + PixelPicture.level(forFootprint: footprintX, footprintY, count: source.levels.count)
        let level = levels[levelIndex], (scaleX, scaleY) = levelScales[levelIndex]
        moveToRow(y)
        guard let topLeft = corner(x: x, y: y), let topRight = corner(x: x + 1, y: y),
              let bottomLeft = corner(x: x, y: y + 1), let bottomRight = corner(x: x + 1, y: y + 1) else { return nil }
        let count = grid.columns * grid.rows
        if samples.count != count { samples = Array(repeating: (0, 0, 0), count: count) }
        let columns = Double(cardSize.columns), rows = Double(cardSize.rows)
        let (originX, originY) = source.origin
        level.rgb.withUnsafeBufferPointer { pixels in
            centers.withUnsafeBufferPointer { centers in
                samples.withUnsafeMutableBufferPointer { samples in
                    for (index, (fx, fy)) in UnsafeBufferPointer(rebasing: centers[source.centers]).enumerated() {
                        // Within a cell the map is as good as bilinear between its corners.
                        let u = (topLeft.u * (1 - fx) + topRight.u * fx) * (1 - fy) + (bottomLeft.u * (1 - fx) + bottomRight.u * fx) * fy
                        let v = (topLeft.v * (1 - fx) + topRight.v * fx) * (1 - fy) + (bottomLeft.v * (1 - fx) + bottomRight.v * fx) * fy
                        let pixelX = (u * columns - originX) * pixelsPerColumn * scaleX
                        let pixelY = (v * rows - originY) * pixelsPerRow * scaleY
                        samples[index] = level.box(of: pixels, around: pixelX, pixelY, width: footprintX * scaleX, height: footprintY * scaleY)
                    }
                }
            }
        }
        return source.symbols.cell(for: samples, colorEnabled: true)
    }
}
