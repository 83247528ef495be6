#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CellCanvas
import Foundation
import Testing
@testable import SwipeComponents
@testable import SwipeTUI

/// Pictures: recognised by their bytes, decoded by stb_image (real files of every format it
/// reads, and broken ones), drawn with half blocks, decoded off the frame loop.
@Suite("Pictures")
struct PictureTests {
    static func path(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Pictures/\(name)").path
    }

    static func bytes(_ name: String) throws -> [UInt8] { try FileBytes.read(PathBytes(path(name))) }

    static func close(_ a: (UInt8, UInt8, UInt8), _ b: (Int, Int, Int), within tolerance: Int = 24) -> Bool {
        abs(Int(a.0) - b.0) <= tolerance && abs(Int(a.1) - b.1) <= tolerance && abs(Int(a.2) - b.2) <= tolerance
    }

    @Test("formats are told by their first bytes, whatever the name says")
    func sniffing() throws {
        #expect(PictureFormat(sniffing: try Self.bytes("gradient.png")) == .png)
        #expect(PictureFormat(sniffing: try Self.bytes("gradient.jpg")) == .jpeg)
        #expect(PictureFormat(sniffing: try Self.bytes("quadrants.gif")) == .gif)
        #expect(PictureFormat(sniffing: try Self.bytes("gradient.bmp")) == .bmp)
        #expect(PictureFormat(sniffing: try Self.bytes("fake.webp")) == .webp)
        #expect(PictureFormat(sniffing: try Self.bytes("text.png")) == nil, "text with a picture's name")
        #expect(PictureFormat(sniffing: [UInt8]()) == nil)
    }

    @Test("PNG, JPEG, BMP and WebP decode to the gradient they hold: blue at the left, red to the right, green downwards",
          arguments: ["gradient.png", "gradient.jpg", "gradient.bmp", "gradient.webp"])
    func gradients(_ name: String) throws {
        let picture = try PictureDecoder.decode(try Self.bytes(name))
        #expect(picture.width == 64 && picture.height == 48)
        #expect(Self.close(picture.pixel(x: 0, y: 0), (0, 0, 200)))
        #expect(Self.close(picture.pixel(x: 63, y: 0), (255, 0, 20)))
        #expect(Self.close(picture.pixel(x: 0, y: 47), (0, 255, 200)))
    }

    @Test("GIF: the first frame's palette colours, a quadrant each")
    func gif() throws {
        let picture = try PictureDecoder.decode(try Self.bytes("quadrants.gif"))
        #expect(picture.width == 64 && picture.height == 48)
        #expect(Self.close(picture.pixel(x: 5, y: 5), (230, 30, 30), within: 0))
        #expect(Self.close(picture.pixel(x: 60, y: 5), (30, 200, 30), within: 0))
        #expect(Self.close(picture.pixel(x: 5, y: 40), (30, 30, 230), within: 0))
        #expect(Self.close(picture.pixel(x: 60, y: 40), (250, 250, 250), within: 0))
    }

    @Test("broken input is one line, never a crash: a 30000×30000 bomb, a truncated JPEG, text, nothing, a WebP header alone")
    func broken() throws {
        func message(_ name: String) throws -> String? {
            let bytes = try Self.bytes(name)
            do {
                _ = try PictureDecoder.decode(bytes)
                return nil
            } catch {
                return error.description
            }
        }
        #expect(try message("bomb.png") == "PNG picture too large to show (30000×30000)")
        #expect(try message("truncated.jpg")?.contains("JPEG") == true)
        #expect(try message("text.png") == "not a picture")
        #expect(try message("empty.png") == "not a picture")
        #expect(try message("fake.webp") == "corrupt WebP picture")
    }

