/// The views of the loaded indexes, kept in step with each frame's placements
/// (icarousel-spec §3.2): views whose index left the window go to the recycling pool,
/// views for new indexes are made by the host, which is offered a pooled view to reuse.
/// An update costs O(loaded views).
public struct LoadedItemViews<View> {
    private var loaded: [Int: (view: View, isPlaceholder: Bool)] = [:]
    /// The views waiting for reuse.
    public private(set) var pool = RecyclingPool<View>()

    /// No views loaded, an empty pool.
    public init() {}

    /// The loaded indexes, ascending (placeholders included).
    public var indexes: [Int] { loaded.keys.sorted() }

    /// The view loaded for carousel index `index`, if any.
    public subscript(index: Int) -> View? { loaded[index]?.view }

    /// Loads and unloads so that exactly the placements' indexes have views.
    /// `makeView` is called for each newly loaded placement with a pooled view it may
    /// reuse (from the placeholder pool for placeholders), and returns the view to use.
    public mutating func update(to placements: [ItemPlacement],
                                makeView: (_ placement: ItemPlacement, _ reusable: View?) -> View) {
        var wanted: [Int: ItemPlacement] = [:]
        wanted.reserveCapacity(placements.count)
        for placement in placements { wanted[placement.index] = placement }
        for (index, entry) in loaded where wanted[index] == nil {
            loaded[index] = nil
            pool.recycle(entry.view, isPlaceholder: entry.isPlaceholder)
        }
        for (index, placement) in wanted where loaded[index] == nil {
            let reusable = pool.dequeue(isPlaceholder: placement.isPlaceholder)
            loaded[index] = (makeView(placement, reusable), placement.isPlaceholder)
        }
    }

    /// Loads one placement's view, made by `makeView` from a pooled view it may reuse;
    /// does nothing when its index is loaded already.
    public mutating func load(_ placement: ItemPlacement, makeView: (_ reusable: View?) -> View) {
        guard loaded[placement.index] == nil else { return }
        let reusable = pool.dequeue(isPlaceholder: placement.isPlaceholder)
        loaded[placement.index] = (makeView(reusable), placement.isPlaceholder)
    }

    /// Unloads every index not in `indexes` (their views go to the pool).
    public mutating func unload(keeping indexes: Set<Int>) {
        for (index, entry) in loaded where !indexes.contains(index) {
            loaded[index] = nil
            pool.recycle(entry.view, isPlaceholder: entry.isPlaceholder)
        }
    }

    /// Replaces the view at a loaded index (a reload of one item); does nothing when
    /// `index` is not loaded. The old view goes to the pool unless `keepingOld` (the same
    /// view changed, as a value).
    public mutating func replaceView(at index: Int, with view: View, keepingOld: Bool = false) {
        guard let entry = loaded[index] else { return }
        if !keepingOld { pool.recycle(entry.view, isPlaceholder: entry.isPlaceholder) }
        loaded[index] = (view, entry.isPlaceholder)
    }

    /// An item was inserted or removed: loaded indexes at or after `start` move by
    /// `delta`; the view at `dropping` (a removed item) leaves first, unpooled.
    public mutating func shiftIndexes(from start: Int, by delta: Int, dropping: Int? = nil) {
        if let dropping { loaded[dropping] = nil }
        var moved: [Int: (view: View, isPlaceholder: Bool)] = [:]
        for (index, entry) in loaded {
            moved[index >= start && !entry.isPlaceholder ? index + delta : index] = entry
        }
        loaded = moved
    }

    /// Drops every view and empties the pool, as `reloadData` does.
    public mutating func removeAll() {
        loaded.removeAll()
        pool.removeAll()
    }
}

extension LoadedItemViews: Sendable where View: Sendable {}
