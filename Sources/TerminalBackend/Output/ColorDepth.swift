import CellCanvas

/// How many colours a terminal can show, and how a cell's colour is brought within them.
public enum ColorDepth: Sendable, Equatable {
    /// No colour at all (NO_COLOR, or a monochrome terminal): attributes only.
    case none
    /// A palette of this many colours (8, 16, 88, 256).
    case palette(Int)
    /// 24-bit colour, where terminfo says the terminal has it.
    case direct

    /// A colour as this terminal can show it: nil for the terminal's default (or when
    /// there is no colour), else a palette index or, at `.direct`, the 24 bits.
    public func shown(_ color: Color) -> Color? {
        switch (self, color) {
        case (.none, _), (_, .default):
            return nil
        case (_, .indexed(let index)):
            return .indexed(Self.reduce(index: index, to: self))
        case (.direct, .rgb):
            return color
        case (_, .rgb(let r, let g, let b)):
            return .indexed(Self.reduce(index: Self.nearestPaletteIndex(r, g, b), to: self))
        }
    }

    /// A 256-colour index brought into a smaller palette.
    static func reduce(index: UInt8, to depth: ColorDepth) -> UInt8 {
        switch depth {
        case .palette(let count) where count < 256 && Int(index) >= count:
            return basicIndex(for: index) % UInt8(max(min(count, 16), 8))
        default:
            return index
        }
    }

    /// The nearest entry of xterm's 6×6×6 cube or grey ramp.
    static func nearestPaletteIndex(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt8 {
        func level(_ v: UInt8) -> Int { v < 48 ? 0 : v < 115 ? 1 : (Int(v) - 35) / 40 }
        let cube = 16 + 36 * level(r) + 6 * level(g) + level(b)
        let grey = (Int(r) + Int(g) + Int(b)) / 3
        if abs(Int(r) - grey) < 10 && abs(Int(g) - grey) < 10 && abs(Int(b) - grey) < 10 {
            if grey < 8 { return 16 }
            if grey > 238 { return 231 }
            return UInt8(232 + (grey - 8) / 10)
        }
        return UInt8(cube)
    }

    /// The nearest of the 16 basic colours for a 256-colour index.
    static func basicIndex(for index: UInt8) -> UInt8 {
        if index < 16 { return index }
        let (r, g, b): (Int, Int, Int)
        if index >= 232 {
            let grey = 8 + Int(index - 232) * 10
            (r, g, b) = (grey, grey, grey)
        } else {
            let i = Int(index) - 16
            let steps = [0, 95, 135, 175, 215, 255]
            (r, g, b) = (steps[i / 36], steps[(i / 6) % 6], steps[i % 6])
        }
        let bright = max(r, g, b) > 191
        let bits = (r > 95 ? 1 : 0) | (g > 95 ? 2 : 0) | (b > 95 ? 4 : 0)
        if bits == 0 { return bright ? 8 : (max(r, g, b) > 60 ? 8 : 0) }
        return UInt8(bits + (bright ? 8 : 0))
    }
}
