import CellCanvas

/// Where the list layout puts the `--preview` pane (`--preview-window`, fzf's syntax):
/// a side, a size in cells or per cent of the screen, whether it starts hidden, wraps,
/// scrolls round (`cycle`), keeps to the output's end (`follow`), where it starts scrolled, how many of its first lines stay
/// put (`~3`) and its border (`border-sharp`, `noborder`, …), as `right:50%`, `up:40%`,
/// `down:10:hidden` or `hidden`; and its `--preview-label`.
public struct PreviewWindow: Sendable, Equatable {
    /// The side of the screen the pane takes.
    public enum Side: String, Sendable, Equatable {
        case right, left, up, down
    }

    /// The pane's side (`right` unless given).
    public var side = Side.right
    /// Its size across that side: columns (or rows) when `percent` is false.
    public var size = 50
    /// Whether `size` is a percentage of the screen.
    public var percent = true
    /// Whether the pane starts hidden (the `toggle-preview` action shows it).
    public var hidden = false
    /// Whether long lines wrap (`wrap`) instead of being cut (`nowrap`, the default).
    public var wraps = false
    /// Where the pane starts scrolled for each item (`+{2}-5`); nil: at the top.
    public var scroll: PreviewScroll?
    /// `follow`: the pane shows the output's end until the preview is scrolled off it.
    public var follows = false
    /// Whether scrolling past the last line goes round to the first, and back (`cycle`).
    public var cycles = false
    /// `~N`: the output's first N lines stay at the top while the rest scrolls under them.
    public var headerLines = 0
    /// The lines round the pane (`border-rounded`, the default, … `noborder`), as fzf 0.38's.
    public var border = ListBorder.rounded
    /// `--preview-label` and `--preview-label-pos`: text on the pane's border.
    public var label = BorderLabel(text: "")

    /// fzf's default: the right half.
    public init() {}

    /// The border a word of fzf 0.38's names (`border-bold`, `sharp`, `noborder`, …), or nil.
    /// Only its words: `bold`, `double` and the block styles came later and are refused, as there.
    static func border(named word: String) -> ListBorder? {
        let style: Substring
        switch word {
        case "border", "rounded": style = "rounded"
        case "sharp": style = "sharp"
        case "noborder": style = "none"
        case "border-up": style = "top"
        case "border-down": style = "bottom"
        default:
            guard word.hasPrefix("border-") else { return nil }
            style = word.dropFirst("border-".count)
        }
        guard ListBorder.styleNames.contains(String(style)) else { return nil }
        return try? ListBorder(parsing: String(style))
    }

    /// Parses the option's value; throws, naming the first part it cannot read.
    public init(parsing text: String) throws(PreviewWindowError) {
        try apply(text)
    }

    /// Changes what `text` names (the option's syntax), the rest kept
    /// (`change-preview-window(…)`); throws, naming the first part it cannot read.
    public mutating func apply(_ text: String) throws(PreviewWindowError) {
        for part in text.split(separator: ":", omittingEmptySubsequences: true).flatMap({ $0.split(separator: ",") }) {
            let token = String(part)
            if let side = Side(rawValue: token) {
                self.side = side
            } else if token == "top" {
                side = .up
            } else if token == "bottom" {
                side = .down
            } else if token == "hidden" || token == "nohidden" {
                hidden = token == "hidden"
            } else if token == "wrap" || token == "nowrap" {
                wraps = token == "wrap"
            } else if token == "cycle" || token == "nocycle" {
                cycles = token == "cycle"
            } else if token == "follow" || token == "nofollow" {
                follows = token == "follow"
            } else if token == "default" {
                // fzf's: everything back to its defaults (the label is an option of its own).
                let kept = label
                self = PreviewWindow()
                label = kept
            } else if let border = Self.border(named: token) {
                self.border = border
            } else if token.hasPrefix("~") {
                let digits = token.dropFirst()
                // fzf's `~(0|[1-9][0-9]*)`; more lines than a pane has rows make no header.
                guard !digits.isEmpty, digits.count <= 9, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
                      digits == "0" || digits.first != "0", let count = Int(digits) else { throw PreviewWindowError(part: token) }
                headerLines = count
            } else if token.hasPrefix("+") {
                guard let scroll = PreviewScroll(parsing: String(token.dropFirst())) else { throw PreviewWindowError(part: token) }
                self.scroll = scroll
            } else if token.hasSuffix("%"), let value = Int(token.dropLast()), (0...100).contains(value) {
                size = value
                percent = true
            } else if let value = Int(token), (0...10_000).contains(value) {
                size = value
                percent = false
            } else {
                throw PreviewWindowError(part: token)
            }
        }
    }

