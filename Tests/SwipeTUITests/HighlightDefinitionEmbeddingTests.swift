import Foundation
import TerminalHarness
import Testing
@testable import SwipeTUI

@Suite("The highlighting definitions built in")
struct HighlightDefinitionEmbeddingTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The definitions under Resources/highlight/, by file name, in name order.
    static func files() throws -> [(String, String)] {
        let directory = root.appendingPathComponent("Resources/highlight")
        return try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".lang") }.sorted().map { name in
            (name, try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8))
        }
    }

    /// The Swift source that carries the definitions under Resources/highlight/ into the binary.
    static func source(for files: [(String, String)]) -> String {
        let entries = files.map { name, text in
            """
                    // Resources/highlight/\(name)
                    "\(name)": ##\"\"\"
            \(text)
            \"\"\"##,
            """
        }
        return """
            // Generated from Resources/highlight/: our language definitions (libt3highlight's format)
            // inside the binary. A test checks they agree with the files (SWIPE_UPDATE_GOLDENS=1
            // writes this file again).

            extension HighlightDefinitions {
                /// Our definitions by file name, as they were built in.
                static let builtIn: [String: String] = [
            \(entries.joined(separator: "\n"))
                ]
            }
            """
    }

    @Test("the built-in definitions are the files under Resources/highlight/, byte for byte")
    func embeddedMatchesResources() throws {
        let files = try Self.files()
        #expect(files.count >= 8)
        for (name, text) in files { #expect(!text.contains("\"##"), "\(name) would end the raw string it is carried in") }
        let path = Self.root.appendingPathComponent("Sources/SwipeTUI/Content/Highlight/HighlightDefinitionTexts.swift").path
        #expect(GoldenFile.problem(with: Self.source(for: files), goldenAt: path) == nil)
        #expect(HighlightDefinitions.builtIn.count == files.count)
        for (name, text) in files { #expect(HighlightDefinitions.builtIn[name] == text, "\(name) differs from the built-in text") }
    }
}
