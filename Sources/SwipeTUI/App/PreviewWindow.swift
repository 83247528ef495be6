/// Where the list layout puts the `--preview` pane (`--preview-window`, fzf's syntax):
/// a side, a size in cells or per cent of the screen, and whether it starts hidden, as
/// `right:50%`, `up:40%`, `down:10:hidden` or `hidden`.
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

    /// fzf's default: the right half.
    public init() {}

    /// fzf's options that change only what the pane's frame and scrolling look like here
    /// (accepted and ignored).
    static let ignored: Set<String> = ["follow", "nofollow", "cycle", "nocycle", "nohidden",
                                       "border", "noborder", "rounded", "sharp", "bold", "double", "block", "thinblock",
                                       "border-rounded", "border-sharp", "border-bold", "border-double", "border-block",
                                       "border-thinblock", "border-horizontal", "border-vertical", "border-top",
                                       "border-bottom", "border-left", "border-right", "border-none", "info", "noinfo", "default"]

    /// Parses the option's value; throws, naming the first part it cannot read.
    public init(parsing text: String) throws(PreviewWindowError) {
        for part in text.split(separator: ":", omittingEmptySubsequences: true).flatMap({ $0.split(separator: ",") }) {
            let token = String(part)
            if let side = Side(rawValue: token) {
                self.side = side
            } else if token == "top" {
                side = .up
            } else if token == "bottom" {
                side = .down
            } else if token == "hidden" {
                hidden = true
            } else if token == "wrap" || token == "nowrap" {
                wraps = token == "wrap"
            } else if token.hasPrefix("+") {
                guard let scroll = PreviewScroll(parsing: String(token.dropFirst())) else { throw PreviewWindowError(part: token) }
                self.scroll = scroll
            } else if token.hasSuffix("%"), let value = Int(token.dropLast()), (0...100).contains(value) {
                size = value
                percent = true
            } else if let value = Int(token), (0...10_000).contains(value) {
                size = value
                percent = false
            } else if Self.ignored.contains(token) || token.hasPrefix("~") {
                continue
            } else {
                throw PreviewWindowError(part: token)
            }
        }
    }

    /// The pane's extent along an edge `length` cells long, its frame (`frame` cells of
    /// border and padding) included. A size in cells counts the content, as fzf's (the frame
    /// is extra); a percentage is of the whole edge. The rest stays the list's, at least a
    /// quarter of it.
    func extent(along length: Int, frame: Int) -> Int {
        let wanted = percent ? length * size / 100 : min(size, length) + frame
        return min(max(wanted, 0), length - max(length / 4, 1))
    }
}

/// A `--preview-window` part swipe-tui cannot read.
public struct PreviewWindowError: Error, Sendable, CustomStringConvertible {
    /// The part.
    public var part: String
    public var description: String { "--preview-window: unknown '\(part)'" }
}
