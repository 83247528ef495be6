/// An item read with `--ansi` and split into fields as its text reads: the delimiter sees
/// the item without its escape sequences (a `;` inside `ESC [ 1 ; 31 m` splits nothing),
/// and a field shown keeps its colours, those in effect where it starts included (the
/// second field of `ESC[31m a:b ESC[0m` is a red `b`, as fzf shows it).
struct ColoredItem {
    /// The item as it came.
    let raw: UnsafeBufferPointer<UInt8>
    /// The item without escape sequences.
    let text: [UInt8]
    /// Where each byte of `text` lies in `raw`.
    private let offsets: [Int]
    /// The colour sequences (`ESC [ … m`) of `raw`, in order.
    private let colors: [Range<Int>]

    /// Colour sequences carried into a field at most: those since the last reset before it,
    /// the last of them (a line of a million sequences costs no more per field).
    static let carriedColors = 16

    init(_ raw: UnsafeBufferPointer<UInt8>) {
        self.raw = raw
        var text: [UInt8] = [], offsets: [Int] = [], colors: [Range<Int>] = []
        text.reserveCapacity(raw.count)
        offsets.reserveCapacity(raw.count)
        EscapeSequences.scan(raw, text: { index in
            text.append(raw[index])
            offsets.append(index)
        }, sequence: { range in
            if range.count >= 3, raw[range.lowerBound + 1] == UInt8(ascii: "["), raw[range.upperBound - 1] == UInt8(ascii: "m") {
                colors.append(range)
            }
        })
        self.text = text
        self.offsets = offsets
        self.colors = colors
    }

    /// The bytes of `raw` holding `range` of `text` (the sequences inside it kept), after
    /// the colour sequences in effect where it starts.
    func rawBytes(of range: Range<Int>) -> [UInt8] {
        guard !range.isEmpty else { return [] }
        let start = offsets[range.lowerBound], end = offsets[range.upperBound - 1] + 1
        // The colour sequences before the start, back to a reset (`ESC [ m`, `ESC [ 0 m`).
        var before = colors.partitioningIndex { $0.upperBound > start }
        var carried: [Range<Int>] = []
        while before > 0 && carried.count < Self.carriedColors {
            before -= 1
            let sequence = colors[before]
            if sequence.count == 3 || (sequence.count == 4 && raw[sequence.lowerBound + 2] == UInt8(ascii: "0")) { break }
            carried.append(sequence)
        }
        var result: [UInt8] = []
        for sequence in carried.reversed() { result += raw[sequence] }
        result += raw[start..<end]
        return result
    }
}

extension Array {
    /// The first index whose element satisfies `belongsAfter` (the elements must be ordered
    /// so that it holds for a suffix), found by halving.
    fileprivate func partitioningIndex(where belongsAfter: (Element) -> Bool) -> Int {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if belongsAfter(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
