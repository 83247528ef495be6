import CellCanvas
import FuzzDriver
import Glibc

/// One fuzz input: any bytes as text from a file, a pipe or a preview.
///
/// Checked: what `Sanitizer.line` returns holds no C0 or C1 control, no DEL and no
/// bidirectional override, so nothing from content can reach the terminal as a command;
/// and sanitising twice changes nothing more.
func fuzzSanitizer(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let safe = Sanitizer.line(text)
    for scalar in safe.unicodeScalars {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C:
            fatalError("U+\(String(scalar.value, radix: 16)) survived sanitising \(text.debugDescription)")
        default:
            continue
        }
    }
    if Sanitizer.line(safe) != safe { fatalError("sanitising \(text.debugDescription) twice changed it again") }
    return 0
}

exit(swipe_fuzz_run(CommandLine.argc, CommandLine.unsafeArgv) { fuzzSanitizer($0, $1) })
