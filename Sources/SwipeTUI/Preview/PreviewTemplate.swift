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
///   is marked;
/// - `{f}`, `{+f}`, `{f1}`, `{+fn}`…: the same values unquoted, one a line (ended by
///   `fileSeparator`), written to a temporary file (`PlaceholderFiles`) whose quoted path
///   takes the placeholder's place.
///
/// Anything else in braces is left as it is, and so is every placeholder after the first
/// `maximumPlaceholders`. The result runs through `sh -c`. The item is substituted as bytes
/// and quoted byte by byte (`ShellWord`), so whatever it holds it is one inert word: never
/// put quotes around a placeholder yourself.
public struct PreviewTemplate: Sendable, Equatable {
    /// Placeholders replaced in one command line (the rest are left as written): a long
    /// template of `{}` over a long item cannot make a huge command line, nor `{f}` a
    /// crowd of files.
    public static let maximumPlaceholders = 64

    /// The command line as given.
    public let text: String
    /// What splits an item into the fields `{1}`… stand for.
    public let delimiter: FieldDelimiter
    /// What ends each value in a `{f}` file: a newline, or NUL with `--print0` (fzf's).
    public let fileSeparator: UInt8
    /// Whether every placeholder stands for every marked item, as if written with `+`
    /// (`{}` as `{+}`: fzf's `execute-multi`).
    public var marksEveryPlaceholder = false

    /// A template from `--preview`'s argument, fields split by `delimiter`.
    public init(_ text: String, delimiter: FieldDelimiter = .whitespace, fileSeparator: UInt8 = 0x0A) {
        self.text = text
        self.delimiter = delimiter
        self.fileSeparator = fileSeparator
    }

    /// The command line for `item` and `query`, as the bytes `sh -c` gets; `{f}`
    /// placeholders write their files into `files` (without it they are left as written).
    public func commandLine(for item: PreviewItem, query: String = "", files: PlaceholderFiles? = nil) -> [UInt8] {
        let template = Array(text.utf8)
        let open = UInt8(ascii: "{"), close = UInt8(ascii: "}")
        var result: [UInt8] = []
        var position = 0
        var replaced = 0
        while position < template.count {
            guard replaced < Self.maximumPlaceholders, template[position] == open,
                  let end = template[(position + 1)...].firstIndex(of: close),
                  let replacement = replacement(for: template[(position + 1)..<end], item: item, query: query, files: files) else {
                result.append(template[position])
                position += 1
                continue
            }
            result += replacement
            replaced += 1
            position = end + 1
        }
        return result
    }

    /// Whether the command runs when no item is in focus (nothing matches), by fzf's rule:
    /// one with no placeholder runs, and so does one with `{q}` anywhere; one naming the item
    /// runs only while items are marked (`anyMarked`) and it reads them (`{+…}`, or
    /// `marksEveryPlaceholder`). When it runs, `{}`, the fields and `{n}` are empty.
    public func runsWithoutItem(anyMarked: Bool) -> Bool {
        let names = placeholderNames
        if names.isEmpty || names.contains(where: { $0.elementsEqual("q".utf8) }) { return true }
        return anyMarked && (marksEveryPlaceholder || names.contains { $0.first == UInt8(ascii: "+") || $0.starts(with: "f+".utf8) })
    }

    /// The names inside the braces of the template's placeholders (`{…}` that stand for
    /// something), in order.
    private var placeholderNames: [ArraySlice<UInt8>] {
        let template = Array(text.utf8)
        var names: [ArraySlice<UInt8>] = []
        var position = 0
        while let open = template[position...].firstIndex(of: UInt8(ascii: "{")),
              let close = template[(open + 1)...].firstIndex(of: UInt8(ascii: "}")) {
            // A file placeholder is one whether or not its file is written.
            let name = template[(open + 1)..<close]
            let unfiled = name.filter { $0 != UInt8(ascii: "f") }
            if replacement(for: unfiled[...], item: PreviewItem(bytes: [], index: 0), query: "", files: nil) != nil {
                names.append(name)
                position = close + 1
            } else {
                position = open + 1
            }
        }
        return names
    }

    /// What `{name}` stands for, or nil when it is not a placeholder (left as written).
    private func replacement(for name: ArraySlice<UInt8>, item: PreviewItem, query: String, files: PlaceholderFiles?) -> [UInt8]? {
        if name.elementsEqual("q".utf8) { return ShellWord.quoted(query.utf8) }
        // The flags: `+` (every marked item) and `f` (into a file), each at most once.
        var body = name
        var each = false, inFile = false
        while let flag = body.first, flag == UInt8(ascii: "+") || flag == UInt8(ascii: "f") {
            if flag == UInt8(ascii: "+") {
                guard !each else { return nil }
                each = true
            } else {
                guard !inFile else { return nil }
                inFile = true
            }
            body = body.dropFirst()
        }
        let items = (each || marksEveryPlaceholder) && !item.marked.isEmpty ? item.marked : [item]
        var values: [[UInt8]] = []
        for one in items {
            guard let value = value(of: body, for: one) else { return nil }
            values.append(value)
        }
        guard inFile else {
            let words = body.elementsEqual("n".utf8) ? values : values.map { ShellWord.quoted($0) }
            return Array(words.joined(separator: [UInt8(ascii: " ")]))
        }
        guard let files else { return nil }
        var contents: [UInt8] = []
        for value in values { contents += value + [fileSeparator] }
        guard let path = files.write(contents) else { return nil }
        return ShellWord.quoted(path.utf8)
    }

    /// The unquoted value `body` (after the flags) names for `item`: the item (empty), its
    /// index (`n`) or its fields; nil when `body` is none of them.
    private func value(of body: ArraySlice<UInt8>, for item: PreviewItem) -> [UInt8]? {
        if body.isEmpty { return item.bytes }
        // No item (fzf's): an empty index.
        if body.elementsEqual("n".utf8) { return item.index < 0 ? [] : Array(String(item.index).utf8) }
        // Field index expressions: digits, `-`, `..` and commas, each number checked (no overflow, no `+1`).
        guard body.count <= 64, body.allSatisfy({ (0x30...0x39).contains($0) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".")
                                                   || $0 == UInt8(ascii: ",") }),
              let selection = FieldSelection(parsing: String(decoding: body, as: UTF8.self)[...]) else { return nil }
        return item.bytes.withUnsafeBufferPointer { bytes in
            let joined = FieldTemplate.joined(selection, in: bytes, delimiter: delimiter)
            return joined.withUnsafeBufferPointer { Array($0[delimiter.strippingLastDelimiter(0..<$0.count, in: $0)]) }
        }
    }
}
