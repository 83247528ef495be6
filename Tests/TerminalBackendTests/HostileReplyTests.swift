import Testing
@testable import TerminalBackend

/// Terminal replies with numbers of any length (a hostile terminal, or line noise that looks
/// like a reply) are read without overflow: a number stops growing at a million.
@Suite("Hostile replies")
struct HostileReplyTests {
    static let huge = "99999999999999999999999"
    static let limit = ParameterNumber.limit

    @Test("digits past a million are a million, however many come; other bytes are passed over")
    func parameterNumbers() {
        #expect(ParameterNumber(digitsIn: Array(Self.huge.utf8)).value == Self.limit)
        #expect(ParameterNumber(digitsIn: Array(String(repeating: "9", count: 10_000).utf8)).value == Self.limit)
        #expect(ParameterNumber(digitsIn: Array("?62".utf8)).value == 62)
        #expect(ParameterNumber(digitsIn: [UInt8]()).value == 0)
    }

    @Test("a cursor report with a 19-digit row is found, its row held at the limit; 22 digits and no end is no report")
    func cursorReport() {
        let found = CursorPositionReport.first(in: Array("\u{1B}[9999999999999999999;4R".utf8))
        #expect(found?.report == CursorPositionReport(row: Self.limit - 1, column: 3))
        #expect(CursorPositionReport.first(in: Array("\u{1B}[\(Self.huge)".utf8)) == nil)
        #expect(CursorPositionReport.first(in: Array("\u{1B}[1;\(Self.huge)".utf8)) == nil)
    }

    @Test("cell size, device attributes, mode and cursor replies, mouse reports and kitty replies with huge numbers decode")
    func decoder() {
        func decoded(_ text: String) -> [InputEvent.Kind] {
            var decoder = InputDecoder()
            return decoder.feed(Array(text.utf8), at: 0).map(\.kind)
        }
        let huge = Self.huge
        #expect(decoded("\u{1B}[6;\(huge);\(huge)t") == [.cellPixels(width: Self.limit, height: Self.limit)])
        #expect(decoded("\u{1B}[?62;\(huge);22c") == [.deviceAttributes([62, Self.limit, 22])])
        #expect(decoded("\u{1B}[?\(huge);2$y") == [.modeReport(mode: Self.limit, value: 2)])
        #expect(decoded("\u{1B}[\(huge);\(huge)R").isEmpty, "a cursor report reaching the decoder is dropped, not F3")
        #expect(decoded("\u{1B}[<0;\(huge);\(huge)M")
            == [.mouse(MouseEvent(button: .left, action: .press, column: Self.limit - 1, row: Self.limit - 1))])
        #expect(decoded("\u{1B}_Gi=\(huge);OK\u{1B}\\") == [.graphicsReply("i=\(huge);OK")])
        #expect(!KittyGraphics.acceptsProbe("i=\(huge);OK"))
    }
}
