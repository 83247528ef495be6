/// What a terminal's answers to the colour questions asked at start say about its colours
/// (`probe`): XTGETTCAP for the terminfo names `RGB`, `Tc` and `colors`, and DECRQSS for
/// the rendition after a direct background colour was set. The answers are the terminal's
/// bytes: they are read as text, names and values in hexadecimal, numbers capped.
package enum ColorDepthReply {
    /// The questions, sent with the other start-up probes (before device attributes, which
    /// every terminal answers after them): XTGETTCAP for `RGB`, `Tc` and `colors`; a direct
    /// background colour set, DECRQSS asking for the rendition, the rendition reset.
    static let probe = "\u{1B}P+q" + ["RGB", "Tc", "colors"].map(hex).joined(separator: ";") + "\u{1B}\\"
        + "\u{1B}[48;2;1;2;3m\u{1B}P$qm\u{1B}\\\u{1B}[m"

    /// The depth a device control reply's text (what came between `ESC P` and `ESC \`)
    /// says the terminal has, or nil when it says nothing about it.
    package static func depth(in reply: String) -> ColorDepth? {
        if reply.hasPrefix("1$r") { return renditionDepth(String(reply.dropFirst(3))) }
        guard reply.hasPrefix("1+r") else { return nil }
        var best: ColorDepth?
        for entry in reply.dropFirst(3).split(separator: ";").prefix(8) {
            let parts = entry.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let name = text(fromHex: parts[0]) else { continue }
            let value = parts.count > 1 ? text(fromHex: parts[1]) : nil
            let said: ColorDepth?
            switch name {
            case "RGB", "Tc":
                said = .direct
            case "colors":
                let count = value.map { ParameterNumber(digitsIn: $0.utf8).value } ?? 0
                said = count >= ParameterNumber.limit ? .direct : count >= 8 ? .palette(count) : nil
            default:
                said = nil
            }
            if let said { best = best.map { $0.raised(to: said) } ?? said }
        }
        return best
    }

    /// A DECRQSS answer for SGR: the direct colour set before the question came back.
    private static func renditionDepth(_ rendition: String) -> ColorDepth? {
        guard rendition.hasSuffix("m") else { return nil }
        let forms = ["48;2;1;2;3", "48:2:1:2:3", "48:2::1:2:3"]
        return forms.contains { rendition.contains($0) } ? .direct : nil
    }

    /// `text` as hexadecimal digits of its UTF-8 bytes, upper case.
    static func hex(_ text: String) -> String {
        let digits = Array("0123456789ABCDEF")
        return String(text.utf8.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 15)]] })
    }

    /// The printable text hexadecimal digits spell; nil for odd lengths, other characters
    /// or bytes that are not printable ASCII.
    static func text(fromHex digits: Substring) -> String? {
        guard digits.count % 2 == 0, digits.count <= 128 else { return nil }
        var bytes: [UInt8] = []
        var high: UInt8?
        for character in digits {
            guard let nibble = character.hexDigitValue else { return nil }
            if let first = high {
                let byte = first << 4 | UInt8(nibble)
                guard byte >= 0x20 && byte < 0x7F else { return nil }
                bytes.append(byte)
                high = nil
            } else {
                high = UInt8(nibble)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
