/// A terminal's answer to "where is the cursor?" (DSR 6, `ESC [ 6 n`): `ESC [ row ; column R`,
/// both from 1. Read straight from the terminal's bytes while opening, before the input
/// decoder runs: to the decoder it would look like F3 with modifiers. Seen by the package's
/// fuzz target as well as the terminal.
package struct CursorPositionReport: Equatable {
    /// The question.
    static let request = "\u{1B}[6n"

    /// The cursor's row, from 0.
    package var row: Int
    /// The cursor's column, from 0.
    package var column: Int

    /// The first report in `bytes` and where it lies in them; nil when there is none (yet).
    /// Numbers are read up to `ParameterNumber.limit`, however many digits they have.
    package static func first(in bytes: [UInt8]) -> (report: CursorPositionReport, range: Range<Int>)? {
        var start = 0
        while let escape = bytes[start...].firstIndex(of: 0x1B) {
            if let report = report(at: escape, in: bytes) { return report }
            start = escape + 1
        }
        return nil
    }

    private static func report(at escape: Int, in bytes: [UInt8]) -> (report: CursorPositionReport, range: Range<Int>)? {
        guard escape + 1 < bytes.count, bytes[escape + 1] == UInt8(ascii: "[") else { return nil }
        var numbers = [ParameterNumber()]
        var i = escape + 2
        var digits = 0
        while i < bytes.count, i - escape < 24 {
            let byte = bytes[i]
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                numbers[numbers.count - 1].append(byte)
                digits += 1
            case UInt8(ascii: ";") where numbers.count == 1 && digits > 0:
                numbers.append(ParameterNumber())
                digits = 0
            case UInt8(ascii: "R") where numbers.count == 2 && digits > 0:
                let row = numbers[0].value, column = numbers[1].value
                guard row >= 1, column >= 1 else { return nil }
                return (CursorPositionReport(row: row - 1, column: column - 1), escape..<i + 1)
            default:
                return nil
            }
            i += 1
        }
        return nil
    }
}
