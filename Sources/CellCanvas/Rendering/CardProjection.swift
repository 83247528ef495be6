/// How a card goes through its projected quad: the size to draw it at (so its text is
/// laid out again for the space it really has), the detail that size can carry, and
/// whether it is warped into the quad or, when turned in the screen plane, kept upright.
///
/// Glyphs cannot turn, so a card the quad turns by more than `uprightThreshold` (wheel
/// spokes) is drawn as a turned outline with its text upright in the largest
/// axis-aligned area that fits inside (icarousel-spec §7).
public struct CardProjection: Sendable, Equatable {
    /// How the card meets the quad.
    public enum Mode: Sendable, Equatable {
        /// The card's cells are mapped into the quad.
        case warped
        /// The quad is drawn as a turned outline; the card's inside is copied unwarped
        /// into `textArea`, the cells of an upright rectangle within the quad.
        case upright(textArea: Rect)
    }

    /// The in-plane turn above which a card is drawn upright: tan 4°, as a slope.
    public static let uprightThreshold = 0.0699
    /// The largest size a card is laid out at, however near the eye it comes.
    public static let defaultSizeLimit = Size(columns: 512, rows: 256)

    /// The projected corners.
    public let quad: Quad
    /// How many columns tall a row looks.
    public let cellAspectRatio: Double
    /// Warped or upright.
    public let mode: Mode
    /// The size to draw the card at before it goes through the quad.
    public let contentSize: Size
    /// The detail a card of `contentSize` can carry.
    public let detail: CardDetail

    /// Plans the projection of a card onto `quad`. `sizeLimit` caps `contentSize` for
    /// cards so near the eye that their quad is far larger than the screen: pass the
    /// frame's size, so no card is laid out larger than anything that can be seen of it
    /// (a larger card is then spread out over its quad, never repeated).
    public init(quad: Quad, cellAspectRatio: Double = 2, sizeLimit: Size = Self.defaultSizeLimit) {
        self.quad = quad
        let aspect = cellAspectRatio.isFinite && cellAspectRatio > 0 ? cellAspectRatio : 2
        self.cellAspectRatio = aspect
        guard quad.isFinite, quad.signedDoubleArea != 0 else {
            mode = .warped
            contentSize = Size(columns: 0, rows: 0)
            detail = .frameOnly
            return
        }
        if Self.isTurned(quad, aspect: aspect) {
            let area = Self.uprightArea(in: quad, aspect: aspect)
            mode = .upright(textArea: area)
            // Even with no room for text, the turned outline is still drawn.
            contentSize = Size(columns: min(max(area.width, 1), sizeLimit.columns),
                               rows: min(max(area.height, 1), sizeLimit.rows))
        } else {
            mode = .warped
            // Laid out for the shorter sides, one cell per cell along the text grid's
            // guides: no letter or row is lost anywhere; the longer sides get blank room.
            let (columns, rows) = Self.cellsAlongGuides(of: quad)
            contentSize = Size(columns: min(max(columns, 1), sizeLimit.columns), rows: min(max(rows, 1), sizeLimit.rows))
        }
        detail = CardDetail(size: contentSize)
    }

    /// The same projection moved by whole cells: its content size and detail are the same,
    /// its quad (and upright text area) moved by `offset`.
    public func moved(by offset: Point) -> CardProjection {
        func moved(_ point: SubcellPoint) -> SubcellPoint {
            SubcellPoint(x: point.x + Double(offset.x), y: point.y + Double(offset.y))
        }
        let quad = Quad(topLeft: moved(self.quad.topLeft), topRight: moved(self.quad.topRight),
                        bottomRight: moved(self.quad.bottomRight), bottomLeft: moved(self.quad.bottomLeft))
        var mode = self.mode
        if case .upright(let area) = mode {
            mode = .upright(textArea: Rect(x: area.x + offset.x, y: area.y + offset.y, width: area.width, height: area.height))
        }
        return CardProjection(quad: quad, cellAspectRatio: cellAspectRatio, mode: mode, contentSize: contentSize, detail: detail)
    }

    private init(quad: Quad, cellAspectRatio: Double, mode: Mode, contentSize: Size, detail: CardDetail) {
        self.quad = quad
        self.cellAspectRatio = cellAspectRatio
        self.mode = mode
        self.contentSize = contentSize
        self.detail = detail
    }

    /// True when there is something to draw.
    public var isVisible: Bool { contentSize.area > 0 }

    /// True when the card is warped into its quad, rather than shown cell for cell (an
    /// upright rectangle of exactly `contentSize`) or upright: what it draws is resampled.
    public var warpsCells: Bool {
        guard mode == .warped else { return false }
        return !Self.isCellForCell(quad, size: contentSize)
    }

