import Foundation
import Testing
@testable import SwipeTUI

/// Live reload: saving the talk, or a file it includes, reads it again off the loop and
/// wakes the loop.
@Suite("Talk watcher")
struct TalkWatcherTests {
    /// Takes readings until one comes (five seconds at most, looked at every 10 ms).
    static func reading(_ watcher: TalkWatcher) -> TalkWatcher.Reading? {
        for _ in 0..<500 {
            if let reading = watcher.take() { return reading }
            usleep(10_000)
        }
        return nil
    }

    static func titles(_ reading: TalkWatcher.Reading?) -> [String]? {
        guard case .talk(let talk)? = reading else { return nil }
        return talk.slides.map(\.title)
    }

    @Test("a write, an editor's save by rename and a save of an included file each read the talk again; other files do not")
    func reloads() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swipe-watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let talkFile = folder.appendingPathComponent("talk.md"), part = folder.appendingPathComponent("part.md")
        try "One\n===\n<!-- end_slide -->\n<!-- include: part.md -->\n".write(to: talkFile, atomically: false, encoding: .utf8)
        try "Two\n===\n".write(to: part, atomically: false, encoding: .utf8)
        let path = PathBytes(talkFile.path)
        let talk = try TalkSource.read(path, theme: nil)
        #expect(talk.files.count == 2 && talk.files.last?.hasSuffix("/part.md") == true)
        let wake = WakePipe()
        let watcher = try #require(TalkWatcher(path: path, talk: talk, theme: nil, wake: wake))
        defer { watcher.stop() }
        usleep(50_000)
        try "elsewhere".write(to: folder.appendingPathComponent("other.md"), atomically: false, encoding: .utf8)
        try "One again\n===\n<!-- end_slide -->\n<!-- include: part.md -->\n".write(to: talkFile, atomically: false, encoding: .utf8)
        #expect(Self.titles(Self.reading(watcher)) == ["One again", "Two"])
        try "Renamed\n===\n<!-- end_slide -->\n<!-- include: part.md -->\n".write(to: talkFile, atomically: true, encoding: .utf8)
        #expect(Self.titles(Self.reading(watcher)) == ["Renamed", "Two"])
        try "Two changed\n===\n".write(to: part, atomically: false, encoding: .utf8)
        #expect(Self.titles(Self.reading(watcher)) == ["Renamed", "Two changed"])
        var poller = [pollfd(fd: wake.readEnd, events: Int16(POLLIN), revents: 0)]
        #expect(poll(&poller, 1, 0) == 1, "the loop was woken")
    }
}
