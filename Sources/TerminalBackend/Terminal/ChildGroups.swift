#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// The process groups of the children we run (a `--preview` command and whatever it
/// starts), which must never outlive us. Their owner kills them on the normal paths; a
/// terminating or crashing signal kills them in `SignalGuard`'s handler, which reads this
/// table without locks or allocation, before the terminal is given back.
public enum ChildGroups {
    /// Groups that can be held at once; a group adopted past them is killed on the normal
    /// paths only (a preview runs one group at a time).
    public static let capacity = 8

    /// Slots holding a group id, 0 when free. Made before any handler can read it
    /// (`SignalGuard.install` touches it), so the handler never runs its initialiser.
    private static let slots = Slots()

    private final class Slots: Sendable {
        let groups: InlineArray<8, Atomic<Int32>> = InlineArray { _ in Atomic<Int32>(0) }
    }

    /// Makes sure the table exists (called before the signal handlers are installed).
    static func prepare() {
        _ = slots
    }

    /// Records `group` (a child's pid, its own process group) as ours to kill on a signal.
    /// Returns false when the table is full.
    @discardableResult
    public static func adopt(_ group: pid_t) -> Bool {
        guard group > 0 else { return false }
        for index in slots.groups.indices
        where slots.groups[index].compareExchange(expected: 0, desired: group, ordering: .sequentiallyConsistent).exchanged {
            return true
        }
        return false
    }

    /// Forgets `group`: call before reaping its leader, so a signal never kills a reused id.
    public static func release(_ group: pid_t) {
        guard group > 0 else { return }
        for index in slots.groups.indices {
            _ = slots.groups[index].compareExchange(expected: group, desired: 0, ordering: .sequentiallyConsistent)
        }
    }

    /// The groups held now (tests).
    public static var adopted: [pid_t] {
        slots.groups.indices.map { slots.groups[$0].load(ordering: .sequentiallyConsistent) }.filter { $0 > 0 }
    }

    /// Sends SIGKILL to every group held. Async-signal-safe: atomic loads and `kill` only.
    static func killAll() {
        for index in slots.groups.indices {
            let group = slots.groups[index].load(ordering: .sequentiallyConsistent)
            if group > 0 { kill(-group, SIGKILL) }
        }
    }
}
