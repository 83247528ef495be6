/// The animation of one delete or undo inside the visible window (seeds-behaviours §3.6
/// and §6): what fades, which pages slide, and where everything is at a given time.
///
/// A removal fades the deleted page out over `fadeDuration` (normal → dim → blank),
/// then the displaced pages slide into place over `slideDuration`. An insertion slides
/// the displaced pages and shows the new page dim, then normal, both over
/// `slideDuration`. Displacements are in pages and are relative to where the pages
/// belong now, so they all end at 0.
public struct DeckEditAnimation: Sendable, Equatable {
    /// How long a deleted page takes to fade out, in seconds.
    public static let fadeDuration = 0.2
    /// How long pages take to slide into place, in seconds.
    public static let slideDuration = 0.4

    /// What changed.
    public enum Kind: Sendable, Equatable {
        /// The page of this source index was deleted; it is drawn as a fading ghost.
        case removal(sourceIndex: Int)
        /// A page came back at `page`.
        case insertion
    }

    /// Which pages start displaced.
    public enum Displaced: Sendable, Equatable {
        /// Pages at this position and after.
        case from(Int)
        /// Pages before this position, and a removal's ghost (when the deck's offset had
        /// to move because the last page went).
        case before(Int)
    }

    /// A removal or an insertion.
    public var kind: Kind
    /// The position deleted (where the ghost is drawn) or inserted.
    public var page: Int
    /// Which pages slide.
    public var displaced: Displaced
    /// How far the displaced pages start from their place, in pages.
    public var startDisplacement: Double
    /// When the edit happened, in seconds of the caller's clock.
    public var startTime: Double

    /// An animation of an edit at `page` that happened at `startTime`.
    public init(kind: Kind, page: Int, displaced: Displaced, startDisplacement: Double, startTime: Double) {
        self.kind = kind
        self.page = page
        self.displaced = displaced
        self.startDisplacement = startDisplacement.isFinite ? startDisplacement : 0
        self.startTime = startTime.isFinite ? startTime : 0
    }

    /// When the slide starts: after the fade for a removal, at once for an insertion.
    public var slideStartTime: Double {
        if case .removal = kind { return startTime + Self.fadeDuration }
        return startTime
    }

    /// When everything is in place.
    public var endTime: Double { slideStartTime + Self.slideDuration }

    /// True once the animation is over at `now`.
    public func isFinished(at now: Double) -> Bool {
        !(now < endTime)
    }

    /// How far the page at `position` is from its place at `now`, in pages.
    public func displacement(ofPage position: Int, at now: Double) -> Double {
        switch displaced {
        case .from(let first) where position >= first: return slideRemaining(at: now)
        case .before(let end) where position < end: return slideRemaining(at: now)
        default: return 0
        }
    }

    /// How far a removal's ghost is from `page`, in pages, at `now`.
    public func ghostDisplacement(at now: Double) -> Double {
        if case .before = displaced { return slideRemaining(at: now) }
        return 0
    }

    /// How the ghost (a removal) or the new page (an insertion) looks at `now`.
    public func fadeLevel(at now: Double) -> DeckFadeLevel {
        switch kind {
        case .removal:
            let progress = (now - startTime) / Self.fadeDuration
            if !(progress >= 1.0 / 3) { return .normal }
            return progress < 2.0 / 3 ? .dim : .blank
        case .insertion:
            return (now - startTime) / Self.slideDuration < 0.5 ? .dim : .normal
        }
    }

    private func slideRemaining(at now: Double) -> Double {
        let progress = min(max((now - slideStartTime) / Self.slideDuration, 0), 1)
        return startDisplacement * (1 - Easing.easeInOut(progress.isNaN ? 1 : progress))
    }
}
