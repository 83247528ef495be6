import CellCanvas
import Foundation
import Testing
@testable import SwipeComponents

/// Files cut short or damaged part way down (the fixtures are 64×48 pictures cut at 60 % of
/// their bytes, or with bytes overwritten half way): the rows that decoded show, with a note
/// saying how much, as chafa and timg show them; a file with nothing to show is still one line.
@Suite("Partial pictures")
struct PartialPictureTests {
    /// The picture in `name`: in PartialPictures/, else among the whole ones in Pictures/.
    static func decoded(_ name: String) throws -> Picture {
        let partial = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("PartialPictures/\(name)").path
        let path = FileManager.default.fileExists(atPath: partial) ? partial : PictureTests.path(name)
        return try PictureDecoder.decode(try FileBytes.read(PathBytes(path)))
    }

    @Test("a PNG, a JPEG, a GIF and a WebP cut short show their top rows, with how much shows",
          arguments: ["cut-short.png", "cut-short.jpg", "cut-short.gif", "cut-short.webp"])
    func cutShort(name: String) throws {
        let picture = try Self.decoded(name)
        let note = picture.note ?? "none"
        #expect(note.hasPrefix("truncated: ") && note.hasSuffix("% shown"), "\(note)")
        let percent = Int(note.dropFirst("truncated: ".count).prefix { $0.isNumber }) ?? 0
        #expect(percent > 0 && percent < 100, "\(note)")
        // The rows shown are the picture's top rows: as wide as the whole, fewer of them.
        #expect(picture.width == 64 && picture.height < 48 && picture.height >= 48 * percent / 100 - 1,
                "\(picture.width)×\(picture.height) for \(note)")
    }

    @Test("a GIF cut inside a data sub-block shows only what its bytes drew: no row of palette colour 0 past the cut")
    func gifCutInsideASubBlock() throws {
        // 64×48 of palette index 1 (blue); index 0 is red. A decoder that reads past the
        // cut gets zero bytes, code 0: red pixels that are not in the file.
        let whole = Self.flatGIF(width: 64, height: 48, index: 1, palette: [(255, 0, 0), (0, 0, 255)])
        let full = try PictureDecoder.decode(whole)
        #expect(full.note == nil && full.height == 48 && full.pixel(x: 63, y: 47).2 == 255 && full.pixel(x: 63, y: 47).0 == 0)
        let cut = Array(whole.prefix(whole.count * 6 / 10))
        let picture = try PictureDecoder.decode(cut)
        #expect(picture.note?.hasPrefix("truncated: ") == true, "\(picture.note ?? "none")")
        var red = 0
        for y in 0..<picture.height {
            for x in 0..<picture.width where picture.pixel(x: x, y: y).0 > 100 { red += 1 }
        }
        #expect(red == 0, "\(red) red pixels in \(picture.width)×\(picture.height)")
        #expect(picture.height > 10 && picture.height < 48, "\(picture.height) rows")
    }

    /// A GIF of `width × height` pixels all of palette `index`, its LZW codes 8 bits wide
    /// (a clear code every 100 pixels keeps them so): one byte a pixel.
    static func flatGIF(width: Int, height: Int, index: UInt8, palette: [(UInt8, UInt8, UInt8)]) -> [UInt8] {
        var bytes = Array("GIF89a".utf8)
        bytes += [UInt8(width & 0xFF), UInt8(width >> 8), UInt8(height & 0xFF), UInt8(height >> 8), 0xF6, 0, 0]
        for entry in 0..<128 {
            let colour = entry < palette.count ? palette[entry] : (0, 0, 0)
            bytes += [colour.0, colour.1, colour.2]
        }
        bytes += [0x2C, 0, 0, 0, 0, UInt8(width & 0xFF), UInt8(width >> 8), UInt8(height & 0xFF), UInt8(height >> 8), 0, 7]
        var codes: [UInt8] = []
        for pixel in 0..<width * height {
            if pixel % 100 == 0 { codes.append(128) }
            codes.append(index)
        }
        codes.append(129)
        var start = 0
        while start < codes.count {
            let block = codes[start..<min(start + 255, codes.count)]
            bytes.append(UInt8(block.count))
            bytes += block
            start += block.count
        }
        bytes += [0, 0x3B]
        return bytes
    }

    @Test("a JPEG damaged half way shows the rows before the damage; a progressive one cut short shows every row, coarser")
    func damagedAndProgressive() throws {
        let damaged = try Self.decoded("damaged.jpg")
        #expect(damaged.note?.hasPrefix("damaged: ") == true && damaged.height < 48, "\(damaged.note ?? "none")")
        let progressive = try Self.decoded("cut-short-progressive.jpg")
        #expect(progressive.note == "truncated: shown as far as it decoded" && progressive.height == 48,
                "\(progressive.note ?? "none") \(progressive.height)")
    }

    @Test("whole files have no note; one with nothing before the cut is still one line")
    func whole() throws {
        for name in ["gradient.png", "gradient.jpg", "quadrants.gif", "gradient.webp", "gradient.bmp"] {
            #expect(try Self.decoded(name).note == nil, "\(name)")
        }
        #expect(throws: ContentError.self) { try Self.decoded("truncated.jpg") }
    }

    @Test("the note shows on the card's last picture row, under the picture")
    func noteOnTheCard() throws {
        let picture = try Self.decoded("cut-short.png")
        var partial = picture
        partial.note = "truncated: 47% shown"
        var buffer = CellBuffer(size: Size(columns: 40, rows: 16))
        let context = ItemContext(isFocused: true, style: Theme.standard(colorEnabled: true).focusedCard)
        PictureRasterizer.draw(partial, in: Rect(x: 2, y: 3, width: 36, height: 12), context: context, on: &buffer)
        let rows = buffer.renderedText().split(separator: "\n", omittingEmptySubsequences: false)
        #expect(rows[14].contains("truncated: 47% shown"))
        #expect(!rows[13].contains("truncated"))
    }
}
