#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CarouselEngine
import CellCanvas
import Foundation
import Testing
import TerminalHarness
@testable import SwipeComponents
@testable import SwipeTUI

extension SharedPictureLibrary {
    /// Pictures projected through the pipeline, colour per cell: the four-colour GIF (red,
    /// green, blue, white quadrants) on every card, per type and offset. Each frame is written
    /// as three lines a row — the glyphs, then each cell's foreground and background as the
    /// quadrant colour it is nearest to (R G B W; lower case when it is a blend far from all
    /// four, `-` for the theme's own colours, `.` for none) — so a picture turned the wrong way,
    /// torn, or sampled from the wrong place shows in the diff.
    @Suite("Picture goldens: colour per cell through the types", .serialized)
    struct PictureGoldenTests {
        static let viewport = CellSize(columns: 60, rows: 16)
        static let card = CellSize(columns: 26, rows: 12)
        static let offsets = [0.0, 0.5]
        static let palette: [(Character, (Int, Int, Int))] = [("R", (230, 30, 30)), ("G", (30, 200, 30)), ("B", (30, 30, 230)),
                                                              ("W", (250, 250, 250))]

        static func colorClass(_ color: Color) -> Character {
            guard case .rgb(let r, let g, let b) = color else { return color == .default ? "." : "-" }
            let distances = palette.map { entry -> (Character, Int) in
                let d0 = Int(r) - entry.1.0, d1 = Int(g) - entry.1.1, d2 = Int(b) - entry.1.2
                return (entry.0, d0 * d0 + d1 * d1 + d2 * d2)
            }
            let nearest = distances.min { $0.1 < $1.1 }!
            return nearest.1 <= 60 * 60 ? nearest.0 : Character(nearest.0.lowercased())
        }

        static func frames(for type: CarouselType, picture: String = "quadrants.gif", offsets: [Double] = offsets,
                           viewport: CellSize = viewport, card: CellSize = card) throws -> String {
            // The portrait lives apart, so the pictures directory's count stays as other tests know it.
            let tall = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("TallPictures/\(picture)").path
            let path = PathBytes(FileManager.default.fileExists(atPath: tall) ? tall : PictureTests.path(picture))
            // The library is shared with suites running alongside, which may change the side it
            // keeps pictures at (and so drop this one): wait until it is decoded, asking again.
            let deadline = Date().addingTimeInterval(30)
            var drawn = ""
            repeat {
                while PictureLibrary.shared.state(of: path) == .loading && Date() < deadline { usleep(5_000) }
                drawn = render(path: path, type: type, offsets: offsets, viewport: viewport, card: card)
            } while drawn.contains("loading") && Date() < deadline
            return drawn
        }

        /// The frames of five cards showing the picture at `path`, one per offset.
        static func render(path: PathBytes, type: CarouselType, offsets: [Double], viewport: CellSize, card: CellSize) -> String {
            let deck = (0..<5).map { Card(title: "card \($0 + 1)", blocks: [], picture: path) }
            let configuration = CarouselConfiguration(type: type)
            let layout = CarouselLayout(configuration: configuration, viewport: viewport, itemSize: card, itemPitch: card.columns + 2)
            var theme = Theme.standard(colorEnabled: true)
            theme.card = CardStyle(border: .plain, borderGlyphs: .rounded, title: .plain, body: .plain)
            theme.focusedCard = CardStyle(border: .plain, borderGlyphs: .heavy, title: .plain, body: .plain)
            let cards = CarouselCards(theme: theme, configuration: configuration)
            return offsets.map { offset in
                var carousel = Carousel(numberOfItems: deck.count, isWrapEnabled: layout.isWrapEnabled)
                _ = carousel.setScrollOffset(offset + 2)
                var buffer = CellBuffer(size: Size(columns: Int(viewport.columns), rows: Int(viewport.rows)))
                _ = cards.drawItems(of: carousel, using: layout, viewAt: { deck[$0.index % deck.count] }, in: buffer.bounds, on: &buffer)
                let rows = buffer.renderedText().split(separator: "\n", omittingEmptySubsequences: false)
                var lines = ["── \(type.name) at offset \(offset + 2) ──"]
                for y in 0..<buffer.size.rows {
                    lines.append(String(rows[y]))
                    lines.append(String((0..<buffer.size.columns).map { colorClass(buffer[$0, y].style.foreground) }))
                    lines.append(String((0..<buffer.size.columns).map { colorClass(buffer[$0, y].style.background) }))
                }
                return lines.joined(separator: "\n")
            }.joined(separator: "\n")
        }

        @Test("the four-colour picture through linear, cover flow, rotary and time machine at rest and half way",
              arguments: [CarouselType.linear, .coverFlow, .rotary, .timeMachine])
        func golden(type: CarouselType) throws {
            let problem = GoldenFile.problem(with: try Self.frames(for: type), goldenAt: Golden.path("pictures-\(type.name)"))
            #expect(problem == nil, "\(problem ?? "")")
        }

        /// The portrait (60×120, red and green over blue and white) on cards the size the app
        /// gives a 100×30 terminal: on a cover flow's side cards, whose near side is taller than
        /// the rows their text is laid along, it used to cover the title and the frame.
        @Test("a portrait picture stays inside its card's frame, under its title, at every projection",
              arguments: [CarouselType.linear, .coverFlow, .coverFlow2, .rotary, .cylinder, .wheel, .timeMachine])
        func portraitStaysInItsCard(type: CarouselType) throws {
            let frames = try Self.frames(for: type, picture: "portrait.png", offsets: [0, 0.3, 0.5],
                                         viewport: CellSize(columns: 100, rows: 30), card: CellSize(columns: 44, rows: 20))
            let problem = GoldenFile.problem(with: frames, goldenAt: Golden.path("portrait-\(type.name)"))
            #expect(problem == nil, "\(problem ?? "")")
        }
    }
}
