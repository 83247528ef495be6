import CellCanvas

/// Cards laid out into buffers of their own, kept by what they show and how: a card
/// drawn again at the same size (a linear carousel in motion, cover flow's side cards,
/// any carousel at rest) costs a copy instead of wrapping its text again.
final class RenderedCards {
    private struct Key: Hashable {
        let card: Card
        let size: Size
        let detail: CardDetail
        let style: CardStyle
    }

    private var buffers: [Key: CellBuffer] = [:]
    /// Buffers kept at most; more empties the cache (a few frames of a 3D type in motion).
    static let limit = 128

    /// `card` laid out in `size` at `detail` in `style`, from the cache when it is there.
    func card(_ card: Card, size: Size, detail: CardDetail, style: CardStyle) -> CellBuffer {
        let key = Key(card: card, size: size, detail: detail, style: style)
        if let buffer = buffers[key] { return buffer }
        var buffer = CellBuffer(size: size)
        detail.applied(to: CardView(title: card.title, blocks: card.blocks, style: style)).draw(in: buffer.bounds, on: &buffer)
        if buffers.count >= Self.limit { buffers.removeAll(keepingCapacity: true) }
        buffers[key] = buffer
        return buffer
    }
}
