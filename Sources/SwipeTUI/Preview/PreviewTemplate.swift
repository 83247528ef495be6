/// A `--preview` command line with placeholders, fzf's way:
///
/// - `{}`: the item, shell-quoted;
/// - `{n}`: the item's index in the input, from 0;
/// - `{q}`: the query, shell-quoted;
/// - `{1}`, `{2}`, …: the item's fields (separated by spaces and tabs), from 1, each
///   shell-quoted (`''` when the item has fewer); `{-1}` is the last field, `{-2}` the one
///   before.
///
/// Anything else in braces is left as it is. The result runs through `sh -c`. The item is
/// substituted as bytes and quoted byte by byte (`ShellWord`), so whatever it holds it is
/// one inert word: never put quotes around a placeholder yourself.
public struct PreviewTemplate: Sendable, Equatable {
    /// The command line as given.
    public let text: String

    /// A template from `--preview`'s argument.
    public init(_ text: String) {
        self.text = text
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
        if name.elementsEqual("q".utf8) { return ShellWord.quoted(query.utf8) }
        if name.elementsEqual("n".utf8) { return Array(String(item.index).utf8) }
        // A field number: an optional minus and at most nine digits (no overflow, no `+1`).
        let digits = name.first == UInt8(ascii: "-") ? name.dropFirst() : name
        guard (1...9).contains(digits.count), digits.allSatisfy({ (0x30...0x39).contains($0) }),
              let number = Int(String(decoding: name, as: UTF8.self)), number != 0 else { return nil }
        let fields = item.bytes.split(whereSeparator: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") })
        let position = number > 0 ? number - 1 : fields.count + number
        return ShellWord.quoted(fields.indices.contains(position) ? Array(fields[position]) : [])
    }
}
