#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CellCanvas
import Foundation
import Testing
@testable import SwipeComponents
@testable import SwipeTUI

/// Sizes read from pictures never overflow: a header may state any size, and what is
/// computed from it is checked. A picture too large is one line on its card, never a trap.
@Suite("Hostile sizes")
struct HostileSizeTests {
    /// The 45 bytes of issue 22: a PNG whose IHDR says 4294967295×4294967295, then IEND.
    static let hugePNG: [UInt8] = [
        0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52,
        0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x08, 0x02, 0x00, 0x00, 0x00, 0x5D, 0x94, 0xB9,
        0x69, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82,
    ]

    static func littleEndian(_ value: Int, bytes count: Int) -> [UInt8] {
        (0..<count).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }

    /// A GIF's header and logical screen of `width × height`, no frames.
    static func gif(width: Int, height: Int) -> [UInt8] {
        Array("GIF89a".utf8) + littleEndian(width, bytes: 2) + littleEndian(height, bytes: 2) + [0, 0, 0, 0x3B]
    }

    /// A 24-bit BMP with a 40-byte info header stating `width × height` (negative: stored top
    /// down), and `rows` of blue-green-red pixels (each padded to four bytes) as stored.
    static func bmp(width: Int32, height: Int32, rows: [[(UInt8, UInt8, UInt8)]] = []) -> [UInt8] {
        let pixels = rows.flatMap { row in
            let bytes = row.flatMap { [$0.0, $0.1, $0.2] }
            return bytes + [UInt8](repeating: 0, count: (4 - bytes.count % 4) % 4)
        }
        return Array("BM".utf8) + littleEndian(54 + pixels.count, bytes: 4) + [0, 0, 0, 0] + littleEndian(54, bytes: 4)
            + littleEndian(40, bytes: 4) + littleEndian(Int(width), bytes: 4) + littleEndian(Int(height), bytes: 4)
            + [1, 0, 24, 0] + [UInt8](repeating: 0, count: 24) + pixels
    }

