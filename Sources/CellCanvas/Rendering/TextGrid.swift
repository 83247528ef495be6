/// The grid the inside of a card is drawn on: for each frame column the card's `u`
/// where that column crosses the guide row, and for each frame row the card's `v` where
/// it crosses the guide column. Inside the frame every cell takes its column's `u` and
/// its row's `v`, so lines of text stay straight and whole even where the card's edges
/// slant. The guides run along the card's shorter sides, where `CardProjection` laid it
/// out one cell per cell, so no text is lost, repeated or pushed under the frame.
struct TextGrid {
    private let columns: Range<Int>
    private let rows: Range<Int>
    private let u: [Double]
    private let v: [Double]

    init(_ quad: Quad, columns: Range<Int>, rows: Range<Int>) {
        self.columns = columns
        self.rows = rows
        let mapping = QuadMapping(quad)
        let guide = Self.guides(for: quad)
        u = (columns.lowerBound...columns.upperBound).map { x in
            mapping.cardCoordinates(of: SubcellPoint(x: Double(x) + 0.5, y: guide.y))?.u ?? .nan
        }
        v = (rows.lowerBound...rows.upperBound).map { y in
            mapping.cardCoordinates(of: SubcellPoint(x: guide.x, y: Double(y) + 0.5))?.v ?? .nan
        }
    }

    /// Where the guides run: `x` through the middle of the shorter of the left and right
    /// sides (rows are read down it), `y` through the middle of the shorter of the top
    /// and bottom sides (columns are read along it).
    static func guides(for quad: Quad) -> (x: Double, y: Double) {
        let left = abs(quad.bottomLeft.y - quad.topLeft.y), right = abs(quad.bottomRight.y - quad.topRight.y)
        let top = abs(quad.topRight.x - quad.topLeft.x), bottom = abs(quad.bottomRight.x - quad.bottomLeft.x)
        let x = left <= right ? (quad.topLeft.x + quad.bottomLeft.x) / 2 : (quad.topRight.x + quad.bottomRight.x) / 2
        let y = top <= bottom ? (quad.topLeft.y + quad.topRight.y) / 2 : (quad.bottomLeft.y + quad.bottomRight.y) / 2
        return (x, y)
    }

    /// The card coordinates of frame cell `(x, y)` on the grid, and the steps to the
    /// next column and row.
    subscript(x: Int, y: Int) -> (u: Double, v: Double, du: Double, dv: Double) {
        let i = x - columns.lowerBound, j = y - rows.lowerBound
        return (u[i], v[j], u[i + 1] - u[i], v[j + 1] - v[j])
    }
}
