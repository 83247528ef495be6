import Testing
@testable import SwipeComponents
@testable import SwipeTUI

@Suite("JSON input")
struct JSONTests {
    static func parse(_ text: String) throws(ContentError) -> JSONValue { try JSONParser.parse(Array(text.utf8)) }

    @Test("values, escapes and surrogate pairs parse; compact output round-trips")
    func parsing() throws {
        let value = try Self.parse(#" {"a": [1, -2.5e3, true, null], "s": "x\"\\\n\u00e9\ud83d\udc0d"} "#)
        #expect(value["a"] == .array([.number("1"), .number("-2.5e3"), .bool(true), .null]))
        #expect(value["s"] == .string("x\"\\\né🐍"))
        #expect(try Self.parse(value.compact) == value)
        #expect(try Self.parse(#""\ud800x""#) == .string("\u{FFFD}x"))
    }

    @Test("bad JSON is an error with its line and column", arguments: [
        "{\"a\":", "[1,]", "{\"a\" 1}", "tru", "\"open", "01x", "[1] 2", "\"\u{1}\"",
    ])
    func invalid(_ text: String) {
        #expect(throws: ContentError.self) { try Self.parse(text) }
    }

    @Test("errors say where")
    func errorPosition() {
        do {
            _ = try Self.parse("{\n  \"a\": tru\n}")
            Issue.record("should not parse")
        } catch {
            #expect(error.description.hasPrefix("invalid JSON at line 2, column 8"))
        }
    }

    @Test("a lone high surrogate becomes U+FFFD without eating the escape after it")
    func loneSurrogate() throws {
        #expect(try Self.parse(#""\ud800\u0041""#) == .string("\u{FFFD}A"))
    }

    @Test("more than a million values is refused (each costs an allocation); NDJSON has no such limit")
    func valueLimit() {
        let huge = "[" + String(repeating: "0,", count: JSONParser.maximumValues) + "0]"
        #expect(throws: ContentError.self) { try Self.parse(huge) }
        let fine = "[" + String(repeating: "0,", count: 1000) + "0]"
        #expect((try? Self.parse(fine)) != nil)
    }

    @Test("deep nesting is refused instead of overflowing the stack")
    func depth() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: ContentError.self) { try Self.parse(deep) }
    }

    @Test("titles and bodies from named keys, the usual keys, or the object")
    func keys() throws {
        let document = try Self.parse(#"[{"name":"ann","description":"first"},{"login":"bob","id":7},{"title":"t","x":1}]"#)
        let source = JSONSource(document: document, keys: .init())
        #expect(source.count == 3)
        #expect(source.fields(at: 0).title == "ann" && source.fields(at: 0).body == "first")
        #expect(source.fields(at: 1).title == "7")
        #expect(source.fields(at: 1).body == "{\n  \"login\": \"bob\",\n  \"id\": 7\n}")
        #expect(source.fields(at: 2).value == Array(#"{"title":"t","x":1}"#.utf8))
        let chosen = JSONSource(document: document, keys: .init(title: "login", body: "id"))
        #expect(chosen.fields(at: 1).title == "bob" && chosen.fields(at: 1).body == "7")
        #expect(chosen.fields(at: 0).title == "ann", "a missing --title key falls back to the usual keys")
        #expect(JSONSource(document: try Self.parse("[{\"x\":1}]"), keys: .init()).fields(at: 0).title == "Item 1")
    }

    @Test("NDJSON lines parse on demand; a bad line is shown as such, not fatal")
    func ndjson() throws {
        let lines = LineSource(skipsEmptyLines: true)
        try lines.append(Array("{\"title\":\"one\"}\n\nnot json\n{\"title\":\"three\"}\n".utf8))
        lines.finish()
        let source = JSONSource(lines: lines, keys: .init())
        #expect(source.count == 3)
        #expect(source.card(at: 0).title == "one")
        #expect(source.card(at: 1).title == "Line 2: not JSON")
        #expect(source.fields(at: 1).value == Array("not json".utf8))
        #expect(source.firstMatch(of: "THREE", from: 0, direction: .forward) == 2)
    }
}
