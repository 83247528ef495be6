import Foundation
import Testing

/// Compares text with a golden file under `Goldens/`. With `SWIPE_UPDATE_GOLDENS=1` the
/// file is written instead (then look at it, and commit it); a missing golden fails.
enum Golden {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")

    static func check(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let url = directory.appendingPathComponent(name + ".txt")
        if ProcessInfo.processInfo.environment["SWIPE_UPDATE_GOLDENS"] == "1" {
            try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try? (actual + "\n").write(to: url, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("missing golden \(name).txt (run with SWIPE_UPDATE_GOLDENS=1 to create it)", sourceLocation: sourceLocation)
            return
        }
        #expect(actual + "\n" == expected, "frame differs from golden \(name).txt", sourceLocation: sourceLocation)
    }
}
