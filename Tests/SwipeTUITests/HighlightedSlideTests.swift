import Testing
import CellCanvas
import TerminalHarness
@testable import SwipeComponents
@testable import SwipeTUI

/// A slide with highlighted code in present mode: its frame as a golden (line numbers, the
/// block cut at the width), token looks with colour, and attributes alone under NO_COLOR.
@Suite("A highlighted code slide")
struct HighlightedSlideTests {
    static let size = Size(columns: 80, rows: 24)

    static let talk = """
        Code
        ===

        ```rust +line_numbers {1,3}
        fn main() {
            // a comment that is long enough to be cut at the right edge of the slide, and then some more
            let answer = 42;
        }
        ```
        """

    static func frame(colorEnabled: Bool) -> CellBuffer {
        var options = LaunchOptions()
        options.mode = .present
        options.animates = false
        var screen = PresentScreen(ScreenContext(source: FilteredSource(base: TalkSource(talk: Talk(text: talk))), options: options,
                                                 colorEnabled: colorEnabled, reload: nil))
        var buffer = CellBuffer(size: size)
        screen.render(into: &buffer, status: StatusContent())
        return buffer
    }

    /// The column and row where `text` starts on the frame.
    static func find(_ text: String, in buffer: CellBuffer) -> (x: Int, y: Int)? {
        let rows = buffer.renderedText().split(separator: "\n", omittingEmptySubsequences: false)
        for (y, row) in rows.enumerated() {
            guard let range = row.range(of: text) else { continue }
            return (row.distance(from: row.startIndex, to: range.lowerBound), y)
        }
        return nil
    }

    @Test("the slide's frame: numbered lines, the long line cut, as the golden says")
    func golden() {
        let text = Self.frame(colorEnabled: true).renderedText()
        #expect(GoldenFile.problem(with: text, goldenAt: Golden.path("highlighted-slide-80x24")) == nil)
    }

    @Test("with colour, tokens take their looks on the code ground; lines not picked are dim")
    func colours() throws {
        let buffer = Self.frame(colorEnabled: true)
        let keyword = try #require(Self.find("fn main", in: buffer))
        let plain = try #require(Self.find("main", in: buffer))
        let number = try #require(Self.find("42", in: buffer))
        let keywordStyle = buffer[keyword.x, keyword.y].style, plainStyle = buffer[plain.x, plain.y].style
        #expect(keywordStyle.foreground != plainStyle.foreground && keywordStyle.attributes.contains(.bold))
        #expect(keywordStyle.background == plainStyle.background && keywordStyle.background != .default)
        #expect(buffer[number.x, number.y].style.foreground != plainStyle.foreground)
        let comment = try #require(Self.find("// a comment", in: buffer))
        #expect(buffer[comment.x, comment.y].style.attributes.contains(.dim), "line 2 is not picked")
        #expect(!buffer[comment.x, comment.y].style.attributes.contains(.italic), "and so not highlighted")
    }

    @Test("NO_COLOR: no colour at all, and keywords, numbers' line numbers and dim lines still differ")
    func noColor() throws {
        let buffer = Self.frame(colorEnabled: false)
        #expect(buffer.cells.allSatisfy { $0.style.foreground == .default && $0.style.background == .default })
        let keyword = try #require(Self.find("fn main", in: buffer))
        #expect(buffer[keyword.x, keyword.y].style.attributes.contains(.bold))
        #expect(!buffer[keyword.x + 3, keyword.y].style.attributes.contains(.bold), "main is not a keyword")
        let comment = try #require(Self.find("// a comment", in: buffer))
        #expect(buffer[comment.x, comment.y].style.attributes.contains(.dim))
        #expect(buffer[keyword.x - 2, keyword.y].style.attributes.contains(.dim), "the line number is dim")
    }
}
