import Testing
@testable import CarouselEngine

@Suite("Paging: SwipeView's page maths (icarousel-spec §4.2–4.6)")
struct PagingMathTests {
    @Test("numberOfPages is ceil(N / ipp), 0 without items", arguments: [
        (0, 1, 0), (1, 1, 1), (14, 1, 14), (14, 3, 5), (15, 3, 5), (16, 3, 6), (2, 5, 1),
    ])
    func numberOfPages(count: Int, itemsPerPage: Int, pages: Int) {
        #expect(PageMath(count: count, itemsPerPage: itemsPerPage).numberOfPages == pages)
    }

    @Test("currentPage rounds current / ipp; a truncated final page claims every index past the last full page")
    func currentPage() {
        let padded = PageMath(count: 14, itemsPerPage: 3)
        #expect([0, 1, 2, 3, 9, 12, 13].map(padded.currentPage(forItem:)) == [0, 0, 1, 1, 3, 4, 4])
        let truncated = PageMath(count: 14, itemsPerPage: 3, truncatesFinalPage: true)
        // (14 div 3 − 1)·3 = 9: indexes 10 and on are the last page.
        #expect([0, 9, 10, 11, 13].map(truncated.currentPage(forItem:)) == [0, 3, 4, 4, 4])
        // Wrapping turns truncation off, as SwipeView does.
        let wrapping = PageMath(count: 14, itemsPerPage: 3, truncatesFinalPage: true, wraps: true)
        #expect(wrapping.currentPage(forItem: 10) == 3)
        #expect(PageMath(count: 0, itemsPerPage: 3).currentPage(forItem: 0) == -1)
    }

    @Test("scrolling freely, the window holds the slots from the one nearest its leading edge")
    func itemsInWindow() {
        let padded = PageMath(count: 10, itemsPerPage: 3)
        #expect(padded.items(inWindowAt: 1) == [3, 4, 5])
        // 1.3 pages is 3.9 slots: item 4 leads.
        #expect(padded.items(inWindowAt: 1.3) == [4, 5, 6])
        // The padded last page's empty slots hold nothing.
        #expect(padded.items(inWindowAt: 2.67) == [8, 9] && padded.items(inWindowAt: 3) == [9])
        #expect(padded.items(inWindowAt: -0.2) == [0, 1])
        let wrapping = PageMath(count: 10, itemsPerPage: 3, wraps: true)
        #expect(wrapping.items(inWindowAt: 3.67) == [0, 1] && wrapping.items(inWindowAt: -0.33) == [0, 1])
        #expect(wrapping.items(inWindowAt: 2.67) == [8, 9])
        #expect(PageMath(count: 0, itemsPerPage: 3).items(inWindowAt: 0).isEmpty && padded.items(inWindowAt: .nan).isEmpty)
    }

    @Test("the offset that shows an item: unchanged when it shows, else the nearest that brings it in")
    func offsetShowingItem() {
        let math = PageMath(count: 10, itemsPerPage: 3)
        #expect(math.offset(showing: 4, from: 1) == 1 && math.offset(showing: 5, from: 1.3) == 1.3)
        // Ahead: it comes in at the last slot; behind: at the first.
        #expect(math.offset(showing: 6, from: 1) == 4.0 / 3)
        #expect(math.offset(showing: 2, from: 1) == 2.0 / 3)
        #expect(math.offset(showing: 9, from: 0) == 7.0 / 3)
        // Round a ring, the short way.
        let ring = PageMath(count: 12, itemsPerPage: 3, wraps: true)
        #expect(ring.offset(showing: 11, from: 0) == -1.0 / 3)
        #expect(ring.offset(showing: 5, from: 0) == 1)
        #expect(PageMath(count: 0, itemsPerPage: 3).offset(showing: 0, from: 0) == nil)
    }

    @Test("scrollToPage's item: p·ipp, no later than N − ipp when truncating, clamped or wrapped")
    func firstItemOfPage() {
        let padded = PageMath(count: 14, itemsPerPage: 3)
        #expect((0..<5).map(padded.firstItem(ofPage:)) == [0, 3, 6, 9, 12])
        #expect(padded.items(onPage: 4) == 12..<14)
        #expect(padded.firstItem(ofPage: 99) == 12 && padded.firstItem(ofPage: -3) == 0)
        let truncated = PageMath(count: 14, itemsPerPage: 3, truncatesFinalPage: true)
        #expect(truncated.firstItem(ofPage: 4) == 11)
        #expect(truncated.items(onPage: 4) == 11..<14)
        let wrapping = PageMath(count: 14, itemsPerPage: 3, wraps: true)
        #expect(wrapping.firstItem(ofPage: 5) == 0 && wrapping.firstItem(ofPage: -1) == 12)
        #expect(PageMath(count: 2, itemsPerPage: 5, truncatesFinalPage: true).firstItem(ofPage: 0) == 0)
    }

    @Test("the page containing an item; a truncated last page owns the items only it shows")
    func pageContaining() {
        let truncated = PageMath(count: 14, itemsPerPage: 3, truncatesFinalPage: true)
        #expect([0, 2, 3, 11, 12, 13].map(truncated.page(containing:)) == [0, 0, 1, 3, 4, 4])
        #expect(PageMath(count: 14, itemsPerPage: 3).page(containing: 13) == 4)
    }

