/// Pixels as a sixel picture (DEC VT340 graphics, as xterm, foot, WezTerm, mlterm and
/// Windows Terminal draw it): a palette of the picture's own colours in registers, then
/// bands six pixels high, each colour of a band a run-length encoded row of six-pixel
/// columns. Pixels left out keep what is under them (`P2 = 1`); every pixel here is drawn.
package enum SixelEncoder {
    /// `pixels` as one sixel picture in at most `registers` colours (2 to 256 used).
    package static func encode(_ pixels: ScaledPixels, registers: Int) -> [UInt8] {
        let width = pixels.width, height = pixels.height
        guard width > 0, height > 0 else { return [] }
        var out: [UInt8] = []
        out.reserveCapacity(width * height / 2)
        out += Array("\u{1B}P0;1;0q\"1;1;\(width);\(height)".utf8)
        return pixels.rgb.withUnsafeBufferPointer { rgb in
            var palette = SixelPalette(for: rgb, registers: min(max(registers, 2), 256))
            for (index, color) in palette.colors.enumerated() {
                out += Array("#\(index);2;\(percent(color.0));\(percent(color.1));\(percent(color.2))".utf8)
            }
            // Each pixel's register, once, its colour nudged by a 4×4 ordered pattern of up to
            // half a palette key's step (8 levels) first, so a gradient between two registers
            // is a fine mix of both rather than a band (fixed to the picture's pixels: the
            // same picture is the same bytes).
            var registerOf = [UInt8](repeating: 0, count: width * height)
            for y in 0..<height {
                for x in 0..<width {
                    let index = y * width + x
                    let nudge = Self.nudges[(y & 3) * 4 + (x & 3)]
                    registerOf[index] = UInt8(palette.register(Self.nudged(rgb[index * 3], by: nudge),
                                                               Self.nudged(rgb[index * 3 + 1], by: nudge),
                                                               Self.nudged(rgb[index * 3 + 2], by: nudge)))
                }
            }
            // A band's six-pixel columns, per register: only the registers it uses are touched.
            var masks = [UInt8](repeating: 0, count: 256 * width)
            var span = [(first: Int, last: Int)](repeating: (Int.max, -1), count: 256)
            var used: [Int] = []
            var top = 0
            while top < height {
                used.removeAll(keepingCapacity: true)
                for dy in 0..<min(6, height - top) {
                    let bit = UInt8(1 << dy)
                    let row = (top + dy) * width
                    for x in 0..<width {
                        let register = Int(registerOf[row + x])
                        if span[register].last < 0 { used.append(register) }
                        masks[register * width + x] |= bit
                        if x < span[register].first { span[register].first = x }
                        if x > span[register].last { span[register].last = x }
                    }
                }
                for (number, register) in used.enumerated() {
                    if number > 0 { out.append(UInt8(ascii: "$")) }
                    out += Array("#\(register)".utf8)
                    let base = register * width
                    // Columns before the first of this colour: empty ones.
                    appendRun(of: 0, count: span[register].first, into: &out)
                    var x = span[register].first
                    while x <= span[register].last {
                        let mask = masks[base + x]
                        var end = x + 1
                        while end <= span[register].last && masks[base + end] == mask { end += 1 }
                        appendRun(of: mask, count: end - x, into: &out)
                        x = end
                    }
                    for column in span[register].first...span[register].last { masks[base + column] = 0 }
                    span[register] = (Int.max, -1)
                }
                out.append(UInt8(ascii: "-"))
                top += 6
            }
            out += [0x1B, UInt8(ascii: "\\")]
            return out
        }
    }

    /// A 4×4 Bayer pattern as nudges from −4 to +3.
    private static let nudges: [Int] = [0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5].map { $0 / 2 - 4 }

    private static func nudged(_ value: UInt8, by nudge: Int) -> UInt8 {
        UInt8(min(max(Int(value) + nudge, 0), 255))
    }

    /// `count` columns of `mask`: the character itself up to three times, else `!count`.
    private static func appendRun(of mask: UInt8, count: Int, into out: inout [UInt8]) {
        guard count > 0 else { return }
        let character = 63 + mask
        if count <= 3 {
            out += Array(repeating: character, count: count)
        } else {
            out += Array("!\(count)".utf8)
            out.append(character)
        }
    }

    /// A channel, 0–255, in sixel's percent.
    private static func percent(_ value: UInt8) -> Int { (Int(value) * 100 + 127) / 255 }
}
