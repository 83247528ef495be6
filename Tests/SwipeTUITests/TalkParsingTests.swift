import Testing
import CellCanvas
@testable import SwipeComponents
@testable import SwipeTUI

/// A talk read as presenterm reads it: slide ends, titles, front matter and every comment
/// command, on examples written after presenterm's documentation.
@Suite("Talk parsing")
struct TalkParsingTests {
    static let size = Size(columns: 60, rows: 20)

    /// What step `step` of slide `slide` shows at `size`, as text.
    static func shown(_ talk: Talk, slide: Int, step: Int? = nil, size: Size = size) -> String {
        var buffer = CellBuffer(size: size)
        let steps = talk.slides[slide].steps
        steps[step ?? steps.count - 1].draw(in: buffer.bounds, on: &buffer,
                                             context: ItemContext(isFocused: true, style: Theme.standard(colorEnabled: false).focusedCard))
        return buffer.renderedText()
    }

    static func rows(_ text: String) -> [String] { text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }

    @Test("every command is read with its argument; unknown, malformed and out-of-range ones are nothing")
    func commands() {
        #expect(TalkCommand(comment: " end_slide ") == .endSlide)
        #expect(TalkCommand(comment: "pause") == .pause)
        #expect(TalkCommand(comment: "new_lines: 10") == .newLines(10))
        #expect(TalkCommand(comment: "newline") == .newLines(1))
        #expect(TalkCommand(comment: "column_layout: [3, 2]") == .columnLayout([3, 2]))
        #expect(TalkCommand(comment: "column: 1") == .column(1))
        #expect(TalkCommand(comment: "incremental_lists: true") == .incrementalLists(true))
        #expect(TalkCommand(comment: "list_item_newlines: 2") == .listItemNewlines(2))
        #expect(TalkCommand(comment: "alignment: center") == .alignment(.center))
        #expect(TalkCommand(comment: "font_size: 2") == .fontSize(2))
        #expect(TalkCommand(comment: "include: foo.md") == .include("foo.md"))
        #expect(TalkCommand(comment: "speaker_note: Say hello") == .speakerNote("Say hello"))
        #expect(TalkCommand(comment: "\nspeaker_note: |\n  one\n    two\n") == .speakerNote("one\n  two"))
        for hostile in ["new_lines: 100000", "new_lines: -1", "column_layout: [1, 0]", "column_layout: [" + Array(repeating: "1", count: 13).joined(separator: ",") + "]",
                        "column: 99", "font_size: 9", "alignment: middle", "incremental_lists: maybe", "// a user comment",
                        "Comment: mine", "snippet_output: x", "list_item_newlines: 99999999999999999999"] {
            #expect(TalkCommand(comment: Substring(hostile)) == nil, "\(hostile)")
        }
    }

    @Test("slides end at end_slide and at a --- that does not underline the first line; setext and ATX titles")
    func slidesAndTitles() {
        let talk = Talk(text: "Intro\n===\n\nhello\n<!-- end_slide -->\nSecond\n---\n\ntext\n\n---\n\n# Third\n\nbody\n")
        #expect(talk.slides.map(\.title) == ["Intro", "Second", "Third"])
        #expect(Self.shown(talk, slide: 1).contains("text"))
        #expect(!Self.shown(talk, slide: 1).contains("---"))
        #expect(!Self.shown(talk, slide: 0).contains("==="))
    }

