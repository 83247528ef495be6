import CellCanvas

/// A component that composes its frame in a layout pass — views loaded and unloaded, their
/// cells drawn or copied from its `ItemViewStore`, everything put in place — and draws by
/// copying what it composed. `step(now:)` runs the pass, and so does a draw that finds the
/// state changed since (a new frame, a key that moved without a step); a draw that
/// follows changes nothing but the buffer.
protocol ComposingComponent: Component {
    /// What a composed frame shows: whatever, when it changes, must be laid out again.
    associatedtype LayoutState: Equatable
    /// The frame as last laid out.
    var composed: ComposedFrame<LayoutState>? { get }
    /// What the frame would show now.
    var layoutState: LayoutState { get }
    /// The layout pass: composes the frame for the state now.
    func layOut()
}

extension ComposingComponent {
    /// What the last layout drew where: clicks and presses resolve against it.
    public var hitMap: HitMap { composed?.hits ?? HitMap() }

    /// Lays the frame out unless it shows what it would show now.
    func layoutIfNeeded() {
        if let composed, composed.state == layoutState { return }
        layOut()
    }

    /// Makes `region` the frame, lays it out if needed, and copies the composed cells there.
    func drawComposed(in region: Rect, on buffer: inout CellBuffer) {
        frame = region
        layoutIfNeeded()
        composed?.draw(at: region.origin, on: &buffer)
    }
}
