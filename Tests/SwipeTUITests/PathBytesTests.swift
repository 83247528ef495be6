import Foundation
import Glibc
@testable import SwipeComponents
@testable import SwipeTUI
import Testing

/// Names are bytes from `readdir` to stdout and into placeholders: a name that is not UTF-8
/// is opened, printed and previewed as it is, and shown sanitised.
@Suite("Paths as bytes")
struct PathBytesTests {
    static let badName: [UInt8] = Array("bad".utf8) + [0xFF] + Array("utf".utf8)

    /// A directory holding `bad\xffutf` (a text file) and `good.txt`.
    static func directory() throws -> PathBytes {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("swipe-bytes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let base = PathBytes(root.path)
        for (name, text) in [(badName, "inside the bad name\n"), (Array("good.txt".utf8), "good\n")] {
            let fd = base.appending(name).withCString { open($0, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
            try #require(fd >= 0)
            _ = Array(text.utf8).withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            close(fd)
        }
        return base
    }

    static func remove(_ path: PathBytes) {
        try? FileManager.default.removeItem(atPath: path.description)
    }

    @Test("joining, the last component and a suffix work on bytes")
    func pathArithmetic() {
        #expect(PathBytes("a/b").appending(Self.badName).bytes == Array("a/b/".utf8) + Self.badName)
        #expect(PathBytes("a/b/").appending([0x63]).bytes == Array("a/b/c".utf8))
        #expect(PathBytes(bytes: Array("x/".utf8) + Self.badName + [0x2F]).lastComponent == Self.badName)
        #expect(PathBytes("/").lastComponent == Array("/".utf8))
        #expect(PathBytes("plain").lastComponent == Array("plain".utf8))
        #expect(PathBytes("Talk.MD").hasSuffix(ignoringCase: ".md") && !PathBytes("md").hasSuffix(ignoringCase: ".md"))
        #expect(PathBytes(bytes: Self.badName).description == "bad\u{FFFD}utf")
    }

    @Test("a directory's entry that is not UTF-8: its card shows the file, Enter and {} give its exact bytes")
    func directoryEntry() throws {
        let root = try Self.directory()
        defer { Self.remove(root) }
        let source = try DirectorySource(path: root, includeHidden: false)
        try source.waitUntilComplete(timeout: 10)
        #expect(source.count == 2)
        let index = try #require((0..<source.count).first { source.fields(at: $0).title.hasPrefix("bad") })
        #expect(source.fields(at: index).value == root.appending(Self.badName).bytes, "printed as the bytes readdir gave")
        #expect(source.card(at: index).title == "bad\u{FFFD}utf", "shown sanitised")
        #expect(source.card(at: index).blocks.first?.plainText == "inside the bad name", "the file itself was read")
        let line = PreviewTemplate("cat -- {}").commandLine(for: PreviewItem(bytes: source.fields(at: index).value, index: index))
        #expect(line == Array("cat -- '".utf8) + root.appending(Self.badName).bytes + Array("'".utf8))
    }

    @Test("a picture whose name is not UTF-8 is decoded from its own bytes' path")
    func pictureName() throws {
        let root = try Self.directory()
        defer { Self.remove(root) }
        let gif = try FileBytes.read(PathBytes(PictureTests.path("quadrants.gif")))
        let name = Self.badName + Array(".gif".utf8)
        let fd = root.appending(name).withCString { open($0, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
        try #require(fd >= 0)
        _ = gif.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        close(fd)
        let card = FilePreview.card(title: "picture", path: root.appending(name))
        #expect(card.picture == root.appending(name))
        let library = PictureLibrary()
        _ = library.state(of: root.appending(name))
        let deadline = Date().addingTimeInterval(5)
        while library.isBusy && Date() < deadline { usleep(5_000) }
        guard case .ready = library.state(of: root.appending(name)) else {
            Issue.record("not decoded: \(library.state(of: root.appending(name)))")
            return
        }
    }

    @Test("the tabs' entries and paths named on the command line keep their bytes too")
    func tabsAndPaths() throws {
        let root = try Self.directory()
        defer { Self.remove(root) }
        let entries = try TabOrigin.entries(of: root, filesOnly: true, includeHidden: false)
        let bad = try #require(entries.first { $0.name.hasPrefix("bad") })
        #expect(bad.path == root.appending(Self.badName))
        #expect(TabRows.entries(entries).fields(at: entries.firstIndex(of: bad)!)?.value == bad.path.bytes)
        let source = try PathSource.load([root.appending(Self.badName)], options: .init())
        #expect(source.fields(at: 0).value == root.appending(Self.badName).bytes)
        #expect(source.card(at: 0).blocks.first?.plainText == "inside the bad name")
    }
}
