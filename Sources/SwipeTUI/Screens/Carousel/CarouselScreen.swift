import CarouselEngine
import CellCanvas

/// The carousel mode's screen: cards laid out by the engine for any of the twelve types
/// (projected and rasterized; the flat linear type drawn directly), the centred one
/// focused, a status line with the position and the type, and the help overlay.
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
    /// The carousel type, its options and the scroll axis.
    public var configuration: CarouselConfiguration
    private let rasterizer: ProjectionRasterizer

    public init(source: CardSource, theme: Theme, keyMap: KeyMap = .carousel, geometry: Geometry = Geometry(),
                configuration: CarouselConfiguration = CarouselConfiguration(), isColorEnabled: Bool = true) {
        self.source = source
        self.theme = theme
        self.keyMap = keyMap
        self.geometry = geometry
        self.configuration = configuration
        self.rasterizer = ProjectionRasterizer(isColorEnabled: isColorEnabled)
    }

    private var isVertical: Bool { configuration.isVertical }

    /// The card size for a screen. Horizontally: about half the width (24 to 56 columns),
    /// as tall as the space above the status line allows up to a little under half the width
    /// (a cell is about twice as tall as it is wide, so roughly 4:3), small screens giving
    /// their margins to the card. Vertically: wide and short, so neighbours show above and below.
    public func cardSize(for screen: Size) -> Size {
        let available = screen.rows - 1
        if isVertical {
            let width = max(min(geometry.itemWidth ?? min(screen.columns * 2 / 3, 72), screen.columns - 4), 1)
            let height = max(min(geometry.itemHeight ?? max(available / 2 - 1, 5), available), 1)
            return Size(columns: width, rows: height)
        }
        let automaticWidth = min(max(screen.columns / 2, 24), 56)
        let width = max(min(geometry.itemWidth ?? automaticWidth, screen.columns - 4), 1)
        let margin = available > 10 ? 3 : 0
        let height = max(min(available - margin, geometry.itemHeight ?? (width * 2 / 5 + 2)), 1)
        return Size(columns: width, rows: height)
    }

    /// The distance between neighbouring card centres along the scroll axis, in column
    /// units (a row is two): iCarousel's `W · spacing`.
    public func itemPitch(for screen: Size) -> Double {
        let card = cardSize(for: screen)
        let length = isVertical ? Double(card.rows + Self.gap / 2) * configuration.effectiveCellAspectRatio
            : Double(card.columns + Self.gap)
        return length * max(geometry.spacing, 0.01)
    }

    /// The engine's layout for a screen of this size (the card area above the status line).
    public func layout(for screen: Size) -> CarouselLayout {
        let card = cardSize(for: screen)
        var configuration = configuration
        if configuration.type == .custom && configuration.customTransform == nil {
            configuration.customTransform = Self.staircase(pitch: itemPitch(for: screen))
        }
        return CarouselLayout(configuration: configuration,
                              viewport: CellSize(columns: Double(screen.columns), rows: Double(max(screen.rows - 1, 0))),
                              itemSize: CellSize(columns: Double(card.columns), rows: Double(card.rows)),
                              itemPitch: itemPitch(for: screen))
    }

    /// The custom type's transform when the host gives none: cards step down a staircase
    /// into the distance, each one a little to the right and further back.
    public static func staircase(pitch: Double) -> @Sendable (Double) -> Transform3D {
        { offset in
            .translation(x: offset * pitch * 0.7, y: offset * pitch * 0.16, z: -abs(offset) * pitch * 0.45)
        }
    }

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

        // Layout.
        let layout = layout(for: screen)
        let cardSize = cardSize(for: screen)
        let cardArea = Rect(x: 0, y: 0, width: screen.columns, height: screen.rows - 1)
        let placements = layout.placements(of: carousel, toggle: toggle)
            .filter { !$0.isHidden && $0.index >= 0 && $0.index < source.count }

        // Cards, back to front (the engine sorts them every frame).
        for placement in placements {
            let style = placement.index == carousel.currentItemIndex ? theme.focusedCard : theme.card
            if configuration.type == .linear {
                drawFlat(placement, size: cardSize, area: cardArea, style: style, on: &buffer)
            } else {
                drawProjected(placement, layout: layout, area: cardArea, style: style, on: &buffer)
            }
        }

        // Chrome.
        renderStatus(carousel, status: status, into: &buffer)
        return placements
    }

    /// A linear card is an upright rectangle: drawn directly, exact and cheap.
    private func drawFlat(_ placement: ItemPlacement, size: Size, area: Rect, style: CardStyle, on buffer: inout CellBuffer) {
        let card = source.card(at: placement.index)
        let x = Int(placement.quad.topLeft.x.rounded())
        let y = isVertical ? Int(placement.quad.topLeft.y.rounded()) : (area.height - size.rows) / 2
        CardView(title: card.title, blocks: card.blocks, style: style)
            .draw(in: Rect(x: x, y: y, width: size.columns, height: size.rows), on: &buffer, clip: area)
    }

    /// Any other type: the card is laid out again at its projected size and rasterized through its quad.
    private func drawProjected(_ placement: ItemPlacement, layout: CarouselLayout, area: Rect, style: CardStyle,
                               on buffer: inout CellBuffer) {
        let projection = CardProjection(quad: Quad(placement.quad), cellAspectRatio: layout.cellAspectRatio,
                                        sizeLimit: Size(columns: area.width, rows: area.height))
        guard projection.isVisible else { return }
        guard placement.isFrontFacing else {
            rasterizer.drawBack(style: style, through: projection, alpha: placement.alpha, into: &buffer, clip: area)
            return
        }
        let card = source.card(at: placement.index)
        var content = CellBuffer(size: projection.contentSize)
        projection.detail.applied(to: CardView(title: card.title, blocks: card.blocks, style: style))
            .draw(in: content.bounds, on: &content)
        rasterizer.draw(content, style: style, through: projection, alpha: placement.alpha, into: &buffer, clip: area)
    }

    private func renderStatus(_ carousel: Carousel, status: StatusContent, into buffer: inout CellBuffer) {
        // While moving, the destination: the first frame after a key then changes at once,
        // even though the ease-in moves the cards less than a column for the first ~50 ms.
        let index = carousel.isMoving
            ? carousel.wrapMath.clampedIndex(Int(carousel.targetOffset.rounded())) : carousel.currentItemIndex
        StatusLine(position: StatusLine.position(index: index, count: carousel.numberOfItems, isLoading: status.isLoading),
                   kind: configuration.type.name + (isVertical ? " ↕" : ""), status: status,
                   hint: keyMap.hint(for: [.previous, .next, .select, .help, .quit]))
            .draw(on: &buffer, row: buffer.size.rows - 1, theme: theme)
    }
}

extension Quad {
    /// The canvas's quad for the engine's projected corners (the two modules do not know
    /// each other; the app joins them).
    init(_ quad: ScreenQuad) {
        func point(_ p: Vector2) -> SubcellPoint { SubcellPoint(x: p.x, y: p.y) }
        self.init(topLeft: point(quad.topLeft), topRight: point(quad.topRight),
                  bottomRight: point(quad.bottomRight), bottomLeft: point(quad.bottomLeft))
    }
}
