/// What a code fence's info string asks for, written as presenterm writes it:
/// ```` ```rust +line_numbers {1,3-5} ````: the language (its first word), line numbers
/// (`+line_numbers`), and the lines to highlight (`{1,3-5}`; the others are shown plain
/// and dim). Of dynamic highlighting (`{1,3|5-7|all}`, one stage per pause) the first stage
/// is shown.
struct CodeFence: Sendable, Hashable {
    /// The first word, as written (nil when the fence names none).
    var language: String?
    /// Whether lines are numbered.
    var numbered = false
    /// The 1-based lines to highlight; nil highlights all.
    var selection: LineSelection?

    /// The fence of info string `info` (sanitised).
    init(info: some StringProtocol) {
        var words = info.split(separator: " ", omittingEmptySubsequences: true)[...]
        if let first = words.first, !first.hasPrefix("+"), !first.hasPrefix("{") {
            language = String(first)
            words = words.dropFirst()
        }
        let rest = words.joined(separator: " ")
        numbered = words.contains { $0 == "+line_numbers" }
        if let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            selection = LineSelection(rest[rest.index(after: open)..<close])
        }
    }
}

/// Lines picked by a list such as `1,3-5` (the first stage of `1,3|5-7|all`): single
/// lines and ranges, 1-based; `all` picks every line. Ranges are kept as written, so a
/// hostile `1-999999999` costs nothing.
struct LineSelection: Sendable, Hashable {
    /// The ranges picked; empty with `all`.
    private(set) var ranges: [ClosedRange<Int>] = []
    /// Whether every line is picked.
    private(set) var all = false

    /// The selection written as `text` (between the braces); nil when it is not one.
    init?(_ text: some StringProtocol) {
        guard let stage = text.split(separator: "|", omittingEmptySubsequences: false).first else { return nil }
        let trimmed = stage.trimmingCharacters(in: " ")
        if trimmed == "all" {
            all = true
            return
        }
        for part in trimmed.split(separator: ",") {
            let bounds = part.trimmingCharacters(in: " ").split(separator: "-", maxSplits: 1)
            guard let low = bounds.first.flatMap({ Int($0) }), low >= 1 else { return nil }
            let high = bounds.count == 2 ? Int(bounds[1]) : low
            guard let high, high >= low else { return nil }
            ranges.append(low...high)
            // A selection of thousands of ranges is not a slide's; the first 64 are kept.
            if ranges.count == 64 { break }
        }
        guard !ranges.isEmpty else { return nil }
    }

    /// Whether 1-based line `line` is picked.
    func contains(_ line: Int) -> Bool { all || ranges.contains { $0.contains(line) } }
}

private extension StringProtocol {
    func trimmingCharacters(in character: Character) -> Substring {
        let text = Substring(self)
        guard let start = text.firstIndex(where: { $0 != character }) else { return "" }
        let end = text.lastIndex(where: { $0 != character })!
        return text[start...end]
    }
}
