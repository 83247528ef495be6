import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CellCanvas
import Testing
@testable import SwipeComponents
@testable import SwipeTUI

extension PreviewProcess {
    /// Starts a command line written as text (the tests' commands are all UTF-8).
    func start(_ commandLine: String, key: Int) {
        start(Array(commandLine.utf8), key: key)
    }
}

/// `--preview`: placeholders, the runner's caps and supersedes, the controller's debounce.
@Suite("Preview", .serialized)
struct PreviewTests {
    @Test("placeholders: {} and fields shell-quoted, {n} the index, {-1} the last field, others left alone")
    func placeholders() {
        let item = PreviewItem(text: "a4c95b4 it's  done", index: 7)
        func line(_ template: String) -> String {
            String(decoding: PreviewTemplate(template).commandLine(for: item), as: UTF8.self)
        }
        #expect(line("git show {1}") == "git show 'a4c95b4'")
        #expect(line("echo {} {n}") == "echo 'a4c95b4 it'\\''s  done' 7")
        #expect(line("echo {2} {-1} {9}") == "echo 'it'\\''s' 'done' ''")
        #expect(line("awk '{print}' {x} {") == "awk '{print}' {x} {")
        #expect(line("echo {{}} {+1} {99999999999999999999} {-99999}") == "echo {'a4c95b4 it'\\''s  done'} 'a4c95b4' {99999999999999999999} ''")
    }

    /// Waits for the runner's result, up to `timeout` seconds.
    static func result(of process: PreviewProcess, timeout: Double = 3) -> PreviewProcess.Output? {
        let deadline = now() + timeout
        while now() < deadline {
            if let output = process.takeResult() { return output }
            usleep(5_000)
        }
        return nil
    }

    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    @Test("a command's stdout and stderr come back together with its status")
    func runs() throws {
        let process = PreviewProcess()
        process.start("printf 'a\\nb'; echo oops >&2; exit 3", key: 1)
        let output = try #require(Self.result(of: process))
        #expect(String(decoding: output.bytes, as: UTF8.self) == "a\nboops\n")
        #expect(output.status == 3 && output.key == 1 && !process.isRunning)
        let blocks = PreviewController.blocks(for: output, timeLimit: 5, byteLimit: 1 << 20)
        #expect(blocks.map(\.plainText) == ["a", "boops", "[exit 3]"])
    }

