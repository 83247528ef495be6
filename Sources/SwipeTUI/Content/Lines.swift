extension StringProtocol {
    /// The text's lines, split on `\n` and on `\r\n` (which Swift keeps as one Character,
    /// so splitting on `"\n"` alone leaves CRLF text in one piece). Empty lines are kept.
    var lines: [SubSequence] {
        split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
    }
}
