/// The views of the loaded indexes, kept in step with each frame's placements
/// (icarousel-spec §3.2): views whose index left the window go to the recycling pool,
/// views for new indexes are made by the host, which is offered a pooled view to reuse.
/// An update costs O(loaded views).
public struct LoadedItemViews<View> {
    /// Inlinable with the reads and `unload(keeping:)` below, which every frame calls for
    /// every loaded view: a host's module then specializes them for its view type instead
    /// of walking the entries through the runtime's generic metadata.
    @usableFromInline var loaded: [Int: (view: View, isPlaceholder: Bool)] = [:]
    /// The views waiting for reuse.
    public private(set) var pool = RecyclingPool<View>()

    /// No views loaded, an empty pool.
    public init() {}

    /// The loaded indexes, ascending (placeholders included).
    @inlinable public var indexes: [Int] { loaded.keys.sorted() }

    /// The view loaded for carousel index `index`, if any.
    @inlinable public subscript(index: Int) -> View? { loaded[index]?.view }

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

    /// A pooled view for a placement to reuse, taken out of the pool (nil when there is none).
    /// Make the new view outside any call on this value, then `store` it.
    public mutating func takeReusable(isPlaceholder: Bool) -> View? {
        pool.dequeue(isPlaceholder: isPlaceholder)
    }

    /// Loads `view` for carousel index `index` (replacing none: an index already loaded keeps its view).
    public mutating func store(_ view: View, at index: Int, isPlaceholder: Bool) {
        guard loaded[index] == nil else { return }
        loaded[index] = (view, isPlaceholder)
    }

    /// Unloads index `index`, when it is loaded (its view goes to the pool).
    public mutating func unload(_ index: Int) {
        guard let entry = loaded.removeValue(forKey: index) else { return }
        pool.recycle(entry.view, isPlaceholder: entry.isPlaceholder)
    }

    /// Unloads every index not in `indexes` (their views go to the pool).
    @inlinable public mutating func unload(keeping indexes: Set<Int>) {
        for index in loaded.keys where !indexes.contains(index) {
            unload(index)
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

    /// An item was inserted or removed: loaded indexes at or after `start` (trailing
    /// placeholders included) move by `delta`; the view at `dropping` (a removed item)
    /// leaves first, unpooled.
    public mutating func shiftIndexes(from start: Int, by delta: Int, dropping: Int? = nil) {
        if let dropping { loaded[dropping] = nil }
        var moved: [Int: (view: View, isPlaceholder: Bool)] = [:]
        for (index, entry) in loaded {
            moved[index >= max(start, 0) ? index + delta : index] = entry
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