    @Test("a new run stops the one before: only the new output comes, the old process group is gone")
    func supersede() throws {
        let process = PreviewProcess()
        process.start("echo $$ > /tmp/swipe-preview-test-pid; sleep 5; echo stale", key: 1)
        usleep(200_000)
        let pid = try #require(Int32((try? String(contentsOfFile: "/tmp/swipe-preview-test-pid", encoding: .utf8))?
            .trimmingCharacters(in: .whitespacesAndNewlines) ?? ""))
        process.start("echo fresh", key: 2)
        let output = try #require(Self.result(of: process))
        #expect(output.key == 2 && String(decoding: output.bytes, as: UTF8.self) == "fresh\n")
        usleep(100_000)
        #expect(kill(pid, 0) != 0, "the superseded command was killed (and reaped)")
        #expect(Self.result(of: process, timeout: 0.3) == nil, "nothing stale arrives later")
    }

    @Test("caps: a command that runs too long is stopped; one that writes too much is cut")
    func caps() throws {
        let slow = PreviewProcess(timeLimit: 0.3)
        let started = Self.now()
        slow.start("echo begun; sleep 10", key: 0)
        let late = try #require(Self.result(of: slow))
        #expect(late.timedOut && String(decoding: late.bytes, as: UTF8.self) == "begun\n")
        #expect(Self.now() - started < 2)
        let loud = PreviewProcess(byteLimit: 100_000)
        loud.start("yes", key: 0)
        let cut = try #require(Self.result(of: loud))
        #expect(cut.isCut && cut.bytes.count == 100_000)
        let blocks = PreviewController.blocks(for: late, timeLimit: 0.3, byteLimit: 1 << 20)
        #expect(blocks.last?.plainText == "[stopped after 0.3 s]")
        // 50,000 short lines: the 10,000-line cap comes first, and the note says so.
        let shortLines = PreviewController.blocks(for: cut, timeLimit: 5, byteLimit: 1 << 20)
        #expect(shortLines.count == PreviewController.lineLimit + 1)
        #expect(shortLines.last?.plainText == "[output cut at 10000 lines]")
        let wide = PreviewProcess(byteLimit: 100_000)
        wide.start("head -c 200000 /dev/zero | tr '\\0' x", key: 0)
        let wideCut = try #require(Self.result(of: wide))
        #expect(wideCut.isCut)
        #expect(PreviewController.blocks(for: wideCut, timeLimit: 5, byteLimit: 1 << 20).map(\.plainText).last == "[output cut at 1 MiB]")
    }

    @Test("exactly 10,000 lines are all shown with no note; one more and the note says where they end")
    func lineCap() {
        func output(lines: Int) -> PreviewProcess.Output {
            PreviewProcess.Output(key: 0, bytes: Array((1...lines).map { "\($0)\n" }.joined().utf8), status: 0)
        }
        let exact = PreviewController.blocks(for: output(lines: 10_000), timeLimit: 5, byteLimit: 1 << 20)
        #expect(exact.count == 10_000 && exact.last?.plainText == "10000")
        let over = PreviewController.blocks(for: output(lines: 10_001), timeLimit: 5, byteLimit: 1 << 20)
        #expect(over.map(\.plainText).suffix(2) == ["10000", "[output cut at 10000 lines]"])
    }

    @Test("a command that closes its output before it exits is waited for: its own status, not a kill")
    func closesOutputFirst() throws {
        let process = PreviewProcess()
        process.start("printf x; exec >/dev/null 2>&1; sleep 0.3; exit 2", key: 0)
        let output = try #require(Self.result(of: process))
        #expect(output.status == 2 && output.signal == nil && !output.timedOut)
    }

    @Test("no child is left unreaped after runs that finish, are superseded or hit a cap")
    func noZombies() throws {
        let process = PreviewProcess(timeLimit: 0.3)
        process.start("sleep 5", key: 0)
        process.start("sleep 5", key: 1)
        process.start("echo done", key: 2)
        _ = Self.result(of: process)
        process.start("sleep 10", key: 3)
        _ = Self.result(of: process)
        usleep(200_000)
        // Suites alongside start children too, each unreaped for a moment after it ends: a
        // leak is a zombie still there a while later.
        let first = Set(Self.zombieChildren())
        usleep(300_000)
        #expect(first.intersection(Self.zombieChildren()).isEmpty)
    }

    /// This process's children that have exited and not been reaped.
    static func zombieChildren() -> [Int] {
        var zombies: [Int] = []
        guard let tasks = opendir("/proc/self/task") else { return [] }
        defer { closedir(tasks) }
        while let entry = readdir(tasks) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard Int(name) != nil,
                  let children = try? String(contentsOfFile: "/proc/self/task/\(name)/children", encoding: .utf8) else { continue }
            for child in children.split(separator: " ").compactMap({ Int($0) }) {
                let stat = (try? String(contentsOfFile: "/proc/\(child)/stat", encoding: .utf8)) ?? ""
                if let close = stat.lastIndex(of: ")"), stat[stat.index(close, offsetBy: 2)] == "Z" { zombies.append(child) }
            }
        }
        return zombies
    }

    @Test("the command runs at nice 0, not at the raised priority of the thread that starts it")
    func ordinaryPriority() throws {
        let process = PreviewProcess()
        process.start("cut -d' ' -f19 /proc/self/stat", key: 0)
        let output = try #require(Self.result(of: process))
        #expect(String(decoding: output.bytes, as: UTF8.self) == "0\n")
    }

    @Test("the command has no terminal: /dev/tty cannot be opened, and stdin is empty")
    func noTerminal() throws {
        let process = PreviewProcess()
        process.start("cat; (echo x > /dev/tty) 2>/dev/null && echo reached || echo refused", key: 0)
        let output = try #require(Self.result(of: process))
        #expect(String(decoding: output.bytes, as: UTF8.self) == "refused\n")
    }

    @Test("the controller: nothing runs while the focus moves; once it rests the item's output arrives; moving on stops it")
    func controller() throws {
        let controller = PreviewController(template: PreviewTemplate("echo item {n}; sleep {1}"))
        let quick = PreviewItem(text: "0", index: 1), slow = PreviewItem(text: "3", index: 2)
        var now = Self.now()
        controller.focus(on: quick, at: now)
        #expect(controller.step(at: now) == nil, "the debounce is not over")
        #expect(controller.nextDeadline(after: now) == now + PreviewController.debounce)
        now += PreviewController.debounce
        _ = controller.step(at: now)
        var arrived: PreviewItem?
        let deadline = Self.now() + 3
        while arrived == nil && Self.now() < deadline {
            usleep(5_000)
            arrived = controller.step(at: Self.now())
        }
        #expect(arrived == quick && controller.content(for: quick)?.blocks.first?.plainText == "item 1")
        // The slow one starts, then the focus moves back before it ends: it never lands.
        controller.focus(on: slow, at: now)
        _ = controller.step(at: now + 1)
        controller.focus(on: quick, at: now + 1.01)
        usleep(300_000)
        #expect(controller.step(at: now + 2) == nil && controller.content(for: slow) == nil)
        #expect(controller.nextDeadline(after: now + 2) == nil, "idle: nothing pending")
    }
}

