import CellCanvas
import SwipeComponents

/// One step of a slide as the audience sees it: the title centred at the top, then the
/// text between margins — full width, or in columns — lined up as the slide says, with
/// `jump_to_middle` putting what follows it in the middle of the screen. It has no frame:
/// the slide is the screen.
struct SlideView: ItemView, Hashable, Sendable {
    /// One column of a layout: its share of the width and what it holds, top to bottom.
    struct Column: Hashable, Sendable {
        /// Text, or a picture in its place.
        enum Piece: Hashable, Sendable {
            case text(CardBody)
            case picture(SlidePicture)
        }

        var weight: Int
        var pieces: [Piece]
        var alignment: SlideAlignment
    }

    /// A piece of a slide, top to bottom.
    enum Part: Hashable, Sendable {
        /// The slide's title, centred, with a blank row under it.
        case title(String)
        /// Text across the width between the margins.
        case text(CardBody, SlideAlignment)
        /// Text after `font_size: N` (2 to 7): across the width in big letters where they fit.
        case large(CardBody, SlideAlignment, size: Int)
        /// Text in columns side by side (`column_layout`).
        case columns([Column])
        /// A picture across the width, in the rows the text leaves (`SlidePicture`).
        case picture(SlidePicture)
        /// Empty rows (`new_lines`).
        case space(Int)
        /// What follows is centred vertically in the rows left (`jump_to_middle`).
        case middle
    }

    var parts: [Part]

    /// Columns between columns of a layout.
    static let columnGap = 2

    /// Columns left blank at each side of a screen `width` columns wide.
    static func margin(width: Int) -> Int { max(width / 12, 1) }

    /// A laid-out row: pieces of text at their columns (from the region's left edge).
    typealias Row = [(x: Int, text: StyledText)]

    func draw(in region: Rect, on buffer: inout CellBuffer, context: ItemContext) {
        draw(in: region, on: &buffer, context: context, letterer: .standard)
    }

    /// Draws the slide, its title and `font_size` text in `letterer`'s big letters where
    /// they fit (`SlideView+Lettering`).
    func draw(in region: Rect, on buffer: inout CellBuffer, context: ItemContext, letterer: Letterer) {
        guard region.width > 2, region.height > 0 else { return }
        // Pictures take the rows the text leaves them: measured with none, then laid out.
        var laid = layOut(in: region, context: context, letterer: letterer, pictureRows: nil)
        if !laid.pictures.isEmpty {
            laid = layOut(in: region, context: context, letterer: letterer, pictureRows: Self.pictureRows(of: laid, height: region.height))
        }
        for (index, row) in laid.rows.prefix(region.height).enumerated() {
            for piece in row {
                context.style.draw(piece.text, x: region.x + piece.x, y: region.y + index, on: &buffer, clip: region)
            }
        }
        for placed in laid.pictures where placed.y < region.height {
            let area = Rect(x: region.x + placed.x, y: region.y + placed.y, width: placed.width,
                            height: min(placed.height, region.height - placed.y))
            placed.picture.draw(in: area, on: &buffer, context: context)
        }
    }

