/// A strict JSON parser over bytes (RFC 8259), with a nesting limit so hostile input
/// cannot exhaust the stack, and errors that say where.
public struct JSONParser {
    /// Deeper nesting than this is refused.
    public static let maximumDepth = 256
    /// More values than this are refused: each costs a heap allocation, and a 64 MiB
    /// `[0,0,0,…]` would otherwise take gigabytes. `--ndjson` has no such limit.
    public static let maximumValues = 1_000_000

    private let bytes: [UInt8]
    private var position = 0
    private var depth = 0
    private var values = 0

    /// Parses one JSON value filling all of `bytes` (white space aside).
    public static func parse(_ bytes: [UInt8]) throws(ContentError) -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        parser.skipWhitespace()
        let value = try parser.value()
        parser.skipWhitespace()
        guard parser.position == bytes.count else { throw parser.error("unexpected text after the value") }
        return value
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private mutating func value() throws(ContentError) -> JSONValue {
        guard position < bytes.count else { throw error("unexpected end of input") }
        values += 1
        if values > Self.maximumValues {
            throw error("more than \(Self.maximumValues) values; use --ndjson for large inputs")
        }
        switch bytes[position] {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw error("unexpected character")
        }
    }

    private mutating func object() throws(ContentError) -> JSONValue {
        try enter()
        position += 1
        var members: [JSONValue.Member] = []
        skipWhitespace()
        if peek(UInt8(ascii: "}")) { position += 1; depth -= 1; return .object(members) }
        while true {
            skipWhitespace()
            guard peek(UInt8(ascii: "\"")) else { throw error("expected a string key") }
            let key = try string()
            skipWhitespace()
            guard peek(UInt8(ascii: ":")) else { throw error("expected ':'") }
            position += 1
            skipWhitespace()
            members.append(JSONValue.Member(key: key, value: try value()))
            skipWhitespace()
            if peek(UInt8(ascii: ",")) { position += 1; continue }
            if peek(UInt8(ascii: "}")) { position += 1; break }
            throw error("expected ',' or '}'")
        }
        depth -= 1
        return .object(members)
    }

    private mutating func array() throws(ContentError) -> JSONValue {
        try enter()
        position += 1
        var values: [JSONValue] = []
        skipWhitespace()
        if peek(UInt8(ascii: "]")) { position += 1; depth -= 1; return .array(values) }
        while true {
            skipWhitespace()
            values.append(try value())
            skipWhitespace()
            if peek(UInt8(ascii: ",")) { position += 1; continue }
            if peek(UInt8(ascii: "]")) { position += 1; break }
            throw error("expected ',' or ']'")
        }
        depth -= 1
        return .array(values)
    }

    private mutating func string() throws(ContentError) -> String {
        position += 1
        var buffer: [UInt8] = []
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(decoding: buffer, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard position < bytes.count else { break }
                let escape = bytes[position]
                position += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(escape)
                case UInt8(ascii: "b"): buffer.append(0x08)
                case UInt8(ascii: "f"): buffer.append(0x0C)
                case UInt8(ascii: "n"): buffer.append(0x0A)
                case UInt8(ascii: "r"): buffer.append(0x0D)
                case UInt8(ascii: "t"): buffer.append(0x09)
                case UInt8(ascii: "u"): buffer.append(contentsOf: try unicodeEscape())
                default: throw error("invalid escape")
                }
            case 0x00..<0x20:
                throw error("control character in a string")
            default:
                buffer.append(byte)
            }
        }
        throw error("unterminated string")
    }

    /// `\uXXXX` (the `\u` already read), joining surrogate pairs; lone surrogates become U+FFFD.
    private mutating func unicodeEscape() throws(ContentError) -> [UInt8] {
        var value = try hex4()
        if (0xD800...0xDBFF).contains(value), position + 1 < bytes.count,
           bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u") {
            let resume = position
            position += 2
            let low = try hex4()
            if (0xDC00...0xDFFF).contains(low) {
                value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
            } else {
                position = resume // not a pair: the next escape stands on its own
                value = 0xFFFD
            }
        }
        let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
        return Array(String(Character(scalar)).utf8)
    }

    private mutating func hex4() throws(ContentError) -> UInt32 {
        guard position + 4 <= bytes.count else { throw error("short \\u escape") }
        var value: UInt32 = 0
        for byte in bytes[position..<position + 4] {
            guard let digit = Character(Unicode.Scalar(byte)).hexDigitValue else { throw error("invalid \\u escape") }
            value = value * 16 + UInt32(digit)
        }
        position += 4
        return value
    }

    private mutating func number() throws(ContentError) -> String {
        let start = position
        if peek(UInt8(ascii: "-")) { position += 1 }
        guard digits() > 0 else { throw error("invalid number") }
        if peek(UInt8(ascii: ".")) {
            position += 1
            guard digits() > 0 else { throw error("invalid number") }
        }
        if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
            position += 1
            if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { position += 1 }
            guard digits() > 0 else { throw error("invalid number") }
        }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    private mutating func digits() -> Int {
        let start = position
        while position < bytes.count, bytes[position] >= 0x30, bytes[position] <= 0x39 { position += 1 }
        return position - start
    }

    private mutating func literal(_ word: String) throws(ContentError) {
        let expected = Array(word.utf8)
        guard position + expected.count <= bytes.count,
              bytes[position..<position + expected.count].elementsEqual(expected) else { throw error("unexpected character") }
        position += expected.count
    }

    private mutating func enter() throws(ContentError) {
        depth += 1
        if depth > Self.maximumDepth { throw error("nested deeper than \(Self.maximumDepth) levels") }
    }

    private func peek(_ byte: UInt8) -> Bool {
        position < bytes.count && bytes[position] == byte
    }

    private mutating func skipWhitespace() {
        while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
    }

    /// An error naming the line and column of the current position.
    private func error(_ message: String) -> ContentError {
        var line = 1, column = 1
        for byte in bytes[0..<min(position, bytes.count)] {
            if byte == 0x0A { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
        }
        return ContentError("invalid JSON at line \(line), column \(column): \(message)")
    }
}
