/// Draws cards through their projected quads into a frame (DESIGN §4).
///
/// Every frame cell whose centre lies inside the quad (and the clip) takes the card
/// cell it maps to; no other cell is written. The card is expected to have been drawn
/// at the projection's `contentSize`, so its text was laid out for the space it really
/// has. The quad's outer ring of cells always shows the card's frame (the cells a card
/// edge passes snap to that edge of the card), so a slanted edge stays closed. A wide
/// glyph lands whole or as a space, never split. Pictures placed on the card are sampled
/// afresh through the quad at sub-cell resolution (`PictureSampler`) where it warps them.
/// Alpha below 1 fades the card (see
/// `Fade`), below `Fade.seeThroughThreshold` only its frame is drawn (nothing where its
/// edge cells are empty, as a frameless view's are), and alpha 0 draws nothing. Call it
/// back to front.
public struct ProjectionRasterizer: Sendable, Equatable {
    /// How partly transparent cards are shown.
    public var fade: Fade

    /// A rasterizer fading with `fade`.
    public init(fade: Fade) {
        self.fade = fade
    }

    /// A rasterizer that fades by blending colours, or by dimming only when
    /// `isColorEnabled` is false (`NO_COLOR`).
    public init(isColorEnabled: Bool) {
        self.init(fade: Fade(isColorEnabled: isColorEnabled))
    }

    /// Draws the front of a card. `card` is the card drawn at `projection.contentSize`
    /// (with `projection.detail` applied); `style` is its look, used for the outline
    /// and the fill when the card is drawn upright. Where `occlusion` says a layer nearer
    /// than `layer` writes a cell and the one after it, a warped card writes nothing there;
    /// where it writes only the cell, the card's pictures are not resampled there (a blank
    /// stands in, written over later).
    public func draw(_ card: CellBuffer, style: CardStyle, through projection: CardProjection, alpha: Double,
                     into frame: inout CellBuffer, clip: Rect? = nil, occlusion: Occlusion? = nil, layer: Int = 0) {
        switch projection.mode {
        case .warped:
            warp(card, through: projection, alpha: alpha, into: &frame, clip: clip, occlusion: occlusion, layer: layer)
        case .upright(let textArea):
            drawUpright(card, textArea: textArea, style: style, fill: .blank(style.body),
                        through: projection, alpha: alpha, into: &frame, clip: clip)
        }
    }

    /// Draws the back of a card (its frame filled with a pattern, no text), for a card
    /// turned away from the viewer while back faces are shown.
    public func drawBack(style: CardStyle, through projection: CardProjection, alpha: Double,
                         into frame: inout CellBuffer, clip: Rect? = nil) {
        let back = CardBack(style: style)
        switch projection.mode {
        case .warped:
            var card = CellBuffer(size: projection.contentSize)
            back.draw(in: card.bounds, on: &card)
            warp(card, through: projection, alpha: alpha, into: &frame, clip: clip)
        case .upright:
            drawUpright(CellBuffer(size: Size(columns: 0, rows: 0)), textArea: Rect(x: 0, y: 0, width: 0, height: 0),
                        style: style, fill: Cell(back.pattern, style: style.border),
                        through: projection, alpha: alpha, into: &frame, clip: clip)
        }
    }

    /// Whether a card at `alpha` writes every cell whose centre its quad covers (so it
    /// may occlude the cards behind it, `Occlusion`): not when faded past see-through.
    public func writesEveryCoveredCell(alpha: Double) -> Bool {
        alpha > 0 && alpha >= fade.seeThroughThreshold
    }

    // MARK: Phases

    /// The cells that may be written, and the coverage around them; nil when nothing can be drawn.
    private func prepare(_ projection: CardProjection, alpha: Double, frame: CellBuffer,
                         clip: Rect?) -> (writable: Rect, coverage: QuadCoverage)? {
        guard alpha > 0, projection.isVisible else { return nil }
        let bounds = (clip ?? frame.bounds).intersection(frame.bounds)
        let writable = projection.quad.boundingCells.intersection(bounds)
        guard !writable.isEmpty else { return nil }
        return (writable, QuadCoverage(projection.quad, over: writable.insetBy(dx: -1, dy: -1)))
    }

