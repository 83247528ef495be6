import Testing
import CellCanvas
import TerminalHarness
@testable import SwipeComponents
@testable import SwipeTUI

/// Big titles in present mode: a slide's title (and `font_size` text) rendered with
/// FreeType from the font fontconfig finds, drawn in block symbols; ordinary text on a
/// small screen, without the font, or for glyphs the font lacks.
@Suite("Big titles")
struct BigTitleTests {
    static let large = Size(columns: 120, rows: 48)
    static let small = Size(columns: 80, rows: 24)
    /// Big letters here would be 5 rows, too few for lowercase letters to read.
    static let illegible = Size(columns: 120, rows: 40)

    /// The font the tests draw with: DejaVu Sans Bold, as `make deps-test` installs it.
    static let font: LetteringFont? = LetteringFont.find()

    static func letterer() throws -> Letterer {
        let font = try #require(Self.font, "fontconfig finds a font (fonts-dejavu-core)")
        #expect(font.path.hasSuffix("DejaVuSans-Bold.ttf"), "the goldens are drawn with DejaVu Sans Bold")
        return Letterer(font: font)
    }

    static let talk = """
        Big titles
        ===

        Body text under it.

        <!-- end_slide -->

        Sizes
        ===

        <!-- font_size: 3 -->
        Large

        <!-- end_slide -->

        漢字の題
        ===

        body
        """

    /// Block symbols of the quadrant and sextant sets (what big letters are drawn with).
    static func isBlockSymbol(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        return (0x2580...0x259F).contains(scalar.value) || (0x1FB00...0x1FB3B).contains(scalar.value)
    }

    static func symbolRows(_ buffer: CellBuffer) -> [Int] {
        buffer.renderedText().split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .filter { $0.element.contains(where: isBlockSymbol) }.map(\.offset)
    }

    @Test("a slide's title at 120×48 is drawn in big letters (golden); at 80×24 it is text (golden)")
    func titleGoldens() throws {
        let source = TalkSource(text: Self.talk)
        let big = source.drawSlide(0, step: 0, size: Self.large, letterer: try Self.letterer())
        #expect(GoldenFile.problem(with: big.renderedText(), goldenAt: Golden.path("big-title-120x48")) == nil)
        #expect(!big.renderedText().contains("Big titles"))
        #expect(Self.symbolRows(big).count >= SlideView.legibleLetteringRows - 1)
        #expect(big.renderedText().contains("Body text under it."))
        let text = source.drawSlide(0, step: 0, size: Self.small, letterer: try Self.letterer())
        #expect(GoldenFile.problem(with: text.renderedText(), goldenAt: Golden.path("big-title-too-small-80x24")) == nil)
        #expect(text.renderedText().contains("Big titles"))
        #expect(Self.symbolRows(text).isEmpty)
    }

    @Test("a 48-row terminal's slide (47 rows above the footer) has big letters; at 120×40 they would be illegible: text")
    func illegibleHeight() throws {
        let source = TalkSource(text: Self.talk)
        let letterer = try Self.letterer()
        let footed = source.drawSlide(0, step: 0, size: Size(columns: 120, rows: 47), letterer: letterer)
        #expect(!Self.symbolRows(footed).isEmpty)
        let title = source.drawSlide(0, step: 0, size: Self.illegible, letterer: letterer)
        #expect(title.renderedText().contains("Big titles"))
        #expect(Self.symbolRows(title).isEmpty)
        let sized = source.drawSlide(1, step: 0, size: Self.illegible, letterer: letterer)
        #expect(sized.renderedText().contains("Large"))
        #expect(Self.symbolRows(sized).isEmpty)
    }

    @Test("font_size: 2 (4 rows a line, under the legible height) is ordinary text even on a tall screen")
    func smallFontSize() throws {
        let talk = "Plain\n\n<!-- font_size: 2 -->\nSmallish words\n"
        let buffer = TalkSource(text: talk).drawSlide(0, step: 0, size: Self.large, letterer: try Self.letterer())
        #expect(buffer.renderedText().contains("Smallish words"))
        #expect(Self.symbolRows(buffer).isEmpty)
    }

    @Test("the letters are in the slide title's colour, bold; under NO_COLOR without colour, still in symbols")
    func colours() throws {
        let source = TalkSource(text: Self.talk)
        let letterer = try Self.letterer()
        let looks = Theme.standard(colorEnabled: true).focusedCard.looks
        let coloured = source.drawSlide(0, step: 0, size: Self.large, letterer: letterer)
        let row = try #require(Self.symbolRows(coloured).first)
        let inked = try #require((0..<Self.large.columns).map { coloured[$0, row] }.first { Self.isBlockSymbol($0.glyph.character) })
        #expect(inked.style.foreground == looks[.slideTitle].foreground)
        #expect(inked.style.attributes.contains(.bold))
        #expect(!inked.style.attributes.contains(.underline))
        let plain = source.drawSlide(0, step: 0, size: Self.large, colorEnabled: false, letterer: letterer)
        #expect(Self.symbolRows(plain) == Self.symbolRows(coloured))
        for y in 0..<Self.large.rows {
            for x in 0..<Self.large.columns {
                #expect(plain[x, y].style == plain[x, y].style.withoutColor)
            }
        }
    }

