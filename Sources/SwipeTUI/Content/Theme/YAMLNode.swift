import CYaml

/// A YAML document as a small tree of text, mappings and lists, each node with the line it
/// starts on — what a theme file is read from. libyaml reads the bytes into events; the
/// tree is built from them in a loop with a stack of open nodes, so nesting costs no
/// recursion, and is refused past `depthLimit`. Aliases are refused (never expanded: no
/// billion laughs); only the first document is read.
struct YAMLNode: Sendable, Equatable {
    /// One `key: value` of a mapping.
    struct Entry: Sendable, Equatable {
        var key: String
        var value: YAMLNode
    }

    enum Value: Sendable, Equatable {
        case text(String)
        case mapping([Entry])
        case list([YAMLNode])
    }

    var value: Value
    /// The line the node starts on, from 1.
    var line: Int

    /// Why a document could not be read, and on which line (from 1).
    struct Problem: Error, Sendable, Equatable {
        var line: Int
        var message: String
    }

    /// Nodes nested deeper than this are refused.
    static let depthLimit = 32
    /// Nodes a document may hold.
    static let nodeLimit = 20_000

    /// The entries of a mapping (empty for anything else).
    var entries: [Entry] {
        if case .mapping(let entries) = value { return entries }
        return []
    }

    /// The text of a scalar (nil for anything else).
    var text: String? {
        if case .text(let text) = value { return text }
        return nil
    }

    /// The value of `key` in a mapping (the last, when a key is given twice).
    subscript(key: String) -> YAMLNode? { entries.last { $0.key == key }?.value }

    /// The first document in `bytes`; nil when there is none (an empty file).
    static func parse(_ bytes: [UInt8]) throws(Problem) -> YAMLNode? {
        let result: Result<YAMLNode?, Problem> = bytes.withUnsafeBufferPointer { buffer in
            var parser = yaml_parser_t()
            guard yaml_parser_initialize(&parser) != 0 else { return .failure(Problem(line: 1, message: "out of memory")) }
            defer { yaml_parser_delete(&parser) }
            yaml_parser_set_input_string(&parser, buffer.baseAddress ?? UnsafePointer(bitPattern: 1), buffer.count)
            var builder = Builder()
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) != 0 else {
                    let message = parser.problem.map { String(cString: $0) } ?? "not YAML"
                    return .failure(Problem(line: Int(parser.problem_mark.line) + 1, message: message))
                }
                defer { yaml_event_delete(&event) }
                do throws(Problem) {
                    if try builder.take(event) { return .success(builder.root) }
                } catch {
                    return .failure(error)
                }
            }
        }
        return try result.get()
    }

    /// The tree as the events build it: the open mappings and lists, innermost last.
    private struct Builder {
        /// An open mapping or list: its line, what it holds so far, and a mapping's key
        /// waiting for its value.
        struct Open {
            var line: Int
            var isMapping: Bool
            var entries: [Entry] = []
            var items: [YAMLNode] = []
            var key: String?
        }

        var open: [Open] = []
        var root: YAMLNode?
        var nodes = 0

        /// Takes one event; true when the document has ended.
        mutating func take(_ event: yaml_event_t) throws(Problem) -> Bool {
            let line = Int(event.start_mark.line) + 1
            switch event.type {
            case YAML_SCALAR_EVENT:
                let scalar = event.data.scalar
                let text = scalar.value.map { String(decoding: UnsafeBufferPointer(start: $0, count: scalar.length), as: UTF8.self) } ?? ""
                try add(YAMLNode(value: .text(text), line: line))
            case YAML_MAPPING_START_EVENT, YAML_SEQUENCE_START_EVENT:
                guard open.count < YAMLNode.depthLimit else {
                    throw Problem(line: line, message: "nested more than \(YAMLNode.depthLimit) deep")
                }
                open.append(Open(line: line, isMapping: event.type == YAML_MAPPING_START_EVENT))
            case YAML_MAPPING_END_EVENT, YAML_SEQUENCE_END_EVENT:
                guard let closed = open.popLast() else { return false }
                try add(YAMLNode(value: closed.isMapping ? .mapping(closed.entries) : .list(closed.items), line: closed.line))
            case YAML_ALIAS_EVENT:
                throw Problem(line: line, message: "aliases (*name) are not read")
            case YAML_DOCUMENT_END_EVENT, YAML_STREAM_END_EVENT:
                return true
            default:
                break
            }
            return false
        }

        /// Puts a finished node where it belongs: the root, a list's next item, a mapping's
        /// key or that key's value.
        private mutating func add(_ node: YAMLNode) throws(Problem) {
            nodes += 1
            guard nodes <= YAMLNode.nodeLimit else { throw Problem(line: node.line, message: "more than \(YAMLNode.nodeLimit) values") }
            guard var top = open.popLast() else {
                root = node
                return
            }
            defer { open.append(top) }
            if !top.isMapping {
                top.items.append(node)
            } else if let key = top.key {
                top.entries.append(Entry(key: key, value: node))
                top.key = nil
            } else if let key = node.text {
                top.key = key
            } else {
                throw Problem(line: node.line, message: "a key that is not text")
            }
        }
    }
}
