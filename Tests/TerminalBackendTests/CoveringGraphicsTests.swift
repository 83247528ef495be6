#if canImport(Glibc)
import Glibc
#endif
import CellCanvas
import Testing
@testable import TerminalBackend

/// Pictures drawn over cells: sixel and iTerm2's inline images, drawn once at rest, their
/// cells written again when they go.
@Suite("Sixel and inline images")
struct CoveringGraphicsTests {
    static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    static func frame(_ size: Size = Size(columns: 40, rows: 12), placing pictures: [(PixelPicture, Rect)]) -> CellBuffer {
        var buffer = CellBuffer(size: size)
        for (picture, frame) in pictures {
            buffer.fill(frame, with: Cell("▀", style: Style(foreground: .rgb(9, 9, 9))))
            buffer.place(picture, in: frame)
        }
        return buffer
    }

    /// Two columns of red over two of blue, 4×6.
    static let redBlue: ScaledPixels = {
        var rgb: [UInt8] = []
        for _ in 0..<6 { rgb += [255, 0, 0, 255, 0, 0, 0, 0, 255, 0, 0, 255] }
        return ScaledPixels(width: 4, height: 6, rgb: rgb)
    }()

    @Test("sixel: raster attributes, a register per colour in percent, one band, runs of columns")
    func sixelBytes() {
        let text = Self.text(SixelEncoder.encode(Self.redBlue, registers: 256))
        #expect(text.hasPrefix("\u{1B}P0;1;0q\"1;1;4;6"))
        #expect(text.hasSuffix("-\u{1B}\\"))
        #expect(text.contains(";2;100;0;0") && text.contains(";2;0;0;100"))
        // Full columns are `~` (63 + 0b111111): red in the first two, blue after two empty.
        let red = text.contains("#0;2;100;0;0") ? "#0" : "#1", blue = red == "#0" ? "#1" : "#0"
        #expect(text.contains("\(red)~~$\(blue)??~~") || text.contains("\(blue)??~~$\(red)~~"))
    }

    @Test("sixel: runs longer than three use the repeat introducer; a picture of one colour is one run a band")
    func sixelRuns() {
        let flat = ScaledPixels(width: 100, height: 12, rgb: [UInt8](repeating: 40, count: 100 * 12 * 3))
        let text = Self.text(SixelEncoder.encode(flat, registers: 16))
        #expect(text.contains("#0!100~-#0!100~-"))
    }

    @Test("sixel palette: no more colours than registers, and the picture's own colours when few")
    func palette() {
        var rgb: [UInt8] = []
        for index in 0..<(64 * 64) { rgb += [UInt8(index % 64 * 4), UInt8(index / 64 * 4), 128] }
        let pixels = ScaledPixels(width: 64, height: 64, rgb: rgb)
        let text = Self.text(SixelEncoder.encode(pixels, registers: 16))
        #expect(text.contains("#15;2;") && !text.contains("#16;2;"))
        #expect(Self.text(SixelEncoder.encode(Self.redBlue, registers: 256)).components(separatedBy: ";2;").count == 3)
    }

    @Test("a stored PNG: signature, header, checksums as zlib and PNG say")
    func png() {
        #expect(StoredPNG.adler32(Array("Wikipedia".utf8)) == 0x11E6_0398)
        #expect(StoredPNG.crc32(Array("123456789".utf8)) == 0xCBF4_3926)
        let file = StoredPNG.encode(Self.redBlue)
        #expect(Array(file.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(Self.text(Array(file[12..<16])) == "IHDR")
        #expect(Array(file[16..<24]) == [0, 0, 0, 4, 0, 0, 0, 6])
        #expect(Self.text(Array(file.suffix(8).prefix(4))) == "IEND")
    }

