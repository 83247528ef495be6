import Testing
@testable import CarouselEngine

@Suite("Carousel insert, remove and reload (icarousel-spec §3.6)")
struct CarouselItemEditTests {
    @Test("removing the centred item: its ghost fades out in 0.1 s, then the next slides in over 0.4 s")
    func removeCentred() {
        var carousel = Carousel(numberOfItems: 5, scrollOffset: 2)
        let (edit, _) = carousel.removeItem(at: 2, now: 10)
        #expect(carousel.numberOfItems == 4 && carousel.scrollOffset == 2 && carousel.currentItemIndex == 2)
        guard let edit else {
            Issue.record("no edit")
            return
        }
        // The ghost stands where item 2 was drawn, fading.
        #expect(edit.ghost(at: 10)?.offset == 0 && edit.ghost(at: 10)?.alpha == 1)
        #expect(abs((edit.ghost(at: 10.05)?.alpha ?? -1) - 0.5) < 1e-9)
        #expect(edit.ghost(at: 10.1) == nil)
        // The old item 3, now 2, starts one place on and has not moved during the fade.
        #expect(edit.displacement(ofItem: 2, at: 10.05) == 1)
        #expect(edit.displacement(ofItem: 1, at: 10.05) == 0)
        // Half-way through the ease-in-out slide it is half-way; at the end it is in place.
        #expect(abs(edit.displacement(ofItem: 2, at: 10.3) - 0.5) < 1e-9)
        #expect(edit.displacement(ofItem: 2, at: 10.5) == 0 && edit.isFinished(at: 10.5) && !edit.isFinished(at: 10.49))
    }

    @Test("removing the last item while it is centred moves the centre back, and nothing jumps")
    func removeLast() {
        var carousel = Carousel(numberOfItems: 3, scrollOffset: 2)
        let (edit, _) = carousel.removeItem(at: 2, now: 0)
        #expect(carousel.scrollOffset == 1 && edit?.offsetShift == -1)
        // Item 1 was one left of the centre and is drawn there at first.
        #expect(edit.map { Double(1) + $0.displacement(ofItem: 1, at: 0) - carousel.scrollOffset } == -1)
        #expect(carousel.removeItem(at: 7, now: 0).edit == nil)
    }

    @Test("reloading cross-fades in place over 0.4 s: the old view fades out, the new one in, swapping half-way")
    func reload() {
        let edit = CarouselItemEdit(kind: .reload(2), previousScrollOffset: 2, offsetShift: 0, startTime: 0, previousCount: 5)
        #expect(edit.alpha(ofItem: 2, at: 0) == 1 && edit.showsOldView(ofItem: 2, at: 0))
        // A quarter in, ease-in-out has gone 4·0.25³ = 0.0625: the old view at 1 − 2·0.0625.
        #expect(abs(edit.alpha(ofItem: 2, at: 0.1) - 0.875) < 1e-9 && edit.showsOldView(ofItem: 2, at: 0.1))
        // Half-way it is faintest, never gone; the new view shows from there on.
        #expect(edit.alpha(ofItem: 2, at: 0.2) == CarouselItemEdit.crossFadeFloor && !edit.showsOldView(ofItem: 2, at: 0.2))
        #expect(abs(edit.alpha(ofItem: 2, at: 0.3) - 0.875) < 1e-9)
        #expect(edit.alpha(ofItem: 2, at: 0.4) == 1 && edit.isFinished(at: 0.4) && !edit.isFinished(at: 0.39))
        // Nothing else fades or moves, and nothing is left behind.
        #expect(edit.alpha(ofItem: 1, at: 0.2) == 1 && !edit.showsOldView(ofItem: 1, at: 0.1))
        #expect(edit.displacement(ofItem: 2, at: 0.1) == 0 && edit.displacement(ofItem: 3, at: 0.1) == 0)
        #expect(edit.ghost(at: 0.05) == nil)
    }

