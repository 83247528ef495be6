import TerminalBackend
import FuzzDriver
import Glibc

/// One fuzz input: terminal input bytes, cut into reads at places the input
/// itself chooses. The first byte seeds the cuts; the rest is what the terminal sent.
///
/// Checked: decoding never traps, whatever numbers the terminal's replies carry (cell
/// size, device attributes, cursor, kitty graphics, XTSMGRAPHICS and device control
/// replies, the last read for colour depth by `ColorDepthReply`, the background colour's
/// answer, which only OSC 11 makes and which reads back as it says); events are the same however
/// the bytes are cut into reads (no read boundary may change a key, a mouse report or a
/// paste); no paste is larger than the limit; flushing at each deadline in turn always
/// leaves nothing pending. The cursor report, read from the bytes before the decoder runs,
/// never traps either and lies within them.
func fuzzInputDecoder(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data else { return 0 }
    guard size > 0 else { return 0 }
    let seed = Int(data[0])
    let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))

    if let found = CursorPositionReport.first(in: bytes) {
        guard found.report.row >= 0, found.report.column >= 0, found.range.upperBound <= bytes.count else {
            fatalError("cursor report \(found) out of its bytes")
        }
    }

    var whole = InputDecoder()
    let expected = (whole.feed(bytes, at: 1) + drain(&whole)).map(\.kind)

    var split = InputDecoder()
    var events: [InputEvent.Kind] = []
    var start = 0, cut = seed
    while start < bytes.count {
        cut = (cut &* 31 &+ 7) & 0xFF
        let end = min(bytes.count, start + 1 + cut % 17)
        events += split.feed(bytes[start..<end], at: 1).map(\.kind)
        start = end
    }
    events += drain(&split).map(\.kind)

    if events != expected {
        fatalError("read boundaries changed the events: \(events) instead of \(expected)")
    }
    for case .paste(let text) in events where text.utf8.count > InputDecoder.maximumPasteBytes {
        fatalError("a paste of \(text.utf8.count) bytes passed the limit")
    }
    for case .deviceControlReply(let reply) in events {
        // The colour answer's reader: hex names and values, numbers capped.
        if case .palette(let count)? = ColorDepthReply.depth(in: reply), count < 8 || count > 1_000_000 {
            fatalError("a palette of \(count) colours read from \(reply.debugDescription)")
        }
    }
    for case .backgroundColor(let red, let green, let blue) in events {
        // Only an OSC 11 answer makes one, and its reader gives back what two digits a channel say.
        guard bytes.indices.contains(where: { bytes[$0...].starts(with: Array("\u{1B}]11;rgb:".utf8)) }) else {
            fatalError("a background colour from bytes with no OSC 11 answer")
        }
        let hex = [red, green, blue].map { String($0, radix: 16) }.map { $0.count == 1 ? "0" + $0 : $0 }
        guard let again = BackgroundColorReply.color(in: Array(("11;rgb:" + hex.joined(separator: "/")).utf8)),
              again == (red, green, blue) else {
            fatalError("the background colour \((red, green, blue)) does not read back from \(hex)")
        }
    }
    return 0
}

/// Flushes at each deadline until nothing is pending; every flush must make progress.
private func drain(_ decoder: inout InputDecoder) -> [InputEvent] {
    var events: [InputEvent] = []
    for _ in 0..<10_000 {
        guard let deadline = decoder.flushDeadline else { return events }
        events += decoder.flush(at: deadline)
    }
    fatalError("flushing makes no progress")
}

exit(swipe_fuzz_run(CommandLine.argc, CommandLine.unsafeArgv) { fuzzInputDecoder($0, $1) })
