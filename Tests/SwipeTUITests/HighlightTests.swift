import Testing
import CellCanvas
import TerminalHarness
@testable import SwipeTUI

/// Highlighted code: every language's tokens as a golden, the fence's names and options,
/// and input made to hurt (long lines, escapes, patterns that backtrack).
@Suite("Highlighted code")
struct HighlightTests {
    /// A small piece of each language the issue names.
    static let fixtures: [(fence: String, code: String)] = [
        ("swift", """
            import Foundation
            /// A greeting.
            @MainActor struct Greeter: Sendable {
                let name: String
                func greet(times: Int = 2) -> String {
                    guard times > 0 else { return "" }   // nothing
                    return "Hello, \\(name)!\\n" + String(0x1F)
                }
            }
            let ok = true, none: Int? = nil
            """),
        ("python", """
            import os

            @dataclass
            class Point:
                \"\"\"A point.\"\"\"
                def norm(self, scale=1.5):
                    return (self.x ** 2) * scale  # squared
            print(f"{os.sep}", None, True)
            @app.route("/")
            async def fetch(url):
                return await get(url)
            """),
        ("rust", """
            use std::fmt;
            /* block /* nested */ still */
            #[derive(Debug, Clone)]
            pub struct Point<'a> { x: i32, name: &'a str }
            impl Point<'_> {
                fn norm(&self) -> f64 { let v = vec![1u8, 2]; (self.x as f64).sqrt() }
            }
            fn main() { println!("{}\\n", 'c'); let s = r#"raw "str""#; Some(Ok::<u8, ()>(3)); }
            let q = r#"a "q" b"#; let after = 1;
            fn longest<'a>(x: &'a str) -> &'a str { x }
            """),
        ("go", """
            package main

            import "fmt"

            // Point is a point.
            type Point struct{ X, Y float64 }

            func main() {
            \tp := Point{1, 2.5e3}
            \tfor i := range 10 { fmt.Println(p, i, `raw`, 'x', nil, "a\\tb") }
            }
            """),
        ("c", """
            #include <stdio.h>
            /* Counts. */
            static int count(const char *s) {
                int n = 0;
                while (*s++) n += 0x1;
                return printf("%d\\n", n);
            }
            """),
        ("cpp", """
            #include <vector>
            template <typename T> class Box {
            public:
                explicit Box(T v) : value(v) {}
                T value; // held
            };
            int main() { auto b = Box<int>(42); return b.value > 0 ? 0 : 1; }
            """),
        ("java", """
            package demo;
            /** A greeter. */
            public final class Greeter {
                @Override public String toString() { return "Greeter" + 42L; }
                private static final int MAX = 0x10; // max
            }
            """),
        ("js", """
            // modern JavaScript
            import { readFile } from "node:fs";
            export const greet = async (name = 'you') => `hi ${name.toUpperCase()}\\n`;
            class A extends B { static #n = 0n; get x() { return null ?? undefined; } }
            const re = /ab+c/gi, half = total / 2;
            """),
        ("ts", """
            interface Point { x: number; label?: string }
            type Pair<T> = readonly [T, T];
            @Component({ selector: "app" })
            export class View implements OnInit {
                private readonly points: Point[] = [];
                ngOnInit(): void { this.points.push({ x: 1.5e2 } as Point); }
            }
            if (/^\\d+$/.test(s)) { parts.split(/[,;]/, 2); }
            """),
        ("sh", """
            #!/bin/sh
            # deploy
            for f in *.txt; do
              if [ -n "$f" ]; then echo "found ${f%.txt}" >&2; fi
            done
            export PATH="$HOME/bin:$PATH"; exit 0
            """),
        ("json", """
            {
              "name": "swipe-tui",
              "version": 1.5e2,
              "tags": ["tui", "swift"],
              "ok": true, "none": null,
              "escape": "a\\u00e9\\q"
            }
            """),
        ("yaml", """
            # settings
            ---
            name: swipe-tui
            version: 1.5
            enabled: true
            anchors: &base { a: 1 }
            list:
              - "quoted\\tvalue"
              - 'single ''quoted'''
              - !!str 42
            text: |
              kept as is: 1
              # not a comment
            after: true
            nested:
              script: >-
                run it
              next: 2
            """),
        ("toml", """
            # Cargo
            [package]
            name = "swipe"
            version = "0.1.0"
            edition = 2021
            [[bin]]
            path = 'src/main.rs'
            when = 1979-05-27T07:32:00Z
            debug = true
            """),
        ("sql", """
            -- users who posted
            SELECT u.name, COUNT(p.id) AS posts
            FROM users u LEFT JOIN posts p ON p.user_id = u.id
            WHERE u.created_at > '2024-01-01' AND u.name <> 'it''s'
            GROUP BY u.name HAVING COUNT(*) >= 2 LIMIT $1;
            CREATE TABLE t (id INTEGER PRIMARY KEY, body TEXT NOT NULL);
            """),
        ("html", """
            <!DOCTYPE html>
            <html lang="en">
              <!-- a page -->
              <body class="main">&amp; <b>bold</b></body>
            </html>
            """),
        ("css", """
            /* layout */
            body > .card:hover {
              color: #ff8800;
              margin: 0 auto 1.5em;
            }
            @media (max-width: 600px) { .card { display: none !important; } }
            """),
        ("markdown", """
            # Title
            Some *emphasis*, **strong** and `code`.
            - an item
            > a quote
            [a link](https://example.com)
            """),
        ("diff", """
            --- a/file.txt
            +++ b/file.txt
            @@ -1,3 +1,3 @@
             same
            -old line
            +new line
            """),
    ]

