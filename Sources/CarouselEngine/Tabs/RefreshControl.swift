/// A page's pull-to-refresh control, as numbers over an injected clock: pulling past the
/// top shows a row whose glyph fills with `min(d / threshold, 1)`; let go past the
/// threshold, it opens to its height (0.25 s, ease in-out), spins (1.5 s a turn), asks its
/// host to reload once the glyph has spun `reloadDelay`, then closes (0.5 s) when the host
/// says the reload is done. Let go short of the threshold, it slides shut.
///
/// The threshold and the open height are the control's `height`, as SwipeTableView's
/// `heightForRefreshHeaderAtIndex` is both: the height at which the refresh header shows
/// whole, and the height it keeps while refreshing.
///
/// Each page has its own control, and its rows (`gap`) are kept apart from the page's
/// offset, so a refresh never leaks into the alignment of neighbouring pages.
///
/// A control over rows that cannot be read again (`canRefresh` false) still follows a
/// pull, so the list feels the same, but a release always slides shut and nothing spins.
public struct RefreshControl: Sendable, Equatable {
    /// The height of a control made without one, in rows (the demo's 60 pt).
    public static let defaultHeight = 3.0
    /// Seconds to open after a release.
    public static let openDuration = 0.25
    /// Seconds to close after the reload.
    public static let closeDuration = 0.5
    /// Seconds to slide shut after a pull let go short of the threshold.
    public static let cancelDuration = 0.15
    /// Seconds per turn of the spinning glyph.
    public static let spinPeriod = 1.5
    /// Seconds the glyph spins before the reload is asked for: long enough to be seen,
    /// short enough that a local reload does not keep the list pushed down for long.
    public static let reloadDelay = 0.3
    /// A wheel pull lets go after this long without a notch.
    public static let wheelReleaseDelay = 0.15
    /// Frames of the spinning glyph per turn.
    public static let spinnerFrameCount = 10

    /// Where the control is.
    public private(set) var phase: RefreshPhase = .idle

    /// Whether a release past the threshold refreshes; false for rows that cannot be
    /// read again.
    public let canRefresh: Bool
    /// Rows to pull before a release refreshes, and rows the control stays open while
    /// refreshing.
    public let height: Double

    /// An idle control `height` rows tall (at least one row; the default when not
    /// finite); `canRefresh` false makes every release slide shut.
    public init(canRefresh: Bool = true, height: Double = defaultHeight) {
        self.canRefresh = canRefresh
        self.height = height.isFinite ? max(height, 1) : Self.defaultHeight
    }

    /// The longest pull, in rows: twice the height.
    public var maximumPull: Double { 2 * height }

    /// Whether the control shows or is about to show anything.
    public var isActive: Bool { phase != .idle }

    /// Whether a refresh is under way (opening, spinning or closing after a release).
    public var isRefreshing: Bool {
        switch phase {
        case .opening, .spinning: return true
        case .idle, .pulling, .closing: return false
        }
    }

    /// Whether the control changes without input, so the host must keep stepping frames.
    /// A pull by drag only changes when the pointer moves.
    public var needsFrames: Bool {
        switch phase {
        case .idle: return false
        case .pulling(_, _, let byWheel): return byWheel
        case .opening, .spinning, .closing: return true
        }
    }

    /// Whether a pull may start or continue: not while a refresh runs.
    public var acceptsPull: Bool {
        switch phase {
        case .idle, .pulling, .closing: return true
        case .opening, .spinning: return false
        }
    }

    /// A drag holds the pull at `distance` rows past the top (bounded to `maximumPull`;
    /// 0 or less ends the pull).
    public mutating func pull(to distance: Double, now: Double) {
        guard acceptsPull, distance.isFinite, now.isFinite else { return }
        let bounded = min(distance, maximumPull)
        phase = bounded > 0 ? .pulling(distance: bounded, lastInput: now, byWheel: false) : .idle
    }

