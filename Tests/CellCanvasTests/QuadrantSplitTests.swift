import Testing
import TerminalHarness
@testable import CellCanvas

/// A quadrant's four samples are split by lanes (`BlockSymbols.bestSplit(ofFour:)`), the
/// eight splits at once; it must give the general search's answer, ties and all.
@Suite("Quadrant splits")
struct QuadrantSplitTests {
    /// The general search over every subset's sum (what half blocks and sextants use).
    static func reference(_ samples: [(UInt8, UInt8, UInt8)]) -> (mask: Int, ink: (UInt8, UInt8, UInt8), paper: (UInt8, UInt8, UInt8)) {
        samples.withUnsafeBufferPointer { samples in
            withUnsafeTemporaryAllocation(of: (Int, Int, Int).self, capacity: 1 << samples.count) { sums in
                BlockSymbols.quadrant.bestSplit(of: samples, sums: sums)
            }
        }
    }

    static func same(_ a: (mask: Int, ink: (UInt8, UInt8, UInt8), paper: (UInt8, UInt8, UInt8)),
                     _ b: (mask: Int, ink: (UInt8, UInt8, UInt8), paper: (UInt8, UInt8, UInt8))) -> Bool {
        a.mask == b.mask && a.ink == b.ink && a.paper == b.paper
    }

    @Test("random samples, from a few values (so splits tie) and from all of them, split as the general search splits them")
    func randomSamples() {
        var random = SeededGenerator(seed: 25)
        for round in 0..<4_000 {
            // Few distinct values make equal scores common: the first mask must still win.
            let values: [UInt8] = round % 2 == 0 ? [0, 1, 128, 254, 255] : Array(0...255)
            let samples = (0..<4).map { _ in
                (values.randomElement(using: &random)!, values.randomElement(using: &random)!, values.randomElement(using: &random)!)
            }
            let fast = samples.withUnsafeBufferPointer { BlockSymbols.bestSplit(ofFour: $0) }
            #expect(Self.same(fast, Self.reference(samples)), "samples \(samples)")
        }
    }

    @Test("the extremes: black and white in every arrangement, and two colours in two pairs")
    func extremes() {
        let black: (UInt8, UInt8, UInt8) = (0, 0, 0), white: (UInt8, UInt8, UInt8) = (255, 255, 255)
        for mask in 0..<16 {
            let samples = (0..<4).map { mask >> $0 & 1 == 1 ? white : black }
            let fast = samples.withUnsafeBufferPointer { BlockSymbols.bestSplit(ofFour: $0) }
            #expect(Self.same(fast, Self.reference(samples)), "mask \(mask)")
        }
        let pairs: [(UInt8, UInt8, UInt8)] = [(255, 0, 0), (0, 0, 255), (255, 0, 0), (0, 0, 255)]
        #expect(BlockSymbols.quadrant.split(pairs).mask == 5)
    }
}
