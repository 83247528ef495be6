import Testing
import CarouselEngine
import CellCanvas
import TerminalBackend
@testable import SwipeComponents
@testable import SwipeTUI

/// Where the list highlights a query on a line wider than the 512 columns a title used to
/// keep, as fzf 0.38 highlights it (each case typed into fzf in tmux at 120×40 and its
/// highlighted characters read back): the characters score best over the whole line, the
/// same alignment as `--filter`'s ranking.
@Suite("Highlights on a long line, as fzf's")
struct LongLineHighlightTests {
    /// A generated 575-character path, the query letters scattered through it.
    static let line = "/emubc_rd/sbqgbcnn/hcrn/_sd/uusbss/bhbrejner/sjr_/dssug/drwcsbtg/vrnykosolj/zfwyhc/jqpkxojtcdqn/ykep" +
        "n/vcy/sz_kkwltpsz/c_cipwvcbx/usv_ojw/vlaolftdp/gyj/xhmmp/fomr/e_nriwn/vmhecfeh/ap_sfi/aenrlts/ewqtuv" +
        "xb/yvzrmmmmdp/bgcgofdkt/das/rdlta/gtme/ltlpddp/ppjcedxkxi/_wfqagqlew/ayqjucwiqlf/yhrryqku/tzzygz/_mx" +
        "zhg/plxaazipigw/lozxllchdhpg/gptt_apu/zuc_vdmz/pfnzuk/zxmo/xcxffeaes/zuet_tpvle/reaazxudqxe/g_gaigjq" +
        "h/kirn_ebxlovs/n_qereqqaoy/tayze/eptxd/bkvqqrpzydr/hgi/ydq/raycoktqtq/wioqrz/qhwqirg_oe/dmokcvhnc/vj" +
        "zdye/eieohxdm/fv_hfwnqmk/glkcxlakr/owamkqtjqc/zhdc/ibyfiye/v_imerqsp/cibzwf"

    @Test("the highlighted characters are fzf's", arguments: [
            ("abcdef", [428, 439, 496, 501, 505, 514]),
            ("ywd", [455, 470, 488]),
            ("uvw", [129, 131, 135]),
            ("zqxj", [76, 84, 87, 89]),
            ("olj/", [72, 73, 74, 75]),
            ("emubc", [1, 2, 3, 4, 5]),
          ] as [(String, [Int])])
    func highlight(query: String, characters: [Int]) throws {
        #expect(Self.line.count == 575)
        let lines = LineSource()
        try lines.append(Array(Self.line.utf8))
        lines.finish()
        let source = FilteredSource(base: lines)
        source.show([0], for: SearchQuery(query))
        #expect(source.unmarkedCard(at: 0).titleMarks.sorted() == characters)
    }

    /// A line of 10,837 characters whose only `n` is near its end.
    static let longLine = String(repeating: "ab", count: 5400) + "needle-end-of-it-" + String(repeating: "z", count: 20)

    /// The list at 40×8 over `lines` with `query` typed: its rows, and the columns of the
    /// focused row drawn in the highlight's colour.
    static func typed(_ query: String, over lines: [String]) throws -> (rows: [String], highlighted: [Int]) {
        let source = LineSource()
        try source.append(Array(lines.joined(separator: "\n").utf8))
        source.finish()
        let filtered = FilteredSource(base: source)
        let options = LaunchOptions()
        let screen = Modes.make(ScreenContext(source: filtered, options: options, colorEnabled: true, reload: nil))
        var session = Session(screen: screen, source: filtered, feed: nil, settings: Settings(environment: [:]), options: options,
                              filterExecution: .inline)
        var script = query.enumerated().map { (time: 0.1 + Double($0.offset) * 0.1, kind: SessionTests.key(.character($0.element))) }
        script.append((time: 0.2 + Double(query.count) * 0.1, kind: SessionTests.key(.character("x"), .alt)))
        let terminal = MemoryTerminal(size: Size(columns: 40, rows: 8), script: script)
        _ = session.loop(on: terminal)
        let frame = try #require(terminal.lastFrame)
        let rows = frame.renderedText().split(separator: "\n", omittingEmptySubsequences: false)
            .map { String($0.reversed().drop { $0 == " " }.reversed()) }
        let focused = try #require(rows.firstIndex { $0.hasPrefix("> ..") || $0.hasPrefix("> ab") })
        let highlight = Style(foreground: .indexed(151))
        let highlighted = (0..<40).filter { frame[$0, focused].style.foreground == highlight.foreground }
        return (rows, highlighted)
    }

    @Test("a match past the title's 4096 bytes is highlighted and scrolled into view, as fzf's (recorded at 40×8)")
    func matchPastTheTitle() throws {
        let (rows, highlighted) = try Self.typed("nee", over: ["short line", Self.longLine, "another"])
        #expect(rows.contains("> ..ababababababababababneedle-end-of.."), "\(rows.joined(separator: "\n"))")
        let row = try #require(rows.first { $0.hasPrefix("> ..") })
        let needle = try #require(row.range(of: "needle"))
        let start = row.distance(from: row.startIndex, to: needle.lowerBound)
        #expect(highlighted == [start, start + 1, start + 2], "\(highlighted)")
    }
}
