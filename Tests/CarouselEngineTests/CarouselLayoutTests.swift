import Foundation
import Testing
@testable import CarouselEngine

@Suite("CarouselLayout: loading window, placements, culling, depth order, projection")
struct CarouselLayoutTests {
    func layout(_ type: CarouselType = .linear, viewport: CellSize = CellSize(columns: 80, rows: 24),
                item: CellSize = CellSize(columns: 40, rows: 10), pitch: Double? = 42, placeholders: Int = 0,
                options: CarouselOptions = .defaults, cameraDistance: Double = 2.5, isVertical: Bool = false) -> CarouselLayout {
        CarouselLayout(configuration: CarouselConfiguration(type: type, options: options, cameraDistance: cameraDistance,
                                                            isVertical: isVertical),
                       viewport: viewport, itemSize: item, itemPitch: pitch, numberOfPlaceholders: placeholders)
    }

    @Test("the window of loaded indexes slides but never passes the ends")
    func windowAtEnds() {
        let flat = layout()
        #expect(flat.loadedIndexes(of: carousel(10)) == [0, 1, 2, 3])
        #expect(flat.loadedIndexes(of: carousel(10, at: 5)) == [3, 4, 5, 6])
        #expect(flat.loadedIndexes(of: carousel(10, at: 9)) == [6, 7, 8, 9])
    }

    @Test("wrapping at both ends loads the other end, with offsets the short way round")
    func wrapAtBothEnds() {
        let ring = layout(options: CarouselOptions(overrides: [.wrap: 1]))
        #expect(ring.isWrapEnabled)
        #expect(ring.loadedIndexes(of: carousel(10, wraps: true)) == [8, 9, 0, 1])
        let high = ring.placements(of: carousel(10, at: 9.6, wraps: true))
        let offsets = Dictionary(uniqueKeysWithValues: high.map { ($0.index, $0.offset) })
        #expect(Set(offsets.keys) == [8, 9, 0, 1])
        #expect(close(offsets[0]!, 0.4) && close(offsets[1]!, 1.4) && close(offsets[8]!, -1.6))
        #expect(close(offsets[0]! * 42, high.first { $0.index == 0 }!.center.x))
    }

