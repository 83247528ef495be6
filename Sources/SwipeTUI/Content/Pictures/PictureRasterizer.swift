import CellCanvas
import Synchronization

/// The symbols pictures are drawn with in text cells (`--blocks`): each cell shows two
/// colours, split by the symbol's shape.
public enum BlockSymbols: String, Sendable, CaseIterable {
    /// `▀`: two pixels a cell, one above the other; every font has it.
    case half
    /// `▘▝▖▗▌▐▚▞▙▛▜▟…`: 2×2 pixels a cell; nearly every font has them.
    case quadrant
    /// Unicode 13's sextants: 2×3 pixels a cell; needs a recent font (kitty, WezTerm, foot,
    /// Ghostty and recent VTE draw them themselves).
    case sextant

    /// Samples a cell holds across and down.
    var grid: (columns: Int, rows: Int) {
        switch self {
        case .half: return (1, 2)
        case .quadrant: return (2, 2)
        case .sextant: return (2, 3)
        }
    }

    /// The symbol whose ink covers the samples set in `mask` (bit `row × columns + column`).
    func glyph(_ mask: Int) -> Character {
        switch self {
        case .half: return Self.halves[mask]
        case .quadrant: return Self.quadrants[mask]
        case .sextant: return Self.sextants[mask]
        }
    }

    private static let halves: [Character] = [" ", "▀", "▄", "█"]
    private static let quadrants: [Character] = [" ", "▘", "▝", "▀", "▖", "▌", "▞", "▛", "▗", "▚", "▐", "▜", "▄", "▙", "▟", "█"]
    /// U+1FB00… in order of the mask, skipping the four Unicode has elsewhere (blank, the
    /// left and right halves, full).
    private static let sextants: [Character] = (0..<64).map { mask in
        switch mask {
        case 0: return " "
        case 63: return "█"
        case 21: return "▌"
        case 42: return "▐"
        default:
            let index = mask - 1 - (mask > 21 ? 1 : 0) - (mask > 42 ? 1 : 0)
            return Character(Unicode.Scalar(0x1FB00 + UInt32(index))!)
        }
    }
}

/// How pictures are drawn in this run: the symbols (`--blocks`), whether they are also
/// placed to be shown in pixels (a terminal with a graphics protocol), and the shape of a
/// cell. Set once the terminal is known; cards read it as they draw.
struct PictureDisplay: Sendable, Hashable {
    /// The symbols pictures are drawn with, quadrants unless told.
    var symbols = BlockSymbols.quadrant
    /// Whether pictures are drawn at all (`--graphics none`: a line stands for each).
    var showsPictures = true
    /// Whether pictures are placed over their symbols, for the terminal to show in pixels.
    var placesPixels = false
    /// A cell's height over its width (about 2 unless the terminal says).
    var cellAspectRatio = 2.0

    /// The display of this run.
    static let current = Mutex(PictureDisplay())

    /// Places pictures in pixels or not, for cells of `cellAspectRatio` (2 when unknown);
    /// pictures are kept at a size worth sending as pixels, or worth drawing as symbols.
    /// True when that changed what views draw.
    static func follow(pixels: Bool, cellAspectRatio: Double?) -> Bool {
        let aspect = cellAspectRatio.map { min(max($0, 1), 4) } ?? 2
        let changed = current.withLock { display in
            guard display.placesPixels != pixels || display.cellAspectRatio != aspect else { return false }
            display.placesPixels = pixels
            display.cellAspectRatio = aspect
            return true
        }
        if changed { PictureLibrary.shared.keepPictures(atMost: pixels ? PictureDecoder.pixelSide : PictureDecoder.symbolSide) }
        return changed
    }
}

/// A picture drawn in text cells: each cell's samples (area-averaged from the picture, so
/// motion does not shimmer) split into the two colours that fit them best, drawn as the
/// symbol of that split in one colour on the other. The picture keeps its aspect (in cells
/// of the display's shape) and is centred. Without colour, a grey ramp stands in. Where the
/// display places pixels, the picture is placed over the symbols too.
enum PictureRasterizer {
    /// Shades from dark to light, for terminals without colour.
    static let ramp: [Character] = [" ", "░", "▒", "▓", "█"]

