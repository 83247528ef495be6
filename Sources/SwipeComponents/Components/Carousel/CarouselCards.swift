import CarouselEngine
import CellCanvas

/// The one projection pipeline: the items of a carousel drawn into an area of a buffer,
/// sized for the area, laid out by the engine for any of the twelve types, each item view
/// drawn at its projected size (its cells kept by an `ItemViewStore`) and rasterized (the
/// flat linear type pasted directly), the centred one focused. `CarouselView` draws through
/// it, and so do the goldens and the bench.
public struct CarouselCards {
    /// The look of focused and other cards.
    public var theme: Theme
    /// How cards are sized and spaced.
    public var geometry: CarouselGeometry
    /// The carousel type, its options and the scroll axis.
    public var configuration: CarouselConfiguration
    /// How far the focused item's content is scrolled (`ItemContext.scrollRow`).
    public var focusedScrollRow = 0
    /// How the items' pictures are drawn (`ItemContext.pictures`).
    public var pictures = PictureDisplay()
    private let rasterizer: ProjectionRasterizer
    private let fade: Fade
    /// Where the views' cells are kept, shared by copies of these cards.
    private let store: ItemViewStore

    /// Cards with this look, size and type; `isColorEnabled` false blends fades by dimming.
    /// The cells of the views drawn are kept from call to call.
    public init(theme: Theme, geometry: CarouselGeometry = CarouselGeometry(),
                configuration: CarouselConfiguration = CarouselConfiguration(), isColorEnabled: Bool = true) {
        self.init(theme: theme, geometry: geometry, configuration: configuration, isColorEnabled: isColorEnabled,
                  store: ItemViewStore())
    }

    /// The same, keeping the views' cells in `store` (a component's own).
    init(theme: Theme, geometry: CarouselGeometry, configuration: CarouselConfiguration, isColorEnabled: Bool,
         store: ItemViewStore) {
        self.theme = theme
        self.geometry = geometry
        self.configuration = configuration
        self.rasterizer = ProjectionRasterizer(isColorEnabled: isColorEnabled)
        self.fade = Fade(isColorEnabled: isColorEnabled)
        self.store = store
    }

    private var isVertical: Bool { configuration.isVertical }

    /// The card size for an area. Horizontally: about half the width (24 to 56 columns),
    /// as tall as the area allows up to a little under half the width (a cell is about twice
    /// as tall as it is wide, so roughly 4:3), small areas giving their margins to the card.
    /// Vertically: wide and short, so neighbours show above and below. A list's rows
    /// (`CarouselGeometry.isList`) are the area's width and one row tall.
    ///
    /// Single-line items (`singleLineWidth`) in the linear type get cards three rows tall,
    /// as wide as their lines: across most of the area when vertical, at most a third of it
    /// across.
    public func cardSize(inArea area: Size) -> Size {
        let available = area.rows
        if isList { return Size(columns: max(area.columns, 1), rows: 1) }
        if let lineWidth = singleLineCardWidth {
            let widest = isVertical ? area.columns - 4 : max(area.columns / 3, 16)
            let width = max(min(lineWidth + 4, widest), min(16, area.columns - 4), 1)
            return Size(columns: width, rows: max(min(CarouselGeometry.singleLineCardRows, available), 1))
        }
        if isVertical {
            let width = max(min(geometry.itemWidth ?? min(area.columns * 2 / 3, 72), area.columns - 4), 1)
            let height = max(min(geometry.itemHeight ?? max(available / 2 - 1, 5), available), 1)
            return Size(columns: width, rows: height)
        }
        let automaticWidth = min(max(area.columns / 2, 24), 56)
        let width = max(min(geometry.itemWidth ?? automaticWidth, area.columns - 4), 1)
        let margin = available > 10 ? 3 : 0
        let height = max(min(available - margin, geometry.itemHeight ?? (width * 2 / 5 + 2)), 1)
        return Size(columns: width, rows: height)
    }

    /// The distance between neighbouring card centres along the scroll axis, in column
    /// units (a row is two): iCarousel's `W · spacing`.
    public func itemPitch(inArea area: Size) -> Double {
        let card = cardSize(inArea: area)
        let rowGap = singleLineCardWidth == nil && !isList ? CarouselGeometry.gap / 2 : 0
        let length = isVertical ? Double(card.rows + rowGap) * configuration.effectiveCellAspectRatio
            : Double(card.columns + CarouselGeometry.gap)
        return length * max(geometry.spacing, 0.01)
    }

