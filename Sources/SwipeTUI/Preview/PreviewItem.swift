/// The item a `--preview` command runs for: its bytes, for `{}` and the `{1}`… fields, and
/// its index in the input, for `{n}`.
public struct PreviewItem: Sendable, Hashable {
    /// The item's bytes, as Enter would print them (a path as `readdir` gave it, a line as
    /// it came in: not necessarily UTF-8).
    public var bytes: [UInt8]
    /// Its index in the input, from 0; -1 for no item (a command run with nothing in
    /// focus, as fzf runs some: `{n}` is then empty).
    public var index: Int
    /// The items marked with `--multi`, in the order they were marked, for `{+}`: empty
    /// when none is (`{+}` is then this item).
    public var marked: [PreviewItem] = []
    /// The query, for `{q}`: set only when the command has one, so the outputs of other
    /// commands are kept whatever is typed, and one that has runs again as the query changes.
    public var query = ""

    /// An item of these bytes at this index.
    public init(bytes: [UInt8], index: Int) {
        self.bytes = bytes
        self.index = index
    }

    /// An item of this text at this index.
    public init(text: String, index: Int) {
        self.init(bytes: Array(text.utf8), index: index)
    }
}
