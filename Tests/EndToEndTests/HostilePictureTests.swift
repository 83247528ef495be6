import Foundation
import Testing

extension EndToEnd {
    /// A picture whose header states a size past any `Int` product (issue 22): one line on its
    /// card, whichever way it arrives, and the program quits as usual.
    @Suite("Hostile pictures")
    struct HostilePictureTests {
        /// The 45 bytes of the issue: a PNG whose IHDR says 4294967295×4294967295, then IEND.
        static let hugePNG: [UInt8] = [
            0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52,
            0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x08, 0x02, 0x00, 0x00, 0x00, 0x5D, 0x94, 0xB9,
            0x69, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82,
        ]

        @Test("the 45-byte PNG from a directory, a path, a slide and --preview 'cat {}': too large to show, then q quits",
              arguments: ["swipe-tui DIR ", "swipe-tui DIR/huge.png ", "swipe-tui DIR/talk.md ",
                          "printf '%s\\n' DIR/huge.png | swipe-tui --layout cards --preview 'cat {}' "])
        func hugePNG(_ commandLine: String) throws {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("swipe-huge-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            try Data(Self.hugePNG).write(to: directory.appendingPathComponent("huge.png"))
            try "# Huge\n\n![huge](huge.png)\n".write(to: directory.appendingPathComponent("talk.md"), atomically: true, encoding: .utf8)
            let tmux = try EndToEnd.run(commandLine.replacingOccurrences(of: "DIR", with: "'\(directory.path)'")) {
                $0.contains("PNG picture too large to show")
            }
            try tmux.press("q")
            try EndToEnd.expectRestored(tmux, status: 130)
        }

        @Test("a JPEG past libjpeg's 65,500 a side says its own size in the release build (not 0×0)")
        func hugeJPEG() throws {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("swipe-huge-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            let side: [UInt8] = [0xFF, 0xFF]
            let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xC0, 0x00, 0x11, 0x08] + side + side
                + [0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01, 0xFF, 0xDA, 0x00, 0x0C, 0x03, 0x01, 0x00, 0x02, 0x11, 0x03,
                   0x11, 0x00, 0x3F, 0x00]
            try Data(jpeg).write(to: directory.appendingPathComponent("huge.jpg"))
            let tmux = try EndToEnd.run("swipe-tui '\(directory.path)/huge.jpg' ") { $0.contains("JPEG picture too large to show") }
            #expect(try tmux.screen().contains("(65535×65535)"))
            try tmux.press("q")
            try EndToEnd.expectRestored(tmux, status: 130)
        }
    }
}
