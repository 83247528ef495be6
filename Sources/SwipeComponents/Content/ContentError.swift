/// A problem with the content to show, as one line for stderr.
public struct ContentError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The message, one line with no trailing newline, e.g. `stdin: JSON larger than 64 MiB`.
    public let description: String

    /// An error that reads `description`.
    public init(_ description: String) {
        self.description = description
    }
}
