import Foundation
import Testing

extension EndToEnd {
    /// Present mode driving the release binary: a ten-slide presenterm talk with every
    /// comment command, and its speaker notes in a second process.
    @Suite("Present")
    struct PresentTests {
        static var talk: String {
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/present/talk.md").path
        }

        static func footer(_ screen: String) -> String {
            screen.split(separator: "\n", omittingEmptySubsequences: false).last(where: { !$0.allSatisfy { $0 == " " } }).map(String.init) ?? ""
        }

        @Test("the ten-slide talk from start to end: steps, incremental lists, columns, spacing, alignment, include, skip, no footer; Esc exits 0 printing nothing")
        func wholeTalk() throws {
            // Cuts, so that every screen waited for is a slide at rest (transitions have tests of their own).
            let tmux = try EndToEnd.run("swipe-tui present --transition none '\(Self.talk)'", columns: 100, rows: 30) {
                $0.contains("Slides in a Terminal") && $0.contains("The swipe-tui team") && $0.contains("2026-11-25")
            }
            #expect(!(try tmux.screen()).contains("1 / 10"), "the title slide has no footer")
            try tmux.press("Right")
            var screen = tmux.waitFor("the first item") { $0.contains("Why present here") && $0.contains("2 / 10") }
            #expect(screen.contains("• the audience sees text") && !screen.contains("the code on the slide"))
            try tmux.press("Space", "l")
            screen = tmux.waitFor("all three items") { $0.contains("nothing to install") }
            #expect(!screen.contains("speaker_note") && !screen.contains("Ask who"))
            try tmux.press("PageDown")
            screen = tmux.waitFor("the separator slide") { $0.contains("Part one: commands") && $0.contains("3 / 10") }
            let row = screen.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("Part one: commands") }
            #expect(row.map { (12...16).contains($0) } == true, "jump_to_middle: row \(String(describing: row))")
            try tmux.press("Right")
            screen = tmux.waitFor("the first step") { $0.contains("One thing first.") && $0.contains("4 / 10") }
            #expect(!screen.contains("Then another."))
            try tmux.press("Right", "Right")
            tmux.waitFor("the last step") { $0.contains("And the last.") }
            try tmux.press("Left")
            screen = tmux.waitFor("a step back") { !$0.contains("And the last.") && $0.contains("Then another.") }
            try tmux.press("Enter")
            screen = try tmux.screen()
            #expect(screen.contains("Then another.") && screen.contains("4 / 10"), "Enter neither ends nor moves")
            try tmux.press("Right", "Right")
            screen = tmux.waitFor("the columns") { $0.contains("5 / 10") && $0.contains("Under both columns.") }
            #expect(screen.split(separator: "\n").contains { $0.contains("The left column") && $0.contains("The right") }, "side by side")
            try tmux.press("Right")
            screen = tmux.waitFor("the spacing slide") { $0.contains("after the gap") }
            let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
            let before = lines.firstIndex { $0.contains("before the gap") }, after = lines.firstIndex { $0.contains("after the gap") }
            #expect(before.flatMap { b in after.map { $0 - b } } == 4, "new_lines: 3 empty rows between two paragraphs")
            try tmux.press("Right")
            screen = tmux.waitFor("alignment") { $0.contains("centred text") }
            #expect(EndToEnd.column(of: "right text", in: screen).map { $0 > 70 } == true)
            #expect(!screen.contains("font_size"))
            try tmux.press("Right")
            tmux.waitFor("the included slide, skipped one left out") { $0.contains("This slide was included.") && $0.contains("8 / 10") }
            try tmux.press("Right")
            screen = tmux.waitFor("the quiet slide") { $0.contains("A quiet slide.") }
            #expect(!screen.contains("9 / 10") && !screen.contains("unknown_command") && !screen.contains("a note to myself"))
            try tmux.press("G")
            screen = tmux.waitFor("the last slide") { $0.contains("Thank you.") && $0.contains("10 / 10") }
            #expect(screen.contains("include /etc/passwd: refused") && !screen.contains("root:"))
            try tmux.press("4", "Enter")
            tmux.waitFor("slide 4 whole") { $0.contains("And the last.") && $0.contains("4 / 10") }
            try tmux.press("g")
            tmux.waitFor("the first slide") { $0.contains("Slides in a Terminal") && !$0.contains("/ 10") }
            try tmux.press("Escape")
            try EndToEnd.expectRestored(tmux, status: 0)
            #expect(try EndToEnd.picked(tmux).isEmpty, "nothing printed")
        }

