import CellCanvas
import CNcurses

/// Maps cell styles to ncurses attributes and colour pairs, allocating pairs on demand
/// and remembering them, so a frame costs one dictionary lookup per style change.
struct ColorPalette {
    /// What the terminal can show.
    enum Depth: Equatable {
        /// No colour at all (NO_COLOR, or a monochrome terminal): attributes only.
        case none
        /// A palette of this many colours (8, 16, 88, 256).
        case palette(Int)
        /// 24-bit colour, where terminfo says the terminal has it.
        case direct
    }

    let depth: Depth
    private var pairs: [PairKey: Int32] = [:]

    private struct PairKey: Hashable {
        let foreground: Int32
        let background: Int32
    }

    init(depth: Depth) {
        self.depth = depth
    }

    /// The attributes (without colour) for a style.
    func attributes(for style: Style) -> attr_t {
        var attributes = cn_a_normal()
        let set = style.attributes
        if set.contains(.bold) { attributes |= cn_a_bold() }
        if set.contains(.dim) { attributes |= cn_a_dim() }
        if set.contains(.italic) { attributes |= cn_a_italic() }
        if set.contains(.underline) { attributes |= cn_a_underline() }
        if set.contains(.reverse) { attributes |= cn_a_reverse() }
        return attributes
    }

    /// The colour pair for a style; 0 (the terminal defaults) when colour is off.
    mutating func pair(for style: Style) -> Int32 {
        guard depth != .none else { return 0 }
        if style.foreground == .default && style.background == .default { return 0 }
        let key = PairKey(foreground: number(for: style.foreground), background: number(for: style.background))
        if let pair = pairs[key] { return pair }
        let pair = alloc_pair(key.foreground, key.background)
        let usable = pair > 0 ? pair : 0
        pairs[key] = usable
        return usable
    }

    /// The ncurses colour number for a colour at this depth (−1 is the default).
    func number(for color: Color) -> Int32 {
        switch color {
        case .default:
            return -1
        case .indexed(let index):
            return Int32(Self.reduce(index: index, to: depth))
        case .rgb(let r, let g, let b):
            if depth == .direct { return Int32(r) << 16 | Int32(g) << 8 | Int32(b) }
            return Int32(Self.reduce(index: Self.nearestPaletteIndex(r, g, b), to: depth))
        }
    }

    /// A 256-colour index brought into a smaller palette.
    static func reduce(index: UInt8, to depth: Depth) -> UInt8 {
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
