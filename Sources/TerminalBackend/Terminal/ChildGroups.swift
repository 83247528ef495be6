#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization
import CProcess

/// The process groups of the children we run (a `--preview` command and whatever it
/// starts), which must never outlive us. Their owner kills them on the normal paths; a
/// terminating or crashing signal kills them in `SignalGuard`'s handler, which reads this
/// table without locks or allocation, before the terminal is given back; after
/// `startGuardian`, SIGKILL kills them too (`ChildGuardian`).
public enum ChildGroups {
    /// Groups that can be held at once; a group adopted past them is killed on the normal
    /// paths only (a preview runs one group at a time).
    public static let capacity = 8

    /// Slots holding a group id, 0 when free. Made before any handler can read it
    /// (`SignalGuard.install` touches it), so the handler never runs its initialiser.
    private static let slots = Slots()

    private final class Slots: Sendable {
        let groups: InlineArray<8, Atomic<Int32>> = InlineArray { _ in Atomic<Int32>(0) }
        /// Whether descendants that left their groups are ours to end (`adoptOrphans`).
        let sweepsOrphans = Atomic<Bool>(false)
        /// `/proc/self/task/<pid>/children`, NUL-terminated: the main thread's children,
        /// where orphans are reparented.
        nonisolated(unsafe) let childrenPath: UnsafeMutablePointer<CChar>
        /// Room to read that list into, made before any handler runs.
        nonisolated(unsafe) let listBuffer: UnsafeMutableRawPointer
        static let listCapacity = 4096

        init() {
            let path = Array("/proc/self/task/\(getpid())/children".utf8CString)
            childrenPath = .allocate(capacity: path.count)
            childrenPath.initialize(from: path, count: path.count)
            listBuffer = .allocate(byteCount: Self.listCapacity, alignment: 1)
        }
    }

    /// The guardian told of every group adopted and released, once started.
    private static let guardian = Mutex<ChildGuardian?>(nil)

    /// Makes sure the table exists (called before the signal handlers are installed).
    static func prepare() {
        _ = slots
    }

    /// Forks the guardian, a process that kills the groups held if we end without a
    /// handler running (SIGKILL). Call early, while the process is small (the fork shares
    /// what we hold until we write it), and only when a command may run. When the fork
    /// fails we run unguarded against SIGKILL, as before.
    public static func startGuardian() {
        guardian.withLock { guardian in
            if guardian == nil { guardian = ChildGuardian.start() }
        }
    }

    /// From now on, a descendant that leaves its process group (`setsid`) and is orphaned
    /// is reparented to us (Linux's child subreaper), and the signal handlers and `endAll`
    /// end it too: nothing a preview or a bound command starts outlives us. For a program
    /// that owns all its children (the app); an embedder with children of its own leaves
    /// it off, as they would be ended with ours.
    public static func adoptOrphans() {
        prepare()
        if cp_set_child_subreaper(1) == 0 { slots.sweepsOrphans.store(true, ordering: .sequentiallyConsistent) }
    }

    /// Ends every group held and, after `adoptOrphans`, every other child (orphans
    /// reparented to us among them), then stops adopting and dismisses the guardian (the
    /// sweep of children may have ended it already): for the normal way out, after the
    /// terminal is given back and before the process exits or becomes another program.
    public static func endAll() {
        killAll()
        if slots.sweepsOrphans.exchange(false, ordering: .sequentiallyConsistent) { _ = cp_set_child_subreaper(0) }
        guardian.withLock { guardian in
            guardian?.dismiss()
            guardian = nil
        }
    }

    /// Records `group` (a child's pid, its own process group) as ours to kill on a signal,
    /// and tells the guardian. Returns false when the table is full.
    @discardableResult
    public static func adopt(_ group: pid_t) -> Bool {
        guard group > 0 else { return false }
        tellGuardian { $0.hold(group) }
        for index in slots.groups.indices
        where slots.groups[index].compareExchange(expected: 0, desired: group, ordering: .sequentiallyConsistent).exchanged {
            return true
        }
        return false
    }

