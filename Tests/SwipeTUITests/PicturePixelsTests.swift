#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CarouselEngine
import CellCanvas
import Foundation
import TerminalBackend
import Testing
@testable import SwipeComponents
@testable import SwipeTUI

extension SharedPictureLibrary {
    /// Pictures on a terminal that shows pixels: the session places them over their symbols
    /// where cards are flat, and leaves them symbols where a projection warps them or something
    /// covers them.
    @Suite("Pictures in pixels", .serialized)
    struct PicturePixelsTests {
        static let size = Size(columns: 120, rows: 36)

        static func key(_ key: Key) -> InputEvent.Kind { .key(KeyPress(key)) }

        /// A session over the pictures directory on a memory terminal that shows pixels; the
        /// pictures decoded first (the virtual clock outruns the decoder's thread).
        static func run(options: LaunchOptions = LaunchOptions(), colorEnabled: Bool = true, size: Size = PicturePixelsTests.size,
                        script: [(time: Double, kind: InputEvent.Kind)]) throws -> MemoryTerminal {
            let directory = URL(fileURLWithPath: PictureTests.path("gradient.png")).deletingLastPathComponent().path
            let base = try DirectorySource(path: PathBytes(directory), includeHidden: false)
            try base.waitUntilComplete(timeout: 5)
            PictureLibrary.shared.keepPictures(atMost: PictureDecoder.pixelSide)
            for index in 0..<base.count { if let picture = base.card(at: index).picture { _ = PictureLibrary.shared.state(of: picture) } }
            let deadline = Date().addingTimeInterval(5)
            while PictureLibrary.shared.isBusy && Date() < deadline { usleep(5_000) }
            let source = FilteredSource(base: base)
            let screen = Modes.make(ScreenContext(source: source, options: options, colorEnabled: colorEnabled, reload: nil))
            var session = Session(screen: screen, source: source, feed: nil,
                                  settings: Settings(environment: colorEnabled ? [:] : ["NO_COLOR": "1"]), options: options,
                                  filterExecution: .inline)
            let terminal = MemoryTerminal(size: size, script: script, grace: 1)
            terminal.showsPicturesInPixels = true
            _ = session.loop(on: terminal)
            return terminal
        }

        /// Go to item `number` at `time`.
        static func goTo(_ number: Int, at time: Double) -> [(time: Double, kind: InputEvent.Kind)] {
            [(time, key(.character(Character(String(number))))), (time + 0.05, key(.enter))]
        }

        @Test("a flat card's picture is placed exactly over its symbols, as the picture the card shows")
        func flat() throws {
            let terminal = try Self.run(script: Self.goTo(6, at: 0.1))
            let frame = try #require(terminal.lastFrame)
            #expect(frame.renderedText().contains("gradient.png"))
            let placed = try #require(frame.intactPictures.first { $0.visible == $0.frame })
            #expect(placed.picture.width == 64 && placed.picture.height == 48)
            // Under it, the picture's symbols: coloured block cells.
            let cell = frame[placed.frame.x + placed.frame.width / 2, placed.frame.y + placed.frame.height / 2]
            #expect(cell.style.background != .default)
            // Aspect 4:3 in cells twice as tall as wide.
            #expect(abs(Double(placed.frame.width) / Double(placed.frame.height * 2) - 4.0 / 3) < 0.1)
        }

        @Test("help over the picture: the placement goes, the symbols stay under the help")
        func covered() throws {
            let terminal = try Self.run(script: Self.goTo(6, at: 0.1) + [(0.8, Self.key(.character("?")))])
            let frame = try #require(terminal.lastFrame)
            #expect(frame.renderedText().contains("Enter"), "help shows")
            #expect(frame.intactPictures.isEmpty)
        }

        @Test("cover flow: the centred card's picture in pixels at rest, as large as on a flat card; placed again as it moves")
        func coverFlow() throws {
            var options = LaunchOptions()
            options.type = .coverFlow
            let terminal = try Self.run(options: options, script: Self.goTo(6, at: 0.1) + [(1.0, Self.key(.right))])
            let atRest = try #require(terminal.frames.last { $0.time < 1.0 }?.frame)
            let centred = try #require(atRest.intactPictures.max { $0.visible.width < $1.visible.width })
            #expect(centred.visible.width == 52 && centred.visible.height == 20, "as on the linear card")
            #expect(centred.visible.minX < Self.size.columns / 2 && centred.visible.maxX > Self.size.columns / 2)
            // Every placement while moving covers exactly its picture's symbols (nothing else is placed).
            for (_, frame) in terminal.frames {
                for placement in frame.intactPictures {
                    let middle = frame[placement.visible.x + placement.visible.width / 2, placement.visible.y + placement.visible.height / 2]
                    #expect(middle.style.background != .default || middle.style.foreground != .default)
                }
            }
        }

        @Test("cover flow at any screen size: the centred card at rest lands on whole cells, its picture in pixels",
              arguments: [Size(columns: 100, rows: 32), Size(columns: 111, rows: 30), Size(columns: 80, rows: 24),
                          Size(columns: 200, rows: 60), Size(columns: 101, rows: 33)])
        func coverFlowAtAnySize(size: Size) throws {
            var options = LaunchOptions()
            options.type = .coverFlow
            let terminal = try Self.run(options: options, size: size, script: Self.goTo(6, at: 0.1) + [(1.0, Self.key(.right))])
            let atRest = try #require(terminal.frames.last { $0.time < 1.0 }?.frame)
            #expect(atRest.renderedText().contains("gradient.png"))
            let centred = try #require(atRest.intactPictures.max { $0.visible.width < $1.visible.width },
                                       "no picture in pixels at \(size.columns)×\(size.rows)")
            #expect(centred.visible.minX < size.columns / 2 && centred.visible.maxX > size.columns / 2)
            #expect(centred.visible == centred.frame, "the whole picture shows")
        }

        @Test("through the projection pipeline: a card turned 50° warps its picture, which stays symbols; facing us, it is placed",
              arguments: [0.0, 0.9])
        func turned(angle: Double) throws {
            let path = PathBytes(PictureTests.path("gradient.png"))
            _ = PictureLibrary.shared.state(of: path)
            let deadline = Date().addingTimeInterval(5)
            while PictureLibrary.shared.isBusy && Date() < deadline { usleep(5_000) }
            let configuration = CarouselConfiguration(type: .custom, customTransform: { _ in .rotation(aboutY: angle) })
            let cards = CarouselCards(theme: .standard(colorEnabled: true), configuration: configuration)
            let layout = CarouselLayout(configuration: configuration, viewport: CellSize(columns: 100, rows: 30),
                                        itemSize: CellSize(columns: 50, rows: 24), itemPitch: 52)
            var buffer = CellBuffer(size: Size(columns: 100, rows: 30))
            let card = Card(title: "gradient.png", blocks: [], picture: path)
            _ = cards.drawItems(of: Carousel(numberOfItems: 1), using: layout, viewAt: { _ in card }, in: buffer.bounds, on: &buffer)
            #expect(buffer.renderedText().contains("▀") || buffer.renderedText().contains("▄"), "the picture's symbols")
            if angle == 0 {
                #expect(buffer.intactPictures.count == 1)
            } else {
                #expect(buffer.intactPictures.isEmpty)
            }
        }

        @Test("without colour (NO_COLOR) pictures stay the grey ramp: nothing is placed")
        func noColor() throws {
            let terminal = try Self.run(colorEnabled: false, script: Self.goTo(6, at: 0.1))
            #expect(try #require(terminal.lastFrame).intactPictures.isEmpty)
        }
    }
}
