import CellCanvas

extension SlideView {
    /// Where the decodes of the slide's pictures stand: a slide drawn while one decodes is
    /// drawn again once it is in.
    var pictureStates: [AnyHashable] {
        parts.flatMap { part -> [AnyHashable] in
            switch part {
            case .picture(let picture): return picture.drawingKey.map { [$0] } ?? []
            case .columns(let columns):
                return columns.flatMap { column in
                    column.pieces.compactMap { piece in if case .picture(let picture) = piece { picture.drawingKey } else { nil } }
                }
            case .title, .text, .large, .space, .middle: return []
            }
        }
    }

    /// A slide laid out: its rows of text, its pictures' places, and what each layout's
    /// columns leave under them.
    struct Laid {
        var rows: [Row]
        var pictures: [PlacedPicture]
        var columnSlack: [Int: [Int]]
    }

    /// A picture given its place: `x` from the region's left, `y` a row, `height` rows (0
    /// while measured); the rows it wants at its width (nil: as many as there are); the
    /// part it is in, and its column there when that part is a layout.
    struct PlacedPicture {
        var picture: SlidePicture
        var x: Int
        var y: Int
        var width: Int
        var height: Int
        var wanted: Int?
        var part: Int
        var column: Int?
    }

    /// Places the pictures as the layout comes to them: `heights` in order, or none (then
    /// each says how many rows it wants).
    struct PicturePlacer {
        let heights: [Int]?
        let context: ItemContext
        var placed: [PlacedPicture] = []
        /// Per layout part: the rows each of its columns leaves under it.
        var columnSlack: [Int: [Int]] = [:]

        init(heights: [Int]?, context: ItemContext) {
            self.heights = heights
            self.context = context
        }

        mutating func place(_ picture: SlidePicture, x: Int, y: Int, width: Int, part: Int, column: Int?) {
            // Laid out, a picture takes a row at least: its alt text, with no room for more.
            let height = heights.map { max(placed.count < $0.count ? $0[placed.count] : 0, 1) } ?? 0
            let wanted = heights == nil ? picture.rows(width: width, context: context) : nil
            placed.append(PlacedPicture(picture: picture, x: x, y: y, width: width, height: height, wanted: wanted,
                                        part: part, column: column))
        }
    }

    /// The rows each picture of `laid` (measured) gets on a slide `height` rows tall: the
    /// rows the text leaves are shared between the pictures one above another (a picture
    /// across the width, or a layout's pictures), none given more than it wants; in a layout
    /// each column shares what the layout got, with the rows its text leaves beside the
    /// longest column's.
    static func pictureRows(of laid: Laid, height: Int) -> [Int] {
        let spare = max(height - laid.rows.count, 0)
        var parts: [Int] = []
        for placed in laid.pictures where parts.last != placed.part { parts.append(placed.part) }
        /// The pictures of one column of a part (or the part's one picture), by index.
        func columns(of part: Int) -> [(slack: Int, pictures: [Int])] {
            let indexes = laid.pictures.indices.filter { laid.pictures[$0].part == part }
            var columns: [Int?: [Int]] = [:]
            for index in indexes { columns[laid.pictures[index].column, default: []].append(index) }
            return columns.sorted { ($0.key ?? -1) < ($1.key ?? -1) }.map { column, pictures in
                (column.flatMap { laid.columnSlack[part]?[$0] } ?? 0, pictures)
            }
        }
        let wants: [Int?] = parts.map { part in
            var most = 0
            for column in columns(of: part) {
                var sum = 0
                for index in column.pictures {
                    guard let wanted = laid.pictures[index].wanted else { return nil }
                    sum += wanted
                }
                most = max(most, sum - column.slack)
            }
            return most
        }
        var rows = [Int](repeating: 0, count: laid.pictures.count)
        for (part, given) in zip(parts, share(spare, among: wants)) {
            for column in columns(of: part) {
                let shares = share(given + column.slack, among: column.pictures.map { laid.pictures[$0].wanted })
                for (index, rowsGiven) in zip(column.pictures, shares) { rows[index] = rowsGiven }
            }
        }
        return rows
    }

    /// `total` rows shared between claims: the smallest claims met first, the rest split
    /// evenly between the larger ones (nil: no limit).
    static func share(_ total: Int, among wants: [Int?]) -> [Int] {
        var given = [Int](repeating: 0, count: wants.count)
        var left = max(total, 0)
        let order = wants.indices.sorted { (wants[$0] ?? .max) < (wants[$1] ?? .max) }
        for (position, index) in order.enumerated() {
            let fair = left / (order.count - position)
            given[index] = min(max(wants[index] ?? .max, 0), fair)
            left -= given[index]
        }
        return given
    }
}