    /// The slide's rows, and its pictures' places among them: each picture `pictureRows`
    /// tall (in the order they come), or none while they are measured (nil).
    private func layOut(in region: Rect, context: ItemContext, letterer: Letterer, pictureRows: [Int]?) -> Laid {
        let margin = Self.margin(width: region.width)
        let width = max(region.width - 2 * margin, 1)
        var rows: [Row] = [[]]
        var middle: Int?
        var afterText = false
        var pictures = PicturePlacer(heights: pictureRows, context: context)
        // Laid out no further than the screen shows, so a hostile slide costs a screenful.
        for (index, part) in parts.enumerated() where rows.count <= region.height {
            // Text after text (a paragraph after columns, say) keeps a blank row between.
            if afterText, part.isText { rows.append([]) }
            afterText = part.isText
            switch part {
            case .title(let title):
                if let big = Self.lettered(title: title, width: width, screen: region.size, context: context, letterer: letterer) {
                    rows += big.map { [(margin + (width - $0.width) / 2, $0)] }
                    rows.append([])
                    continue
                }
                let shown = TextLayout.truncate(title, width: width)
                rows.append([(margin + (width - DisplayWidth.of(shown)) / 2, StyledText([TextRun(shown, role: .slideTitle, attributes: .bold)]))])
                rows.append([])
            case .text(let body, let alignment):
                for line in body.lines(width: width, through: region.height).lines.prefix(region.height) {
                    rows.append([(margin + Self.offset(of: line, in: width, alignment: alignment), line)])
                }
            case .large(let body, let alignment, let size):
                for line in Self.lettered(body, size: size, width: width, screen: region.size, context: context, letterer: letterer) {
                    rows.append([(margin + Self.offset(of: line, in: width, alignment: alignment), line)])
                }
            case .columns(let columns):
                rows += Self.rows(of: columns, from: margin, width: width, limit: region.height, part: index, at: rows.count,
                                  pictures: &pictures)
            case .picture(let picture):
                pictures.place(picture, x: margin, y: rows.count, width: width, part: index, column: nil)
                rows += Array(repeating: [], count: pictures.placed.last?.height ?? 0)
            case .space(let count):
                rows += Array(repeating: [], count: min(count, region.height))
            case .middle:
                middle = middle ?? rows.count
            }
        }
        if let middle {
            let rest = rows.count - middle
            let start = max((region.height - rest) / 2, middle)
            rows.insert(contentsOf: Array(repeating: [], count: start - middle), at: middle)
            for index in pictures.placed.indices where pictures.placed[index].y >= middle {
                pictures.placed[index].y += start - middle
            }
        }
        return Laid(rows: rows, pictures: pictures.placed, columnSlack: pictures.columnSlack)
    }

    /// Where a line of `width` columns starts to line up as asked.
    private static func offset(of line: StyledText, in width: Int, alignment: SlideAlignment) -> Int {
        switch alignment {
        case .left: return 0
        case .center: return max((width - line.width) / 2, 0)
        case .right: return max(width - line.width, 0)
        }
    }

    /// Columns side by side: each its share of `width` (less the gaps), laid out to at most
    /// `limit` rows.
    private static func rows(of columns: [Column], from left: Int, width: Int, limit: Int, part: Int, at top: Int,
                             pictures: inout PicturePlacer) -> [Row] {
        let total = columns.reduce(0) { $0 + $1.weight }
        let room = max(width - columnGap * (columns.count - 1), columns.count)
        var rows: [Row] = []
        var x = left
        var textRows: [Int] = []
        for (number, column) in columns.enumerated() {
            let columnWidth = max(room * column.weight / max(total, 1), 1)
            // The column's pieces one under another, a blank row between two.
            var row = 0
            for (pieceIndex, piece) in column.pieces.enumerated() where row < limit {
                if pieceIndex > 0 { row += 1 }
                switch piece {
                case .text(let body):
                    for line in body.lines(width: columnWidth, through: limit).lines.prefix(limit - row) {
                        while row >= rows.count { rows.append([]) }
                        rows[row].append((x + offset(of: line, in: columnWidth, alignment: column.alignment), line))
                        row += 1
                    }
                case .picture(let picture):
                    pictures.place(picture, x: x, y: top + row, width: columnWidth, part: part, column: number)
                    row += pictures.placed.last?.height ?? 0
                }
            }
            while row > rows.count { rows.append([]) }
            textRows.append(row)
            x += columnWidth + columnGap
        }
        // What each column leaves under it, beside the longest: its pictures may grow into it.
        pictures.columnSlack[part] = textRows.map { rows.count - $0 }
        return rows
    }

    var drawingKey: AnyHashable? { pictureStates.isEmpty ? self : AnyHashable([AnyHashable(self)] + pictureStates) }
}

extension SlideView.Part {
    /// Whether the part is text (across the width or in columns).
    var isText: Bool {
        switch self {
        case .text, .large, .columns, .picture: return true
        case .title, .space, .middle: return false
        }
    }
}