    @Test("the user's scroll range ends at the start of the last page, padded or truncated")
    func userScrollRange() {
        #expect(PageMath(count: 14, itemsPerPage: 1).userScrollRange == 0...13)
        #expect(PageMath(count: 14, itemsPerPage: 3).userScrollRange == 0...12)
        #expect(PageMath(count: 14, itemsPerPage: 3, truncatesFinalPage: true).userScrollRange == 0...11)
        #expect(PageMath(count: 14, itemsPerPage: 3, wraps: true).userScrollRange == nil)
        #expect(PageMath(count: 0, itemsPerPage: 3).userScrollRange == nil)
    }

    @Test("loaded items at edge alignment: the window from the offset, one more when between items")
    func loadedEdge() {
        let math = PageMath(count: 14, itemsPerPage: 3)
        // B = 3 items of 10 columns, x0 = 0.
        #expect(math.loadedItems(scrollOffset: 3, viewportLength: 30, itemLength: 10, windowOrigin: 0) == [3, 4, 5])
        #expect(math.loadedItems(scrollOffset: 3.5, viewportLength: 30, itemLength: 10, windowOrigin: 0) == [3, 4, 5, 6])
        // Clamped at the end: duplicates merge.
        #expect(math.loadedItems(scrollOffset: 13, viewportLength: 30, itemLength: 10, windowOrigin: 0) == [13])
    }

    @Test("loaded items at centre alignment include the neighbours that peek in")
    func loadedCenter() {
        let math = PageMath(count: 14, itemsPerPage: 1)
        // B = 100, w = 60: x0 = 20, a third of an item of each neighbour shows.
        let origin = PageAlignment.center.windowOrigin(viewportLength: 100, itemLength: 60, itemsPerPage: 1)
        #expect(origin == 20)
        #expect(math.loadedItems(scrollOffset: 5, viewportLength: 100, itemLength: 60, windowOrigin: origin) == [4, 5, 6])
        #expect(math.loadedItems(scrollOffset: 0, viewportLength: 100, itemLength: 60, windowOrigin: origin) == [0, 1])
        let wrapping = PageMath(count: 14, itemsPerPage: 1, wraps: true)
        #expect(wrapping.loadedItems(scrollOffset: 0, viewportLength: 100, itemLength: 60, windowOrigin: origin) == [0, 1, 13])
    }

    @Test("deferred loading builds the set around the current index, ceil(B/w) + 3 wide")
    func loadedDeferred() {
        let math = PageMath(count: 14, itemsPerPage: 1)
        let loaded = math.loadedItems(scrollOffset: 5.4, viewportLength: 100, itemLength: 60, windowOrigin: 20,
                                      defersLoading: true, currentItemIndex: 5)
        // first = 5 − ceil(20/60) − 1 = 3; count = ceil(100/60) + 3 = 5.
        #expect(loaded == [3, 4, 5, 6, 7])
        #expect(math.loadedItems(scrollOffset: 0, viewportLength: 100, itemLength: 60, windowOrigin: 20,
                                 defersLoading: true, currentItemIndex: 0) == [0, 1, 2])
    }

    @Test("deferred updates wait for a whole item of travel unless forced")
    func deferredUpdates() {
        let wrap = WrapMath(count: 14, wraps: false)
        var loading = DeferredLoading(defers: true)
        var answers: [Bool] = []
        for offset in [2, 2.6, 3.1, 3.5] { answers.append(loading.shouldUpdate(scrollOffset: offset, wrapMath: wrap)) }
        #expect(answers == [true, false, true, false])
        loading.forceRefresh()
        let forced = loading.shouldUpdate(scrollOffset: 3.5, wrapMath: wrap)
        #expect(forced)
        var eager = DeferredLoading(defers: false)
        let first = eager.shouldUpdate(scrollOffset: 1, wrapMath: wrap)
        let second = eager.shouldUpdate(scrollOffset: 1.1, wrapMath: wrap)
        #expect(first && second)
    }

    @Test("no input makes a NaN, a crash or an index out of range")
    func hostileInputs() {
        for count in [0, 1, 2, 14] {
            for ipp in [0, 1, 3, 100] {
                for truncates in [false, true] {
                    for wraps in [false, true] {
                        let math = PageMath(count: count, itemsPerPage: ipp, truncatesFinalPage: truncates, wraps: wraps)
                        for page in [-5, 0, 1, 99] {
                            let items = math.items(onPage: page)
                            #expect(items.allSatisfy { $0 >= 0 && $0 < count })
                        }
                        for offset in [-Double.infinity, -3, 0, 0.5, 13, .nan, 1e300] {
                            let loaded = math.loadedItems(scrollOffset: offset, viewportLength: 100, itemLength: 7,
                                                          windowOrigin: 3, defersLoading: wraps, currentItemIndex: 99)
                            #expect(loaded.allSatisfy { $0 >= 0 && $0 < count })
                        }
                    }
                }
            }
        }
    }
}
