import CellCanvas
import TerminalBackend

/// One mode of the application (carousel, paging, deck, tabs): its state, what actions
/// and the pointer do to it, and how it draws a frame. The session around it owns the
/// terminal, frame pacing, the prompts (search, go to number), the help overlay, quitting
/// and printing the pick.
protocol ModeScreen {
    /// The keys this mode answers to; the help overlay is generated from it.
    var keyMap: KeyMap { get }
    /// Whether frames are needed without input: an animation, a glide, autoscroll.
    var isAnimating: Bool { get }
    /// Advances every motion to `now` (seconds on the monotonic clock).
    mutating func step(now: Double)
    /// Does what a key asked. The session keeps `.quit`, `.search`, `.nextMatch`,
    /// `.previousMatch` and `.help` for itself; every other action of the key map comes here.
    mutating func perform(_ action: Action, at time: Double) -> ScreenResponse
    /// A key the session keeps for itself (help, search, digits) was pressed: motion that
    /// any key stops should stop.
    mutating func keyWasPressed(at time: Double)
    /// One mouse event (wheel included), in screen cells.
    mutating func handle(_ mouse: MouseEvent, at time: Double) -> ScreenResponse

    /// How many items search and go-to-number look through (the rows of the open tab, in
    /// tabs mode).
    var itemCount: Int { get }
    /// Where a search starts and where `n`/`N` step from: the item in focus, or the one
    /// the current motion is heading to.
    var searchOrigin: Int { get }
    /// The first item at or after `start` (before it, `.backward`), wrapping, whose text
    /// contains `query`, case-insensitively.
    func firstMatch(of query: String, from start: Int, direction: SearchDirection) -> Int?
    /// Brings `item` into focus (animated unless motion is reduced).
    mutating func reveal(item: Int, at time: Double)
    /// True when there is nothing at all to show (no tabs from `{}`, say): the session then
    /// ends with "no items" instead of opening an empty screen.
    var isEmpty: Bool { get }
    /// The source grew while stdin streams in; `count` is its new size.
    mutating func itemCountDidChange(to count: Int, at time: Double)
    /// The position, in the mode's source, of the item in focus (through any deletions of
    /// the mode's own).
    var focusedPosition: Int { get }
    /// The card at `position` of the source changed (a `--multi` mark): draw it again,
    /// keeping everything else.
    mutating func cardDidChange(atPosition position: Int)
    /// Whether `/` narrows this mode's items (its source is the session's filtered
    /// source); false: `/` jumps from match to match.
    var filtersItems: Bool { get }
    /// The items changed wholesale (a filter narrowed or widened them): show them afresh,
    /// the item at `position` in focus.
    mutating func itemsDidChange(focusing position: Int, at time: Double)

    /// The item in focus as a `--preview` command sees it: its text (`{}`) and index
    /// (`{n}`); nil when nothing is in focus.
    func previewItem(in source: FilteredSource) -> PreviewItem?
    /// What items show changed under the same cards (a picture finished decoding): draw
    /// them again.
    mutating func contentDidChange()
    /// The focused item's preview, for a mode that shows it in a pane of its own (tabs);
    /// nil takes the pane away. Modes over the session's source show it as the card's body.
    mutating func showPreview(_ preview: PreviewContent?)

    /// The smallest screen the mode draws on; below it a short message shows instead.
    var minimumSize: Size { get }
    /// The mode's look (the message below the minimum size uses it too).
    var theme: Theme { get }
    /// Draws a whole frame, the status line included, into `buffer`: blank, the terminal's
    /// size, and at least `minimumSize` (`render` sees to both).
    mutating func draw(into buffer: inout CellBuffer, status: StatusContent)
}

extension ModeScreen {
    /// Nothing to show when there are no items.
    var isEmpty: Bool { itemCount == 0 }

    /// Most modes let a key retarget what moves rather than stop it: nothing to do.
    mutating func keyWasPressed(at time: Double) {}

    /// Most modes filter.
    var filtersItems: Bool { true }

    /// Without deletions of its own, the search origin is the focused position.
    var focusedPosition: Int { searchOrigin }

    /// The source's item at the focused position: its value (what Enter prints) and its
    /// index in the input.
    func previewItem(in source: FilteredSource) -> PreviewItem? {
        let position = focusedPosition
        guard position >= 0, position < source.count else { return nil }
        let index = source.sourceIndex(at: position)
        return PreviewItem(bytes: source.base.fields(at: index).value, index: index)
    }

    /// Views drawn by their drawing keys see the change by themselves.
    mutating func contentDidChange() {}

    /// The card in focus shows the preview (the source substitutes its body): nothing to do.
    mutating func showPreview(_ preview: PreviewContent?) {}

    /// Draws a whole frame into `buffer` (the terminal's size): the mode's, or below its
    /// minimum size the "terminal too small" message.
    mutating func render(into buffer: inout CellBuffer, status: StatusContent) {
        buffer.fill(buffer.bounds, with: .blank)
        let size = buffer.size
        guard size.columns >= minimumSize.columns, size.rows >= minimumSize.rows else {
            StatusLine.drawTooSmall(minimum: minimumSize, on: &buffer, theme: theme)
            return
        }
        draw(into: &buffer, status: status)
    }
}

/// What a mode answers to an action or a mouse event.
enum ScreenResponse: Equatable {
    /// Handled, or nothing to do; a frame follows.
    case handled
    /// The user picked this item: the session prints it (in the `--print` format) and exits.
    case pick(ItemFields, index: Int)
    /// A remark for the status line, e.g. `nothing to undo`.
    case note(String)
    /// The user backed out of the top level: the session ends without a pick.
    case quit
}
