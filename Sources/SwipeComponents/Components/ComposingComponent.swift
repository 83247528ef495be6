import CellCanvas

/// A component that composes its frame in a layout pass — views loaded and unloaded, their
/// cells drawn or copied from its `ItemViewStore`, everything put in place — and draws by
/// copying what it composed. `step(now:)` runs the pass, and so does a draw that finds the
/// state changed since (a new frame, a key that moved without a step); a draw that
/// follows changes nothing but the buffer.
///
/// Whether the frame must be laid out again is asked in two steps, the cheap one first:
/// `layoutState` (the frame, the motion, the focus…) and, only when that is unchanged, the
/// drawing keys of the views in `store`, which cost a call into every loaded view. While
/// the component moves, the first step answers and no key is worked out for the question.
protocol ComposingComponent: Component {
    /// What a composed frame shows besides its views' drawing keys: whatever, when it
    /// changes, must be laid out again.
    associatedtype LayoutState: Equatable
    /// The frame as last laid out.
    var composed: ComposedFrame<LayoutState>? { get }
    /// What the frame would show now, its views' drawing keys aside.
    var layoutState: LayoutState { get }
    /// The item views the frame shows, whose drawing keys it was composed with.
    var store: ItemViewStore { get }
    /// The layout pass: composes the frame for the state now (`composedFrame(cells:hits:)`).
    func layOut()
}

extension ComposingComponent {
    /// What the last layout drew where: clicks and presses resolve against it.
    public var hitMap: HitMap { composed?.hits ?? HitMap() }

    /// Lays the frame out unless it shows what it would show now.
    func layoutIfNeeded() {
        if let composed, composed.state == layoutState, composed.drawingKeys == store.drawingKeys { return }
        layOut()
    }

    /// `cells` and `hits`, just composed, as the frame of the state now and of the drawing
    /// keys its views were drawn under (`ItemViewStore.takeFrameDrawingKeys`): what the end
    /// of a layout pass keeps as `composed`.
    func composedFrame(cells: CellBuffer, hits: HitMap) -> ComposedFrame<LayoutState> {
        ComposedFrame(state: layoutState, drawingKeys: store.takeFrameDrawingKeys(), cells: cells, hits: hits)
    }

    /// Makes `region` the frame, lays it out if needed, and copies the composed cells there.
    func drawComposed(in region: Rect, on buffer: inout CellBuffer) {
        frame = region
        layoutIfNeeded()
        composed?.draw(at: region.origin, on: &buffer)
    }
}
