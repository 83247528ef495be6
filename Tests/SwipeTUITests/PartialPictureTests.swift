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
