/// A one-row progress bar with sub-cell precision: whole cells are `█`, the cell at the
/// tip is one of the left eighth blocks `▏▎▍▌▋▊▉`, and the rest is a thin track.
public struct ProgressBar: Sendable, Equatable {
    /// The partial blocks, one eighth to seven eighths.
    public static let eighths: [Character] = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]
    /// The full block.
    public static let full: Character = "█"
    /// The empty track.
    public static let track: Character = "─"

    /// How much is filled, `0...1`.
    public var fraction: Double
    /// The filled part's style.
    public var style: Style
    /// The track's style.
    public var trackStyle: Style

    /// A bar filled to `fraction` (clamped; NaN counts as 0).
    public init(fraction: Double, style: Style = .plain, trackStyle: Style = .plain) {
        self.fraction = fraction.isFinite ? min(max(fraction, 0), 1) : 0
        self.style = style
        self.trackStyle = trackStyle
    }

    /// The glyphs of a bar `width` cells long: `width·8·fraction` eighths, rounded.
    public func glyphs(width: Int) -> [Character] {
        guard width > 0 else { return [] }
        let eighths = Int((fraction * Double(width) * 8).rounded())
        var glyphs: [Character] = []
        glyphs.reserveCapacity(width)
        for cell in 0..<width {
            let filled = eighths - cell * 8
            if filled >= 8 {
                glyphs.append(Self.full)
            } else if filled > 0 {
                glyphs.append(Self.eighths[filled - 1])
            } else {
                glyphs.append(Self.track)
            }
        }
        return glyphs
    }

    /// Draws the bar from column `x` of row `y`, `width` cells long.
    public func draw(x: Int, y: Int, width: Int, on buffer: inout CellBuffer) {
        let eighths = Int((fraction * Double(max(width, 0)) * 8).rounded())
        for (cell, glyph) in glyphs(width: width).enumerated() {
            buffer.set(Cell(glyph, style: cell * 8 < eighths ? style : trackStyle), x: x + cell, y: y)
        }
    }
}
