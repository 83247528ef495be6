import CellCanvas
import Testing
@testable import TerminalBackend

/// Colour depth as terminals are: terminfo, the environment as other tools read it, and
/// what the terminal answers; pictures dithered into palettes.
@Suite("Colour depth detection")
struct ColorDepthDetectionTests {
    static func depth(_ environment: [String: String], colors: Int = 256, direct: Bool = false) -> ColorDepth {
        .of(terminfoColors: colors, terminfoDirect: direct, environment: environment)
    }

    @Test("COLORTERM, terminfo's RGB or Tc, and terminals naming themselves raise the depth; nothing lowers it")
    func environment() {
        #expect(Self.depth([:]) == .palette(256))
        #expect(Self.depth(["COLORTERM": "truecolor"]) == .direct)
        #expect(Self.depth(["COLORTERM": "24bit"]) == .direct)
        #expect(Self.depth(["COLORTERM": "yes"]) == .palette(256))
        #expect(Self.depth([:], direct: true) == .direct)
        #expect(Self.depth([:], colors: 1 << 24) == .direct)
        #expect(Self.depth(["TERM_PROGRAM": "iTerm.app"]) == .direct)
        #expect(Self.depth(["TERM_PROGRAM": "WezTerm"]) == .direct)
        #expect(Self.depth(["TERM_PROGRAM": "Apple_Terminal"], colors: 8) == .palette(256))
        #expect(Self.depth(["VTE_VERSION": "6800"]) == .direct)
        #expect(Self.depth(["VTE_VERSION": "3405"]) == .palette(256))
        #expect(Self.depth(["KONSOLE_VERSION": "230805"]) == .direct)
        // A real xterm: TERM=xterm says 8 colours; XTERM_VERSION says what it is.
        #expect(Self.depth(["TERM": "xterm", "XTERM_VERSION": "XTerm(379)"], colors: 8) == .direct)
        #expect(Self.depth(["TERM": "xterm", "XTERM_VERSION": "XTerm(322)"], colors: 8) == .palette(256))
        #expect(Self.depth(["TERM": "xterm"], colors: 8) == .palette(8))
        // Inside tmux the outer terminal's variables say nothing about tmux.
        #expect(Self.depth(["TMUX": "/tmp/x", "VTE_VERSION": "6800"]) == .palette(256))
        #expect(Self.depth(["TMUX": "/tmp/x", "COLORTERM": "truecolor"]) == .direct)
        // A huge version number is capped, not an overflow.
        #expect(Self.depth(["VTE_VERSION": String(repeating: "9", count: 400)]) == .direct)
    }

    @Test("XTGETTCAP and DECRQSS answers: direct colour said, colours counted; anything else says nothing")
    func replies() {
        #expect(ColorDepthReply.probe.hasPrefix("\u{1B}P+q524742;5463;636F6C6F7273\u{1B}\\"))
        #expect(ColorDepthReply.probe.hasSuffix("\u{1B}[48;2;1;2;3m\u{1B}P$qm\u{1B}\\\u{1B}[m"))
        #expect(ColorDepthReply.depth(in: "1+r524742=382F382F38") == .direct)
        #expect(ColorDepthReply.depth(in: "1+r5463") == .direct)
        #expect(ColorDepthReply.depth(in: "1+r636F6C6F7273=323536") == .palette(256))
        #expect(ColorDepthReply.depth(in: "1+r636F6C6F7273=3136373737323136") == .direct)
        #expect(ColorDepthReply.depth(in: "0+r524742") == nil)
        #expect(ColorDepthReply.depth(in: "1$r0;48:2::1:2:3m") == .direct)
        #expect(ColorDepthReply.depth(in: "1$r48;2;1;2;3m") == .direct)
        #expect(ColorDepthReply.depth(in: "1$r0;48;5;16m") == nil)
        #expect(ColorDepthReply.depth(in: "0$r") == nil)
        // Hostile: odd hex, non-hex, control bytes, a number of 400 digits.
        #expect(ColorDepthReply.depth(in: "1+r52474") == nil)
        #expect(ColorDepthReply.depth(in: "1+rZZ=11") == nil)
        #expect(ColorDepthReply.depth(in: "1+r0A1B") == nil)
        let huge = ColorDepthReply.hex("colors") + "=" + String(repeating: "39", count: 60)
        #expect(ColorDepthReply.depth(in: "1+r" + huge) == .direct)
    }

    @Test("depths only rise")
    func raised() {
        #expect(ColorDepth.palette(8).raised(to: .palette(256)) == .palette(256))
        #expect(ColorDepth.palette(256).raised(to: .palette(8)) == .palette(256))
        #expect(ColorDepth.palette(256).raised(to: .direct) == .direct)
        #expect(ColorDepth.direct.raised(to: .palette(8)) == .direct)
    }

