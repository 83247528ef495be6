/// The delegate API in the spirit of iCarousel's: one method per `CarouselEvent`, each
/// optional (the defaults do nothing). The engine returns events rather than calling a
/// delegate; `forward(_:to:)` delivers them:
///
/// ```swift
/// let events = carousel.step(now: now)
/// carousel.forward(events, to: delegate)
/// ```
public protocol CarouselDelegate: AnyObject {
    /// A timed scroll began.
    func carouselWillBeginScrollingAnimation(_ carousel: Carousel)
    /// A timed scroll came to rest, or was interrupted.
    func carouselDidEndScrollingAnimation(_ carousel: Carousel)
    /// The scroll offset changed.
    func carouselDidScroll(_ carousel: Carousel)
    /// The item nearest the centre changed.
    func carouselCurrentItemIndexDidChange(_ carousel: Carousel)
    /// The user started dragging.
    func carouselWillBeginDragging(_ carousel: Carousel)
    /// The user let go; `willDecelerate` tells whether a glide follows.
    func carouselDidEndDragging(_ carousel: Carousel, willDecelerate: Bool)
    /// A glide began.
    func carouselWillBeginDecelerating(_ carousel: Carousel)
    /// A glide came to rest, or was interrupted.
    func carouselDidEndDecelerating(_ carousel: Carousel)
    /// The item at `index` was tapped and selected.
    func carousel(_ carousel: Carousel, didSelectItemAt index: Int)
    /// Whether a tap may select the item at `index`; pass it as `tap`'s `shouldSelect`.
    func carouselShouldSelectItem(at index: Int) -> Bool
}

extension CarouselDelegate {
    /// Does nothing.
    public func carouselWillBeginScrollingAnimation(_ carousel: Carousel) {}
    /// Does nothing.
    public func carouselDidEndScrollingAnimation(_ carousel: Carousel) {}
    /// Does nothing.
    public func carouselDidScroll(_ carousel: Carousel) {}
    /// Does nothing.
    public func carouselCurrentItemIndexDidChange(_ carousel: Carousel) {}
    /// Does nothing.
    public func carouselWillBeginDragging(_ carousel: Carousel) {}
    /// Does nothing.
    public func carouselDidEndDragging(_ carousel: Carousel, willDecelerate: Bool) {}
    /// Does nothing.
    public func carouselWillBeginDecelerating(_ carousel: Carousel) {}
    /// Does nothing.
    public func carouselDidEndDecelerating(_ carousel: Carousel) {}
    /// Does nothing.
    public func carousel(_ carousel: Carousel, didSelectItemAt index: Int) {}
    /// Every item may be selected.
    public func carouselShouldSelectItem(at index: Int) -> Bool { true }
}

extension Carousel {
    /// Calls `delegate`'s method for each of `events`, in order, passing this carousel
    /// (its state after the call that produced them).
    public func forward(_ events: [CarouselEvent], to delegate: some CarouselDelegate) {
        for event in events {
            switch event {
            case .willBeginScrollingAnimation: delegate.carouselWillBeginScrollingAnimation(self)
            case .didEndScrollingAnimation: delegate.carouselDidEndScrollingAnimation(self)
            case .didScroll: delegate.carouselDidScroll(self)
            case .currentItemIndexDidChange: delegate.carouselCurrentItemIndexDidChange(self)
            case .willBeginDragging: delegate.carouselWillBeginDragging(self)
            case .didEndDragging(let willDecelerate): delegate.carouselDidEndDragging(self, willDecelerate: willDecelerate)
            case .willBeginDecelerating: delegate.carouselWillBeginDecelerating(self)
            case .didEndDecelerating: delegate.carouselDidEndDecelerating(self)
            case .didSelectItem(let index): delegate.carousel(self, didSelectItemAt: index)
            }
        }
    }
}
