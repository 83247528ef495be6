import Testing
@testable import CellCanvas

@Suite("Fade")
struct FadeTests {
    let colour = Fade(isColorEnabled: true)

    @Test("opaque styles are untouched; without colour any fade is the dim attribute only")
    func opaqueAndNoColor() {
        let style = Style(foreground: .indexed(75), attributes: .bold)
        #expect(colour.style(style, alpha: 1) == style)
        let plain = Fade(isColorEnabled: false)
        #expect(plain.style(style, alpha: 0.9) == Style(foreground: .indexed(75), attributes: [.bold, .dim]))
        #expect(plain.style(style, alpha: 0.1) == Style(foreground: .indexed(75), attributes: [.bold, .dim]))
    }

    @Test("24-bit foregrounds blend toward the assumed dark background and stay 24-bit")
    func directColour() {
        let faded = colour.style(Style(foreground: .rgb(200, 100, 0)), alpha: 0.5)
        #expect(faded.foreground == .rgb(109, 59, 9))
        #expect(!faded.attributes.contains(.dim))
    }

    @Test("palette and default colours blend to the nearest cube or grey-ramp entry")
    func paletteColour() {
        // 75 is (95, 175, 255); half way to (18, 18, 18) is (56.5, 96.5, 136.5): cube entry 60.
        #expect(colour.style(Style(foreground: .indexed(75)), alpha: 0.5).foreground == .indexed(60))
        // The default foreground (208, 208, 208) half way down is grey 113: ramp entry 243.
        #expect(colour.style(.plain, alpha: 0.5).foreground == .indexed(243))
        // A coloured background fades toward the screen's too.
        let onBlue = colour.style(Style(foreground: .default, background: .indexed(21)), alpha: 0.6)
        #expect(onBlue.background != .indexed(21) && onBlue.background != .default)
    }

    @Test("below the dim threshold the dim attribute is added as well")
    func dimBelowThreshold() {
        let faint = colour.style(Style(foreground: .indexed(231)), alpha: 0.3)
        #expect(faint.attributes.contains(.dim))
        #expect(faint.foreground == .indexed(XtermPalette.nearestIndex(to: XtermPalette.RGB(red: 89.1, green: 89.1, blue: 89.1))))
    }

    @Test("the palette round-trips its own entries above 15")
    func palette() {
        for index in 16...255 {
            #expect(XtermPalette.nearestIndex(to: XtermPalette.rgb(ofIndex: UInt8(index))) == UInt8(index), "\(index)")
        }
        #expect(XtermPalette.rgb(ofIndex: 232) == XtermPalette.RGB(red: 8, green: 8, blue: 8))
        #expect(XtermPalette.rgb(ofIndex: 196) == XtermPalette.RGB(red: 255, green: 0, blue: 0))
    }
}
