import Testing
import TerminalBackend
import CarouselEngine
import CellCanvas
@testable import SwipeComponents
@testable import SwipeTUI

@Suite("Tabs screen: a drag that begins on the header rows moves the header elastically")
struct TabsHeaderDragTests {
    /// A quick drag up from the bar's rule (row 4) to the top row, let go while moving
    /// at about 100 rows per second.
    static func flickUp(_ screen: inout TabsScreen, at time: Double) {
        TabsScreenTests.draw(&screen)
        _ = screen.handle(TabsScreenTests.mouse(.left, .press, 50, 4), at: time)
        for row in stride(from: 3, through: 0, by: -1) {
            _ = screen.handle(TabsScreenTests.mouse(.left, .motion, 50, row), at: time + 0.01 * Double(4 - row))
        }
        _ = screen.handle(TabsScreenTests.mouse(.left, .release, 50, 0), at: time + 0.045)
    }

    /// Steps every 1/60 s from `start` while the screen animates (at most `seconds`),
    /// returning the current page's offsets.
    static func run(_ screen: inout TabsScreen, from start: Double, seconds: Double = 5) -> [Double] {
        var offsets: [Double] = []
        var time = start
        while screen.isAnimating && time < start + seconds {
            time += 1.0 / 60
            screen.step(now: time)
            offsets.append(screen.view.motion.offset(ofPage: 0))
        }
        return offsets
    }

    /// Whether the frame drawn now shows the draggable header rows at column 50 of `row`.
    static func isHeader(_ screen: inout TabsScreen, row: Int) -> Bool {
        var buffer = CellBuffer(size: TabsScreenTests.size)
        screen.render(into: &buffer, status: StatusContent())
        return screen.view.isHeader(atColumn: 50, row: row)
    }

    @Test("the same drag moves the list 85 % on the header rows and 1:1 on the list rows")
    func headerVersusRows() {
        var onHeader = TabsGlideTests.screen(rows: 500)
        #expect(Self.isHeader(&onHeader, row: 0) && Self.isHeader(&onHeader, row: 4) && !Self.isHeader(&onHeader, row: 5))
        _ = onHeader.handle(TabsScreenTests.mouse(.left, .press, 50, 4), at: 0)
        _ = onHeader.handle(TabsScreenTests.mouse(.left, .motion, 50, 0), at: 0.05)
        #expect(abs(onHeader.view.motion.offset(ofPage: 0) - 3.4) < 1e-9)
        #expect(!onHeader.isAnimating, "held still, nothing moves on its own")
        _ = onHeader.handle(TabsScreenTests.mouse(.left, .release, 50, 0), at: 0.3)
        _ = Self.run(&onHeader, from: 0.3)
        let rested = onHeader.view.motion.offset(ofPage: 0)
        #expect(!onHeader.isAnimating && rested == rested.rounded() && rested >= 3 && rested <= 4)

        var onRows = TabsGlideTests.screen(rows: 500)
        TabsScreenTests.verticalDrag(&onRows, rows: -4, at: 0)
        #expect(onRows.view.motion.offset(ofPage: 0) == 4 && onRows.view.motion.headerHold == nil)

        // Pinned, the header rows are gone: a drag on the bar scrolls the list 1:1.
        _ = onRows.perform(.listPageDown, at: 1)
        #expect(!Self.isHeader(&onRows, row: 0) && !Self.isHeader(&onRows, row: 1))
    }

    @Test("pulled down on the header past the threshold, the refresh row stretches less than a list pull and refreshes on release")
    func pullRefreshes() throws {
        var header = TabsScreenTests.screen()
        var list = TabsScreenTests.screen()
        for (screen, from) in [(0, 1), (1, 12)] {
            let time = 0.0
            func drive(_ event: MouseEvent, _ at: Double) {
                if screen == 0 { _ = header.handle(event, at: at) } else { _ = list.handle(event, at: at) }
            }
            TabsScreenTests.draw(&header)
            TabsScreenTests.draw(&list)
            drive(TabsScreenTests.mouse(.left, .press, 50, from), time)
            for step in 1...3 { drive(TabsScreenTests.mouse(.left, .motion, 50, from + 4 * step), time + 0.1 * Double(step)) }
        }
        let headerPull = try #require(header.view.motion.refreshes[0]).gap(at: 0.3)
        let listPull = try #require(list.view.motion.refreshes[0]).gap(at: 0.3)
        #expect(headerPull > RefreshControl.defaultHeight && headerPull < listPull)
        #expect(header.view.motion.offset(ofPage: 0) == header.view.header.restOffset - headerPull)
        #expect(TabsScreenTests.lines(TabsScreenTests.frame(&header)).contains { $0.contains("release to refresh") })
        _ = header.handle(TabsScreenTests.mouse(.left, .release, 50, 13), at: 0.8)
        #expect(header.view.motion.refreshes[0]?.isRefreshing == true && header.view.motion.headerHold == nil && header.isAnimating)
    }

