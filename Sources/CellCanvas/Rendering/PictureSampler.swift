/// Pictures on a warped card sampled afresh through the card's quad: each frame cell's
/// sub-cells (its symbols' grid) mapped back onto the picture and averaged over what they
/// cover there, then drawn as the best two-colour symbol — rather than the card's own cells
/// of the picture moved about whole, which would step and tear.
struct PictureSampler {
    private let pictures: [PicturePlacement]
    private let mapping: QuadMapping
    private let card: Size
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
        self.pictures = pictures
        mapping = QuadMapping(quad)
        self.card = card.size
        firstColumn = columns.lowerBound
        let empty = [(u: Double, v: Double)?](repeating: nil, count: columns.count + 1)
        corners = (Int.min, empty, empty)
    }

    /// The card coordinates of the corner at the top left of frame cell (`x`, `y`) (`y`
    /// the current row or the next).
    private mutating func corner(x: Int, y: Int) -> (u: Double, v: Double)? {
        let index = x - firstColumn
        guard index >= 0, index < corners.top.count else { return mapping.cardCoordinates(of: SubcellPoint(x: Double(x), y: Double(y))) }
        if y == corners.row, let known = corners.top[index] { return known }
        if y == corners.row + 1, let known = corners.bottom[index] { return known }
        let solved = mapping.cardCoordinates(of: SubcellPoint(x: Double(x), y: Double(y)))
        if y == corners.row { corners.top[index] = solved } else if y == corners.row + 1 { corners.bottom[index] = solved }
        return solved
    }

    /// Starts caching corners for frame row `y` (the rows above are done with).
    private mutating func moveToRow(_ y: Int) {
        guard corners.row != y else { return }
        if corners.row + 1 == y {
            corners.top = corners.bottom
        } else {
            for index in corners.top.indices { corners.top[index] = nil }
        }
        for index in corners.bottom.indices { corners.bottom[index] = nil }
        corners.row = y
    }

    /// The cell for frame cell (`x`, `y`), whose centre lies at card coordinates `point`,
    /// the card moving by `steps` a frame cell; nil when no picture is there.
    mutating func cell(x: Int, y: Int, at point: (u: Double, v: Double), steps: (du: Double, dv: Double)) -> Cell? {
        let column = Int(point.u * Double(card.columns)), row = Int(point.v * Double(card.rows))
        var found: Int?
        for index in pictures.indices where pictures[index].visible.contains(Point(x: column, y: row)) {
            found = index
            break
        }
        guard let found else { return nil }
        let placement = pictures[found]
        let grid = placement.symbols.grid
        let pixelsPerColumn = Double(placement.picture.width) / Double(placement.frame.width)
        let pixelsPerRow = Double(placement.picture.height) / Double(placement.frame.height)
        let footprintX = max(abs(steps.du) * Double(card.columns) * pixelsPerColumn / Double(grid.columns), 1)
        let footprintY = max(abs(steps.dv) * Double(card.rows) * pixelsPerRow / Double(grid.rows), 1)
        let (level, scaleX, scaleY) = placement.picture.level(forFootprint: footprintX, footprintY)
        moveToRow(y)
        guard let topLeft = corner(x: x, y: y), let topRight = corner(x: x + 1, y: y),
              let bottomLeft = corner(x: x, y: y + 1), let bottomRight = corner(x: x + 1, y: y + 1) else { return nil }
        samples.removeAll(keepingCapacity: true)
        let columns = Double(card.columns), rows = Double(card.rows)
        let originX = Double(placement.frame.x), originY = Double(placement.frame.y)
        level.rgb.withUnsafeBufferPointer { pixels in
            for sy in 0..<grid.rows {
                let fy = (Double(sy) + 0.5) / Double(grid.rows)
                for sx in 0..<grid.columns {
                    let fx = (Double(sx) + 0.5) / Double(grid.columns)
                    // Within a cell the map is as good as bilinear between its corners.
                    let u = (topLeft.u * (1 - fx) + topRight.u * fx) * (1 - fy) + (bottomLeft.u * (1 - fx) + bottomRight.u * fx) * fy
                    let v = (topLeft.v * (1 - fx) + topRight.v * fx) * (1 - fy) + (bottomLeft.v * (1 - fx) + bottomRight.v * fx) * fy
                    let pixelX = (u * columns - originX) * pixelsPerColumn * scaleX
                    let pixelY = (v * rows - originY) * pixelsPerRow * scaleY
                    samples.append(level.box(of: pixels, around: pixelX, pixelY, width: footprintX * scaleX, height: footprintY * scaleY))
                }
            }
        }
        return placement.symbols.cell(for: samples, colorEnabled: true)
    }
}
