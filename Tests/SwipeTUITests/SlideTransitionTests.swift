import Testing
import TerminalHarness
import CarouselEngine
import CellCanvas
import TerminalBackend
@testable import SwipeComponents
@testable import SwipeTUI

/// Moving between slides: the engine's numbers on a fake clock, the frames they make, and
/// that no key waits for them.
@Suite("Slide transitions")
struct SlideTransitionTests {
    static let talk = Talk(text: "AAAA\n===\n\nfirst slide\n<!-- end_slide -->\nBBBB\n===\n\nsecond\n\n<!-- pause -->\n\nmore\n<!-- end_slide -->\nCCCC\n===\n")
    static let region = Rect(x: 0, y: 0, width: 40, height: 10)

    static func view(_ kind: SlideTransitionKind = .slide, animates: Bool = true) -> SlideShowView {
        SlideShowView(talk: talk, theme: .standard(colorEnabled: false), transition: kind, animates: animates, colorEnabled: false)
    }

    static func text(_ view: SlideShowView) -> String {
        var buffer = CellBuffer(size: region.size)
        view.render(in: region, on: &buffer)
        return buffer.renderedText()
    }

    @Test("a slide transition runs 0 to 1 over a quarter second, eased: the new slide comes in from the right, pushing the old one out")
    func slideNumbers() {
        let view = Self.view()
        view.perform(.next, at: 10)
        let transition = try! #require(view.transition)
        #expect(transition.progress(at: 10) == 0 && transition.progress(at: 10 + SlideTransition.duration) == 1)
        let quarter = transition.progress(at: 10 + SlideTransition.duration / 4)
        let half = transition.progress(at: 10 + SlideTransition.duration / 2)
        #expect(quarter > 0 && quarter < half && half < 1, "\(quarter) \(half)")
        let resting = Self.text(Self.view())
        // A fifth of the way: the old title still on screen, moved.
        let fifth = stride(from: 10.0, through: 10 + SlideTransition.duration, by: 0.001).first { transition.progress(at: $0) >= 0.2 }!
        view.step(now: fifth)
        let middle = Self.text(view)
        func column(_ text: String, in screen: String) -> Int? {
            for row in screen.split(separator: "\n") { if let range = row.range(of: text) { return row.distance(from: row.startIndex, to: range.lowerBound) } }
            return nil
        }
        // The old slide pushed left by the new one coming in from the right.
        #expect(column("AAAA", in: middle).flatMap { moved in column("AAAA", in: resting).map { moved < $0 } } == true, "\(middle)")
        #expect(middle.contains("sec") && !middle.contains("second"), "the new slide on its way in from the right edge: \(middle)")
        view.step(now: 10 + SlideTransition.duration)
        #expect(!view.isAnimating && Self.text(view).contains("second") && !Self.text(view).contains("AAAA"))
    }

    @Test("back comes in from the left; a pause's next step is a cut; reduced motion and none cut")
    func directionsAndCuts() {
        let view = Self.view()
        view.perform(.next, at: 0)
        view.step(now: 1)
        view.perform(.next, at: 1)
        #expect(view.transition == nil && view.position == TalkPosition(slide: 1, step: 1), "a step is a cut")
        view.perform(.previous, at: 2)
        view.perform(.previous, at: 2)
        #expect(view.transition?.isForward == false)
        for cut in [Self.view(animates: false), Self.view(.none)] {
            cut.perform(.next, at: 0)
            #expect(!cut.isAnimating && Self.text(cut).contains("BBBB"))
        }
    }

    @Test("a second press during a transition skips to its end: the next one starts where the first was going")
    func noKeyWaits() {
        let view = Self.view()
        view.perform(.next, at: 0)
        view.perform(.next, at: 0.05)
        view.perform(.next, at: 0.06)
        #expect(view.position == TalkPosition(slide: 2, step: 0))
        #expect(view.transition?.from == TalkPosition(slide: 1, step: 1))
    }

