/// An item as a term is looked for in it: the values compared with the term's (folded as
/// the term asks) and the class of each character of the item as it is (for the bonuses).
/// Two forms share the matching code: scalars for any text, bytes for ASCII text, which
/// skips decoding and copying — most items of a big input are ASCII.
protocol MatchableText {
    /// How many characters.
    var count: Int { get }
    /// Character `index` as the term compares it.
    subscript(index: Int) -> UInt32 { get }
    /// The same with its accent kept (fzf's first algorithm shrinks its stretch comparing so).
    func accented(at index: Int) -> UInt32
    /// The class of character `index` as it is in the item, under `bonuses`' scheme.
    func charClass(at index: Int, in bonuses: ScoringBonuses) -> MatchText.CharClass
    /// The same as its raw value, ASCII characters' read from `asciiClasses` (the scheme's
    /// class of each ASCII byte, `AlignmentScratch.asciiClasses`).
    func classValue(at index: Int, asciiClasses: UnsafePointer<UInt8>) -> UInt8
    /// The first place from `index` on, before `end`, whose character (as the term compares
    /// it) is `value`; `end` when there is none.
    func firstPlace(of value: UInt32, from index: Int, before end: Int) -> Int
}

extension MatchableText {
    func firstPlace(of value: UInt32, from index: Int, before end: Int) -> Int {
        var index = index
        while index < end && self[index] != value { index += 1 }
        return index
    }
}

/// Decoded scalars: the form a term wants (`compared`) beside the item's own (`original`).
struct ScalarText: MatchableText {
    let compared: [UInt32]
    let original: [UInt32]
    /// `compared` with accents kept.
    let accented: [UInt32]

    var count: Int { compared.count }

    subscript(index: Int) -> UInt32 { compared[index] }

    func accented(at index: Int) -> UInt32 { accented[index] }

    func charClass(at index: Int, in bonuses: ScoringBonuses) -> MatchText.CharClass { bonuses.charClass(original[index]) }

    func classValue(at index: Int, asciiClasses: UnsafePointer<UInt8>) -> UInt8 {
        let value = original[index]
        return value < 0x80 ? asciiClasses[Int(value)] : MatchText.charClass(value).rawValue
    }
}

/// ASCII bytes read in place, upper case folded to lower when the term ignores case. Its
/// values are those `ScalarText` holds for the same item, so both rank alike.
struct ASCIIText: MatchableText {
    let bytes: UnsafeBufferPointer<UInt8>
    let folds: Bool

    var count: Int { bytes.count }

    subscript(index: Int) -> UInt32 {
        let byte = bytes[index]
        return UInt32(folds && byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte)
    }

    @inline(__always)
    func charClass(at index: Int, in bonuses: ScoringBonuses) -> MatchText.CharClass { bonuses.asciiClass(bytes[index]) }

    @inline(__always)
    func classValue(at index: Int, asciiClasses: UnsafePointer<UInt8>) -> UInt8 {
        asciiClasses[Int(bytes[index] & 0x7F)]
    }

    func accented(at index: Int) -> UInt32 { self[index] }

    /// Read eight bytes at a time: the places in a word equal to `value` (its letter in
    /// either case when folding) found at once, the last word ending where the stretch
    /// does (over bytes already read, none of them `value`).
    func firstPlace(of value: UInt32, from index: Int, before end: Int) -> Int {
        // Bytes that are not ASCII, and upper-case letters when folding, are never compared.
        let isLower = value >= 0x61 && value <= 0x7A
        guard index < end, value < 0x80, !folds || !(value >= 0x41 && value <= 0x5A), let base = bytes.baseAddress else { return end }
        let mask: UInt64 = folds && isLower ? 0x2020_2020_2020_2020 : 0
        let wanted = UInt64(value) &* 0x0101_0101_0101_0101
        guard end - index >= 8 else {
            var index = index
            while index < end && UInt32(base[index] | UInt8(truncatingIfNeeded: mask)) != value { index += 1 }
            return index
        }
        var start = index
        let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        while true {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + start).loadUnaligned(as: UInt64.self))
            let zero = (word | mask) ^ wanted
            let equal = ~(((zero & low) &+ low) | zero | low)
            if equal != 0 { return start &+ equal.trailingZeroBitCount &>> 3 }
            guard start &+ 8 < end else { return end }
            start = min(start &+ 8, end &- 8)
        }
    }
}
