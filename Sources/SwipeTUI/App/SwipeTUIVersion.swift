/// The version `swipe-tui --version` prints.
public enum SwipeTUIVersion {
    /// The version number, without a leading `v`.
    public static let current = "0.1.0"
}
