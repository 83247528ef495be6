import Foundation
import Testing

extension EndToEnd {
    /// The tabs mode on a real directory: switching tabs with a mouse drag, and pulling a
    /// list to refresh it from disk.
    @Suite("Tabs")
    struct TabsTests {
        /// A fresh directory with two subdirectories holding distinct file names. The caller removes it.
        static func makeTree() throws -> URL {
            let manager = FileManager.default
            let root = manager.temporaryDirectory.appendingPathComponent("swipe-e2e-tabs-\(UUID().uuidString)")
            try manager.createDirectory(at: root.appendingPathComponent("apples"), withIntermediateDirectories: true)
            try manager.createDirectory(at: root.appendingPathComponent("bananas"), withIntermediateDirectories: true)
            for name in ["apples/apple-one.txt", "apples/apple-two.txt", "bananas/banana-one.txt"] {
                try name.write(to: root.appendingPathComponent(name), atomically: true, encoding: .utf8)
            }
            return root
        }

        static func launch(_ root: URL) throws -> TmuxSession {
            try EndToEnd.run("swipe-tui --mode tabs '\(root.path)'") {
                $0.contains("apple-one.txt") && $0.contains("tab 1/2")
            }
        }

        /// Whether the bar's underline starts where the second label (` bananas/`) does.
        static func underlineIsUnderSecondLabel(_ screen: String) -> Bool {
            let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            guard let labels = lines.firstIndex(where: { $0.contains(" apples/  bananas/") }), labels + 1 < lines.count,
                  let label = EndToEnd.column(of: " bananas/", in: lines[labels]) else { return false }
            return EndToEnd.column(of: "━", in: lines[labels + 1]) == label
        }

        @Test("a horizontal drag switches to the second tab: its rows show and the bar marks it")
        func dragSwitchesTabs() throws {
            let root = try Self.makeTree()
            defer { try? FileManager.default.removeItem(at: root) }
            let tmux = try Self.launch(root)
            try tmux.sendRaw("\u{1B}[<0;80;20M")
            for x in stride(from: 72, through: 16, by: -8) {
                Thread.sleep(forTimeInterval: 0.02)
                try tmux.sendRaw("\u{1B}[<32;\(x);20M")
            }
            try tmux.sendRaw("\u{1B}[<0;16;20m")
            let screen = tmux.waitFor("the second tab at rest") {
                $0.contains("banana-one.txt") && !$0.contains("apple-one.txt") && $0.contains("tab 2/2")
                    && Self.underlineIsUnderSecondLabel($0)
            }
            #expect(Self.underlineIsUnderSecondLabel(screen), "the bar marks the second tab")
            try tmux.press("q")
            try EndToEnd.expectRestored(tmux, status: 130)
        }

        @Test("wheel up at the top pulls a refresh row; a file made meanwhile is listed after the refresh")
        func pullToRefresh() throws {
            let root = try Self.makeTree()
            defer { try? FileManager.default.removeItem(at: root) }
            let tmux = try Self.launch(root)
            // Made after the first listing: only a refresh can show it.
            try "new".write(to: root.appendingPathComponent("apples/apple-zzz-new.txt"), atomically: true, encoding: .utf8)
            #expect(!(try tmux.screen()).contains("apple-zzz-new.txt"))
            try tmux.sendRaw(String(repeating: "\u{1B}[<64;50;15M", count: 5))
            tmux.waitFor("the new file listed after the refresh") {
                $0.contains("apple-zzz-new.txt") && !$0.contains("refreshing…")
            }
            try tmux.press("q")
            try EndToEnd.expectRestored(tmux, status: 130)
        }

        @Test("JSON with nothing in it ({}) is 'no items' and exit 1, as [] is, without opening the screen")
        func emptyObject() throws {
            try Binary.requireBuilt()
            let tmux = try TmuxSession(columns: 100, rows: 30)
            try tmux.type("clear; echo '{}' | '\(Binary.path)' --json --mode tabs; echo exit=$?")
            let screen = tmux.waitFor("the shell after the run") { screen in
                screen.split(separator: "\n").contains { $0.hasPrefix("exit=") && Int($0.dropFirst(5)) != nil }
            }
            #expect(screen.contains("swipe-tui: no items"))
            #expect(screen.contains("exit=1"))
        }
    }
}
