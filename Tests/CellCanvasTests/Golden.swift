import Foundation

/// Golden files for this target: text a test's output must equal, kept next to the
/// tests. With `SWIPE_UPDATE_GOLDENS=1` the file is written instead of compared; look
/// at it before keeping it.
enum Golden {
    static func path(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens/\(name).txt").path
    }

    /// Nil when `actual` matches the golden `name` (or the golden was just written);
    /// otherwise what differs.
    static func problem(with actual: String, golden name: String) -> String? {
        let url = URL(fileURLWithPath: path(name))
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
        return "differs from golden \(name) at line \(line + 1):\n  expected: \(at(expectedLines))\n  actual:   \(at(actualLines))"
    }
}
