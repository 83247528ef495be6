import Testing
@testable import SwipeTUI

@Suite("JSON text for --print json")
struct JSONTextTests {
    @Test("controls are escaped: C0, DEL, C1 (CSI U+009B among them) and the line separators; the rest stays as it is")
    func controls() {
        #expect(JSONText.quoted("a\u{1B}[31mb") == #""a\u001b[31mb""#)
        #expect(JSONText.quoted("\u{7F}\u{80}\u{9B}2J\u{9F}") == #""\u007f\u0080\u009b2J\u009f""#)
        #expect(JSONText.quoted("x\u{2028}y\u{2029}") == #""x\u2028y\u2029""#)
        #expect(JSONText.quoted("é日本\u{A0}\"\\\n") == "\"é日本\u{A0}\\\"\\\\\\n\"")
    }
}
