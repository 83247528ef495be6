import CarouselEngine
import CellCanvas

/// The item views of one component, and what they drew: the views loaded for the indexes
/// on screen, the views that left it waiting to be reused (`RecyclingPool`), and the cells
/// each view drew, kept by its drawing key, size and context (`ItemCells`). `CarouselView`,
/// `SwipeView` and `PageScrollView` keep theirs in one of these and load views in their
/// layout pass, never while drawing.
///
/// A view with a drawing key is drawn once per size and context and copied after; a view
/// without one, or one still laying out its content at that width, is drawn every time
/// its cells are asked for. Views are made by the component's data source with nothing of
/// the store borrowed, so the data source may read the component meanwhile.
final class ItemViewStore {
    private var loaded = LoadedItemViews<any ItemView>()
    private var kept: ItemCells
    /// The cells each loaded index was last handed, under the key they were drawn for. A
    /// view asked for again as it was (a list's rows while the list moves by a row) gets
    /// them after its key is compared, without hashing it and looking it up in `kept`.
    private var lastHanded: [Int: HandedCells] = [:]
    /// The drawing keys kept cells were handed under since the last layout pass ended
    /// (`takeFrameDrawingKeys`), by loaded index: what those views showed in the frame,
    /// without asking them for their keys again.
    private var handedKeys: [Int: AnyHashable] = [:]
    /// How many times views were drawn into cells, and how many times their kept cells
    /// were copied instead.
    private(set) var draws = 0
    private(set) var copies = 0

    /// An empty store keeping at most `cellLimit` cells of drawn views.
    init(cellLimit: Int = ItemCells.defaultLimit) {
        kept = ItemCells(limit: cellLimit)
    }

    // MARK: Views

    /// The view loaded for index `index`, if any.
    subscript(index: Int) -> (any ItemView)? { loaded[index] }

    /// The loaded indexes, ascending.
    var indexes: [Int] { loaded.indexes }

    /// The index of a loaded view, compared by identity (so for class views).
    func index(of view: AnyObject) -> Int? {
        loaded.indexes.first { (loaded[$0] as AnyObject?) === view }
    }

    /// How many views wait to be reused.
    var pooledCount: Int { loaded.pool.count }

    /// The drawing keys of the loaded views, in the order of `indexes`: what they show,
    /// for a component to tell whether its frame must be laid out again.
    var drawingKeys: [AnyHashable?] { loaded.indexes.map { loaded[$0]?.drawingKey } }

    /// The drawing keys of the frame a layout pass just composed, in the order of
    /// `indexes`, and the pass's end: for a view handed kept cells in the pass, the key
    /// they were handed under (what the frame shows of it); for the others, their key now
    /// (a view drawn in the pass may have loaded content of its own, which changes its key).
    func takeFrameDrawingKeys() -> [AnyHashable?] {
        defer { handedKeys.removeAll(keepingCapacity: true) }
        return loaded.indexes.map { handedKeys[$0] ?? loaded[$0]?.drawingKey }
    }

    /// Loads a view for `index` unless it has one: `makeView` is offered a pooled view to
    /// reuse (from the placeholders' pool for a placeholder).
    func load(_ index: Int, isPlaceholder: Bool = false, makeView: (_ reusable: (any ItemView)?) -> any ItemView) {
        guard loaded[index] == nil else { return }
        let reusable = loaded.takeReusable(isPlaceholder: isPlaceholder)
        let view = makeView(reusable)
        loaded.store(view, at: index, isPlaceholder: isPlaceholder)
    }

    /// Unloads index `index` (its view goes to the pool).
    func unload(_ index: Int) {
        loaded.unload(index)
        lastHanded[index] = nil
        handedKeys[index] = nil
    }

    /// Unloads every index not in `indexes` (their views go to the pool).
    func unload(keeping indexes: Set<Int>) {
        loaded.unload(keeping: indexes)
        let gone = lastHanded.keys.filter { !indexes.contains($0) }
        for index in gone { lastHanded[index] = nil }
        if !handedKeys.isEmpty { handedKeys = handedKeys.filter { indexes.contains($0.key) } }
    }

    /// Replaces the view at a loaded index; the old one goes to the pool unless
    /// `keepingOld` (the same view, changed as a value). Nothing happens at an index not loaded.
    func replaceView(at index: Int, with view: any ItemView, keepingOld: Bool = false) {
        loaded.replaceView(at: index, with: view, keepingOld: keepingOld)
        handedKeys[index] = nil
    }