    /// Draws `picture` centred in `region` as large as fits, and returns the cells it took.
    @discardableResult
    static func draw(_ picture: Picture, in region: Rect, colorEnabled: Bool, on buffer: inout CellBuffer,
                     display: PictureDisplay = PictureDisplay.current.withLock { $0 }) -> Rect {
        let frame = fittedFrame(for: picture, in: region, cellAspectRatio: display.cellAspectRatio)
        guard !frame.isEmpty else { return frame }
        let symbols = display.symbols
        let grid = symbols.grid
        let columns = frame.width * grid.columns, rows = frame.height * grid.rows
        // The level with about as many pixels as samples: a few pixels averaged per sample.
        let level = picture.level(covering: columns, rows: rows)
        // Where each sample's pixels start and end, across and down (computed once, not per sample).
        let across = Picture.sampleBounds(count: columns, length: level.width)
        let down = Picture.sampleBounds(count: rows, length: level.height)
        var samples = [(UInt8, UInt8, UInt8)](repeating: (0, 0, 0), count: grid.columns * grid.rows)
        level.pixels.withUnsafeBufferPointer { pixels in
            for row in 0..<frame.height {
                for column in 0..<frame.width {
                    for sy in 0..<grid.rows {
                        let y = down[row * grid.rows + sy]
                        for sx in 0..<grid.columns {
                            let x = across[column * grid.columns + sx]
                            samples[sy * grid.columns + sx] = Picture.mean(of: pixels, width: level.width, x: x, y: y)
                        }
                    }
                    buffer.set(cell(for: samples, symbols: symbols, colorEnabled: colorEnabled),
                               x: frame.x + column, y: frame.y + row, clip: region)
                }
            }
        }
        if display.placesPixels && colorEnabled { buffer.place(picture.pixelPicture, in: frame, clip: region) }
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

    /// The cell that best shows `samples`: the split of them into two groups with the least
    /// squared error, each drawn in its mean colour.
    static func cell(for samples: [(UInt8, UInt8, UInt8)], symbols: BlockSymbols, colorEnabled: Bool) -> Cell {
        guard colorEnabled else {
            let light = samples.reduce(0.0) { $0 + luminance($1) } / Double(samples.count)
            return Cell(ramp[min(Int(light * Double(ramp.count)), ramp.count - 1)])
        }
        let count = samples.count
        var total = (0, 0, 0)
        var uniform = true
        for sample in samples {
            total = (total.0 + Int(sample.0), total.1 + Int(sample.1), total.2 + Int(sample.2))
            if sample != samples[0] { uniform = false }
        }
        // One colour throughout: a space on it.
        if uniform { return Cell(" ", style: Style(background: .rgb(samples[0].0, samples[0].1, samples[0].2))) }
        // The split with the least squared error is the one whose groups' sums, squared and
        // divided by their sizes, add up to the most (the error is the samples' squares less
        // that). Masks with the first sample in the ink: each split once.
        var best = (mask: 1, score: -1.0)
        for mask in stride(from: 1, to: 1 << count, by: 2) {
            var ink = (0, 0, 0), inkCount = 0
            var bits = mask, index = 0
            while bits != 0 {
                if bits & 1 == 1 {
                    ink = (ink.0 + Int(samples[index].0), ink.1 + Int(samples[index].1), ink.2 + Int(samples[index].2))
                    inkCount += 1
                }
                bits >>= 1
                index += 1
            }
            var score = Double(ink.0 * ink.0 + ink.1 * ink.1 + ink.2 * ink.2) / Double(inkCount)
            if inkCount < count {
                let paper = (total.0 - ink.0, total.1 - ink.1, total.2 - ink.2)
                score += Double(paper.0 * paper.0 + paper.1 * paper.1 + paper.2 * paper.2) / Double(count - inkCount)
            }
            if score > best.score { best = (mask, score) }
        }
        var ink = (0, 0, 0), inkCount = 0
        for index in 0..<count where best.mask >> index & 1 == 1 {
            ink = (ink.0 + Int(samples[index].0), ink.1 + Int(samples[index].1), ink.2 + Int(samples[index].2))
            inkCount += 1
        }
        let paperCount = count - inkCount
        let inkMean = (ink.0 / inkCount, ink.1 / inkCount, ink.2 / inkCount)
        let paperMean = paperCount == 0 ? inkMean
            : ((total.0 - ink.0) / paperCount, (total.1 - ink.1) / paperCount, (total.2 - ink.2) / paperCount)
        let inkColor = Color.rgb(UInt8(inkMean.0), UInt8(inkMean.1), UInt8(inkMean.2))
        let paperColor = Color.rgb(UInt8(paperMean.0), UInt8(paperMean.1), UInt8(paperMean.2))
        return Cell(symbols.glyph(best.mask), style: Style(foreground: inkColor, background: paperColor))
    }

    /// Relative luminance from 0 to 1 (Rec. 709 weights on the stored values).
    static func luminance(_ color: (UInt8, UInt8, UInt8)) -> Double {
        (0.2126 * Double(color.0) + 0.7152 * Double(color.1) + 0.0722 * Double(color.2)) / 255
    }
}
