import Foundation
import TerminalHarness

/// Golden files for this target, kept in `Goldens/` next to the tests (see `GoldenFile`).
enum Golden {
    static func path(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens/\(name).txt").path
    }

    /// Nil when `actual` matches the golden `name` (or the golden was just written);
    /// otherwise what differs.
    static func problem(with actual: String, golden name: String) -> String? {
        GoldenFile.problem(with: actual, goldenAt: path(name))
    }
}
