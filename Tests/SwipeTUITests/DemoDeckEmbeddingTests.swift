import Foundation
import TerminalHarness
import Testing
@testable import SwipeComponents
@testable import SwipeTUI

@Suite("The demo deck built in")
struct DemoDeckEmbeddingTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The Swift source that carries `Resources/demo.md` into the binary.
    static func source(for deck: String) -> String {
        """
        // Generated from Resources/demo.md: the demo deck inside the binary, so that one copied
        // file runs it. A test checks the two agree (SWIPE_UPDATE_GOLDENS=1 writes this file again).

        extension DemoDeck {
            /// The text of `Resources/demo.md` as it was built in.
            static let embeddedText = #\"\"\"
        \(deck)
        \"\"\"#
        }
        """
    }

    @Test("the built-in text is Resources/demo.md, byte for byte")
    func embeddedMatchesResource() throws {
        let deck = try String(contentsOf: Self.root.appendingPathComponent("Resources/demo.md"), encoding: .utf8)
        let path = Self.root.appendingPathComponent("Sources/SwipeTUI/Content/DemoDeckText.swift").path
        #expect(GoldenFile.problem(with: Self.source(for: deck), goldenAt: path) == nil)
        #expect(DemoDeck.embeddedText == deck)
    }
}
