/// The symbols pictures are drawn with in text cells (`--blocks`): each cell shows two
/// colours, split by the symbol's shape.
public enum BlockSymbols: String, Sendable, CaseIterable {
    /// `▀`: two pixels a cell, one above the other; every font has it.
    case half
    /// `▘▝▖▗▌▐▚▞▙▛▜▟…`: 2×2 pixels a cell; nearly every font has them.
    case quadrant
    /// Unicode 13's sextants: 2×3 pixels a cell; needs a recent font (kitty, WezTerm, foot,
    /// Ghostty and recent VTE draw them themselves).
    case sextant

    /// Samples a cell holds across and down.
    public var grid: (columns: Int, rows: Int) {
        switch self {
        case .half: return (1, 2)
        case .quadrant: return (2, 2)
        case .sextant: return (2, 3)
        }
    }

    /// The symbol whose ink covers the samples set in `mask` (bit `row × columns + column`).
    public func glyph(_ mask: Int) -> Character {
        switch self {
        case .half: return Self.halves[mask]
        case .quadrant: return Self.quadrants[mask]
        case .sextant: return Self.sextants[mask]
        }
    }

    /// The symbols as glyphs, by mask (made once: a glyph from a character is not free).
    private var glyphs: [Glyph] {
        switch self {
        case .half: return Self.halfGlyphs
        case .quadrant: return Self.quadrantGlyphs
        case .sextant: return Self.sextantGlyphs
        }
    }

    private static let halfGlyphs = halves.map(Glyph.init)
    private static let quadrantGlyphs = quadrants.map(Glyph.init)
    private static let sextantGlyphs = sextants.map(Glyph.init)

    private static let halves: [Character] = [" ", "▀", "▄", "█"]
    private static let quadrants: [Character] = [" ", "▘", "▝", "▀", "▖", "▌", "▞", "▛", "▗", "▚", "▐", "▜", "▄", "▙", "▟", "█"]
    /// U+1FB00… in order of the mask, skipping the four Unicode has elsewhere (blank, the
    /// left and right halves, full).
    private static let sextants: [Character] = (0..<64).map { mask in
        switch mask {
        case 0: return " "
        case 63: return "█"
        case 21: return "▌"
        case 42: return "▐"
        default:
            let index = mask - 1 - (mask > 21 ? 1 : 0) - (mask > 42 ? 1 : 0)
            return Character(Unicode.Scalar(0x1FB00 + UInt32(index))!)
        }
    }

    /// The symbol whose ink covers what `glyph`'s leaves (`▟` for `▘`), when `glyph` is one
    /// of the symbols of two colours: drawn with its colours swapped, it looks the same (a
    /// writer picks whichever form changes fewer colours). Nil for any other glyph, a space
    /// and a full block included.
    public static func complement(of glyph: Glyph) -> Glyph? {
        complements[glyph]
    }

    private static let complements: [Glyph: Glyph] = {
        var pairs: [Glyph: Glyph] = [:]
        for symbols in allCases {
            let glyphs = symbols.glyphs, full = glyphs.count - 1
            for mask in 1..<full { pairs[glyphs[mask]] = glyphs[full - mask] }
        }
        return pairs
    }()

    /// Shades from the least ink to the most, for terminals without colour: from dark to
    /// light where the text is light on a dark background, from light to dark on a light one.
    public static let ramp: [Character] = [" ", "░", "▒", "▓", "█"]

