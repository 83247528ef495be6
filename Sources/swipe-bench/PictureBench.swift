#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CarouselEngine
import CellCanvas
import SwipeTUI

/// Issue 14's figures, first part: a frame of picture cards in motion (decoded once, then
/// drawn in quadrants at every projected size), per type, at 120×40.
enum PictureBench {
    static let folder = "Tests/SwipeTUITests/Pictures"
    static let files = ["gradient.png", "gradient.jpg", "quadrants.gif", "gradient.bmp"]

    static func run() {
        guard files.allSatisfy({ access("\(folder)/\($0)", R_OK) == 0 }) else {
            print("pictures: run from the repository (the pictures in \(folder))\n")
            return
        }
        let cards = (0..<12).map { Card(title: files[$0 % files.count], blocks: [], picture: PathBytes("\(folder)/\(files[$0 % files.count])")) }
        print("a frame of picture cards in motion (120×40, 12 cards, quadrants), µs per frame:")
        for type in [CarouselType.linear, .coverFlow, .rotary, .timeMachine] {
            let configuration = CarouselConfiguration(type: type)
            let layout = CarouselLayout(configuration: configuration, viewport: CellSize(columns: 120, rows: 39),
                                        itemSize: CellSize(columns: 50, rows: 22), itemPitch: 52)
            let pipeline = CarouselCards(theme: .standard(colorEnabled: true), configuration: configuration)
            var carousel = Carousel(numberOfItems: cards.count, isWrapEnabled: layout.isWrapEnabled)
            var buffer = CellBuffer(size: Size(columns: 120, rows: 40))
            let area = Rect(x: 0, y: 0, width: 120, height: 39)
            // The first frames queue the decodes; they land off this thread.
            for _ in 0..<5 {
                _ = pipeline.drawItems(of: carousel, using: layout, viewAt: { cards[$0.index] }, in: area, on: &buffer)
                usleep(60_000)
            }
            let pictureCells = buffer.cells.count { $0.style.background != .default && $0.style.foreground != .default }
            guard pictureCells > 100 else {
                print("  \(type.name): the pictures did not decode")
                continue
            }
            _ = carousel.scroll(toItem: cards.count - 1, duration: 40, now: 0)
            var now = 0.0
            var drawn = 0
            let seconds = Stopwatch.perCall(iterations: 100) {
                now = (now + 0.37).truncatingRemainder(dividingBy: 40)
                _ = carousel.step(now: now)
                buffer.fill(buffer.bounds, with: .blank)
                drawn += pipeline.drawItems(of: carousel, using: layout, viewAt: { cards[$0.index] }, in: area, on: &buffer).count
            }
            print("  " + type.name.rightPadded(to: 22) + format(seconds * 1e6).leftPadded(to: 9)
                  + "   (\(format(1 / seconds)) frames per second of CPU)")
        }
        print("")
    }
}
