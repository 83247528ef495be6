import Testing
import TerminalBackend
@testable import SwipeComponents
@testable import SwipeTUI

@Suite("The prompt's line editor")
struct LineEditorTests {
    private static func type(_ text: String, into editor: inout LineEditor) {
        for character in text { _ = editor.handle(KeyPress(.character(character))) }
    }

    private static func control(_ letter: Character) -> KeyPress { KeyPress(.character(letter), modifiers: .control) }

    @Test("typing appends at the cursor; ←, Home and Ctrl-A move it, and typing then inserts there")
    func insertsAtTheCursor() {
        var editor = LineEditor()
        Self.type("wrld", into: &editor)
        #expect(editor.handle(KeyPress(.left)) == .moved)
        #expect(editor.handle(KeyPress(.left)) == .moved)
        #expect(editor.handle(KeyPress(.left)) == .moved)
        Self.type("o", into: &editor)
        #expect(editor.text == "world" && editor.cursor == 2)
        #expect(editor.handle(Self.control("a")) == .moved)
        Self.type("hello ", into: &editor)
        #expect(editor.text == "hello world")
        #expect(editor.split.before == "hello " && editor.split.after == "world")
        #expect(editor.handle(KeyPress(.home)) == .moved && editor.handle(KeyPress(.home)) == .ignored)
    }

    @Test("Ctrl-W deletes the word before the cursor and the spaces after it; Ctrl-U all before; Ctrl-K all after")
    func deletions() {
        var editor = LineEditor("git log  --oneline  ")
        #expect(editor.handle(Self.control("w")) == .edited)
        #expect(editor.text == "git log  ")
        #expect(editor.handle(Self.control("w")) == .edited)
        #expect(editor.text == "git ")
        editor = LineEditor("src/main.swift")
        _ = editor.handle(Self.control("b"))
        _ = editor.handle(KeyPress(.character("b"), modifiers: .alt))
        #expect(editor.cursor == 9, "Alt-B goes to the start of the word: letters and digits")
        _ = editor.handle(KeyPress(.character("f"), modifiers: .alt))
        #expect(editor.cursor == 14)
        for _ in 0..<6 { _ = editor.handle(KeyPress(.left)) }
        #expect(editor.handle(Self.control("k")) == .edited && editor.text == "src/main")
        _ = editor.handle(KeyPress(.left))
        #expect(editor.handle(Self.control("u")) == .edited && editor.text == "n" && editor.cursor == 0)
        #expect(editor.handle(KeyPress(.backspace)) == .ignored, "nothing before the cursor")
        #expect(editor.handle(KeyPress(.delete)) == .edited && editor.text.isEmpty)
    }

    /// fzf's words: letters and digits for Alt-B/F/D and Alt-Backspace, blanks for Ctrl-W;
    /// `--filepath-word` makes the word keys stop at slashes only.
    @Test("word keys: letters and digits, or what lies between slashes with --filepath-word")
    func words() {
        var editor = LineEditor("usr/local-bin x")
        var stops: [Int] = []
        for _ in 0..<4 {
            _ = editor.handle(KeyPress(.character("b"), modifiers: .alt))
            stops.append(editor.cursor)
        }
        #expect(stops == [14, 10, 4, 0])
        editor = LineEditor("usr/local-bin x", words: .betweenSlashes)
        stops = []
        for _ in 0..<3 {
            _ = editor.handle(KeyPress(.character("b"), modifiers: .alt))
            stops.append(editor.cursor)
        }
        #expect(stops == [4, 0, 0])
        _ = editor.handle(KeyPress(.character("f"), modifiers: .alt))
        #expect(editor.cursor == 3)
        editor = LineEditor("usr/local-bin x", words: .betweenSlashes)
        #expect(editor.handle(KeyPress(.backspace, modifiers: .alt)) == .edited && editor.text == "usr/")
        editor = LineEditor("usr/local-bin x")
        #expect(editor.handle(KeyPress(.backspace, modifiers: .alt)) == .edited && editor.text == "usr/local-bin ")
        #expect(editor.handle(Self.control("w")) == .edited && editor.text == "", "Ctrl-W takes the blank-separated word")
    }

    @Test("Alt-D deletes the word after the cursor; Ctrl-Y puts back what the last Ctrl-W, Alt-D, Ctrl-U or Ctrl-K took")
    func killAndYank() {
        var editor = LineEditor("src main swift")
        _ = editor.handle(Self.control("a"))
        #expect(editor.handle(KeyPress(.character("d"), modifiers: .alt)) == .edited && editor.text == " main swift" && editor.cursor == 0)
        _ = editor.handle(Self.control("e"))
        #expect(editor.handle(Self.control("y")) == .edited && editor.text == " main swiftsrc")
        _ = editor.handle(Self.control("w"))
        _ = editor.handle(Self.control("a"))
        #expect(editor.handle(Self.control("y")) == .edited && editor.text == "swiftsrc main ")
        _ = editor.handle(Self.control("k"))
        #expect(editor.text == "swiftsrc")
        #expect(editor.handle(Self.control("u")) == .edited && editor.text.isEmpty)
        #expect(editor.handle(Self.control("y")) == .edited && editor.text == "swiftsrc", "Ctrl-U's took the place of Ctrl-K's")
        #expect(editor.handle(KeyPress(.character("d"), modifiers: .alt)) == .ignored, "nothing after: what was killed stays")
        #expect(editor.handle(Self.control("y")) == .edited && editor.text == "swiftsrcswiftsrc")
    }

    @Test("Enter, Esc, ↑ and Ctrl-C are the prompt's, not the editor's")
    func promptKeysAreIgnored() {
        var editor = LineEditor("abc")
        for press in [KeyPress(.enter), KeyPress(.escape), KeyPress(.up), Self.control("c"), KeyPress(.tab)] {
            #expect(editor.handle(press) == .ignored)
        }
        #expect(editor.text == "abc")
    }

    @Test("the line holds at most its length, typed or pasted, in characters; pasted newlines are left out")
    func lengthCap() {
        var editor = LineEditor(String(repeating: "x", count: 300), maximumLength: 8)
        #expect(editor.text.count == 8)
        #expect(editor.handle(KeyPress(.character("y"))) == .ignored)
        editor = LineEditor(maximumLength: 5)
        editor.insert("e\u{301}\n👩‍👩‍👧abcdef")
        #expect(editor.text == "e\u{301}👩‍👩‍👧abc")
        #expect(editor.cursor == 5)
    }
}
