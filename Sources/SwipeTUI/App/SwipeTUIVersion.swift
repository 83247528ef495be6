/// The version `swipe-tui --version` prints.
public enum SwipeTUIVersion {
    public static let current = "0.1.0"
}
