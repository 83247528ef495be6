/// Which cells of a frame nearer cards will draw over, for cards drawn back to front
/// (`ProjectionRasterizer`): each cell holds the nearest layer (counted from the back) sure
/// to write it. A card under a nearer one need not resample its pictures where it will be
/// covered — the costliest part of a frame of cover flow, whose side cards stack — since
/// whatever it writes there is written over.
///
/// Only cells a card surely writes are marked: those whose centre lies inside its quad by a
/// margin, of a convex quad (the rasterizer writes every cell whose centre its quad covers,
/// unless the card is faded past see-through, which its caller checks first).
public struct Occlusion: Sendable {
    /// The cells tracked, in frame coordinates.
    public let area: Rect
    /// By cell of `area`, row by row: the nearest layer writing it; -1 for none.
    private var layers: [Int32]

    /// How far inside a quad's edges a cell centre must lie to count, in cells: far more
    /// than the rounding of the rasterizer's own mapping, far less than a cell.
    static let margin = 0.01

    /// No cell covered yet, over `area`.
    public init(area: Rect) {
        self.area = area
        layers = Array(repeating: -1, count: max(area.width, 0) * max(area.height, 0))
    }

    /// Marks the cells of `area` whose centres `quad` surely covers as written by `layer`
    /// (a nearer layer, a larger number, keeps a cell). A quad that is not convex marks nothing.
    public mutating func add(_ quad: Quad, layer: Int) {
        let corners = quad.corners
        guard quad.isFinite, let layer = Int32(exactly: layer) else { return }
        // The edges in order, oriented so that inside is on the left of each (either winding).
        let winding = quad.signedDoubleArea > 0 ? 1.0 : -1.0
        var edges: [Edge] = []
        edges.reserveCapacity(4)
        for index in 0..<4 {
            let from = corners[index], to = corners[(index + 1) % 4]
            let dx = to.x - from.x, dy = to.y - from.y
            let length = (dx * dx + dy * dy).squareRoot()
            guard length > 0 else { return }
            edges.append((from.x, from.y, dx, dy, length))
        }
        // Convex: every corner turns the same way as the whole.
        for index in 0..<4 {
            let a = edges[index], b = edges[(index + 1) % 4]
            guard (a.dx * b.dy - a.dy * b.dx) * winding > 0 else { return }
        }
        let cells = quad.boundingCells.intersection(area)
        guard !cells.isEmpty else { return }
        let margin = Self.margin
        edges.withUnsafeBufferPointer { edges in
            layers.withUnsafeMutableBufferPointer { layers in
                for y in cells.minY..<cells.maxY {
                    let centerY = Double(y) + 0.5
                    var index = (y - area.minY) * area.width + (cells.minX - area.minX)
                    for x in cells.minX..<cells.maxX {
                        let centerX = Double(x) + 0.5
                        if layers[index] < layer, Self.isInside(centerX, centerY, edges: edges, winding: winding, margin: margin) {
                            layers[index] = layer
                        }
                        index += 1
                    }
                }
            }
        }
    }

    /// Whether the point (`x`, `y`) lies on the inner side of every edge, by more than `margin`.
    @inline(__always)
    private static func isInside(_ x: Double, _ y: Double, edges: UnsafeBufferPointer<Edge>, winding: Double, margin: Double) -> Bool {
        for edge in edges where !((edge.dx * (y - edge.y) - edge.dy * (x - edge.x)) * winding > margin * edge.length) {
            return false
        }
        return true
    }

    /// A quad's edge: where it starts, its direction and its length.
    private typealias Edge = (x: Double, y: Double, dx: Double, dy: Double, length: Double)

    /// Whether a layer nearer than `layer` writes the cell at (`x`, `y`). Asked for every
    /// cell a card writes: always inlined.
    @inline(__always)
    public func isHidden(x: Int, y: Int, under layer: Int) -> Bool {
        guard x >= area.minX, x < area.maxX, y >= area.minY, y < area.maxY else { return false }
        return Int(layers[(y - area.minY) * area.width + (x - area.minX)]) > layer
    }
}
