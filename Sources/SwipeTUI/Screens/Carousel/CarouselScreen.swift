import CarouselEngine
import CellCanvas

/// The carousel mode's screen: cards laid out by the engine for any of the twelve types
/// (projected and rasterized; the flat linear type drawn directly), the centred one
/// focused, and a status line with the position and the type.
public struct CarouselScreen {
    /// Below this size the screen shows a short message instead of cards.
    public static let minimumSize = Size(columns: 20, rows: 6)
    /// Columns between neighbouring cards at spacing 1 (one row when vertical).
    public static let gap = 2

    /// How cards are sized and spaced (from the command line).
    public struct Geometry: Sendable, Equatable {
        /// Card width in columns; nil sizes cards to the screen.
        public var itemWidth: Int?
        /// Card height in rows; nil sizes cards to the screen.
        public var itemHeight: Int?
        /// The pitch multiplier (iCarousel's spacing): 1 leaves a two-column gap.
        public var spacing: Double

        /// Card sizes from the command line, nil for the screen's choice; a width is kept at
        /// least four columns narrower than the screen, and `spacing` is at least 0.01.
        public init(itemWidth: Int? = nil, itemHeight: Int? = nil, spacing: Double = 1) {
            self.itemWidth = itemWidth
            self.itemHeight = itemHeight
            self.spacing = spacing
        }
    }

    /// The items; the cards on screen are read from it every frame.
    public var source: CardSource
    /// The bindings, from which the status line's key hint is drawn.
    public var keyMap: KeyMap
    /// The cards' look, size and type.
    public var cards: CarouselCards

    /// A screen over `source` with this look, key map, sizing and carousel type;
    /// `isColorEnabled` false blends fades by dimming.
    public init(source: CardSource, theme: Theme, keyMap: KeyMap = .carousel, geometry: Geometry = Geometry(),
                configuration: CarouselConfiguration = CarouselConfiguration(), isColorEnabled: Bool = true) {
        self.source = source
        self.keyMap = keyMap
        cards = CarouselCards(theme: theme, geometry: geometry, configuration: configuration, isColorEnabled: isColorEnabled)
    }

    /// The look of the cards and the status line.
    public var theme: Theme {
        get { cards.theme }
        set { cards.theme = newValue }
    }

    /// Card size and spacing.
    public var geometry: Geometry {
        get { cards.geometry }
        set { cards.geometry = newValue }
    }

    /// The carousel type, its options and the scroll axis.
    public var configuration: CarouselConfiguration {
        get { cards.configuration }
        set { cards.configuration = newValue }
    }

    /// The card size for a screen: that of the card area above the status line.
    public func cardSize(for screen: Size) -> Size { cards.cardSize(inArea: Self.cardArea(of: screen)) }

    /// The distance between neighbouring card centres for a screen.
    public func itemPitch(for screen: Size) -> Double { cards.itemPitch(inArea: Self.cardArea(of: screen)) }

    /// The engine's layout for a screen of this size (the card area above the status line).
    public func layout(for screen: Size) -> CarouselLayout { cards.layout(inArea: Self.cardArea(of: screen)) }

    /// The part of a screen cards are drawn in: all but the status line.
    static func cardArea(of screen: Size) -> Size { Size(columns: screen.columns, rows: max(screen.rows - 1, 0)) }

    /// Draws one frame for `carousel` into `buffer`, which must be the screen's size, and
    /// returns the placements of the cards drawn, back to front (for hit testing).
    /// Phases: layout (the engine's placements), draw cards back to front, chrome.
    @discardableResult
    public func render(_ carousel: Carousel, into buffer: inout CellBuffer, status: StatusContent = StatusContent(),
                       toggle: CoverFlowToggle = CoverFlowToggle()) -> [ItemPlacement] {
        buffer.fill(buffer.bounds, with: .blank)
        let screen = buffer.size
        guard screen.columns >= Self.minimumSize.columns, screen.rows >= Self.minimumSize.rows else {
            StatusLine.drawTooSmall(minimum: Self.minimumSize, on: &buffer, theme: theme)
            return []
        }

        let area = Rect(x: 0, y: 0, width: screen.columns, height: screen.rows - 1)
        let source = self.source
        let placements = cards.drawItems(of: carousel, viewAt: { source.card(at: $0.index) }, in: area, on: &buffer, toggle: toggle)
        renderStatus(carousel, status: status, into: &buffer)
        return placements
    }

    /// The status line: the position (the destination while moving), the type and what is
    /// switched on, notes, hints.
    func renderStatus(_ carousel: Carousel, status: StatusContent, into buffer: inout CellBuffer) {
        // While moving, the destination: the first frame after a key then changes at once,
        // even though the ease-in moves the cards less than a column for the first ~50 ms.
        let index = carousel.restingItemIndex
        // The type, then what is switched on: ↕ vertical, wrap, auto(scroll).
        let kind = configuration.type.name + (configuration.isVertical ? " ↕" : "")
            + (carousel.isWrapEnabled ? " wrap" : "") + (carousel.autoscroll != 0 ? " auto" : "")
        // The arrow keys the axis uses (the key map binds both pairs to the same moves).
        let moves = configuration.isVertical ? "↑/k previous · ↓/j next" : keyMap.hint(for: [.previous, .next])
        StatusLine(position: StatusLine.position(index: index, count: carousel.numberOfItems, isLoading: status.isLoading),
                   kind: kind, status: status, hint: moves + " · " + keyMap.hint(for: [.select, .help, .quit]))
            .draw(on: &buffer, row: buffer.size.rows - 1, theme: theme)
    }
}

extension Quad {
    /// The canvas's quad for the engine's projected corners, moved by `origin` (the two
    /// modules do not know each other; the app joins them).
    init(_ quad: ScreenQuad, origin: Point = Point(x: 0, y: 0)) {
        func point(_ p: Vector2) -> SubcellPoint { SubcellPoint(x: p.x + Double(origin.x), y: p.y + Double(origin.y)) }
        self.init(topLeft: point(quad.topLeft), topRight: point(quad.topRight),
                  bottomRight: point(quad.bottomRight), bottomLeft: point(quad.bottomLeft))
    }
}