    @Test("text after font_size: 3 is big (6 rows a line); at 80×24 it is text")
    func fontSize() throws {
        let source = TalkSource(text: Self.talk)
        let big = source.drawSlide(1, step: 0, size: Self.large, letterer: try Self.letterer())
        let rendered = big.renderedText()
        #expect(!rendered.contains("Large"))
        // The title's six rows, a blank row, then the text's six (less the rows under the
        // baseline, blank without descenders).
        #expect(Self.symbolRows(big).count >= 10)
        let text = source.drawSlide(1, step: 0, size: Self.small, letterer: try Self.letterer())
        #expect(text.renderedText().contains("Large"))
        #expect(Self.symbolRows(text).isEmpty)
    }

    @Test("a title with glyphs the font lacks (CJK) is ordinary text")
    func missingGlyphs() throws {
        let letterer = try Self.letterer()
        let buffer = TalkSource(text: Self.talk).drawSlide(2, step: 0, size: Self.large, letterer: letterer)
        #expect(buffer.renderedText().contains("漢字の題"))
        #expect(Self.symbolRows(buffer).isEmpty)
        #expect(letterer.letter("emoji 🎉", rows: 5, columns: 100, lineLimit: 2, display: PictureDisplay()) == nil)
    }

    @Test("without a font (none found, a file that is not one) titles are text")
    func noFont() throws {
        #expect(LetteringFont(path: "/nonexistent/font.ttf") == nil)
        #expect(LetteringFont(path: "/etc/hostname") == nil)
        let buffer = TalkSource(text: Self.talk).drawSlide(0, step: 0, size: Self.large, letterer: Letterer(font: nil))
        #expect(buffer.renderedText().contains("Big titles"))
        #expect(Self.symbolRows(buffer).isEmpty)
    }

    @Test("a title too wide for one line wraps onto two big lines; wider still, it is text")
    func wrapping() throws {
        let letterer = try Self.letterer()
        let two = TalkSource(text: "Lettering on two lines\n===\n").drawSlide(0, step: 0, size: Self.large, letterer: letterer)
        // Two lines of six rows (five without descenders) with a blank row between.
        #expect(Self.symbolRows(two).count >= 10)
        let long = String(repeating: "word ", count: 40)
        let text = TalkSource(text: long + "\n===\n").drawSlide(0, step: 0, size: Self.large, letterer: letterer)
        #expect(Self.symbolRows(text).isEmpty)
        #expect(text.renderedText().contains("word word"))
    }

    @Test("hostile titles: huge, piled marks, control characters, odd sizes — text or letters, never a crash")
    func hostile() throws {
        let letterer = try Self.letterer()
        let huge = String(repeating: "W", count: 100_000)
        #expect(letterer.letter(huge, rows: 5, columns: 100, lineLimit: 2, display: PictureDisplay()) == nil)
        let piled = "e" + String(repeating: "\u{301}", count: 50)
        #expect(letterer.letter(piled, rows: 5, columns: 100, lineLimit: 2, display: PictureDisplay()) == nil)
        #expect(letterer.letter("é marked", rows: 5, columns: 100, lineLimit: 2, display: PictureDisplay()) != nil)
        #expect(letterer.letter("bell\u{7}", rows: 5, columns: 100, lineLimit: 2, display: PictureDisplay()) == nil)
        for rows in [Int.min, -1, 0, 1, 64, Int.max] {
            for columns in [Int.min, 0, 1, Int.max] {
                _ = letterer.letter("Title", rows: rows, columns: columns, lineLimit: 2, display: PictureDisplay())
            }
        }
        let font = try #require(Self.font)
        #expect(font.render("Title", height: Int.max, stretch: 1, widthLimit: 100) == .missingGlyph)
        #expect(font.render("Title", height: 10, stretch: .nan, widthLimit: 100) == .missingGlyph)
        #expect(font.render("Title", height: 10, stretch: 1, widthLimit: Int.max) != .tooWide)
        let slide = TalkSource(text: "Ti\u{1B}[31mtle \u{0}\u{7F}x\n===\n").drawSlide(0, step: 0, size: Self.large, letterer: letterer)
        #expect(!slide.renderedText().contains("\u{1B}"))
    }

    @Test("coverage cut into symbols: full is full blocks, none is blank, sizes that do not match are refused")
    func lettering() {
        let full = Lettering(coverage: [UInt8](repeating: 255, count: 4 * 6), width: 4, height: 6, symbols: .sextant)
        #expect(full?.lines == ["██", "██"])
        let none = Lettering(coverage: [UInt8](repeating: 0, count: 4 * 4), width: 4, height: 4, symbols: .quadrant)
        #expect(none?.lines == ["  ", "  "])
        // The left column inked, the right faint: the left half symbol.
        let left = Lettering(coverage: [255, 20, 255, 20], width: 2, height: 2, symbols: .quadrant)
        #expect(left?.lines == ["▌"])
        #expect(Lettering(coverage: [1, 2, 3], width: 2, height: 2, symbols: .quadrant) == nil)
        #expect(Lettering(coverage: [], width: Int.max, height: 2, symbols: .quadrant) == nil)
    }

    @Test("a title is rendered once and then kept")
    func kept() throws {
        let letterer = try Self.letterer()
        let first = letterer.letter("Kept", rows: 5, columns: 100, lineLimit: 2, display: PictureDisplay())
        let again = letterer.letter("Kept", rows: 5, columns: 100, lineLimit: 2, display: PictureDisplay())
        #expect(first != nil && first == again)
        #expect(letterer.keptCount == 1)
    }
}
