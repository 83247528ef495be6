import CellCanvas

/// A colour as a theme file writes it: `#rrggbb` or presenterm's `rrggbb`, one of the
/// sixteen terminal colours by presenterm's names (`red`, `dark_red`, `grey`, `dark_grey`…),
/// `default` for the terminal's own, or `palette:name` (`p:name`) for a colour the theme's
/// `palette` names. 24-bit colours reach the terminal as they are where it shows them and
/// as the nearest palette entry elsewhere (`ColorDepth`).
enum ThemeColor {
    /// The sixteen terminal colours by presenterm's names, and their palette indexes.
    static let names: [String: UInt8] = [
        "black": 0, "dark_red": 1, "dark_green": 2, "dark_yellow": 3, "dark_blue": 4, "dark_magenta": 5,
        "dark_cyan": 6, "grey": 7, "gray": 7, "dark_grey": 8, "dark_gray": 8, "red": 9, "green": 10,
        "yellow": 11, "blue": 12, "magenta": 13, "cyan": 14, "white": 15,
    ]

    /// The colour `text` names, `palette` giving the theme's own names; nil when it names none.
    static func parse(_ text: String, palette: [String: Color] = [:]) -> Color? {
        let name = text.trimmingBlank.lowercased()
        if name == "default" { return .default }
        if let index = names[name] { return .indexed(index) }
        for prefix in ["palette:", "p:"] where name.hasPrefix(prefix) {
            return palette[String(name.dropFirst(prefix.count))]
        }
        let hex = name.hasPrefix("#") ? name.dropFirst() : Substring(name)
        guard hex.count == 6, hex.utf8.allSatisfy({ $0.isASCIIHexDigit }), let value = UInt32(hex, radix: 16) else { return nil }
        return .rgb(UInt8(value >> 16), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF))
    }
}

private extension UInt8 {
    var isASCIIHexDigit: Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(self)
    }
}
