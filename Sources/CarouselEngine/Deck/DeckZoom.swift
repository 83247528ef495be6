/// One timed transition between the deck and a full-screen page: which page, when it
/// started, how long it lasts. Progress follows `Easing.easeInOut`, UIKit's default
/// curve for HGPageScrollView's 0.3 s animations.
public struct DeckZoom: Sendable, Equatable {
    /// The page (absolute position) that grows or shrinks.
    public var page: Int
    /// When the transition began, in seconds of the caller's clock.
    public var startTime: Double
    /// How long it lasts, in seconds; 0 or less means it is already over.
    public var duration: Double

    /// A transition of `page` from `startTime`, lasting `duration` seconds.
    public init(page: Int, startTime: Double, duration: Double) {
        self.page = page
        self.startTime = startTime.isFinite ? startTime : 0
        self.duration = duration.isFinite ? duration : 0
    }

    /// Linear progress in `0...1` at `now`.
    public func progress(at now: Double) -> Double {
        guard duration > 0, now.isFinite else { return 1 }
        return min(max((now - startTime) / duration, 0), 1)
    }

    /// Eased progress in `0...1` at `now`.
    public func fraction(at now: Double) -> Double {
        Easing.easeInOut(progress(at: now))
    }

    /// True once `now` has reached the end.
    public func isFinished(at now: Double) -> Bool {
        progress(at: now) >= 1
    }
}
