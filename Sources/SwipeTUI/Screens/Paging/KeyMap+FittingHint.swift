import CellCanvas

extension KeyMap {
    /// The status-line hint for `actions` (in the order shown) that fits in `width`
    /// columns: while it is too wide, the next action of `leastImportantFirst` is left
    /// out, so the last ones listed there (quit, help) stay whole rather than being cut.
    func hint(for actions: [Action], within width: Int, droppingFirst leastImportantFirst: [Action]) -> String {
        var shown = actions
        var text = hint(for: shown)
        for action in leastImportantFirst where DisplayWidth.of(text) > width && shown.count > 1 {
            shown.removeAll { $0 == action }
            text = hint(for: shown)
        }
        return text
    }
}
