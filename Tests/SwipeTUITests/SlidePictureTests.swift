#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Testing
import TerminalHarness
import CellCanvas
import TerminalBackend
@testable import SwipeComponents
@testable import SwipeTUI

extension SharedPictureLibrary {
    /// Pictures where a slide has them: in place between its paragraphs or in a column, as
    /// large as the rows left allow, the alt text only when the picture cannot show.
    @Suite("Slide pictures", .serialized)
    struct SlidePictureTests {
        /// A talk in a fresh folder holding `talk.md` and the test pictures under `pictures/`.
        static func talk(_ text: String) throws -> (talk: TalkSource, folder: URL) {
            let folder = try TalkIncludeTests.folder(["talk.md": text])
            let pictures = folder.appendingPathComponent("pictures")
            try FileManager.default.createDirectory(at: pictures, withIntermediateDirectories: true)
            for name in ["quadrants.gif", "bomb.png", "empty.png"] {
                try FileManager.default.copyItem(atPath: PictureTests.path(name), toPath: pictures.appendingPathComponent(name).path)
            }
            return (try TalkSource.load(PathBytes(folder.appendingPathComponent("talk.md").path)), folder)
        }

        /// Slide `index` drawn once every picture it asks for is decoded (the library is shared
        /// with suites running alongside, which may drop a picture: drawn again until it holds).
        static func drawn(_ talk: TalkSource, slide index: Int, size: Size) -> String {
            let deadline = Date().addingTimeInterval(30)
            var text = ""
            repeat {
                _ = talk.drawSlide(index, step: 0, size: size, colorEnabled: false)
                while PictureLibrary.shared.isBusy && Date() < deadline { usleep(5_000) }
                text = talk.drawSlide(index, step: 0, size: size, colorEnabled: false).renderedText()
            } while PictureLibrary.shared.isBusy && Date() < deadline
            return text
        }

        @Test("a picture between two paragraphs sits between them, as large as the rows left allow, without its alt text")
        func betweenParagraphs() throws {
            let (talk, folder) = try Self.talk("Pictures\n===\n\nThe paragraph above.\n\n![four colours](pictures/quadrants.gif)\n\nThe paragraph below.\n")
            defer { try? FileManager.default.removeItem(at: folder) }
            let text = Self.drawn(talk, slide: 0, size: Size(columns: 48, rows: 16))
            #expect(GoldenFile.problem(with: text, goldenAt: Golden.path("slide-picture-between-paragraphs")) == nil)
            let rows = text.split(separator: "\n", omittingEmptySubsequences: false)
            let above = try #require(rows.firstIndex { $0.contains("above") })
            let below = try #require(rows.firstIndex { $0.contains("below") })
            let pictureRows = rows.indices.filter { index in rows[index].contains { "▀▄▌▐█▖▗▘▝▙▚▛▜▞▟░▒▓".contains($0) } }
            #expect(!pictureRows.isEmpty && pictureRows.allSatisfy { $0 > above && $0 < below }, "\(text)")
            #expect(below == 15, "the picture takes the rows the text leaves, down to the last paragraph on the last row: \(text)")
            #expect(!text.contains("four colours"), "the alt text shows only when the picture cannot")
        }

        @Test("a picture in a column sits in that column, beside the other column's text")
        func inAColumn() throws {
            let (talk, folder) = try Self.talk("Columns\n===\n\n<!-- column_layout: [1, 1] -->\n<!-- column: 0 -->\n\nText on the left, long enough to wrap over a few lines of its column.\n\n<!-- column: 1 -->\n\nOver it:\n\n![four colours](pictures/quadrants.gif)\n\n<!-- reset_layout -->\n\nUnder both.\n")
            defer { try? FileManager.default.removeItem(at: folder) }
            let text = Self.drawn(talk, slide: 0, size: Size(columns: 60, rows: 18))
            #expect(GoldenFile.problem(with: text, goldenAt: Golden.path("slide-picture-in-a-column")) == nil)
            let rows = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let symbols = "▀▄▌▐█▖▗▘▝▙▚▛▜▞▟░▒▓"
            let columns = rows.flatMap { row in row.enumerated().filter { symbols.contains($0.element) }.map(\.offset) }
            #expect(!columns.isEmpty && columns.allSatisfy { $0 >= 30 }, "in the right-hand column: \(text)")
            #expect(text.contains("Under both") && !text.contains("four colours"))
        }

