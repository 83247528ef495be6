import CellCanvas

/// A picture drawn in text cells: each cell's samples (area-averaged from the picture, so
/// motion does not shimmer) split into the two colours that fit them best, drawn as the
/// symbol of that split in one colour on the other. The picture keeps its aspect (in cells
/// of the display's shape) and is centred. Without colour, a grey ramp stands in (run the
/// right way round for the display's background). In colour
/// the picture is also placed over its symbols (`CellBuffer.place`): a terminal that shows
/// pixels shows it in pixels there, and a projection that warps the card resamples it.
enum PictureRasterizer {
    /// Draws `picture` centred in `region` as large as fits, and returns the cells it took.
    /// `resampled`: a projection will sample the placed picture afresh (in colour), so its
    /// cells are one flat colour, not symbols. `animation` goes with the placement: the
    /// frames `picture` begins, for a terminal that plays them itself.
    @discardableResult
    static func draw(_ picture: Picture, in region: Rect, colorEnabled: Bool, on buffer: inout CellBuffer,
                     display: PictureDisplay, resampled: Bool = false, animation: PixelAnimation? = nil) -> Rect {
        let frame = fittedFrame(for: picture, in: region, cellAspectRatio: display.cellAspectRatio)
        guard !frame.isEmpty else { return frame }
        if resampled && colorEnabled {
            var smallest = picture.pixelPicture
            while let half = smallest.half { smallest = half }
            let mean = Picture.average(of: smallest.rgb, width: smallest.width, height: smallest.height)
            buffer.fill(frame, with: Cell(" ", style: Style(background: .rgb(mean.0, mean.1, mean.2))), clip: region)
            buffer.place(picture.pixelPicture, in: frame, clip: region, symbols: display.symbols, animation: animation)
            return frame
        }
        let symbols = display.symbols
        let grid = symbols.grid
        let columns = frame.width * grid.columns, rows = frame.height * grid.rows
        // The level with about as many pixels as samples: a few pixels averaged per sample.
        let level = picture.pixelPicture.level(covering: columns, rows: rows)
        // Where each sample's pixels start and end, across and down (computed once, not per sample).
        let across = Picture.sampleBounds(count: columns, length: level.width)
        let down = Picture.sampleBounds(count: rows, length: level.height)
        var samples = [(UInt8, UInt8, UInt8)](repeating: (0, 0, 0), count: grid.columns * grid.rows)
        level.rgb.withUnsafeBufferPointer { pixels in
            for row in 0..<frame.height {
                for column in 0..<frame.width {
                    for sy in 0..<grid.rows {
                        let y = down[row * grid.rows + sy]
                        for sx in 0..<grid.columns {
                            let x = across[column * grid.columns + sx]
                            samples[sy * grid.columns + sx] = Picture.mean(of: pixels, width: level.width, x: x, y: y)
                        }
                    }
                    buffer.set(symbols.cell(for: samples, colorEnabled: colorEnabled, onLightBackground: display.onLightBackground),
                               x: frame.x + column, y: frame.y + row, clip: region)
                }
            }
        }
        // Placed for a terminal that shows pixels, and for projections that sample it afresh.
        if colorEnabled { buffer.place(picture.pixelPicture, in: frame, clip: region, symbols: symbols, animation: animation) }
        return frame
    }

    /// The largest rectangle of cells in `region` that keeps the picture's aspect, centred.
    static func fittedFrame(for picture: Picture, in region: Rect, cellAspectRatio: Double) -> Rect {
        guard region.width > 0, region.height > 0, picture.width > 0, picture.height > 0 else {
            return Rect(x: region.x, y: region.y, width: 0, height: 0)
        }
        let aspect = max(cellAspectRatio, 0.25)
        var columns = region.width
        var rows = max(Int(Double(picture.height * columns) / (Double(picture.width) * aspect) + 0.5), 1)
        if rows > region.height {
            rows = region.height
            columns = min(max(Int(Double(picture.width * rows) * aspect / Double(picture.height)), 1), region.width)
        }
        return Rect(x: region.x + (region.width - columns) / 2, y: region.y + (region.height - rows) / 2, width: columns, height: rows)
    }

}
