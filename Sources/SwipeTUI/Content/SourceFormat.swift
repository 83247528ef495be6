/// One way a path given alone on the command line is read: how it is recognised, how it
/// loads, and how the tabs mode shows it. The formats are listed in `SourceFormats.all`.
struct SourceFormat: Sendable {
    /// How the tabs mode shows a path of a format.
    enum Tabs: Sendable {
        /// As its source says (`CardSource.tabs(named:)`): a directory's subdirectories, a
        /// deck's slides.
        case ofSource
        /// One tab of the path's lines, as each of several paths has.
        case ofPath
    }

    /// What a format looks at to recognise a path: the path, its kind (links followed), the
    /// options it is read with, and its first bytes when a format asks for them (read once).
    final class Probe {
        let path: PathBytes
        let kind: FileBytes.Kind
        let options: PathSource.Options
        private var head: [UInt8]?

        /// Bytes of a file looked at to recognise it.
        static let headBytes = 8192

        /// A probe of `path`; throws when it cannot be looked at (missing, no permission).
        init(path: PathBytes, options: PathSource.Options) throws(ContentError) {
            self.path = path
            kind = try FileBytes.kind(of: path)
            self.options = options
        }

        /// The file's first `headBytes` bytes (all of a shorter one); throws when it cannot
        /// be read.
        func firstBytes() throws(ContentError) -> [UInt8] {
            if let head { return head }
            let bytes = try FileBytes.read(path, limit: Self.headBytes)
            head = bytes
            return bytes
        }
    }

    /// Whether the probed path is of this format.
    let recognises: @Sendable (Probe) throws(ContentError) -> Bool
    /// The items of a path of this format, opened (the caller waits a little for them to be
    /// complete: see `PathSource.indexWait`).
    let load: @Sendable (PathBytes, PathSource.Options) throws(ContentError) -> CardSource
    /// How the tabs mode shows it.
    let tabs: Tabs
}