    /// The cell that best shows `samples` (a cell's, row by row, `grid` of them): the split
    /// of them into two groups with the least squared error, the symbol of that split drawn
    /// in one group's mean colour on the other's, marked `.picture` (a terminal with few
    /// colours dithers it). Without colour, a shade of the grey ramp, whose ink is the
    /// text's colour: light samples take the most ink on a dark background, and the least
    /// `onLightBackground`, so the picture is never a negative.
    public func cell(for samples: [(UInt8, UInt8, UInt8)], colorEnabled: Bool, onLightBackground: Bool = false) -> Cell {
        precondition(samples.count == grid.columns * grid.rows, "a cell's samples are its grid's")
        guard colorEnabled else {
            let light = samples.reduce(0.0) { $0 + Self.luminance($1) } / Double(samples.count)
            let ink = onLightBackground ? 1 - light : light
            return Cell(Self.ramp[min(max(Int(ink * Double(Self.ramp.count)), 0), Self.ramp.count - 1)])
        }
        let split = split(samples)
        // One colour throughout: a space on it.
        if split.mask == (1 << samples.count) - 1 {
            return Cell(glyph: .space, style: Style(background: .rgb(split.ink.0, split.ink.1, split.ink.2), attributes: .picture))
        }
        let inkColor = Color.rgb(split.ink.0, split.ink.1, split.ink.2)
        let paperColor = Color.rgb(split.paper.0, split.paper.1, split.paper.2)
        return Cell(glyph: glyphs[split.mask], style: Style(foreground: inkColor, background: paperColor, attributes: .picture))
    }

    /// The split of a cell's `samples` (at most 6) into two groups with the least squared
    /// error — what a cell of two colours shows best: the group holding the first sample
    /// (`mask`, bit `index` set for each of its samples) and each group's mean colour. All
    /// samples equal: the mask holds them all and both means are their colour. Pictures draw
    /// their cells with it (`cell(for:colorEnabled:)`) and big titles their letters.
    public func split(_ samples: [(UInt8, UInt8, UInt8)]) -> (mask: Int, ink: (UInt8, UInt8, UInt8), paper: (UInt8, UInt8, UInt8)) {
        samples.withUnsafeBufferPointer { samples in
            if samples.allSatisfy({ $0 == samples[0] }) { return ((1 << samples.count) - 1, samples[0], samples[0]) }
            if samples.count == 4 { return Self.bestSplit(ofFour: samples) }
            return withUnsafeTemporaryAllocation(of: (Int, Int, Int).self, capacity: 1 << samples.count) { sums in
                bestSplit(of: samples, sums: sums)
            }
        }
    }

    /// The best split of `samples` (not all one colour). `sums` is room for the sum of
    /// every subset of them, by mask: each is a smaller subset's sum and one sample more, so
    /// all of them cost one addition each.
    ///
    /// The split with the least squared error is the one whose groups' sums, squared and
    /// divided by their sizes, add up to the most (the error is the samples' squares less
    /// that). Scores are kept in whole numbers, multiplied by 60 (which every group size up
    /// to six divides): exact, so equal splits tie as they are, the first mask winning. Only
    /// masks with the first sample in the ink are tried: each split once.
    func bestSplit(of samples: UnsafeBufferPointer<(UInt8, UInt8, UInt8)>,
                           sums: UnsafeMutableBufferPointer<(Int, Int, Int)>) -> (mask: Int, ink: (UInt8, UInt8, UInt8), paper: (UInt8, UInt8, UInt8)) {
        let count = samples.count
        sums[0] = (0, 0, 0)
        for mask in 1..<sums.count {
            let rest = sums[mask & (mask - 1)], sample = samples[mask.trailingZeroBitCount]
            sums[mask] = (rest.0 + Int(sample.0), rest.1 + Int(sample.1), rest.2 + Int(sample.2))
        }
        let total = sums[sums.count - 1]
        var best = (mask: 1, score: -1)
        for mask in stride(from: 1, to: sums.count, by: 2) {
            let ink = sums[mask], inkCount = mask.nonzeroBitCount
            let paper = (total.0 - ink.0, total.1 - ink.1, total.2 - ink.2)
            let score = (ink.0 * ink.0 + ink.1 * ink.1 + ink.2 * ink.2) * Self.sixtieths[inkCount]
                + (paper.0 * paper.0 + paper.1 * paper.1 + paper.2 * paper.2) * Self.sixtieths[count - inkCount]
            if score > best.score { best = (mask, score) }
        }
        let ink = sums[best.mask], inkCount = best.mask.nonzeroBitCount, paperCount = count - inkCount
        let inkMean = (UInt8(ink.0 / inkCount), UInt8(ink.1 / inkCount), UInt8(ink.2 / inkCount))
        let paperMean = paperCount == 0 ? inkMean
            : (UInt8((total.0 - ink.0) / paperCount), UInt8((total.1 - ink.1) / paperCount), UInt8((total.2 - ink.2) / paperCount))
        return (best.mask, inkMean, paperMean)
    }

