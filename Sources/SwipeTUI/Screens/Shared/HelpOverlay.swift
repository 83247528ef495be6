import CellCanvas

extension KeyMap {
    /// The help overlay for these keys: a row per binding, then the extra rows.
    public func helpOverlay(theme: Theme) -> OverlayView {
        OverlayView(title: "Keys", rows: bindings.map { ($0.label, $0.help) } + extraHelp,
                    frameStyle: theme.focusedCard.border, keyStyle: theme.statusPosition, textStyle: .plain)
    }
}
