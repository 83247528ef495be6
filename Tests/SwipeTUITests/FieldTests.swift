import Testing
import CellCanvas
@testable import SwipeTUI

/// fzf's fields: the delimiter (`-d`), field index expressions, `--nth`, `--with-nth`
/// and `--accept-nth`, and templates, as tables of cases from fzf's documentation; and
/// matches compared with what fzf printed for the same input.
@Suite("fields")
struct FieldTests {
    static func fields(_ text: String, _ delimiter: FieldDelimiter) -> [String] {
        var result: [String] = []
        var text = text
        text.withUTF8 { bytes in
            delimiter.forEachField(in: bytes) { range in
                result.append(String(decoding: bytes[range], as: UTF8.self))
                return true
            }
        }
        return result
    }

    @Test("AWK's fields: blanks after a field belong to it, those before the first to none", arguments: [
        ("foo bar baz", ["foo ", "bar ", "baz"]),
        ("  lead  ing\tws ", ["lead  ", "ing\t", "ws "]),
        ("", []),
        ("   ", []),
    ])
    func whitespace(text: String, expected: [String]) {
        #expect(Self.fields(text, .whitespace) == expected)
    }

    @Test("a literal delimiter ends each field it follows; a last one leaves an empty field", arguments: [
        ("a:b:c", ":", ["a:", "b:", "c"]),
        ("a::b", ":", ["a:", ":", "b"]),
        ("x:y:", ":", ["x:", "y:", ""]),
        ("a\tb", "\\t", ["a\t", "b"]),
        ("a|b", "|", ["a|", "b"]),
    ])
    func literal(text: String, delimiter: String, expected: [String]) {
        #expect(Self.fields(text, FieldDelimiter(parsing: delimiter)) == expected)
    }

    @Test("a regular expression: every match ends a field; no empty field after a last one", arguments: [
        ("a, b,c", ",\\s*", ["a, ", "b,", "c"]),
        ("a\t\tb\tc", "\\t+", ["a\t\t", "b\t", "c"]),
        ("x::y:", ":+", ["x::", "y:"]),
        ("p/q:r", "[:/]", ["p/", "q:", "r"]),
        // `||` is an expression that matches nothing at every place (fzf 0.38 splits so too).
        ("a||b", "||", ["", "a", "|", "|", "b"]),
    ])
    func pattern(text: String, delimiter: String, expected: [String]) {
        guard case .pattern = FieldDelimiter(parsing: delimiter) else {
            Issue.record("\(delimiter) should read as a regular expression")
            return
        }
        #expect(Self.fields(text, FieldDelimiter(parsing: delimiter)) == expected)
    }

    @Test("one character, or text with no regex character, or a broken expression, is literal", arguments: [
        "|", ".", ":", "::", "ab", "[",
    ])
    func literalDelimiters(text: String) {
        #expect(FieldDelimiter(parsing: text) == .literal(Array(text.utf8)))
    }

    @Test("field index expressions name these fields of five", arguments: [
        ("1", [1]), ("2", [2]), ("-1", [5]), ("-2", [4]), ("3..5", [3, 4, 5]), ("2..", [2, 3, 4, 5]),
        ("..-3", [1, 2, 3]), ("..", [1, 2, 3, 4, 5]), ("4..9", [4, 5]), ("7", []), ("-9", []), ("3..2", []),
    ])
    func expressions(text: String, expected: [Int]) throws {
        let range = try #require(FieldRange(parsing: text[...]))
        #expect(range.fields(among: 5).map(Array.init) ?? [] == expected)
    }

    @Test("not expressions", arguments: ["0", "", "a", "1...2", "-2..3", "..0", "1-2", "99999999999999"])
    func invalidExpressions(text: String) {
        #expect(FieldRange(parsing: text[...]) == nil)
    }

    static func apply(_ template: String, to text: String, delimiter: String? = nil, index: Int = 0) throws -> String {
        let template = try FieldTemplate(parsing: template)
        var text = text
        let delimiter = delimiter.map(FieldDelimiter.init(parsing:)) ?? .whitespace
        return text.withUTF8 { String(decoding: template.apply(to: $0, index: index, delimiter: delimiter), as: UTF8.self) }
    }

