import Dispatch
import Synchronization

/// The items of a document — slides, paragraphs, array elements — found by an index pass
/// on a thread of its own, over bytes read in place (a mapped file) or read once.
///
/// The frame loop never waits for it: `takeProgress()` adds what the pass published since
/// the last call, and `count` grows as it goes. Item `i` is its byte range; the source
/// built on it parses an item only when it is asked for.
final class SectionIndex: IncomingItems, @unchecked Sendable {
    /// Items kept at most (the same ceiling as lines).
    static let maximumItems = LineSource.Ceiling.standard.items
    /// The pass publishes at least this often while it runs (items), so the count grows visibly.
    static let publishEvery = 4096

    private struct Progress {
        var bytes: ByteRegion?
        var ranges: [Int] = []
        var isComplete = false
        var note: String?
        var error: ContentError?
    }

    /// What the pass and the frame loop share.
    private final class Shared: Sendable {
        let progress = Mutex(Progress())
        let wake = WakePipe()
    }

    private let shared = Shared()
    /// The bytes, once the pass has them (main thread).
    private var bytes: ByteRegion?
    /// Start and end offsets, two per item (main thread).
    private var ranges: [Int] = []
    private(set) var isOpen = true
    private(set) var stopNote: String?

    /// Starts the pass over what `load` gives (run on the pass's thread: it may read a pipe
    /// to its end), split by `splitter`.
    init(load: @escaping @Sendable () throws(ContentError) -> ByteRegion, splitter: some SectionSplitter) {
        let shared = self.shared
        DispatchQueue.global(qos: .userInitiated).async {
            Self.run(load: load, splitter: splitter, shared: shared)
        }
    }

    /// Indexes `bytes` at once, on the calling thread (for small documents and tests).
    init(indexing bytes: ByteRegion, splitter: some SectionSplitter) {
        Self.run(load: { bytes }, splitter: splitter, shared: shared)
        _ = try? takeProgress()
    }

    private static func run(load: () throws(ContentError) -> ByteRegion, splitter: some SectionSplitter, shared: Shared) {
        let wake = shared.wake
        let region: ByteRegion
        do {
            region = try load()
        } catch {
            shared.progress.withLock {
                $0.error = error
                $0.isComplete = true
            }
            wake.wake()
            return
        }
        var splitter = splitter
        var batch: [Int] = []
        var total = 0
        var more = true
        var position = 0
        let bytes = region.bytes
        shared.progress.withLock { $0.bytes = region }
        while more && total < maximumItems {
            position += 1 << 20
            more = splitter.scan(bytes, upTo: position) { range in
                guard total < maximumItems else { return }
                batch.append(range.lowerBound)
                batch.append(range.upperBound)
                total += 1
            }
            if batch.count >= 2 * publishEvery || !more || total >= maximumItems {
                let found = batch
                shared.progress.withLock { $0.ranges += found }
                batch.removeAll(keepingCapacity: true)
                wake.wake()
            }
        }
        let note = total >= maximumItems ? "stopped at \(maximumItems) items" : splitter.problem
        shared.progress.withLock {
            $0.ranges += batch
            $0.isComplete = true
            $0.note = note
        }
        wake.wake()
    }

    /// Items indexed so far.
    var count: Int { ranges.count / 2 }

    /// The bytes of item `index`.
    func item(at index: Int) -> UnsafeRawBufferPointer {
        guard let bytes else { return UnsafeRawBufferPointer(start: nil, count: 0) }
        return UnsafeRawBufferPointer(rebasing: bytes.bytes[ranges[2 * index]..<ranges[2 * index + 1]])
    }

    // MARK: IncomingItems

    var descriptor: Int32 { shared.wake.readEnd }

    func takeProgress() throws(ContentError) -> Bool {
        shared.wake.drain()
        guard isOpen else { return false }
        let progress = shared.progress.withLock { progress -> Progress in
            let taken = progress
            progress.ranges.removeAll(keepingCapacity: true)
            return taken
        }
        if bytes == nil { bytes = progress.bytes }
        ranges += progress.ranges
        if progress.isComplete {
            isOpen = false
            stopNote = progress.note
            if let error = progress.error { throw error }
        }
        return !progress.ranges.isEmpty || progress.isComplete
    }
}

/// Bytes an index is built over: a mapped file, or a buffer read once.
protocol ByteRegion: AnyObject, Sendable {
    var bytes: UnsafeRawBufferPointer { get }
}

extension MappedFile: ByteRegion {}
