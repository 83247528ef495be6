/// The back of a card: its frame filled with a light pattern and no text, drawn when a
/// card turned away from the viewer is still shown.
public struct CardBack: Sendable, Equatable {
    /// The pattern that fills the frame.
    public static let defaultPattern: Character = "░"

    /// The card's look; the frame and the pattern take its border style.
    public var style: CardStyle
    /// The character that fills the frame.
    public var pattern: Character

    /// A back in `style`, filled with `pattern`.
    public init(style: CardStyle, pattern: Character = Self.defaultPattern) {
        self.style = style
        self.pattern = pattern
    }

    /// Draws the back filling `frame`, touching only cells inside `clip` (and the buffer).
    public func draw(in frame: Rect, on buffer: inout CellBuffer, clip: Rect? = nil) {
        CardView(title: "", blocks: [], style: style).draw(in: frame, on: &buffer, clip: clip)
        let inside = frame.insetBy(dx: 1, dy: 1)
        let area = (clip ?? buffer.bounds).intersection(frame)
        buffer.fill(inside, with: Cell(pattern, style: style.border), clip: area)
    }
}
