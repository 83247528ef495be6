/// What the preview pane's top right corner says of the command running for the item in
/// focus, as fzf 0.38's does: `Loading ..` once it has run half a second without printing,
/// then, while it runs on with output shown, a spinner that turns every tenth of a second.
enum PreviewActivity: Equatable, Sendable {
    /// Nothing runs, or it has only just started: the corner shows what the pane has.
    case none
    /// Running for `PreviewActivity.loadingDelay` seconds with nothing printed yet.
    case loading
    /// Running with output shown; the spinner's frame (counted from the run's start).
    case spinning(frame: Int)

    /// How long a command runs silent before the pane says `Loading ..` (fzf's `previewDelayed`).
    static let loadingDelay = 0.5
    /// How long each spinner frame shows (fzf's `spinnerDuration`).
    static let spinnerInterval = 0.1

    /// The activity of a run started at `start` that has (`printed`) or has not printed, at `now`.
    init(runStartedAt start: Double, printed: Bool, at now: Double) {
        if printed {
            self = .spinning(frame: Int(max(now - start, 0) / Self.spinnerInterval))
        } else {
            self = now >= start + Self.loadingDelay ? .loading : .none
        }
    }

    /// When the activity of that run next changes, after `now`: the end of the silent half
    /// second, or the next spinner frame; nil once `Loading ..` shows (only output changes it).
    static func nextChange(runStartedAt start: Double, printed: Bool, after now: Double) -> Double? {
        guard printed else { return now < start + loadingDelay ? start + loadingDelay : nil }
        let frame = Int(max(now - start, 0) / spinnerInterval)
        // The next frame's start, past `now` whatever the rounding.
        var next = start + Double(frame + 1) * spinnerInterval
        if next <= now { next = start + Double(frame + 2) * spinnerInterval }
        return next
    }
}
