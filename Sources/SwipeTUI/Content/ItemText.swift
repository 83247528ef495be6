import CellCanvas

/// An input line's text as its row shows it, as fzf 0.38 prints an item: a newline or a
/// carriage return (a `--read0` item may hold them) shows as a space, and the other control
/// characters (C0 but the tab, DEL, C1) show as nothing; then `Sanitizer.line` expands tabs
/// and makes the rest safe.
enum ItemText {
    /// `text` as a row shows it, tab stops `tabWidth` apart.
    static func shown(_ text: String, tabWidth: Int = Sanitizer.tabWidth) -> String {
        guard text.unicodeScalars.contains(where: isHidden) else { return Sanitizer.line(text, tabWidth: tabWidth) }
        var kept = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar == "\n" || scalar == "\r" {
                kept.append(" ")
            } else if !isHidden(scalar) {
                kept.append(scalar)
            }
        }
        return Sanitizer.line(String(kept), tabWidth: tabWidth)
    }

    /// A control character fzf does not print as itself: C0 but the tab, DEL and C1.
    private static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\t") || (0x7F...0x9F).contains(scalar.value)
    }
}
