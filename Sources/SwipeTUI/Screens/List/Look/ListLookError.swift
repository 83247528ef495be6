/// A display option of the list layout that cannot be read: its message names the option
/// and what is wrong, on one line.
public struct ListLookError: Error, Equatable, CustomStringConvertible {
    public let description: String

    public init(_ description: String) { self.description = description }
}
