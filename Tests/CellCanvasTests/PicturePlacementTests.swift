import Testing
@testable import CellCanvas

/// Pictures placed over cells: they hold while their cells do, ride along with copies and
/// pastes (cut to what shows), and go when something is drawn over them.
@Suite("Picture placements")
struct PicturePlacementTests {
    static let picture = PixelPicture(width: 40, height: 20, rgb: [UInt8](repeating: 128, count: 40 * 20 * 3))

    /// A buffer with the picture's stand-in symbols over `frame` and the picture placed there.
    static func placed(in size: Size, frame: Rect, clip: Rect? = nil) -> CellBuffer {
        var buffer = CellBuffer(size: size)
        buffer.fill(frame, with: Cell("▚", style: Style(foreground: .rgb(1, 2, 3), background: .rgb(4, 5, 6))), clip: clip)
        buffer.place(picture, in: frame, clip: clip)
        return buffer
    }

    @Test("a placement holds while its cells stay; a cell drawn over it ends it")
    func intactUntilDrawnOver() {
        var buffer = Self.placed(in: Size(columns: 20, rows: 10), frame: Rect(x: 2, y: 1, width: 10, height: 5))
        #expect(buffer.intactPictures.count == 1)
        buffer.write("x", x: 0, y: 0, style: .plain)
        #expect(buffer.intactPictures.count == 1, "outside it")
        buffer.write("?", x: 11, y: 5, style: .plain)
        #expect(buffer.intactPictures.isEmpty, "over its last cell")
    }

    @Test("cut by the buffer's edge or a clip: the part that shows, and the picture's pixels it shows")
    func cropped() throws {
        let buffer = Self.placed(in: Size(columns: 20, rows: 10), frame: Rect(x: 15, y: 2, width: 10, height: 5),
                                 clip: Rect(x: 0, y: 3, width: 20, height: 10))
        let placement = try #require(buffer.intactPictures.first)
        #expect(placement.visible == Rect(x: 15, y: 3, width: 5, height: 4))
        // Half of the columns, the last four of five rows of a 40×20 picture.
        #expect(placement.sourceCrop == Rect(x: 0, y: 4, width: 20, height: 16))
    }

    @Test("a copy and a paste carry it along, moved and cut to what they keep")
    func copiesAndPastes() throws {
        let card = Self.placed(in: Size(columns: 12, rows: 7), frame: Rect(x: 1, y: 1, width: 10, height: 5))
        var screen = CellBuffer(size: Size(columns: 30, rows: 10))
        screen.paste(card, at: Point(x: 24, y: 2))
        let pasted = try #require(screen.intactPictures.first)
        #expect(pasted.frame == Rect(x: 25, y: 3, width: 10, height: 5))
        #expect(pasted.visible == Rect(x: 25, y: 3, width: 5, height: 5))
        let copy = screen.copy(of: Rect(x: 20, y: 0, width: 10, height: 10))
        #expect(copy.intactPictures.first?.visible == Rect(x: 5, y: 3, width: 5, height: 5))
        #expect(copy.intactPictures.first?.frame == Rect(x: 5, y: 3, width: 10, height: 5))
    }

    @Test("filling or pasting over it takes it away; a picture drawn over since is not carried")
    func replaced() {
        var screen = CellBuffer(size: Size(columns: 30, rows: 10))
        screen.paste(Self.placed(in: Size(columns: 12, rows: 7), frame: Rect(x: 1, y: 1, width: 10, height: 5)), at: Point(x: 0, y: 0))
        #expect(screen.pictures.count == 1)
        screen.fill(Rect(x: 5, y: 5, width: 1, height: 1), with: .blank)
        #expect(screen.pictures.isEmpty)
        var spoiled = Self.placed(in: Size(columns: 12, rows: 7), frame: Rect(x: 1, y: 1, width: 10, height: 5))
        spoiled.write("!", x: 3, y: 3, style: .plain)
        screen.paste(spoiled, at: Point(x: 0, y: 0))
        #expect(screen.pictures.isEmpty)
    }

