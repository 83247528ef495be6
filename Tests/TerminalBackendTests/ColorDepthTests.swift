import Testing
import CellCanvas
@testable import TerminalBackend

@Suite("ColorDepth")
struct ColorDepthTests {
    @Test("RGB maps onto xterm's cube and grey ramp")
    func nearestPalette() {
        #expect(ColorDepth.nearestPaletteIndex(0, 0, 0) == 16)
        #expect(ColorDepth.nearestPaletteIndex(255, 255, 255) == 231)
        #expect(ColorDepth.nearestPaletteIndex(255, 0, 0) == 196)
        #expect(ColorDepth.nearestPaletteIndex(0, 135, 255) == 33)
        #expect(ColorDepth.nearestPaletteIndex(128, 128, 128) == 244)
    }

    @Test("a 256-colour index folds into 16 or 8 colours")
    func reduce() {
        #expect(ColorDepth.reduce(index: 196, to: .palette(256)) == 196)
        #expect(ColorDepth.reduce(index: 196, to: .palette(16)) == 9)
        #expect(ColorDepth.reduce(index: 196, to: .palette(8)) == 1)
        #expect(ColorDepth.reduce(index: 4, to: .palette(8)) == 4)
    }

    @Test("without colour nothing is shown, direct colour keeps 24 bits, palettes reduce RGB")
    func depths() {
        #expect(ColorDepth.none.shown(.indexed(75)) == nil)
        #expect(ColorDepth.direct.shown(.rgb(1, 2, 3)) == .rgb(1, 2, 3))
        #expect(ColorDepth.palette(256).shown(.default) == nil)
        #expect(ColorDepth.palette(256).shown(.rgb(255, 0, 0)) == .indexed(196))
        #expect(ColorDepth.palette(8).shown(.indexed(196)) == .indexed(1))
    }
}
