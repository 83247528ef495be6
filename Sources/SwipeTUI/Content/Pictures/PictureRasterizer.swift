import CellCanvas

/// A picture drawn in text cells with half blocks: each cell is two pixels, one above the
/// other (`▀` in the upper colour on the lower one), area-averaged from the picture so it
/// does not shimmer. The picture keeps its aspect (a half cell is about square) and is
/// centred in the region. Without colour, a grey ramp of shades stands in.
enum PictureRasterizer {
    /// Shades from dark to light, for terminals without colour.
    static let ramp: [Character] = [" ", "░", "▒", "▓", "█"]

    static func draw(_ picture: Picture, in region: Rect, colorEnabled: Bool, on buffer: inout CellBuffer) {
        guard region.width > 0, region.height > 0, picture.width > 0, picture.height > 0 else { return }
        // The largest size in half-cell pixels that fits and keeps the aspect.
        let availableHeight = region.height * 2
        var columns = region.width
        var halfRows = max(picture.height * columns / picture.width, 1)
        if halfRows > availableHeight {
            halfRows = availableHeight
            columns = max(picture.width * halfRows / picture.height, 1)
        }
        let rows = (halfRows + 1) / 2
        let left = region.x + (region.width - columns) / 2
        let top = region.y + (region.height - rows) / 2
        for row in 0..<rows {
            for column in 0..<columns {
                let upper = picture.average(column: column, row: row * 2, columns: columns, rows: rows * 2)
                let lower = picture.average(column: column, row: row * 2 + 1, columns: columns, rows: rows * 2)
                let cell: Cell
                if colorEnabled {
                    cell = Cell("▀", style: Style(foreground: .rgb(upper.0, upper.1, upper.2), background: .rgb(lower.0, lower.1, lower.2)))
                } else {
                    let light = (luminance(upper) + luminance(lower)) / 2
                    cell = Cell(ramp[min(Int(light * Double(ramp.count)), ramp.count - 1)])
                }
                buffer.set(cell, x: left + column, y: top + row, clip: region)
            }
        }
    }

    /// Relative luminance from 0 to 1 (Rec. 709 weights on the stored values).
    static func luminance(_ color: (UInt8, UInt8, UInt8)) -> Double {
        (0.2126 * Double(color.0) + 0.7152 * Double(color.1) + 0.0722 * Double(color.2)) / 255
    }
}
