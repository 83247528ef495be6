/// How many terminal columns text takes: 0, 1 or 2 per grapheme cluster.
///
/// Pure Swift (no locale, no `wcwidth`), so layout is the same in tests and in every
/// environment: East Asian wide and fullwidth ranges and emoji presentation are 2,
/// combining marks and zero-width format characters are 0, everything else 1.
public enum DisplayWidth {
    /// The width of one grapheme cluster.
    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        let value = first.value
        if value < 0x7F {
            // A keycap in emoji presentation (1️⃣: digit, VS16, U+20E3) is drawn two wide.
            if value >= 0x20, scalars.contains(where: { $0.value == 0x20E3 }), scalars.contains(where: { $0.value == 0xFE0F }) {
                return 2
            }
            return value >= 0x20 ? 1 : 0
        }
        // Box drawing, block elements and the symbols for legacy computing (what pictures
        // and big letters are drawn in): one column, known without looking up properties.
        if (0x2500...0x259F).contains(value) || (0x1FB00...0x1FBCA).contains(value) { return 1 }
        if isZeroWidth(first) { return 0 }
        if isWide(value) { return 2 }
        let properties = first.properties
        if properties.isEmojiPresentation { return 2 }
        // Text-default emoji followed by VARIATION SELECTOR-16 render as emoji.
        if properties.isEmoji, scalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
        return 1
    }

    /// The width of a string: the sum over its grapheme clusters.
    public static func of(_ text: some StringProtocol) -> Int {
        var total = 0
        for character in text { total += of(character) }
        return total
    }

    static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control:
            return true
        default:
            return scalar.value == 0x200B
        }
    }

    /// East Asian Wide (W) and Fullwidth (F) ranges.
    static func isWide(_ v: UInt32) -> Bool {
        switch v {
        case 0x1100...0x115F, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
             0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F,
             0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F,
             0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4, 0x17000...0x18AFF,
             0x1B000...0x1B2FF, 0x1F200...0x1F202, 0x1F210...0x1F23B, 0x1F240...0x1F248,
             0x1F250...0x1F251, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
