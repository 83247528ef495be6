import CellCanvas

/// The "terminal too small" message every component and screen shows below its minimum
/// size: two lines, centred, in the theme's message style, each cut to the width there is.
public struct TooSmallMessage: Sendable, Equatable {
    /// The smallest size the component needs, shown as `need C×R`.
    public var minimum: Size

    /// A message naming `minimum`.
    public init(minimum: Size) {
        self.minimum = minimum
    }

    /// The lines shown, top to bottom.
    public var lines: [String] {
        ["Terminal too small", "need \(minimum.columns)×\(minimum.rows)"]
    }

    /// Writes the message centred in the whole of `buffer` (which the caller has cleared).
    public func draw(on buffer: inout CellBuffer, theme: Theme) {
        let size = buffer.size
        let lines = self.lines
        let top = max((size.rows - lines.count) / 2, 0)
        for (i, line) in lines.enumerated() {
            let shown = TextLayout.truncate(line, width: size.columns)
            let x = max((size.columns - DisplayWidth.of(shown)) / 2, 0)
            buffer.write(shown, x: x, y: top + i, style: theme.message)
        }
    }
}
