import TerminalBackend

/// The temporary files one command line's `{f}` placeholders were written to (see
/// `TemporaryFiles`: mode 0600 in `$TMPDIR`, removed on a signal too), removed together
/// once its command is done.
public final class PlaceholderFiles {
    /// The files' paths, in the order they were written.
    public private(set) var paths: [String] = []
    /// Whether a file could not be written (its placeholder was left as written: the
    /// command must not run).
    public private(set) var failed = false

    public init() {}

    /// A new file holding `bytes`; its path, or nil (and `failed`) when it cannot be made.
    func write(_ bytes: [UInt8]) -> String? {
        guard let path = TemporaryFiles.create(holding: bytes) else {
            failed = true
            return nil
        }
        paths.append(path)
        return path
    }

    /// Leaves every file written where it is, for good: nothing of ours removes them (the
    /// command of `become`, which takes our place, reads them).
    public func leaveAll() {
        paths.forEach(TemporaryFiles.leave)
        paths.removeAll()
    }

    /// Removes every file written.
    public func removeAll() {
        paths.forEach(TemporaryFiles.remove)
        paths.removeAll()
    }
}
