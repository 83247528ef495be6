import CellCanvas
import TerminalBackend

/// How pictures are drawn: the symbols (`--blocks`), whether they are drawn at all
/// (`--graphics none`), whether the terminal shows them in pixels (a graphics protocol),
/// and the shape of a cell. A component keeps one (`Component.pictureDisplay`) and hands it
/// to its items in their `ItemContext`; the host sets it once the terminal is known.
public struct PictureDisplay: Sendable, Hashable {
    /// The symbols pictures are drawn with, quadrants unless told.
    public var symbols: BlockSymbols
    /// Whether pictures are drawn at all (false: a line stands for each).
    public var showsPictures: Bool
    /// Whether the terminal shows placed pictures in pixels (they are then kept larger).
    public var inPixels: Bool
    /// A cell's height over its width (about 2 unless the terminal says).
    public var cellAspectRatio: Double
    /// Whether an animated picture (GIF, WebP) may play on the focused item (false under
    /// reduced motion, `--no-animation`: first frames only).
    public var animates: Bool
    /// Milliseconds the focused item's animated picture has played, at the start of the
    /// frame to show; nil shows first frames (the items are moving, or nothing plays). The
    /// host sets it as time passes; only the focused item's context carries it.
    public var animationTime: Int?
    /// Whether the terminal plays animated pictures itself (kitty's animation frames): the
    /// first frame is placed with all the frames, and `animationTime` only says whether it
    /// plays (nil: the first frame shows), never which frame.
    public var terminalPlaysAnimations = false
    /// Whether the terminal's background is light: pictures drawn without colour then run
    /// their shades the other way (a dark pixel is `█`, a light one a space).
    public var onLightBackground = false

    /// A display drawing pictures in `symbols`, in cells of `cellAspectRatio`.
    public init(symbols: BlockSymbols = .quadrant, showsPictures: Bool = true, inPixels: Bool = false,
                cellAspectRatio: Double = 2, animates: Bool = true) {
        self.symbols = symbols
        self.showsPictures = showsPictures
        self.inPixels = inPixels
        self.cellAspectRatio = cellAspectRatio
        self.animates = animates
    }

    /// The same display showing first frames: what items other than the focused one get.
    public var still: PictureDisplay {
        var display = self
        display.animationTime = nil
        return display
    }

    /// Follows what `terminal` says: pictures in pixels once it shows them, in the shape of
    /// its cells, shaded for its background. True when that changed what views draw (draw
    /// them again).
    @discardableResult
    public mutating func follow(_ terminal: any TerminalDevice) -> Bool {
        follow(pixels: terminal.showsPicturesInPixels, cellAspectRatio: terminal.cellAspectRatio,
               playsAnimations: terminal.showsPicturesInPixels && !terminal.sendsPicturesWhole,
               lightBackground: terminal.hasLightBackground)
    }

    /// Pictures in pixels or not, for cells of `cellAspectRatio` (2 when unknown), animations
    /// played by the terminal or not, on a light background or not; the shared picture
    /// library then keeps pictures at a size worth sending as pixels, or worth drawing as
    /// symbols. True when that changed what views draw.
    package mutating func follow(pixels: Bool, cellAspectRatio: Double?, playsAnimations: Bool = false,
                                 lightBackground: Bool) -> Bool {
        let aspect = cellAspectRatio.map { min(max($0, 1), 4) } ?? 2
        let plays = pixels && playsAnimations
        guard inPixels != pixels || self.cellAspectRatio != aspect || terminalPlaysAnimations != plays
                || onLightBackground != lightBackground else { return false }
        terminalPlaysAnimations = plays
        onLightBackground = lightBackground
        guard inPixels != pixels || self.cellAspectRatio != aspect else { return true }
        inPixels = pixels
        self.cellAspectRatio = aspect
        PictureLibrary.shared.keepPictures(atMost: pixels ? PictureDecoder.pixelSide : PictureDecoder.symbolSide)
        return true
    }
}
