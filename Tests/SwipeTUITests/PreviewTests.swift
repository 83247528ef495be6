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
    func start(_ commandLine: String, key: Int, keepsNewest: Bool = false) {
        start(Array(commandLine.utf8), key: key, keepsNewest: keepsNewest)
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

    @Test("with no item, fzf 0.38 runs a command with no placeholder or with {q}; {+…} only while items are marked; else none",
          arguments: [("echo x", false, true), ("echo {q}", false, true), ("echo {q} {}", false, true), ("echo {}", false, false),
                      ("echo {n}", false, false), ("cat {f}", false, false), ("echo {2..}", false, false), ("echo {+}", false, false),
                      ("echo {+}", true, true), ("cat {+f1}", true, true), ("cat {f+}", true, true), ("echo {}", true, false),
                      ("awk '{print}' {x}", false, true)])
    func runsWithoutItem(template: String, anyMarked: Bool, runs: Bool) {
        #expect(PreviewTemplate(template).runsWithoutItem(anyMarked: anyMarked) == runs)
        var everyMarked = PreviewTemplate(template)
        everyMarked.marksEveryPlaceholder = true
        #expect(everyMarked.runsWithoutItem(anyMarked: true), "execute-multi with marks runs whatever it names")
    }

    /// Waits for the runner's finished output, up to `timeout` seconds (a bound on a hang,
    /// never a figure under test).
    static func result(of process: PreviewProcess, timeout: Double = 5) -> PreviewProcess.Output? {
        let deadline = now() + timeout
        while now() < deadline {
            if let output = next(of: process, timeout: deadline - now()), output.isFinished { return output }
        }
        return nil
    }

    /// Waits on the runner's wake descriptor (no polling) for its next output, finished or not.
    static func next(of process: PreviewProcess, timeout: Double = 5) -> PreviewProcess.Output? {
        var wake = pollfd(fd: process.wake.readEnd, events: Int16(POLLIN), revents: 0)
        guard poll(&wake, 1, Int32(max(timeout, 0) * 1000)) > 0 else { return nil }
        return process.takeResult()
    }

    /// The plain text of an output's lines and notes.
    static func lines(_ output: PreviewProcess.Output) -> [String] {
        output.content.blocks.map(\.plainText)
    }

    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// A named pipe a test command blocks on until the test writes to it.
    final class Gate {
        let path: String

        init() {
            path = FileManager.default.temporaryDirectory.appendingPathComponent("swipe-gate-\(UUID().uuidString)").path
            mkfifo(path, 0o600)
        }

        deinit { unlink(path) }

        /// Lets the command reading the pipe go on (nothing when none reads it: never blocks).
        func open() {
            let descriptor = Glibc.open(path, O_WRONLY | O_NONBLOCK)
            guard descriptor >= 0 else { return }
            _ = write(descriptor, "go\n", 3)
            close(descriptor)
        }
    }

    @Test("a command's stdout and stderr come back together with its status")
    func runs() throws {
        let process = PreviewProcess()
        process.start("printf 'a\\nb'; echo oops >&2; exit 3", key: 1)
        let output = try #require(Self.result(of: process))
        #expect(Self.lines(output) == ["a", "boops", "[exit 3]"])
        #expect(output.key == 1)
    }

    @Test("what a running command has printed shows before it ends, and grows; its end comes with how it ended")
    func streams() throws {
        let gate = Gate()
        let process = PreviewProcess()
        process.start("echo first; read x < '\(gate.path)'; echo second; exit 4", key: 0)
        let partial = try #require(Self.next(of: process))
        #expect(!partial.isFinished && Self.lines(partial) == ["first"], "the first line while the command waits")
        #expect(process.takeResult() == nil, "nothing more until it prints")
        gate.open()
        let output = try #require(Self.result(of: process))
        #expect(Self.lines(output) == ["first", "second", "[exit 4]"])
        #expect(output.content.run == partial.content.run && output.content.run != 0, "one run, grown")
    }

    @Test("a command runs while it waits (no cap on time) until cancel kills its group")
    func noTimeLimit() throws {
        let gate = Gate()
        let process = PreviewProcess()
        process.start("echo $$; read x < '\(gate.path)'; echo released", key: 0)
        let partial = try #require(Self.next(of: process))
        let pid = try #require(Int32(Self.lines(partial).first ?? ""))
        #expect(kill(pid, 0) == 0, "still running")
        process.cancel()
        let deadline = Self.now() + 5
        while kill(pid, 0) == 0 && Self.now() < deadline { usleep(5_000) }
        #expect(kill(pid, 0) != 0, "killed (and reaped) once cancelled")
    }

    @Test("a new run stops the one before: only the new output comes, the old process group is gone")
    func supersede() throws {
        let process = PreviewProcess()
        process.start("echo $$; sleep 5 & wait; echo stale", key: 1)
        let first = try #require(Self.next(of: process))
        let pid = try #require(Int32(Self.lines(first).first ?? ""))
        process.start("echo fresh", key: 2)
        let output = try #require(Self.result(of: process))
        #expect(output.key == 2 && Self.lines(output) == ["fresh"])
        let deadline = Self.now() + 5
        while kill(pid, 0) == 0 && Self.now() < deadline { usleep(5_000) }
        #expect(kill(pid, 0) != 0, "the superseded command was killed (and reaped)")
        #expect(Self.next(of: process, timeout: 0.3) == nil, "nothing stale arrives later")
    }

    @Test("caps: without follow a flood is cut at the line cap or the byte cap, and says so")
    func caps() throws {
        let loud = PreviewProcess(byteLimit: 100_000)
        loud.start("yes", key: 0)
        let cut = try #require(Self.result(of: loud))
        // 50,000 short lines: the 10,000-line cap comes first, and the note says so.
        #expect(cut.content.blocks.count == PreviewTranscript.lineLimit + 1)
        #expect(Self.lines(cut).last == "[output cut at 10000 lines]")
        let wide = PreviewProcess(byteLimit: 100_000)
        wide.start("head -c 200000 /dev/zero | tr '\\0' x", key: 0)
        let wideCut = try #require(Self.result(of: wide))
        #expect(Self.lines(wideCut).last == "[output cut at 100000 bytes]")
        #expect(Self.lines(wideCut).first?.count == 100_000)
    }

    @Test("with follow, a flood keeps its newest 10,000 lines and the command runs on")
    func followKeepsNewest() throws {
        let gate = Gate()
        let process = PreviewProcess()
        process.start("seq 25000; read x < '\(gate.path)'; echo last", key: 0, keepsNewest: true)
        var partial = try #require(Self.next(of: process))
        // The lines may come in more than one showing: the last of them is 25000.
        while Self.lines(partial).last != "25000", let more = Self.next(of: process) { partial = more }
        #expect(!partial.isFinished)
        #expect(Self.lines(partial).first == "15001" && Self.lines(partial).count == PreviewTranscript.lineLimit)
        gate.open()
        let output = try #require(Self.result(of: process))
        #expect(Self.lines(output).suffix(2) == ["25000", "last"] && Self.lines(output).first == "15002")
    }

    @Test("exactly 10,000 lines are all shown with no note; one more and the note says where they end")
    func lineCap() {
        func content(lines: Int) -> [String] {
            var transcript = PreviewTranscript(byteLimit: 1 << 20, keepsNewest: false)
            transcript.append(Array((1...lines).map { "\($0)\n" }.joined().utf8)[...])
            transcript.finish()
            return transcript.content(ending: .exited(0)).blocks.map(\.plainText)
        }
        let exact = content(lines: 10_000)
        #expect(exact.count == 10_000 && exact.last == "10000")
        #expect(content(lines: 10_001).suffix(2) == ["10000", "[output cut at 10000 lines]"])
    }

    @Test("the transcript: lines split across reads join, colours carry on, escape sequences never get through, a last line without a line feed counts")
    func transcriptPieces() throws {
        var transcript = PreviewTranscript(byteLimit: 1 << 20, keepsNewest: true)
        for piece in ["\u{1B}[31mre", "d\n\u{1B}]0;title\u{07}still ", "red\u{1B}[2J\n", "é"] {
            transcript.append(Array(piece.utf8)[...])
        }
        #expect(transcript.content(ending: nil).blocks.map(\.plainText) == ["red", "still red"], "a line shows once it ends")
        // A character split between two reads.
        transcript.append([0xC3][...])
        transcript.append([0xA9][...])
        transcript.finish()
        let blocks = transcript.content(ending: .exited(0)).blocks
        #expect(blocks.map(\.plainText) == ["red", "still red", "éé"])
        guard case .styledLine(let line) = blocks[1] else { return }
        #expect(line.runs.allSatisfy { $0.foreground != nil } && !line.runs.contains { $0.text.contains("\u{1B}") })
    }

    @Test("with follow, a line longer than the byte cap is ended there, and memory stays within the caps")
    func followLongLine() {
        var transcript = PreviewTranscript(byteLimit: 1000, keepsNewest: true)
        for _ in 0..<50 { transcript.append(Array(repeating: UInt8(ascii: "x"), count: 300)[...]) }
        let lines = transcript.content(ending: nil).blocks.map(\.plainText)
        #expect(!lines.isEmpty && lines.allSatisfy { $0.count <= 1000 })
        #expect(lines.reduce(0) { $0 + $1.count } <= 1000)
        #expect(!transcript.isFull, "never cut: it follows on")
    }

    @Test("with follow, long lines dropped are freed within a byte cap's worth: memory is bound by bytes, not by 10,000 long lines")
    func followFreesLongLines() {
        var transcript = PreviewTranscript(byteLimit: 1000, keepsNewest: true)
        var mostHeld = 0
        for _ in 0..<500 {
            transcript.append((Array(repeating: UInt8(ascii: "y"), count: 899) + [0x0A])[...])
            mostHeld = max(mostHeld, transcript.heldLineBytes)
        }
        #expect(transcript.lineCount == 500)
        #expect(transcript.content(ending: nil).blocks.count == 1, "one 900-byte line fits the cap")
        #expect(mostHeld <= 2000, "dropped lines wait for at most a cap's worth of bytes before they are freed")
    }

    @Test("with follow, a line past the byte cap ends at the cap whether it came in one read or many")
    func followCutsInOneRead() {
        let line = Array(repeating: UInt8(ascii: "z"), count: 2500) + [0x0A] + Array("end\n".utf8)
        var whole = PreviewTranscript(byteLimit: 1000, keepsNewest: true)
        whole.append(line[...])
        var pieces = PreviewTranscript(byteLimit: 1000, keepsNewest: true)
        for start in stride(from: 0, to: line.count, by: 700) { pieces.append(line[start..<min(start + 700, line.count)]) }
        #expect(whole.shownLines.map(\.plain) == pieces.shownLines.map(\.plain))
        #expect(whole.lineCount == 4, "1000, 1000 and 500 bytes of z, then end")
    }

    @Test("with follow and ~3, the output's first three lines stay as the header while the newest follow; pinned lines take at most half the byte cap")
    func followKeepsHeader() {
        var transcript = PreviewTranscript(byteLimit: 1000, keepsNewest: true, pinnedLines: 3)
        for number in 1...2000 { transcript.append(Array("\(number)\n".utf8)[...]) }
        let lines = transcript.shownLines.map(\.plain)
        #expect(Array(lines.prefix(3)) == ["1", "2", "3"])
        #expect(lines.last == "2000" && lines[3] != "4", "the newest follow, the ones after the header dropped")
        #expect(transcript.lineCount == 2000)
        var wide = PreviewTranscript(byteLimit: 1000, keepsNewest: true, pinnedLines: 3)
        for letter in Array("abcd".utf8) { wide.append((Array(repeating: letter, count: 299) + [0x0A])[...]) }
        #expect(wide.shownLines.map { $0.plain.first! } == ["a", "c", "d"], "a second 300-byte line would take the pinned past half the cap")
        #expect(wide.heldLineBytes <= 2000)
    }

    @Test("a command that closes its output before it exits is waited for: its own status, not a kill")
    func closesOutputFirst() throws {
        let process = PreviewProcess()
        process.start("printf x; exec >/dev/null 2>&1; sleep 0.3; exit 2", key: 0)
        let output = try #require(Self.result(of: process))
        #expect(Self.lines(output) == ["x", "[exit 2]"])
    }

    @Test("no child is left unreaped after runs that finish, are superseded or cancelled")
    func noZombies() throws {
        let process = PreviewProcess()
        process.start("sleep 5", key: 0)
        process.start("sleep 5", key: 1)
        process.start("echo done", key: 2)
        _ = Self.result(of: process)
        process.start("sleep 10", key: 3)
        usleep(100_000)
        process.cancel()
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
        #expect(Self.lines(output) == ["0"])
    }

    @Test("the command has no terminal: /dev/tty cannot be opened, and stdin is empty")
    func noTerminal() throws {
        let process = PreviewProcess()
        process.start("cat; (echo x > /dev/tty) 2>/dev/null && echo reached || echo refused", key: 0)
        let output = try #require(Self.result(of: process))
        #expect(Self.lines(output) == ["refused"])
    }

    /// Steps `controller` at `now` each time its wake descriptor turns readable, until an
    /// output arrives (or `timeout` passes: a hang).
    static func arrival(_ controller: PreviewController, at now: Double, timeout: Double = 5) -> PreviewItem? {
        let deadline = Self.now() + timeout
        while Self.now() < deadline {
            if let item = controller.step(at: now) { return item }
            var wake = pollfd(fd: controller.wakeDescriptor, events: Int16(POLLIN), revents: 0)
            _ = poll(&wake, 1, Int32(max(deadline - Self.now(), 0) * 1000))
        }
        return nil
    }

    @Test("the controller: nothing runs while the focus moves; once it rests the item's output arrives; moving on stops it")
    func controller() throws {
        let controller = PreviewController(template: PreviewTemplate("echo item {n}; sleep {1}"))
        let quick = PreviewItem(text: "0", index: 1), slow = PreviewItem(text: "3", index: 2)
        let now = Self.now()
        controller.focus(on: quick, at: now)
        #expect(controller.step(at: now) == nil, "the debounce is not over")
        #expect(controller.nextDeadline(after: now) == now + PreviewController.debounce)
        _ = controller.step(at: now + PreviewController.debounce)
        #expect(controller.nextDeadline(after: now + 0.2) == nil, "a running command wakes the loop itself: no polling")
        #expect(Self.arrival(controller, at: now + 0.2) == quick && controller.content(for: quick)?.blocks.first?.plainText == "item 1")
        // The slow one starts, then the focus moves back before it ends: it never lands.
        controller.focus(on: slow, at: now)
        _ = controller.step(at: now + 1)
        controller.focus(on: quick, at: now + 1.01)
        usleep(300_000)
        #expect(controller.step(at: now + 2) == nil && controller.content(for: slow) == nil)
        #expect(controller.nextDeadline(after: now + 2) == nil, "idle: nothing pending")
    }

    @Test("the list's pane (rerunning) keeps no output past the focus; cards keep each item's")
    func rerunningKeepsNothing() throws {
        for rerunning in [true, false] {
            let controller = PreviewController(template: PreviewTemplate("echo {}"))
            let first = PreviewItem(text: "a", index: 0), second = PreviewItem(text: "b", index: 1)
            controller.focus(on: first, at: 0, rerunning: rerunning)
            _ = controller.step(at: 1)
            #expect(Self.arrival(controller, at: 1) == first)
            // Until its ending has come (it may come after the lines).
            while Self.arrival(controller, at: 1, timeout: 0.5) != nil {}
            controller.focus(on: second, at: 2, rerunning: rerunning)
            _ = controller.step(at: 3)
            #expect(Self.arrival(controller, at: 3) == second)
            #expect((controller.content(for: first) == nil) == rerunning, "rerunning: \(rerunning)")
            #expect(controller.content(for: second)?.blocks.first?.plainText == "b")
        }
    }

    @Test("an item too long for one argument (128 KiB) is a note naming the limit, not a shell that cannot run")
    func commandLineTooLong() throws {
        let process = PreviewProcess()
        process.start(Array("echo ".utf8) + [UInt8](repeating: UInt8(ascii: "a"), count: 200_000), key: 0)
        let output = try #require(Self.result(of: process))
        #expect(Self.lines(output) == ["[not run: the command line is longer than 128 KiB (use {f} for a long item)]"])
    }

    @Test("the controller shows a running command's lines as the item's content, and keeps only the finished output")
    func controllerStreams() throws {
        let gate = Gate()
        let controller = PreviewController(template: PreviewTemplate("echo {}; read x < '\(gate.path)'; echo done"))
        let item = PreviewItem(text: "partial", index: 0)
        controller.focus(on: item, at: 0)
        _ = controller.step(at: 1)
        #expect(Self.arrival(controller, at: 1) == item)
        #expect(controller.content(for: item)?.blocks.map(\.plainText) == ["partial"])
        gate.open()
        #expect(Self.arrival(controller, at: 1) == item)
        #expect(controller.content(for: item)?.blocks.map(\.plainText) == ["partial", "done"])
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
    public var description: String { "key \(key) \(isFinished ? "finished" : "running") \(content.blocks.count) lines" }
}

/// What a preview's picture output costs: never read as text when cut short, never kept
/// as bytes once decoded.
@Suite("Preview pictures")
struct PreviewPictureTests {
    @Test("output that starts like a picture but was cut at 64 MiB is a note: its bytes are never read as text")
    func cutPicture() throws {
        var transcript = PreviewTranscript(byteLimit: 1 << 20, keepsNewest: false)
        transcript.append(try PictureTests.bytes("gradient.png")[...])
        #expect(transcript.content(ending: nil).blocks.isEmpty, "nothing shows while a picture comes")
        var filler = [UInt8](repeating: 0x0A, count: 1 << 20)
        while !transcript.isFull { transcript.append(filler[...]) }
        filler = []
        let content = transcript.content(ending: .signalled(9))
        #expect(content.picture == nil)
        #expect(content.blocks.map(\.plainText) == ["[PNG picture larger than 64 MiB: not shown]"])
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
