import Testing
import CellCanvas
@testable import TerminalBackend

@Suite("ColorPalette")
struct ColorPaletteTests {
    @Test("RGB maps onto xterm's cube and grey ramp")
    func nearestPalette() {
        #expect(ColorPalette.nearestPaletteIndex(0, 0, 0) == 16)
        #expect(ColorPalette.nearestPaletteIndex(255, 255, 255) == 231)
        #expect(ColorPalette.nearestPaletteIndex(255, 0, 0) == 196)
        #expect(ColorPalette.nearestPaletteIndex(0, 135, 255) == 33)
        #expect(ColorPalette.nearestPaletteIndex(128, 128, 128) == 244)
    }

    @Test("a 256-colour index folds into 16 or 8 colours")
    func reduce() {
        #expect(ColorPalette.reduce(index: 196, to: .palette(256)) == 196)
        #expect(ColorPalette.reduce(index: 196, to: .palette(16)) == 9)
        #expect(ColorPalette.reduce(index: 196, to: .palette(8)) == 1)
        #expect(ColorPalette.reduce(index: 4, to: .palette(8)) == 4)
    }

    @Test("without colour every style uses pair 0, and direct colour keeps 24 bits")
    func depths() {
        var none = ColorPalette(depth: .none)
        #expect(none.pair(for: Style(foreground: .indexed(75))) == 0)
        #expect(ColorPalette(depth: .direct).number(for: .rgb(1, 2, 3)) == 0x010203)
        #expect(ColorPalette(depth: .palette(256)).number(for: .default) == -1)
    }
}
