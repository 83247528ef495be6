/// A `--preview` command line with placeholders, fzf's way:
///
/// - `{}`: the item, shell-quoted;
/// - `{n}`: the item's index in the input, from 0;
/// - `{1}`, `{2}`, …: the item's whitespace-separated fields, from 1, each shell-quoted
///   (`''` when the item has fewer); `{-1}` is the last field, `{-2}` the one before.
///
/// Anything else in braces is left as it is. The result runs through `sh -c`.
public struct PreviewTemplate: Sendable, Equatable {
    /// The command line as given.
    public let text: String

    /// A template from `--preview`'s argument.
    public init(_ text: String) {
        self.text = text
    }

    /// The command line for `item`.
    public func commandLine(for item: PreviewItem) -> String {
        var result = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}") else {
                result += rest[open...]
                return result
            }
            let name = rest[rest.index(after: open)..<close]
            if let replacement = replacement(for: name, item: item) {
                result += replacement
            } else {
                result += rest[open...close]
            }
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    private func replacement(for name: Substring, item: PreviewItem) -> String? {
        if name.isEmpty { return Self.quoted(item.text) }
        if name == "n" { return String(item.index) }
        guard let number = Int(name), number != 0 else { return nil }
        let fields = item.text.split(whereSeparator: { $0 == " " || $0 == "\t" })
        let position = number > 0 ? number - 1 : fields.count + number
        return Self.quoted(fields.indices.contains(position) ? String(fields[position]) : "")
    }

    /// `text` as one shell word: in single quotes, each `'` written `'\''`.
    public static func quoted(_ text: String) -> String {
        var result = "'"
        for character in text {
            if character == "'" { result += "'\\''" } else { result.append(character) }
        }
        return result + "'"
    }
}
