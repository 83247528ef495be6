import CellCanvas

/// The colours of pictures drawn in symbols, brought into a palette of 256 colours or fewer
/// by ordered dithering: each colour between two palette steps takes the upper one where a
/// fixed 4×4 Bayer threshold for its screen cell is below how far it lies toward it, so
/// areas between steps show a fine mix of both instead of a band. At half strength: a cell
/// is a large pixel, and full-strength noise between the cube's wide steps shows.
///
/// The threshold belongs to the screen cell, not to the frame: a picture at rest is dithered
/// the same way every frame, and a picture in motion changes only where its colours do — no
/// shimmer, and no more bytes than without dithering (error diffusion would carry one
/// changed cell's error across its neighbours every frame). Only cells marked `.picture`
/// are dithered; text keeps the nearest colour. The cube's first step (0 to 95) is too wide
/// to mix within a bright colour: there a channel takes the nearest step instead.
struct OrderedDither {
    /// The colours cells are shown in (a palette; other depths are left alone).
    let depth: ColorDepth

    /// Sixteen thresholds, 0–15, in a 4×4 Bayer order.
    private static let thresholds: [Int] = [0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5]
    /// The xterm 6×6×6 cube's steps.
    private static let cubeSteps: [Int] = [0, 95, 135, 175, 215, 255]
    /// The grey steps: black, the ramp 232–255, white.
    private static let greySteps: [Int] = [0] + (0..<24).map { 8 + 10 * $0 } + [255]

    /// Whether frames need it: the depth is a palette.
    var isNeeded: Bool {
        if case .palette = depth { return true }
        return false
    }

    /// Replaces the direct colours of `frame`'s picture cells with dithered palette
    /// entries, in place. Each colour is taken apart once and dithered from its channels
    /// through the step tables, read in place (`Tables`).
    func apply(to frame: inout CellBuffer) {
        guard case .palette(let count) = depth else { return }
        Self.cubeTable.withUnsafeBufferPointer { cube in
            Self.greyTable.withUnsafeBufferPointer { grey in
                let tables = Tables(count: count, cube: cube, grey: grey)
                let width = frame.size.columns
                for y in 0..<frame.size.rows {
                    let row = y * width
                    let thresholds = (y & 3) * 4
                    for x in 0..<width {
                        let cell = frame.cells[row + x]
                        let original = cell.style
                        guard original.attributes.contains(.picture) else { continue }
                        let threshold = Self.thresholds[thresholds + (x & 3)]
                        let style = Style(foreground: tables.dithered(original.foreground, threshold: threshold),
                                          background: tables.dithered(original.background, threshold: threshold),
                                          attributes: original.attributes)
                        guard style != original else { continue }
                        if cell.width == 1 {
                            frame.restyle(x: x, y: y, to: style)
                        } else {
                            var changed = cell
                            changed.style = style
                            frame.set(changed, x: x, y: y)
                        }
                    }
                }
            }
        }
    }

    /// `color` as a palette entry chosen against `threshold` (0–15); other colours as they are.
    func dithered(_ color: Color, threshold: Int) -> Color {
        guard case .palette(let count) = depth else { return color }
        return Self.cubeTable.withUnsafeBufferPointer { cube in
            Self.greyTable.withUnsafeBufferPointer { grey in
                Tables(count: count, cube: cube, grey: grey).dithered(color, threshold: threshold)
            }
        }
    }

    /// A palette of `count` colours and the step tables, borrowed for a frame: what dithers
    /// a colour from its channels with a few lookups.
    private struct Tables {
        let count: Int
        let cube: UnsafeBufferPointer<UInt8>
        let grey: UnsafeBufferPointer<UInt8>

        /// The cube's first step above black (`cubeSteps[1]`), and the index of the last grey
        /// step (`greySteps.count - 1`, white): constants, not lookups, on this path.
        private static let firstStep = 95
        private static let lastGrey = 25

        @inline(__always)
        func dithered(_ color: Color, threshold: Int) -> Color {
            guard case .rgb(let r, let g, let b) = color else { return color }
            if count >= 256 {
                let grey = (Int(r) + Int(g) + Int(b)) / 3
                let row = threshold << 8
                if abs(Int(r) - grey) < 10 && abs(Int(g) - grey) < 10 && abs(Int(b) - grey) < 10 {
                    let step = Int(self.grey[row + grey])
                    return .indexed(step == 0 ? 16 : step == Self.lastGrey ? 231 : UInt8(231 + step))
                }
                // A colour reaching past the cube's first step keeps its channels below that step
                // at the nearest one (0 or 95): lifted to 95 in some cells, a saturated blue's red
                // and green speck it with grey. Colours darker throughout still mix there.
                let reachesPastGap = Int(max(r, g, b)) >= Self.firstStep
                @inline(__always) func step(_ value: UInt8) -> Int {
                    guard reachesPastGap, Int(value) < Self.firstStep else { return Int(cube[row + Int(value)]) }
                    return Int(value) * 2 < Self.firstStep ? 0 : 1
                }
                return .indexed(UInt8(16 + 36 * step(r) + 6 * step(g) + step(b)))
            }
            // Eight (or sixteen) colours: each channel on or off; bright when what is on is near full.
            let limit = (17 + 2 * threshold) * 255
            var bits = 0, lit = 0, litSum = 0
            func light(_ channel: UInt8, bit: Int) {
                guard Int(channel) * 64 > limit else { return }
                bits |= bit
                lit += 1
                litSum += Int(channel)
            }
            light(r, bit: 1)
            light(g, bit: 2)
            light(b, bit: 4)
            let bright = count >= 16 && lit > 0 && litSum / lit > 230
            return .indexed(UInt8(bits + (bright ? 8 : 0)))
        }
    }

    /// `step(value, in: cubeSteps, threshold:)` for every threshold and value, by
    /// `threshold × 256 + value`: a frame's worth of picture cells dithered by lookups.
    private static let cubeTable = table(for: cubeSteps)
    /// The same for `greySteps`.
    private static let greyTable = table(for: greySteps)

    private static func table(for steps: [Int]) -> [UInt8] {
        (0..<16).flatMap { threshold in (0..<256).map { UInt8(step($0, in: steps, threshold: threshold)) } }
    }

    /// The index of the step `value` takes among `steps` (ascending): the one below it, or
    /// the one above where the threshold says so.
    private static func step(_ value: Int, in steps: [Int], threshold: Int) -> Int {
        var upper = 1
        while upper < steps.count - 1 && steps[upper] < value { upper += 1 }
        let low = steps[upper - 1], high = steps[upper]
        guard value > low else { return upper - 1 }
        guard value < high else { return upper }
        // Toward the upper step by (value − low)/(high − low), against thresholds spread over
        // the middle half (¼ + (threshold + ½)/32): colours near a step keep it, so a cell's
        // big steps (0 to 95 in the cube) mix only where a colour is well between them.
        return (value - low) * 64 > (17 + 2 * threshold) * (high - low) ? upper : upper - 1
    }
}