    @Test("inserting keeps the offset: the new item takes the centre, the rest slide aside")
    func insert() {
        var carousel = Carousel(numberOfItems: 4, scrollOffset: 1)
        let (edit, _) = carousel.insertItem(at: 1, now: 0)
        #expect(carousel.numberOfItems == 5 && carousel.currentItemIndex == 1)
        #expect(edit.displacement(ofItem: 2, at: 0) == -1 && edit.displacement(ofItem: 0, at: 0) == 0)
        #expect(edit.displacement(ofItem: 1, at: 0) == 0)
        #expect(edit.alpha(ofItem: 1, at: 0) < 1 && edit.alpha(ofItem: 1, at: 0.2) == 1)
        #expect(edit.displacement(ofItem: 3, at: 0.4) == 0)
        var empty = Carousel(numberOfItems: 0)
        _ = empty.insertItem(at: 0, now: 0)
        #expect(empty.numberOfItems == 1 && empty.currentItemIndex == 0)
    }

    @Test("the layout draws the edit: displaced items, the ghost never hit")
    func layout() {
        var carousel = Carousel(numberOfItems: 5, scrollOffset: 2)
        let layout = CarouselLayout(configuration: CarouselConfiguration(type: .linear),
                                    viewport: CellSize(columns: 100, rows: 20), itemSize: CellSize(columns: 20, rows: 10),
                                    itemPitch: 22)
        let (edit, _) = carousel.removeItem(at: 2, now: 0)
        let placements = layout.placements(of: carousel, edit: edit, now: 0.05)
        let ghost = placements.first { $0.isGhost }
        #expect(ghost?.index == 2 && ghost?.offset == 0)
        #expect(placements.first { $0.index == 2 && !$0.isGhost }?.offset == 1)
        #expect(placements.frontmost(at: Vector2(x: 50, y: 10))?.isGhost != true)
    }

    @Test("on a ring, offsets are taken round it before and after: the left neighbour stays, the right one slides in")
    func wrapped() {
        var carousel = Carousel(numberOfItems: 6, isWrapEnabled: true)
        let (edit, _) = carousel.removeItem(at: 0, now: 0)
        guard let edit else {
            Issue.record("no edit")
            return
        }
        #expect(edit.displacement(ofItem: 4, at: 0) == 0, "the old item 5, one left of the centre, stays there")
        #expect(edit.displacement(ofItem: 0, at: 0) == 1, "the old item 1 starts one right and slides in")
        #expect(edit.ghost(at: 0)?.offset == 0, "the ghost fades where it was, not a turn away")
        var ring = Carousel(numberOfItems: 5, isWrapEnabled: true, scrollOffset: 4)
        let (insert, _) = ring.insertItem(at: 0, now: 0)
        #expect(insert.displacement(ofItem: 5, at: 0) == -1, "the item that was centred slides one place right")
        #expect(insert.displacement(ofItem: 3, at: 0) == -1)
        #expect(insert.displacement(ofItem: 1, at: 0) == -2, "from one right of the centre to the far side, the short way")
    }

    @Test("edits report the scroll and index changes the count change caused")
    func events() {
        var carousel = Carousel(numberOfItems: 4, scrollOffset: 3)
        let (_, events) = carousel.removeItem(at: 3, now: 0)
        #expect(events.contains(.currentItemIndexDidChange) && events.contains(.didScroll))
        var empty = Carousel(numberOfItems: 0)
        let (_, inserted) = empty.insertItem(at: 0, now: 0)
        #expect(inserted.contains(.currentItemIndexDidChange))
    }

    @Test("loaded views shift with an insert, trailing placeholders too")
    func shiftsPlaceholders() {
        var views = LoadedItemViews<String>()
        views.store("item 2", at: 2, isPlaceholder: false)
        views.store("placeholder", at: 3, isPlaceholder: true)
        views.store("leading", at: -1, isPlaceholder: true)
        views.shiftIndexes(from: 0, by: 1)
        #expect(views[3] == "item 2" && views[4] == "placeholder" && views[-1] == "leading")
    }
}
