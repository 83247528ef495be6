#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Files we write for commands to read (fzf's `{f}` placeholders), which must never
/// outlive us: made in `$TMPDIR` (else /tmp) readable by us alone, removed by their owner
/// once the command is done, by `removeAll` on the normal way out, and in `SignalGuard`'s
/// handler on a terminating or crashing signal, which reads this table without locks or
/// allocation.
public enum TemporaryFiles {
    /// Files that can be held at once; past them `create` refuses.
    public static let capacity = 64
    /// Bytes of a path, its NUL included.
    static let pathCapacity = 4096

    /// A slot: 0 free, 1 taken (being named), 2 holding a path the handler may remove.
    private static let slots = Slots()

    private final class Slots: Sendable {
        let states: InlineArray<64, Atomic<Int32>> = InlineArray { _ in Atomic<Int32>(0) }
        /// Each slot's path, NUL-terminated, made before any handler can run.
        nonisolated(unsafe) let paths: UnsafeMutablePointer<CChar>

        init() {
            paths = .allocate(capacity: TemporaryFiles.capacity * TemporaryFiles.pathCapacity)
            paths.initialize(repeating: 0, count: TemporaryFiles.capacity * TemporaryFiles.pathCapacity)
        }

        func path(_ index: Int) -> UnsafeMutablePointer<CChar> { paths + index * TemporaryFiles.pathCapacity }
    }

    /// Makes sure the table exists (called before the signal handlers are installed).
    static func prepare() {
        _ = slots
    }

    /// A new file named `prefix` and six random characters in `$TMPDIR` (or /tmp), mode
    /// 0600, holding `bytes`; its path, or nil when it cannot be made (the table full, the
    /// directory not writable, the disk full: nothing is left behind).
    public static func create(holding bytes: [UInt8], prefix: String = "swipe-tui-f-") -> String? {
        let directory = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        let name = Array(((directory.hasSuffix("/") ? directory : directory + "/") + prefix + "XXXXXX").utf8)
        guard name.count < pathCapacity, !name.contains(0) else { return nil }
        guard let index = slots.states.indices.first(where: {
            slots.states[$0].compareExchange(expected: 0, desired: 1, ordering: .sequentiallyConsistent).exchanged
        }) else { return nil }
        let path = slots.path(index)
        name.withUnsafeBufferPointer { source in
            for offset in 0..<source.count { path[offset] = CChar(bitPattern: source[offset]) }
        }
        path[name.count] = 0
        // From here a signal removes whatever the name has become.
        slots.states[index].store(2, ordering: .sequentiallyConsistent)
        let descriptor = mkstemp(path)
        guard descriptor >= 0 else {
            slots.states[index].store(0, ordering: .sequentiallyConsistent)
            return nil
        }
        var written = 0
        let complete = bytes.withUnsafeBytes { buffer -> Bool in
            while written < buffer.count {
                let count = write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return false }
                written += count
            }
            return true
        }
        let closed = close(descriptor) == 0
        let made = String(cString: path)
        guard complete, closed else {
            remove(made)
            return nil
        }
        return made
    }

    /// Removes the file at `path` if it is one of ours (and forgets it).
    public static func remove(_ path: String) {
        release(path, unlinking: true)
    }

    /// Lets the file at `path` outlive us: it is no longer ours to remove (`become`'s
    /// `{f}` file, which the command taking our place reads, as fzf leaves it).
    public static func leave(_ path: String) {
        release(path, unlinking: false)
    }

    private static func release(_ path: String, unlinking: Bool) {
        for index in slots.states.indices where slots.states[index].load(ordering: .sequentiallyConsistent) == 2 {
            guard String(cString: slots.path(index)) == path else { continue }
            if unlinking { unlink(slots.path(index)) }
            slots.states[index].store(0, ordering: .sequentiallyConsistent)
        }
    }

    /// Removes every file held: for the normal way out, once no command needs them.
    public static func removeAll() {
        for index in slots.states.indices where slots.states[index].load(ordering: .sequentiallyConsistent) == 2 {
            unlink(slots.path(index))
            slots.states[index].store(0, ordering: .sequentiallyConsistent)
        }
    }

    /// The paths held now (tests).
    public static var held: [String] {
        slots.states.indices.filter { slots.states[$0].load(ordering: .sequentiallyConsistent) == 2 }.map { String(cString: slots.path($0)) }
    }

    /// Unlinks every file held. Async-signal-safe: atomic loads and `unlink`.
    static func unlinkAll() {
        for index in slots.states.indices where slots.states[index].load(ordering: .sequentiallyConsistent) == 2 {
            unlink(slots.path(index))
        }
    }
}
