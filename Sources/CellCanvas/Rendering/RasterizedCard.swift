/// A card drawn through its projection once, into cells of its own (the quad's bounding
/// cells), and put into frames after moved by whole cells at the cost of a copy: cover
/// flow's side cards keep one shape while they move, so each is drawn through its quad once
/// instead of every frame.
///
/// Putting it into a frame writes what `ProjectionRasterizer.draw` writes through the
/// projection moved the same way, cell for cell and in the same order, so wide glyphs of
/// cards below are broken the same way and the frame is the same; as the rasterizer does,
/// it writes nothing where a nearer card writes the cell and the one after it.
public struct RasterizedCard: Sendable {
    /// The projection the card was drawn through.
    public let projection: CardProjection
    /// How opaque it was drawn.
    public let alpha: Double
    /// What drew it.
    public let rasterizer: ProjectionRasterizer
    /// The quad's bounding cells in the projection's coordinates: where `cells` go unmoved.
    private let bounds: Rect
    /// What the rasterizer wrote, `unwritten` where it wrote nothing.
    private let cells: CellBuffer

    /// The widest and tallest card kept this way, in cells.
    public static let sizeLimit = 1024

    /// A cell no card holds (an attribute bit views never set): where nothing was written.
    static let unwritten = Cell(glyph: .space, style: Style(attributes: TextAttributes(rawValue: 1 << 7)))

    /// `card` (drawn at `projection.contentSize`) drawn by `rasterizer` through `projection`
    /// at `alpha`; nil when nothing shows or the quad spans more than `sizeLimit` cells a side.
    public init?(_ card: CellBuffer, style: CardStyle, through projection: CardProjection, alpha: Double,
                 by rasterizer: ProjectionRasterizer) {
        let bounds = projection.quad.boundingCells
        guard projection.isVisible, !bounds.isEmpty, bounds.width <= Self.sizeLimit, bounds.height <= Self.sizeLimit else {
            return nil
        }
        var cells = CellBuffer(size: bounds.size, filling: Self.unwritten)
        rasterizer.draw(card, style: style, through: projection.moved(by: Point(x: -bounds.minX, y: -bounds.minY)),
                        alpha: alpha, into: &cells)
        self.projection = projection
        self.alpha = alpha
        self.rasterizer = rasterizer
        self.bounds = bounds
        self.cells = cells
    }

    /// Writes the card into `frame` moved by `offset` (inside `clip`), as the rasterizer
    /// would draw it through the projection so moved; where `occlusion` says a layer nearer
    /// than `layer` writes a cell and the one after it, nothing.
    public func draw(movedBy offset: Point, into frame: inout CellBuffer, clip: Rect? = nil,
                     occlusion: Occlusion? = nil, layer: Int = 0) {
        let placed = Rect(x: bounds.minX + offset.x, y: bounds.minY + offset.y, width: bounds.width, height: bounds.height)
        let writable = placed.intersection((clip ?? frame.bounds).intersection(frame.bounds))
        guard !writable.isEmpty else { return }
        let unwritten = Self.unwritten, columns = cells.size.columns
        cells.cells.withUnsafeBufferPointer { cells in
            for y in writable.minY..<writable.maxY {
                // The card's cells of this row, read in place: `writable` lies inside `placed`.
                let row = (y - placed.minY) * columns - placed.minX
                for x in writable.minX..<writable.maxX {
                    let cell = cells[row + x]
                    guard cell != unwritten else { continue }
                    if occlusion?.isHidden(x: x, y: y, under: layer) == true,
                       x + 1 >= writable.maxX || occlusion?.isHidden(x: x + 1, y: y, under: layer) == true {
                        continue
                    }
                    if cell.isContinuation {
                        // The second half of a wide glyph cut off by the clip's left edge: the
                        // rasterizer writes a blank there.
                        if x == writable.minX, x > placed.minX { frame.set(.blank(cell.style), x: x, y: y, clip: writable) }
                        continue
                    }
                    frame.set(cell, x: x, y: y, clip: writable)
                }
            }
        }
    }
}
