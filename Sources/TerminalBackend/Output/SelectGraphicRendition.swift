import CellCanvas

/// ECMA-48 Select Graphic Rendition: the bytes that take the terminal from one style to
/// another, as few as possible.
///
/// Written directly rather than from terminfo: terminfo can turn bold and dim on but has
/// no string to turn them off alone, so curses resets every attribute and colour and sets
/// them again around each such change. Every terminal with colour speaks these codes;
/// 22, 23, 24, 27, 29, 39 and 49 undo one thing each, and several go in one sequence.
struct SelectGraphicRendition {
    /// The colours the terminal shows.
    let depth: ColorDepth

    /// `style` as this terminal shows it: colours reduced to the palette, or dropped.
    func shown(_ style: Style) -> Style {
        Style(foreground: depth.shown(style.foreground) ?? .default,
              background: depth.shown(style.background) ?? .default,
              attributes: style.attributes.intersection([.bold, .dim, .italic, .underline, .reverse, .strikethrough]))
    }

    /// Appends the sequence that changes the rendition from `current` (nil when unknown)
    /// to `target`, both already `shown`; nothing when they are the same. Only the sequence
    /// chosen is composed, on the stack, and appended to `bytes` in one go: no memory is
    /// allocated per cell, and the array is not grown and checked byte by byte.
    func append(from current: Style?, to target: Style, into bytes: inout [UInt8]) {
        if let current, current == target { return }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Sequence.capacity) { room in
            var sequence = Sequence(room: room)
            write(from: current, to: target, into: &sequence)
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: room[..<sequence.count]))
        }
    }

    /// How many bytes `append` would add: counted, not composed.
    func byteCount(from current: Style?, to target: Style) -> Int {
        if let current, current == target { return 0 }
        var length = SequenceLength()
        write(from: current, to: target, into: &length)
        return length.count
    }

    /// The shorter of two candidates (a reset and everything again, or only the changes)
    /// into `sequence`. A picture's cells change both colours and keep or add attributes:
    /// then the changes are the reset's parameters less its `0`, always shorter, and
    /// nothing is weighed. Otherwise both are counted first and only the winner written.
    private func write<Parameters: SequenceParameters>(from current: Style?, to target: Style, into sequence: inout Parameters) {
        guard let current else { return Self.writeReset(to: target, into: &sequence) }
        if target.foreground != .default, target.background != .default, current.attributes.isSubset(of: target.attributes) {
            return Self.writeChanges(from: current, to: target, into: &sequence)
        }
        var reset = SequenceLength()
        Self.writeReset(to: target, into: &reset)
        var changes = SequenceLength()
        Self.writeChanges(from: current, to: target, into: &changes)
        // The shorter wins; on a tie, the changes.
        if changes.count <= reset.count {
            Self.writeChanges(from: current, to: target, into: &sequence)
        } else {
            Self.writeReset(to: target, into: &sequence)
        }
    }

    /// `0`, then every attribute and colour of `target`.
    private static func writeReset<Parameters: SequenceParameters>(to target: Style, into sequence: inout Parameters) {
        sequence.add(0)
        appendOn(target.attributes, to: &sequence)
        if target.foreground != .default { append(color: target.foreground, base: 30, to: &sequence) }
        if target.background != .default { append(color: target.background, base: 40, to: &sequence) }
        sequence.close()
    }

    /// Only what differs between `current` and `target`.
    private static func writeChanges<Parameters: SequenceParameters>(from current: Style, to target: Style,
                                                                     into sequence: inout Parameters) {
        let removed = current.attributes.subtracting(target.attributes)
        var added = target.attributes.subtracting(current.attributes)
        if !removed.isDisjoint(with: [.bold, .dim]) {
            // 22 ends both bold and dim; whichever stays comes back.
            sequence.add(22)
            added.formUnion(target.attributes.intersection([.bold, .dim]))
        }
        if removed.contains(.italic) { sequence.add(23) }
        if removed.contains(.underline) { sequence.add(24) }
        if removed.contains(.reverse) { sequence.add(27) }
        if removed.contains(.strikethrough) { sequence.add(29) }
        appendOn(added, to: &sequence)
        if target.foreground != current.foreground {
            if target.foreground == .default { sequence.add(39) } else { append(color: target.foreground, base: 30, to: &sequence) }
        }
        if target.background != current.background {
            if target.background == .default { sequence.add(49) } else { append(color: target.background, base: 40, to: &sequence) }
        }
        sequence.close()
    }

    /// Where a sequence's parameters go: written out, or only counted.
    private protocol SequenceParameters {
        /// One parameter (0 to 999), after a `;` when others came before.
        mutating func add(_ number: Int)
        /// Ends the sequence.
        mutating func close()
    }

    /// The length of a sequence, counted as `Sequence` would write it.
    private struct SequenceLength: SequenceParameters {
        /// `ESC [` so far.
        private(set) var count = 2
        private var isFirst = true

        mutating func add(_ number: Int) {
            if !isFirst { count += 1 }
            isFirst = false
            count += number >= 100 ? 3 : number >= 10 ? 2 : 1
        }

        mutating func close() { count += 1 }
    }

    /// One control sequence composed in `room`: `ESC [`, parameters separated by `;`, then `m`.
    private struct Sequence: SequenceParameters {
        /// Bytes enough for the longest sequence: `ESC [`, the five attributes' ends and two
        /// back on (`22;23;24;27;29;1;2`, or `0` and six on), two direct colours
        /// (`;38;2;255;255;255` each) and `m` — 55 bytes at most.
        static let capacity = 64
        private let room: UnsafeMutableBufferPointer<UInt8>
        /// Bytes written so far.
        private(set) var count = 0
        private var isFirst = true

        /// Starts the sequence in `room` (`capacity` bytes): `ESC [`.
        init(room: UnsafeMutableBufferPointer<UInt8>) {
            precondition(room.count >= Self.capacity, "room for a whole sequence")
            self.room = room
            put(0x1B)
            put(UInt8(ascii: "["))
        }

        /// One parameter (0 to 999: at most three digits), after a `;` when others came before.
        @inline(__always)
        mutating func add(_ number: Int) {
            precondition(number >= 0 && number < 1000, "an SGR parameter out of range")
            if !isFirst { put(UInt8(ascii: ";")) }
            isFirst = false
            if number >= 100 { put(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: number / 100)) }
            if number >= 10 { put(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: number / 10 % 10)) }
            put(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: number % 10))
        }

        /// Ends the sequence with `m`.
        mutating func close() {
            put(UInt8(ascii: "m"))
        }

        /// One byte more; never past the room (a sequence cannot be longer than `capacity`).
        @inline(__always)
        private mutating func put(_ byte: UInt8) {
            precondition(count < Self.capacity, "an SGR sequence longer than its room")
            room[count] = byte
            count += 1
        }
    }

    private static func appendOn<Parameters: SequenceParameters>(_ attributes: TextAttributes, to sequence: inout Parameters) {
        if attributes.contains(.bold) { sequence.add(1) }
        if attributes.contains(.dim) { sequence.add(2) }
        if attributes.contains(.italic) { sequence.add(3) }
        if attributes.contains(.underline) { sequence.add(4) }
        if attributes.contains(.reverse) { sequence.add(7) }
        if attributes.contains(.strikethrough) { sequence.add(9) }
    }

    /// A colour's parameters: the short forms for the 16 basic colours (30–37 and 90–97
    /// for the foreground, 40–47 and 100–107 behind), else 38;5;n or 38;2;r;g;b.
    private static func append<Parameters: SequenceParameters>(color: Color, base: Int, to sequence: inout Parameters) {
        switch color {
        case .default:
            sequence.add(base + 9)
        case .indexed(let index) where index < 8:
            sequence.add(base + Int(index))
        case .indexed(let index) where index < 16:
            sequence.add(base + 60 + Int(index) - 8)
        case .indexed(let index):
            sequence.add(base + 8)
            sequence.add(5)
            sequence.add(Int(index))
        case .rgb(let r, let g, let b):
            sequence.add(base + 8)
            sequence.add(2)
            sequence.add(Int(r))
            sequence.add(Int(g))
            sequence.add(Int(b))
        }
    }
}
