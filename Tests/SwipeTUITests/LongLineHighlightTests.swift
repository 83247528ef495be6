import Testing
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
}
