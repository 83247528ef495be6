import CellCanvas
import Synchronization

/// How pictures are drawn in this run: the symbols (`--blocks`), whether the terminal shows
/// them in pixels (a graphics protocol), and the shape of a cell. Set once the terminal is
/// known; cards read it as they draw.
struct PictureDisplay: Sendable, Hashable {
    /// The symbols pictures are drawn with, quadrants unless told.
    var symbols = BlockSymbols.quadrant
    /// Whether pictures are drawn at all (`--graphics none`: a line stands for each).
    var showsPictures = true
    /// Whether the terminal shows placed pictures in pixels (they are then kept larger).
    var inPixels = false
    /// A cell's height over its width (about 2 unless the terminal says).
    var cellAspectRatio = 2.0

    /// The display of this run.
    static let current = Mutex(PictureDisplay())

    /// Pictures in pixels or not, for cells of `cellAspectRatio` (2 when unknown); pictures
    /// are kept at a size worth sending as pixels, or worth drawing as symbols.
    /// True when that changed what views draw.
    static func follow(pixels: Bool, cellAspectRatio: Double?) -> Bool {
        let aspect = cellAspectRatio.map { min(max($0, 1), 4) } ?? 2
        let changed = current.withLock { display in
            guard display.inPixels != pixels || display.cellAspectRatio != aspect else { return false }
            display.inPixels = pixels
            display.cellAspectRatio = aspect
            return true
        }
        if changed { PictureLibrary.shared.keepPictures(atMost: pixels ? PictureDecoder.pixelSide : PictureDecoder.symbolSide) }
        return changed
    }
}
