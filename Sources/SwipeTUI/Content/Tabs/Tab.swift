/// One tab of the tabs mode: its title, its rows and where they came from.
public struct Tab {
    /// The title as it came (sanitised when drawn).
    public var title: String
    /// The rows the tab lists.
    public var rows: TabRows
    /// Where a refresh reads the rows again.
    public var origin: TabOrigin

    /// A tab titled `title` listing `rows` read from `origin`.
    public init(title: String, rows: TabRows, origin: TabOrigin) {
        self.title = title
        self.rows = rows
        self.origin = origin
    }
}
