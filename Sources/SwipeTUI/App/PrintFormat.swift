/// What Enter prints (`--print`).
public enum PrintFormat: String, Sendable, CaseIterable {
    /// The item itself: the line, the path, the JSON object (the default).
    case value
    /// The item's index, from 0.
    case index
    case title
    case body
    /// The item as one line of JSON.
    case json

    /// The bytes to print for item `index`.
    func output(for fields: ItemFields, index: Int) -> [UInt8] {
        switch self {
        case .value: return fields.value
        case .index: return Array("\(index)".utf8)
        case .title: return Array(fields.title.utf8)
        case .body: return Array(fields.body.utf8)
        case .json: return Array(fields.json.utf8)
        }
    }
}
