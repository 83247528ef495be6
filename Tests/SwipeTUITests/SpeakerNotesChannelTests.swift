import Foundation
import Testing
import TerminalBackend
@testable import SwipeTUI

/// The speaker-notes socket: its messages on the wire, its folder and modes, and a talk and
/// a notes terminal meeting on it in one process.
@Suite("Speaker notes channel")
struct SpeakerNotesChannelTests {
    @Test("messages round-trip, arrive however the bytes are cut, and anything else breaks the connection")
    func messages() throws {
        let messages: [NotesMessage] = [.position(slide: 3, step: 1, elapsed: 12_500), .move(.next), .move(.previous), .move(.go(7)),
                                        .move(.first), .move(.last)]
        let bytes = messages.flatMap(\.encoded)
        for cut in 0...bytes.count {
            var reader = NotesMessageReader()
            let read = try reader.read(bytes[..<cut]) + reader.read(bytes[cut...])
            #expect(read == messages, "cut at \(cut)")
        }
        for hostile: [UInt8] in [[0, 1, 0, 0] + Array(repeating: 0x41, count: 4), [0, 0, 0, 3] + Array("say".utf8),
                                 [0, 0, 0, 8] + Array("at 1 2 x".utf8), [0, 0, 0, 18] + Array("at 99999999999 0 0".utf8),
                                 [0, 0, 0, 7] + Array("do jump".utf8), [0, 0, 0, 4] + [0x64, 0x6F, 0x20, 0x1B]] {
            var reader = NotesMessageReader()
            #expect(throws: NotesMessageReader.Broken.self) { try reader.read(hostile) }
        }
    }

    @Test("the socket lives in XDG_RUNTIME_DIR when it is private, else in /tmp/swipe-tui-UID made 0700; the same talk, the same path")
    func paths() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swipe-notes-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = NotesSocket.path(forTalk: "/talks/a.md", environment: ["XDG_RUNTIME_DIR": folder])
        #expect(path?.hasPrefix(folder + "/swipe-tui-notes-") == true)
        #expect(path == NotesSocket.path(forTalk: "/talks/a.md", environment: ["XDG_RUNTIME_DIR": folder]))
        #expect(path != NotesSocket.path(forTalk: "/talks/b.md", environment: ["XDG_RUNTIME_DIR": folder]))
        // A folder others may enter is not used.
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder)
        let fallback = NotesSocket.path(forTalk: "/talks/a.md", environment: ["XDG_RUNTIME_DIR": folder])
        #expect(fallback?.hasPrefix("/tmp/swipe-tui-\(getuid())/") == true)
        #expect(NotesSocket.isPrivateFolder("/tmp/swipe-tui-\(getuid())"))
    }

    @Test("a talk and a notes terminal meet: the socket is 0600, the position arrives, moves come back and wake the loop")
    func meeting() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swipe-notes-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let environment = ["XDG_RUNTIME_DIR": folder]
        let server = try #require(NotesServer(talkPath: "/talks/meeting.md", environment: environment))
        defer { server.stop() }
        let attributes = try FileManager.default.attributesOfItem(atPath: server.path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        // A second talk of the same file does without notes rather than take the socket.
        #expect(NotesServer(talkPath: "/talks/meeting.md", environment: environment) == nil)
        let client = NotesClient(path: server.path)
        defer { client.stop() }
        server.publish(.position(slide: 2, step: 1, elapsed: 5_000))
        #expect(Self.wait { client.heard.map { $0.slide == 2 && $0.step == 1 && $0.elapsed == 5 } == true })
        #expect(client.send(.next) && client.send(.go(4)))
        #expect(Self.wait { Self.isReadable(server.loopWake.readEnd) })
        var moves: [NotesMove] = []
        #expect(Self.wait { moves += server.takeMoves(); return moves == [.next, .go(4)] })
        server.stop()
        #expect(!FileManager.default.fileExists(atPath: server.path))
        #expect(Self.wait { !client.isConnected })
    }

    /// Whether `condition` holds within five seconds (looked at every 10 ms).
    static func wait(_ condition: () -> Bool) -> Bool {
        for _ in 0..<500 {
            if condition() { return true }
            usleep(10_000)
        }
        return false
    }

    static func isReadable(_ fd: Int32) -> Bool {
        var poller = [pollfd(fd: fd, events: Int16(POLLIN), revents: 0)]
        return poll(&poller, 1, 0) == 1
    }
}
