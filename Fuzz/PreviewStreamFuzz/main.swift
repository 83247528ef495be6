import FuzzDriver
import Glibc
import SwipeTUI

/// One fuzz input: a preview command's output as the reader meets it, in reads of any size.
/// The first byte picks `follow` (bit 0), the byte cap (64 bytes to 8 KiB, bits 1–3) and
/// the lines pinned at the start (`~N`, bits 4–7);
/// the second seeds the read sizes (1 to 64 bytes, or the rest at once); the rest is the
/// output.
///
/// Checked: reading never traps; no shown line holds a C0 or C1 control, DEL or ESC; the
/// caps hold at every read — without `follow` the text kept stays within the byte cap and
/// the line cap, and with it the bytes held (dropped lines not yet freed included) stay
/// within twice the byte cap; and the lines are the same however the output was cut into
/// reads.
func fuzzPreviewStream(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data, size >= 2 else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let follows = bytes[0] & 1 != 0
    let byteLimit = 64 << Int(bytes[0] >> 1 & 7)
    let pinnedLines = Int(bytes[0] >> 4)
    var seed = UInt32(bytes[1]) | 1
    let output = bytes[2...]

    func read(inReadsOf pick: () -> Int) -> [String] {
        var transcript = PreviewTranscript(byteLimit: byteLimit, keepsNewest: follows, pinnedLines: pinnedLines)
        var rest = output
        while !rest.isEmpty && !transcript.isFull {
            let count = min(pick(), rest.count)
            transcript.append(rest.prefix(count))
            rest = rest.dropFirst(count)
            check(transcript)
        }
        transcript.finish()
        check(transcript)
        return transcript.pictureBytes == nil ? transcript.shownLines.map(\.plain) : []
    }
    func check(_ transcript: PreviewTranscript) {
        if follows {
            if transcript.heldLineBytes > 2 * byteLimit { fatalError("\(transcript.heldLineBytes) bytes held past twice the cap of \(byteLimit)") }
        } else {
            if transcript.heldLineBytes > byteLimit { fatalError("\(transcript.heldLineBytes) bytes kept past the cap of \(byteLimit)") }
            if transcript.shownLines.count > PreviewTranscript.lineLimit { fatalError("\(transcript.shownLines.count) lines past the cap") }
        }
        for line in transcript.shownLines {
            for run in line.runs {
                if let bad = run.text.unicodeScalars.first(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) {
                    fatalError("U+\(String(bad.value, radix: 16)) reached a shown line")
                }
            }
        }
    }

    let whole = read { Int.max }
    let pieces = read {
        // xorshift: the same cuts for the same input.
        seed ^= seed << 13
        seed ^= seed >> 17
        seed ^= seed << 5
        return seed % 9 == 0 ? Int.max : Int(seed % 64) + 1
    }
    // Without follow, where the reads end decides where a cap cuts: only an output within
    // the caps reads the same.
    if (follows || output.count < byteLimit) && whole != pieces {
        fatalError("reads cut differently give other lines: \(whole.count) against \(pieces.count)")
    }
    return 0
}

exit(swipe_fuzz_run(CommandLine.argc, CommandLine.unsafeArgv) { fuzzPreviewStream($0, $1) })
