import FuzzDriver
import Glibc
import SwipeTUI

/// One fuzz input: any bytes as what a peer sends on the speaker-notes socket, the first
/// byte saying where to cut them into two reads.
///
/// Checked: no trap; the same messages (or the same break) however the bytes are cut;
/// every message read encodes to bytes that read back as itself.
func fuzzNotesMessages(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data, size > 0 else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    let cut = min(Int(data[0]), bytes.count)
    var whole = NotesMessageReader()
    let all = try? whole.read(bytes)
    var pieces = NotesMessageReader()
    var split: [NotesMessage]?
    if let first = try? pieces.read(bytes[..<cut]), let second = try? pieces.read(bytes[cut...]) { split = first + second }
    // A break found in the first piece ends the reading there, as a closed connection would.
    if let all, all != split { fatalError("cut at \(cut), the messages differ: \(all) / \(String(describing: split))") }
    for message in all ?? [] {
        var again = NotesMessageReader()
        guard (try? again.read(message.encoded)) == [message] else { fatalError("\(message) does not read back") }
    }
    return 0
}

exit(swipe_fuzz_run(CommandLine.argc, CommandLine.unsafeArgv) { fuzzNotesMessages($0, $1) })
