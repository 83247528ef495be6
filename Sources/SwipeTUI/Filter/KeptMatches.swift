import Dispatch

/// The matches `--filter` keeps until all of its input is read, to print them ranked: each
/// one's text in `KeptLines`, and one sixteen-byte record of it — its rank and where its
/// text is — in pages that never move, so that neither a growing array's copy nor the
/// ranking's doubles them. To rank, each page is sorted where it is (the pages on every
/// core), and the sorted pages are merged as the matches are printed.
final class KeptMatches {
    /// A kept match: its rank (`FilterJob.rank(score:key:)`), and where its text is — places
    /// grow in the order matches are kept, so that they break ties as input order does.
    struct Record {
        var rank: UInt64
        var place: KeptLines.Place
    }

    /// Records per page (4 MiB of them).
    static let pageSize = 1 << 18

    private let lines = KeptLines()
    private var pages: [UnsafeMutablePointer<Record>] = []

    /// How many matches are kept.
    private(set) var count = 0
    /// How many bytes their texts hold together.
    var byteCount: Int { lines.byteCount }

    /// Keeps a copy of `text`, ranked `rank`.
    func append(_ text: UnsafeBufferPointer<UInt8>, rank: UInt64) {
        if count % Self.pageSize == 0 { pages.append(.allocate(capacity: Self.pageSize)) }
        (pages[pages.count - 1] + count % Self.pageSize).initialize(to: Record(rank: rank, place: lines.append(text)))
        count += 1
    }

    /// Record `index`, counted over all pages.
    private func record(_ index: Int) -> Record {
        pages[index / Self.pageSize][index % Self.pageSize]
    }

    /// Calls `body` with each text in the order kept (the last first when `reversed`) until
    /// it returns false; false then.
    func forEachInInputOrder(reversed: Bool, _ body: (UnsafeBufferPointer<UInt8>) -> Bool) -> Bool {
        for index in stride(from: reversed ? count - 1 : 0, to: reversed ? -1 : count, by: reversed ? -1 : 1)
        where !body(lines[record(index).place]) { return false }
        return true
    }

    /// Calls `body` with each text best first — rank, then earlier (or, `laterFirst`, later)
    /// — until it returns false; false then. Sorts the records where they are: the order
    /// kept is gone after it.
    func forEachRanked(laterFirst: Bool, _ body: (UnsafeBufferPointer<UInt8>) -> Bool) -> Bool {
        // Each page is sorted by one worker alone.
        nonisolated(unsafe) let pages = pages
        let count = count
        DispatchQueue.concurrentPerform(iterations: pages.count) { page in
            var records = UnsafeMutableBufferPointer(start: pages[page], count: min(Self.pageSize, count - page * Self.pageSize))
            records.sort { Self.ranksBefore($0, $1, laterFirst: laterFirst) }
        }
        // Each page's next record and its end, in a heap with the best next record on top.
        var heap = (0..<pages.count).map { (next: $0 * Self.pageSize, end: min(($0 + 1) * Self.pageSize, count)) }
        func isBefore(_ a: Int, _ b: Int) -> Bool { Self.ranksBefore(record(heap[a].next), record(heap[b].next), laterFirst: laterFirst) }
        func siftDown(_ start: Int) {
            var parent = start
            while true {
                let left = 2 * parent + 1, right = left + 1
                var best = parent
                if left < heap.count && isBefore(left, best) { best = left }
                if right < heap.count && isBefore(right, best) { best = right }
                guard best != parent else { return }
                heap.swapAt(parent, best)
                parent = best
            }
        }
        for parent in stride(from: heap.count / 2 - 1, through: 0, by: -1) { siftDown(parent) }
        while let top = heap.first {
            guard body(lines[record(top.next).place]) else { return false }
            if top.next + 1 < top.end {
                heap[0].next += 1
            } else {
                heap[0] = heap[heap.count - 1]
                heap.removeLast()
            }
            siftDown(0)
        }
        return true
    }

    /// Best first: rank, then earlier (or, `laterFirst`, later).
    private static func ranksBefore(_ a: Record, _ b: Record, laterFirst: Bool) -> Bool {
        a.rank != b.rank ? a.rank < b.rank : laterFirst ? b.place < a.place : a.place < b.place
    }

    deinit {
        for page in pages { page.deallocate() }
    }
}
