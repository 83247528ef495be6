import CProcess
import Foundation
import Glibc
import Testing
@testable import TerminalBackend

@Suite("ChildGuardian")
struct ChildGuardianTests {
    /// The groups a table holds, in place order.
    static func held(_ table: cp_guardian_table) -> [Int32] {
        withUnsafeBytes(of: table.groups) { Array($0.bindMemory(to: Int32.self)) }.filter { $0 != 0 }
    }

    /// The table after `messages`, read from a socket as the guardian reads them (its
    /// writer closed: end of file).
    static func table(after messages: [Int32]) -> cp_guardian_table {
        var ends: [Int32] = [-1, -1]
        #expect(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &ends) == 0)
        for message in messages { #expect(cp_guardian_send(ends[0], message) == 0) }
        close(ends[0])
        var table = cp_guardian_table()
        cp_guardian_read_until_end(ends[1], &table)
        close(ends[1])
        return table
    }

    @Test("messages: a positive id is held, its negation forgets it, and 0, ±1 and Int32.min are never held")
    func protocolMessages() {
        #expect(Self.held(Self.table(after: [4321, 555, -4321, 777])) == [777, 555], "the freed place taken again")
        #expect(Self.held(Self.table(after: [0, 1, -1, Int32.min, 9000])) == [9000], "kill(-1) would reach every process")
        #expect(Self.held(Self.table(after: [-600, 600])) == [600], "forgetting what is not held changes nothing")
        #expect(Self.held(Self.table(after: [700, 700, -700])).isEmpty, "an id held twice is forgotten at once")
    }

    @Test("past its capacity a group is not held, and a forgotten one frees its place")
    func capacity() {
        let full = (2...Int32(CP_GUARDIAN_CAPACITY) + 1).map { $0 * 10 }
        #expect(Self.held(Self.table(after: full + [99_999])) == full)
        #expect(Self.held(Self.table(after: full + [-20, 99_999])) == [99_999] + full.dropFirst())
    }

    /// A `sleep 300` in a process group of its own.
    static func sleeper() throws -> pid_t {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)
        var pid: pid_t = 0
        let words: [UnsafeMutablePointer<CChar>?] = [strdup("/bin/sleep"), strdup("300"), nil]
        defer { words.forEach { free($0) } }
        try #require(posix_spawn(&pid, "/bin/sleep", nil, &attributes, words, environ) == 0)
        return pid
    }

    /// The signal that ended `pid` within 10 s (0: it exited), or nil when it was still
    /// running (then it is killed and reaped here).
    static func endingSignal(_ pid: pid_t) -> Int32? {
        let deadline = Date().addingTimeInterval(10)
        var status: Int32 = 0
        while Date() < deadline {
            let reaped = waitpid(pid, &status, WNOHANG)
            if reaped == pid { return status & 0x7F }
            if reaped < 0 && errno != EINTR { return nil }
            usleep(2_000)
        }
        kill(pid, SIGKILL)
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return nil
    }

    /// Waits (up to 10 s) until the guardian has closed every descriptor but its socket.
    static func waitUntilSettled(_ pid: pid_t) -> [String] {
        let deadline = Date().addingTimeInterval(10)
        var open: [String] = []
        repeat {
            open = ((try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd")) ?? []).sorted()
            if open == ["0"] { break }
            usleep(5_000)
        } while Date() < deadline
        return open
    }

    @Test("at end of file the guardian kills the groups it holds, not those forgotten; Ctrl-C's signal does not end it")
    func killsHeldGroupsAtEnd() throws {
        var guardian = try #require(ChildGuardian.start())
        #expect(Self.waitUntilSettled(guardian.pid) == ["0"], "only its socket is open")
        #expect(getpgid(guardian.pid) == guardian.pid, "a process group of its own")
        kill(guardian.pid, SIGINT)
        kill(guardian.pid, SIGHUP)
        let held = try Self.sleeper(), forgotten = try Self.sleeper()
        let told = [guardian.hold(held), guardian.hold(forgotten), guardian.forget(forgotten)]
        #expect(told == [true, true, true])
        // What our exit does: its socket closes.
        guardian.dismiss()
        #expect(Self.endingSignal(held) == SIGKILL, "the held group was killed")
        #expect(kill(forgotten, 0) == 0, "the forgotten group still runs")
        kill(forgotten, SIGKILL)
        _ = Self.endingSignal(forgotten)
        var status: Int32 = 0
        #expect(waitpid(guardian.pid, &status, WNOHANG) < 0 && errno == ECHILD, "the guardian was reaped: no zombie")
    }

    @Test("a guardian that died first is noticed at the next message and reaped; we go on without it")
    func guardianDiedFirst() throws {
        var guardian = try #require(ChildGuardian.start())
        kill(guardian.pid, SIGKILL)
        var info = siginfo_t()
        while waitid(P_PID, id_t(guardian.pid), &info, WEXITED | WNOWAIT) < 0 && errno == EINTR {}
        // A process forked meanwhile (other tests run beside this one) may hold a copy of
        // its socket for a moment: a message or a few may still go.
        let deadline = Date().addingTimeInterval(10)
        while guardian.hold(1234) && Date() < deadline { usleep(1_000) }
        let told = guardian.forget(1234)
        #expect(!told, "noticed")
        var status: Int32 = 0
        #expect(waitpid(guardian.pid, &status, WNOHANG) < 0 && errno == ECHILD, "reaped when it was noticed")
        guardian.dismiss()
    }
}
