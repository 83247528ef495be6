/// iCarousel's animated `insertItem`, `removeItem` and `reloadItem` (icarousel-spec §3.6),
/// as a value: where each item is drawn while the edit plays, relative to where it belongs
/// now, and how faded.
///
/// A removal fades the removed item out where it stood over `fadeDuration`, then, after
/// that, the items slide into the gap over `slideDuration` (ease-in-out). An insertion
/// shows the new item at its place at once while the items after it slide aside over
/// `slideDuration`. A reload cross-fades the item's old view to its new one over
/// `crossFadeDuration` (ease-in-out); a terminal cannot mix two glyphs in a cell, so the
/// old view fades out and the new one fades in, swapping half-way. Either way the model (the
/// count, the scroll offset) has its new value from the start; the animation only displaces
/// and fades what is drawn, and every displacement ends at 0, so an interrupted edit lands
/// exactly where the model is.
public struct CarouselItemEdit: Sendable, Equatable {
    /// The removed item's fade, in seconds (iCarousel's 0.1 s).
    public static let fadeDuration = 0.1
    /// The slide into place, in seconds (UIKit's default 0.4 s).
    public static let slideDuration = 0.4
    /// A reload's cross-fade, in seconds (iCarousel's 0.4 s).
    public static let crossFadeDuration = 0.4
    /// The faintest a reloaded item gets half-way through its cross-fade: never 0, so it
    /// stays drawn (and loaded) throughout.
    public static let crossFadeFloor = 0.1

    /// What changed.
    public enum Kind: Sendable, Equatable {
        /// The item at this index (before the removal) went.
        case removal(Int)
        /// An item came in at this index.
        case insertion(Int)
        /// The item at this index has a new view (the count is the same).
        case reload(Int)
    }

    /// The edit.
    public var kind: Kind
    /// How far the scroll offset moved because of it (the removal of the last item moves
    /// the offset back one), in items.
    public var offsetShift: Double
    /// When it happened, on the caller's clock.
    public var startTime: Double
    /// The scroll offset before the edit: the removed item's ghost stays where it was drawn.
    public var previousScrollOffset: Double
    /// How many items there were before the edit.
    public var previousCount: Int
    /// Whether the carousel wraps: offsets are then taken round the ring, before and after.
    public var wraps: Bool

    /// An edit that happened at `startTime`, the scroll offset moving from
    /// `previousScrollOffset` by `offsetShift` because of it; `previousCount` items before
    /// it, on a ring when `wraps`.
    public init(kind: Kind, previousScrollOffset: Double, offsetShift: Double, startTime: Double,
                previousCount: Int = 0, wraps: Bool = false) {
        self.kind = kind
        self.previousScrollOffset = previousScrollOffset.isFinite ? previousScrollOffset : 0
        self.offsetShift = offsetShift.isFinite ? offsetShift : 0
        self.startTime = startTime.isFinite ? startTime : 0
        self.previousCount = max(previousCount, 0)
        self.wraps = wraps
    }

    /// How many items there are after the edit.
    private var count: Int {
        switch kind {
        case .removal: return max(previousCount - 1, 0)
        case .insertion: return previousCount + 1
        case .reload: return previousCount
        }
    }

    /// When the slide starts: after the fade for a removal, at once for an insertion.
    public var slideStartTime: Double {
        if case .removal = kind { return startTime + Self.fadeDuration }
        return startTime
    }

    /// When everything is in place.
    public var endTime: Double {
        if case .reload = kind { return startTime + Self.crossFadeDuration }
        return slideStartTime + Self.slideDuration
    }

    /// True once the animation is over at `now`.
    public func isFinished(at now: Double) -> Bool { !(now < endTime) }

    /// How far item `index` (its index now) is drawn from its place at `now`, in items:
    /// where it stood before the edit less where it stands after, both taken round the
    /// ring when the carousel wraps, so nothing crosses the ring the long way.
    public func displacement(ofItem index: Int, at now: Double) -> Double {
        let before: Int
        switch kind {
        case .removal(let removed): before = index >= removed ? index + 1 : index
        case .insertion(let inserted):
            guard index != inserted else { return 0 }
            before = index > inserted ? index - 1 : index
        case .reload:
            return 0
        }
        let old = WrapMath(count: previousCount, wraps: wraps).offset(ofItem: before, scrollOffset: previousScrollOffset)
        let new = WrapMath(count: count, wraps: wraps).offset(ofItem: index, scrollOffset: previousScrollOffset + offsetShift)
        var distance = old - new
        if wraps && count > 0 {
            // The short way round the ring.
            let ring = Double(count)
            if distance > ring / 2 { distance -= ring } else if distance < -ring / 2 { distance += ring }
        }
        return distance * remaining(at: now)
    }

    /// The alpha of item `index` at `now`: the inserted item comes up to full over the
    /// first half of the slide; the reloaded one fades down to `crossFadeFloor` and back
    /// up (`|1 − 2·ease(t)|`); everything else is drawn as it is.
    public func alpha(ofItem index: Int, at now: Double) -> Double {
        switch kind {
        case .insertion(let inserted) where index == inserted:
            let progress = (now - startTime) / (Self.slideDuration / 2)
            return min(max(progress.isNaN ? 1 : progress, 0.35), 1)
        case .reload(let reloaded) where index == reloaded:
            return max(abs(1 - 2 * crossFade(at: now)), Self.crossFadeFloor)
        default:
            return 1
        }
    }

    /// Whether item `index` is drawn with its old view at `now`: the reloaded item during
    /// the first half of its cross-fade.
    public func showsOldView(ofItem index: Int, at now: Double) -> Bool {
        guard case .reload(let reloaded) = kind, index == reloaded else { return false }
        return crossFade(at: now) < 0.5
    }

    /// The removed item's offset from the centre as it was drawn before the removal, and
    /// its alpha at `now`; nil for an insertion or once it has faded out.
    public func ghost(at now: Double) -> (index: Int, offset: Double, alpha: Double)? {
        guard case .removal(let removed) = kind else { return nil }
        let progress = (now - startTime) / Self.fadeDuration
        guard now < startTime + Self.fadeDuration else { return nil }
        let offset = WrapMath(count: previousCount, wraps: wraps).offset(ofItem: removed, scrollOffset: previousScrollOffset)
        return (removed, offset, 1 - max(progress, 0))
    }

    /// How far the cross-fade is at `now`, eased: 0 (the old view) to 1 (the new one).
    private func crossFade(at now: Double) -> Double {
        let progress = (now - startTime) / Self.crossFadeDuration
        return Easing.easeInOut(min(max(progress.isNaN ? 1 : progress, 0), 1))
    }

    private func remaining(at now: Double) -> Double {
        let progress = min(max((now - slideStartTime) / Self.slideDuration, 0), 1)
        return 1 - Easing.easeInOut(progress.isNaN ? 1 : progress)
    }
}
