import Testing
import TerminalBackend
import CarouselEngine
import CellCanvas
@testable import SwipeComponents
@testable import SwipeTUI

@Suite("Tabs screen: a fast vertical drag glides on")
struct TabsGlideTests {
    /// One tab of `count` rows.
    static func screen(rows count: Int, animates: Bool = true) -> TabsScreen {
        let rows = (0..<count).map { "row \($0)" }
        let screen = TabsScreen(source: TabSource(name: "list", tabs: [Tab(title: "rows", rows: .texts(rows),
                                                                           origin: TabsScreenTests.missingDirectory)]),
                                theme: .standard(colorEnabled: false), animates: animates)
        screen.view.frame = Rect(x: 0, y: 0, width: TabsScreenTests.size.columns, height: TabsScreenTests.size.rows - 1)
        return screen
    }

    /// A quick drag of 10 rows from row `from` (negative `rows`: up, further down the
    /// list), let go at `time + 0.07` at about 143 rows per second.
    static func flick(_ screen: inout TabsScreen, from row: Int, rows: Int, at time: Double) -> ScreenResponse {
        TabsScreenTests.draw(&screen)
        _ = screen.handle(TabsScreenTests.mouse(.left, .press, 50, row), at: time)
        for step in 1...3 {
            _ = screen.handle(TabsScreenTests.mouse(.left, .motion, 50, row + rows * 3 * step / 10), at: time + 0.02 * Double(step))
        }
        return screen.handle(TabsScreenTests.mouse(.left, .release, 50, row + rows), at: time + 0.07)
    }

    @Test("let go fast, the list glides on, slowing, lands on a whole row and stops asking for frames")
    func glides() throws {
        var screen = Self.screen(rows: 500)
        _ = Self.flick(&screen, from: 25, rows: -10, at: 0)
        #expect(screen.view.motion.offset(ofPage: 0) == 10 && screen.isAnimating)
        let glide = try #require(screen.view.motion.glide?.curve)
        #expect(glide.end == (10 + (10 / 0.07) / ListGlide.rate).rounded())
        screen.step(now: 0.1)
        var last = screen.view.motion.offset(ofPage: 0), lastStep = Double.infinity
        #expect(last > 10)
        for t in stride(from: 0.2, through: 4, by: 0.1) {
            screen.step(now: t)
            let offset = screen.view.motion.offset(ofPage: 0)
            #expect(offset >= last)
            if screen.view.motion.glide != nil { #expect(offset - last <= lastStep + 1e-9, "ever slower until it lands") }
            lastStep = offset - last
            last = offset
        }
        #expect(last == glide.end && !screen.isAnimating && screen.view.motion.glide == nil)
        #expect(screen.view.focusedItem(ofPage: 0) >= Int(glide.end) - 5, "the focus came along")
    }

    @Test("a glide stops dead at the bottom, and at the top without pulling a refresh")
    func ends() {
        var screen = Self.screen(rows: 40)
        let bottom = screen.view.geometry(of: 0).offsetRange().upperBound
        _ = Self.flick(&screen, from: 25, rows: -10, at: 0)
        for t in stride(from: 0.08, through: 3, by: 0.01) {
            screen.step(now: t)
            #expect(screen.view.motion.offset(ofPage: 0) <= bottom)
        }
        #expect(screen.view.motion.offset(ofPage: 0) == bottom && !screen.isAnimating)
        _ = Self.flick(&screen, from: 10, rows: 10, at: 4)
        #expect(screen.isAnimating)
        for t in stride(from: 4.08, through: 7, by: 0.01) {
            screen.step(now: t)
            #expect(screen.view.motion.offset(ofPage: 0) >= screen.view.header.restOffset && screen.view.motion.refreshes.isEmpty)
        }
        #expect(screen.view.motion.offset(ofPage: 0) == screen.view.header.restOffset && !screen.isAnimating)
    }

    @Test("a key, a press or the wheel stops a glide where it is")
    func stopped() {
        for input in 0..<3 {
            var screen = Self.screen(rows: 500)
            _ = Self.flick(&screen, from: 25, rows: -10, at: 0)
            screen.step(now: 0.2)
            #expect(screen.view.motion.glide != nil)
            switch input {
            case 0: _ = screen.perform(.lineDown, at: 0.2)
            case 1: _ = screen.handle(TabsScreenTests.mouse(.left, .press, 50, 15), at: 0.2)
            default: _ = screen.handle(TabsScreenTests.mouse(.wheelDown, .press, 50, 15), at: 0.2)
            }
            let offset = screen.view.motion.offset(ofPage: 0)
            #expect(screen.view.motion.glide == nil && !screen.isAnimating)
            screen.step(now: 1)
            #expect(screen.view.motion.offset(ofPage: 0) == offset)
        }
    }

    @Test("a slow drag stops where it is let go; with reduced motion even a fast one does")
    func noGlide() {
        var screen = Self.screen(rows: 500)
        TabsScreenTests.verticalDrag(&screen, rows: -10, at: 0)
        #expect(screen.view.motion.offset(ofPage: 0) == 10 && !screen.isAnimating)
        var still = Self.screen(rows: 500, animates: false)
        _ = Self.flick(&still, from: 25, rows: -10, at: 0)
        #expect(still.view.motion.offset(ofPage: 0) == 10 && !still.isAnimating && still.view.motion.glide == nil)
    }
}
