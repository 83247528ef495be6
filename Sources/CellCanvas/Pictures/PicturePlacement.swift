/// A picture a view put in a buffer to be shown in pixels by a terminal that can, over the
/// cells it drew in its place (symbols, for terminals that cannot).
///
/// It stands only while those cells do: anything drawn over part of them later (an
/// overlay, a card in front, a fade) leaves it no longer `intact`, and the terminal shows
/// the cells instead. Copies and pastes of the buffer carry it along, cut to what they keep.
public struct PicturePlacement: Sendable, Equatable {
    /// The pixels.
    public let picture: PixelPicture
    /// Where the whole picture goes, in the buffer's cells (it may reach outside the buffer).
    public let frame: Rect
    /// The part of `frame` that shows.
    public let visible: Rect
    /// The symbols its cells were drawn with (a projection samples it again with them).
    public let symbols: BlockSymbols
    /// The animation `picture` is the first frame of, for a terminal that plays it itself;
    /// nil for a still picture (or one whose frames the host draws one by one).
    public let animation: PixelAnimation?
    /// A digest of the cells under `visible` when it was placed.
    let digest: Int

    init(picture: PixelPicture, frame: Rect, visible: Rect, symbols: BlockSymbols, animation: PixelAnimation?, digest: Int) {
        self.picture = picture
        self.frame = frame
        self.visible = visible
        self.symbols = symbols
        self.animation = animation
        self.digest = digest
    }

    /// The part of the picture that shows, in its own pixels: what a terminal crops to.
    public var sourceCrop: Rect {
        guard frame.width > 0, frame.height > 0 else { return Rect(x: 0, y: 0, width: 0, height: 0) }
        let left = (visible.minX - frame.minX) * picture.width / frame.width
        let right = (visible.maxX - frame.minX) * picture.width / frame.width
        let top = (visible.minY - frame.minY) * picture.height / frame.height
        let bottom = (visible.maxY - frame.minY) * picture.height / frame.height
        return Rect(x: left, y: top, width: max(right - left, 1), height: max(bottom - top, 1))
    }
}