    /// A baseline JPEG's frame header stating `width × height` (three components) and the
    /// start of a scan: a header reader's whole diet, with no picture data.
    static func jpeg(width: Int, height: Int) -> [UInt8] {
        [0xFF, 0xD8, 0xFF, 0xC0, 0x00, 0x11, 0x08, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF),
         0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01,
         0xFF, 0xDA, 0x00, 0x0C, 0x03, 0x01, 0x00, 0x02, 0x11, 0x03, 0x11, 0x00, 0x3F, 0x00]
    }

    /// An extended WebP (VP8X) whose canvas is as large as its 24-bit fields say: 16777216 a side.
    static let largestWebP: [UInt8] = Array("RIFF".utf8) + littleEndian(22, bytes: 4) + Array("WEBPVP8X".utf8)
        + littleEndian(10, bytes: 4) + [0, 0, 0, 0] + [0xFF, 0xFF, 0xFF] + [0xFF, 0xFF, 0xFF]

    static func message(_ bytes: [UInt8], keptSide: Int = PictureDecoder.symbolSide) -> String? {
        do {
            _ = try PictureDecoder.decode(bytes, keptSide: keptSide)
            return nil
        } catch {
            return error.description
        }
    }

    @Test("every format's largest stated size is one line, at both kept sides, never a trap",
          arguments: [PictureDecoder.symbolSide, PictureDecoder.pixelSide])
    func hostileHeaders(keptSide: Int) {
        #expect(Self.message(Self.hugePNG, keptSide: keptSide) == "PNG picture too large to show (4294967295×4294967295)")
        #expect(Self.message(Self.gif(width: 65535, height: 65535), keptSide: keptSide)
            == "GIF picture too large to show (65535×65535)")
        #expect(Self.message(Self.bmp(width: 1, height: Int32.min), keptSide: keptSide) == "BMP picture too large to show (1×2147483648)")
        #expect(Self.message(Self.bmp(width: -1, height: Int32.min), keptSide: keptSide)
            == "BMP picture too large to show (4294967295×2147483648)")
        #expect(Self.message(Self.jpeg(width: 65535, height: 65535), keptSide: keptSide)
            == "JPEG picture too large to show (65535×65535)", "over libjpeg's own limit of 65500 a side")
        #expect(Self.message(Self.largestWebP, keptSide: keptSide) == "WebP picture too large to show (16777216×16777216)")
    }

    @Test("a PNG whose first chunk is not IHDR states no size: it is corrupt, not too large")
    func pngWithoutHeaderChunk() {
        var text = Self.hugePNG
        text.replaceSubrange(12..<16, with: Array("tEXt".utf8))
        #expect(PictureFormat.png.statedSize(in: text) == nil)
        #expect(Self.message(text) == "corrupt PNG picture")
        #expect(PictureFormat.png.statedSize(in: Self.hugePNG) == PictureSize(width: 4_294_967_295, height: 4_294_967_295))
    }

    @Test("a BMP stored top down (its height negative) decodes, top row first")
    func topDownBMP() throws {
        let red: (UInt8, UInt8, UInt8) = (0, 0, 255), blue: (UInt8, UInt8, UInt8) = (255, 0, 0)
        let picture = try PictureDecoder.decode(Self.bmp(width: 2, height: -2, rows: [[red, red], [blue, blue]]))
        #expect(picture.width == 2 && picture.height == 2)
        #expect(picture.pixel(x: 0, y: 0) == (255, 0, 0) && picture.pixel(x: 1, y: 1) == (0, 0, 255))
    }

    @Test("an OS/2 BMP (a 12-byte header, 16-bit sides) is read at its own size, not refused as enormous")
    func os2BMP() throws {
        let green: [UInt8] = [0, 255, 0]
        let row = green + green + green + [0, 0, 0]
        let bytes = Array("BM".utf8) + Self.littleEndian(26 + 2 * row.count, bytes: 4) + [0, 0, 0, 0] + Self.littleEndian(26, bytes: 4)
            + Self.littleEndian(12, bytes: 4) + Self.littleEndian(3, bytes: 2) + Self.littleEndian(2, bytes: 2) + [1, 0, 24, 0] + row + row
        #expect(PictureFormat.bmp.statedSize(in: bytes) == PictureSize(width: 3, height: 2))
        let picture = try PictureDecoder.decode(bytes)
        #expect(picture.width == 3 && picture.height == 2 && picture.pixel(x: 2, y: 1) == (0, 255, 0))
    }

    @Test("a size's pixels and bytes are counted without overflow: nil past Int, never a trap")
    func checkedSizes() {
        #expect(PictureSize(width: 4_294_967_295, height: 4_294_967_295).pixelCount == nil)
        #expect(PictureSize(width: 4_000_000_000, height: 1_000_000_000).rgbByteCount == nil, "the pixels fit, their bytes do not")
        #expect(PictureSize(width: -2, height: -3).pixelCount == nil)
        #expect(PictureSize(width: 640, height: 480).rgbByteCount == 921_600)
        #expect(!PictureSize(width: Int.max, height: 2).hasAtMost(pixels: Int.max))
        #expect(PictureSize(width: 0, height: Int.max).hasAtMost(pixels: 1), "nothing to decode: corrupt, not too large")
    }

    @Test("pixels a program gives with a size whose bytes overflow are refused, not a trap")
    func pictureViewSize() {
        #expect(PictureView(rgb: [0, 0, 0], width: Int.max, height: 2) == nil)
        #expect(PictureView(rgb: [0, 0, 0], width: 1 << 32, height: 1 << 31) == nil)
    }

    @Test("from a path or given as bytes (a preview's output), the picture's state is the one line")
    func library() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("swipe-huge-\(getpid()).png")
        try Data(Self.hugePNG).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let library = PictureLibrary()
        let given = library.add(Self.hugePNG)
        #expect(library.state(of: PathBytes(file.path)) == .loading)
        #expect(library.state(of: given) == .loading)
        let deadline = Date().addingTimeInterval(5)
        while library.isBusy && Date() < deadline { usleep(5_000) }
        let refused = PictureLibrary.State.failed("PNG picture too large to show (4294967295×4294967295)")
        #expect(library.state(of: PathBytes(file.path)) == refused)
        #expect(library.state(of: given) == refused)
    }
}