    /// A wheel notch at the top adds `rows` to the pull (from wherever a closing pull is).
    public mutating func pull(by rows: Double, now: Double) {
        guard acceptsPull, rows.isFinite, now.isFinite else { return }
        let start: Double
        if case .pulling(let distance, _, _) = phase { start = distance } else { start = gap(at: now) }
        let distance = min(max(start + rows, 0), maximumPull)
        phase = distance > 0 ? .pulling(distance: distance, lastInput: now, byWheel: true) : .idle
    }

    /// The pull lets go: past the threshold the refresh begins (if it can); short of it,
    /// or when it cannot, the row slides shut. Returns true when a refresh began.
    @discardableResult
    public mutating func release(now: Double) -> Bool {
        guard case .pulling(let distance, _, _) = phase, now.isFinite else { return false }
        if distance >= height && canRefresh {
            phase = .opening(from: distance, start: now)
            return true
        }
        phase = .closing(from: distance, start: now, duration: Self.cancelDuration)
        return false
    }

    /// Starts a refresh without a pull (a key): the row opens from nothing. Nothing happens
    /// when the control cannot refresh.
    public mutating func beginRefreshing(now: Double) {
        guard canRefresh, !isRefreshing, now.isFinite else { return }
        phase = .opening(from: gap(at: now), start: now)
    }

    /// The host finished reloading: the row closes.
    public mutating func endRefreshing(now: Double) {
        guard isRefreshing, now.isFinite else { return }
        phase = .closing(from: gap(at: now), start: now, duration: Self.closeDuration)
    }

    /// Advances to `now`. Returns true exactly once per refresh: the moment the host should
    /// reload (one full turn after the row opened), after which it calls `endRefreshing`.
    public mutating func step(now: Double) -> Bool {
        guard now.isFinite else { return false }
        switch phase {
        case .idle:
            return false
        case .pulling(_, let lastInput, let byWheel):
            if byWheel && now - lastInput >= Self.wheelReleaseDelay { release(now: now) }
            return false
        case .opening(_, let start):
            if now - start >= Self.openDuration {
                phase = .spinning(start: start + Self.openDuration, reloadRequested: false)
                return step(now: now)
            }
            return false
        case .spinning(let start, let reloadRequested):
            guard !reloadRequested, now - start >= Self.reloadDelay else { return false }
            phase = .spinning(start: start, reloadRequested: true)
            return true
        case .closing(_, let start, let duration):
            if now - start >= duration { phase = .idle }
            return false
        }
    }

    /// Rows the control takes above the list at `now`.
    public func gap(at now: Double) -> Double {
        switch phase {
        case .idle:
            return 0
        case .pulling(let distance, _, _):
            return distance
        case .opening(let from, let start):
            return from + (height - from) * Easing.easeInOut(progress(since: start, over: Self.openDuration, at: now))
        case .spinning:
            return height
        case .closing(let from, let start, let duration):
            return from * (1 - Easing.easeInOut(progress(since: start, over: duration, at: now)))
        }
    }

    /// How full the pull glyph is: `min(d / height, 1)`; 1 while refreshing, 0 when idle.
    public func pullProgress(at now: Double) -> Double {
        switch phase {
        case .idle: return 0
        case .pulling(let distance, _, _): return min(max(distance / height, 0), 1)
        case .opening, .spinning, .closing: return 1
        }
    }

    /// Whether letting go now would refresh.
    public var isPastThreshold: Bool {
        if case .pulling(let distance, _, _) = phase { return canRefresh && distance >= height }
        return false
    }

    /// The spinning glyph's frame at `now`, in `0..<spinnerFrameCount` (0 when not spinning).
    public func spinnerFrame(at now: Double) -> Int {
        guard case .spinning(let start, _) = phase, now.isFinite else { return 0 }
        let turns = max(now - start, 0) / Self.spinPeriod
        let frame = Int((turns - turns.rounded(.down)) * Double(Self.spinnerFrameCount))
        return min(max(frame, 0), Self.spinnerFrameCount - 1)
    }

    private func progress(since start: Double, over duration: Double, at now: Double) -> Double {
        guard duration > 0 else { return 1 }
        return min(max((now - start) / duration, 0), 1)
    }
}
