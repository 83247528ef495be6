import CellCanvas
import Foundation
import TerminalHarness
import Testing
@testable import TerminalBackend

/// A picture drawn in symbols, in motion: nearly every cell changes each frame, each in its
/// own two colours. The frame writer's busiest case (a cover flow of photos), held to its
/// bytes by a golden and to the screen it makes by a terminal emulator.
@Suite("The writer's bytes for pictures in motion")
struct PictureMotionBytesTests {
    static let quadrants: [Character] = ["▘", "▝", "▀", "▖", "▌", "▞", "▛", "▗", "▚", "▐", "▜", "▄", "▙", "▟", "█", " "]

    /// A picture cell of `generator`'s choosing: a quadrant symbol in two colours from a few
    /// (so neighbours often share one, and the complement form pays), direct or palette.
    static func pictureCell(_ generator: inout SeededGenerator, direct: Bool) -> Cell {
        func color() -> Color {
            let shade = UInt8(Int.random(in: 0..<6, using: &generator) * 40)
            if direct { return .rgb(shade, 255 - shade, UInt8.random(in: 0...2, using: &generator) * 100) }
            return .indexed([16, 21, 196, 231, 244, 75, 3, 12][Int.random(in: 0..<8, using: &generator)])
        }
        let glyph = quadrants.randomElement(using: &generator)!
        return Cell(glyph, style: Style(foreground: color(), background: color(), attributes: .picture))
    }

    /// Frames of a picture sliding left a column or two at a time over a bordered row, with
    /// cells recoloured as a warp would, runs of one cell, and a row left as it was.
    static func frames(size: Size, count: Int, direct: Bool, seed: UInt64) -> [CellBuffer] {
        var generator = SeededGenerator(seed: seed)
        var frame = CellBuffer(size: size)
        frame.write(String(repeating: "─", count: size.columns), x: 0, y: 0, style: Style(foreground: .indexed(244)))
        var frames: [CellBuffer] = []
        for _ in 0..<count {
            let shift = Int.random(in: 1...2, using: &generator)
            for y in 1..<size.rows where y != 2 {
                for x in 0..<size.columns {
                    let moved = x + shift < size.columns ? frame[x + shift, y] : pictureCell(&generator, direct: direct)
                    frame.set(Int.random(in: 0..<4, using: &generator) == 0 ? pictureCell(&generator, direct: direct) : moved, x: x, y: y)
                }
            }
            let run = pictureCell(&generator, direct: direct)
            let start = Int.random(in: 0..<size.columns - 8, using: &generator)
            frame.fill(Rect(x: start, y: 1 + Int.random(in: 2..<size.rows - 1, using: &generator), width: 8, height: 1), with: run)
            frames.append(frame)
        }
        return frames
    }

    static func goldenPath(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens/\(name).txt").path
    }

    @Test("256 colours (dithered) and direct colour: the bytes of a picture's motion stay as they are (a golden)",
          arguments: [("256", TerminalCapabilities.xterm256), ("direct", Self.direct)])
    func golden(_ name: String, _ capabilities: TerminalCapabilities) {
        var writer = FrameWriter(capabilities: capabilities)
        var text = ""
        for (index, frame) in Self.frames(size: Size(columns: 24, rows: 6), count: 5, direct: name == "direct", seed: 25).enumerated() {
            let bytes = writer.bytes(for: frame)
            text += "== frame \(index): \(bytes.count) bytes for \(writer.lastChangedCells) changed cells\n" + GoldenFile.visible(bytes) + "\n"
        }
        #expect(GoldenFile.problem(with: text, goldenAt: Self.goldenPath("picture-motion-\(name)-24x6")) == nil)
    }

    /// Whether `shown` (a terminal's cell) looks like `wanted` (a frame's): the same glyph in
    /// its colours as the terminal shows them (a space's ink unseen), or its complement with
    /// the colours swapped.
    static func shows(_ shown: Cell, _ wanted: Cell, _ rendition: SelectGraphicRendition) -> Bool {
        let style = rendition.shown(wanted.style)
        if shown.glyph == wanted.glyph {
            return shown.style == style || (wanted.isSpace && shown.style.background == style.background)
        }
        let swapped = Style(foreground: style.background, background: style.foreground, attributes: style.attributes)
        return BlockSymbols.complement(of: wanted.glyph) == shown.glyph && shown.style == swapped
    }

    static var direct: TerminalCapabilities {
        var capabilities = TerminalCapabilities.xterm256
        capabilities.colorDepth = .direct
        return capabilities
    }

    @Test("random pictures in motion, in 256 colours, direct colour and on tmux: the terminal shows each frame exactly",
          arguments: [("256", TerminalCapabilities.xterm256), ("direct", Self.direct), ("tmux", TerminalCapabilities.tmux256)])
    func screens(_ name: String, _ capabilities: TerminalCapabilities) {
        let size = Size(columns: 40, rows: 8)
        var writer = FrameWriter(capabilities: capabilities)
        var screen = VirtualTerminal(size: size)
        let rendition = SelectGraphicRendition(depth: capabilities.colorDepth)
        for (index, frame) in Self.frames(size: size, count: 60, direct: name == "direct", seed: 2026_11_26).enumerated() {
            screen.feed(writer.bytes(for: frame))
            for y in 0..<size.rows {
                for x in 0..<size.columns where !Self.shows(screen[x, y], frame[x, y], rendition) {
                    Issue.record("frame \(index) (\(x), \(y)): shows \(screen[x, y]), frame has \(frame[x, y])")
                    return
                }
            }
        }
        #expect(screen.unknownSequences.isEmpty)
    }
}
