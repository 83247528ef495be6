/// What the command line asks of a run, parsed: where the items come from, how they show,
/// and whether a query may end the run before any interface opens (`SwipeApp.launch`).
public struct LaunchRequest: Sendable, Equatable {
    /// Files or a directory to show; none (or `-` alone) reads stdin, or shows the demo deck
    /// when stdin is a terminal.
    public var paths: [PathBytes] = []
    /// How stdin is read when it is not a terminal.
    public var stdinFormat = Input.StdinFormat.lines(.newline)
    /// How the paths are read.
    public var pathOptions = PathSource.Options()
    /// How the items show.
    public var options = LaunchOptions()
    /// `--select-1`: when the query leaves exactly one item, it is the pick, with no interface.
    public var selectsOne = false
    /// `--exit-0`: when the query leaves no item, the run ends with no interface.
    public var exitsWhenEmpty = false
    /// `--sync`: the interface opens once the input is read to its end.
    public var waitsForInput = false

    /// A bare `swipe-tui`: stdin lines, or the demo deck, in the default carousel.
    public init() {}
}