    /// Loaded indexes at or after `start` move by `delta` (an insertion or removal); the
    /// view at `dropping` leaves first, unpooled.
    func shiftIndexes(from start: Int, by delta: Int, dropping: Int? = nil) {
        loaded.shiftIndexes(from: start, by: delta, dropping: dropping)
        lastHanded.removeAll()
        handedKeys.removeAll()
    }

    /// Drops every view, the pool and every kept cell (a reload).
    func removeAll() {
        loaded.removeAll()
        kept.removeAll()
        lastHanded.removeAll()
        handedKeys.removeAll()
    }

    // MARK: Cells

    /// `view` drawn into cells of `size` in `context`: the kept cells when its drawing key
    /// drew them before, else drawn now (and kept, when it has a key and is laid out).
    /// `index`, the view's loaded index, lets a view drawn as last time at that index be
    /// handed the same cells after one comparison of keys.
    func cells(for view: any ItemView, at index: Int? = nil, size: Size, context: ItemContext) -> CellBuffer {
        guard let drawingKey = view.drawingKey else {
            if let index {
                lastHanded[index] = nil
                handedKeys[index] = nil
            }
            return draw(view, size: size, context: context)
        }
        let key: ItemCells.Key
        if let index, let last = lastHanded[index], last.key.drawingKey == drawingKey {
            // The same view as last time at this index (a card in motion, drawn at a new size).
            key = .sharingDrawingKey(of: last.key, size: size, context: context)
            if last.key.size == size, last.key.context == context {
                copies += 1
                handedKeys[index] = drawingKey
                return last.cells
            }
        } else {
            key = ItemCells.Key(drawingKey: drawingKey, size: size, context: context)
        }
        if let cells = kept.cells(for: key) {
            copies += 1
            if let index {
                lastHanded[index] = HandedCells(key: key, cells: cells)
                handedKeys[index] = drawingKey
            }
            return cells
        }
        if let index { handedKeys[index] = nil }
        let cells = draw(view, size: size, context: context)
        if !view.isLayingOut(width: size.columns) {
            kept.keep(cells, for: key)
            if let index { lastHanded[index] = HandedCells(key: key, cells: cells) }
        } else if let index {
            lastHanded[index] = nil
        }
        return cells
    }

    /// The cells last handed for `index` drawn through `projection` at `alpha` by
    /// `rasterizer`: kept with those cells, and drawn again only when the cells or any of
    /// these change; nil when the cells are not kept (a view without a drawing key) or
    /// cannot be drawn so (`RasterizedCard`).
    func rasterized(at index: Int, style: CardStyle, through projection: CardProjection, alpha: Double,
                    by rasterizer: ProjectionRasterizer) -> RasterizedCard? {
        guard let handed = lastHanded[index], handed.cells.size == projection.contentSize else { return nil }
        if let card = handed.rasterized, card.projection == projection, card.alpha == alpha, card.rasterizer == rasterizer {
            return card
        }
        handed.rasterized = RasterizedCard(handed.cells, style: style, through: projection, alpha: alpha, by: rasterizer)
        return handed.rasterized
    }

    /// How many cells are kept.
    var keptCellCount: Int { kept.cellCount }

    /// Forgets every kept cell: views whose content changed under the same keys are drawn again.
    func forgetCells() {
        kept.removeAll()
        lastHanded.removeAll()
        handedKeys.removeAll()
    }

    /// Cells handed for a loaded index and the key they were drawn for. A class: the
    /// dictionary hands one out for every row and card of every frame, and a value would
    /// be copied field by field each time (the key's context holds a style's strings); a
    /// reference is one retain. Only the projected cells change after it is made.
    private final class HandedCells {
        let key: ItemCells.Key
        let cells: CellBuffer
        /// Those cells drawn through a projection, if they were.
        var rasterized: RasterizedCard?

        init(key: ItemCells.Key, cells: CellBuffer) {
            self.key = key
            self.cells = cells
        }
    }

    private func draw(_ view: any ItemView, size: Size, context: ItemContext) -> CellBuffer {
        draws += 1
        var cells = CellBuffer(size: size)
        view.loadContent(size: size, context: context)
        view.draw(in: cells.bounds, on: &cells, context: context)
        return cells
    }
}
