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