    @Test("a projection adopts pictures only where the cells came through unchanged")
    func adoption() {
        let content = Self.placed(in: Size(columns: 12, rows: 7), frame: Rect(x: 1, y: 1, width: 10, height: 5))
        let screen = CellBuffer(size: Size(columns: 40, rows: 12))
        var exact = CellBuffer(size: screen.size)
        // Drawn cell for cell (as an unwarped projection does), with no pictures of its own.
        for y in 0..<content.size.rows {
            for x in 0..<content.size.columns { exact.set(content[x, y], x: x + 3, y: y + 2) }
        }
        exact.adoptPictures(of: content, drawnAt: Point(x: 3, y: 2), clip: exact.bounds)
        #expect(exact.intactPictures.map(\.visible) == [Rect(x: 4, y: 3, width: 10, height: 5)])
        // A cell off (the projection rounded the corner the other way): found where it is.
        var rounded = CellBuffer(size: screen.size)
        for y in 0..<content.size.rows {
            for x in 0..<content.size.columns { rounded.set(content[x, y], x: x + 4, y: y + 2) }
        }
        rounded.adoptPictures(of: content, drawnAt: Point(x: 3, y: 2), clip: rounded.bounds)
        #expect(rounded.intactPictures.map(\.visible) == [Rect(x: 5, y: 3, width: 10, height: 5)])
        // Cells that are not the content's (warped into others): stays symbols.
        var warped = CellBuffer(size: screen.size)
        for y in 0..<content.size.rows {
            for x in 0..<content.size.columns { warped.set(content[x, y], x: x + 3 + y / 3, y: y + 2) }
        }
        warped.adoptPictures(of: content, drawnAt: Point(x: 3, y: 2), clip: warped.bounds)
        #expect(warped.pictures.isEmpty)
        // Cut by the clip: not adopted (a projected card shows whole or as symbols).
        var clipped = exact
        clipped.adoptPictures(of: content, drawnAt: Point(x: 3, y: 2), clip: Rect(x: 0, y: 0, width: 8, height: 12))
        #expect(clipped.pictures.count == 1, "only the one adopted before")
    }
}

/// Pictures through a warping projection: sampled afresh at sub-cell resolution, not the
/// card's cells moved about.
@Suite("Pictures through projections")
struct PictureProjectionTests {
    static let red = (UInt8(220), UInt8(0), UInt8(0)), blue = (UInt8(0), UInt8(0), UInt8(220))

    /// A card whose picture is red on its left half and blue on its right, placed, drawn
    /// through a trapezoid (its right edge shorter: turned away).
    static func warped(placed: Bool) -> CellBuffer {
        let width = 32, height = 12
        let rgb = (0..<(width * height)).flatMap { index -> [UInt8] in
            let color = index % width < width / 2 ? red : blue
            return [color.0, color.1, color.2]
        }
        let picture = PixelPicture(width: width, height: height, rgb: rgb)
        var card = CellBuffer(size: Size(columns: 30, rows: 12))
        let area = Rect(x: 2, y: 2, width: 26, height: 8)
        // The card's own cells of the picture: a different colour, so a copy would show.
        card.fill(area, with: Cell(" ", style: Style(background: .rgb(0, 200, 0))))
        if placed { card.place(picture, in: area) }
        let quad = Quad(topLeft: SubcellPoint(x: 5, y: 2), topRight: SubcellPoint(x: 40, y: 5),
                        bottomRight: SubcellPoint(x: 40, y: 13), bottomLeft: SubcellPoint(x: 5, y: 16))
        var frame = CellBuffer(size: Size(columns: 50, rows: 20))
        ProjectionRasterizer(isColorEnabled: true).draw(card, style: CardStyle(border: .plain, borderGlyphs: .rounded, title: .plain, body: .plain), through: CardProjection(quad: quad), alpha: 1, into: &frame)
        return frame
    }

    static func colors(of cell: Cell) -> [Color] { [cell.style.foreground, cell.style.background] }

    @Test("each row: red on the left, blue on the right, split where the picture's middle lands; never the card's own cells")
    func sampled() {
        let frame = Self.warped(placed: true)
        var pictureRows = 0, bothRows = 0
        for y in 0..<frame.size.rows {
            let cells = (0..<frame.size.columns).map { frame[$0, y] }
            let kinds = cells.map { cell -> Int? in
                let colors = Self.colors(of: cell)
                let red = colors.contains(.rgb(220, 0, 0)), blue = colors.contains(.rgb(0, 0, 220))
                return red && blue ? 1 : red ? 0 : blue ? 2 : nil
            }.compactMap { $0 }
            #expect(!cells.contains { Self.colors(of: $0).contains(.rgb(0, 200, 0)) }, "row \(y) shows the card's own picture cells")
            guard !kinds.isEmpty else { continue }
            pictureRows += 1
            #expect(kinds == kinds.sorted(), "row \(y): red, then the split, then blue")
            if kinds.contains(0) && kinds.contains(2) { bothRows += 1 }
        }
        // The picture's slanted top and bottom edges: the red half reaches rows the blue does not.
        #expect(pictureRows >= 8 && bothRows >= 6)
    }

    @Test("a card without placed pictures is warped cell for cell, as before")
    func unplaced() {
        let frame = Self.warped(placed: false)
        #expect(frame.cells.contains { Self.colors(of: $0).contains(.rgb(0, 200, 0)) })
    }
}
