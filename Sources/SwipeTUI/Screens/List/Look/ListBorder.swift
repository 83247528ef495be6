import CellCanvas

/// fzf's `--border[=STYLE]`: lines round the list (inside `--margin`, outside `--padding`),
/// drawn with rounded, sharp, bold or double box characters, on every side or on some.
/// Sides with a vertical line also keep a blank column inside it, as fzf's.
public struct ListBorder: Sendable, Equatable {
    /// fzf's names, in its order.
    public static let styleNames = ["rounded", "sharp", "bold", "double", "horizontal", "vertical", "top", "bottom", "left", "right", "none"]

    /// The characters it is drawn with.
    public var glyphs: BorderGlyphs
    let top: Bool, bottom: Bool, left: Bool, right: Bool

    /// No border at all.
    public static let none = ListBorder(glyphs: .rounded, top: false, bottom: false, left: false, right: false)
    /// Rounded lines on every side (the preview pane's, as fzf's default).
    static let rounded = ListBorder(glyphs: .rounded, top: true, bottom: true, left: true, right: true)

    init(glyphs: BorderGlyphs, top: Bool, bottom: Bool, left: Bool, right: Bool) {
        self.glyphs = glyphs
        self.top = top
        self.bottom = bottom
        self.left = left
        self.right = right
    }

    /// Reads `--border`'s style name.
    public init(parsing name: String) throws(ListLookError) {
        switch name {
        case "rounded": self.init(glyphs: .rounded, top: true, bottom: true, left: true, right: true)
        case "sharp": self.init(glyphs: .sharp, top: true, bottom: true, left: true, right: true)
        case "bold": self.init(glyphs: .heavy, top: true, bottom: true, left: true, right: true)
        case "double": self.init(glyphs: .double, top: true, bottom: true, left: true, right: true)
        case "horizontal": self.init(glyphs: .rounded, top: true, bottom: true, left: false, right: false)
        case "vertical": self.init(glyphs: .rounded, top: false, bottom: false, left: true, right: true)
        case "top": self.init(glyphs: .rounded, top: true, bottom: false, left: false, right: false)
        case "bottom": self.init(glyphs: .rounded, top: false, bottom: true, left: false, right: false)
        case "left": self.init(glyphs: .rounded, top: false, bottom: false, left: true, right: false)
        case "right": self.init(glyphs: .rounded, top: false, bottom: false, left: false, right: true)
        case "none": self = .none
        default: throw ListLookError("--border '\(name)': one of " + Self.styleNames.joined(separator: ", "))
        }
    }

    /// Whether any side is drawn.
    var isVisible: Bool { top || bottom || left || right }

    /// `rect` less the border's lines and the blank column inside each vertical one, or nil
    /// when nothing would be left.
    func inside(_ rect: Rect) -> Rect? {
        let leftCells = left ? 2 : 0, rightCells = right ? 2 : 0
        let topRows = top ? 1 : 0, bottomRows = bottom ? 1 : 0
        let width = rect.width - leftCells - rightCells, height = rect.height - topRows - bottomRows
        guard width > 0, height > 0 else { return nil }
        return Rect(x: rect.x + leftCells, y: rect.y + topRows, width: width, height: height)
    }

    /// Draws the lines along the edges of `rect`.
    func draw(around rect: Rect, on buffer: inout CellBuffer, style: Style) {
        guard rect.width > 0, rect.height > 0 else { return }
        let horizontal = String(repeating: glyphs.horizontal, count: rect.width)
        if top { buffer.write(horizontal, x: rect.x, y: rect.y, style: style, clip: rect) }
        if bottom { buffer.write(horizontal, x: rect.x, y: rect.maxY - 1, style: style, clip: rect) }
        for y in rect.y..<rect.maxY {
            if left { buffer.write(String(glyphs.vertical), x: rect.x, y: y, style: style, clip: rect) }
            if right { buffer.write(String(glyphs.vertical), x: rect.maxX - 1, y: y, style: style, clip: rect) }
        }
        func corner(_ glyph: Character, x: Int, y: Int) { buffer.write(String(glyph), x: x, y: y, style: style, clip: rect) }
        if top && left { corner(glyphs.topLeft, x: rect.x, y: rect.y) }
        if top && right { corner(glyphs.topRight, x: rect.maxX - 1, y: rect.y) }
        if bottom && left { corner(glyphs.bottomLeft, x: rect.x, y: rect.maxY - 1) }
        if bottom && right { corner(glyphs.bottomRight, x: rect.maxX - 1, y: rect.maxY - 1) }
    }
}