    @Test("0, 1, 2 and 3 items lay out without placeholders, gaps or repeats")
    func smallCounts() {
        for type in CarouselType.allCases {
            let l = layout(type)
            for count in 0...3 {
                var c = Carousel(numberOfItems: count, isWrapEnabled: l.isWrapEnabled)
                _ = c.setScrollOffset(Double(count) / 2)
                let indexes = l.placements(of: c).map(\.index).sorted()
                #expect(Set(indexes).count == indexes.count, "\(type) \(count)")
                #expect(indexes.allSatisfy { (0..<count).contains($0) }, "\(type) \(count)")
                #expect(indexes.count == (count == 0 ? 0 : l.resolvedOptions(numberOfItems: count).visibleItems)
                        || type == .timeMachine || type == .invertedTimeMachine, "\(type) \(count)")
            }
        }
    }

    @Test("ten million items lay out only the visible few, with exact offsets")
    func tenMillion() {
        for type in CarouselType.allCases {
            let l = layout(type, viewport: CellSize(columns: 200, rows: 60))
            var c = Carousel(numberOfItems: 10_000_000, isWrapEnabled: l.isWrapEnabled)
            _ = c.setScrollOffset(9_999_998.25)
            let placements = l.placements(of: c)
            #expect(placements.count <= ResolvedOptions.maximumVisibleItems, "\(type)")
            #expect(placements.allSatisfy { (0..<10_000_000).contains($0.index) }, "\(type)")
            let current = placements.first { $0.index == 9_999_998 }
            #expect(current.map { close($0.offset, -0.25) } ?? false, "\(type)")
            if l.isWrapEnabled {
                #expect(placements.contains { $0.index == 0 && close($0.offset, 1.75) }, "\(type)")
            }
        }
    }

    @Test("placeholders sit beyond both ends, each with its own placeholder index, only without wrap")
    func placeholders() {
        let l = layout(.coverFlow, viewport: CellSize(columns: 100, rows: 24), item: CellSize(columns: 20, rows: 8),
                       pitch: 20, placeholders: 3)
        let atStart = l.placements(of: carousel(4))
        let byIndex = Dictionary(uniqueKeysWithValues: atStart.map { ($0.index, $0) })
        #expect(byIndex[-2]?.placeholderIndex == 0 && byIndex[-1]?.placeholderIndex == 1)
        #expect(byIndex[4]?.placeholderIndex == 2)
        #expect(byIndex[0]?.placeholderIndex == nil && byIndex[0]?.isPlaceholder == false)
        #expect(close(byIndex[-2]!.offset, -2))
        let ring = layout(.rotary, placeholders: 3)
        #expect(ring.placements(of: carousel(4, wraps: true)).allSatisfy { !$0.isPlaceholder })
        // No items at all: the placeholders alone are laid out around offset −1.
        let empty = l.placements(of: carousel(0))
        #expect(Set(empty.map(\.index)) == [-2, -1, 0] && empty.allSatisfy { $0.isPlaceholder })
    }

    @Test("items whose alpha is 0 are not loaded; the rest carry their alpha")
    func fadedItemsAreNotLoaded() {
        let machine = layout(.timeMachine)
        let placements = machine.placements(of: carousel(10, at: 4.5))
        #expect(Set(placements.map(\.index)) == Set(0...5))
        #expect(close(placements.first { $0.index == 5 }!.alpha, 0.5))
        #expect(placements.first { $0.index == 0 }!.alpha == 1)
    }

    @Test("back faces are hidden only when showBackfaces is off; items behind the eye are hidden")
    func culling() {
        let inside = layout(.invertedCylinder, viewport: CellSize(columns: 200, rows: 60), item: CellSize(columns: 30, rows: 10),
                            pitch: 30, options: CarouselOptions(overrides: [.visibleItems: 12]))
        let placements = inside.placements(of: carousel(12, wraps: true))
        #expect(placements.count == 12)
        #expect(placements.filter { $0.facing <= 0 }.count == 7)     // |θ| ≥ 90°: o = ±3, ±4, ±5, 6
        #expect(placements.filter { $0.facing <= 0 }.allSatisfy { $0.isHidden })
        #expect(placements.filter { abs($0.offset) <= 2 }.allSatisfy { !$0.isHidden })
        let outside = layout(.cylinder, viewport: CellSize(columns: 200, rows: 60), item: CellSize(columns: 30, rows: 10), pitch: 30)
        let drum = outside.placements(of: carousel(12, wraps: true))
        #expect(drum.contains { !$0.isFrontFacing && !$0.isHidden })
        // Seen from inside with back faces on, the far side is behind the eye.
        let tooClose = layout(.invertedCylinder, viewport: CellSize(columns: 200, rows: 60), item: CellSize(columns: 30, rows: 10),
                              pitch: 30, options: CarouselOptions(overrides: [.visibleItems: 12, .showBackfaces: 1]))
        let far = tooClose.placements(of: carousel(12, wraps: true)).first { close(abs($0.offset), 6) }!
        #expect(far.isHidden && far.quad.isFinite)
    }

    @Test("painter's order: ascending depth, the current item wins ties, every frame")
    func depthOrder() {
        let flat = layout()
        let linear = flat.placements(of: carousel(10, at: 5.25))
        #expect(linear.map(\.zOrder) == Array(0..<linear.count))
        #expect(linear.last!.index == 5)
        #expect(linear.first!.index == 3 || linear.first!.index == 7)
        let flow = layout(.coverFlow, viewport: CellSize(columns: 120, rows: 30), item: CellSize(columns: 30, rows: 10), pitch: 30)
        for offset in stride(from: 0.0, through: 9, by: 0.35) {
            let c = carousel(10, at: offset)
            let placements = flow.placements(of: c)
            #expect(placements.last!.index == c.currentItemIndex, "offset \(offset)")
            #expect(zip(placements, placements.dropFirst()).allSatisfy { $0.depth <= $1.depth })
        }
    }

    @Test("a flat item in the carousel's plane projects to its own cells; rows are aspect-converted")
    func projection() {
        let flat = layout(viewport: CellSize(columns: 80, rows: 24), item: CellSize(columns: 40, rows: 10))
        let centre = flat.placements(of: carousel(10, at: 2)).last!
        #expect(centre.index == 2 && centre.scale == 1)
        #expect(centre.quad == ScreenQuad(topLeft: Vector2(x: 20, y: 7), topRight: Vector2(x: 60, y: 7),
                                          bottomRight: Vector2(x: 60, y: 17), bottomLeft: Vector2(x: 20, y: 7 + 10)))
        // The item's height is 10 rows = 20 column units.
        #expect(close(centre.transform.apply(to: Vector3(x: 0, y: 20, z: 0))!.y, 20))
        let neighbour = flat.placements(of: carousel(10, at: 2)).first { $0.index == 3 }!
        #expect(close(neighbour.quad.topLeft.x, 62))
    }

    @Test("content offset moves the anchor in cells; the viewpoint moves the eye in column units")
    func offsets() {
        var configuration = CarouselConfiguration(type: .timeMachine, contentOffset: Vector2(x: 3, y: -2))
        let moved = CarouselLayout(configuration: configuration, viewport: CellSize(columns: 80, rows: 24),
                                   itemSize: CellSize(columns: 40, rows: 10))
        let front = moved.placements(of: carousel(5, at: 2)).last!
        #expect(close(front.quad.topLeft.x, 23) && close(front.quad.topLeft.y, 5))
        configuration.contentOffset = .zero
        configuration.viewpointOffset = Vector2(x: 0, y: 10)
        let eye = CarouselLayout(configuration: configuration, viewport: CellSize(columns: 80, rows: 24),
                                 itemSize: CellSize(columns: 40, rows: 10))
        let back = eye.placements(of: carousel(5, at: 2)).first { $0.index == 1 }!
        // z = −40 with d = 100 ⇒ q = 1.4; the eye 10 units down moves the item up by 10/1.4/2 rows.
        let still = CarouselLayout(configuration: CarouselConfiguration(type: .timeMachine),
                                   viewport: CellSize(columns: 80, rows: 24), itemSize: CellSize(columns: 40, rows: 10))
            .placements(of: carousel(5, at: 2)).first { $0.index == 1 }!
        #expect(close(back.quad.center.y, still.quad.center.y - 10 / 1.4 / 2))
        #expect(close(back.scale, 1 / 1.4))
    }

    @Test("vertical layouts move items down the screen and use the height as the pitch")
    func vertical() {
        let column = layout(viewport: CellSize(columns: 80, rows: 40), item: CellSize(columns: 30, rows: 10), pitch: nil,
                            isVertical: true)
        #expect(column.itemWidth == 20)
        let below = column.placements(of: carousel(10, at: 4)).first { $0.index == 5 }!
        // Anchor row 20; 20 units down is 10 rows; the item is 10 rows tall.
        #expect(close(below.center.y, 20) && close(below.quad.topLeft.y, 25) && close(below.quad.topLeft.x, 25))
        #expect(column.resolvedOptions(numberOfItems: 10).visibleItems == 6)     // ⌈80/20⌉ + 2
    }

    @Test("without perspective items keep their size wherever they are")
    func noPerspective() {
        let flat = layout(.timeMachine, cameraDistance: .infinity)
        #expect(flat.placements(of: carousel(10, at: 5)).allSatisfy { $0.scale == 1 })
        #expect(layout(.timeMachine, cameraDistance: 0).placements(of: carousel(10, at: 5)).allSatisfy { $0.scale == 1 })
    }

    @Test("cover flow 2 keeps the centre item flat while dragging and turns it in free motion")
    func coverFlow2() {
        let flow = layout(.coverFlow2, viewport: CellSize(columns: 120, rows: 30), item: CellSize(columns: 30, rows: 10), pitch: 30)
        let dragged = flow.placements(of: carousel(10, at: 3.3)).first { $0.index == 3 }!
        #expect(dragged.facing == 1)
        let free = flow.placements(of: carousel(10, at: 3.3), toggle: CoverFlowToggle(isInFreeMotion: true))
            .first { $0.index == 3 }!
        #expect(close(free.facing, cos(-0.3 * .pi / 2 * 0.9)))
        // Plain cover flow turns it either way.
        let plain = layout(.coverFlow, viewport: CellSize(columns: 120, rows: 30), item: CellSize(columns: 30, rows: 10), pitch: 30)
        #expect(close(plain.placements(of: carousel(10, at: 3.3)).first { $0.index == 3 }!.facing, free.facing))
    }
}

@Suite("Hit testing")
struct HitTestTests {
    @Test("a point hits the front-most visible quad that contains it")
    func frontmost() {
        let layout = CarouselLayout(configuration: CarouselConfiguration(type: .coverFlow),
                                    viewport: CellSize(columns: 120, rows: 30), itemSize: CellSize(columns: 30, rows: 10),
                                    itemPitch: 30)
        let placements = layout.placements(of: carousel(10, at: 4))
        #expect(placements.frontmost(at: Vector2(x: 60.5, y: 15.5))?.index == 4)
        // Right of the centre card the side cards overlap; the nearest one (index 5) wins.
        #expect(placements.frontmost(at: Vector2(x: 76.5, y: 15.5))?.index == 5)
        #expect(placements.frontmost(at: Vector2(x: 60.5, y: 1.5)) == nil)
        let quad = placements.last!.quad
        #expect(quad.contains(quad.center) && !quad.contains(Vector2(x: -1, y: -1)))
    }
}
