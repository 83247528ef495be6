import CellCanvas
import TerminalBackend

/// A picture as an item, for programs of your own: a file (PNG, JPEG, GIF, BMP, WebP, told by
/// its bytes) decoded off the frame loop, or pixels your program made (a chart, a
/// thumbnail). Drawn in a card's frame under an optional title, as large as fits with its
/// aspect kept: in symbols everywhere, and in pixels where the terminal shows them (open
/// the terminal with `Terminal.Options(graphics: .detect)` and call `follow(_:)` each pass).
/// Through every carousel type like any view.
///
/// ```swift
/// func carousel(_ carousel: CarouselView, viewForItemAt index: Int, reusing view: (any ItemView)?) -> any ItemView {
///     PictureView(file: PathBytes(photos[index]), title: names[index])
/// }
/// ```
public struct PictureView: ItemView, Hashable {
    /// The line above the picture; empty for none.
    public var title: String
    private let source: Source

    private enum Source: Hashable {
        case file(PathBytes)
        case pixels(Picture)
    }

    /// The picture in the file at `path` (read and decoded when first drawn; until then,
    /// and if it cannot be shown, a line says so), titled `title` (sanitised when drawn).
    /// A path is bytes (`PathBytes("photo.png")`, or a name as `readdir` gave it).
    public init(file path: PathBytes, title: String = "") {
        self.title = title
        source = .file(path)
    }

    /// The picture `bytes` hold (PNG, JPEG, GIF, BMP, WebP), decoded now, on the calling
    /// thread, and kept at most 320 pixels a side; throws a one-line error when they are not
    /// a picture that can be shown (corrupt, cut short before a row decoded, larger than 48
    /// megapixels). A file cut short or damaged part way shows the rows that decoded, with a
    /// note on the card saying how much.
    public init(decoding bytes: [UInt8], title: String = "") throws(ContentError) {
        self.title = title
        source = .pixels(try PictureDecoder.decode(bytes))
    }

    /// A picture of `width × height` pixels from `rgb` (three bytes a pixel, row by row);
    /// nil when the bytes do not match the size.
    public init?(rgb: [UInt8], width: Int, height: Int, title: String = "") {
        guard width > 0, height > 0, PictureSize(width: width, height: height).rgbByteCount == rgb.count else { return nil }
        self.title = title
        source = .pixels(Picture(width: width, height: height, pixels: rgb))
    }

    public func draw(in region: Rect, on buffer: inout CellBuffer, context: ItemContext) {
        let shownTitle = context.detail == .frameOnly || context.isOpen ? "" : Sanitizer.line(title)
        let inside = context.drawFrame(title: shownTitle, in: region, on: &buffer)
        guard context.detail == .full else { return }
        drawPicture(in: inside, on: &buffer, context: context)
    }

    /// The picture alone, with no frame and no title, as large as fits in `area` with its
    /// aspect kept (or the line saying why it is not shown), for a host that draws its own
    /// frame around it: a preview pane with a border of its own, say.
    public func drawPicture(in area: Rect, on buffer: inout CellBuffer, context: ItemContext) {
        switch source {
        case .file(let path):
            PictureRasterizer.drawPicture(at: path, in: area, context: context, on: &buffer)
        case .pixels(let picture):
            PictureRasterizer.draw(picture, in: area, context: context, on: &buffer)
        }
    }

    /// The view, and where its decode stands.
    public var drawingKey: AnyHashable? {
        switch source {
        case .file(let path): return PictureDecodeKey(self, showingPictureAt: path)
        case .pixels: return self
        }
    }
}