    @Test("a 1280×960 JPEG (libjpeg-turbo, scaled as it decodes) comes out 320×240 with its colours in place")
    func largeJPEG() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("LargePictures/large-gradient.jpg").path
        let picture = try PictureDecoder.decode(try FileBytes.read(PathBytes(path)))
        #expect(picture.width == 320 && picture.height == 240)
        #expect(Self.close(picture.pixel(x: 0, y: 0), (0, 0, 200)))
        #expect(Self.close(picture.pixel(x: 319, y: 0), (255, 0, 20)))
        #expect(Self.close(picture.pixel(x: 0, y: 239), (0, 255, 200)))
        // For pixels, kept at 800: half size would be smaller, so decoded whole and averaged down.
        #expect(try PictureDecoder.decode(try FileBytes.read(PathBytes(path)), keptSide: PictureDecoder.pixelSide).width == 800)
    }

    @Test("a JPEG whose header claims 60000×60000 is refused before anything is decoded")
    func jpegBomb() throws {
        // SOI, a baseline SOF0 frame header saying 60000×60000 with three components, and the
        // start of a scan: all a header reader needs, and no picture data.
        let header: [UInt8] = [0xFF, 0xD8, 0xFF, 0xC0, 0x00, 0x11, 0x08, 0xEA, 0x60, 0xEA, 0x60, 0x03,
                               0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01,
                               0xFF, 0xDA, 0x00, 0x0C, 0x03, 0x01, 0x00, 0x02, 0x11, 0x03, 0x11, 0x00, 0x3F, 0x00]
        #expect(throws: ContentError("JPEG picture too large to show (60000×60000)")) { try PictureDecoder.decode(header) }
    }

    @Test("a large picture is kept small: at most 320 pixels on its longer side, area-averaged")
    func keptSmall() {
        let pixels = (0..<(1000 * 10)).flatMap { index -> [UInt8] in index % 2 == 0 ? [255, 255, 255] : [0, 0, 0] }
        let picture = pixels.withUnsafeBufferPointer { Picture.scaled(from: $0, width: 1000, height: 10, toFit: 320) }
        #expect(picture.width == 320 && picture.height == 3)
        let grey = picture.pixel(x: 100, y: 1)
        #expect(grey.0 > 80 && grey.0 < 180, "black and white columns average to grey")
    }

    @Test("drawn with half blocks: the upper pixel's colour on the lower one, the aspect kept, centred")
    func rasterizer() throws {
        let picture = try PictureDecoder.decode(try Self.bytes("quadrants.gif"))
        var buffer = CellBuffer(size: Size(columns: 40, rows: 20))
        PictureRasterizer.draw(picture, in: buffer.bounds, colorEnabled: true, on: &buffer, display: PictureDisplay(symbols: .half))
        // 64×48 in 40 columns: 15 rows (a cell is two units tall), centred vertically from row 2.
        #expect(buffer[0, 1].style.background == .default && buffer[0, 2].style.background != .default)
        #expect(buffer[0, 16].style.background != .default && buffer[0, 17].style.background == .default)
        #expect(buffer[2, 3].style.background == .rgb(230, 30, 30) && buffer[37, 3].style.background == .rgb(30, 200, 30))
        #expect(buffer[2, 15].style.background == .rgb(30, 30, 230) && buffer[37, 15].style.background == .rgb(250, 250, 250))
        var grey = CellBuffer(size: Size(columns: 40, rows: 20))
        PictureRasterizer.draw(picture, in: grey.bounds, colorEnabled: false, on: &grey, display: PictureDisplay())
        #expect(grey.cells.allSatisfy { $0.style.foreground == .default && $0.style.background == .default })
        #expect(grey[37, 15].grapheme == "█" && grey[2, 15].grapheme == " ", "white is full, dark blue empty")
    }

    @Test("each cell splits its samples into the two colours that fit best and draws the symbol of the split",
          arguments: BlockSymbols.allCases)
    func symbols(_ symbols: BlockSymbols) {
        let red: (UInt8, UInt8, UInt8) = (200, 0, 0), blue: (UInt8, UInt8, UInt8) = (0, 0, 200)
        let grid = symbols.grid
        // The top row red, the rest blue.
        let samples = (0..<grid.columns * grid.rows).map { $0 < grid.columns ? red : blue }
        let cell = symbols.cell(for: samples, colorEnabled: true)
        let expected: Character = symbols == .half ? "▀" : symbols == .quadrant ? "▀" : "\u{1FB02}"
        #expect(cell.grapheme == expected)
        #expect(cell.style.foreground == .rgb(200, 0, 0) && cell.style.background == .rgb(0, 0, 200))
        #expect(symbols.cell(for: samples.map { _ in red }, colorEnabled: true)
            == Cell(" ", style: Style(background: .rgb(200, 0, 0), attributes: .picture)), "one colour: a space on it")
        #expect(cell.style.attributes == .picture, "marked as a picture's, for dithering")
    }

    @Test("every sextant mask has its own symbol, the half blocks where Unicode has no sextant")
    func sextantGlyphs() {
        let glyphs = (0..<64).map { BlockSymbols.sextant.glyph($0) }
        #expect(Set(glyphs).count == 64)
        #expect(glyphs[1] == "\u{1FB00}" && glyphs[62] == "\u{1FB3B}" && glyphs[21] == "▌" && glyphs[42] == "▐")
        #expect(BlockSymbols.quadrant.glyph(9) == "▚" && BlockSymbols.quadrant.glyph(6) == "▞")
    }

    @Test("decoded off the caller's thread: loading first, then the picture; failures say why; the generation moves on")
    func library() throws {
        let library = PictureLibrary()
        let before = library.generation
        #expect(library.state(of: PathBytes(Self.path("gradient.png"))) == .loading)
        #expect(library.state(of: PathBytes(Self.path("bomb.png"))) == .loading)
        let deadline = Date().addingTimeInterval(5)
        while library.isBusy && Date() < deadline { usleep(5_000) }
        guard case .ready(let picture) = library.state(of: PathBytes(Self.path("gradient.png"))) else {
            Issue.record("not decoded")
            return
        }
        #expect(picture.width == 64)
        #expect(library.state(of: PathBytes(Self.path("bomb.png"))) == .failed("PNG picture too large to show (30000×30000)"))
        #expect(library.generation == before + 2)
    }

    @Test("a picture asked for again and again while it decodes (every frame asks) is decoded once: one picture, one generation")
    func libraryDecodesOnce() throws {
        let library = PictureLibrary()
        let path = PathBytes(Self.path("gradient.png"))
        let before = library.generation
        var first: Picture?
        let deadline = Date().addingTimeInterval(5)
        while Date() < deadline {
            if case .ready(let picture) = library.state(of: path) {
                first = first ?? picture
                if !library.isBusy { break }
            }
        }
        let picture = try #require(first)
        guard case .ready(let kept) = library.state(of: path) else {
            Issue.record("not kept")
            return
        }
        #expect(kept.pixelPicture === picture.pixelPicture, "the same picture, not a second decode of it")
        #expect(library.generation == before + 1)
    }

    @Test("past its byte limit the library drops the picture asked for least recently, not the one decoded first")
    func libraryDropsLeastRecent() throws {
        func decoded(_ path: PathBytes, by library: PictureLibrary) throws -> Picture {
            _ = library.state(of: path)
            let deadline = Date().addingTimeInterval(5)
            while library.isBusy && Date() < deadline { usleep(2_000) }
            guard case .ready(let picture)? = library.peek(path) else { throw PictureLibraryTestError.notDecoded }
            return picture
        }
        let first = PathBytes(Self.path("gradient.png")), second = PathBytes(Self.path("gradient.bmp"))
        let third = PathBytes(Self.path("gradient.webp"))
        let size = try decoded(first, by: PictureLibrary()).byteCount
        // Room for two of the three same-sized pictures.
        let library = PictureLibrary(byteLimit: size * 5 / 2)
        _ = try decoded(first, by: library)
        _ = try decoded(second, by: library)
        _ = library.state(of: first)   // a frame draws the first again
        _ = try decoded(third, by: library)
        #expect(library.peek(first) != nil && library.peek(third) != nil, "the recently asked for are kept")
        #expect(library.peek(second) == nil, "the least recently asked for is dropped")
    }

    @Test("a slide's picture beside the deck shows on its card; a URL or a missing file does not")
    func slides() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swipe-slides-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(atPath: Self.path("quadrants.gif"), toPath: folder.appendingPathComponent("q.gif").path)
        let deck = "# One\n\n![four colours](q.gif)\n---\n# Two\n\n![remote](https://example.com/q.gif)\n---\n# Three\n\n![gone](missing.png)\n"
        try deck.write(to: folder.appendingPathComponent("talk.md"), atomically: true, encoding: .utf8)
        let source = try SectionSource(path: PathBytes(folder.appendingPathComponent("talk.md").path), kind: .markdownDeck)
        try source.waitUntilComplete(timeout: 2)
        #expect(source.count == 3)
        #expect(source.card(at: 0).picture == PathBytes(folder.appendingPathComponent("q.gif").path))
        #expect(source.card(at: 1).picture == nil && source.card(at: 2).picture == nil)
        #expect(source.card(at: 0).blocks.map(\.plainText) == ["[picture: four colours]"], "the alt text stays as a caption")
    }

    @Test("a directory's picture files become picture cards titled by their names; other files keep their text")
    func cards() throws {
        let directory = URL(fileURLWithPath: Self.path("gradient.png")).deletingLastPathComponent().path
        let source = try DirectorySource(path: PathBytes(directory), includeHidden: false)
        try source.waitUntilComplete(timeout: 2)
        let cards = (0..<source.count).map { source.card(at: $0) }
        let pictures = Set(cards.filter { $0.picture != nil }.map(\.title))
        #expect(pictures == ["bomb.png", "gradient.bmp", "gradient.jpg", "gradient.png", "gradient.webp", "quadrants.gif",
                             "truncated.jpg", "fake.webp"])
        #expect(cards.first { $0.title == "text.png" }?.blocks.first?.plainText == "just text")
    }

    @Test("PictureView: pixels a program made, in a card's frame under its title, in their colours")
    func pictureViewPixels() throws {
        #expect(PictureView(rgb: [1, 2], width: 1, height: 1) == nil, "bytes that do not match the size")
        // Left half red, right half blue.
        let rgb: [UInt8] = (0..<(8 * 4)).flatMap { (index: Int) -> [UInt8] in index % 8 < 4 ? [220, 0, 0] : [0, 0, 220] }
        let view = try #require(PictureView(rgb: rgb, width: 8, height: 4, title: "chart"))
        var buffer = CellBuffer(size: Size(columns: 24, rows: 12))
        view.draw(in: buffer.bounds, on: &buffer, context: ItemContext(isFocused: true, style: Theme.standard(colorEnabled: true).focusedCard))
        #expect(buffer.renderedText().contains("chart"))
        let row = (0..<buffer.size.rows).first { y in (0..<24).contains { buffer[$0, y].style.background == .rgb(220, 0, 0) } }
        let y = try #require(row, "red cells")
        #expect((0..<24).contains { buffer[$0, y].style.background == .rgb(0, 0, 220) }, "and blue beside them")
    }

    @Test("PictureView: a file decoded off the frame loop, loading first; a file that cannot show says why in one line")
    func pictureViewFile() throws {
        let style = Theme.standard(colorEnabled: true).card
        func drawn(_ view: PictureView) -> String {
            var buffer = CellBuffer(size: Size(columns: 40, rows: 14))
            view.draw(in: buffer.bounds, on: &buffer, context: ItemContext(isFocused: false, style: style))
            return buffer.renderedText()
        }
        // A path of its own: no other test has decoded it.
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("swipe-view-\(getpid()).gif").path
        try? FileManager.default.removeItem(atPath: copy)
        try FileManager.default.copyItem(atPath: Self.path("quadrants.gif"), toPath: copy)
        defer { try? FileManager.default.removeItem(atPath: copy) }
        let gif = PictureView(file: PathBytes(copy), title: "four")
        let bomb = PictureView(file: PathBytes(Self.path("bomb.png")))
        let before = gif.drawingKey
        _ = drawn(gif)
        _ = drawn(bomb)
        let deadline = Date().addingTimeInterval(5)
        while PictureLibrary.shared.isBusy && Date() < deadline { usleep(5_000) }
        #expect(gif.drawingKey != before, "drawn again once decoded")
        #expect(drawn(gif).contains("four"))
        #expect(drawn(bomb).contains("PNG picture too large to show"))
    }
}

/// A picture a test waited for was not decoded in time.
enum PictureLibraryTestError: Error { case notDecoded }
