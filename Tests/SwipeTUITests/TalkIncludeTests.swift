import Foundation
import Testing
import CellCanvas
@testable import SwipeComponents
@testable import SwipeTUI

/// `<!-- include: file.md -->`: relative to the including file, capped in depth, never a
/// cycle, never a path that leaves the talk's folder.
@Suite("Talk includes")
struct TalkIncludeTests {
    /// A fresh folder with `files` in it (names relative to it).
    static func folder(_ files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swipe-talk-\(UUID().uuidString)")
        for (name, text) in files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return folder
    }

    static func load(_ folder: URL) throws -> Talk {
        try TalkSource.read(PathBytes(folder.appendingPathComponent("talk.md").path), theme: nil)
    }

    static func text(_ talk: Talk) -> String {
        talk.slides.map { $0.title + "\n" + $0.card.blocks.map(\.plainText).joined(separator: "\n") }.joined(separator: "\n")
    }

    @Test("an included file's lines take the command's place, its own includes relative to it; slide ends inside count")
    func includes() throws {
        let folder = try Self.folder([
            "talk.md": "Start\n===\n\n<!-- include: parts/a.md -->\n\nEnd of the talk.\n",
            "parts/a.md": "From a.\n\n<!-- include: b.md -->\n",
            "parts/b.md": "From b.\n<!-- end_slide -->\nNext\n===\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let talk = try Self.load(folder)
        #expect(talk.slides.map(\.title) == ["Start", "Next"])
        let text = Self.text(talk)
        #expect(text.contains("From a.") && text.contains("From b.") && text.contains("End of the talk."))
    }

    @Test("absolute paths, .., a cycle, a folder and too many levels are refused with a note on the slide")
    func refused() throws {
        let folder = try Self.folder([
            "talk.md": "<!-- include: /etc/passwd -->\n<!-- include: ../secret.md -->\n<!-- include: talk.md -->\n<!-- include: sub -->\n<!-- include: missing.md -->\n<!-- include: l1.md -->\n",
            "sub/x.md": "x",
            "l1.md": "one\n<!-- include: l2.md -->\n",
            "l2.md": "two\n<!-- include: l3.md -->\n",
            "l3.md": "three\n<!-- include: l4.md -->\n",
            "l4.md": "four\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = Self.text(try Self.load(folder))
        #expect(!text.contains("root:"))
        #expect(text.contains("include /etc/passwd: refused"))
        #expect(text.contains("include ../secret.md: refused"))
        #expect(text.contains("include talk.md: refused (it includes itself)"))
        #expect(text.contains("include sub: refused (not a regular file)"))
        #expect(text.contains("include missing.md:"))
        #expect(text.contains("three") && !text.contains("four") && text.contains("include l4.md: not read (more than 4 files deep)"))
    }

    @Test("a symbolic link that leads out of the talk's folder is refused, for includes and themes alike; one that stays inside is followed")
    func symbolicLinks() throws {
        let outside = try Self.folder(["secret.md": "SECRET-TEXT\n", "bad.yaml": "default:\n  colors:\n    foreground: OUTSIDE\n"])
        defer { try? FileManager.default.removeItem(at: outside) }
        let folder = try Self.folder([
            "talk.md": "<!-- include: link.md -->\n<!-- include: out/secret.md -->\n<!-- include: inside.md -->\n",
            "parts/real.md": "INSIDE-TEXT\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let manager = FileManager.default
        try manager.createSymbolicLink(atPath: folder.appendingPathComponent("link.md").path, withDestinationPath: outside.appendingPathComponent("secret.md").path)
        try manager.createSymbolicLink(atPath: folder.appendingPathComponent("out").path, withDestinationPath: outside.path)
        try manager.createSymbolicLink(atPath: folder.appendingPathComponent("inside.md").path, withDestinationPath: "parts/real.md")
        try manager.createSymbolicLink(atPath: folder.appendingPathComponent("theme.yaml").path, withDestinationPath: outside.appendingPathComponent("bad.yaml").path)
        let text = Self.text(try Self.load(folder))
        #expect(!text.contains("SECRET-TEXT"), "\(text)")
        #expect(text.contains("include link.md: refused") && text.contains("include out/secret.md: refused"), "\(text)")
        #expect(text.contains("INSIDE-TEXT"))
        #expect(TalkLines.path("theme.yaml", in: folder.path) == nil)
        #expect(TalkLines.path("out/bad.yaml", in: folder.path) == nil)
        #expect(TalkLines.path("inside.md", in: folder.path) != nil)
        #expect(TalkLines.path("not-there.md", in: folder.path) != nil, "a missing file keeps its name, for the reading to say so")
    }
}
