import Foundation

/// Golden files for tests: text that a test's output must equal, kept in the repository.
/// With `SWIPE_UPDATE_GOLDENS=1` in the environment the file is (re)written instead of
/// compared — look at it before committing it.
public enum GoldenFile {
    /// Compares `actual` with the golden at `path` (stored with a trailing newline).
    /// Returns nil when they match (or the golden was just written), else what is wrong:
    /// the file is missing, or the first line that differs.
    public static func problem(with actual: String, goldenAt path: String) -> String? {
        let url = URL(fileURLWithPath: path)
        let name = url.lastPathComponent
        if ProcessInfo.processInfo.environment["SWIPE_UPDATE_GOLDENS"] == "1" {
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? (actual + "\n").write(to: url, atomically: true, encoding: .utf8)
            return nil
        }
        guard let stored = try? String(contentsOf: url, encoding: .utf8) else {
            return "missing golden \(name) (run with SWIPE_UPDATE_GOLDENS=1 to create it, then look at it)"
        }
        let expected = stored.hasSuffix("\n") ? String(stored.dropLast()) : stored
        guard expected != actual else { return nil }
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let line = zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(expectedLines.count, actualLines.count)
        func at(_ lines: [Substring]) -> String { line < lines.count ? String(lines[line]) : "(no line)" }
        return "differs from golden \(name) at line \(line + 1):\n  expected: \(at(expectedLines))\n  actual:   \(at(actualLines))\n"
            + "(SWIPE_UPDATE_GOLDENS=1 rewrites it)"
    }

    /// Bytes a program wrote to its terminal, as readable text: ESC as `\e`, other
    /// controls as `\xNN`, a line break before every escape sequence.
    public static func visible(_ bytes: [UInt8]) -> String {
        let text = String(decoding: bytes, as: UTF8.self)
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x1B: result += "\n\\e"
            case 0x0A: result += "\\n"
            case 0x0D: result += "\\r"
            case 0x00..<0x20, 0x7F: result += "\\x" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 2)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result.hasPrefix("\n") ? String(result.dropFirst()) : result
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
