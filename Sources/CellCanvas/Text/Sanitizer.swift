/// Makes untrusted text safe to draw: nothing in it can reach the terminal as a
/// control character or escape sequence.
///
/// C0 controls and DEL become their visible Control Pictures (ESC shows as `␛`),
/// C1 controls and bidirectional overrides become U+FFFD, and tabs are expanded to
/// the next tab stop (every `tabWidth` columns unless given); a cluster keeps at most `maximumClusterScalars` scalars. Invalid
/// UTF-8 is already U+FFFD once bytes are decoded with
/// `String(decoding:as:)`.
public enum Sanitizer {
    /// The columns between tab stops, unless given.
    public static let tabWidth = 8

    /// One line of text made safe, tab stops `tabWidth` columns apart (at least one);
    /// newlines inside it are shown as `␊`.
    ///
    /// Repairing a cluster can change where clusters break (marks after a replaced control
    /// join its symbol), so a line that needed repairs is passed again until nothing changes:
    /// what comes out is already safe, and sanitising it again changes nothing.
    public static func line(_ text: some StringProtocol, tabWidth: Int = tabWidth) -> String {
        // Printable ASCII, most text and code, is safe as it is: read as bytes, not clusters.
        let isPrintableASCII = text.utf8.withContiguousStorageIfAvailable { $0.allSatisfy { (0x20...0x7E).contains($0) } }
        if isPrintableASCII == true { return String(text) }
        let tabWidth = max(tabWidth, 1)
        var (result, repaired) = pass(text, tabWidth: tabWidth)
        var rounds = 0
        while repaired && rounds < 4 {
            let (next, again) = pass(result, tabWidth: tabWidth)
            repaired = again && next != result
            result = next
            rounds += 1
        }
        return result
    }

    /// One pass over `text`: tabs expanded, each cluster made visible; whether any cluster
    /// had to be repaired or a tab expanded (the spaces may join the marks after the tab
    /// into a cluster of their own, which the next pass must look at).
    private static func pass(_ text: some StringProtocol, tabWidth: Int) -> (String, Bool) {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var column = 0, repaired = false
        for character in text {
            if character == "\t" {
                let spaces = tabWidth - column % tabWidth
                result.append(String(repeating: " ", count: spaces))
                column += spaces
                repaired = true
                continue
            }
            let safe = visible(character)
            if safe != character { repaired = true }
            result.append(safe)
            column += DisplayWidth.of(safe)
        }
        return (result, repaired)
    }

    /// A single grapheme cluster made safe.
    public static func visible(_ character: Character) -> Character {
        var needsRepair = false, scalarCount = 0
        for scalar in character.unicodeScalars {
            scalarCount += 1
            if isUnsafe(scalar) || scalarCount > maximumClusterScalars {
                needsRepair = true
                break
            }
        }
        guard needsRepair else { return character }
        var repaired = String.UnicodeScalarView()
        for scalar in character.unicodeScalars.prefix(maximumClusterScalars) {
            repaired.append(replacement(for: scalar) ?? scalar)
        }
        // A repaired cluster may split into several; draw only its first glyph.
        return String(repaired).first ?? "\u{FFFD}"
    }

    /// Scalars kept of one cluster: enough for any emoji sequence; a pile of combining
    /// marks (zalgo text) is cut here, so one cell never carries kilobytes.
    public static let maximumClusterScalars = 16

    static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        replacement(for: scalar) != nil
    }

    static func replacement(for scalar: Unicode.Scalar) -> Unicode.Scalar? {
        switch scalar.value {
        case 0x00...0x1F:
            return Unicode.Scalar(0x2400 + scalar.value)
        case 0x7F:
            return "\u{2421}"
        case 0x80...0x9F, 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C:
            return "\u{FFFD}"
        default:
            return nil
        }
    }
}