    @Test("flung past the bottom, the list stretches past its end and springs back onto it, then rests")
    func springsBack() throws {
        var screen = TabsGlideTests.screen(rows: 5)
        let bottom = screen.view.geometry(of: 0).offsetRange().upperBound
        Self.flickUp(&screen, at: 0)
        #expect(screen.isAnimating && screen.view.motion.headerHold != nil)
        let offsets = Self.run(&screen, from: 0.045)
        let furthest = try #require(offsets.max())
        #expect(furthest > bottom + 1)
        let peak = try #require(offsets.firstIndex(of: furthest))
        #expect(offsets[peak...].allSatisfy { $0 >= bottom - 1 })
        #expect(screen.view.motion.offset(ofPage: 0) == bottom && !screen.isAnimating && screen.view.motion.headerHold == nil)
    }

    @Test("a key (the mode's or the session's) stops the header where it is, on a whole row; a press stops it and does nothing else")
    func stopped() {
        for input in 0..<4 {
            var screen = TabsGlideTests.screen(rows: 500)
            Self.flickUp(&screen, at: 0)
            screen.step(now: 0.1)
            #expect(screen.isAnimating)
            let focused = screen.view.focusedItem(ofPage: 0)
            switch input {
            case 0: _ = screen.perform(.lineDown, at: 0.1)
            case 1: _ = screen.handle(TabsScreenTests.mouse(.wheelDown, .press, 50, 15), at: 0.1)
            case 2: screen.keyWasPressed(at: 0.1)
            default:
                TabsScreenTests.draw(&screen)
                _ = screen.handle(TabsScreenTests.mouse(.left, .press, 50, 20), at: 0.1)
                #expect(screen.handle(TabsScreenTests.mouse(.left, .release, 50, 20), at: 0.12) == .handled)
                #expect(screen.view.focusedItem(ofPage: 0) == focused, "the press was swallowed, no row focused")
            }
            let offset = screen.view.motion.offset(ofPage: 0)
            #expect(!screen.isAnimating && screen.view.motion.headerHold == nil && (input == 1 || offset == offset.rounded()))
            screen.step(now: 1)
            #expect(screen.view.motion.offset(ofPage: 0) == offset)
        }
    }

    @Test("with reduced motion a fling past the bottom lands on it at once")
    func reducedMotion() {
        var screen = TabsGlideTests.screen(rows: 5, animates: false)
        let bottom = screen.view.geometry(of: 0).offsetRange().upperBound
        TabsScreenTests.verticalDrag(&screen, rows: -2, at: 0)
        #expect(screen.view.motion.offset(ofPage: 0) == 2 && Self.isHeader(&screen, row: 2) && !Self.isHeader(&screen, row: 3))
        TabsScreenTests.draw(&screen)
        _ = screen.handle(TabsScreenTests.mouse(.left, .press, 50, 2), at: 1)
        _ = screen.handle(TabsScreenTests.mouse(.left, .motion, 50, 1), at: 1.01)
        _ = screen.handle(TabsScreenTests.mouse(.left, .motion, 50, 0), at: 1.02)
        #expect(screen.view.motion.offset(ofPage: 0) > bottom, "stretched while held")
        _ = screen.handle(TabsScreenTests.mouse(.left, .release, 50, 0), at: 1.03)
        #expect(screen.view.motion.offset(ofPage: 0) == bottom && !screen.isAnimating && screen.view.motion.headerHold == nil)
    }
}
