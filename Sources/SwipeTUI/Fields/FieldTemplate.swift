/// What `--with-nth` and `--accept-nth` make of an item, as fzf reads them: a list of
/// field index expressions (`2..`, `1,3`), whose fields are joined as they stand (each
/// keeps the delimiter after it), or a template of text with expressions in braces
/// (`{1}: {3..}`), each expression's fields less the delimiter after the last of them,
/// and `{n}` for the item's index (from 0). A brace pair that holds neither stays as text.
public enum FieldTemplate: Sendable, Equatable {
    /// Field index expressions.
    case fields(FieldSelection)
    /// Text with placeholders.
    case template([Part])

    /// A piece of a template.
    public enum Part: Sendable, Equatable {
        case text([UInt8])
        case index
        case fields(FieldSelection)
    }

    /// The most bytes a template makes of one item (more is cut): `{..}` written a thousand
    /// times over a line of a megabyte would otherwise ask for gigabytes.
    public static let largestItem = 16 << 20
    /// The most placeholders a template holds.
    public static let mostPlaceholders = 64

    /// Why a value is no template, for the line that says so.
    public struct Invalid: Error, Sendable, Equatable, CustomStringConvertible {
        public let description: String
    }

    /// The option's value `text`.
    public init(parsing text: String) throws(Invalid) {
        if !text.isEmpty, text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "," || $0 == "-" || $0 == ".") }) {
            guard let selection = FieldSelection(parsing: text[...]) else {
                throw Invalid(description: "'\(text)' is not a list of field index expressions (N, -N, N..M, N.., ..M, ..)")
            }
            self = .fields(selection)
            return
        }
        var parts: [Part] = []
        var literal: [UInt8] = []
        var placeholders = 0
        var rest = text[...]
        while let open = rest.firstIndex(of: "{") {
            literal += Array(rest[..<open].utf8)
            guard let close = rest[open...].firstIndex(of: "}") else { break }
            let inside = rest[rest.index(after: open)..<close]
            let isExpression = !inside.isEmpty
                && inside.allSatisfy { $0.isASCII && ($0.isNumber || $0 == "," || $0 == "-" || $0 == ".") }
            if inside == "n" || isExpression {
                if !literal.isEmpty { parts.append(.text(literal)) }
                literal = []
                placeholders += 1
                guard placeholders <= Self.mostPlaceholders else {
                    throw Invalid(description: "'\(text.prefix(40))…' has more than \(Self.mostPlaceholders) placeholders")
                }
                // fzf drops a placeholder whose expression does not parse; a number too
                // large for a field index is refused, as it is outside braces.
                if inside == "n" {
                    parts.append(.index)
                } else if let selection = FieldSelection(parsing: inside) {
                    parts.append(.fields(selection))
                } else if inside.split(whereSeparator: { !$0.isNumber }).contains(where: { $0.count > 9 }) {
                    throw Invalid(description: "'\(text)': '\(inside)' is too large for a field index")
                }
                rest = rest[rest.index(after: close)...]
            } else {
                literal += Array(rest[open...open].utf8)
                rest = rest[rest.index(after: open)...]
            }
        }
        literal += Array(rest.utf8)
        if !literal.isEmpty { parts.append(.text(literal)) }
        guard placeholders > 0 else {
            throw Invalid(description: "'\(text)' has no field placeholder ({1}, {2..}, {n}) and is no list of field index expressions")
        }
        self = .template(parts)
    }

    /// What the template makes of the item `bytes` at `index`, its fields split by
    /// `delimiter`: its first `limit` bytes or a little more (a row needs no more than it shows).
    /// `piece` gives the bytes a stretch of `bytes` stands for (`--ansi`: the item's own,
    /// colours and all); by default the stretch itself.
    func apply(to bytes: UnsafeBufferPointer<UInt8>, index: Int, delimiter: FieldDelimiter, limit: Int = .max,
               piece: ((Range<Int>) -> [UInt8])? = nil) -> [UInt8] {
        let limit = min(limit, Self.largestItem)
        switch self {
        case .fields(let selection):
            return Self.joined(selection, in: bytes, delimiter: delimiter, limit: limit, piece: piece)
        case .template(let parts):
            var result: [UInt8] = []
            for part in parts where result.count < limit {
                switch part {
                case .text(let text): result += text
                case .index: result += Array(String(index).utf8)
                case .fields(let selection):
                    let joined = Self.joined(selection, in: bytes, delimiter: delimiter, limit: limit - result.count, piece: piece)
                    joined.withUnsafeBufferPointer { joinedBytes in
                        result += joinedBytes[delimiter.strippingLastDelimiter(0..<joinedBytes.count, in: joinedBytes)]
                    }
                }
            }
            return result.count > Self.largestItem ? Array(result.prefix(Self.largestItem)) : result
        }
    }

    /// The stretches `selection` names, one after another, up to `limit` bytes.
    static func joined(_ selection: FieldSelection, in bytes: UnsafeBufferPointer<UInt8>, delimiter: FieldDelimiter,
                       limit: Int = .max, piece: ((Range<Int>) -> [UInt8])? = nil) -> [UInt8] {
        var result: [UInt8] = []
        for stretch in selection.stretches(in: bytes, delimiter: delimiter) where result.count < limit {
            let room = limit - result.count
            let taken = stretch.lowerBound..<(stretch.count <= room ? stretch.upperBound : stretch.lowerBound + room)
            if let piece { result += piece(taken) } else { result += bytes[taken] }
        }
        return result
    }
}