    @Test("fade goes through an empty screen: the old slide out, then the new one in")
    func fade() {
        let view = Self.view(.fade)
        view.perform(.next, at: 0)
        var time = 0.0
        var sawOld = false, sawNew = false, sawEmpty = false
        while view.isAnimating {
            time += 1.0 / 60
            view.step(now: time)
            let text = Self.text(view)
            if text.contains("AAAA") { sawOld = true; #expect(!sawNew) }
            if text.contains("BBBB") { sawNew = true }
            if !text.contains("AAAA") && !text.contains("BBBB") { sawEmpty = true }
        }
        #expect(sawOld && sawNew && sawEmpty)
    }

    /// A two-slide talk with text to the edges, so a frame shows where each slide went.
    static var wide: TalkSource { TalkSource(text: "First slide\n===\n\nAn old paragraph that runs across the slide from margin to margin.\n\n* one\n* two\n<!-- end_slide -->\nSecond slide\n===\n\nA new paragraph, the one coming in.\n\n1. three\n2. four\n") }

    @Test("the 3D kinds move the slides through the carousel's projection: frames at a quarter, a half and three quarters", arguments: [SlideTransitionKind.coverFlow, .rotary, .cylinder, .timeMachine])
    func carouselFrames(kind: SlideTransitionKind) {
        let size = Size(columns: 60, rows: 16)
        let progresses = [0.25, 0.5, 0.75]
        let frames = Self.wide.transitionFrames(kind, from: 0, to: 1, size: size, progresses: progresses, colorEnabled: false)
        let text = zip(progresses, frames).map { "progress \($0):\n" + $1.renderedText() }.joined(separator: "\n")
        #expect(GoldenFile.problem(with: text, goldenAt: Golden.path("slide-transition-\(kind.rawValue)")) == nil)
        // At either end the carousel rests on one slide, drawn as it is without a transition.
        let ends = Self.wide.transitionFrames(kind, from: 0, to: 1, size: size, progresses: [0, 1], colorEnabled: false)
        #expect(ends.map { $0.renderedText() } == [0, 1].map { Self.wide.drawSlide($0, step: 0, size: size, colorEnabled: false).renderedText() })
    }

    @Test("going back through a 3D kind moves the other way: the new slide comes in from the left")
    func carouselBack() {
        let size = Size(columns: 60, rows: 16)
        let forward = Self.wide.transitionFrames(.rotary, from: 0, to: 1, size: size, progresses: [0.3], colorEnabled: false)[0].renderedText()
        let back = Self.wide.transitionFrames(.rotary, from: 1, to: 0, size: size, progresses: [0.3], colorEnabled: false)[0].renderedText()
        func column(_ text: String, in screen: String) -> Int? {
            for row in screen.split(separator: "\n") { if let range = row.range(of: text) { return row.distance(from: row.startIndex, to: range.lowerBound) } }
            return nil
        }
        let first = column("First", in: Self.wide.drawSlide(0, step: 0, size: size, colorEnabled: false).renderedText())!
        let second = column("Second", in: Self.wide.drawSlide(1, step: 0, size: size, colorEnabled: false).renderedText())!
        // Forward the old slide goes left and the new one comes from the right; back, the other way round.
        #expect(column("First", in: forward).map { $0 < first } ?? true, "\(forward)")
        #expect(column("Second", in: forward).map { $0 > second } ?? true, "\(forward)")
        #expect(column("Second", in: back).map { $0 > second } ?? true, "\(back)")
        #expect(column("First", in: back).map { $0 < first } ?? true, "\(back)")
        #expect(forward != back && (column("First", in: forward) != nil || column("Second", in: forward) != nil))
    }

    @Test("a 3D transition in present mode: the session's frames go through the carousel, and a second press still skips to the end")
    func carouselInTheView() {
        let view = Self.view(.cylinder)
        view.perform(.next, at: 0)
        view.step(now: SlideTransition.duration / 2)
        let middle = Self.text(view)
        #expect(middle != Self.text(Self.view()) && view.isAnimating, "\(middle)")
        view.perform(.last, at: SlideTransition.duration / 2 + 0.01)
        #expect(view.transition?.from == TalkPosition(slide: 1, step: 0) && view.transition?.kind == .cylinder)
    }
}
