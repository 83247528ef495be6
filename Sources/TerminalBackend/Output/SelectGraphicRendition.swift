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
    /// to `target`, both already `shown`; nothing when they are the same. Composed on the
    /// stack (`compose`): no memory is allocated per cell.
    func append(from current: Style?, to target: Style, into bytes: inout [UInt8]) {
        if let current, current == target { return }
        compose(from: current, to: target) { bytes.append(contentsOf: $0) }
    }

    /// How many bytes `append` would add.
    func byteCount(from current: Style?, to target: Style) -> Int {
        if let current, current == target { return 0 }
        return compose(from: current, to: target) { $0.count }
    }

    /// The shorter of two candidates (a reset and everything again, or only the changes),
    /// handed to `body`. A picture's cells change both colours and keep or add attributes:
    /// then the changes are the reset's parameters less its `0`, always shorter, and only
    /// they are composed.
    private func compose<Result>(from current: Style?, to target: Style,
                                 _ body: (UnsafeMutableBufferPointer<UInt8>) -> Result) -> Result {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2 * Sequence.capacity) { scratch in
            if let current, target.foreground != .default, target.background != .default,
               current.attributes.isSubset(of: target.attributes) {
                var change = Sequence(in: scratch, from: 0)
                Self.appendOn(target.attributes.subtracting(current.attributes), to: &change)
                if target.foreground != current.foreground { Self.append(color: target.foreground, base: 30, to: &change) }
                if target.background != current.background { Self.append(color: target.background, base: 40, to: &change) }
                change.close()
                return body(change.bytes)
            }
            var reset = Sequence(in: scratch, from: 0)
            reset.add(0)
            Self.appendOn(target.attributes, to: &reset)
            if target.foreground != .default { Self.append(color: target.foreground, base: 30, to: &reset) }
            if target.background != .default { Self.append(color: target.background, base: 40, to: &reset) }
            reset.close()
            guard let current else { return body(reset.bytes) }

            var change = Sequence(in: scratch, from: Sequence.capacity)
            let removed = current.attributes.subtracting(target.attributes)
            var added = target.attributes.subtracting(current.attributes)
            if !removed.isDisjoint(with: [.bold, .dim]) {
                // 22 ends both bold and dim; whichever stays comes back.
                change.add(22)
                added.formUnion(target.attributes.intersection([.bold, .dim]))
            }
            if removed.contains(.italic) { change.add(23) }
            if removed.contains(.underline) { change.add(24) }
            if removed.contains(.reverse) { change.add(27) }
            if removed.contains(.strikethrough) { change.add(29) }
            Self.appendOn(added, to: &change)
            if target.foreground != current.foreground {
                if target.foreground == .default { change.add(39) } else { Self.append(color: target.foreground, base: 30, to: &change) }
            }
            if target.background != current.background {
                if target.background == .default { change.add(49) } else { Self.append(color: target.background, base: 40, to: &change) }
            }
            change.close()
            // The shorter wins; on a tie, the changes.
            return body(change.bytes.count <= reset.bytes.count ? change.bytes : reset.bytes)
        }
    }

    /// One control sequence written into scratch memory: `ESC [`, parameters separated by
    /// `;`, then `m`.
    private struct Sequence {
        /// Bytes a sequence may take: every attribute and two direct colours fit in it.
        static let capacity = 80
        private let scratch: UnsafeMutableBufferPointer<UInt8>
        private let start: Int
        private var end: Int
        private var isFirst = true

        /// Opens a sequence at `start` of `scratch`.
        init(in scratch: UnsafeMutableBufferPointer<UInt8>, from start: Int) {
            self.scratch = scratch
            self.start = start
            scratch[start] = 0x1B
            scratch[start + 1] = UInt8(ascii: "[")
            end = start + 2
        }

        /// The bytes written so far.
        var bytes: UnsafeMutableBufferPointer<UInt8> { UnsafeMutableBufferPointer(rebasing: scratch[start..<end]) }

        /// One parameter, after a `;` when others came before.
        /// Parameters run from 0 to 255: at most three digits, after a `;`. The room is
        /// checked once a parameter, not once a byte.
        mutating func add(_ number: Int) {
            precondition(number >= 0 && number < 1000 && end + 4 < start + Self.capacity, "an SGR sequence longer than its room")
            if !isFirst { put(UInt8(ascii: ";")) }
            isFirst = false
            if number >= 100 { put(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: number / 100)) }
            if number >= 10 { put(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: number / 10 % 10)) }
            put(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: number % 10))
        }

        /// Ends the sequence with `m`.
        mutating func close() {
            precondition(end < start + Self.capacity, "an SGR sequence longer than its room")
            put(UInt8(ascii: "m"))
        }

        /// One byte, in room already checked.
        private mutating func put(_ byte: UInt8) {
            scratch[end] = byte
            end += 1
        }
    }

    private static func appendOn(_ attributes: TextAttributes, to sequence: inout Sequence) {
        if attributes.contains(.bold) { sequence.add(1) }
        if attributes.contains(.dim) { sequence.add(2) }
        if attributes.contains(.italic) { sequence.add(3) }
        if attributes.contains(.underline) { sequence.add(4) }
        if attributes.contains(.reverse) { sequence.add(7) }
        if attributes.contains(.strikethrough) { sequence.add(9) }
    }

    /// A colour's parameters: the short forms for the 16 basic colours (30–37 and 90–97
    /// for the foreground, 40–47 and 100–107 behind), else 38;5;n or 38;2;r;g;b.
    private static func append(color: Color, base: Int, to sequence: inout Sequence) {
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
