import CellCanvas

/// fzf's `--border-label` and `--border-label-pos`: a line of text on the border's top
/// line (or its bottom one), centred (position 0), from column N counted from the left
/// (N > 0) or ending N − 1 columns from the right (N < 0).
public struct BorderLabel: Sendable, Equatable {
    /// Which label: the list's border's (`--border-label`) or the preview pane's (`--preview-label`).
    public enum Place: Sendable {
        case border, preview
    }

    /// The text as it shows: its first line, without escape sequences.
    public var text: String { label.plain }
    /// The text with its SGR colours (fzf draws them over the label's colour).
    let label: ChromeText
    /// 0 centres it; N > 0 starts it at column N; N < 0 ends it at column −N from the right.
    public var position: Int
    /// Whether it goes on the bottom line.
    public var onBottom: Bool

    public init(text: String, position: Int = 0, onBottom: Bool = false) {
        label = ChromeText(text)
        self.position = position
        self.onBottom = onBottom
    }

    /// Reads `--border-label-pos` (or `--preview-label-pos`, named by `option`): `N`,
    /// `N:top` or `N:bottom` (or `:bottom` alone), N between −10000 and 10000.
    public static func position(parsing text: String, option: String = "--border-label-pos") throws(ListLookError) -> (position: Int, onBottom: Bool) {
        let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        let number = parts[0]
        let side = parts.count > 1 ? parts[1] : "top"
        let digits = number.hasPrefix("-") ? number.dropFirst() : number
        guard side == "top" || side == "bottom",
              number.isEmpty || (!digits.isEmpty && digits.count <= 5 && digits.allSatisfy { $0.isASCII && $0.isNumber }),
              let position = number.isEmpty ? 0 : Int(number), abs(position) <= 10_000 else {
            throw ListLookError("\(option) '\(text)': N[:top|:bottom], N a column from the left (negative: from the right, 0: centred)")
        }
        return (position, side == "bottom")
    }

    /// Where the label starts on a line `width` columns wide (the label cut to fit).
    func column(width: Int, labelWidth: Int) -> Int {
        let room = max(width - labelWidth, 0)
        if position == 0 { return room / 2 }
        return min(max(position > 0 ? position - 1 : width + position + 1 - labelWidth, 0), room)
    }

    /// Draws the label on `border`'s top (or bottom) line over `rect`, if that line is drawn;
    /// a border with only a bottom line takes it there wherever it was asked for (fzf's);
    /// one wider than the line is cut at its end, with no ellipsis (as fzf's). Its own
    /// colours go over `style` unless `colored` is false.
    func draw(on border: ListBorder, around rect: Rect, on buffer: inout CellBuffer, style: Style, colored: Bool = true) {
        let bottom = onBottom || (border.bottom && !border.top)
        guard !text.isEmpty, bottom ? border.bottom : border.top, rect.width > 0 else { return }
        let x = rect.x + column(width: rect.width, labelWidth: min(label.width, rect.width))
        label.write(x: x, y: bottom ? rect.maxY - 1 : rect.y, over: style, colored: colored, clip: rect, on: &buffer)
    }
}
