/// A line of big letters in block symbols: text a font rasterised as coverage (0 to 255 a
/// pixel), cut into cells of `BlockSymbols` and each cell's pixels split into two groups as
/// a picture's are (`BlockSymbols.split`). The group with more coverage is the ink, the
/// rest is ground: the letters are text of one colour (a heading's), so that without
/// colour they still have their shape, and they are laid out as any line of text.
public struct Lettering: Sendable, Hashable {
    /// Cells across.
    public let columns: Int
    /// Cells down.
    public let rows: Int
    /// Each row's symbols, `columns` of them; blank cells are spaces.
    public let lines: [String]

    /// Mean coverage from which a group of pixels counts as ink: a little under half, so
    /// that thin strokes smoothed across two pixels still show.
    static let inkThreshold = 96

    /// The letters of `coverage` (`width × height` bytes, row by row) in `symbols`; nil
    /// when the sizes do not match the bytes or are not positive.
    public init?(coverage: [UInt8], width: Int, height: Int, symbols: BlockSymbols) {
        guard width > 0, height > 0 else { return nil }
        let (count, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, count == coverage.count else { return nil }
        let grid = symbols.grid
        columns = (width + grid.columns - 1) / grid.columns
        rows = (height + grid.rows - 1) / grid.rows
        let full = (1 << (grid.columns * grid.rows)) - 1
        var lines: [String] = []
        var samples = [(UInt8, UInt8, UInt8)](repeating: (0, 0, 0), count: grid.columns * grid.rows)
        for row in 0..<rows {
            var line = ""
            for column in 0..<columns {
                var inked = false
                for down in 0..<grid.rows {
                    for across in 0..<grid.columns {
                        let x = column * grid.columns + across, y = row * grid.rows + down
                        let value = x < width && y < height ? coverage[y * width + x] : 0
                        if value != 0 { inked = true }
                        samples[down * grid.columns + across] = (value, value, value)
                    }
                }
                guard inked else {
                    line.append(" ")
                    continue
                }
                var (mask, ink, paper) = symbols.split(samples)
                if ink.0 < paper.0 {
                    mask ^= full
                    swap(&ink, &paper)
                }
                if Int(paper.0) >= Self.inkThreshold {
                    mask = full
                } else if Int(ink.0) < Self.inkThreshold {
                    mask = 0
                }
                line.append(symbols.glyph(mask))
            }
            lines.append(line)
        }
        self.lines = lines
    }
}