    /// Lines as a golden reads them: token runs as «role text», code runs as they are.
    static func annotated(_ lines: [StyledText]) -> String {
        lines.map { line in
            line.runs.map { run in
                run.role == .code ? run.text : "«\(Self.name(of: run.role)) \(run.text)»"
            }.joined()
        }.joined(separator: "\n")
    }

    static func name(of role: TextRole) -> String {
        switch role {
        case .codeKeyword: "keyword"
        case .codeType: "type"
        case .codeString: "string"
        case .codeNumber: "number"
        case .codeComment: "comment"
        case .codeFunction: "function"
        case .codeOperator: "operator"
        case .codeConstant: "constant"
        case .codeAttribute: "attribute"
        case .codeVariable: "variable"
        case .codeAddition: "addition"
        case .codeDeletion: "deletion"
        case .codeError: "error"
        case .codeLineNumber: "line"
        default: "\(role)"
        }
    }

    static func highlighted(_ code: String, fence: String) -> [StyledText] {
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false).map { Sanitizer.line($0) }
        let fence = CodeFence(info: fence)
        return CodeBlockRendering.styled(lines, language: fence.language.flatMap { CodeLanguage.named($0) }, fence: fence)
    }

    @Test("every language the issue names loads and highlights its fixture as its golden says", arguments: fixtures.map(\.fence))
    func goldenPerLanguage(fence: String) throws {
        let code = try #require(Self.fixtures.first { $0.fence == fence }?.code)
        let language = try #require(CodeLanguage.named(fence))
        #expect(SyntaxHighlighter.of(language) != nil, "\(language.definition) loads")
        let lines = Self.highlighted(code, fence: fence)
        #expect(lines.map(\.plain) == code.split(separator: "\n", omittingEmptySubsequences: false).map { Sanitizer.line($0) })
        #expect(lines.contains { $0.runs.contains { $0.role != .code } }, "some tokens have roles")
        #expect(GoldenFile.problem(with: Self.annotated(lines), goldenAt: Golden.path("highlight-\(fence)")) == nil)
    }

    @Test("every definition we carry and every language's definition loads")
    func everyDefinitionLoads() {
        for language in CodeLanguage.all { #expect(SyntaxHighlighter.of(language) != nil, "\(language.name): \(language.definition)") }
    }

    @Test("fence names and file names find their languages; unknown ones none")
    func names() {
        let fences = ["swift": "Swift", "py": "Python", "Python": "Python", "rs": "Rust", "go": "Go", "c": "C", "c++": "C++",
                      "cpp": "C++", "java": "Java", "js": "JavaScript", "ts": "TypeScript", "tsx": "TypeScript", "sh": "Shell",
                      "bash": "Shell", "zsh": "Shell", "json": "JSON", "yml": "YAML", "yaml": "YAML", "toml": "TOML", "sql": "SQL",
                      "html": "HTML", "css": "CSS", "md": "Markdown", "markdown": "Markdown", "diff": "Diff", "patch": "Diff"]
        for (fence, name) in fences { #expect(CodeLanguage.named(fence)?.name == name, "```\(fence)") }
        for unknown in ["", "text", "brainfuck", "../swift", "swift.lang"] { #expect(CodeLanguage.named(unknown) == nil, "```\(unknown)") }
        let files = ["main.swift": "Swift", "lib.rs": "Rust", "a.h": "C++", "x.c": "C", "Cargo.toml": "TOML", "Makefile": "Makefile",
                     "index.tsx": "TypeScript", "app.mjs": "JavaScript", "deploy.sh": "Shell", "config.yml": "YAML", "q.sql": "SQL"]
        for (file, name) in files { #expect(CodeLanguage.forFile(named: file)?.name == name, "\(file)") }
        for unknown in ["README", ".swift", "notes.txt", "xMakefile"] { #expect(CodeLanguage.forFile(named: unknown) == nil, "\(unknown)") }
    }

    @Test("a fence's options as presenterm writes them: +line_numbers and {1,3-5|6}")
    func fenceOptions() throws {
        let fence = CodeFence(info: "rust +line_numbers {1,3-5|6|all}")
        #expect(fence.language == "rust" && fence.numbered)
        let selection = try #require(fence.selection)
        #expect([1, 2, 3, 4, 5, 6].map(selection.contains) == [true, false, true, true, true, false])
        #expect(CodeFence(info: "{all}").selection?.contains(99) == true && CodeFence(info: "{all}").language == nil)
        #expect(CodeFence(info: "rust {1-999999999999999999999}").selection == nil, "a number out of range is no selection")
        #expect(CodeFence(info: "rust {3-1}").selection == nil && CodeFence(info: "rust {x}").selection == nil)
        #expect(!CodeFence(info: "rust").numbered && CodeFence(info: "rust").selection == nil)
    }

    @Test("line numbers lead each line; lines not picked are plain and dim")
    func numberedAndPicked() {
        let lines = Self.highlighted("let a = 1\nlet b = 2\nlet c = 3\n\n\n\n\n\n\nlet j = 10", fence: "swift +line_numbers {1,3}")
        #expect(lines.map(\.plain).first == " 1 let a = 1" && lines.last?.plain == "10 let j = 10")
        #expect(lines[0].runs.first?.role == .codeLineNumber)
        #expect(lines[0].runs.contains { $0.role == .codeKeyword })
        #expect(lines[1].runs.dropFirst().allSatisfy { $0.role == .code && $0.attributes.contains(.dim) }, "line 2 is not picked")
        #expect(lines[2].runs.contains { $0.role == .codeKeyword })
    }

    @Test("hostile code: escapes stay visible, a megabyte line is plain, patterns that backtrack end, every line comes back")
    func pathological() {
        let escape = Self.highlighted("let s = \"\u{1B}[31mred\u{1B}]0;title\u{07}\"", fence: "swift")
        #expect(!escape.contains { $0.plain.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) } })
        let huge = String(repeating: "a(", count: 500_000)
        let hugeLines = Self.highlighted("let x = 1\n" + huge + "\nlet y = 2", fence: "swift")
        #expect(hugeLines.count == 3 && hugeLines[1].runs.count == 1 && hugeLines[1].runs[0].role == .code)
        #expect(hugeLines[2].runs.contains { $0.role == .codeKeyword }, "highlighting goes on after a plain line")
        // Patterns made to backtrack: long runs that almost match keys, numbers, strings, comments.
        let nasty = [
            String(repeating: "\"", count: 1_000), String(repeating: "\"a\\", count: 300), String(repeating: "1.", count: 500),
            String(repeating: "/*", count: 500), String(repeating: "a ", count: 500) + ":", String(repeating: "x", count: 1_000) + "(",
            String(repeating: "'", count: 1_000), String(repeating: "${", count: 500), String(repeating: "r#\"", count: 300),
            String(repeating: "- ", count: 500), String(repeating: "[[", count: 500), String(repeating: "<a ", count: 300),
        ]
        for (fence, _) in Self.fixtures {
            let lines = Self.highlighted(nasty.joined(separator: "\n"), fence: fence)
            #expect(lines.count == nasty.count, "```\(fence)")
            #expect(lines.map { $0.plain } == nasty.map { Sanitizer.line($0) }, "```\(fence) keeps the text")
        }
        // Characters of more than one byte (control characters shown as ␚) where a token
        // ends: every character comes back whole (fuzz-highlight found one split).
        let wide = "key: &a value # c\n" + String(repeating: "\u{1A}", count: 110) + "list:\nic -ic - \"q\\t 's''s'"
        for (fence, _) in Self.fixtures {
            let lines = Self.highlighted(wide, fence: fence)
            #expect(lines.map { $0.plain } == wide.split(separator: "\n").map { Sanitizer.line(String($0)) }, "```\(fence)")
        }
        // More lines and bytes than a block highlights: the rest comes back plain, nothing lost.
        let many = Array(repeating: "let x = 1", count: SyntaxHighlighter.lineLimit + 10)
        let manyLines = CodeBlockRendering.styled(many, language: CodeLanguage.named("swift"), fence: CodeFence(info: "swift"))
        #expect(manyLines.count == many.count && manyLines.last?.runs.map(\.role) == [.code])
        #expect(manyLines.first?.runs.contains { $0.role == .codeKeyword } == true)
    }

    @Test("a source file's card is one highlighted block, found by its name; its long lines are plain")
    func fileCard() throws {
        let long = "let s = \"" + String(repeating: "x", count: SyntaxHighlighter.fileLineBytesLimit) + "\""
        let blocks = FilePreview.textBlocks(Array("let a = 1\n\(long)\n".utf8), fileName: "main.swift")
        guard case .code(let lines, nil)? = blocks.first, blocks.count == 1 else {
            Issue.record("not one code block: \(blocks)")
            return
        }
        #expect(lines.count == 2 && lines[0].runs.contains { $0.role == .codeKeyword })
        #expect(lines[1].runs.map(\.role) == [.code], "a line over the card's limit is plain")
        #expect(FilePreview.textBlocks(Array("let a = 1".utf8), fileName: "notes.txt") == [.verbatim("let a = 1")])
    }

    @Test("definitions are found only by plain relative names")
    func definitionNames() {
        #expect(HighlightDefinitions.isPlainName("def/c.lang") && HighlightDefinitions.isPlainName("swift.lang"))
        for bad in ["", "../etc/passwd", "/etc/passwd", "def//c.lang", "def/./c.lang", "a b.lang", "x\u{0}.lang"] {
            #expect(!HighlightDefinitions.isPlainName(bad), "\(bad)")
        }
        #expect(HighlightDefinitions.text(of: "../../../etc/passwd") == nil)
    }
}
