/// Paths given by the thousand (`swipe-tui ~/Pictures/*.jpg`) without the argument parser's
/// cost: it takes time quadratic in the number of values one argument collects (each value
/// joins the origins of all before it), so 4,000 paths took 2.4 s and 20,000 about a minute.
///
/// A word not starting with `-` that follows another such word can only be a path, as no
/// option takes two values (and every word after `--` is one). Each run of them is taken out
/// before parsing and stood in for by one word no argument can spell (it holds a NUL), and
/// put back in its place after.
struct PositionalRuns {
    private var runs: [[String]] = []

    /// The stand-in for run `index`.
    private static func standIn(_ index: Int) -> String { "\u{0}paths-\(index)" }

    /// `arguments` with each run of words that can only be paths (after the first word of
    /// the run, which may be an option's value) replaced by one stand-in.
    mutating func collapse(_ arguments: [String]) -> [String] {
        var result: [String] = []
        result.reserveCapacity(arguments.count)
        var afterTerminator = false
        var previousIsWord = false
        var run: [String] = []
        func endRun() {
            guard !run.isEmpty else { return }
            result.append(Self.standIn(runs.count))
            runs.append(run)
            run = []
        }
        for argument in arguments {
            let isWord = afterTerminator || !argument.hasPrefix("-")
            if isWord && previousIsWord {
                run.append(argument)
            } else {
                endRun()
                result.append(argument)
            }
            if argument == "--" && !afterTerminator { afterTerminator = true }
            previousIsWord = isWord && argument != "--"
        }
        endRun()
        return result
    }

    /// The parsed paths with each stand-in replaced by its run.
    func expand(_ paths: [String]) -> [String] {
        guard !runs.isEmpty else { return paths }
        var result: [String] = []
        result.reserveCapacity(paths.count + runs.reduce(0) { $0 + $1.count })
        for path in paths {
            if path.hasPrefix("\u{0}paths-"), let index = Int(path.dropFirst(7)), runs.indices.contains(index) {
                result += runs[index]
            } else {
                result.append(path)
            }
        }
        return result
    }
}