    /// Maps each covered cell to the card cell under it; the outer ring snaps to the card's frame.
    private func warp(_ card: CellBuffer, through projection: CardProjection, alpha: Double,
                      into frame: inout CellBuffer, clip: Rect?, occlusion: Occlusion? = nil, layer: Int = 0) {
        guard let (writable, coverage) = prepare(projection, alpha: alpha, frame: frame, clip: clip),
              card.size.area > 0 else { return }
        let columns = card.size.columns, rows = card.size.rows
        var styles = FadedStyles(fade: fade, alpha: alpha)
        let grid = TextGrid(projection.quad, columns: writable.minX..<writable.maxX, rows: writable.minY..<writable.maxY)
        let seesThrough = alpha < fade.seeThroughThreshold
        var pictures = PictureSampler(card: card, quad: projection.quad, columns: writable.minX..<writable.maxX)

        for y in writable.minY..<writable.maxY {
            var x = writable.minX
            while x < writable.maxX {
                // A nearer card writes this cell and the next (which a wide glyph here would
                // reach): whatever this card wrote is written over, wide glyphs it would break
                // broken the same way then, so it writes nothing.
                if occlusion?.isHidden(x: x, y: y, under: layer) == true,
                   x + 1 >= writable.maxX || occlusion?.isHidden(x: x + 1, y: y, under: layer) == true {
                    x += 1
                    continue
                }
                guard let point = coverage.cardCoordinates(x: x, y: y) else {
                    x += 1
                    continue
                }
                var column = min(Int(point.u * Double(columns)), columns - 1)
                var row = min(Int(point.v * Double(rows)), rows - 1)
                let crossed = coverage.crossings(x: x, y: y)
                let acrossEdge = crossed.contains(.left) != crossed.contains(.right)
                let downEdge = crossed.contains(.top) != crossed.contains(.bottom)
                if acrossEdge {
                    column = crossed.contains(.left) ? 0 : columns - 1
                    if !downEdge, rows > 2 { row = min(max(row, 1), rows - 2) }   // a side, never a corner
                }
                if downEdge {
                    row = crossed.contains(.top) ? 0 : rows - 1
                    if !acrossEdge, columns > 2 { column = min(max(column, 1), columns - 2) }
                }

                if crossed.isEmpty {
                    // Inside: the text grid; the frame ring is left to the edge cells; a card
                    // faded past see-through keeps only its frame.
                    if seesThrough {
                        x += 1
                        continue
                    }
                    let cell = grid[x, y]
                    let hidden = occlusion?.isHidden(x: x, y: y, under: layer) ?? false
                    if let picture = pictures?.cell(x: x, y: y, at: point, gridPoint: (cell.u, cell.v), steps: (cell.du, cell.dv),
                                                    sampling: !hidden) {
                        // A picture, where the quad itself puts it: sampled afresh through it.
                        frame.set(Cell(glyph: picture.glyph, style: styles[picture.style]), x: x, y: y, clip: writable)
                        x += 1
                        continue
                    }
                    let inside = cell.u >= 0 && cell.u < 1 && cell.v >= 0 && cell.v < 1
                    if inside {
                        column = min(Int(cell.u * Double(columns)), columns - 1)
                        row = min(Int(cell.v * Double(rows)), rows - 1)
                    }
                    let onFrame = column == 0 || column == columns - 1 || row == 0 || row == rows - 1
                    if !inside || onFrame || !isNearest((cell.u, cell.v), column: column, row: row, card: card.size,
                                                        steps: (cell.du, cell.dv)) {
                        frame.set(.blank(styles[card[column, row].style]), x: x, y: y, clip: writable)
                        x += 1
                        continue
                    }
                }
                // A wide glyph needs the next cell too, and inside the frame it may not cover the frame.
                let source = card[column, row]
                // Seen through, a card is its frame; a view without one (a slide) leaves nothing.
                if seesThrough && source == .blank {
                    x += 1
                    continue
                }
                if source.width == 2, x + 1 < writable.maxX, coverage.covers(x: x + 1, y: y),
                   !crossed.isEmpty || !coverage.isEdge(x: x + 1, y: y) {
                    frame.set(Cell(glyph: source.glyph, width: 2, style: styles[source.style]), x: x, y: y, clip: writable)
                    x += 2
                    continue
                }
                let cell = source.width == 1 ? source : Cell.blank(source.style)
                frame.set(Cell(glyph: cell.glyph, style: styles[cell.style]), x: x, y: y, clip: writable)
                x += 1
            }
        }
    }

