import CellCanvas
import Synchronization

/// Big letters for slide titles: a font (`LetteringFont`) and the letterings it has made,
/// kept so that a title is rendered once and then costs only its cells each frame.
public final class Letterer: Sendable {
    /// The letterer of the title font fontconfig finds, looked up the first time it is
    /// asked for (a present mode warms it off the frame loop).
    public static let standard = Letterer(font: LetteringFont.find())

    /// The font; nil when none was found: every title is then ordinary text.
    public let font: LetteringFont?

    /// What was asked for: a title at a size, within a width, in a kind of cell.
    private struct Request: Hashable {
        var text: String
        var rows: Int
        var columns: Int
        var lineLimit: Int
        var symbols: BlockSymbols
        /// The cells' height over width, in hundredths.
        var aspect: Int
    }

    /// Letterings made, by what was asked (nil: it could not be lettered).
    private let made = Mutex<[Request: [Lettering]?]>([:])

    /// The most letterings kept; past it the store starts again.
    static let keptLimit = 256

    /// How many letterings are kept.
    var keptCount: Int { made.withLock { $0.count } }

    /// A letterer drawing with `font` (nil: none, every title stays text).
    public init(font: LetteringFont?) {
        self.font = font
    }

    /// `text` in big letters `rows` cells tall on each of at most `lineLimit` lines, no
    /// wider than `columns`, drawn in `display`'s symbols in cells of its shape. Words wrap
    /// onto a second line (split where the halves are nearest in width) when one line does
    /// not fit and `lineLimit` allows. Nil when there is no font, the font lacks a glyph of
    /// the text, or it does not fit.
    public func letter(_ text: String, rows: Int, columns: Int, lineLimit: Int, display: PictureDisplay) -> [Lettering]? {
        guard font != nil, rows > 0, columns > 0, lineLimit > 0, !text.isEmpty, text.utf8.count <= 4 * LetteringFont.scalarLimit,
              display.cellAspectRatio.isFinite, (0.5...8).contains(display.cellAspectRatio) else { return nil }
        let request = Request(text: text, rows: min(rows, 64), columns: min(columns, 1024), lineLimit: min(lineLimit, 2),
                              symbols: display.symbols, aspect: Int((display.cellAspectRatio * 100).rounded()))
        if let kept = made.withLock({ $0[request] }) { return kept }
        let lettered = make(request)
        made.withLock { made in
            if made.count >= Self.keptLimit { made.removeAll(keepingCapacity: true) }
            made[request] = lettered
        }
        return lettered
    }

    /// Renders what `request` asks for: on one line, else on two.
    private func make(_ request: Request) -> [Lettering]? {
        switch line(request.text, request) {
        case .lettering(let lettering): return [lettering]
        case .missingGlyph: return nil
        case .tooWide:
            guard request.lineLimit >= 2, let (first, second) = Self.halves(of: request.text),
                  case .lettering(let top) = line(first, request), case .lettering(let bottom) = line(second, request) else { return nil }
            return [top, bottom]
        }
    }

    private enum Line {
        case lettering(Lettering)
        case tooWide
        case missingGlyph
    }

    /// One line of `text` in the request's size and cells.
    private func line(_ text: String, _ request: Request) -> Line {
        guard let font else { return .missingGlyph }
        let grid = request.symbols.grid
        // A pixel of a cell is (aspect × grid columns / grid rows) times as tall as wide.
        let stretch = Double(request.aspect) / 100 * Double(grid.columns) / Double(grid.rows)
        switch font.render(text, height: request.rows * grid.rows, stretch: stretch, widthLimit: request.columns * grid.columns) {
        case .coverage(let pixels, let width, let height):
            return Lettering(coverage: pixels, width: width, height: height, symbols: request.symbols).map(Line.lettering) ?? .missingGlyph
        case .tooWide: return .tooWide
        case .missingGlyph: return .missingGlyph
        }
    }

    /// `text` cut at the space that leaves its two halves nearest in length; nil when it
    /// has no space between words.
    static func halves(of text: String) -> (String, String)? {
        let characters = Array(text)
        var best: (index: Int, difference: Int)?
        for (index, character) in characters.enumerated() where character == " " {
            let difference = abs(index - (characters.count - index - 1))
            if best.map({ difference < $0.difference }) ?? true { best = (index, difference) }
        }
        guard let best else { return nil }
        let first = String(characters[..<best.index]).trimmingSpaces, second = String(characters[(best.index + 1)...]).trimmingSpaces
        guard !first.isEmpty, !second.isEmpty else { return nil }
        return (first, second)
    }
}

private extension String {
    /// The text without spaces at either end.
    var trimmingSpaces: String {
        let characters = Array(self)
        guard let start = characters.firstIndex(where: { $0 != " " }), let end = characters.lastIndex(where: { $0 != " " }) else { return "" }
        return String(characters[start...end])
    }
}
