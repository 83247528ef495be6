/// One block of a card's body, laid out by `CardView` at whatever width the card has.
public enum TextBlock: Sendable, Hashable {
    /// Running text, word-wrapped.
    case paragraph(String)
    /// A list item: a bullet, then text wrapped with a hanging indent.
    case bullet(String)
    /// A line kept as it is (code, tables); cut with an ellipsis when too long.
    case verbatim(String)
    /// An empty line.
    case blank

    /// The block as display lines `width` columns wide at most.
    public func lines(width: Int) -> [String] {
        switch self {
        case .paragraph(let text):
            return TextLayout.wrap(text, width: width)
        case .bullet(let text):
            guard width > 2 else { return TextLayout.wrap(text, width: width) }
            var lines = TextLayout.wrap(text, width: width - 2)
            lines = lines.enumerated().map { $0.offset == 0 ? "• " + $0.element : "  " + $0.element }
            return lines
        case .verbatim(let text):
            return [TextLayout.truncate(text, width: width)]
        case .blank:
            return [""]
        }
    }
}
