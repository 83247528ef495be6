import CellCanvas

extension SelectGraphicRendition {
    /// A change of colours alone, between two styles of the same attributes whose target has
    /// both colours of its own: what a picture in symbols asks for at nearly every cell.
    /// Its sequence is only the colours that change (what the general composition writes
    /// then), put together from each colour's parameters as ready text instead of number by
    /// number.
    struct ColorChange {
        /// The new foreground's parameters, when it changes.
        let foreground: Parameters?
        /// The new background's parameters, when it changes.
        let background: Parameters?

        /// The change from `current` to `target` (both as shown), or nil when it is more
        /// than colours, or a colour goes back to the terminal's default, or nothing changes.
        init?(from current: Style, to target: Style) {
            guard current.attributes == target.attributes else { return nil }
            let foreground = target.foreground, background = target.background
            guard foreground != .default, background != .default else { return nil }
            let changesForeground = foreground != current.foreground, changesBackground = background != current.background
            guard changesForeground || changesBackground else { return nil }
            self.foreground = changesForeground ? Parameters(foreground, isBackground: false) : nil
            self.background = changesBackground ? Parameters(background, isBackground: true) : nil
        }

        /// `ESC [`, the parameters, `;` between them, `m`.
        var byteCount: Int {
            let both = foreground != nil && background != nil
            return 3 + Int(foreground?.count ?? 0) + Int(background?.count ?? 0) + (both ? 1 : 0)
        }

        /// Appends the sequence to `bytes`.
        func append(to bytes: inout [UInt8]) {
            // The longest: ESC [ 38;2;255;255;255 ; 48;2;255;255;255 m (36 bytes), and the
            // eight a parameter's last word may write past its end.
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 48) { scratch in
                let base = UnsafeMutableRawPointer(scratch.baseAddress!)
                base.storeBytes(of: 0x1B, as: UInt8.self)
                base.storeBytes(of: UInt8(ascii: "["), toByteOffset: 1, as: UInt8.self)
                var end = 2
                if let foreground { end = foreground.write(at: base, offset: end) }
                if let background {
                    if foreground != nil {
                        base.storeBytes(of: UInt8(ascii: ";"), toByteOffset: end, as: UInt8.self)
                        end += 1
                    }
                    end = background.write(at: base, offset: end)
                }
                base.storeBytes(of: UInt8(ascii: "m"), toByteOffset: end, as: UInt8.self)
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: scratch[0..<end + 1]))
            }
        }
    }

    /// One colour's SGR parameters as text (`38;5;75`, `41`, `48;2;10;99;100`), in at most
    /// two words: a palette colour's from a table made once, a direct colour's composed.
    struct Parameters {
        /// The text's bytes, the first in the lowest byte of `words.0`.
        let words: (UInt64, UInt64)
        /// How many bytes of `words` are the text (at most 16).
        let count: UInt8

        init(_ color: Color, isBackground: Bool) {
            switch color {
            case .indexed(let index):
                self = Self.palette[Int(index) << 1 | (isBackground ? 1 : 0)]
            case .rgb(let r, let g, let b):
                self.init(text: [isBackground ? 48 : 38, 2, Int(r), Int(g), Int(b)])
            case .default:
                self.init(text: [isBackground ? 49 : 39])
            }
        }

        /// The numbers, `;` between them.
        private init(text numbers: [Int]) {
            var words: (UInt64, UInt64) = (0, 0)
            var count = 0
            func put(_ byte: UInt8) {
                if count < 8 { words.0 |= UInt64(byte) << (8 * count) } else { words.1 |= UInt64(byte) << (8 * (count - 8)) }
                count += 1
            }
            for (position, number) in numbers.enumerated() {
                if position > 0 { put(UInt8(ascii: ";")) }
                if number >= 100 { put(UInt8(ascii: "0") + UInt8(number / 100)) }
                if number >= 10 { put(UInt8(ascii: "0") + UInt8(number / 10 % 10)) }
                put(UInt8(ascii: "0") + UInt8(number % 10))
            }
            self.words = words
            self.count = UInt8(count)
        }

        /// Writes the text at `offset` from `base` (the whole of its last word, so eight bytes
        /// of room past the text); the offset after the text.
        func write(at base: UnsafeMutableRawPointer, offset: Int) -> Int {
            base.storeBytes(of: words.0.littleEndian, toByteOffset: offset, as: UInt64.self)
            if count > 8 { base.storeBytes(of: words.1.littleEndian, toByteOffset: offset + 8, as: UInt64.self) }
            return offset + Int(count)
        }

        /// Every palette colour's parameters, foreground and background, by `index × 2 + (1
        /// behind)`: the short forms for the 16 basic colours, else `38;5;n` / `48;5;n`.
        private static let palette: [Parameters] = (0..<512).map { slot in
            let index = slot >> 1, base = slot & 1 == 1 ? 40 : 30
            if index < 8 { return Parameters(text: [base + index]) }
            if index < 16 { return Parameters(text: [base + 60 + index - 8]) }
            return Parameters(text: [base + 8, 5, index])
        }
    }
}