    @Test("front matter makes a title slide with the title, sub_title, author and date, without a footer")
    func frontMatter() {
        let talk = Talk(text: "---\ntitle: My talk\nsub_title: a subtitle\nauthor: Me\ndate: today\ntheme:\n  name: dark\n---\n\nFirst\n===\n")
        #expect(talk.slides.count == 2)
        #expect(talk.front.theme == "" && talk.front.date == "today")
        let shown = Self.shown(talk, slide: 0)
        for text in ["My talk", "a subtitle", "Me", "today"] { #expect(shown.contains(text), "\(text)") }
        #expect(!talk.slides[0].showsFooter && talk.slides[1].showsFooter)
        // In the middle of the screen, not at the top.
        #expect(Self.rows(shown).firstIndex { $0.contains("My talk") }.map { $0 >= 6 } == true)
    }

    @Test("pause: each step shows what comes before its pause; the last shows all")
    func pauses() {
        let talk = Talk(text: "Pauses\n===\n\nfirst\n\n<!-- pause -->\n\nsecond\n\n<!-- pause -->\n\nthird\n")
        #expect(talk.slides[0].steps.count == 3)
        let first = Self.shown(talk, slide: 0, step: 0), second = Self.shown(talk, slide: 0, step: 1)
        #expect(first.contains("first") && !first.contains("second"))
        #expect(second.contains("second") && !second.contains("third"))
        #expect(Self.shown(talk, slide: 0).contains("third"))
    }

    @Test("incremental_lists: each item of the lists after it is a step, until incremental_lists: false")
    func incrementalLists() {
        let talk = Talk(text: """
            <!-- incremental_lists: true -->

            * this
            * appears
            * one after
            * the other

            <!-- incremental_lists: false -->

            * this appears
            * all at once
            """)
        #expect(talk.slides[0].steps.count == 4)
        let first = Self.shown(talk, slide: 0, step: 0)
        #expect(first.contains("this") && !first.contains("appears"))
        #expect(Self.shown(talk, slide: 0, step: 2).contains("one after") && !Self.shown(talk, slide: 0, step: 2).contains("the other"))
        let last = Self.shown(talk, slide: 0, step: 3)
        #expect(last.contains("the other") && last.contains("all at once"))
    }

    @Test("list_item_newlines: 2 puts a blank row between list items")
    func listItemNewlines() {
        let rows = Self.rows(Self.shown(Talk(text: "<!-- list_item_newlines: 2 -->\n\n* this\n* is\n* more\n* spaced\n"), slide: 0))
        let this = rows.firstIndex { $0.contains("• this") }, isRow = rows.firstIndex { $0.contains("• is") }
        #expect(this != nil && isRow == this.map { $0 + 2 })
    }

    @Test("jump_to_middle puts a separator slide's title in the middle of the screen")
    func jumpToMiddle() {
        let talk = Talk(text: "blablabla\n\n<!-- end_slide -->\n\n<!-- jump_to_middle -->\n\nFarming potatoes\n===\n\n<!-- end_slide -->\n")
        #expect(talk.slides.count == 2 && talk.slides[1].title == "Farming potatoes")
        let row = Self.rows(Self.shown(talk, slide: 1)).firstIndex { $0.contains("Farming potatoes") }
        #expect(row.map { abs($0 - Self.size.rows / 2) <= 1 } == true, "row \(String(describing: row))")
    }

    @Test("new_lines: 10 and new_line make that many empty rows")
    func newLines() {
        let rows = Self.rows(Self.shown(Talk(text: "hi\n\n<!-- new_lines: 10 -->\n\nmom\n\n<!-- new_line -->\n\nbye\n"), slide: 0))
        let hi = rows.firstIndex { $0.contains("hi") }!, mom = rows.firstIndex { $0.contains("mom") }!, bye = rows.firstIndex { $0.contains("bye") }!
        #expect(mom - hi == 11 && bye - mom == 2, "hi \(hi) mom \(mom) bye \(bye)")
    }

    @Test("column_layout [3, 2]: columns side by side, 3/5 and 2/5 of the width; reset_layout goes back to the full width")
    func columns() {
        let talk = Talk(text: """
            Columns
            ===

            <!-- column_layout: [3, 2] -->

            <!-- column: 0 -->

            Left side text.

            <!-- column: 1 -->

            Right side text.

            <!-- reset_layout -->

            Below both.
            """)
        let rows = Self.rows(Self.shown(talk, slide: 0))
        let row = rows.first { $0.contains("Left side text.") }
        #expect(row?.contains("Right side text.") == true, "\(rows)")
        let margin = SlideView.margin(width: Self.size.columns), width = Self.size.columns - 2 * margin
        let right = row.flatMap { row in row.range(of: "Right").map { row.distance(from: row.startIndex, to: $0.lowerBound) } }
        #expect(right == margin + (width - SlideView.columnGap) * 3 / 5 + SlideView.columnGap, "\(String(describing: right))")
        let below = rows.firstIndex { $0.contains("Below both.") }, left = rows.firstIndex { $0.contains("Left side") }
        #expect(below.flatMap { b in left.map { b > $0 } } == true)
    }

    @Test("alignment: left, center and right line text up between the margins")
    func alignment() {
        let talk = Talk(text: "<!-- alignment: left -->\n\nleft\n\n<!-- alignment: center -->\n\ncentered\n\n<!-- alignment: right -->\n\nright aligned\n")
        let rows = Self.rows(Self.shown(talk, slide: 0))
        let margin = SlideView.margin(width: Self.size.columns), width = Self.size.columns - 2 * margin
        func column(_ text: String) -> Int? {
            rows.lazy.compactMap { row in row.range(of: text).map { row.distance(from: row.startIndex, to: $0.lowerBound) } }.first
        }
        #expect(column("left") == margin)
        #expect(column("centered") == margin + (width - 8) / 2)
        #expect(column("right aligned") == margin + width - 13)
    }

    @Test("speaker notes (one line and block form) are kept aside, never shown; user comments and unknown commands vanish")
    func notesAndComments() {
        let talk = Talk(text: """
            Notes
            ===

            Visible.

            <!-- speaker_note: Say hello. -->
            <!--
            speaker_note: |
              Line one.
              Line two.
            -->
            <!-- // a user comment -->
            <!-- Comment: also mine -->
            <!-- font_size: 2 -->
            <!-- something_new: 3 -->
            """)
        let shown = Self.shown(talk, slide: 0)
        #expect(shown.contains("Visible.") && !shown.contains("<!--") && !shown.contains("Say hello") && !shown.contains("user comment")
                && !shown.contains("something_new") && !shown.contains("font_size"))
        #expect(talk.slides[0].notes.map(\.plainText) == ["Say hello.", "", "Line one.", "Line two."])
        #expect(talk.slides[0].card.notes == talk.slides[0].notes)
    }

    @Test("skip_slide leaves a slide out; no_footer marks one; a command inside a code fence is code")
    func skipNoFooterAndFences() {
        let talk = Talk(text: "one\n<!-- end_slide -->\ntwo\n<!-- skip_slide -->\n<!-- end_slide -->\nthree\n<!-- no_footer -->\n<!-- end_slide -->\n```\n<!-- end_slide -->\n```\n")
        #expect(talk.slides.count == 3)
        #expect(talk.slides[1].showsFooter == false)
        #expect(Self.shown(talk, slide: 2).contains("<!-- end_slide -->"))
    }

    @Test("a hostile slide: pauses past the limit show with the last step; a huge new_lines is refused; the screen bounds the work")
    func hostile() {
        let talk = Talk(text: String(repeating: "x\n\n<!-- pause -->\n\n", count: 500) + "<!-- new_lines: 9999 -->\nend\n")
        #expect(talk.slides[0].steps.count == Slide.stepLimit)
        #expect(Self.shown(talk, slide: 0).split(separator: "\n").count <= Self.size.rows)
        let deep = Talk(text: String(repeating: "> ", count: 50_000) + "deep\n")
        #expect(deep.slides.count == 1)
        _ = Self.shown(deep, slide: 0)
    }
}
