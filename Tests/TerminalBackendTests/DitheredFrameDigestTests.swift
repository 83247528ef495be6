import Testing
import CellCanvas
import TerminalHarness
@testable import TerminalBackend

/// Frames of picture cells dither to exactly the palette entries they did before the dither
/// was made faster (issue 25 item 8): random colours, greys and near-greys, in picture cells
/// and text, narrow and wide, at 8, 16 and 256 colours, each dithered frame reduced to a
/// digest of its cells. The digests were recorded from the dither as it was at commit
/// f3e0cfe; a change that picks other entries must say why and record them again (the test
/// prints them).
@Suite("Dithered frame digests")
struct DitheredFrameDigestTests {
    /// Scenario `seed`'s frame, before dithering: 61×23 cells of random looks.
    static func frame(seed: UInt64) -> CellBuffer {
        var random = SeededGenerator(seed: seed)
        func color() -> Color {
            switch Int.random(in: 0..<8, using: &random) {
            case 0: return .default
            case 1: return .indexed(UInt8.random(in: 0...255, using: &random))
            case 2, 3:
                // Greys and colours near grey, where the grey ramp and the cube meet.
                let grey = Int.random(in: 0...255, using: &random)
                func near() -> UInt8 { UInt8(min(max(grey + Int.random(in: -12...12, using: &random), 0), 255)) }
                return .rgb(near(), near(), near())
            default:
                return .rgb(UInt8.random(in: 0...255, using: &random), UInt8.random(in: 0...255, using: &random),
                            UInt8.random(in: 0...255, using: &random))
            }
        }
        var frame = CellBuffer(size: Size(columns: 61, rows: 23))
        for y in 0..<frame.size.rows {
            for x in 0..<frame.size.columns {
                let attributes: TextAttributes = Int.random(in: 0..<4, using: &random) == 0 ? [] : .picture
                frame.set(Cell("▚", style: Style(foreground: color(), background: color(), attributes: attributes)), x: x, y: y)
            }
        }
        for _ in 0..<6 {
            frame.write("界x", x: Int.random(in: 0..<58, using: &random), y: Int.random(in: 0..<23, using: &random),
                        style: Style(foreground: color(), background: color(), attributes: .picture))
        }
        return frame
    }

    static let depths = [8, 16, 256]

    /// By seed, then by depth (8, 16, 256).
    static let recorded: [UInt64] = [
        0x9d117c807fee1883, 0x121e31d11825362, 0x7700d81ec37ad929,
        0xd9163d198e6e3048, 0x81c8f43dce715864, 0x57f407f7e2f3cd15,
        0x253390d4ecb542e0, 0xabecb70ec1c9c8e, 0xd1fa805c454da2ed,
        0x4695b882ae866792, 0x795c84fe790d7562, 0xd781719d7d3c62ee,
        0xfdcdc2876620a8bd, 0x48c008b0ed2bbff8, 0x6b1a1cdc664cd83e,
        0x76f9e52e17d6fe34, 0x7e7860aebe672323, 0x6cff4c29b1699e4e,
    ]

    @Test("random picture frames dither to the entries recorded", arguments: 0..<6)
    func digests(seed: Int) {
        for (index, count) in Self.depths.enumerated() {
            var frame = Self.frame(seed: UInt64(seed))
            OrderedDither(depth: .palette(count)).apply(to: &frame)
            let digest = CellDigest.of(frame)
            let expected = Self.recorded[seed * Self.depths.count + index]
            #expect(digest == expected, "seed \(seed), \(count) colours: 0x\(String(digest, radix: 16))")
        }
    }
}
