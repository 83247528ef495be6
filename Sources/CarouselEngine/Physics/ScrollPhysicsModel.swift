/// A scroll physics: how a drag moves the carousel, and what a release or a wheel
/// fling starts. Models are small immutable values; everything that varies comes in
/// through a `ScrollContext`, and time only through the `now` arguments, so a model is
/// deterministic under a fake clock.
///
/// Offsets given to and returned by a model are unwrapped item offsets.
public protocol ScrollPhysicsModel: Sendable {
    /// The band that lets a non-wrapping carousel be pulled past its ends; nil when it
    /// stops hard at them.
    func rubberBand(in context: ScrollContext) -> RubberBand?

    /// The velocity a release would glide with, for a pointer moving at
    /// `pointerVelocity` columns per second during `drag` (before this move is applied).
    func releaseVelocity(forPointerVelocity pointerVelocity: Double, during drag: DragState,
                         in context: ScrollContext) -> Double

    /// What the release of `drag` at `now` starts.
    func release(_ drag: DragState, now: Double, in context: ScrollContext) -> ReleasePlan

    /// What a wheel fling starts: the carousel is at `offset`, moving at `velocity`
    /// items per second towards `anchor` (where its running motion ends, or `offset`
    /// at rest), and the fling adds `addedVelocity`.
    func fling(from offset: Double, velocity: Double, adding addedVelocity: Double, anchor: Double,
               now: Double, in context: ScrollContext) -> ReleasePlan

    /// Where the carousel snaps after a glide comes to rest at `offset`; nil to stay.
    func restingOffset(afterGlideAt offset: Double, in context: ScrollContext) -> Double?

    /// Whether a tap scrolls items (iCarousel, icarousel-spec §2.8) or only reports
    /// them (SwipeView, §4.7).
    var scrollsOnTap: Bool { get }
}

extension ScrollPhysicsModel {
    /// The offsets a moving carousel may take: the resting range widened by the rubber
    /// band's limit at both ends; nil when wrapping.
    public func allowedRange(in context: ScrollContext) -> ClosedRange<Double>? {
        guard let range = context.restingRange else { return nil }
        let limit = rubberBand(in: context)?.limit ?? 0
        return (range.lowerBound - limit)...(range.upperBound + limit)
    }

    /// A drag that begins with the carousel at `offset`. If it is past an end, the
    /// pointer's start is found by undoing the rubber band, so nothing jumps.
    public func beginDrag(at offset: Double, in context: ScrollContext) -> DragState {
        var pointer = offset
        if let range = context.restingRange, let band = rubberBand(in: context) {
            if offset < range.lowerBound {
                pointer = range.lowerBound + band.overscroll(forShown: offset - range.lowerBound)
            } else if offset > range.upperBound {
                pointer = range.upperBound + band.overscroll(forShown: offset - range.upperBound)
            }
        }
        return DragState(startOffset: offset, pointerStartOffset: pointer)
    }

    /// Moves `drag` to a total pointer `translation` (columns; positive moves the
    /// content right or down, so the offset falls) at `pointerVelocity` columns per second.
    /// Past an end the rubber band applies; without one the offset stops at the end
    /// and a release there does not glide on (icarousel-spec §2.7).
    public func drag(_ drag: inout DragState, translation: Double, pointerVelocity: Double,
                     in context: ScrollContext) {
        drag.releaseVelocity = releaseVelocity(forPointerVelocity: pointerVelocity, during: drag, in: context)
        drag.translation = translation
        let pointer = drag.pointerStartOffset - translation * context.offsetMultiplier / context.itemWidth
        guard let range = context.restingRange, !range.contains(pointer) else {
            drag.offset = pointer
            return
        }
        let edge = pointer < range.lowerBound ? range.lowerBound : range.upperBound
        if let band = rubberBand(in: context) {
            drag.offset = edge + band.shown(forOverscroll: pointer - edge)
        } else {
            drag.offset = edge
            drag.releaseVelocity = 0
        }
    }
}