    /// False when the card is magnified here (it was laid out smaller than its quad, as
    /// a card larger than the screen is) and another frame cell lies nearer the centre
    /// of the card cell sampled: that cell shows it, this one stays blank, so a magnified
    /// card spreads its glyphs out instead of repeating them.
    private func isNearest(_ point: (u: Double, v: Double), column: Int, row: Int, card: Size,
                           steps: (du: Double, dv: Double)) -> Bool {
        func nearest(_ position: Double, index: Int, count: Int, step: Double) -> Bool {
            let step = abs(step)
            guard step * Double(count) < 0.999 else { return true }
            let center = (Double(index) + 0.5) / Double(count)
            return center >= position - step / 2 && center < position + step / 2
        }
        return nearest(point.u, index: column, count: card.columns, step: steps.du)
            && nearest(point.v, index: row, count: card.rows, step: steps.dv)
    }

    /// Draws the quad as an outline along its edges, filled with `fill`, and copies the
    /// inside of `card` upright into `textArea` (its own frame ring left out).
    private func drawUpright(_ card: CellBuffer, textArea: Rect, style: CardStyle, fill: Cell,
                             through projection: CardProjection, alpha: Double,
                             into frame: inout CellBuffer, clip: Rect?) {
        guard let (writable, coverage) = prepare(projection, alpha: alpha, frame: frame, clip: clip) else { return }
        let inside = textArea.insetBy(dx: 1, dy: 1)
        let edges = QuadEdges(projection.quad, aspect: projection.cellAspectRatio)
        var styles = FadedStyles(fade: fade, alpha: alpha)

        func isText(_ x: Int, _ y: Int) -> Bool {
            inside.contains(Point(x: x, y: y)) && x < writable.maxX && coverage.covers(x: x, y: y)
                && !coverage.isEdge(x: x, y: y)
        }

        for y in writable.minY..<writable.maxY {
            var x = writable.minX
            while x < writable.maxX {
                guard coverage.covers(x: x, y: y) else {
                    x += 1
                    continue
                }
                if coverage.isEdge(x: x, y: y) {
                    let glyph = edges.glyph(nearestTo: .centerOfCell(x: x, y: y))
                    frame.set(Cell(glyph, style: styles[style.border]), x: x, y: y, clip: writable)
                    x += 1
                    continue
                }
                if alpha < fade.seeThroughThreshold {
                    x += 1
                    continue
                }
                guard isText(x, y) else {
                    frame.set(Cell(glyph: fill.glyph, style: styles[fill.style]), x: x, y: y, clip: writable)
                    x += 1
                    continue
                }
                let source = card[x - textArea.x, y - textArea.y]
                if source.width == 2, isText(x + 1, y) {
                    frame.set(Cell(glyph: source.glyph, width: 2, style: styles[source.style]), x: x, y: y, clip: writable)
                    x += 2
                    continue
                }
                let cell = source.width == 1 ? source : Cell.blank(source.style)
                frame.set(Cell(glyph: cell.glyph, style: styles[cell.style]), x: x, y: y, clip: writable)
                x += 1
            }
        }
    }
}
