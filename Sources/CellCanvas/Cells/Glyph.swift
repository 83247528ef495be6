import Synchronization

/// One grapheme cluster as a cell holds it: its UTF-8 bytes kept inline, so that a cell
/// is plain data — copied, compared and freed without reference counting.
///
/// Up to 15 bytes (every letter, CJK ideograph, box-drawing character and most emoji)
/// sit in the value itself; a longer cluster (a family emoji, a long ZWJ sequence) is
/// kept once in a shared table and the value holds its number.
public struct Glyph: Sendable, Hashable {
    /// Bytes 0–7 of the UTF-8; or, when interned, the table's index.
    @usableFromInline var low: UInt64
    /// Bytes 8–14, and the length in the top byte (`interned` for a table entry).
    @usableFromInline var high: UInt64

    @usableFromInline static let interned: UInt64 = 0xFF
    /// Long clusters kept at most; past this, new ones show as U+FFFD.
    static let tableLimit = 1 << 16
    private static let table = Mutex(InternTable())

    private struct InternTable {
        var characters: [Character] = []
        var indexes: [Character: UInt64] = [:]
    }

    /// A space, the blank cell's glyph.
    public static let space = Glyph(" ")

    /// Whether it is `space`: compared as the words it is kept in (the frame writer asks
    /// for every cell it looks at).
    @inlinable public var isSpace: Bool { low == 0x20 && high == 1 << 56 }

    /// The glyph of one grapheme cluster.
    public init(_ character: Character) {
        var low: UInt64 = 0, high: UInt64 = 0
        var count = 0
        for byte in character.utf8 {
            if count < 8 {
                low |= UInt64(byte) << (8 * count)
            } else if count < 15 {
                high |= UInt64(byte) << (8 * (count - 8))
            }
            count += 1
        }
        if count <= 15 {
            self.low = low
            self.high = high | UInt64(count) << 56
        } else {
            let index: UInt64? = Self.table.withLock { table in
                if let index = table.indexes[character] { return index }
                guard table.characters.count < Self.tableLimit else { return nil }
                let index = UInt64(table.characters.count)
                table.characters.append(character)
                table.indexes[character] = index
                return index
            }
            guard let index else {
                // The table is full (a flood of distinct long clusters): show a replacement.
                self = Glyph("\u{FFFD}")
                return
            }
            self.low = index
            self.high = Self.interned << 56
        }
    }

    @usableFromInline var storedLength: UInt64 { high >> 56 }

    /// The same cluster: the same two words (a long cluster is interned once, so its
    /// number names it).
    @inlinable public static func == (a: Glyph, b: Glyph) -> Bool {
        a.low == b.low && a.high == b.high
    }

    /// The grapheme cluster.
    public var character: Character {
        if storedLength == Self.interned {
            let index = Int(low)
            return Self.table.withLock { $0.characters[index] }
        }
        return withUTF8 { Character(String(decoding: $0, as: UTF8.self)) }
    }

    /// How many bytes of UTF-8 the cluster takes.
    @inlinable public var utf8Count: Int {
        storedLength == Self.interned ? character.utf8.count : Int(storedLength)
    }

    /// Calls `body` with the cluster's UTF-8 bytes.
    @inlinable public func withUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if storedLength == Self.interned {
            var text = String(character)
            return text.withUTF8(body)
        }
        var bytes = (low, high)
        return withUnsafeBytes(of: &bytes) { raw in
            body(UnsafeBufferPointer(start: raw.baseAddress!.assumingMemoryBound(to: UInt8.self), count: Int(storedLength)))
        }
    }

    /// Appends the cluster's UTF-8 bytes to `bytes`: byte by byte from the words they are
    /// kept in (the frame writer sends a glyph per cell; a copy through a buffer cost more
    /// than the few bytes).
    @inlinable public func appendUTF8(to bytes: inout [UInt8]) {
        let length = Int(storedLength)
        guard length != Int(Self.interned) else { return withUTF8 { bytes.append(contentsOf: $0) } }
        var word = low
        for index in 0..<length {
            if index == 8 { word = high }
            bytes.append(UInt8(truncatingIfNeeded: word))
            word >>= 8
        }
    }

    /// The cluster's first Unicode scalar, and whether it is the only one.
    @inlinable public var firstScalar: (scalar: Unicode.Scalar, isOnly: Bool) {
        guard storedLength != Self.interned, storedLength > 0 else {
            let scalars = character.unicodeScalars
            return (scalars.first ?? " ", scalars.count == 1)
        }
        let lead = UInt8(truncatingIfNeeded: low)
        let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        if length == 1 { return (Unicode.Scalar(lead), storedLength == 1) }
        // The scalar's bytes (four at most) all lie in the low word: read from it in place.
        var value = UInt32(lead) & (0xFF >> (length + 1))
        var rest = low >> 8
        for _ in 1..<min(length, Int(storedLength)) {
            value = value << 6 | UInt32(truncatingIfNeeded: rest & 0x3F)
            rest >>= 8
        }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", Int(storedLength) == length)
    }
}
