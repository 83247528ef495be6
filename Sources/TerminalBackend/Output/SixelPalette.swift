/// The colours a sixel picture is drawn in: at most `registers` of them, chosen for the
/// picture by median cut over its colours (each channel to 5 bits), and the register each
/// pixel takes (the nearest colour, looked up once per 5-bit colour).
struct SixelPalette {
    /// The colours, 8 bits a channel.
    private(set) var colors: [(UInt8, UInt8, UInt8)] = []
    /// For each 15-bit colour (5 bits a channel) the register it takes, once asked.
    private var nearest = [Int16](repeating: -1, count: 1 << 15)

    /// The palette of `pixels` (RGB) with at most `registers` colours (at least 2).
    init(for pixels: UnsafeBufferPointer<UInt8>, registers: Int) {
        var counts = [Int32](repeating: 0, count: 1 << 15)
        var index = 0
        while index + 2 < pixels.count {
            counts[Self.key(pixels[index], pixels[index + 1], pixels[index + 2])] += 1
            index += 3
        }
        let present = (0..<(1 << 15)).filter { counts[$0] > 0 }
        var boxes: [Box] = present.isEmpty ? [] : [Box(present)]
        // Split the box with the widest channel range at the median of its pixels along it
        // until there are enough boxes or none can be split.
        while boxes.count < max(registers, 2) {
            guard let chosen = boxes.indices.filter({ boxes[$0].keys.count > 1 }).max(by: { boxes[$0].range < boxes[$1].range }),
                  boxes[chosen].range > 0 else { break }
            // The median along the channel from a histogram of its 32 values (no sort), kept
            // below the box's largest value so that both halves hold colours.
            let c = boxes[chosen].channel
            var histogram = [Int](repeating: 0, count: 32)
            var low = 31, high = 0, total = 0
            for key in boxes[chosen].keys {
                let value = Self.channel(key, c)
                histogram[value] += Int(counts[key])
                total += Int(counts[key])
                low = min(low, value)
                high = max(high, value)
            }
            var running = 0, cut = low
            for value in low..<high {
                running += histogram[value]
                cut = value
                if running * 2 >= total { break }
            }
            let keys = boxes[chosen].keys
            boxes[chosen] = Box(keys.filter { Self.channel($0, c) <= cut })
            boxes.append(Box(keys.filter { Self.channel($0, c) > cut }))
        }
        colors = boxes.map { box in
            var sum = (0, 0, 0), weight = 0
            for key in box.keys {
                let n = Int(counts[key])
                sum = (sum.0 + Self.channel(key, 0) * n, sum.1 + Self.channel(key, 1) * n, sum.2 + Self.channel(key, 2) * n)
                weight += n
            }
            weight = max(weight, 1)
            return (Self.expand(sum.0 / weight), Self.expand(sum.1 / weight), Self.expand(sum.2 / weight))
        }
        if colors.isEmpty { colors = [(0, 0, 0)] }
    }

    /// Colours (15-bit keys) that take one register, and the channel they spread most along.
    private struct Box {
        var keys: [Int]
        var range = 0
        var channel = 0

        init(_ keys: [Int]) {
            self.keys = keys
            for c in 0..<3 {
                var low = 31, high = 0
                for key in keys {
                    let value = SixelPalette.channel(key, c)
                    low = min(low, value)
                    high = max(high, value)
                }
                if high - low > range { (range, channel) = (high - low, c) }
            }
        }
    }

    /// The register for a pixel.
    mutating func register(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Int {
        let key = Self.key(r, g, b)
        if nearest[key] >= 0 { return Int(nearest[key]) }
        let (kr, kg, kb) = (Int(Self.expand(Self.channel(key, 0))), Int(Self.expand(Self.channel(key, 1))), Int(Self.expand(Self.channel(key, 2))))
        var best = 0, bestDistance = Int.max
        for (index, color) in colors.enumerated() {
            let dr = Int(color.0) - kr, dg = Int(color.1) - kg, db = Int(color.2) - kb
            let distance = 2 * dr * dr + 4 * dg * dg + 3 * db * db
            if distance < bestDistance { (best, bestDistance) = (index, distance) }
        }
        nearest[key] = Int16(best)
        return best
    }

    private static func key(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Int {
        Int(r >> 3) << 10 | Int(g >> 3) << 5 | Int(b >> 3)
    }

    /// Channel `c` (0 red, 1 green, 2 blue) of a 15-bit key, 0–31.
    fileprivate static func channel(_ key: Int, _ c: Int) -> Int { key >> (10 - 5 * c) & 31 }

    /// A 5-bit channel as 8 bits.
    private static func expand(_ value: Int) -> UInt8 { UInt8(value << 3 | value >> 2) }
}
