/// The ASCII bytes of a plain term that an ASCII item must hold in order to match it:
/// most items of a big input fail a term, and finding that out on the bytes, eight at a
/// time, costs far less than matching. One pass over an item also says whether it is all
/// ASCII (only then does a missing byte rule it out: a folded or accented letter of another
/// item may still match).
///
/// A letter whose case is folded is compared with its `0x20` bit set (only `A`–`Z` and
/// `a`–`z` become `a`–`z` that way), any other byte as it is.
struct ByteScreen {
    let bytes: [UInt8]
    let masks: [UInt8]

    /// The screen of `bytes` (ASCII), upper-case letters of an item matching lower-case
    /// ones of `bytes` when `foldingCase`.
    init(_ bytes: [UInt8], foldingCase: Bool) {
        self.bytes = bytes
        masks = bytes.map { foldingCase && $0 >= 0x61 && $0 <= 0x7A ? 0x20 : 0 }
    }

    /// What one pass over an item found.
    struct Scan {
        /// Its bytes appear in the item in order.
        var isHeld: Bool
        /// Every byte of the item is ASCII.
        var isASCII: Bool
    }

    /// Whether the bytes appear in `text` in order, and whether `text` is all ASCII.
    func scan(_ text: UnsafeBufferPointer<UInt8>) -> Scan {
        guard let base = text.baseAddress else { return Scan(isHeld: bytes.isEmpty, isASCII: true) }
        let end = text.count
        var seen: UInt64 = 0
        var index = 0
        var found = 0
        if !bytes.isEmpty {
            bytes.withUnsafeBufferPointer { bytes in
                masks.withUnsafeBufferPointer { masks in
                    var wanted = Self.repeated(bytes[0]), mask = Self.repeated(masks[0])
                    // Eight bytes at a time: the places in a word equal to the byte wanted
                    // (under its mask), taken in order.
                    wordLoop: while index + 8 <= end {
                        let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                        seen |= word
                        var equal = Self.zeroBytes((word | mask) ^ wanted)
                        while equal != 0 {
                            let next = equal.trailingZeroBitCount >> 3 + 1
                            found += 1
                            if found == bytes.count {
                                index += 8
                                break wordLoop
                            }
                            wanted = Self.repeated(bytes[found])
                            mask = Self.repeated(masks[found])
                            guard next < 8 else { break }
                            equal = Self.zeroBytes((word | mask) ^ wanted) & (~0 << UInt64(next * 8))
                        }
                        index += 8
                    }
                    while found < bytes.count && index < end {
                        let byte = base[index]
                        seen |= UInt64(byte)
                        if byte | masks[found] == bytes[found] { found += 1 }
                        index += 1
                    }
                }
            }
        }
        // The rest of the item, for whether it is all ASCII.
        while index + 8 <= end {
            seen |= UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            index += 8
        }
        while index < end {
            seen |= UInt64(base[index])
            index += 1
        }
        return Scan(isHeld: found == bytes.count, isASCII: seen & 0x8080_8080_8080_8080 == 0)
    }

    /// `byte` in every byte of a word.
    @inline(__always)
    private static func repeated(_ byte: UInt8) -> UInt64 { UInt64(byte) &* 0x0101_0101_0101_0101 }

    /// The high bit of each byte of `word` that is zero, and no other bit (exact, so a
    /// place found is always a byte equal to the one wanted).
    @inline(__always)
    private static func zeroBytes(_ word: UInt64) -> UInt64 {
        let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        return ~(((word & low) &+ low) | word | low)
    }
}