    /// Forgets `group`: call before reaping its leader, so a signal never kills a reused id.
    public static func release(_ group: pid_t) {
        guard group > 0 else { return }
        tellGuardian { $0.forget(group) }
        for index in slots.groups.indices {
            _ = slots.groups[index].compareExchange(expected: group, desired: 0, ordering: .sequentiallyConsistent)
        }
    }

    /// Sends the guardian a message; one that cannot be told has ended itself and is dropped.
    private static func tellGuardian(_ message: (inout ChildGuardian) -> Bool) {
        guardian.withLock { guardian in
            guard guardian != nil, !message(&guardian!) else { return }
            guardian = nil
        }
    }

    /// Reaps, without waiting, the members of process group `group` that have ended and are
    /// our children: after `adoptOrphans`, what a command's shell left behind comes to us
    /// when the shell ends, and nothing else would ever collect it. Only that group's, so
    /// no other owner's child is taken.
    public static func reapEnded(inGroup group: pid_t) {
        guard group > 0 else { return }
        var status: Int32 = 0
        while waitpid(-group, &status, WNOHANG) > 0 {}
    }

    /// After `group` was sent SIGKILL and its leader reaped: reaps its members as they die
    /// and come to us, until the group is gone, for at most about half a second (a member
    /// stuck in the kernel is left to a later sweep or to `endAll`). Returns whether the
    /// group is gone. Without it, each killed pipeline (`sleep 3 | cat`) would stay in the
    /// process table as zombies until we exit.
    @discardableResult
    public static func reapKilled(group: pid_t) -> Bool {
        guard group > 0 else { return true }
        for _ in 0..<250 {
            reapEnded(inGroup: group)
            if kill(-group, 0) < 0 && errno == ESRCH { return true }
            var pause = timespec(tv_sec: 0, tv_nsec: 2_000_000)
            nanosleep(&pause, nil)
        }
        return false
    }

    /// The groups held now (tests).
    public static var adopted: [pid_t] {
        slots.groups.indices.map { slots.groups[$0].load(ordering: .sequentiallyConsistent) }.filter { $0 > 0 }
    }

    /// Sends SIGKILL to every group held, then (after `adoptOrphans`) ends the children
    /// left. Async-signal-safe: atomic loads, `kill`, `waitpid`, `open`, `read`, `nanosleep`.
    static func killAll() {
        for index in slots.groups.indices {
            let group = slots.groups[index].load(ordering: .sequentiallyConsistent)
            if group > 0 { kill(-group, SIGKILL) }
        }
        if slots.sweepsOrphans.load(ordering: .sequentiallyConsistent) { killChildren() }
    }

    /// Rounds of: reap the children that have ended, read the main thread's children, send
    /// each SIGKILL; until none is left. A child killed in one round has its own children
    /// reparented to us for the next. A listed pid is our unreaped child, so it cannot be
    /// another process's. At most about 200 rounds of 1 ms (a child stuck in the kernel).
    private static func killChildren() {
        for _ in 0..<200 {
            var status: Int32 = 0
            while waitpid(-1, &status, WNOHANG) > 0 {}
            let fd = open(slots.childrenPath, O_RDONLY | O_CLOEXEC)
            guard fd >= 0 else { return }
            var found = false
            var pid: Int32 = 0
            var inNumber = false
            while true {
                let count = read(fd, slots.listBuffer, Slots.listCapacity)
                guard count > 0 else { break }
                for offset in 0..<count {
                    let byte = slots.listBuffer.load(fromByteOffset: offset, as: UInt8.self)
                    if byte >= 0x30 && byte <= 0x39 {
                        // A pid has at most 7 digits (pid_max ≤ 2^22); more is not a pid.
                        pid = pid < 100_000_000 ? pid * 10 + Int32(byte - 0x30) : Int32.max
                        inNumber = true
                    } else if inNumber {
                        if pid > 1 && pid != Int32.max { kill(pid, SIGKILL) }
                        found = true
                        pid = 0
                        inNumber = false
                    }
                }
            }
            if inNumber, pid > 1, pid != Int32.max {
                kill(pid, SIGKILL)
                found = true
            }
            close(fd)
            guard found else { return }
            var pause = timespec(tv_sec: 0, tv_nsec: 1_000_000)
            nanosleep(&pause, nil)
        }
    }
}