    /// Whether the items are a list's rows (`CarouselGeometry.isList`, linear type).
    private var isList: Bool { geometry.isList && configuration.type == .linear }

    /// The line width single-line cards are sized to, when they are in use.
    private var singleLineCardWidth: Int? {
        guard configuration.type == .linear, !geometry.isList, geometry.itemWidth == nil, geometry.itemHeight == nil else { return nil }
        return geometry.singleLineWidth
    }

    /// The engine's layout for cards drawn in an area of this size.
    public func layout(inArea area: Size) -> CarouselLayout {
        let card = cardSize(inArea: area)
        var configuration = configuration
        if configuration.type == .custom && configuration.customTransform == nil {
            configuration.customTransform = Self.staircase(pitch: itemPitch(inArea: area))
        }
        return CarouselLayout(configuration: configuration,
                              viewport: CellSize(columns: Double(area.columns), rows: Double(area.rows)),
                              itemSize: CellSize(columns: Double(card.columns), rows: Double(card.rows)),
                              itemPitch: itemPitch(inArea: area))
    }

    /// The custom type's transform when the host gives none: cards step down a staircase
    /// into the distance, each one a little to the right and further back.
    public static func staircase(pitch: Double) -> @Sendable (Double) -> Transform3D {
        { offset in
            .translation(x: offset * pitch * 0.7, y: offset * pitch * 0.16, z: -abs(offset) * pitch * 0.45)
        }
    }

    /// Draws the items of `carousel` inside `area` of `buffer` (nothing outside it), the
    /// centred one focused, and returns their placements back to front, in the area's own
    /// coordinates. `viewAt` gives the view for a placement on screen (items, placeholders
    /// and a removed item's ghost); nil leaves that place empty. While `edit` plays, items
    /// are displaced and faded as it says at `now`.
    public func drawItems(of carousel: Carousel, viewAt: (ItemPlacement) -> (any ItemView)?, in area: Rect,
                          on buffer: inout CellBuffer, toggle: CoverFlowToggle = CoverFlowToggle(),
                          edit: CarouselItemEdit? = nil, now: Double = 0, numberOfPlaceholders: Int = 0) -> [ItemPlacement] {
        var layout = layout(inArea: area.size)
        layout.numberOfPlaceholders = numberOfPlaceholders
        return drawItems(of: carousel, using: layout, viewAt: viewAt, in: area, on: &buffer, toggle: toggle, edit: edit, now: now)
    }

    /// The same with a layout given (its item size is the cards' size): the goldens and the
    /// bench draw every type through this one pipeline with the geometry they choose.
    public func drawItems(of carousel: Carousel, using layout: CarouselLayout, viewAt: (ItemPlacement) -> (any ItemView)?,
                          in area: Rect, on buffer: inout CellBuffer, toggle: CoverFlowToggle = CoverFlowToggle(),
                          edit: CarouselItemEdit? = nil, now: Double = 0) -> [ItemPlacement] {
        let placements = placements(of: carousel, using: layout, toggle: toggle, edit: edit, now: now)
        draw(placements, focusing: carousel.currentItemIndex, of: carousel.numberOfItems, using: layout, viewAt: viewAt,
             in: area, on: &buffer, atRest: Self.isAtRest(carousel, toggle: toggle, edit: edit))
        return placements
    }

