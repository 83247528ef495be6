import CarouselEngine
import CellCanvas
import Testing
import TerminalBackend
@testable import SwipeComponents
@testable import SwipeTUI

/// How pictures are drawn travels with the component that draws them, in each item's
/// context: two components in one process draw the same picture each its own way.
@Suite("Picture settings in the item context")
struct PictureContextTests {
    private final class OnePicture: CarouselViewDataSource {
        // Left half red, right half blue: symbols split each cell between the two.
        let view = PictureView(rgb: (0..<(8 * 8)).flatMap { $0 % 8 < 4 ? [255, 0, 0] : [0, 0, 255] as [UInt8] },
                               width: 8, height: 8, title: "p")!
        func numberOfItems(in carouselView: CarouselView) -> Int { 1 }
        func carouselView(_ carouselView: CarouselView, viewForItemAt index: Int, reusing reusable: (any ItemView)?) -> any ItemView {
            view
        }
    }

    private static func drawn(_ display: PictureDisplay) -> CellBuffer {
        let items = OnePicture()
        let carousel = CarouselView(type: .linear)
        carousel.dataSource = items
        carousel.reloadData()
        carousel.pictureDisplay = display
        var buffer = CellBuffer(size: Size(columns: 60, rows: 20))
        withExtendedLifetime(items) { carousel.draw(in: buffer.bounds, on: &buffer) }
        return buffer
    }

    @Test("the display is the component's: two carousels in one process draw the same picture each their way")
    func displayPerComponent() {
        let squareCells = Self.drawn(PictureDisplay(cellAspectRatio: 1))
        let quadrants = Self.drawn(PictureDisplay())
        // An 8×8 picture: twice as wide as tall in cells twice as tall as wide; square in square cells.
        #expect(quadrants.pictures.map(\.frame.size) == [Size(columns: 20, rows: 10)])
        #expect(squareCells.pictures.map(\.frame.size).first.map { $0.columns == $0.rows } == true)
        #expect(Self.drawn(PictureDisplay(symbols: .half)).pictures.map(\.symbols) == [.half])
        #expect(quadrants.pictures.map(\.symbols) == [.quadrant])
    }

    @Test("a change of display draws the cached item again")
    func changeRedraws() {
        let items = OnePicture()
        let carousel = CarouselView(type: .linear)
        carousel.dataSource = items
        carousel.reloadData()
        var first = CellBuffer(size: Size(columns: 60, rows: 20))
        var second = CellBuffer(size: Size(columns: 60, rows: 20))
        withExtendedLifetime(items) {
            carousel.draw(in: first.bounds, on: &first)
            carousel.pictureDisplay.cellAspectRatio = 1
            carousel.draw(in: second.bounds, on: &second)
        }
        #expect(first.pictures.map(\.frame) != second.pictures.map(\.frame),
                "square cells: the picture fitted again, not copied from the cache")
    }
}
