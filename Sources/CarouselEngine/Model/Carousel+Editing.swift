extension Carousel {
    /// The host inserted an item at `index` (its model already has it): the count grows,
    /// the scroll offset stays (so an item inserted at the centre becomes the centred
    /// one, as in iCarousel), and an offset left before the first item scrolls to
    /// it. Returns the edit to animate and the events.
    public mutating func insertItem(at index: Int, now: Double) -> (edit: CarouselItemEdit, events: [CarouselEvent]) {
        let previous = numberOfItems > 0 ? scrollOffset : 0
        let before = (offset: scrollOffset, index: currentItemIndex, count: numberOfItems)
        let position = min(max(index, 0), numberOfItems)
        let wasEmpty = numberOfItems == 0
        numberOfItems += 1
        var events: [CarouselEvent] = []
        if wasEmpty {
            events += setScrollOffset(0)
        } else if scrollOffset < 0 {
            events += scroll(toItem: 0, now: now)
        }
        let edit = CarouselItemEdit(kind: .insertion(position), previousScrollOffset: previous,
                                    offsetShift: 0, startTime: now, previousCount: before.count, wraps: isWrapEnabled)
        return (edit, events + changes(since: before.offset, index: before.index, besides: events))
    }

    /// The host removed the item at `index` (its model no longer has it): motion lands
    /// where it was going, the count shrinks, and the offset stays on the current index,
    /// clamped to the new count. Returns the edit to animate (nil when `index` was out of
    /// range) and the events.
    public mutating func removeItem(at index: Int, now: Double) -> (edit: CarouselItemEdit?, events: [CarouselEvent]) {
        guard index >= 0, index < numberOfItems else { return (nil, []) }
        var events: [CarouselEvent] = []
        if isMoving && !isAutoscrolling { events += setScrollOffset(Double(restingItemIndex)) }
        let previous = scrollOffset
        let current = currentItemIndex
        let count = numberOfItems
        numberOfItems -= 1
        guard numberOfItems > 0 else {
            let edit = CarouselItemEdit(kind: .removal(index), previousScrollOffset: previous, offsetShift: 0, startTime: now,
                                        previousCount: count, wraps: isWrapEnabled)
            return (edit, events + changes(since: previous, index: current, besides: events))
        }
        var moved = setScrollOffset(Double(min(max(current, 0), numberOfItems - 1)))
        moved += changes(since: previous, index: current, besides: events + moved)
        let edit = CarouselItemEdit(kind: .removal(index), previousScrollOffset: previous,
                                    offsetShift: scrollOffset - previous, startTime: now, previousCount: count, wraps: isWrapEnabled)
        return (edit, events + moved)
    }

    /// The scroll and index events an edit owes when the count change itself moved the
    /// offset or the index (the setters report nothing then), unless already in `events`.
    private func changes(since offset: Double, index: Int, besides events: [CarouselEvent]) -> [CarouselEvent] {
        var owed: [CarouselEvent] = []
        if scrollOffset != offset && !events.contains(.didScroll) { owed.append(.didScroll) }
        if currentItemIndex != index && !events.contains(.currentItemIndexDidChange) { owed.append(.currentItemIndexDidChange) }
        return owed
    }
}
