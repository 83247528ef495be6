@testable import CarouselEngine

/// A carousel set up for physics timelines: items 10 columns wide, so a translation of
/// −10 columns moves one item forward and 100 columns per second is 10 items per second.
func testCarousel(_ count: Int, wraps: Bool = false, at offset: Double = 0,
                  model: PhysicsModel = .carousel) -> Carousel {
    var carousel = Carousel(numberOfItems: count, isWrapEnabled: wraps, scrollOffset: offset)
    carousel.itemWidth = 10
    carousel.physicsModel = model
    return carousel
}

/// The events that bracket motions: everything but `didScroll` and `currentItemIndexDidChange`.
func lifecycle(_ events: [CarouselEvent]) -> [CarouselEvent] {
    events.filter { $0 != .didScroll && $0 != .currentItemIndexDidChange }
}

extension Carousel {
    /// Steps at `framesPerSecond` from `start` (exclusive) while the carousel moves, for
    /// at most `limit` seconds; returns the events and the time of the last step.
    mutating func run(from start: Double, framesPerSecond: Double = 60, limit: Double = 20)
        -> (events: [CarouselEvent], time: Double) {
        var events: [CarouselEvent] = []
        var frame = 0
        var now = start
        while isMoving && now - start < limit {
            frame += 1
            now = start + Double(frame) / framesPerSecond
            events += step(now: now)
        }
        return (events, now)
    }

    /// Drags from the current offset through `translations` (columns), one move every
    /// 1/60 s from `start`, at `velocity` columns per second; returns the events and the
    /// time of the last move.
    mutating func drag(through translations: [Double], velocity: Double, from start: Double)
        -> (events: [CarouselEvent], time: Double) {
        var events = beginDragging(now: start)
        var now = start
        for translation in translations {
            now += 1.0 / 60
            events += drag(translation: translation, velocity: velocity, now: now)
        }
        return (events, now)
    }
}
