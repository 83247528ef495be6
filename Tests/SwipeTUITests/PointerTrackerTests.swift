import Testing
import CarouselEngine
import TerminalBackend
@testable import SwipeComponents
@testable import SwipeTUI

@Suite("PointerTracker")
struct PointerTrackerTests {
    static func mouse(_ action: MouseAction, _ column: Int, _ row: Int, button: MouseButton = .left) -> MouseEvent {
        MouseEvent(button: button, action: action, column: column, row: row)
    }

    @Test("press, drag along the axis, release: translation from the press, velocity of the last 100 ms")
    func dragAndFling() {
        var tracker = PointerTracker()
        #expect(tracker.handle(Self.mouse(.press, 80, 10), at: 0) == [.press(column: 80, row: 10)])
        #expect(tracker.handle(Self.mouse(.motion, 80, 10), at: 0.01) == [])
        #expect(tracker.handle(Self.mouse(.motion, 78, 10), at: 0.02) == [.dragBegan(.horizontal), .dragMoved(translation: -2, velocity: -100)])
        _ = tracker.handle(Self.mouse(.motion, 60, 10), at: 0.12)
        // Samples within 100 ms of 0.2: (0.12, 60) and (0.2, 40) → −250 columns/s.
        let release = tracker.handle(Self.mouse(.release, 40, 10), at: 0.2)
        guard case .dragEnded(let releaseVelocity)? = release.last else {
            Issue.record("expected the drag to end, got \(release)")
            return
        }
        #expect(release.count == 2 && abs(releaseVelocity - -250) < 1e-9)
        guard case .dragMoved(let translation, let velocity)? = release.first else {
            Issue.record("expected a final move, got \(release)")
            return
        }
        #expect(translation == -40)
        #expect(abs(velocity - -250) < 1e-9)
        #expect(!tracker.isTracking)
    }

    @Test("motion read all at one instant after a stall is measured from the sample before it: a flick stays a flick")
    func motionReadAtOnce() {
        var tracker = PointerTracker()
        _ = tracker.handle(Self.mouse(.press, 80, 10), at: 0)
        // The program was busy for 150 ms: ten moves and the release are read together.
        for column in stride(from: 76, through: 40, by: -4) { _ = tracker.handle(Self.mouse(.motion, column, 10), at: 0.15) }
        let release = tracker.handle(Self.mouse(.release, 40, 10), at: 0.15)
        guard case .dragEnded(let velocity)? = release.last else {
            Issue.record("expected the drag to end, got \(release)")
            return
        }
        #expect(abs(velocity - -40 / 0.15) < 1e-9)
    }

    @Test("a pointer that rests before letting go releases with no velocity")
    func restBeforeRelease() {
        var tracker = PointerTracker()
        _ = tracker.handle(Self.mouse(.press, 50, 10), at: 0)
        _ = tracker.handle(Self.mouse(.motion, 40, 10), at: 0.05)
        let release = tracker.handle(Self.mouse(.release, 40, 10), at: 0.6)
        #expect(release == [.dragMoved(translation: -10, velocity: 0), .dragEnded(velocity: 0)])
    }

    @Test("no movement is a click at the press; wheel and other buttons are not gestures")
    func click() {
        var tracker = PointerTracker()
        _ = tracker.handle(Self.mouse(.press, 12, 7), at: 0)
        #expect(tracker.handle(Self.mouse(.release, 12, 7), at: 0.1) == [.click(column: 12, row: 7)])
        #expect(tracker.handle(Self.mouse(.press, 1, 1, button: .wheelDown), at: 0.2) == [])
        #expect(tracker.handle(Self.mouse(.motion, 5, 5, button: .none), at: 0.3) == [])
    }

    @Test("a swipe across the axis is ignored: no drag, no click")
    func perpendicular() {
        var tracker = PointerTracker()
        _ = tracker.handle(Self.mouse(.press, 50, 10), at: 0)
        #expect(tracker.handle(Self.mouse(.motion, 50, 14), at: 0.05) == [])
        #expect(tracker.handle(Self.mouse(.motion, 53, 14), at: 0.1) == [])
        #expect(tracker.handle(Self.mouse(.release, 53, 14), at: 0.15) == [])
    }

    @Test("a vertical policy drags along rows, in rows")
    func vertical() {
        var tracker = PointerTracker(axisPolicy: .vertical, cellAspectRatio: 2)
        _ = tracker.handle(Self.mouse(.press, 50, 10), at: 0)
        #expect(tracker.handle(Self.mouse(.motion, 50, 13), at: 0.05)
                == [.dragBegan(.vertical), .dragMoved(translation: 3, velocity: 60)])
    }

    @Test("either axis: the first clear movement chooses, a row counting as two columns")
    func eitherAxis() {
        var tracker = PointerTracker(axisPolicy: .either)
        _ = tracker.handle(Self.mouse(.press, 50, 10), at: 0)
        #expect(tracker.handle(Self.mouse(.motion, 51, 11), at: 0.05).first == .dragBegan(.vertical))
        _ = tracker.handle(Self.mouse(.release, 51, 11), at: 0.06)
        _ = tracker.handle(Self.mouse(.press, 50, 10), at: 1)
        #expect(tracker.handle(Self.mouse(.motion, 52, 11), at: 1.05).first == .dragBegan(.horizontal))
        #expect(tracker.axis == .horizontal)
    }

    @Test("once a drag has begun it stays captured wherever the pointer goes")
    func capture() {
        var tracker = PointerTracker()
        _ = tracker.handle(Self.mouse(.press, 50, 10), at: 0)
        #expect(tracker.handle(Self.mouse(.motion, 44, 10), at: 0.02).first == .dragBegan(.horizontal))
        // Far below the carousel and mostly across the axis: still the same drag.
        #expect(tracker.handle(Self.mouse(.motion, 40, 29), at: 0.04) == [.dragMoved(translation: -10, velocity: -250)])
        // 50 columns in the 60 ms since the press.
        guard case .dragEnded(let velocity)? = tracker.handle(Self.mouse(.release, 0, 29), at: 0.06).last else {
            Issue.record("expected the drag to end")
            return
        }
        #expect(abs(velocity - -50 / 0.06) < 1e-9)
    }
}

