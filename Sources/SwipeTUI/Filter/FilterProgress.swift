import Synchronization

/// How far a run has searched, for fzf's climbing ` (N%)`: the run's workers add each block
/// of items they finish (one atomic add per block, no lock per item) and the frame loop
/// reads the share now and then while the run is still going.
final class FilterProgress: Sendable {
    private let searched = Atomic(0)
    private let total = Atomic(0)

    /// The run counts from nothing searched of `total` items on.
    func start(of total: Int) {
        searched.store(0, ordering: .relaxed)
        self.total.store(total, ordering: .relaxed)
    }

    /// Another `items` searched.
    func add(_ items: Int) {
        searched.wrappingAdd(items, ordering: .relaxed)
    }

    /// The share searched in whole percent (0–99, never done while the run is going); nil
    /// before the run counts.
    var percent: Int? {
        let total = total.load(ordering: .relaxed)
        guard total > 0 else { return nil }
        return FilterJob.percent(searched: searched.load(ordering: .relaxed), of: total)
    }
}
