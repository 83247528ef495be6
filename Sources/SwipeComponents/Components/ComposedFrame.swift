import CellCanvas

/// A component's frame as its last layout composed it: the cells, where each item went
/// (for clicks), and the state they show. A component lays its frame out again only when
/// that state changed (its motion, its views, their drawing keys, its frame); drawing
/// copies the cells, so it changes nothing but the buffer drawn into.
struct ComposedFrame<State: Equatable> {
    /// What the cells show, the views' drawing keys aside.
    let state: State
    /// The drawing keys of the views the cells show (`ItemViewStore.drawingKeys`).
    let drawingKeys: [AnyHashable?]
    /// The frame's cells, its top left cell at the origin.
    let cells: CellBuffer
    /// Where each item went, in screen cells.
    let hits: HitMap

    /// Puts the cells on `buffer` with their top left cell at `origin`.
    func draw(at origin: Point, on buffer: inout CellBuffer) {
        buffer.paste(cells, at: origin)
    }
}