extension SharedPictureLibrary {
    /// Previews whose output is a picture's bytes.
    @Suite("Pictures in previews")
    struct PicturePreviewTests {
        /// A 24-bit BMP of `width × height`, mid grey, larger than the text cap when big enough.
        static func bitmap(width: Int, height: Int) -> [UInt8] {
            let row = (width * 3 + 3) / 4 * 4
            func le(_ value: Int, _ bytes: Int) -> [UInt8] { (0..<bytes).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
            let header: [UInt8] = Array("BM".utf8) + le(54 + row * height, 4) + le(0, 4) + le(54, 4)
                + le(40, 4) + le(width, 4) + le(height, 4) + le(1, 2) + le(24, 2) + le(0, 4) + le(row * height, 4)
                + le(2835, 4) + le(2835, 4) + le(0, 4) + le(0, 4)
            return header + [UInt8](repeating: 128, count: row * height)
        }

        /// Runs the controller over `item` until its output arrives.
        static func content(of template: String, for item: PreviewItem) -> PreviewContent? {
            let controller = PreviewController(template: PreviewTemplate(template))
            controller.focus(on: item, at: 0)
            _ = controller.step(at: 1)
            let deadline = PreviewTests.now() + 5
            while PreviewTests.now() < deadline {
                if controller.step(at: 2) != nil { return controller.content(for: item) }
                usleep(5_000)
            }
            return nil
        }

        @Test("a command printing a picture (cat over a PNG) previews the picture, not its bytes as text")
        func png() throws {
            let content = try #require(Self.content(of: "cat {}", for: PreviewItem(text: PictureTests.path("gradient.png"), index: 0)))
            let key = try #require(content.picture)
            #expect(content.blocks.isEmpty)
            _ = PictureLibrary.shared.state(of: key)
            let deadline = Date().addingTimeInterval(5)
            while PictureLibrary.shared.isBusy && Date() < deadline { usleep(5_000) }
            guard case .ready(let picture) = PictureLibrary.shared.state(of: key) else {
                Issue.record("not decoded")
                return
            }
            #expect(picture.width == 64 && picture.height == 48)
        }

        @Test("a picture larger than the 1 MiB text cap comes whole; a failing command's note stays under it")
        func large() throws {
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("swipe-preview-\(getpid()).bmp")
            try Data(Self.bitmap(width: 1000, height: 700)).write(to: file)
            defer { try? FileManager.default.removeItem(at: file) }
            let content = try #require(Self.content(of: "cat {}; exit 3", for: PreviewItem(text: file.path, index: 0)))
            #expect(content.picture != nil, "not cut at 1 MiB")
            #expect(content.blocks.map(\.plainText) == ["[exit 3]"])
        }

        @Test("a picture preview takes the pane's own border (border-left: one line, no card frame), its notes above it")
        func pictureInThePanesBorder() throws {
            var options = LaunchOptions()
            options.layout = .reverse
            options.preview = "cat {}"
            options.previewWindow = try PreviewWindow(parsing: "right:50%:border-left")
            var screen = Modes.make(ScreenContext(source: FilteredSource(base: SessionTests.lines), options: options, colorEnabled: true, reload: nil))
            let picture = PathBytes(PictureTests.path("gradient.png"))
            _ = PictureLibrary.shared.state(of: picture)
            let deadline = Date().addingTimeInterval(5)
            while PictureLibrary.shared.isBusy && Date() < deadline { usleep(5_000) }
            screen.showPreview(PreviewContent(blocks: [.styledLine(StyledText(plain: "[exit 3]"))], picture: picture))
            let size = Size(columns: 60, rows: 20)
            _ = screen.viewRegion(in: size)
            var buffer = CellBuffer(size: size)
            screen.drawChrome(into: &buffer, status: StatusContent())
            let rows = buffer.renderedText().split(separator: "\n", omittingEmptySubsequences: false).map { Array($0) }
            let pane = rows.map { String($0[30...]) }
            #expect(pane.allSatisfy { $0.first == "│" }, "a left line down the whole pane: \(pane)")
            #expect(!pane.joined().contains { "╭╮╰╯".contains($0) }, "no card frame: \(pane)")
            #expect(pane[0].contains("[exit 3]"), "the note on the first row")
            let drawn = pane.dropFirst().filter { $0.dropFirst().contains { $0 != " " } }
            #expect(drawn.count >= 5, "the picture under the note: \(pane)")
        }

        @Test("text stays text; given pictures are held up to a limit, then their previews run again")
        func held() throws {
            #expect(Self.content(of: "echo hello", for: PreviewItem(text: "x", index: 0))?.picture == nil)
            let library = PictureLibrary()
            let first = library.add(Self.bitmap(width: 2, height: 2))
            #expect(library.holds(first))
            for _ in 0..<PictureLibrary.givenLimit { _ = library.add(Self.bitmap(width: 2, height: 2)) }
            #expect(!library.holds(first), "dropped and never decoded")
            #expect(library.holds("/a/file.png"), "files can always be read again")
        }
    }
}

extension PreviewProcess.Output: CustomStringConvertible {
    public var description: String { "key \(key) status \(String(describing: status)) \(bytes.count) bytes" }
}

/// What a preview's picture output costs: never read as text when cut short, never kept
/// as bytes once decoded.
@Suite("Preview pictures")
struct PreviewPictureTests {
    @Test("output that starts like a picture but was cut at 64 MiB is a note: its bytes are never read as text")
    func cutPicture() throws {
        var output = PreviewProcess.Output(key: 0, bytes: try PictureTests.bytes("gradient.png") + [UInt8](repeating: 0x0C, count: 100_000))
        output.isCut = true
        let content = PreviewController.content(for: output, timeLimit: 5, byteLimit: 1 << 20)
        #expect(content.picture == nil)
        #expect(content.blocks.map(\.plainText) == ["[PNG picture larger than 64 MiB: not shown]"])
        output.isCut = false
        output.timedOut = true
        #expect(PreviewController.content(for: output, timeLimit: 5, byteLimit: 1 << 20).blocks.map(\.plainText)
            == ["[PNG picture not finished: not shown]", "[stopped after 5 s]"])
    }

    @Test("a given picture's bytes go once it is decoded: at another size it is given again, not kept")
    func givenBytesDropped() throws {
        let library = PictureLibrary()
        let key = library.add(try PictureTests.bytes("gradient.png"))
        _ = library.state(of: key)
        let deadline = Date().addingTimeInterval(5)
        while library.isBusy && Date() < deadline { usleep(5_000) }
        guard case .ready = library.state(of: key) else {
            Issue.record("not decoded")
            return
        }
        #expect(library.holds(key))
        library.keepPictures(atMost: PictureDecoder.pixelSide)
        #expect(!library.holds(key), "the bytes were let go: the preview runs again for the new size")
    }
}
