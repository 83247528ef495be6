import CellCanvas
import FuzzDriver
import Glibc
import SwipeComponents

/// One fuzz input: a `--bind` value (read as UTF-8, as an argument or
/// `SWIPE_TUI_DEFAULT_OPTS` is), split in two at the first NUL into two values.
///
/// Checked: reading never traps; a value is read into bindings or refused with one line
/// holding no control character; every argument read is a piece of the input, and an
/// action given one takes one.
func fuzzBind(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let values = bytes.split(separator: 0, maxSplits: 1, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
    do {
        let map = try KeyMap(parsingBindings: values)
        let calls = map.bindings.flatMap(\.calls) + map.events.values.flatMap { $0 }
        for call in calls {
            if !call.action.needsArgument && call.argument == nil { continue }
            guard let argument = call.argument, call.action.takesArgument else { fatalError("\(call) should have been refused") }
            guard argument.isEmpty || values.contains(where: { $0.contains(argument) }) else { fatalError("\(argument) is no piece of the input") }
        }
    } catch {
        let line = error.description
        guard line == Sanitizer.line(line), !line.contains("\n"), line.count < 200 else { fatalError("unsafe error line: \(line)") }
    }
    return 0
}

exit(swipe_fuzz_run(CommandLine.argc, CommandLine.unsafeArgv) { fuzzBind($0, $1) })
