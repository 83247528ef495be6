/// A parsed JSON value. Numbers keep their text, objects their key order.
public indirect enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(String)
    case string(String)
    case array([JSONValue])
    case object([Member])

    /// One key and value of an object.
    public struct Member: Sendable, Equatable {
        /// The name, with escapes decoded. An object may hold the same name twice.
        public var key: String
        /// The value the name maps to.
        public var value: JSONValue
    }

    /// The value of the first member named `key`, for objects.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The value as text for a title or body: strings as they are, anything else as compact JSON.
    public var text: String {
        if case .string(let string) = self { return string }
        return compact
    }

    /// Compact JSON text.
    public var compact: String {
        switch self {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .number(let text): return text
        case .string(let string): return JSONText.quoted(string)
        case .array(let values): return "[" + values.map(\.compact).joined(separator: ",") + "]"
        case .object(let members):
            return "{" + members.map { JSONText.quoted($0.key) + ":" + $0.value.compact }.joined(separator: ",") + "}"
        }
    }

    /// Indented JSON text, two spaces per level.
    public func pretty(indent: Int = 0) -> String {
        let inner = String(repeating: "  ", count: indent + 1), outer = String(repeating: "  ", count: indent)
        switch self {
        case .array(let values) where !values.isEmpty:
            return "[\n" + values.map { inner + $0.pretty(indent: indent + 1) }.joined(separator: ",\n") + "\n" + outer + "]"
        case .object(let members) where !members.isEmpty:
            return "{\n" + members.map { inner + JSONText.quoted($0.key) + ": " + $0.value.pretty(indent: indent + 1) }
                .joined(separator: ",\n") + "\n" + outer + "}"
        default:
            return compact
        }
    }
}
