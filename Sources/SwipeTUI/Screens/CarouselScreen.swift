import CarouselEngine
import CellCanvas

/// The carousel mode's screen: cards in a horizontal row with the centred one
/// focused, and a status line with the position and a key hint.
public struct CarouselScreen: Sendable {
    /// Below this size the screen shows a short message instead of cards.
    public static let minimumSize = Size(columns: 20, rows: 6)
    /// Columns between neighbouring cards.
    public static let gap = 2

    public var cards: [Card]
    public var theme: Theme
    public var keyMap: KeyMap

    public init(cards: [Card], theme: Theme, keyMap: KeyMap = .carousel) {
        self.cards = cards
        self.theme = theme
        self.keyMap = keyMap
    }

    /// The card size for a screen: about half the width (24 to 56 columns), and as tall
    /// as the space above the status line allows, up to a little under half the width
    /// (a cell is about twice as tall as it is wide, so that is roughly a 4:3 card).
    /// Small screens give the margins to the card, so its title stays readable.
    public static func cardSize(for screen: Size) -> Size {
        let width = min(max(screen.columns / 2, 24), 56, max(screen.columns - 4, 1))
        let available = screen.rows - 1
        let margin = available > 10 ? 3 : 0
        let height = max(min(available - margin, width * 2 / 5 + 2), 1)
        return Size(columns: width, rows: height)
    }

    /// Draws one frame for `carousel` into `buffer`, which must be the screen's size;
    /// `statusNote` (e.g. `--stats` figures) follows the position in the status line.
    /// Phases: layout (the engine's placements), draw cards back to front, chrome.
    public func render(_ carousel: Carousel, into buffer: inout CellBuffer, statusNote: String? = nil) {
        buffer.fill(buffer.bounds, with: .blank)
        let screen = buffer.size
        guard screen.columns >= Self.minimumSize.columns, screen.rows >= Self.minimumSize.rows else {
            renderTooSmall(into: &buffer)
            return
        }

        // Layout.
        let cardSize = Self.cardSize(for: screen)
        let pitch = cardSize.columns + Self.gap
        let layout = LinearLayout(itemWidth: Double(pitch))
        let placements = layout.placements(of: carousel, viewportLength: Double(screen.columns))
        let cardArea = Rect(x: 0, y: 0, width: screen.columns, height: screen.rows - 1)
        let top = (cardArea.height - cardSize.rows) / 2
        let left = Double(screen.columns - cardSize.columns) / 2

        // Cards, back to front.
        for placement in placements.sorted(by: { $0.zOrder < $1.zOrder }) where cards.indices.contains(placement.index) {
            let card = cards[placement.index]
            let x = Int((left + placement.center.x).rounded())
            let frame = Rect(x: x, y: top, width: cardSize.columns, height: cardSize.rows)
            let style = placement.index == carousel.currentItemIndex ? theme.focusedCard : theme.card
            CardView(title: card.title, blocks: card.blocks, style: style)
                .draw(in: frame, on: &buffer, clip: cardArea)
        }

        // Chrome.
        renderStatus(carousel, note: statusNote, into: &buffer)
    }

    private func renderStatus(_ carousel: Carousel, note: String?, into buffer: inout CellBuffer) {
        let row = buffer.size.rows - 1
        let position = carousel.numberOfItems == 0
            ? " 0 / 0"
            : " \(carousel.currentItemIndex + 1) / \(carousel.numberOfItems)"
        var used = buffer.write(position, x: 0, y: row, style: theme.statusPosition)
        if let note {
            used += buffer.write("  " + note, x: used, y: row, style: theme.statusHint)
        }
        let hint = keyMap.hint(for: [.previous, .next, .first, .last, .select, .quit])
        let room = buffer.size.columns - used - 3
        guard room > 0 else { return }
        let shown = TextLayout.truncate(hint, width: room)
        buffer.write(shown, x: buffer.size.columns - DisplayWidth.of(shown) - 1, y: row, style: theme.statusHint)
    }

    private func renderTooSmall(into buffer: inout CellBuffer) {
        let size = buffer.size
        let lines = ["Terminal too small", "need \(Self.minimumSize.columns)×\(Self.minimumSize.rows)"]
        let top = max((size.rows - lines.count) / 2, 0)
        for (i, line) in lines.enumerated() {
            let shown = TextLayout.truncate(line, width: size.columns)
            let x = max((size.columns - DisplayWidth.of(shown)) / 2, 0)
            buffer.write(shown, x: x, y: top + i, style: theme.message)
        }
    }
}
