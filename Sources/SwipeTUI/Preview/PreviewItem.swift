/// The item a `--preview` command runs for: its text, for `{}` and the `{1}`… fields, and
/// its index in the input, for `{n}`.
public struct PreviewItem: Sendable, Hashable {
    /// The item's text (what Enter would print).
    public var text: String
    /// Its index in the input, from 0.
    public var index: Int

    /// An item with this text at this index.
    public init(text: String, index: Int) {
        self.text = text
        self.index = index
    }
}