        @Test("--transition takes the carousel's 3D types: a cylinder turns to the next slide and rests on it; an unknown kind is a usage error")
        func transitions() throws {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swipe-e2e-transition-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let file = folder.appendingPathComponent("talk.md")
            try "One\n===\n\nthe first slide\n<!-- end_slide -->\nTwo\n===\n\nthe second slide\n".write(to: file, atomically: true, encoding: .utf8)
            for kind in ["cover-flow", "rotary", "cylinder", "time-machine"] {
                let tmux = try EndToEnd.run("swipe-tui present --transition \(kind) '\(file.path)'", columns: 80, rows: 20) { $0.contains("the first slide") }
                try tmux.press("Right")
                tmux.waitFor("\(kind): at rest on slide 2") { $0.contains("the second slide") && !$0.contains("the first slide") && $0.contains("2 / 2") }
                try tmux.press("q")
                try EndToEnd.expectRestored(tmux, status: 0)
            }
            let result = try Subprocess.run(["sh", "-c", "exec \"$0\" present --transition cube \"$1\" 2>&1", Binary.path, file.path],
                                            environment: ["PATH": "/usr/bin:/bin"])
            #expect(result.status == 2 && result.output.contains("cube"), "\(result.output)")
        }

        @Test("saving the talk redraws the slide shown, at the same place; a broken talk shows as it is, and the talk goes on")
        func liveReload() throws {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swipe-e2e-reload-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let file = folder.appendingPathComponent("talk.md")
            try "One\n===\n\nfirst\n<!-- end_slide -->\nTwo\n===\n\nbefore the save\n".write(to: file, atomically: true, encoding: .utf8)
            let tmux = try EndToEnd.run("swipe-tui present --transition none '\(file.path)'", columns: 80, rows: 20) { $0.contains("first") }
            try tmux.press("Right")
            tmux.waitFor("slide 2") { $0.contains("before the save") && $0.contains("2 / 2") }
            try "One\n===\n\nfirst\n<!-- end_slide -->\nTwo\n===\n\nafter the save\n<!-- end_slide -->\nThree\n===\n".write(to: file, atomically: true, encoding: .utf8)
            tmux.waitFor("slide 2 redrawn, the new slide counted") { $0.contains("after the save") && $0.contains("2 / 3") }
            try "Unclosed <!-- comment\n\n```\nno end of fence".write(to: file, atomically: true, encoding: .utf8)
            tmux.waitFor("the broken talk shown, not ended") { $0.contains("Unclosed") && $0.contains("1 / 1") }
            try tmux.press("q")
            try EndToEnd.expectRestored(tmux, status: 0)
        }

        @Test("the speaker's notes follow the talk in a second process, and their keys drive it")
        func speakerNotes() throws {
            let talk = try EndToEnd.run("swipe-tui present '\(Self.talk)'", columns: 100, rows: 30) { $0.contains("Slides in a Terminal") }
            let notes = try EndToEnd.run("swipe-tui --speaker-notes '\(Self.talk)'", columns: 80, rows: 20) {
                $0.contains("Slide 1 / 10") && $0.contains("Next: Why present here")
            }
            try talk.press("Right")
            notes.waitFor("the notes of slide 2") { $0.contains("Slide 2 / 10 · step 1 / 3") && $0.contains("Ask who has given a talk") }
            // Two more steps of slide 2, the separator slide, then slide 4.
            try notes.press("Right", "Right", "Right", "Right")
            talk.waitFor("the talk driven from the notes") { $0.contains("One thing first.") && $0.contains("4 / 10") }
            notes.waitFor("the notes of slide 4") { $0.contains("Wait for the laugh.") && $0.contains("Next: Columns") }
            #expect(!(try talk.screen()).contains("Wait for the laugh."), "notes never on the audience's screen")
            try notes.press("9", "Enter")
            talk.waitFor("slide 9 from a number typed in the notes") { $0.contains("A quiet slide.") }
            try talk.press("q")
            try EndToEnd.expectRestored(talk, status: 0)
            notes.waitFor("the talk gone") { $0.contains("(talk gone)") }
            try notes.press("q")
            try EndToEnd.expectRestored(notes, status: 0)
        }
    }
}
