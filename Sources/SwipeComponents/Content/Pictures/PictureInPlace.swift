import CellCanvas

/// A picture file drawn where a layout of text puts it (a slide's picture between its
/// paragraphs): decoded off the frame loop by the shared library as cards' pictures are,
/// drawn by the same rasterizer (symbols, and placed for a terminal that shows pixels).
/// The layout asks how many rows it wants, then draws it in the rows it got.
package enum PictureInPlace {
    /// Rows the picture at `path` takes at `width` columns with its aspect kept (its note,
    /// for a file cut short, included): nil while that is not known (decoding, queued now if
    /// it was not), 0 when it cannot show (a file that is no picture, or pictures are off).
    package static func rows(forPictureAt path: PathBytes, width: Int, display: PictureDisplay) -> Int? {
        guard width > 0, display.showsPictures else { return 0 }
        switch PictureLibrary.shared.state(of: path) {
        case .loading:
            return nil
        case .failed:
            return 0
        case .ready(let picture):
            let tall = Rect(x: 0, y: 0, width: width, height: Int(Int32.max))
            let frame = PictureRasterizer.fittedFrame(for: picture, in: tall, cellAspectRatio: display.cellAspectRatio)
            return frame.height + (picture.note == nil ? 0 : 1)
        }
    }

    /// Draws the picture at `path` as large as fits in `area`, centred; false when it
    /// cannot show (the caller says what it was instead). While it decodes the area stays
    /// blank: the library's next generation draws the frame again.
    @discardableResult
    package static func draw(at path: PathBytes, in area: Rect, context: ItemContext, on buffer: inout CellBuffer) -> Bool {
        guard context.pictures.showsPictures else { return false }
        switch PictureLibrary.shared.state(of: path) {
        case .loading:
            return true
        case .failed:
            return false
        case .ready(let picture):
            let shown = PictureRasterizer.frame(of: picture, in: context)
            PictureRasterizer.draw(shown.picture, in: area, context: context, on: &buffer, animation: shown.animation)
            return true
        }
    }

    /// Where the decode of the picture at `path` stands, for a view's drawing key (a view
    /// drawn while it decodes is drawn again once it is in).
    package static func drawingKey(forPictureAt path: PathBytes) -> AnyHashable {
        PictureRasterizer.drawingKey(forPictureAt: path)
    }
}
