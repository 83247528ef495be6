/// What the user asked for, independent of the key or button that asked.
public enum Action: Sendable, Equatable {
    case next
    case previous
    case first
    case last
    /// Print the centred item on stdout and exit.
    case select
    /// Exit without printing.
    case quit
}