@Suite("PagerGestures")
struct PagerGesturesTests {
    /// Keeps the events, returns the outcomes.
    static func record(_ result: (events: [CarouselEvent], outcomes: [PagerGestures.Outcome]),
                       into events: inout [CarouselEvent]) -> [PagerGestures.Outcome] {
        events += result.events
        return result.outcomes
    }

    static func mouse(_ action: MouseAction, _ column: Int, _ row: Int, button: MouseButton = .left) -> MouseEvent {
        MouseEvent(button: button, action: action, column: column, row: row)
    }

    @Test("one layer drives any pager: a drag moves it, the release lets it glide, a press stops it")
    func dragReleasePress() {
        var gestures = PagerGestures(notchVelocity: 3)
        var pager = Carousel(numberOfItems: 20)
        pager.itemWidth = 10
        var events: [CarouselEvent] = []
        _ = Self.record(gestures.handle(Self.mouse(.press, 50, 5), at: 0, pager: &pager), into: &events)
        _ = Self.record(gestures.handle(Self.mouse(.motion, 40, 5), at: 0.05, pager: &pager), into: &events)
        #expect(pager.isDragging && events.contains(.willBeginDragging))
        #expect(abs(pager.scrollOffset - 1) < 1e-9, "ten columns at a pitch of ten: one item")
        let outcomes = Self.record(gestures.handle(Self.mouse(.release, 20, 5), at: 0.1, pager: &pager), into: &events)
        #expect(outcomes == [.released] && pager.isMoving && !pager.isDragging)
        _ = Self.record(gestures.handle(Self.mouse(.press, 10, 5), at: 0.15, pager: &pager), into: &events)
        #expect(!pager.isMoving && gestures.wasMovingAtPress)
        #expect(Self.record(gestures.handle(Self.mouse(.release, 10, 5), at: 0.2, pager: &pager), into: &events)
                == [.click(column: 10, row: 5, wasMoving: true)])
    }

    @Test("a press in the last half cell of a motion lands it: the click counts as one at rest")
    func pressNearRest() {
        var gestures = PagerGestures(notchVelocity: 3)
        var pager = Carousel(numberOfItems: 20)
        pager.itemWidth = 10
        _ = pager.scroll(toItem: 1, duration: 0.4, now: 0)
        _ = pager.step(now: 0.39)
        #expect(pager.isMoving && (1 - pager.scrollOffset) * 10 < 0.5)
        var events: [CarouselEvent] = []
        _ = Self.record(gestures.handle(Self.mouse(.press, 50, 5), at: 0.39, pager: &pager), into: &events)
        #expect(!pager.isMoving && pager.scrollOffset == 1 && !gestures.wasMovingAtPress)
        #expect(Self.record(gestures.handle(Self.mouse(.release, 50, 5), at: 0.45, pager: &pager), into: &events)
                == [.click(column: 50, row: 5, wasMoving: false)])
        // Further from rest, the press only stops the motion where it is.
        _ = pager.scroll(toItem: 5, duration: 0.4, now: 1)
        _ = pager.step(now: 1.2)
        _ = Self.record(gestures.handle(Self.mouse(.press, 50, 5), at: 1.2, pager: &pager), into: &events)
        #expect(!pager.isMoving && pager.scrollOffset < 4.9 && gestures.wasMovingAtPress)
    }

    @Test("the wheel glides one item per notch, or steps at once with reduced motion")
    func wheel() {
        var pager = Carousel(numberOfItems: 20)
        let animated = PagerGestures(notchVelocity: 3)
        _ = animated.wheel(forward: true, pager: &pager, now: 0)
        #expect(pager.isMoving && pager.restingItemIndex == 1)
        var still = Carousel(numberOfItems: 20)
        let reduced = PagerGestures(notchVelocity: 3, animates: false)
        _ = reduced.wheel(forward: true, pager: &still, now: 0)
        #expect(!still.isMoving && still.scrollOffset == 1)
    }

    @Test("with the either policy a drag across the pager's axis comes back to the component")
    func crossAxis() {
        var gestures = PagerGestures(axis: .horizontal, allowsCrossAxis: true, notchVelocity: 3)
        var pager = TableMotion(pageCount: 3, header: StickyHeader(headerHeight: 3, barHeight: 2), viewportRows: 29)
        _ = gestures.handle(Self.mouse(.press, 50, 10), at: 0, pager: &pager).outcomes
        let moved = gestures.handle(Self.mouse(.motion, 50, 14), at: 0.05, pager: &pager).outcomes
        #expect(moved == [.crossAxis(.dragBegan(.vertical)), .crossAxis(.dragMoved(translation: 4, velocity: 80))])
        #expect(!pager.isDragging)
        let released = gestures.handle(Self.mouse(.release, 50, 14), at: 0.06, pager: &pager).outcomes
        // Four rows in the 60 ms since the press.
        guard case .crossAxis(.dragEnded(let velocity))? = released.last else {
            Issue.record("expected the cross drag to end, got \(released)")
            return
        }
        #expect(abs(velocity - 4 / 0.06) < 1e-9)
    }
}
