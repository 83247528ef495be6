import Dispatch
import Synchronization

/// Values a source makes per item (a slide parsed, a line's shown text, the text a line is
/// matched on), each made once and kept for the items last asked for, at most `limit`
/// of them — or, with a `cost` per value, values costing at most `limit` in all (more
/// empties the cache). A value costly to make is made on a thread of its own: until it is,
/// the caller shows a stand-in, and the value is taken when the frame loop asks the work
/// what changed. Values are made on the caller's thread otherwise, so the frame loop never
/// waits for a large one. Safe to use from any thread (the filter's workers read it).
final class AsideCache<Value: Sendable>: BackgroundWork, Sendable {
    /// What the values kept may cost in all.
    let limit: Int
    /// What a value costs (1 each by default).
    private let cost: @Sendable (Value) -> Int
    private let state = Mutex(State())
    private let queue: DispatchQueue

    private struct State {
        /// Values made, on the caller's thread and aside (each is made when first asked for).
        var makeCount = 0
        var made: [Int: Value] = [:]
        /// What the values in `made` cost.
        var cost = 0
        /// Values being made aside.
        var running: Set<Int> = []
        /// Made aside, not yet reported by `takeChangedItems`.
        var unreported: Set<Int> = []
        var generation = 0
    }

    /// A cache of at most `limit` values (or of values costing at most `limit` in all),
    /// its thread named `label`.
    init(label: String, limit: Int, cost: @escaping @Sendable (Value) -> Int = { _ in 1 }) {
        self.limit = limit
        self.cost = cost
        queue = DispatchQueue(label: label, qos: .userInitiated)
    }

    /// Values made, on the caller's thread and aside.
    var makeCount: Int { state.withLock { $0.makeCount } }

    /// The value of item `index`, made now by `make` when it is not kept yet (two threads
    /// asking at once may both make it).
    func value(at index: Int, make: () -> Value) -> Value {
        if let value = state.withLock({ $0.made[index] }) { return value }
        let value = make()
        let cost = cost(value)
        state.withLock { state in
            state.makeCount += 1
            Self.store(value, costing: cost, at: index, in: &state, limit: limit)
        }
        return value
    }

    /// The value of item `index` when it is kept; else nil, and `make` runs on the cache's
    /// thread (once, however often this is asked) and its value comes with a later
    /// `generation`. `make` may read only what lives as long as it holds on to.
    func valueMadeAside(at index: Int, make: @escaping @Sendable () -> Value) -> Value? {
        let isNew: Bool? = state.withLock { state in
            if state.made[index] != nil { return nil }
            guard state.running.insert(index).inserted else { return false }
            state.makeCount += 1
            return true
        }
        guard let isNew else { return state.withLock { $0.made[index] } }
        guard isNew else { return nil }
        let limit = limit, cost = cost
        queue.async { [self] in
            let value = make()
            let valueCost = cost(value)
            self.state.withLock { state in
                state.running.remove(index)
                Self.store(value, costing: valueCost, at: index, in: &state, limit: limit)
                state.unreported.insert(index)
                state.generation += 1
            }
        }
        return nil
    }

    /// Keeps `value` (unless another thread kept one first), emptying the cache first when
    /// it would cost more than `limit`; a value costing more than that alone is not kept.
    private static func store(_ value: Value, costing cost: Int, at index: Int, in state: inout State, limit: Int) {
        guard cost <= limit, state.made[index] == nil else { return }
        if state.cost > limit - cost {
            state.made.removeAll(keepingCapacity: true)
            state.cost = 0
        }
        state.made[index] = value
        state.cost += cost
    }

    // MARK: BackgroundWork

    var generation: Int { state.withLock { $0.generation } }
    var isBusy: Bool { state.withLock { !$0.running.isEmpty } }

    /// The items whose values were made aside since the last call.
    func takeChangedItems() -> [Int] {
        state.withLock { state in
            defer { state.unreported.removeAll() }
            return state.unreported.sorted()
        }
    }
}
