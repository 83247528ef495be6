/// `--ansi`: an item's text without its escape sequences, for matching and printing (its
/// colours show through `SGRText`, which reads the same sequences). Taken out whole:
/// control sequences (`ESC [` … a final byte: colours, cursor moves, erases), strings
/// (`ESC ]` OSC titles and links, `ESC P` DCS, `ESC X`, `ESC ^`, `ESC _`, up to BEL or
/// `ESC \`), and two- or three-byte escapes (`ESC ( B`). A sequence cut off by the end of
/// the item goes too. No ESC is left, so nothing in the result is a sequence.
public enum EscapeSequences {
    /// `bytes` without escape sequences; the other bytes as they were, in order.
    public static func stripped(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        guard bytes.contains(0x1B) else { return Array(bytes) }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        scan(bytes, text: { result.append(bytes[$0]) }, sequence: { _ in })
        return result
    }

    /// Walks `bytes` once: `text` gets the index of each byte outside escape sequences,
    /// `sequence` the range of each sequence, in order.
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>, text: (Int) -> Void, sequence: (Range<Int>) -> Void) {
        var index = 0
        let count = bytes.count
        while index < count {
            guard bytes[index] == 0x1B else {
                text(index)
                index += 1
                continue
            }
            let start = index
            index += 1
            defer { sequence(start..<index) }
            guard index < count else { break }
            switch bytes[index] {
            case UInt8(ascii: "["):
                // Parameters and intermediates, then one final byte (anything else ends it too).
                index += 1
                while index < count && (0x20...0x3F).contains(bytes[index]) { index += 1 }
                if index < count && bytes[index] != 0x1B { index += 1 }
            case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "X"), UInt8(ascii: "^"), UInt8(ascii: "_"):
                index += 1
                while index < count {
                    if bytes[index] == 0x07 {
                        index += 1
                        break
                    }
                    if bytes[index] == 0x1B {
                        // ST ends it; another ESC starts a new sequence.
                        if index + 1 < count && bytes[index + 1] == UInt8(ascii: "\\") { index += 2 }
                        break
                    }
                    index += 1
                }
            case 0x20...0x2F:
                while index < count && (0x20...0x2F).contains(bytes[index]) { index += 1 }
                if index < count && bytes[index] != 0x1B { index += 1 }
            case 0x1B:
                break
            default:
                index += 1
            }
        }
    }
}