    @Test("a picture's flat colour between two cube steps dithers into both, fixed to the screen cell; text keeps the nearest")
    func dither() {
        // 115 lies half-way between the cube's 95 and 135.
        let flat = Style(foreground: .rgb(115, 115, 255), background: .rgb(115, 115, 255), attributes: .picture)
        var frame = CellBuffer(size: Size(columns: 8, rows: 4), filling: Cell("▀", style: flat))
        frame.write("ab", x: 0, y: 0, style: Style(foreground: .rgb(115, 115, 230)))
        let dither = OrderedDither(depth: .palette(256))
        var result = frame
        dither.apply(to: &result)
        let colors = Set((1..<4).flatMap { y in (0..<8).map { result[$0, y].style.background } })
        #expect(colors.count == 2)
        // Text is not dithered: left as it was, for the nearest colour.
        #expect(result[0, 0].style.foreground == .rgb(115, 115, 230))
        // The same frame dithers the same way again (no shimmer at rest).
        var again = frame
        dither.apply(to: &again)
        #expect(again == result)
        // Exact cube colours stay exact.
        #expect(dither.dithered(.rgb(95, 135, 255), threshold: 15) == .indexed(16 + 36 + 12 + 5))
        #expect(dither.dithered(.rgb(95, 135, 255), threshold: 0) == .indexed(16 + 36 + 12 + 5))
        // Greys use the grey ramp.
        #expect(dither.dithered(.rgb(128, 128, 128), threshold: 0) == .indexed(244))
        // Eight colours: mid grey is black and white in turn.
        let eight = OrderedDither(depth: .palette(8))
        #expect(eight.dithered(.rgb(128, 128, 128), threshold: 0) == .indexed(7))
        #expect(eight.dithered(.rgb(128, 128, 128), threshold: 15) == .indexed(0))
        // Direct colour is left alone.
        #expect(!OrderedDither(depth: .direct).isNeeded)
    }

    @Test("frames of different pictures in turn: the writer dithers each afresh in its own copy, as if the frames came dithered")
    func ditheredFramesInTurn() {
        func picture(_ red: UInt8) -> CellBuffer {
            let style = Style(foreground: .rgb(red, 115, 255), background: .rgb(115, red, 200), attributes: .picture)
            var frame = CellBuffer(size: Size(columns: 12, rows: 5), filling: Cell("▀", style: style))
            frame.write("title", x: 1, y: 0, style: Style(foreground: .indexed(160)))
            return frame
        }
        let frames = [picture(115), picture(160), picture(115), picture(40)]
        var palette = FrameWriter(capabilities: .xterm256)
        var directCapabilities = TerminalCapabilities.xterm256
        directCapabilities.colorDepth = .direct
        var direct = FrameWriter(capabilities: directCapabilities)
        let dither = OrderedDither(depth: .palette(256))
        for frame in frames {
            var dithered = frame
            dither.apply(to: &dithered)
            let handed = frame
            #expect(palette.bytes(for: frame) == direct.bytes(for: dithered))
            #expect(frame == handed)
        }
    }

    @Test("a saturated colour dithers without grey specks: channels below the cube's first step keep the nearest; dark colours still mix")
    func saturatedColours() {
        let dither = OrderedDither(depth: .palette(256))
        // A sky blue and a deep blue: red (and green) between 0 and 95 once lifted some cells to 95.
        for color in [Color.rgb(40, 90, 200), .rgb(30, 30, 220)] {
            let shown = Set((0..<16).map { dither.dithered(color, threshold: $0) })
            #expect(shown.count <= 2, "\(color): \(shown)")
            #expect(!shown.contains { index in
                guard case .indexed(let value) = index else { return true }
                return (Int(value) - 16) / 36 != 0   // red lifted to 95 or more
            }, "\(color): no cell lifts its red")
        }
        #expect(dither.dithered(.rgb(30, 30, 220), threshold: 0) == .indexed(16 + 4))
        // A dark colour throughout still mixes 0 and 95.
        #expect(Set((0..<16).map { dither.dithered(.rgb(20, 40, 60), threshold: $0) }).count > 1)
    }

    @Test("the frame writer dithers picture cells at 256 colours and takes a raised depth with a fresh frame")
    func writer() {
        var capabilities = TerminalCapabilities.xterm256
        capabilities.colorDepth = .palette(256)
        var writer = FrameWriter(capabilities: capabilities)
        let flat = Style(foreground: .rgb(115, 115, 230), background: .rgb(115, 115, 230), attributes: .picture)
        let frame = CellBuffer(size: Size(columns: 4, rows: 2), filling: Cell("▀", style: flat))
        let text = String(decoding: writer.bytes(for: frame), as: UTF8.self)
        #expect(text.contains("48;5;") && !text.contains("48;2;"))
        #expect(writer.bytes(for: frame).isEmpty)
        writer.colorDepth = .direct
        let again = String(decoding: writer.bytes(for: frame), as: UTF8.self)
        #expect(again.contains("48;2;115;115;230"))
    }
}
