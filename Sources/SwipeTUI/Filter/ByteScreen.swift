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
        guard let base = text.baseAddress, text.count >= 8 else { return scanByBytes(text) }
        let end = text.count
        var seen: UInt64 = 0
        var index = 0
        var found = 0
        bytes.withUnsafeBufferPointer { bytes in
            masks.withUnsafeBufferPointer { masks in
                guard !bytes.isEmpty else { return }
                var wanted = Self.repeated(bytes[0]), mask = Self.repeated(masks[0])
                while true {
                    // Sixteen bytes at a time while none is the byte wanted.
                    while index + 16 <= end && !Self.holds(wanted, under: mask, sixteenAt: base + index) {
                        seen |= Self.word(at: base + index) | Self.word(at: base + index + 8)
                        index &+= 16
                    }
                    if index == end { return }
                    // Then a word: the places in it equal to the byte wanted (under its mask),
                    // taken in order. The last word ends where the item does, over bytes
                    // already read, which it leaves out.
                    let start = min(index, end - 8)
                    let word = Self.word(at: base + start)
                    seen |= word
                    var equal = Self.zeroBytes((word | mask) ^ wanted) & (~0 &<< UInt64((index &- start) &* 8))
                    index = start + 8
                    while equal != 0 {
                        let next = equal.trailingZeroBitCount >> 3 + 1
                        found += 1
                        if found == bytes.count { return }
                        wanted = Self.repeated(bytes[found])
                        mask = Self.repeated(masks[found])
                        guard next < 8 else { break }
                        equal = Self.zeroBytes((word | mask) ^ wanted) & (~0 &<< UInt64(next &* 8))
                    }
                    if index == end { return }
                }
            }
        }
        // The rest of the item, for whether it is all ASCII.
        while index + 16 <= end {
            seen |= Self.word(at: base + index) | Self.word(at: base + index + 8)
            index += 16
        }
        if index + 8 <= end {
            seen |= Self.word(at: base + index)
            index += 8
        }
        if index < end { seen |= Self.word(at: base + end - 8) }
        return Scan(isHeld: found == bytes.count, isASCII: seen & 0x8080_8080_8080_8080 == 0)
    }

    /// Whether any of the sixteen bytes at `pointer` is the one `wanted` repeats under
    /// `mask` (two words tested at once: a byte of a word is zero exactly when subtracting
    /// one from each byte borrows into its high bit).
    @inline(__always)
    private static func holds(_ wanted: UInt64, under mask: UInt64, sixteenAt pointer: UnsafePointer<UInt8>) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        let first = (word(at: pointer) | mask) ^ wanted, second = (word(at: pointer + 8) | mask) ^ wanted
        return ((first &- ones) & ~first | (second &- ones) & ~second) & highs != 0
    }

    /// The eight bytes at `pointer` as a word, the first lowest.
    @inline(__always)
    private static func word(at pointer: UnsafePointer<UInt8>) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(pointer).loadUnaligned(as: UInt64.self))
    }

    /// The same a byte at a time, for an item shorter than a word.
    private func scanByBytes(_ text: UnsafeBufferPointer<UInt8>) -> Scan {
        var found = 0, seen: UInt8 = 0
        for byte in text {
            seen |= byte
            if found < bytes.count && byte | masks[found] == bytes[found] { found += 1 }
        }
        return Scan(isHeld: found == bytes.count, isASCII: seen < 0x80)
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
