import Testing
@testable import TerminalBackend

@Suite("InputDecoder")
struct InputDecoderTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let bytes: [UInt8]
        let expected: [InputEvent.Kind]
        var testDescription: String { String(decoding: bytes, as: UTF8.self).debugDescription }

        init(_ text: String, _ expected: InputEvent.Kind...) {
            self.bytes = Array(text.utf8)
            self.expected = expected
        }
    }

    static func key(_ key: Key, _ modifiers: KeyModifiers = []) -> InputEvent.Kind {
        .key(KeyPress(key, modifiers: modifiers))
    }

    static func mouse(_ button: MouseButton, _ action: MouseAction, _ column: Int, _ row: Int,
                      _ modifiers: KeyModifiers = []) -> InputEvent.Kind {
        .mouse(MouseEvent(button: button, action: action, column: column, row: row, modifiers: modifiers))
    }

    static let cases: [Case] = [
        Case("q", key(.character("q"))),
        Case("é漢🐍", key(.character("é")), key(.character("漢")), key(.character("🐍"))),
        Case("\r\n\t\u{7F}", key(.enter), key(.character("j"), .control), key(.tab), key(.backspace)),
        Case("\u{3}", key(.character("c"), .control)),
        // Normal and application cursor mode.
        Case("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D", key(.up), key(.down), key(.right), key(.left)),
        Case("\u{1B}OA\u{1B}OB\u{1B}OC\u{1B}OD", key(.up), key(.down), key(.right), key(.left)),
        Case("\u{1B}[H\u{1B}[F\u{1B}OH\u{1B}OF", key(.home), key(.end), key(.home), key(.end)),
        Case("\u{1B}[1~\u{1B}[4~\u{1B}[7~\u{1B}[8~", key(.home), key(.end), key(.home), key(.end)),
        Case("\u{1B}[5~\u{1B}[6~\u{1B}[2~\u{1B}[3~", key(.pageUp), key(.pageDown), key(.insert), key(.delete)),
        // Modifiers.
        Case("\u{1B}[1;2C", key(.right, .shift)),
        Case("\u{1B}[1;5D", key(.left, .control)),
        Case("\u{1B}[1;3A", key(.up, .alt)),
        Case("\u{1B}[5;5~", key(.pageUp, .control)),
        Case("\u{1B}[Z", key(.tab, .shift)),
        Case("\u{1B}x", key(.character("x"), .alt)),
        // Function keys.
        Case("\u{1B}OP\u{1B}OS", key(.function(1)), key(.function(4))),
        Case("\u{1B}[15~\u{1B}[17~\u{1B}[24~", key(.function(5)), key(.function(6)), key(.function(12))),
        Case("\u{1B}[1;2P", key(.function(1), .shift)),
        // SGR mouse.
        Case("\u{1B}[<0;10;5M", mouse(.left, .press, 9, 4)),
        Case("\u{1B}[<0;10;5m", mouse(.left, .release, 9, 4)),
        Case("\u{1B}[<32;12;5M", mouse(.left, .motion, 11, 4)),
        Case("\u{1B}[<35;12;5M", mouse(.none, .motion, 11, 4)),
        Case("\u{1B}[<2;1;1M", mouse(.right, .press, 0, 0)),
        Case("\u{1B}[<64;3;4M\u{1B}[<65;3;4M", mouse(.wheelUp, .press, 2, 3), mouse(.wheelDown, .press, 2, 3)),
        Case("\u{1B}[<66;3;4M\u{1B}[<67;3;4M", mouse(.wheelLeft, .press, 2, 3), mouse(.wheelRight, .press, 2, 3)),
        Case("\u{1B}[<68;3;4M", mouse(.wheelUp, .press, 2, 3, .shift)),
        Case("\u{1B}[<16;300;200M", mouse(.left, .press, 299, 199, .control)),
        // A click: press and release in one read.
        Case("\u{1B}[<0;90;15M\u{1B}[<0;90;15m", mouse(.left, .press, 89, 14), mouse(.left, .release, 89, 14)),
        // Legacy X10 mouse: button byte 32+0, positions 32+1-based.
        Case("\u{1B}[M !!", mouse(.left, .press, 0, 0)),
        // Bracketed paste, with escapes inside delivered as text.
        Case("\u{1B}[200~hi\u{1B}[Bthere\u{1B}[201~x", .paste("hi\u{1B}[Bthere"), key(.character("x"))),
        // DECRQM reply for synchronized output.
        Case("\u{1B}[?2026;2$y", .modeReport(mode: 2026, value: 2)),
        // Unknown sequences are dropped without eating what follows.
        Case("\u{1B}[99zq", key(.character("q"))),
        // Replies to the graphics probes: a kitty graphics answer, device attributes, the cell size.
        Case("\u{1B}_Gi=31;OK\u{1B}\\q", .graphicsReply("i=31;OK"), key(.character("q"))),
        Case("\u{1B}_Gi=31;EINVAL:bad\u{7}\u{1B}\\", .graphicsReply("i=31;EINVAL:bad?")),
        Case("\u{1B}[?62;4;22c", .deviceAttributes([62, 4, 22])),
        Case("\u{1B}[6;20;9t", .cellPixels(width: 9, height: 20)),
        // Alt+_ is still a key.
        Case("\u{1B}_x", key(.character("_"), .alt), key(.character("x"))),
        // Replies to the colour and sixel questions: XTGETTCAP, DECRQSS, XTSMGRAPHICS.
        Case("\u{1B}P1+r524742=382F382F38\u{1B}\\q", .deviceControlReply("1+r524742=382F382F38"), key(.character("q"))),
        Case("\u{1B}P1$r0;48:2::1:2:3m\u{1B}\\", .deviceControlReply("1$r0;48:2::1:2:3m")),
        Case("\u{1B}P0+r5463\u{1B}\\", .deviceControlReply("0+r5463")),
        Case("\u{1B}[?1;0;256S", .graphicsAttribute(item: 1, status: 0, values: [256])),
        Case("\u{1B}[?2;0;1000;800S", .graphicsAttribute(item: 2, status: 0, values: [1000, 800])),
        // Alt+P (Alt+Shift+p) is still a key.
        Case("\u{1B}Px", key(.character("P"), .alt), key(.character("x"))),
    ]

    @Test("each sequence decodes in one read", arguments: cases)
    func wholeRead(_ c: Case) {
        var decoder = InputDecoder()
        let events = decoder.feed(c.bytes, at: 1).map(\.kind)
        #expect(events == c.expected)
        #expect(decoder.flushDeadline == nil)
    }

    @Test("each sequence decodes the same when split at every byte boundary", arguments: cases)
    func splitReads(_ c: Case) {
        for split in 1..<max(c.bytes.count, 2) where split < c.bytes.count {
            var decoder = InputDecoder()
            var events = decoder.feed(c.bytes[..<split], at: 1).map(\.kind)
            events += decoder.feed(c.bytes[split...], at: 1.001).map(\.kind)
            #expect(events == c.expected, "split at \(split)")
        }
        // One byte per read.
        var decoder = InputDecoder()
        var events: [InputEvent.Kind] = []
        for (i, byte) in c.bytes.enumerated() { events += decoder.feed([byte], at: 1 + Double(i) * 0.001).map(\.kind) }
        #expect(events == c.expected)
    }

    @Test("a lone ESC waits for its timeout, then is the Escape key")
    func loneEscape() {
        var decoder = InputDecoder(escapeTimeout: 0.04)
        #expect(decoder.feed([0x1B], at: 10).isEmpty)
        #expect(decoder.flushDeadline == 10.04)
        #expect(decoder.flush(at: 10.02).isEmpty)
        let events = decoder.flush(at: 10.04)
        #expect(events.map(\.kind) == [Self.key(.escape)])
        #expect(events.first?.time == 10.04)
        #expect(decoder.flushDeadline == nil)
    }

    @Test("a graphics reply cut off is dropped whole at the timeout, never typed as keys")
    func cutOffGraphicsReply() {
        var decoder = InputDecoder(escapeTimeout: 0.04)
        #expect(decoder.feed(Array("\u{1B}_Gi=31;O".utf8), at: 0).isEmpty)
        #expect(decoder.flush(at: 1).isEmpty)
        #expect(decoder.feed(Array("q".utf8), at: 2).map(\.kind) == [Self.key(.character("q"))])
        // A reply far longer than any answer is dropped too.
        let long = "\u{1B}_G" + String(repeating: "x", count: 2000) + "\u{1B}\\j"
        #expect(decoder.feed(Array(long.utf8), at: 3).map(\.kind) == [Self.key(.character("j"))])
    }

    @Test("after a cut-off reply, typing on is not dropped for ever: the rest is awaited 0.5 s from the cut, and Enter or Ctrl-C end it at once")
    func typingAfterCutOffReply() {
        var decoder = InputDecoder(escapeTimeout: 0.04)
        // ESC ] 11;rgb:0 never finished (or Alt+] then a digit in one read), cut off by the timeout.
        #expect(decoder.feed(Array("\u{1B}]11;rgb:0".utf8), at: 0).isEmpty)
        #expect(decoder.flush(at: 0.1).isEmpty)
        // A key every 0.3 s: the first falls inside the window, the later ones are typed.
        var typed: [InputEvent.Kind] = []
        for (step, letter) in "hello".enumerated() {
            typed += decoder.feed(Array(String(letter).utf8), at: 0.3 + 0.3 * Double(step)).map(\.kind)
        }
        #expect(typed == "llo".map { Self.key(.character($0)) }, "\(typed)")
        // Inside the window, Enter and Ctrl-C still count: they end the dropping.
        var again = InputDecoder(escapeTimeout: 0.04)
        _ = again.feed(Array("\u{1B}]11;rgb:0".utf8), at: 0)
        _ = again.flush(at: 0.1)
        #expect(again.feed(Array("ab\r".utf8), at: 0.2).map(\.kind) == [Self.key(.enter)])
        #expect(again.feed([0x03], at: 0.25).count == 1)
    }

    @Test("a control sequence past 64 parameter bytes is dropped to its final byte, across reads: none of it is a key")
    func overlongControlSequence() {
        var decoder = InputDecoder(escapeTimeout: 0.04)
        // ESC [ then 63 digits and q: the q is the sequence's final byte, not a key.
        #expect(decoder.feed(Array(("\u{1B}[" + String(repeating: "1", count: 63) + "q").utf8), at: 0).isEmpty)
        #expect(decoder.feed(Array("l".utf8), at: 0.01).map(\.kind) == [Self.key(.character("l"))])
        // A DA1 reply of 40 parameters, split across reads: the digits after the limit are no keys.
        let reply = "\u{1B}[?" + Array(repeating: "1", count: 40).joined(separator: ";") + "c"
        let bytes = Array(reply.utf8)
        #expect(decoder.feed(bytes[..<50], at: 1).isEmpty)
        #expect(decoder.feed(bytes[50...], at: 1.01).isEmpty)
        #expect(decoder.feed(Array("j".utf8), at: 1.02).map(\.kind) == [Self.key(.character("j"))])
        // ESC ends the dropping and starts a key of its own.
        #expect(decoder.feed(Array(("\u{1B}[" + String(repeating: "2", count: 70) + "\u{1B}[A").utf8), at: 2).map(\.kind)
            == [Self.key(.up)])
        // Cut off, then quiet past the timeout: what comes next is typed again.
        #expect(decoder.feed(Array(("\u{1B}[" + String(repeating: "3", count: 70)).utf8), at: 3).isEmpty)
        #expect(decoder.feed(Array("q".utf8), at: 3.5).map(\.kind) == [Self.key(.character("q"))])
    }

    @Test("a sequence cut off after ESC [ becomes the keys it was made of")
    func cutOffSequence() {
        var decoder = InputDecoder(escapeTimeout: 0.04)
        #expect(decoder.feed(Array("\u{1B}[".utf8), at: 0).isEmpty)
        let events = decoder.flush(at: 1).map(\.kind)
        #expect(events == [Self.key(.escape), Self.key(.character("["))])
    }

    @Test("the background colour's answer, ended by BEL or ESC \\, with 1 to 4 digits a channel, is an event; junk is dropped")
    func backgroundColorReply() {
        var decoder = InputDecoder(escapeTimeout: 0.04)
        let answers: [(String, InputEvent.Kind)] = [
            ("\u{1B}]11;rgb:ffff/ffff/ffff\u{07}", .backgroundColor(red: 255, green: 255, blue: 255)),
            ("\u{1B}]11;rgb:1e1e/1e1e/2e2e\u{1B}\\", .backgroundColor(red: 30, green: 30, blue: 46)),
            ("\u{1B}]11;rgb:ff/80/00\u{07}", .backgroundColor(red: 255, green: 128, blue: 0)),
            ("\u{1B}]11;rgb:F/0/8\u{1B}\\", .backgroundColor(red: 255, green: 0, blue: 136)),
            ("\u{1B}]11;rgb:fff/000/800\u{07}", .backgroundColor(red: 255, green: 0, blue: 128)),
        ]
        for (index, (answer, event)) in answers.enumerated() {
            #expect(decoder.feed(Array((answer + "a").utf8), at: Double(index)).map(\.kind) == [event, Self.key(.character("a"))])
        }
        // In pieces, one byte a read (within the escape timeout): the same event.
        var pieces: [InputEvent.Kind] = []
        for byte in "\u{1B}]11;rgb:0000/0000/0000\u{1B}\\".utf8 { pieces += decoder.feed([byte], at: 10).map(\.kind) }
        #expect(pieces == [.backgroundColor(red: 0, green: 0, blue: 0)])
        // Junk: five digits, a missing or extra channel, no digits, not hex, another colour,
        // `rgba:`, a sign, an overflowing run of digits; dropped whole, the key after typed.
        let junk = ["11;rgb:fffff/0/0", "11;rgb:ff/ff", "11;rgb:ff/ff/ff/ff", "11;rgb://", "11;rgb:gg/00/00", "10;rgb:ff/ff/ff",
                    "11;rgba:ff/ff/ff/ff", "11;rgb:+f/0/0", "11;rgb:" + String(repeating: "f", count: 40) + "/0/0", "11;?"]
        for (index, text) in junk.enumerated() {
            let bytes = Array(("\u{1B}]" + text + (index.isMultiple(of: 2) ? "\u{07}" : "\u{1B}\\") + "b").utf8)
            #expect(decoder.feed(bytes, at: 20 + Double(index)).map(\.kind) == [Self.key(.character("b"))], "\(text)")
        }
    }

    @Test("COLORFGBG's last field and a colour's luminance say whether the background is light")
    func backgroundGuesses() {
        #expect(BackgroundColorReply.isLight(colorFGBG: "0;15") == true)
        #expect(BackgroundColorReply.isLight(colorFGBG: "0;default;7") == true)
        #expect(BackgroundColorReply.isLight(colorFGBG: "15;0") == false)
        #expect(BackgroundColorReply.isLight(colorFGBG: "7;8") == false)
        for value in [nil, "", "15;", "0;default", "0;16", "0;-1", "0;99999999999999999999"] as [String?] {
            #expect(BackgroundColorReply.isLight(colorFGBG: value) == nil)
        }
        #expect(BackgroundColorReply.isLight((255, 255, 255)))
        #expect(BackgroundColorReply.isLight((253, 246, 227))) // Solarized light
        #expect(!BackgroundColorReply.isLight((0, 0, 0)))
        #expect(!BackgroundColorReply.isLight((30, 30, 46)))
        #expect(!BackgroundColorReply.isLight((0, 0, 255)))
    }

    @Test("an unsolicited colour reply ended by BEL or ESC \\ is dropped whole, at once or in pieces; Alt+] is still a key")
    func operatingSystemReply() {
        var decoder = InputDecoder(escapeTimeout: 0.04)
        let bel = "\u{1B}]4;1;rgb:1e1e/1e1e/2e2e\u{07}"
        #expect(decoder.feed(Array((bel + "a").utf8), at: 0).map(\.kind) == [Self.key(.character("a"))])
        let st = "\u{1B}]10;rgb:ffff/ffff/ffff\u{1B}\\"
        #expect(decoder.feed(Array((st + "b").utf8), at: 1).map(\.kind) == [Self.key(.character("b"))])
        // Split across reads far apart: the first part waits, is dropped at the timeout, and
        // the rest is dropped as it comes; the key after it is typed.
        let bytes = Array(bel.utf8)
        #expect(decoder.feed(bytes[..<9], at: 2).isEmpty)
        #expect(decoder.flush(at: 2.1).isEmpty)
        #expect(decoder.feed(bytes[9...] + Array("c".utf8), at: 2.2).map(\.kind) == [Self.key(.character("c"))])
        // A reply with no end, longer than any answer: dropped, never typed.
        let endless = "\u{1B}]11;" + String(repeating: "x", count: 2000)
        #expect(decoder.feed(Array(endless.utf8), at: 3).isEmpty)
        #expect(decoder.feed(Array("yy\u{07}d".utf8), at: 3.01).map(\.kind) == [Self.key(.character("d"))])
        // Alt+] alone and Alt+] then a letter stay keys.
        #expect(decoder.feed(Array("\u{1B}]".utf8), at: 4).isEmpty)
        #expect(decoder.flush(at: 4.1).map(\.kind) == [Self.key(.character("]"), .alt)])
        #expect(decoder.feed(Array("\u{1B}]x".utf8), at: 5).map(\.kind) == [Self.key(.character("]"), .alt), Self.key(.character("x"))])
    }

    @Test("a cursor position report is dropped, whole or split across reads past the escape timeout; F3 with modifiers stays a key")
    func cursorReport() {
        var decoder = InputDecoder(escapeTimeout: 0.04)
        #expect(decoder.feed(Array("\u{1B}[12;40Ra".utf8), at: 0).map(\.kind) == [Self.key(.character("a"))])
        #expect(decoder.feed(Array("\u{1B}[1;1R".utf8), at: 0.5).isEmpty)
        #expect(decoder.feed(Array("\u{1B}[1;5R".utf8), at: 1).map(\.kind) == [Self.key(.function(3), .control)])
        // Inline mode asks where the cursor is; the answer comes in two reads, 100 ms apart.
        #expect(decoder.feed(Array("\u{1B}[12".utf8), at: 2).isEmpty)
        #expect(decoder.flush(at: 2.05).isEmpty)
        #expect(decoder.feed(Array(";40R".utf8), at: 2.1).isEmpty)
        #expect(decoder.feed(Array("b".utf8), at: 2.2).map(\.kind) == [Self.key(.character("b"))])
        // Long after a cut-off reply, digits are typed again.
        #expect(decoder.feed(Array("\u{1B}[3".utf8), at: 3).isEmpty)
        #expect(decoder.flush(at: 3.05).isEmpty)
        #expect(decoder.feed(Array("12".utf8), at: 4).map(\.kind) == [Self.key(.character("1")), Self.key(.character("2"))])
    }

    @Test("events carry the time of the read that completed them")
    func timestamps() {
        var decoder = InputDecoder()
        #expect(decoder.feed(Array("\u{1B}[<0;5".utf8), at: 2).isEmpty)
        let events = decoder.feed(Array(";5M".utf8), at: 2.5)
        #expect(events.map(\.time) == [2.5])
    }

    @Test("invalid UTF-8 becomes U+FFFD without swallowing what follows")
    func invalidUTF8() {
        var decoder = InputDecoder()
        let events = decoder.feed([0xFF, 0x61, 0xC3], at: 0).map(\.kind)
        #expect(events == [Self.key(.character("\u{FFFD}")), Self.key(.character("a"))])
        #expect(decoder.feed([0x28], at: 0).map(\.kind) == [Self.key(.character("\u{FFFD}")), Self.key(.character("("))])
    }

    @Test("a paste with no end marker ends after a second with nothing arriving, and what follows is keys again")
    func unterminatedPaste() {
        var decoder = InputDecoder()
        #expect(decoder.feed(Array("\u{1B}[200~abc".utf8), at: 5).isEmpty)
        #expect(decoder.flushDeadline == 5 + InputDecoder.pasteTimeout)
        // Bytes that keep coming keep the paste open (a slow link is not cut)…
        #expect(decoder.feed(Array("q".utf8), at: 5.5).isEmpty)
        #expect(decoder.flushDeadline == 5.5 + InputDecoder.pasteTimeout)
        #expect(decoder.flush(at: 6.4).isEmpty)
        // …a second of silence ends it.
        let ended = decoder.flush(at: 6.5).map(\.kind)
        #expect(ended == [.paste("abcq")])
        #expect(decoder.flushDeadline == nil)
        #expect(decoder.feed(Array("q".utf8), at: 6.6).map(\.kind) == [Self.key(.character("q"))])
        // A late end marker is dropped, not shown as a key.
        #expect(decoder.feed(Array("\u{1B}[201~x".utf8), at: 7).map(\.kind) == [Self.key(.character("x"))])
    }

    @Test("a timed-out paste keeps a half-arrived sequence after it for the escape timeout")
    func timedOutPasteWithPartialSequence() {
        var decoder = InputDecoder(escapeTimeout: 0.04)
        #expect(decoder.feed(Array("\u{1B}[200~hi\u{1B}[".utf8), at: 0).isEmpty)
        #expect(decoder.flush(at: 1).map(\.kind) == [.paste("hi")])
        #expect(decoder.feed(Array("C".utf8), at: 1.01).map(\.kind) == [Self.key(.right)])
    }

    @Test("a paste past its size limit comes in pieces, and none of it is read as keys")
    func pasteSizeLimit() {
        var decoder = InputDecoder()
        let body = [UInt8](repeating: UInt8(ascii: "a"), count: InputDecoder.maximumPasteBytes)
        let events = decoder.feed(Array("\u{1B}[200~".utf8) + body + Array("xq\r\u{1B}[201~q".utf8), at: 0).map(\.kind)
        #expect(events.count == 3)
        if case .paste(let text) = events.first { #expect(text.utf8.count == InputDecoder.maximumPasteBytes) }
        #expect(events.dropFirst().first == .paste("xq\r"))
        #expect(events.last == Self.key(.character("q")))
        #expect(decoder.flushDeadline == nil)
    }
}
