/// Lines copied out of a buffer that is about to be used again (`InputChunks`), for
/// `--filter` to print once every chunk is ranked: kept in blocks of memory that never
/// move (no copy of all of them as they grow, nor twice their size at a time), each line
/// whole in one block (a line longer than a block gets a block of its own).
final class KeptLines {
    /// The size of a block.
    static let blockSize = 1 << 20

    private var blocks: [UnsafeMutableBufferPointer<UInt8>] = []
    /// How much of the last block is taken.
    private var used = 0
    /// Each line, in a block.
    private var lines: [UnsafeBufferPointer<UInt8>] = []

    /// How many lines.
    var count: Int { lines.count }
    /// How many bytes they hold together.
    private(set) var byteCount = 0

    /// Keeps a copy of `line`.
    func append(_ line: UnsafeBufferPointer<UInt8>) {
        if blocks.isEmpty || blocks[blocks.count - 1].count - used < line.count {
            blocks.append(.allocate(capacity: max(Self.blockSize, line.count)))
            used = 0
        }
        let block = blocks[blocks.count - 1]
        let copy = UnsafeMutableBufferPointer(rebasing: block[used..<used + line.count])
        _ = copy.initialize(fromContentsOf: line)
        used += line.count
        byteCount += line.count
        lines.append(UnsafeBufferPointer(copy))
    }

    /// Line `index`, valid while this is.
    subscript(index: Int) -> UnsafeBufferPointer<UInt8> { lines[index] }

    deinit {
        for block in blocks { block.deallocate() }
    }
}
