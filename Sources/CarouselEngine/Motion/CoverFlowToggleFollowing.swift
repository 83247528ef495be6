extension CoverFlowToggle {
    /// Feeds the toggle from `carousel` once per frame: a change of the current index
    /// since `lastIndex` (which it then updates) starts a swing, free motion and the
    /// release velocity are copied, and the swing advances to `now`.
    public mutating func follow(_ carousel: Carousel, lastIndex: inout Int, now: Double) {
        let index = carousel.currentItemIndex
        if index != lastIndex, lastIndex >= 0, index >= 0 {
            currentIndexDidChange(distance: carousel.wrapMath.shortestDistance(from: Double(index), to: Double(lastIndex)), now: now)
        }
        lastIndex = index
        isInFreeMotion = carousel.isDecelerating || carousel.isAutoscrolling
        releaseVelocity = carousel.releaseVelocity
        advance(to: now)
    }
}
