/// Lines copied out of a buffer that is about to be used again (`InputChunks`), for
/// `--filter` to print once every chunk is ranked: kept in blocks of memory that never
/// move (no copy of all of them as they grow, nor twice their size at a time), each line
/// whole in one block (a line longer than a block gets a block of its own). A line is
/// found again by the one word `append` gave for it (`Place`), so nothing else is kept
/// per line.
final class KeptLines {
    /// The size of a block.
    static let blockSize = 1 << 20

    /// Where a kept line is, in one word: its block (the top 22 bits), where it starts in
    /// the block (21 bits) and its length (21 bits; all ones for a line that has its block
    /// to itself). Places grow in the order lines are kept.
    struct Place: Comparable {
        var word: UInt64

        static let fieldBits: UInt64 = 21
        static let wholeBlock: UInt64 = 1 << fieldBits - 1

        init(block: Int, start: Int, length: UInt64) {
            word = UInt64(block) << (2 * Self.fieldBits) | UInt64(start) << Self.fieldBits | length
        }

        var block: Int { Int(word >> (2 * Self.fieldBits)) }
        var start: Int { Int(word >> Self.fieldBits & Self.wholeBlock) }
        var length: UInt64 { word & Self.wholeBlock }

        static func < (a: Place, b: Place) -> Bool { a.word < b.word }
    }

    private var blocks: [UnsafeMutableBufferPointer<UInt8>] = []
    /// How much of the last block is taken.
    private var used = 0

    /// How many lines.
    private(set) var count = 0
    /// How many bytes they hold together.
    private(set) var byteCount = 0

    /// Keeps a copy of `line`; where it is kept.
    @discardableResult
    func append(_ line: UnsafeBufferPointer<UInt8>) -> Place {
        let ownsBlock = line.count > Self.blockSize
        if blocks.isEmpty || ownsBlock || used + line.count > Self.blockSize {
            blocks.append(.allocate(capacity: max(Self.blockSize, line.count)))
            used = 0
        }
        let block = blocks[blocks.count - 1]
        _ = UnsafeMutableBufferPointer(rebasing: block[used..<used + line.count]).initialize(fromContentsOf: line)
        let place = Place(block: blocks.count - 1, start: used, length: ownsBlock ? Place.wholeBlock : UInt64(line.count))
        // A line with a block of its own leaves no room in it, not even for an empty one.
        used = ownsBlock ? Self.blockSize + 1 : used + line.count
        byteCount += line.count
        count += 1
        return place
    }

    /// The line kept at `place`, valid while this is.
    subscript(place: Place) -> UnsafeBufferPointer<UInt8> {
        let block = blocks[place.block]
        let length = place.length == Place.wholeBlock ? block.count : Int(place.length)
        return UnsafeBufferPointer(rebasing: block[place.start..<place.start + length])
    }

    deinit {
        for block in blocks { block.deallocate() }
    }
}
