import Dispatch
import Synchronization

/// Values a source makes per item (a slide parsed, a line's shown text), each made once and
/// kept for the items last asked for, at most `limit` (more empties the cache). A value
/// costly to make is made on a thread of its own: until it is, the caller shows a stand-in,
/// and the value is taken when the frame loop asks the work what changed. Values are made
/// on the caller's thread otherwise, so the frame loop never waits for a large one.
final class AsideCache<Value: Sendable>: BackgroundWork {
    /// Values kept at most.
    let limit: Int
    /// Values made, on the caller's thread and aside (each is made when first asked for).
    private(set) var makeCount = 0
    private var made: [Int: Value] = [:]
    private let aside: Aside

    /// Values being made aside, or made and not yet taken, shared with their thread.
    private final class Aside: Sendable {
        struct State {
            var running: Set<Int> = []
            /// Made, not yet taken into the cache.
            var finished: [Int: Value] = [:]
            /// Made, not yet reported by `takeChangedItems` (whoever takes the value first).
            var unreported: Set<Int> = []
            var generation = 0
        }
        let state = Mutex(State())
        let queue: DispatchQueue

        init(label: String) {
            queue = DispatchQueue(label: label, qos: .userInitiated)
        }
    }

    /// A cache of at most `limit` values, its thread named `label`.
    init(label: String, limit: Int) {
        self.limit = limit
        aside = Aside(label: label)
    }

    /// The value of item `index`, made now by `make` when it is not kept yet.
    func value(at index: Int, make: () -> Value) -> Value {
        if let value = made[index] ?? takeFinished(index) { return value }
        makeCount += 1
        let value = make()
        store(value, at: index)
        return value
    }

    /// The value of item `index` when it is kept; else nil, and `make` runs on the cache's
    /// thread (once, however often this is asked) and its value comes with a later
    /// `generation`. `make` may read only what lives as long as it holds on to.
    func valueMadeAside(at index: Int, make: @escaping @Sendable () -> Value) -> Value? {
        if let value = made[index] ?? takeFinished(index) { return value }
        let aside = self.aside
        guard aside.state.withLock({ $0.running.insert(index).inserted }) else { return nil }
        makeCount += 1
        aside.queue.async {
            let value = make()
            aside.state.withLock { state in
                state.running.remove(index)
                state.finished[index] = value
                state.unreported.insert(index)
                state.generation += 1
            }
        }
        return nil
    }

    private func store(_ value: Value, at index: Int) {
        if made.count >= limit { made.removeAll(keepingCapacity: true) }
        made[index] = value
    }

    /// The value made aside for `index`, taken into the cache, if it is done.
    private func takeFinished(_ index: Int) -> Value? {
        guard let value = aside.state.withLock({ $0.finished.removeValue(forKey: index) }) else { return nil }
        store(value, at: index)
        return value
    }

    // MARK: BackgroundWork

    var generation: Int { aside.state.withLock { $0.generation } }
    var isBusy: Bool { aside.state.withLock { !$0.running.isEmpty } }

    /// The items whose values were made aside since the last call, taken into the cache.
    func takeChangedItems() -> [Int] {
        let (finished, unreported) = aside.state.withLock { state in
            defer {
                state.finished.removeAll()
                state.unreported.removeAll()
            }
            return (state.finished, state.unreported)
        }
        for (index, value) in finished { store(value, at: index) }
        return unreported.sorted()
    }
}
