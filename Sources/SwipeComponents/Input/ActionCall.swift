/// What a binding does: an action, and the argument a `--bind` gave it (`execute(less {})`
/// calls `.execute` with `less {}`). Built-in bindings call their actions without one.
public struct ActionCall: Sendable, Hashable, CustomStringConvertible {
    /// The action.
    public var action: Action
    /// The text between the delimiters, as written; nil when none was given.
    public var argument: String?

    /// A call of `action`, with `argument` if given.
    public init(_ action: Action, argument: String? = nil) {
        self.action = action
        self.argument = argument
    }

    /// The call as a user writes it: `down`, `change-query(foo)`.
    public var description: String { argument.map { "\(action.name)(\($0))" } ?? action.name }
}
