import Foundation

/// Where this target's golden files live.
enum Golden {
    static func path(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens/\(name).txt").path
    }
}
