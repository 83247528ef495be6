/// The box-drawing characters of a frame.
public struct BorderGlyphs: Sendable, Hashable {
    /// Drawn in the frame's top-left cell.
    public var topLeft: Character
    /// Drawn in the frame's top-right cell.
    public var topRight: Character
    /// Drawn in the frame's bottom-left cell.
    public var bottomLeft: Character
    /// Drawn in the frame's bottom-right cell.
    public var bottomRight: Character
    /// Repeated along the top and bottom edges between the corners.
    public var horizontal: Character
    /// Repeated down the left and right edges between the corners.
    public var vertical: Character

    /// A frame made of these characters; each must be one column wide, as frames draw
    /// them one cell apiece.
    public init(topLeft: Character, topRight: Character, bottomLeft: Character,
                bottomRight: Character, horizontal: Character, vertical: Character) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomLeft = bottomLeft
        self.bottomRight = bottomRight
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Light lines with rounded corners.
    public static let rounded = BorderGlyphs(topLeft: "╭", topRight: "╮", bottomLeft: "╰",
                                             bottomRight: "╯", horizontal: "─", vertical: "│")
    /// Light lines with square corners.
    public static let sharp = BorderGlyphs(topLeft: "┌", topRight: "┐", bottomLeft: "└",
                                           bottomRight: "┘", horizontal: "─", vertical: "│")
    /// Heavy lines, for the focused card.
    public static let heavy = BorderGlyphs(topLeft: "┏", topRight: "┓", bottomLeft: "┗",
                                           bottomRight: "┛", horizontal: "━", vertical: "┃")
    /// Double lines.
    public static let double = BorderGlyphs(topLeft: "╔", topRight: "╗", bottomLeft: "╚",
                                            bottomRight: "╝", horizontal: "═", vertical: "║")
    /// ASCII only, for terminals and fonts without box drawing (fzf's `--no-unicode`).
    public static let ascii = BorderGlyphs(topLeft: "+", topRight: "+", bottomLeft: "+",
                                           bottomRight: "+", horizontal: "-", vertical: "|")
}
