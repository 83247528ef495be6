import CellCanvas

extension CardSource {
    /// Every item is there from the start.
    public var incomingItems: (any IncomingItems)? { nil }

    /// No work off the frame loop.
    public var backgroundWork: (any BackgroundWork)? { nil }

    /// Title and body of every item, copied once (fine for the sizes such sources hold).
    public func filterCorpus() -> any FilterCorpus { CopiedCorpus(self) }

    /// Items are cards, not lines.
    public var itemsAreSingleLines: Bool { false }

    /// Matching looks at the whole title.
    public func searchedParts(ofTitle title: String) -> [Range<Int>]? { nil }

    /// Titles have no colours of their own.
    public func styledTitle(at index: Int) -> StyledText? { nil }

    /// No header lines.
    public var headerLines: [StyledText] { [] }

    /// Not lines from a stream.
    public var linesReader: (delimiter: LineSource.Delimiter, source: (LineSource) -> CardSource)? { nil }

    /// Titles are whole.
    public func longRowText(at index: Int, limit: Int) -> String? { nil }

    /// A tab per card (see `TabSource.tabPerCard(of:named:)`).
    public func tabs(named name: String) -> TabSource { TabSource.tabPerCard(of: self, named: name) }

    /// Takes the items still arriving for up to `timeout` seconds, until there are no more:
    /// a small file is whole in the first frame, and a reload is taken whole. Returns at
    /// once for a source whose items are all there.
    public func waitUntilComplete(timeout: Double) throws(ContentError) {
        try incomingItems?.takeProgress(waitingUpTo: timeout)
    }
}