    /// 60 divided by a group's size (none for an empty group, whose sum is zero).
    private static let sixtieths = [0, 60, 30, 20, 15, 12, 10]

    /// `bestSplit(of:sums:)` for four samples (a quadrant's cell, the symbols pictures are
    /// drawn with by default), the same answer worked out for the eight splits at once: lane
    /// `i` is mask `2i + 1`. The scores are below 2³¹ (four samples of three channels,
    /// 255 each, squared and times 60), so 32-bit lanes hold them exactly.
    static func bestSplit(ofFour samples: UnsafeBufferPointer<(UInt8, UInt8, UInt8)>) -> (mask: Int, ink: (UInt8, UInt8, UInt8), paper: (UInt8, UInt8, UInt8)) {
        typealias Lanes = SIMD8<Int32>
        // Which of samples 1, 2 and 3 each lane's mask puts in the ink (sample 0 always is).
        let secondInInk = Lanes(0, 1, 0, 1, 0, 1, 0, 1), thirdInInk = Lanes(0, 0, 1, 1, 0, 0, 1, 1)
        let fourthInInk = Lanes(0, 0, 0, 0, 1, 1, 1, 1)
        // 60 over the ink's size and over the paper's (0 for an empty paper).
        let inkWeights = Lanes(60, 30, 30, 20, 30, 20, 20, 15), paperWeights = Lanes(20, 30, 30, 60, 30, 60, 60, 0)
        // One channel's ink sums by lane, and its paper sums (the total less the ink).
        func channel(_ first: UInt8, _ second: UInt8, _ third: UInt8, _ fourth: UInt8) -> (ink: Lanes, paper: Lanes) {
            let a = Int32(first), b = Int32(second), c = Int32(third), d = Int32(fourth)
            var ink = Lanes(repeating: a)
            ink &+= secondInInk &* b
            ink &+= thirdInInk &* c
            ink &+= fourthInInk &* d
            return (ink, Lanes(repeating: a &+ b &+ c &+ d) &- ink)
        }
        let s0 = samples[0], s1 = samples[1], s2 = samples[2], s3 = samples[3]
        let red = channel(s0.0, s1.0, s2.0, s3.0), green = channel(s0.1, s1.1, s2.1, s3.1), blue = channel(s0.2, s1.2, s2.2, s3.2)
        func squares(_ red: Lanes, _ green: Lanes, _ blue: Lanes) -> Lanes {
            var sum = red &* red
            sum &+= green &* green
            sum &+= blue &* blue
            return sum
        }
        var scores = squares(red.ink, green.ink, blue.ink) &* inkWeights
        scores &+= squares(red.paper, green.paper, blue.paper) &* paperWeights
        let best = scores.max()
        var lane = 0
        while scores[lane] != best { lane += 1 }
        let inkCount = 1 + Int32(lane & 1) + Int32(lane >> 1 & 1) + Int32(lane >> 2), paperCount = 4 - inkCount
        let ink = (UInt8(red.ink[lane] / inkCount), UInt8(green.ink[lane] / inkCount), UInt8(blue.ink[lane] / inkCount))
        let paper = paperCount == 0 ? ink
            : (UInt8(red.paper[lane] / paperCount), UInt8(green.paper[lane] / paperCount), UInt8(blue.paper[lane] / paperCount))
        return (2 * lane + 1, ink, paper)
    }

    /// Relative luminance from 0 to 1 (Rec. 709 weights on the stored values).
    public static func luminance(_ color: (UInt8, UInt8, UInt8)) -> Double {
        (0.2126 * Double(color.0) + 0.7152 * Double(color.1) + 0.0722 * Double(color.2)) / 255
    }
}