    @Test("iTerm2 inline image: OSC 1337 File= over the cells, the cursor left in place, ended by BEL")
    func inlineImage() {
        let bytes = InlineImage.bytes(for: Self.redBlue, columns: 8, rows: 3)
        let text = Self.text(bytes)
        let file = StoredPNG.encode(Self.redBlue)
        #expect(text == "\u{1B}]1337;File=inline=1;size=\(file.count);width=8;height=3;preserveAspectRatio=0;doNotMoveCursor=1:"
                + Self.text(Base64.encode(file)) + "\u{7}")
    }

    @Test("drawn once at rest at its first cell, not again while its cells stay; when it goes its cells are written again")
    func lifecycle() {
        var graphics = CoveringGraphics(format: .inlineImage)
        let picture = PixelPicture(width: 8, height: 8, rgb: [UInt8](repeating: 90, count: 8 * 8 * 3))
        let place = Rect(x: 3, y: 2, width: 8, height: 4)
        let frame = Self.frame(placing: [(picture, place)])
        #expect(graphics.uncover(for: frame.intactPictures, in: frame).isEmpty)
        // Encoded off the frame loop: the frame keeps its symbols until the encoding is done.
        #expect(graphics.bytes(screenWasErased: false, rowOffset: 0).isEmpty)
        #expect(graphics.isWaitingForEncoding)
        graphics.waitForEncodings()
        let first = Self.text(graphics.bytes(screenWasErased: false, rowOffset: 0))
        #expect(!graphics.isWaitingForEncoding)
        #expect(first.hasPrefix("\u{1B}[3;4H\u{1B}]1337;File=inline=1;"))
        #expect(first.contains("width=8;height=4;"))
        #expect(graphics.lastEncoded != nil)
        // The same frame: nothing.
        #expect(graphics.uncover(for: frame.intactPictures, in: frame).isEmpty)
        #expect(graphics.bytes(screenWasErased: false, rowOffset: 0).isEmpty)
        // The screen erased: drawn again (from the kept encoding).
        #expect(!graphics.bytes(screenWasErased: true, rowOffset: 0).isEmpty)
        // Gone (moving: symbols): its cells written again, nothing drawn.
        let moving = Self.frame(placing: [])
        #expect(graphics.uncover(for: moving.intactPictures, in: moving) == [place])
        #expect(graphics.bytes(screenWasErased: false, rowOffset: 0).isEmpty)
    }

    @Test("a picture that goes before its encoding is done is never drawn; the wake-up says when one is done")
    func goneBeforeEncoded() {
        var graphics = CoveringGraphics(format: .sixel(registers: 256))
        let picture = PixelPicture(width: 64, height: 64, rgb: [UInt8](repeating: 200, count: 64 * 64 * 3))
        let frame = Self.frame(placing: [(picture, Rect(x: 2, y: 1, width: 10, height: 5))])
        _ = graphics.uncover(for: frame.intactPictures, in: frame)
        #expect(graphics.bytes(screenWasErased: false, rowOffset: 0).isEmpty)
        // It moves on (symbols) before the encoding is done: nothing to uncover, nothing drawn.
        let moving = Self.frame(placing: [])
        #expect(graphics.uncover(for: moving.intactPictures, in: moving).isEmpty)
        graphics.waitForEncodings()
        var ready = pollfd(fd: graphics.wakeDescriptor, events: Int16(POLLIN), revents: 0)
        #expect(poll(&ready, 1, 0) == 1, "the wake-up pipe is readable once an encoding is done")
        #expect(graphics.bytes(screenWasErased: false, rowOffset: 0).isEmpty)
        #expect(poll(&ready, 1, 0) == 0, "and emptied when the pictures are looked at")
        // Back at rest: drawn at once from the kept encoding.
        _ = graphics.uncover(for: frame.intactPictures, in: frame)
        #expect(Self.text(graphics.bytes(screenWasErased: false, rowOffset: 0)).hasPrefix("\u{1B}[2;3H\u{1B}P0;1;0q"))
    }

    @Test("a picture on the last row stays in symbols: the cursor would scroll the screen")
    func lastRow() {
        var graphics = CoveringGraphics(format: .sixel(registers: 256))
        let picture = PixelPicture(width: 8, height: 8, rgb: [UInt8](repeating: 90, count: 8 * 8 * 3))
        let frame = Self.frame(placing: [(picture, Rect(x: 0, y: 8, width: 8, height: 4))])
        _ = graphics.uncover(for: frame.intactPictures, in: frame)
        #expect(graphics.bytes(screenWasErased: false, rowOffset: 0).isEmpty)
    }

    @Test("the writer writes forgotten cells again though they did not change")
    func forget() {
        var writer = FrameWriter(capabilities: .xterm256)
        let frame = CellBuffer(size: Size(columns: 10, rows: 3), filling: Cell("x"))
        _ = writer.bytes(for: frame)
        #expect(writer.bytes(for: frame).isEmpty)
        writer.forget(Rect(x: 2, y: 1, width: 3, height: 1))
        let text = Self.text(writer.bytes(for: frame))
        #expect(text.hasPrefix("\u{1B}[2;3Hx") && text.count < 16)
    }

    @Test("auto: iTerm2 or WezTerm by name, else sixel where device attributes list 4 or registers were told")
    func detection() {
        #expect(Terminal.coveringFormat(attributes: [62, 22], sixelRegisters: nil, termProgram: "WezTerm") == .inlineImage)
        #expect(Terminal.coveringFormat(attributes: [63, 1, 2, 4, 6], sixelRegisters: nil, termProgram: nil) == .sixel(registers: 256))
        #expect(Terminal.coveringFormat(attributes: [62], sixelRegisters: 1024, termProgram: nil) == .sixel(registers: 1024))
        #expect(Terminal.coveringFormat(attributes: [4], sixelRegisters: nil, termProgram: nil) == nil)
        #expect(Terminal.coveringFormat(attributes: [62, 22], sixelRegisters: nil, termProgram: nil) == nil)
    }
}