    /// Where the items of `carousel` go in an area laid out by `layout`, back to front, in
    /// the area's own coordinates: the items there are (placeholders, and a removed item's
    /// ghost while `edit` plays), none hidden.
    func placements(of carousel: Carousel, using layout: CarouselLayout, toggle: CoverFlowToggle = CoverFlowToggle(),
                    edit: CarouselItemEdit? = nil, now: Double = 0) -> [ItemPlacement] {
        let count = carousel.numberOfItems
        var placements = layout.placements(of: carousel, toggle: toggle, edit: edit, now: now)
            .filter { !$0.isHidden && ($0.isGhost || $0.isPlaceholder || ($0.index >= 0 && $0.index < count)) }
        // A list's rows wholly above or below the area are neither loaded nor drawn: the
        // engine places a window of items centred on the focus, which the list's content
        // offset moves off centre, so up to half of them fall outside.
        if isList {
            let rows = layout.viewport.rows, height = layout.itemSize.rows
            placements.removeAll { placement in
                let top = placement.quad.topLeft.y.rounded()
                return !placement.isGhost && (top + height <= 0 || top >= rows)
            }
        }
        // The engine sorts them back to front every frame. The wheels' spokes lie in one
        // plane, where the spec's tiny z-bias puts the next spoke over the current card's
        // corner: there the focused card goes on top, so its frame is whole.
        if layout.configuration.type == .wheel || layout.configuration.type == .invertedWheel,
           let focused = placements.firstIndex(where: { $0.index == carousel.currentItemIndex && !$0.isGhost }) {
            placements.append(placements.remove(at: focused))
        }
        return placements
    }

    /// Whether nothing moves the cards of `carousel`: no scroll, swing or edit under way,
    /// and it sits on a whole item (a host that places it part way, as a slide transition
    /// does, is moving it).
    static func isAtRest(_ carousel: Carousel, toggle: CoverFlowToggle, edit: CarouselItemEdit?) -> Bool {
        !carousel.isMoving && !toggle.isAnimating && edit == nil && carousel.scrollOffset == carousel.scrollOffset.rounded()
    }

    /// Draws the views of `placements` (in order: back to front) inside `area` of `buffer`,
    /// the item `currentItem` of `numberOfItems` focused. `viewAt` gives the view for a
    /// placement; nil leaves that place empty. Cover flow's side cards are drawn in one shape
    /// moved by whole cells (`CoverFlowSideCards`), each drawn through it once while it shows.
    /// `atRest` (`isAtRest`): a focused card its projection leaves upright goes on whole
    /// cells, its pictures in pixels.
    func draw(_ placements: [ItemPlacement], focusing currentItem: Int, of numberOfItems: Int, using layout: CarouselLayout,
              viewAt: (ItemPlacement) -> (any ItemView)?, in area: Rect, on buffer: inout CellBuffer, atRest: Bool = false) {
        let cardSize = Size(columns: Int(layout.itemSize.columns.rounded()), rows: Int(layout.itemSize.rows.rounded()))
        let views = placements.map(viewAt)
        guard layout.configuration.type != .linear else {
            for (placement, view) in zip(placements, views) {
                guard let view else { continue }
                let isFocused = placement.index == currentItem && !placement.isGhost && !placement.isPlaceholder
                drawFlat(view, at: placement, size: cardSize, area: area, style: isFocused ? theme.focusedCard : theme.card,
                         isFocused: isFocused, on: &buffer)
            }
            return
        }
        // Every card's projection first: what the nearer cards cover, the ones under them
        // need not resample their pictures for.
        func projection(_ quad: Quad) -> CardProjection {
            CardProjection(quad: quad, cellAspectRatio: layout.cellAspectRatio, sizeLimit: Size(columns: area.width, rows: area.height))
        }
        let sideCards = CoverFlowSideCards(layout: layout, numberOfItems: numberOfItems)
        let shapes: [(reference: CardProjection, offset: Point)?] = placements.map { placement in
            sideCards?.shape(for: placement).map { (projection(Quad($0.reference, origin: area.origin)), $0.offset) }
        }
        let projections = zip(placements, shapes).map { placement, shape in
            if let shape { return shape.reference.moved(by: shape.offset) }
            var quad = Quad(placement.quad, origin: area.origin)
            // At rest the focused card, upright at whatever scale or fractional offset the
            // layout puts it, takes the cells it covers whole: drawn cell for cell, so its
            // pictures stay intact (pixels in kitty and sixel) whatever the screen's size.
            if atRest, placement.index == currentItem, !placement.isGhost, !placement.isPlaceholder, let cells = quad.uprightCells {
                quad = Quad(cells)
            }
            return projection(quad)
        }
        var occlusion = Occlusion(area: area)
        for (layer, placement) in placements.enumerated()
        where views[layer] != nil && projections[layer].isVisible && rasterizer.writesEveryCoveredCell(alpha: placement.alpha) {
            occlusion.add(projections[layer].quad, layer: layer)
        }
        for (layer, placement) in placements.enumerated() {
            guard let view = views[layer] else { continue }
            let isFocused = placement.index == currentItem && !placement.isGhost && !placement.isPlaceholder
            drawProjected(view, at: placement, through: projections[layer], shape: shapes[layer], area: area,
                          style: isFocused ? theme.focusedCard : theme.card, isFocused: isFocused, occlusion: occlusion,
                          layer: layer, on: &buffer)
        }
    }

