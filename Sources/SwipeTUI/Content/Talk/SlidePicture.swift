import CellCanvas
import SwipeComponents

/// A picture where a slide's markdown has it alone in a paragraph (`![alt](file)`): drawn
/// in its place, as large as the rows the slide leaves it and its width allow, in pixels
/// where the terminal shows them and in symbols otherwise. Its alt text stands in for it
/// when it cannot show: no such file, not a picture, a URL, damaged, or pictures off.
///
/// The destination is read relative to the talk's folder (an absolute path as it is); the
/// file must be a regular file that starts like a picture, checked when the talk is read,
/// and is decoded off the frame loop with the same limits as a card's picture.
struct SlidePicture: Hashable, Sendable {
    /// The picture file, when the destination names one.
    var file: PathBytes?
    /// The alt text, sanitised.
    var alt: String

    /// The line that stands for the picture when it cannot show.
    var standIn: StyledText {
        StyledText(plain: "[picture: " + (alt.isEmpty ? "no description" : alt) + "]", role: .muted)
    }

    /// Rows the picture wants at `width` columns: the picture's own height there, or one for
    /// its alt text; nil while it is not known yet (it decodes), when it takes what is left.
    func rows(width: Int, context: ItemContext) -> Int? {
        guard let file else { return 1 }
        return PictureInPlace.rows(forPictureAt: file, width: width, display: context.pictures).map { $0 == 0 ? 1 : $0 }
    }

    /// Draws the picture centred in `area`, or its alt text on the area's first row.
    func draw(in area: Rect, on buffer: inout CellBuffer, context: ItemContext) {
        guard area.width > 0, area.height > 0 else { return }
        if let file, PictureInPlace.draw(at: file, in: area, context: context, on: &buffer) { return }
        let line = StyledText(plain: TextLayout.truncate(standIn.plain, width: area.width), role: .muted)
        context.style.draw(line, x: area.x + max((area.width - line.width) / 2, 0), y: area.y, on: &buffer, clip: area)
    }

    /// Where its decode stands, for the slide's drawing key.
    var drawingKey: AnyHashable? { file.map { PictureInPlace.drawingKey(forPictureAt: $0) } }
}

extension SlidePicture {
    /// The files a talk's picture destinations name, looked up once each per slide (a slide
    /// of many steps renders its markdown once a step).
    final class Files {
        /// The talk's folder (nil: a talk not from a file, whose pictures are all refused).
        let directory: String?
        private var found: [String: PathBytes?] = [:]

        init(directory: String?) { self.directory = directory }

        /// The picture a destination names, with its alt text.
        func picture(_ destination: String, alt: String) -> SlidePicture {
            if found[destination] == nil {
                found[destination] = .some(directory.flatMap { MarkdownDeck.pictureFile(destination, in: $0) })
            }
            return SlidePicture(file: found[destination] ?? nil, alt: alt)
        }
    }
}