        @Test("a picture that cannot show — no such file, not a picture, a decompression bomb, a URL, pictures off — shows its alt text in its place")
        func altText() throws {
            let (talk, folder) = try Self.talk("Missing\n===\n\nBefore.\n\n![a missing one](pictures/nowhere.png)\n\n![an empty file](pictures/empty.png)\n\n![a bomb](pictures/bomb.png)\n\n![on the web](https://example.com/a.png)\n\n![](../../../../etc/passwd)\n\nAfter.\n")
            defer { try? FileManager.default.removeItem(at: folder) }
            let text = Self.drawn(talk, slide: 0, size: Size(columns: 60, rows: 20))
            for alt in ["a missing one", "an empty file", "a bomb", "on the web", "no description"] {
                #expect(text.contains("[picture: \(alt)]"), "\(alt): \(text)")
            }
            let rows = text.split(separator: "\n").map(String.init)
            #expect(rows.firstIndex { $0.contains("Before") }! < rows.firstIndex { $0.contains("a missing one") }!)
            #expect(rows.firstIndex { $0.contains("After") }! > rows.firstIndex { $0.contains("no description") }!)

            let shown = try Self.talk("P\n===\n\n![four colours](pictures/quadrants.gif)\n")
            defer { try? FileManager.default.removeItem(at: shown.folder) }
            _ = Self.drawn(shown.talk, slide: 0, size: Size(columns: 40, rows: 12))
            var buffer = CellBuffer(size: Size(columns: 40, rows: 12))
            shown.talk.talk.slides[0].steps[0].draw(in: buffer.bounds, on: &buffer, context: ItemContext(
                isFocused: true, style: Theme.standard(colorEnabled: false).focusedCard, isOpen: true,
                pictures: PictureDisplay(showsPictures: false)))
            #expect(buffer.renderedText().contains("[picture: four colours]"), "pictures off: \(buffer.renderedText())")
        }

        @Test("a picture inside a sentence stays a line of text; a slide's card holds its pictures' alt text for search")
        func inlineStaysText() throws {
            let (talk, folder) = try Self.talk("Inline\n===\n\nSee ![the logo](pictures/quadrants.gif) here.\n\n![four colours](pictures/quadrants.gif)\n")
            defer { try? FileManager.default.removeItem(at: folder) }
            let text = Self.drawn(talk, slide: 0, size: Size(columns: 60, rows: 12))
            #expect(text.contains("See [picture: the logo] here."), "\(text)")
            #expect(talk.card(at: 0).blocks.map(\.plainText).contains("[picture: four colours]"))
        }

        @Test("on a terminal that shows pixels, present mode places the slide's picture over its symbols, where the slide has it")
        func inPixels() throws {
            let (talk, folder) = try Self.talk("Pixels\n===\n\nAbove.\n\n![four colours](pictures/quadrants.gif)\n\nBelow.\n")
            defer { try? FileManager.default.removeItem(at: folder) }
            PictureLibrary.shared.keepPictures(atMost: PictureDecoder.pixelSide)
            _ = Self.drawn(talk, slide: 0, size: Size(columns: 80, rows: 24))
            var options = LaunchOptions()
            options.mode = .present
            let source = FilteredSource(base: talk)
            let screen = Modes.make(ScreenContext(source: source, options: options, colorEnabled: true, reload: nil))
            var session = Session(screen: screen, source: source, feed: nil, settings: Settings(environment: [:]), options: options,
                                  filterExecution: .inline)
            let terminal = MemoryTerminal(size: Size(columns: 80, rows: 24), script: [(0.5, .key(KeyPress(.character("q"))))], grace: 1)
            terminal.showsPicturesInPixels = true
            _ = session.loop(on: terminal)
            let frame = try #require(terminal.lastFrame)
            let placed = try #require(frame.intactPictures.first, "\(frame.renderedText())")
            #expect(placed.picture.width == 64 && placed.picture.height == 48)
            let rows = frame.renderedText().split(separator: "\n", omittingEmptySubsequences: false)
            let above = try #require(rows.firstIndex { $0.contains("Above.") }), below = try #require(rows.firstIndex { $0.contains("Below.") })
            #expect(placed.frame.y > above && placed.frame.maxY <= below, "between the paragraphs: \(placed.frame)")
        }

        @Test("the rows left are shared: the smaller wants met first, the rest split evenly")
        func sharing() {
            #expect(SlideView.share(10, among: [2, nil, nil]) == [2, 4, 4])
            #expect(SlideView.share(10, among: [20, 3]) == [7, 3])
            #expect(SlideView.share(0, among: [5, nil]) == [0, 0])
            #expect(SlideView.share(5, among: []) == [])
        }
    }
}
