import CellCanvas

/// Item views drawn into buffers of their own, kept by their drawing key, size and
/// context: a view drawn again at the same size (a linear carousel in motion, cover flow's
/// side cards, any component at rest) costs a copy instead of a layout. Views without a
/// drawing key are drawn afresh each time.
final class RenderedItems {
    private struct Key: Hashable {
        let drawingKey: AnyHashable
        let size: Size
        let context: ItemContext
    }

    private var buffers: [Key: CellBuffer] = [:]
    /// Buffers kept at most; more empties the cache (a few frames of a 3D type in motion).
    static let limit = 128

    /// `view` drawn into a buffer of `size` in `context`, from the cache when it is there.
    func buffer(for view: any ItemView, size: Size, context: ItemContext) -> CellBuffer {
        guard let drawingKey = view.drawingKey else { return Self.draw(view, size: size, context: context) }
        let key = Key(drawingKey: drawingKey, size: size, context: context)
        if let buffer = buffers[key] { return buffer }
        let buffer = Self.draw(view, size: size, context: context)
        if buffers.count >= Self.limit { buffers.removeAll(keepingCapacity: true) }
        buffers[key] = buffer
        return buffer
    }

    /// Forgets every buffer (views whose content changed under the same key).
    func removeAll() { buffers.removeAll() }

    private static func draw(_ view: any ItemView, size: Size, context: ItemContext) -> CellBuffer {
        var buffer = CellBuffer(size: size)
        view.draw(in: buffer.bounds, on: &buffer, context: context)
        return buffer
    }
}