    /// The rectangle the pane takes of `content` (the list's area inside any margin, border
    /// and padding), border included, and what is left for the list, its query and info
    /// lines, as fzf sizes them: beside them (`right`, `left`) the pane is as tall as the
    /// content, `left` leaving a column between; `up` and `down` put it above or below them
    /// all. A size in cells counts the pane's content (4 columns, or as many rows as its
    /// border has lines, extra); a percentage is of the content's width or height. The pane
    /// keeps at least 5 columns or a row inside its border, the rest at least 4 columns or 3
    /// rows; size 0 shows no pane (nil). When the list's own border has a right side
    /// (`besideRightBorder`), the pane takes the blank column inside it as fzf's does: above
    /// or below the list always, on the right when the pane has no right side of its own.
    func split(_ content: Rect, besideRightBorder: Bool = false) -> (pane: Rect, rest: Rect)? {
        guard size > 0 else { return nil }
        switch side {
        case .right, .left:
            let width = Self.extent(of: content.width, size: size, percent: percent, frame: 4, minimum: 5, kept: 4)
            guard width > 0 else { return nil }
            if side == .right {
                let widened = besideRightBorder && !border.right ? 1 : 0
                return (Rect(x: content.maxX - width, y: content.y, width: width + widened, height: content.height),
                        Rect(x: content.x, y: content.y, width: content.width - width, height: content.height))
            }
            let rest = max(content.width - width - 1, 0)
            return (Rect(x: content.x, y: content.y, width: width, height: content.height),
                    Rect(x: content.maxX - rest, y: content.y, width: rest, height: content.height))
        case .up, .down:
            let lines = (border.top ? 1 : 0) + (border.bottom ? 1 : 0)
            let height = Self.extent(of: content.height, size: size, percent: percent, frame: lines, minimum: 1 + lines, kept: 3)
            guard height > 0 else { return nil }
            let width = content.width + (besideRightBorder ? 1 : 0)
            if side == .up {
                return (Rect(x: content.x, y: content.y, width: width, height: height),
                        Rect(x: content.x, y: content.y + height, width: content.width, height: content.height - height))
            }
            return (Rect(x: content.x, y: content.maxY - height, width: width, height: height),
                    Rect(x: content.x, y: content.y, width: content.width, height: content.height - height))
        }
    }

    /// Where the text goes in `pane`: inside its border and the blank column by each
    /// vertical line, less a column for the scroll bar when the border has no right side
    /// (`hasScrollbar`); nil when nothing is left.
    func textFrame(in pane: Rect, hasScrollbar: Bool) -> Rect? {
        guard var inside = border.inside(pane) else { return nil }
        if hasScrollbar && !border.right { inside.width -= 1 }
        return inside.width > 0 ? inside : nil
    }

    /// The column of `pane` the scroll bar takes: inside a right border line's blank
    /// column, or the pane's last column.
    func scrollbarColumn(in pane: Rect) -> Int {
        pane.maxX - (border.right ? 2 : 1)
    }

    /// fzf's `calculateSize`: the wanted size (a share of `length`, or `size` cells plus the
    /// frame), at least `minimum`, at most what leaves `kept` cells (never below `minimum`),
    /// and never more than `length` itself. A share is worked out in floating point in fzf's
    /// order, length × 0.01 × size, so it rounds as fzf's does (50% of 116 is 57 there).
    private static func extent(of length: Int, size: Int, percent: Bool, frame: Int, minimum: Int, kept: Int) -> Int {
        let most = max(length - kept, minimum)
        let wanted = percent ? Int(Double(length) * 0.01 * Double(size)) : size + frame
        return min(min(max(wanted, minimum), most), max(length, 0))
    }
}

/// A `--preview-window` part swipe-tui cannot read.
public struct PreviewWindowError: Error, Sendable, CustomStringConvertible {
    /// The part.
    public var part: String
    public var description: String { "--preview-window: unknown '\(part)'" }
}
