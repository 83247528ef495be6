/// What the command line chose for this run (as opposed to `Settings`, which come from
/// the environment).
public struct LaunchOptions: Sendable, Equatable {
    /// Show per-frame figures in the status line (`--stats`).
    public var showsStatistics: Bool

    public init(showsStatistics: Bool = false) {
        self.showsStatistics = showsStatistics
    }
}