    @Test("expression lists join their fields as they stand; templates take each less its last delimiter")
    func templates() throws {
        // fzf's own examples (CHANGELOG 0.60.0 and the man page).
        #expect(try Self.apply("{1}, {3}, {2}", to: "foo,bar,baz", delimiter: ",") == "foo, baz, bar")
        #expect(try Self.apply("{1},{3},{2},{1..2}", to: "foo,bar,baz", delimiter: ",") == "foo,baz,bar,foo,bar")
        #expect(try Self.apply("{n},{1},{3},{2},{1..2}", to: "foo,bar,baz", delimiter: ",", index: 7) == "7,foo,baz,bar,foo,bar")
        #expect(try Self.apply("Index: {n}, 1st: {1}, 2nd: {2}, 3rd: {3}", to: "foo bar baz", index: 0)
                == "Index: 0, 1st: foo, 2nd: bar, 3rd: baz")
        #expect(try Self.apply("2..", to: "foo bar baz") == "bar baz")
        #expect(try Self.apply("1,3", to: "a:b:c", delimiter: ":") == "a:c")
        // Braces that hold no placeholder stay as text.
        #expect(try Self.apply("{x} {1}", to: "a b") == "{x} a")
        #expect(throws: FieldTemplate.Invalid.self) { try FieldTemplate(parsing: "no placeholder") }
        #expect(throws: FieldTemplate.Invalid.self) { try FieldTemplate(parsing: "1,0") }
    }

    @Test("a template holds at most 64 placeholders, and makes at most 16 MiB of one item (a thousand {..} over a long line asked for gigabytes)")
    func templateBounds() throws {
        _ = try FieldTemplate(parsing: String(repeating: "{..}", count: FieldTemplate.mostPlaceholders))
        #expect(throws: FieldTemplate.Invalid.self) { try FieldTemplate(parsing: String(repeating: "{..}", count: FieldTemplate.mostPlaceholders + 1)) }
        // Text between placeholders does not count.
        _ = try FieldTemplate(parsing: String(repeating: "x{1}", count: FieldTemplate.mostPlaceholders))
        let line = String(repeating: "y ", count: 1 << 20)
        let made = try Self.apply(String(repeating: "{..}", count: FieldTemplate.mostPlaceholders), to: line)
        #expect(made.utf8.count == FieldTemplate.largestItem)
        #expect(try Self.apply("{1}{1}", to: line) == "yy", "small results are whole")
    }

    @Test("what is shown, searched and printed")
    func options() throws {
        var options = FieldOptions()
        options.delimiter = FieldDelimiter(parsing: ":")
        options.shown = try FieldTemplate(parsing: "2..")
        options.searched = FieldSelection(parsing: "2")
        options.printed = try FieldTemplate(parsing: "1")
        var line = "id:name:path:"
        line.withUTF8 { bytes in
            let shown = options.shownText(of: bytes, index: 0) ?? []
            #expect(String(decoding: shown, as: UTF8.self) == "name:path:")
            shown.withUnsafeBufferPointer { shownBytes in
                // The last searched stretch loses its delimiter, so `path$` can match.
                #expect(options.searchedParts(of: shownBytes) == [5..<9])
            }
            #expect(String(decoding: options.printedText(of: bytes, index: 0), as: UTF8.self) == "id")
        }
    }

    @Test("--ansi: text hidden behind a long run of escape sequences is marked with … on the row, never dropped unseen")
    func hiddenBehindEscapes() {
        var options = FieldOptions()
        options.keepsColors = true
        func row(_ line: String) -> String {
            var line = line
            return line.withUTF8 { options.styledText(of: $0, index: 0)?.plain ?? "" }
        }
        #expect(row("notes.txt" + String(repeating: "\u{1B}[0m", count: 1100) + " ; rm -rf ~") == "notes.txt…")
        #expect(row("notes.txt\u{1B}[0m ; short") == "notes.txt ; short")
    }

    @Test("--ansi with -d: fields split as the text reads (a ; inside ESC[1;31m splits nothing); a field keeps the colour it starts in")
    func coloredFields() throws {
        func shown(_ line: String, _ delimiter: String, _ template: String) throws -> (text: String, runs: [TextRun]) {
            var options = FieldOptions()
            options.keepsColors = true
            options.delimiter = FieldDelimiter(parsing: delimiter)
            options.shown = try FieldTemplate(parsing: template)
            var line = line
            return line.withUTF8 { bytes in
                (String(decoding: options.shownText(of: bytes, index: 0) ?? [], as: UTF8.self),
                 options.styledText(of: bytes, index: 0)?.runs ?? [])
            }
        }
        let bold = "a;\u{1B}[1;31mb\u{1B}[0m;c"
        #expect(try shown(bold, ";", "3").text == "c")
        #expect(try shown(bold, ";", "{2}").text == "b")
        let rest = try shown(bold, ";", "2..")
        #expect(rest.text == "b;c")
        #expect(rest.runs.first?.text == "b" && rest.runs.first?.foreground == .indexed(1) && rest.runs.first?.attributes.contains(.bold) == true)
        // Red from the first field on: the second field is red too, up to the reset.
        let carried = try shown("\u{1B}[31ma:b\u{1B}[0m:c", ":", "2")
        #expect(carried.text == "b:")
        #expect(carried.runs.first?.text == "b" && carried.runs.first?.foreground == .indexed(1))
        // A reset before the field: nothing carried.
        #expect(try shown("\u{1B}[31ma\u{1B}[0m:b:c", ":", "2").runs.first?.foreground == nil)
        // A link's address holds the delimiter: it splits nothing.
        #expect(try shown("\u{1B}]8;;http://h:80/p\u{1B}\\link\u{1B}]8;;\u{1B}\\:second", ":", "2").text == "second")
    }

    /// Lines, a query and options, and what `fzf --filter` printed for them (fzf 0.38.0;
    /// the cases where a newer fzf differs say so).
    static let recorded: [(arguments: [String], query: String, expected: [String])] = [
        (["--nth", "1"], "foo", ["foo bar baz"]),
        (["--nth", "2"], "foo", ["bazbar foo", "bar foo qux"]),
        (["--nth", "-1"], "foo", ["bazbar foo"]),
        (["--nth", "2.."], "ba", ["foo bar baz"]),
        (["--nth", "1,3"], "ba", ["bazbar foo", "foo bar baz", "bar foo qux"]),
        (["--nth", "2"], "ing", ["  lead  ing ws"]),
        (["-d", ":", "--nth", "2"], "b", ["a:b:c"]),
        (["-d", ":", "--nth", "3"], "c$", ["a:b:c"]),
        (["-d", ":", "--nth", "-1"], "x", ["bar foo qux"]),
        (["-d", "::", "--nth", "2"], "x", ["::x::"]),
        (["-d", "\\t", "--nth", "3"], "b", ["a\t\tb\tc"]),
        (["-d", "\\t+", "--nth", "2.."], "c", ["a\t\tb\tc"]),
        (["--with-nth", "2..", "--nth", "1"], "b", ["a\t\tb\tc", "foo bar baz"]),
        (["-d", ":", "--with-nth", "3.."], "z", ["x:y:z:"]),
        // fzf 0.38 keeps the delimiter at the end of the last --nth field, so `z$` finds
        // nothing there; fzf since 0.60 takes it off "to allow suffix match", as we do.
        (["-d", ":", "--nth", "3"], "z$", ["x:y:z:"]),
    ]

    static let lines = ["foo bar baz", "bar foo qux", "  lead  ing ws", "a:b:c", "x:y:z:", "bazbar foo", "a\t\tb\tc", "::x::"]

    @Test("the same matches, in the same order, as fzf --filter", arguments: recorded)
    func sameAsFzf(arguments: [String], query: String, expected: [String]) throws {
        var options = FieldOptions()
        var index = 0
        while index + 1 < arguments.count {
            let value = arguments[index + 1]
            switch arguments[index] {
            case "-d": options.delimiter = FieldDelimiter(parsing: value)
            case "--nth": options.searched = FieldSelection(parsing: value[...])
            case "--with-nth": options.shown = try FieldTemplate(parsing: value)
            default: Issue.record("unknown option \(arguments[index])")
            }
            index += 2
        }
        let corpus = FieldCorpus(base: CopiedCorpus(texts: Self.lines.map { Array($0.utf8) }), options: options)
        let order = FilterJob.rank(SearchQuery(query), in: corpus) { false } ?? []
        #expect(order.map { Self.lines[$0] } == expected)
    }

    @Test("--nth marks the characters matched in the field, not elsewhere")
    func highlight() {
        var matcher = ItemMatcher(query: SearchQuery("foo"))
        // "bar foo qux": field 2 is bytes 4..<8; the match is at characters 4, 5, 6.
        #expect(matcher.match("bar foo qux", parts: [4..<8])?.positions == [4, 5, 6])
        #expect(matcher.match("foo bar baz", parts: [4..<8]) == nil)
        var inverse = ItemMatcher(query: SearchQuery("!foo"))
        #expect(inverse.match("foo bar", parts: [4..<7])?.positions == [])
    }

    @Test("hostile items: a huge line, a million fields, empty fields, bad UTF-8 — split in one pass, no crash")
    func hostile() throws {
        let many = [UInt8](repeating: UInt8(ascii: ":"), count: 1 << 20)
        let selection = try #require(FieldSelection(parsing: "-2,1,3..-1"))
        many.withUnsafeBufferPointer { bytes in
            let stretches = selection.stretches(in: bytes, delimiter: FieldDelimiter(parsing: ":"))
            #expect(stretches == [(1 << 20) - 1..<1 << 20, 0..<1, 2..<1 << 20])
        }
        let blanks = [UInt8](repeating: UInt8(ascii: " "), count: 1 << 20)
        blanks.withUnsafeBufferPointer { bytes in
            #expect(selection.stretches(in: bytes, delimiter: .whitespace) == [0..<0, 0..<0, 0..<0])
        }
        // Bad UTF-8 through a regular expression: the ranges are of the bytes as given.
        let bad: [UInt8] = [0x61, 0xFF, 0x2C, 0x20, 0xC3, 0x62]
        bad.withUnsafeBufferPointer { bytes in
            var found: [Range<Int>] = []
            FieldDelimiter(parsing: ",\\s*").forEachField(in: bytes) { found.append($0); return true }
            #expect(found == [0..<4, 4..<6])
        }
    }

    @Test("a regular expression that would backtrack without end stops splitting at its work limit: the rest is the last field")
    func backtrackingBounded() throws {
        // Exponential: (a+)+$ against forty a's and a b. Quadratic: ' *: *' along 20000 blanks.
        let cases: [(line: [UInt8], delimiter: String)] = [
            ([UInt8](repeating: UInt8(ascii: "a"), count: 40) + [UInt8(ascii: "b")], "(a+)+$"),
            ([UInt8](repeating: UInt8(ascii: " "), count: 20_000) + [UInt8(ascii: "z")], " *: *"),
        ]
        for (line, delimiter) in cases {
            var fields: [Range<Int>] = []
            line.withUnsafeBufferPointer { bytes in
                FieldDelimiter(parsing: delimiter).forEachField(in: bytes) { fields.append($0); return true }
            }
            #expect(fields == [0..<line.count], "\(delimiter): one field, the whole line")
        }
        // Within the limit the same expressions split as they should.
        #expect(Self.fields("aabx", FieldDelimiter(parsing: "(a+)+b")) == ["aab", "x"])
        #expect(Self.fields("x : y", FieldDelimiter(parsing: " *: *")) == ["x : ", "y"])
    }
}
