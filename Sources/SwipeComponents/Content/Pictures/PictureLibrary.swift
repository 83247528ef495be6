import Dispatch
import Synchronization

/// Pictures decoded off the frame loop, one at a time, and kept (the most recently asked
/// for, up to about `byteLimit` of pixels). Asking for a picture that is not ready queues
/// its decode and answers `.loading`; the frame loop looks at `generation` (it moves on with
/// every decode that ends) to draw again. The latest request is decoded first and only the
/// last `pendingLimit` wait: cards flung past are not decoded after they have gone.
package final class PictureLibrary: BackgroundWork, Sendable {
    /// The state of one picture.
    enum State: Sendable, Equatable {
        case loading
        case ready(Picture)
        case failed(String)

        /// Which state it is, without the pixels (for drawing keys).
        var kind: Int {
            switch self {
            case .loading: return 0
            case .ready: return 1
            case .failed: return 2
            }
        }
    }

    /// The one library the app's cards use.
    package static let shared = PictureLibrary()

    /// Bytes of decoded pixels kept, about.
    let byteLimit: Int
    /// The largest file read.
    package static let maximumFileBytes = 64 << 20

    private struct Store {
        var states: [PathBytes: State] = [:]
        /// When each kept state was last asked for or kept, on the count of `uses`: the
        /// least recent is dropped first. A count per path, not a list in order: every
        /// frame asks for the pictures it draws, and moving one to a list's end is a walk
        /// through the list under the lock.
        var lastUse: [PathBytes: Int] = [:]
        var uses = 0
        var bytes = 0
        /// Paths waiting, oldest first.
        var queued: [PathBytes] = []
        /// A worker is draining the queue.
        var isDecoding = false
        var generation = 0
        /// The longer side pictures are kept at.
        var keptSide = PictureDecoder.symbolSide
        /// Pictures given as bytes (a preview's output), by key, oldest first.
        var given: [(key: PathBytes, bytes: [UInt8])] = []
        var givenCount = 0

        /// The state at `path` was asked for or kept now.
        mutating func markUsed(_ path: PathBytes) {
            uses += 1
            lastUse[path] = uses
        }
    }

    /// Pictures given as bytes kept at most (their decodes are kept like any other); one
    /// no longer held is given again by whoever gave it (a preview runs again).
    static let givenLimit = 16
    /// Bytes of given pictures kept at most, waiting to be decoded (the newest is always kept).
    static let givenByteLimit = 128 << 20
    private let store = Mutex(Store())
    private let queue = DispatchQueue(label: "swipe-tui.pictures", qos: .userInitiated)

    init(byteLimit: Int = 128 << 20) {
        self.byteLimit = byteLimit
    }

    /// Keeps pictures at most `side` pixels on their longer side from now on: those kept at
    /// another size are decoded again as they are asked for.
    func keepPictures(atMost side: Int) {
        store.withLock { store in
            guard store.keptSide != side else { return }
            store.keptSide = side
            store.states.removeAll()
            store.lastUse.removeAll()
            store.bytes = 0
            store.generation += 1
        }
    }

    /// Takes a picture's `bytes` (a preview's output) and returns the key to ask for it by,
    /// as a card's `picture`: never a path (it starts with a NUL).
    package func add(_ bytes: [UInt8]) -> PathBytes {
        store.withLock { store in
            store.givenCount += 1
            let key = PathBytes(bytes: [0] + Array("given-\(store.givenCount)".utf8))
            store.given.append((key, bytes))
            // The oldest go past the count or the bytes kept (their decodes stay).
            while store.given.count > Self.givenLimit
                    || (store.given.count > 1 && store.given.reduce(0, { $0 + $1.bytes.count }) > Self.givenByteLimit) {
                store.given.removeFirst()
            }
            return key
        }
    }

    /// Whether the picture at `key` can still be shown without being given again: decoded,
    /// or its bytes (if it was given) still kept.
    package func holds(_ key: PathBytes) -> Bool {
        store.withLock { store in store.states[key] != nil || store.given.contains { $0.key == key } || key.bytes.first != 0 }
    }

    /// Moves on each time a decode ends.
    package var generation: Int { store.withLock { $0.generation } }

    /// Whether decodes are queued or running.
    package var isBusy: Bool { store.withLock { !$0.queued.isEmpty || $0.isDecoding } }

    /// Requests kept waiting at most.
    static let pendingLimit = 16

    /// The picture at `path`, or `.loading` while its decode (queued now if needed) runs.
    func state(of path: PathBytes) -> State {
        let (state, startWorker) = store.withLock { store -> (State, Bool) in
            if let state = store.states[path] {
                store.markUsed(path)
                return (state, false)
            }
            store.queued.removeAll { $0 == path }
            store.queued.append(path)
            if store.queued.count > Self.pendingLimit { store.queued.removeFirst(store.queued.count - Self.pendingLimit) }
            guard !store.isDecoding else { return (.loading, false) }
            store.isDecoding = true
            return (.loading, true)
        }
        if startWorker { queue.async { [self] in drain() } }
        return state
    }

    /// Decodes the latest request until none is left. A path asked for again while its
    /// decode ran is queued again; it is done with once that decode is kept (decoded twice,
    /// it would be a new picture, sent to a terminal twice).
    private func drain() {
        while let path = store.withLock({ store -> PathBytes? in
            while let path = store.queued.popLast() {
                if store.states[path] == nil { return path }
            }
            store.isDecoding = false
            return nil
        }) {
            decode(path)
        }
    }

    /// The animation of the picture at `path` when it is decoded and animated (nothing is queued).
    package func animation(at path: PathBytes) -> PictureAnimation? {
        guard case .ready(let picture)? = peek(path) else { return nil }
        return picture.animation
    }

    /// The state as it is, without queueing anything.
    func peek(_ path: PathBytes) -> State? { store.withLock { $0.states[path] } }

    /// `State.kind` of the picture at `path` (0 when not asked for yet), without queueing
    /// anything: what a drawing key asks every frame, read in place (no state copied out).
    func decodeStage(of path: PathBytes) -> Int { store.withLock { $0.states[path]?.kind ?? 0 } }

    private func decode(_ path: PathBytes) {
        let state: State
        let side = store.withLock { $0.keptSide }
        let given = store.withLock { store in store.given.first { $0.key == path }?.bytes }
        do {
            let bytes = if let given { given } else { try FileBytes.read(path, maximum: Self.maximumFileBytes) }
            state = .ready(try PictureDecoder.decode(bytes, keptSide: side))
        } catch {
            state = .failed(error.description)
        }
        store.withLock { store in
            // Kept at a size no longer wanted: asked for again, it is decoded again.
            guard store.keptSide == side else {
                store.generation += 1
                return
            }
            store.states[path] = state
            store.markUsed(path)
            // Given bytes are kept only until decoded: the picture is kept from then on.
            store.given.removeAll { $0.key == path }
            if case .ready(let picture) = state { store.bytes += picture.byteCount }
            while store.bytes > byteLimit, store.lastUse.count > 1,
                  let oldest = store.lastUse.min(by: { $0.value < $1.value })?.key {
                store.lastUse[oldest] = nil
                if case .ready(let picture)? = store.states.removeValue(forKey: oldest) { store.bytes -= picture.byteCount }
            }
            store.generation += 1
        }
    }
}