    /// A linear item is an upright rectangle: its cells pasted directly, exact and cheap
    /// (faded while an edit fades it).
    private func drawFlat(_ view: any ItemView, at placement: ItemPlacement, size: Size, area: Rect, style: CardStyle,
                          isFocused: Bool, on buffer: inout CellBuffer) {
        let x = area.x + Int(placement.quad.topLeft.x.rounded())
        let y = area.y + (isVertical ? Int(placement.quad.topLeft.y.rounded()) : (area.height - size.rows) / 2)
        let context = ItemContext(isFocused: isFocused, style: style, scrollRow: isFocused ? focusedScrollRow : 0,
                                  pictures: isFocused ? pictures : pictures.still)
        // A removed item's ghost is not the view loaded at its index.
        let index = placement.isGhost ? nil : placement.index
        let cells = store.cells(for: view, at: index, size: size, context: context)
        buffer.paste(cells, at: Point(x: x, y: y), clip: area, fadedTo: placement.alpha, by: fade)
    }

    /// Any other type: the item is laid out again at its projected size and rasterized through
    /// its quad, its pictures not resampled where `occlusion` says a nearer card covers them.
    /// A side card of cover flow (`shape`: the reference projection and the whole cells it
    /// is moved by) is drawn through the reference once and copied while its cells are kept.
    private func drawProjected(_ view: any ItemView, at placement: ItemPlacement, through projection: CardProjection,
                               shape: (reference: CardProjection, offset: Point)?, area: Rect, style: CardStyle,
                               isFocused: Bool, occlusion: Occlusion, layer: Int, on buffer: inout CellBuffer) {
        guard projection.isVisible else { return }
        guard placement.isFrontFacing else {
            rasterizer.drawBack(style: style, through: projection, alpha: placement.alpha, into: &buffer, clip: area)
            return
        }
        let context = ItemContext(isFocused: isFocused, detail: projection.detail, style: style,
                                  scrollRow: isFocused ? focusedScrollRow : 0, isWarped: projection.warpsCells,
                                  pictures: isFocused ? pictures : pictures.still)
        let index = placement.isGhost ? nil : placement.index
        let content = store.cells(for: view, at: index, size: projection.contentSize, context: context)
        if let shape, let index, projection.warpsCells,
           let card = store.rasterized(at: index, style: style, through: shape.reference, alpha: placement.alpha, by: rasterizer) {
            card.draw(movedBy: shape.offset, into: &buffer, clip: area, occlusion: occlusion, layer: layer)
            return
        }
        rasterizer.draw(content, style: style, through: projection, alpha: placement.alpha, into: &buffer, clip: area,
                        occlusion: occlusion, layer: layer)
        // A card the projection left upright, unscaled and unfaded (the centred card of a
        // 3D type at rest) keeps its pictures in pixels; warped, they are resampled symbols.
        if !content.pictures.isEmpty, !projection.warpsCells {
            let corner = projection.quad.topLeft
            buffer.adoptPictures(of: content, drawnAt: Point(x: Int(corner.x.rounded()), y: Int(corner.y.rounded())), clip: area)
        }
    }
}

extension Quad {
    /// The canvas's quad for the engine's projected corners, moved by `origin` (the two
    /// modules do not know each other; the components join them).
    init(_ quad: ScreenQuad, origin: Point = Point(x: 0, y: 0)) {
        func point(_ p: Vector2) -> SubcellPoint { SubcellPoint(x: p.x + Double(origin.x), y: p.y + Double(origin.y)) }
        self.init(topLeft: point(quad.topLeft), topRight: point(quad.topRight),
                  bottomRight: point(quad.bottomRight), bottomLeft: point(quad.bottomLeft))
    }
}
