/// The box-drawing characters of a frame.
public struct BorderGlyphs: Sendable, Equatable {
    public var topLeft: Character
    public var topRight: Character
    public var bottomLeft: Character
    public var bottomRight: Character
    public var horizontal: Character
    public var vertical: Character

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
    /// Heavy lines, for the focused card.
    public static let heavy = BorderGlyphs(topLeft: "┏", topRight: "┓", bottomLeft: "┗",
                                           bottomRight: "┛", horizontal: "━", vertical: "┃")
}
