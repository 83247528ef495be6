import CarouselEngine
import CellCanvas

/// The carousel mode's screen: cards in a horizontal row with the centred one focused,
/// a status line with the position, and the help overlay when asked for.
public struct CarouselScreen {
    /// Below this size the screen shows a short message instead of cards.
    public static let minimumSize = Size(columns: 20, rows: 6)
    /// Columns between neighbouring cards at spacing 1.
    public static let gap = 2

    /// How cards are sized and spaced (from the command line).
    public struct Geometry: Sendable, Equatable {
        /// Card width in columns; nil sizes cards to the screen.
        public var itemWidth: Int?
        /// Card height in rows; nil sizes cards to the screen.
        public var itemHeight: Int?
        /// The pitch multiplier (iCarousel's spacing): 1 leaves a two-column gap.
        public var spacing: Double

        public init(itemWidth: Int? = nil, itemHeight: Int? = nil, spacing: Double = 1) {
            self.itemWidth = itemWidth
            self.itemHeight = itemHeight
            self.spacing = spacing
        }
    }

    public var source: CardSource
    public var theme: Theme
    public var keyMap: KeyMap
    public var geometry: Geometry

    public init(source: CardSource, theme: Theme, keyMap: KeyMap = .carousel, geometry: Geometry = Geometry()) {
        self.source = source
        self.theme = theme
        self.keyMap = keyMap
        self.geometry = geometry
    }

    /// The card size for a screen: about half the width (24 to 56 columns), and as tall
    /// as the space above the status line allows, up to a little under half the width
    /// (a cell is about twice as tall as it is wide, so that is roughly a 4:3 card).
    /// Small screens give the margins to the card, so its title stays readable.
    public func cardSize(for screen: Size) -> Size {
        let automaticWidth = min(max(screen.columns / 2, 24), 56)
        let width = max(min(geometry.itemWidth ?? automaticWidth, screen.columns - 4), 1)
        let available = screen.rows - 1
        let margin = available > 10 ? 3 : 0
        let height = max(min(available - margin, geometry.itemHeight ?? (width * 2 / 5 + 2)), 1)
        return Size(columns: width, rows: height)
    }

    /// The distance between neighbouring card centres, in columns: iCarousel's `W · spacing`.
    public func itemPitch(for screen: Size) -> Double {
        Double(cardSize(for: screen).columns + Self.gap) * max(geometry.spacing, 0.01)
    }

    /// Draws one frame for `carousel` into `buffer`, which must be the screen's size, and
    /// returns the placements of the cards drawn, back to front (for hit testing).
    /// Phases: layout (the engine's placements), draw cards back to front, chrome.
    @discardableResult
    public func render(_ carousel: Carousel, into buffer: inout CellBuffer, status: StatusContent = StatusContent(),
                       showsHelp: Bool = false) -> [ItemPlacement] {
        buffer.fill(buffer.bounds, with: .blank)
        let screen = buffer.size
        guard screen.columns >= Self.minimumSize.columns, screen.rows >= Self.minimumSize.rows else {
            renderTooSmall(into: &buffer)
            return []
        }

        // Layout.
        let cardSize = cardSize(for: screen)
        let pitch = itemPitch(for: screen)
        let cardArea = Rect(x: 0, y: 0, width: screen.columns, height: screen.rows - 1)
        let layout = CarouselLayout(viewport: CellSize(columns: Double(cardArea.width), rows: Double(cardArea.height)),
                                    itemSize: CellSize(columns: Double(cardSize.columns), rows: Double(cardSize.rows)),
                                    itemPitch: pitch)
        let placements = layout.placements(of: carousel).sorted { $0.zOrder < $1.zOrder }
            .filter { !$0.isHidden && $0.index >= 0 && $0.index < source.count }
        let top = (cardArea.height - cardSize.rows) / 2

        // Cards, back to front.
        for placement in placements {
            let card = source.card(at: placement.index)
            let x = Int(placement.quad.topLeft.x.rounded())
            let frame = Rect(x: x, y: top, width: cardSize.columns, height: cardSize.rows)
            let style = placement.index == carousel.currentItemIndex ? theme.focusedCard : theme.card
            CardView(title: card.title, blocks: card.blocks, style: style).draw(in: frame, on: &buffer, clip: cardArea)
        }

        // Chrome.
        renderStatus(carousel, status: status, into: &buffer)
        if showsHelp { helpOverlay.draw(on: &buffer) }
        return placements
    }

    /// The help overlay, generated from the key map.
    public var helpOverlay: OverlayView {
        OverlayView(title: "Keys", rows: keyMap.bindings.map { ($0.label, $0.help) } + keyMap.extraHelp,
                    frameStyle: theme.focusedCard.border, keyStyle: theme.statusPosition, textStyle: .plain)
    }

    private func renderStatus(_ carousel: Carousel, status: StatusContent, into buffer: inout CellBuffer) {
        let row = buffer.size.rows - 1
        let total = "\(carousel.numberOfItems)" + (status.isLoading ? "+" : "")
        let position = carousel.numberOfItems == 0 ? " 0 / \(total)" : " \(carousel.currentItemIndex + 1) / \(total)"
        var used = buffer.write(position, x: 0, y: row, style: theme.statusPosition)
        if let note = status.note {
            used += buffer.write("  " + note, x: used, y: row, style: theme.statusHint)
        }
        if let prompt = status.prompt {
            buffer.write("  " + prompt, x: used, y: row, style: theme.statusPosition.adding(.reverse).withoutColor)
            return
        }
        let hint = keyMap.hint(for: [.previous, .next, .select, .search, .help, .quit])
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
