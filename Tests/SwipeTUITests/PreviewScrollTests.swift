import Testing
@testable import SwipeTUI

/// `--preview-window`'s `+SCROLL[OFFSETS]`, `wrap` and `nowrap`, as fzf's man page gives
/// them: the line named counts from 1, `-N` shows N lines above it, `/N` (or `-/N`) puts it
/// 1/N of the way down the pane.
@Suite("--preview-window scroll offsets")
struct PreviewScrollTests {
    static func rows(_ spec: String, item: String, height: Int = 20) throws -> Int {
        let window = try PreviewWindow(parsing: spec)
        let scroll = try #require(window.scroll)
        return scroll.rows(for: PreviewItem(text: item, index: 0), delimiter: FieldDelimiter(parsing: ":"), height: height)
    }

    @Test("offsets as fzf computes them", arguments: [
        ("+10", "a:5", 9), ("+{2}", "a:42", 41), ("+{2}-5", "a:42", 36), ("+{2}+3", "a:42", 44), ("+{2}/2", "a:42", 31),
        ("+{2}-/2", "a:42", 31), ("right,+{2}-/3:wrap", "a:42", 35), ("+{2}-5", "a:3", 0), ("+{2}", "a:word", 0),
        ("+{-1}-1", "a:b:7", 5), ("+{2}", "a:99999999999999999999", 999_999_998), ("+{2}", "a:-4", 0),
        ("+{2}", "a:$(touch x)12", 11),
    ])
    func offsets(spec: String, item: String, expected: Int) throws {
        #expect(try Self.rows(spec, item: item) == expected)
    }

    @Test("wrap and nowrap; a scroll that is not fzf's shape is refused")
    func parsing() throws {
        #expect(try PreviewWindow(parsing: "up:wrap").wraps)
        #expect(try !PreviewWindow(parsing: "wrap:nowrap").wraps)
        #expect(try !PreviewWindow(parsing: "right").wraps && PreviewWindow(parsing: "right").scroll == nil)
        for bad in ["+", "+x", "+{2", "+{a}", "+{2}*3", "+{2}/0", "+5-"] {
            #expect(throws: PreviewWindowError.self, "\(bad)") { try PreviewWindow(parsing: bad) }
        }
    }
}