    /// Whether `quad` is an upright rectangle of `size`: cells land cell for cell.
    static func isCellForCell(_ quad: Quad, size: Size) -> Bool {
        func same(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-6 }
        return same(quad.topLeft.y, quad.topRight.y) && same(quad.bottomLeft.y, quad.bottomRight.y)
            && same(quad.topLeft.x, quad.bottomLeft.x) && same(quad.topRight.x, quad.bottomRight.x)
            && same(quad.topRight.x - quad.topLeft.x, Double(size.columns)) && same(quad.bottomLeft.y - quad.topLeft.y, Double(size.rows))
    }

    // MARK: Planning

    /// How many cell centres lie on the card along the text grid's guide row (columns)
    /// and guide column (rows). Quads wider than `guideScanLimit` cells are measured
    /// between their corners instead; they are capped by the size limit anyway.
    private static func cellsAlongGuides(of quad: Quad) -> (columns: Int, rows: Int) {
        let bounds = quad.boundingCells
        guard bounds.width <= guideScanLimit, bounds.height <= guideScanLimit else {
            return (cellsCovered(from: quad.topLeft.x, to: quad.topRight.x),
                    cellsCovered(from: quad.topLeft.y, to: quad.bottomLeft.y))
        }
        let mapping = QuadMapping(quad)
        let guide = TextGrid.guides(for: quad)
        var columns = 0, rows = 0
        for x in bounds.minX..<bounds.maxX {
            if let u = mapping.cardCoordinates(of: SubcellPoint(x: Double(x) + 0.5, y: guide.y))?.u, u >= 0, u < 1 {
                columns += 1
            }
        }
        for y in bounds.minY..<bounds.maxY {
            if let v = mapping.cardCoordinates(of: SubcellPoint(x: guide.x, y: Double(y) + 0.5))?.v, v >= 0, v < 1 {
                rows += 1
            }
        }
        return (columns, rows)
    }

    /// The widest quad whose guides are scanned cell by cell.
    private static let guideScanLimit = 4096

    /// How many cell centres lie between two coordinates, in either order.
    private static func cellsCovered(from a: Double, to b: Double) -> Int {
        let low = min(a, b), high = max(a, b)
        let limit = Double(1 << 20)
        let first = min(max((low - 0.5).rounded(.up), -limit), limit)
        let last = min(max((high - 0.5).rounded(.up), -limit), limit)
        return Int(last - first)
    }

    /// True when the card's across direction leans more than the threshold: a turn in
    /// the screen plane, not the symmetric slant of a card turned about its axis.
    private static func isTurned(_ quad: Quad, aspect: Double) -> Bool {
        var dx = (quad.topRight.x - quad.topLeft.x + quad.bottomRight.x - quad.bottomLeft.x) / 2
        let dy = (quad.topRight.y - quad.topLeft.y + quad.bottomRight.y - quad.bottomLeft.y) / 2 * aspect
        if quad.signedDoubleArea < 0 { dx = -dx }     // a card seen from behind runs right to left
        return dx <= 0 || abs(dy) > dx * uprightThreshold
    }

    /// The cells of the largest upright rectangle, with the card's proportions, that is
    /// centred on the quad and fits inside it.
    private static func uprightArea(in quad: Quad, aspect: Double) -> Rect {
        func length(_ a: SubcellPoint, _ b: SubcellPoint) -> Double {
            let dx = b.x - a.x, dy = (b.y - a.y) * aspect
            return (dx * dx + dy * dy).squareRoot()
        }
        let width = (length(quad.topLeft, quad.topRight) + length(quad.bottomLeft, quad.bottomRight)) / 2
        let height = (length(quad.topLeft, quad.bottomLeft) + length(quad.topRight, quad.bottomRight)) / 2 / aspect
        let center = quad.center
        func fits(_ scale: Double) -> Bool {
            let halfWidth = width * scale / 2, halfHeight = height * scale / 2
            return [(-1.0, -1.0), (1, -1), (1, 1), (-1, 1)].allSatisfy { sx, sy in
                quad.contains(SubcellPoint(x: center.x + sx * halfWidth, y: center.y + sy * halfHeight))
            }
        }
        var low = 0.0, high = 1.0
        for _ in 0..<24 {
            let middle = (low + high) / 2
            if fits(middle) { low = middle } else { high = middle }
        }
        let halfWidth = width * low / 2, halfHeight = height * low / 2
        let limit = Double(1 << 20)
        func cell(_ value: Double) -> Int { Int(min(max(value, -limit), limit)) }
        let minX = cell((center.x - halfWidth - 0.5).rounded(.up))
        let maxX = cell((center.x + halfWidth - 0.5).rounded(.up))
        let minY = cell((center.y - halfHeight - 0.5).rounded(.up))
        let maxY = cell((center.y + halfHeight - 0.5).rounded(.up))
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
