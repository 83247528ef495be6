extension Carousel {
    /// The host inserted an item at `index` (its model already has it): the count grows,
    /// the scroll offset stays (so an item inserted at or before the centre becomes the
    /// centred one, as in iCarousel), and an offset left before the first item scrolls to
    /// it. Returns the edit to animate and the events.
    public mutating func insertItem(at index: Int, now: Double) -> (edit: CarouselItemEdit, events: [CarouselEvent]) {
        let previous = numberOfItems > 0 ? scrollOffset : 0
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
                                    offsetShift: 0, startTime: now)
        return (edit, events)
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
        numberOfItems -= 1
        guard numberOfItems > 0 else {
            return (CarouselItemEdit(kind: .removal(index), previousScrollOffset: previous, offsetShift: 0, startTime: now),
                    events)
        }
        events += setScrollOffset(Double(min(max(current, 0), numberOfItems - 1)))
        let edit = CarouselItemEdit(kind: .removal(index), previousScrollOffset: previous,
                                    offsetShift: scrollOffset - previous, startTime: now)
        return (edit, events)
    }
}
