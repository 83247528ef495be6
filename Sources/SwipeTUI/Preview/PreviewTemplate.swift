/// A `--preview` command line with placeholders, fzf's way:
///
/// - `{}`: the item, shell-quoted;
/// - `{n}`: the item's index in the input, from 0;
/// - `{q}`: the query, shell-quoted;
/// - `{1}`, `{2}`, …: the item's fields (split as `-d/--delimiter` says; by default at
///   blanks), from 1, each shell-quoted without the delimiter that ends it (`''` when the
///   item has fewer); `{-1}` is the last field, `{-2}` the one before; any of fzf's field
///   index expressions (`{2..}`, `{..2}`, `{1,3}`) gives those fields as one word;
/// - `{+}`, `{+n}`, `{+1}`…: the same for every marked item (`--multi`), in the order they
///   were marked, each a word of its own, joined by spaces; for the item in focus when none
///   is marked.
///
/// Anything else in braces is left as it is. The result runs through `sh -c`. The item is
/// substituted as bytes and quoted byte by byte (`ShellWord`), so whatever it holds it is
/// one inert word: never put quotes around a placeholder yourself.
public struct PreviewTemplate: Sendable, Equatable {
    /// The command line as given.
    public let text: String
    /// What splits an item into the fields `{1}`… stand for.
    public let delimiter: FieldDelimiter

    /// A template from `--preview`'s argument, fields split by `delimiter`.
    public init(_ text: String, delimiter: FieldDelimiter = .whitespace) {
        self.text = text
        self.delimiter = delimiter
    }

    /// The command line for `item` and `query`, as the bytes `sh -c` gets.
    public func commandLine(for item: PreviewItem, query: String = "") -> [UInt8] {
        let template = Array(text.utf8)
        let open = UInt8(ascii: "{"), close = UInt8(ascii: "}")
        var result: [UInt8] = []
        var position = 0
        while position < template.count {
            guard template[position] == open,
                  let end = template[(position + 1)...].firstIndex(of: close),
                  let replacement = replacement(for: template[(position + 1)..<end], item: item, query: query) else {
                result.append(template[position])
                position += 1
                continue
            }
            result += replacement
            position = end + 1
        }
        return result
    }

    /// What `{name}` stands for, or nil when it is not a placeholder (left as written).
    private func replacement(for name: ArraySlice<UInt8>, item: PreviewItem, query: String) -> [UInt8]? {
        if name.isEmpty { return ShellWord.quoted(item.bytes) }
        if name.first == UInt8(ascii: "+") {
            // Once per item: `{++}` and `{+q}` are not placeholders.
            let each = name.dropFirst()
            guard each.first != UInt8(ascii: "+"), !each.elementsEqual("q".utf8) else { return nil }
            var words: [[UInt8]] = []
            for marked in item.marked.isEmpty ? [item] : item.marked {
                guard let word = replacement(for: each, item: marked, query: query) else { return nil }
                words.append(word)
            }
            return Array(words.joined(separator: [UInt8(ascii: " ")]))
        }
        if name.elementsEqual("q".utf8) { return ShellWord.quoted(query.utf8) }
        if name.elementsEqual("n".utf8) { return Array(String(item.index).utf8) }
        // Field index expressions: digits, `-`, `..` and commas, each number checked (no overflow, no `+1`).
        guard name.count <= 64, name.allSatisfy({ (0x30...0x39).contains($0) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".")
                                                   || $0 == UInt8(ascii: ",") }),
              let selection = FieldSelection(parsing: String(decoding: name, as: UTF8.self)[...]) else { return nil }
        return item.bytes.withUnsafeBufferPointer { bytes in
            let joined = FieldTemplate.joined(selection, in: bytes, delimiter: delimiter)
            return joined.withUnsafeBufferPointer { ShellWord.quoted(Array($0[delimiter.strippingLastDelimiter(0..<$0.count, in: $0)])) }
        }
    }
}
