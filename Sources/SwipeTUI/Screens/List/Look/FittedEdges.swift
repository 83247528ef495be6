import CellCanvas

/// `--margin`, `--border` and `--padding` fitted to the screen as fzf 0.38 fits them
/// (`adjustMarginAndPadding`): per cents are of the screen's height (top and bottom) or
/// width (left and right), the padding's too; a border's line, and the blank column inside
/// a vertical one, count with the margin on its side; and when what the two sides of an
/// axis leave between them is less than the list needs (`least`), each of their four sizes
/// becomes its share of what can be spared, rounded down, a margin never less than its
/// border. So `--margin 3` on 8 rows keeps 2 rows above and below and 4 for the list.
struct FittedEdges: Equatable {
    /// Cells outside the border, top, right, bottom, left.
    var margin: [Int]
    /// Cells inside the border, in the same order.
    var padding: [Int]

    /// The sizes for a screen of `screen`, the list needing at least `least` (more than the
    /// screen counts as the whole screen).
    init(screen: Size, margin: EdgeSizes, padding: EdgeSizes, border: ListBorder, least: Size) {
        let borders = [border.top ? 1 : 0, border.right ? 2 : 0, border.bottom ? 1 : 0, border.left ? 2 : 0]
        func cells(_ sizes: EdgeSizes) -> [Int] {
            [sizes.top.cells(of: screen.rows), sizes.right.cells(of: screen.columns),
             sizes.bottom.cells(of: screen.rows), sizes.left.cells(of: screen.columns)]
        }
        var margins = zip(cells(margin), borders).map { $0 + $1 }
        var paddings = cells(padding)
        for (first, second, length, needed) in [(1, 3, screen.columns, least.columns), (0, 2, screen.rows, least.rows)] {
            var axis = Axis(margins: [margins[first], margins[second]], paddings: [paddings[first], paddings[second]],
                            borders: [borders[first], borders[second]])
            axis.fit(in: length, leaving: needed)
            (margins[first], margins[second]) = (axis.margins[0], axis.margins[1])
            (paddings[first], paddings[second]) = (axis.paddings[0], axis.paddings[1])
        }
        self.margin = zip(margins, borders).map { $0 - $1 }
        self.padding = paddings
    }

    /// The two opposite sides of one axis: their margins (border included), paddings and
    /// borders, in cells.
    struct Axis: Equatable {
        var margins: [Int]
        var paddings: [Int]
        let borders: [Int]

        /// The cells the two sides take in all.
        var total: Int { margins[0] + margins[1] + paddings[0] + paddings[1] }

        /// Shrinks the sides, as fzf does, when they would leave less than `least` of `length`.
        mutating func fit(in length: Int, leaving least: Int) {
            let least = min(least, length), total = total
            guard length - total < least, total > 0 else { return }
            let room = length - least
            for side in 0..<2 {
                paddings[side] = room * paddings[side] / total
                margins[side] = max(borders[side], room * margins[side] / total)
            }
        }
    }
}
