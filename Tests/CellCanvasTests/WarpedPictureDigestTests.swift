import Testing
import TerminalHarness
@testable import CellCanvas

/// Pictures resampled through warped quads draw exactly the cells they drew before the
/// sampler was made faster (issue 25 item 8): random pictures on random cards through
/// random trapezoids (a cover flow card turning) and skewed quads, in every symbol set,
/// opaque and faded, each frame reduced to a digest of its cells. The digests were
/// recorded from the sampler as it was at commit 60c5fb0; a change that draws other cells
/// must say why and record them again (the test prints them).
@Suite("Warped picture digests")
struct WarpedPictureDigestTests {
    static let style = CardStyle(border: .plain, borderGlyphs: .rounded, title: .plain, body: .plain)

    /// Scenario `seed`'s frame: a random picture on a card with a title, drawn through a
    /// random quad into a 90×40 frame.
    static func frame(seed: UInt64) -> CellBuffer {
        var random = SeededGenerator(seed: seed)
        let width = Int.random(in: 5...400, using: &random), height = Int.random(in: 5...300, using: &random)
        // Smooth ramps with noise on top: flat runs, gentle slopes and sharp steps all occur.
        let rgb = (0..<(width * height * 3)).map { index -> UInt8 in
            let pixel = index / 3, x = pixel % width, y = pixel / width
            let ramp = (x * 255 / max(width - 1, 1) + y * 97 / max(height - 1, 1) * (index % 3 + 1)) % 256
            return UInt8(truncatingIfNeeded: ramp + (Int.random(in: 0..<8, using: &random) == 0 ? Int.random(in: 0...255, using: &random) : 0))
        }
        let picture = PixelPicture(width: width, height: height, rgb: rgb)
        let symbols = BlockSymbols.allCases[Int(seed % 3)]
        let left = Double.random(in: 0...20, using: &random), right = left + Double.random(in: 8...65, using: &random)
        let top = Double.random(in: 0...6, using: &random), bottom = top + Double.random(in: 8...33, using: &random)
        let slant = Double.random(in: -0.3...0.3, using: &random) * (bottom - top)
        let skew = seed % 4 == 3 ? Double.random(in: -6...6, using: &random) : 0
        let quad = Quad(topLeft: SubcellPoint(x: left + skew, y: top + max(slant, 0)),
                        topRight: SubcellPoint(x: right + skew, y: top + max(-slant, 0)),
                        bottomRight: SubcellPoint(x: right, y: bottom - max(-slant, 0)),
                        bottomLeft: SubcellPoint(x: left, y: bottom - max(slant, 0)))
        let projection = CardProjection(quad: quad)
        let size = projection.contentSize
        var card = CellBuffer(size: size)
        CardView(title: "card \(seed)", blocks: [], style: style).draw(in: card.bounds, on: &card)
        card.place(picture, in: Rect(x: 1, y: min(3, max(size.rows - 2, 0)), width: max(size.columns - 2, 0), height: max(size.rows - 4, 0)),
                   symbols: symbols)
        var frame = CellBuffer(size: Size(columns: 90, rows: 40))
        let alpha = seed % 5 == 4 ? 0.7 : 1
        ProjectionRasterizer(isColorEnabled: true).draw(card, style: style, through: projection, alpha: alpha, into: &frame)
        return frame
    }

    static let recorded: [UInt64] = [
        0x422148624c2a9710, 0x3de2d94ba3958cf, 0xd31d226e8130fb5f, 0xfb0e8e059c034d27,
        0x374939416bbbab37, 0x9619cbc15a4be697, 0xb996d8935cbe510a, 0x1d9308f57f4cb98c,
        0x2742f6ad0930fd0b, 0x2dba2efcab013137, 0x21870b5b9f14d3bf, 0x681432e8f374b4bf
    ]

    @Test("random pictures through random quads draw the cells they drew before")
    func sameCells() {
        let frames = (0..<12).map { Self.frame(seed: UInt64($0)) }
        let digests = frames.map(CellDigest.of)
        #expect(digests == Self.recorded, "digests now: \(digests.map { "0x" + String($0, radix: 16) }.joined(separator: ", "))")
        let pictureCells = frames.map { $0.cells.count { $0.style.attributes.contains(.picture) } }
        #expect(pictureCells.filter { $0 > 100 }.count >= 9, "most scenarios resample a picture: \(pictureCells)")
    }
}
