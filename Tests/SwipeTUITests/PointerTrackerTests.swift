import Testing
import TerminalBackend
@testable import SwipeTUI

@Suite("PointerTracker")
struct PointerTrackerTests {
    static func mouse(_ action: MouseAction, _ column: Int, _ row: Int, button: MouseButton = .left) -> MouseEvent {
        MouseEvent(button: button, action: action, column: column, row: row)
    }

    @Test("press, drag along the axis, release: translation from the press, velocity of the last 100 ms")
    func dragAndFling() {
        var tracker = PointerTracker()
        #expect(tracker.handle(Self.mouse(.press, 80, 10), at: 0) == [.press])
        #expect(tracker.handle(Self.mouse(.motion, 80, 10), at: 0.01) == [])
        #expect(tracker.handle(Self.mouse(.motion, 78, 10), at: 0.02) == [.dragBegan, .dragMoved(translation: -2, velocity: -100)])
        _ = tracker.handle(Self.mouse(.motion, 60, 10), at: 0.12)
        // Samples within 100 ms of 0.2: (0.12, 60) and (0.2, 40) → −250 columns/s.
        let release = tracker.handle(Self.mouse(.release, 40, 10), at: 0.2)
        #expect(release.count == 2 && release.last == .dragEnded)
        guard case .dragMoved(let translation, let velocity)? = release.first else {
            Issue.record("expected a final move, got \(release)")
            return
        }
        #expect(translation == -40)
        #expect(abs(velocity - -250) < 1e-9)
        #expect(!tracker.isTracking)
    }

    @Test("a pointer that rests before letting go releases with no velocity")
    func restBeforeRelease() {
        var tracker = PointerTracker()
        _ = tracker.handle(Self.mouse(.press, 50, 10), at: 0)
        _ = tracker.handle(Self.mouse(.motion, 40, 10), at: 0.05)
        let release = tracker.handle(Self.mouse(.release, 40, 10), at: 0.6)
        #expect(release == [.dragMoved(translation: -10, velocity: 0), .dragEnded])
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

    @Test("vertical mode drags along rows, in column units (rows × aspect)")
    func vertical() {
        var tracker = PointerTracker(isVertical: true, cellAspectRatio: 2)
        _ = tracker.handle(Self.mouse(.press, 50, 10), at: 0)
        #expect(tracker.handle(Self.mouse(.motion, 50, 13), at: 0.05) == [.dragBegan, .dragMoved(translation: 6, velocity: 120)])
    }

    @Test("once a drag has begun it stays captured wherever the pointer goes")
    func capture() {
        var tracker = PointerTracker()
        _ = tracker.handle(Self.mouse(.press, 50, 10), at: 0)
        #expect(tracker.handle(Self.mouse(.motion, 44, 10), at: 0.02).first == .dragBegan)
        // Far below the carousel and mostly across the axis: still the same drag.
        #expect(tracker.handle(Self.mouse(.motion, 40, 29), at: 0.04) == [.dragMoved(translation: -10, velocity: -250)])
        #expect(tracker.handle(Self.mouse(.release, 0, 29), at: 0.06).last == .dragEnded)
    }
}
