/// The terminal's background colour: asked with OSC 11 at start (`query`), answered as
/// `ESC ] 11 ; rgb:RRRR/GGGG/BBBB` ended by BEL or `ESC \` (one to four hexadecimal digits a
/// channel), and guessed before the answer from `COLORFGBG`, which some terminals set
/// (`0;15`: the last field is the background's palette index). Pictures drawn without
/// colour use it to run their shades the right way round.
package enum BackgroundColorReply {
    /// The question, sent with the other start-up probes: OSC 11 with `?`, ended by `ESC \`.
    static let query = "\u{1B}]11;?\u{1B}\\"

    /// The colour an operating system command's text (what came between `ESC ]` and its
    /// BEL or `ESC \`) gives the background, scaled to 8 bits a channel; nil when it is not
    /// an OSC 11 colour in the `rgb:` form (anything malformed, or a channel of more than
    /// four digits).
    package static func color(in text: some Collection<UInt8>) -> (UInt8, UInt8, UInt8)? {
        let prefix = Array("11;rgb:".utf8)
        guard text.count <= prefix.count + 3 * 5, text.starts(with: prefix) else { return nil }
        let channels = text.dropFirst(prefix.count).split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
        guard channels.count == 3 else { return nil }
        var scaled: [UInt8] = []
        for channel in channels {
            guard let value = channelValue(channel) else { return nil }
            scaled.append(value)
        }
        return (scaled[0], scaled[1], scaled[2])
    }

    /// One channel, one to four hexadecimal digits, scaled to 0…255 (`f` and `ffff` are 255;
    /// the sum stays below 2¹⁶ · 255, so no step can overflow).
    private static func channelValue(_ digits: some Collection<UInt8>) -> UInt8? {
        guard (1...4).contains(digits.count) else { return nil }
        var value = 0
        for digit in digits {
            guard let nibble = hexValue(digit) else { return nil }
            value = value * 16 + nibble
        }
        let largest = (1 << (4 * digits.count)) - 1
        return UInt8((value * 255 + largest / 2) / largest)
    }

    private static func hexValue(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return Int(byte - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return Int(byte - UInt8(ascii: "A")) + 10
        default: return nil
        }
    }

    /// Whether `color` is light: its relative luminance (Rec. 709 weights) above one half.
    package static func isLight(_ color: (UInt8, UInt8, UInt8)) -> Bool {
        2126 * Int(color.0) + 7152 * Int(color.1) + 722 * Int(color.2) > 10_000 * 255 / 2
    }

    /// What `COLORFGBG` (`foreground;background`, palette indices, sometimes with a middle
    /// field) says of the background: light for 7 and 9…15, dark for 0…6 and 8; nil when it
    /// is missing or says something else.
    package static func isLight(colorFGBG value: String?) -> Bool? {
        guard let last = value?.split(separator: ";", omittingEmptySubsequences: false).last,
              (1...2).contains(last.count), last.allSatisfy({ $0.isASCII && $0.isNumber }), let index = Int(last) else { return nil }
        switch index {
        case 7, 9...15: return true
        case 0...6, 8: return false
        default: return nil
        }
    }
}
