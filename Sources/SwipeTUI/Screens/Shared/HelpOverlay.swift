import CellCanvas

extension KeyMap {
    /// The help overlay for these keys: a row per binding, then the extra rows.
    public func helpOverlay(theme: Theme) -> OverlayView {
        // A binding without a label is told about by its partner's row (J/K, n/N).
        OverlayView(title: "Keys", rows: bindings.filter { !$0.label.isEmpty }.map { ($0.label, $0.help) } + extraHelp,
                    frameStyle: theme.focusedCard.border, keyStyle: theme.statusPosition, textStyle: .plain)
    }
}
