import Synchronization

/// A card's body: its blocks, and their lines laid out for display once per width and only
/// as far as asked. The lines made at a width are kept, so a body drawn again, or scrolled
/// a line, lays nothing out anew; a body of thousands of lines is laid out a `step` at a
/// time, so no frame pays for more than the lines it shows and one step; and a body is cut
/// at `lineLimit` lines, with a line saying so.
///
/// A card keeps its body, and copies of the card share it (and what it has laid out); two
/// bodies are equal when their blocks are.
public final class CardBody: Sendable, Hashable {
    /// Lines a body shows at most at one width; past them it is cut.
    public static let lineLimit = 20_000
    /// Lines made past those already made when a caller wants the whole count (to say
    /// which lines show): the count of a long body grows a step per frame.
    public static let step = 1_000
    /// Widths kept, the latest used first.
    static let widthLimit = 3

    /// The line that ends a body cut at `lineLimit`.
    public static let cutNote = StyledText(plain: "— cut at \(lineLimit) lines —", role: .muted)

    /// The lines made at one width so far.
    public struct Lines: Sendable {
        /// The display lines, in order; trailing blank lines are left out once complete.
        public var lines: [StyledText]
        /// True once every block is laid out (or the body was cut).
        public var isComplete: Bool
    }

    /// One width's layout in progress.
    private struct Progress: Sendable {
        let width: Int
        var lines: [StyledText] = []
        /// The next block to start, and the lines of the one under way.
        var nextBlock = 0
        var current: BlockLines?
        var isComplete = false
    }

    private struct State: Sendable {
        /// Widths laid out, the latest used first.
        var progress: [Progress] = []
        var linesMade = 0
        var widthsStarted = 0
    }

    /// The blocks, sanitised.
    public let blocks: [TextBlock]
    private let state = Mutex(State())

    /// The body of `blocks` (already sanitised), nothing laid out yet.
    public init(_ blocks: [TextBlock]) {
        self.blocks = blocks
    }

    /// Equal when the blocks are: what is laid out of them does not count.
    public static func == (a: CardBody, b: CardBody) -> Bool { a === b || a.blocks == b.blocks }

    /// The blocks' hash.
    public func hash(into hasher: inout Hasher) { hasher.combine(blocks) }

    /// The lines at `width`, made through at least line `count` (all of them when there
    /// are fewer); `counting` makes a `step` more, toward the whole count.
    public func lines(width: Int, through count: Int, counting: Bool = false) -> Lines {
        state.withLock { state in
            Self.bringToFront(width: width, in: &state)
            let before = state.progress[0].lines.count
            // Extended in place: a copy would copy every line made.
            extend(&state.progress[0], to: counting ? max(count, before + Self.step) : count)
            state.linesMade += max(state.progress[0].lines.count - before, 0)
            return Lines(lines: state.progress[0].lines, isComplete: state.progress[0].isComplete)
        }
    }

    /// Every line at `width` (at most `lineLimit` and the note).
    public func allLines(width: Int) -> [StyledText] {
        lines(width: width, through: Self.lineLimit + 1).lines
    }

    /// True while the layout at `width` is begun and not finished.
    public func isLayingOut(width: Int) -> Bool {
        state.withLock { state in state.progress.contains { $0.width == width && !$0.isComplete } }
    }

    /// Lines made so far over every width: what laying out has cost.
    public var linesMade: Int { state.withLock { $0.linesMade } }

    /// Widths whose layout was begun (a width dropped and asked for again counts again).
    public var widthsStarted: Int { state.withLock { $0.widthsStarted } }

    /// Puts the progress at `width` first (begun when missing; the least recently used
    /// width goes when there are too many).
    private static func bringToFront(width: Int, in state: inout State) {
        if let found = state.progress.firstIndex(where: { $0.width == width }) {
            state.progress.insert(state.progress.remove(at: found), at: 0)
        } else {
            state.progress.insert(Progress(width: width), at: 0)
            state.widthsStarted += 1
            if state.progress.count > widthLimit { state.progress.removeLast() }
        }
    }

    /// Lays out `progress` until it holds `count` lines or is complete.
    private func extend(_ progress: inout Progress, to count: Int) {
        while !progress.isComplete && progress.lines.count < count {
            if progress.current == nil {
                guard progress.nextBlock < blocks.count else {
                    finish(&progress)
                    break
                }
                progress.current = BlockLines(blocks[progress.nextBlock], width: progress.width)
                progress.nextBlock += 1
            }
            guard let line = progress.current?.next() else {
                progress.current = nil
                continue
            }
            guard progress.lines.count < Self.lineLimit else {
                progress.lines.append(Self.cutNote)
                progress.isComplete = true
                break
            }
            progress.lines.append(line)
        }
    }

    /// Every block is laid out: trailing blank lines go.
    private func finish(_ progress: inout Progress) {
        while progress.lines.last?.isEmpty == true { progress.lines.removeLast() }
        progress.isComplete = true
    }
}
