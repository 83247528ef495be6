/// The character facts matching needs, as fzf has them: classes for the bonuses, case
/// folding, and accents taken off Latin letters.
enum MatchText {
    /// A character's class, ordered as fzf orders them: a class after `nonWord` is a word
    /// character, so a boundary before it earns a bonus.
    enum CharClass: UInt8, Comparable, Sendable {
        case white, nonWord, delimiter, lower, upper, letter, number

        static func < (a: CharClass, b: CharClass) -> Bool { a.rawValue < b.rawValue }
    }

    /// The class of a scalar (its value): ASCII by table, the rest by Unicode properties.
    static func charClass(_ value: UInt32) -> CharClass {
        if value < 0x80 { return asciiClass(UInt8(value)) }
        guard let scalar = Unicode.Scalar(value) else { return .nonWord }
        let properties = scalar.properties
        if properties.isLowercase { return .lower }
        if properties.isUppercase { return .upper }
        if properties.numericType != nil { return .number }
        if properties.isAlphabetic { return .letter }
        if properties.isWhitespace { return .white }
        return .nonWord
    }

    /// The class of an ASCII byte.
    @inline(__always)
    static func asciiClass(_ byte: UInt8) -> CharClass {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"): return .lower
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): return .upper
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
        case UInt8(ascii: " "), 0x09...0x0D: return .white
        case UInt8(ascii: "/"), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "|"): return .delimiter
        default: return .nonWord
        }
    }

    /// The lower case of a scalar value (one scalar; those whose lower case is longer stay).
    static func lower(_ value: UInt32) -> UInt32 {
        if value < 0x80 {
            return value >= 0x41 && value <= 0x5A ? value + 32 : value
        }
        guard let scalar = Unicode.Scalar(value) else { return value }
        let mapping = scalar.properties.lowercaseMapping.unicodeScalars
        return mapping.count == 1 ? mapping.first!.value : value
    }

    /// A Latin letter without its accent (`é` → `e`, `Å` → `A`, `ß` → `s`): the Latin-1
    /// Supplement and Latin Extended-A, which cover the accented letters of the Latin-script
    /// languages fzf normalises.
    static func stripAccent(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        Unicode.Scalar(stripAccent(scalar.value)) ?? scalar
    }

    /// The same on a scalar value.
    static func stripAccent(_ value: UInt32) -> UInt32 {
        guard value >= 0xC0, value <= 0x17F else { return value }
        let base = accentBases[Int(value - 0xC0)]
        return base == 0 ? value : UInt32(base)
    }

    /// Base letters for U+00C0…U+017F as fzf has them, 0 where there is none (×, ÷, Æ, …).
    private static let accentBases: [UInt8] = Array((
        // C0–DF: À…ß
        "AAAAAA\0CEEEEIIII\0NOOOOO\0OUUUUY\0s" +
        // E0–FF: à…ÿ
        "aaaaaa\0ceeeeiiii\0nooooo\0ouuuuy\0y" +
        // 100–17F: Latin Extended-A (its small letters; capitals only as fzf has them)
        "\0a\0a\0a\0c\0c\0c\0c\0d\0d\0e\0e\0e\0e\0e\0g\0g\0g\0g\0h\0h\0i\0i\0i\0iIi\0\0\0j\0k\0\0l\0l\0l\0l\0l\0n\0n\0n\0\0\0\0o\0o\0o\0\0\0r\0r\0r\0s\0s\0s\0s\0t\0t\0t\0u\0u\0u\0u\0u\0u\0w\0yY\0z\0z\0zs"
    ).utf8)
}
