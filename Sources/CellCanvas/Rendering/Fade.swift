/// How a card that is partly transparent (alpha below 1) is shown in a terminal,
/// which has no transparency (DESIGN §4).
///
/// With colour, every foreground is blended toward its cell's background by alpha, and
/// a coloured background toward the screen's; below `dimThreshold` the dim attribute is
/// added as well. The terminal's own default colours are unknown, so they are assumed to
/// be a light grey text on a dark background (`assumedForeground`, `assumedBackground`):
/// on a light terminal a faded card tends toward dark grey rather than white. Blends of
/// palette or default colours come out as 256-colour entries (the grey ramp for greys);
/// blends of 24-bit colours stay 24-bit.
///
/// Without colour (`NO_COLOR`), any alpha below 1 is shown with the dim attribute only.
///
/// Glyphs cannot be mixed, so a card cannot show what lies behind it through its text;
/// below `seeThroughThreshold` a card is drawn as its frame alone and its inside is left
/// to whatever lies behind, which is the nearest a terminal gets to "mostly transparent".
public struct Fade: Sendable, Equatable {
    /// The default foreground assumed when blending: a light grey (xterm's 252 is close).
    public static let assumedForeground = (red: 208.0, green: 208.0, blue: 208.0)
    /// The default background assumed when blending: a dark grey (xterm's 233 is close).
    public static let assumedBackground = (red: 18.0, green: 18.0, blue: 18.0)

    /// Whether colours may be blended; false under `NO_COLOR`.
    public var isColorEnabled: Bool
    /// With colour, alphas below this also get the dim attribute.
    public var dimThreshold: Double
    /// Below this alpha only a card's frame is drawn; its inside is see-through.
    public var seeThroughThreshold: Double

    /// A fade with or without colour.
    public init(isColorEnabled: Bool, dimThreshold: Double = 0.5, seeThroughThreshold: Double = 0.5) {
        self.isColorEnabled = isColorEnabled
        self.dimThreshold = dimThreshold
        self.seeThroughThreshold = seeThroughThreshold
    }

    /// `style` as it looks at `alpha`; unchanged at alpha 1 or above.
    public func style(_ style: Style, alpha: Double) -> Style {
        guard alpha < 1 else { return style }
        guard isColorEnabled else { return style.adding(.dim) }
        let amount = alpha.isNaN ? 0 : max(alpha, 0)
        var faded = style
        let backdrop = Self.rgb(of: .default, fallback: Self.assumedBackground)
        let background = Self.rgb(of: style.background, fallback: Self.assumedBackground)
        faded.foreground = Self.blend(style.foreground, fallback: Self.assumedForeground, toward: background, by: amount)
        if style.background != .default {
            faded.background = Self.blend(style.background, fallback: Self.assumedBackground, toward: backdrop, by: amount)
        }
        if amount < dimThreshold { faded.attributes.insert(.dim) }
        return faded
    }

    private static func rgb(of color: Color, fallback: (red: Double, green: Double, blue: Double)) -> XtermPalette.RGB {
        switch color {
        case .default: XtermPalette.RGB(red: fallback.red, green: fallback.green, blue: fallback.blue)
        case .indexed(let index): XtermPalette.rgb(ofIndex: index)
        case .rgb(let r, let g, let b): XtermPalette.RGB(red: Double(r), green: Double(g), blue: Double(b))
        }
    }

    private static func blend(_ color: Color, fallback: (red: Double, green: Double, blue: Double),
                              toward target: XtermPalette.RGB, by alpha: Double) -> Color {
        let source = rgb(of: color, fallback: fallback)
        func mix(_ a: Double, _ b: Double) -> Double { b + (a - b) * alpha }
        let mixed = XtermPalette.RGB(red: mix(source.red, target.red), green: mix(source.green, target.green),
                                     blue: mix(source.blue, target.blue))
        if case .rgb = color {
            func byte(_ value: Double) -> UInt8 { UInt8(min(max(value.rounded(), 0), 255)) }
            return .rgb(byte(mixed.red), byte(mixed.green), byte(mixed.blue))
        }
        return .indexed(XtermPalette.nearestIndex(to: mixed))
    }
}
