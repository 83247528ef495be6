import SwipeTUI
import FuzzDriver
import Glibc

/// One fuzz input: any bytes as a JSON document.
///
/// Checked: parsing never traps (depth and size limits hold); what parses comes back
/// the same from its own compact and pretty text.
func fuzzJSONParser(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let value = try? JSONParser.parse(bytes) else { return 0 }
    for text in [value.compact, value.pretty()] {
        guard let again = try? JSONParser.parse(Array(text.utf8)) else {
            fatalError("\(text.debugDescription) does not parse again")
        }
        if again != value { fatalError("\(text.debugDescription) parses to another value") }
    }
    return 0
}

exit(swipe_fuzz_run(CommandLine.argc, CommandLine.unsafeArgv) { fuzzJSONParser($0, $1) })
