import Foundation
import TerminalHarness
import Testing
@testable import SwipeTUI

@Suite("The shell integration built in")
struct ShellIntegrationEmbeddingTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The Swift source that carries the scripts under `Resources/shell/` into the binary.
    static func source(for scripts: [(ShellIntegration, String)]) -> String {
        let constants = scripts.map { shell, text in
            """
                /// The text of `Resources/shell/\(shell.fileName)` as it was built in.
                static let \(shell.rawValue)Script = #\"\"\"
            \(text)
            \"\"\"#
            """
        }
        return """
            // Generated from Resources/shell/: the shell integration scripts inside the binary. A test
            // checks they agree with the files (SWIPE_UPDATE_GOLDENS=1 writes this file again).

            extension ShellIntegration {
            \(constants.joined(separator: "\n\n"))
            }
            """
    }

    @Test("the built-in scripts are the files under Resources/shell/, byte for byte")
    func embeddedMatchesResources() throws {
        let scripts = try ShellIntegration.allCases.map { shell in
            (shell, try String(contentsOf: Self.root.appendingPathComponent("Resources/shell/\(shell.fileName)"), encoding: .utf8))
        }
        let path = Self.root.appendingPathComponent("Sources/SwipeTUI/App/ShellIntegrationScripts.swift").path
        #expect(GoldenFile.problem(with: Self.source(for: scripts), goldenAt: path) == nil)
        for (shell, text) in scripts { #expect(shell.script == text, "\(shell.fileName) differs from the built-in text") }
    }
}
