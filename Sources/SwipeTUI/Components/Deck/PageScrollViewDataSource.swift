/// Supplies a `PageScrollView` with its pages (HGPageScrollView's data source).
public protocol PageScrollViewDataSource: AnyObject {
    /// How many pages there are.
    func numberOfPages(in pageScrollView: PageScrollView) -> Int
    /// The view of page `index`, shown scaled in the deck and full size when open (it is
    /// then drawn with `ItemContext.isOpen`). `reusable` is a view that left the deck, to refill.
    func pageScrollView(_ pageScrollView: PageScrollView, viewForPageAt index: Int, reusing reusable: (any ItemView)?) -> any ItemView
    /// The title shown above the centred page and in the open page's header.
    func pageScrollView(_ pageScrollView: PageScrollView, titleForPageAt index: Int) -> String
    /// The line under the title.
    func pageScrollView(_ pageScrollView: PageScrollView, subtitleForPageAt index: Int) -> String
}

extension PageScrollViewDataSource {
    public func pageScrollView(_ pageScrollView: PageScrollView, subtitleForPageAt index: Int) -> String { "" }
}

/// Told what a `PageScrollView` does, in HGPageScrollView's vocabulary (pages are the
/// data source's indexes); every method has a default that does nothing.
public protocol PageScrollViewDelegate: AnyObject {
    /// Page `index` starts to open.
    func pageScrollView(_ pageScrollView: PageScrollView, willSelectPageAt index: Int)
    /// Page `index` is open.
    func pageScrollView(_ pageScrollView: PageScrollView, didSelectPageAt index: Int)
    /// Page `index` starts to close back into the deck.
    func pageScrollView(_ pageScrollView: PageScrollView, willDeselectPageAt index: Int)
    /// Page `index` is back in the deck.
    func pageScrollView(_ pageScrollView: PageScrollView, didDeselectPageAt index: Int)
    /// The deck moved.
    func pageScrollViewDidScroll(_ pageScrollView: PageScrollView)
    /// The deck starts moving towards page `index`.
    func pageScrollView(_ pageScrollView: PageScrollView, willScrollToPageAt index: Int)
    /// Page `index` is the centred page now.
    func pageScrollView(_ pageScrollView: PageScrollView, didScrollToPageAt index: Int)
    /// Enter (or a click) on the open page: the user chose page `index`.
    func pageScrollView(_ pageScrollView: PageScrollView, didChoosePageAt index: Int)
}

extension PageScrollViewDelegate {
    public func pageScrollView(_ pageScrollView: PageScrollView, willSelectPageAt index: Int) {}
    public func pageScrollView(_ pageScrollView: PageScrollView, didSelectPageAt index: Int) {}
    public func pageScrollView(_ pageScrollView: PageScrollView, willDeselectPageAt index: Int) {}
    public func pageScrollView(_ pageScrollView: PageScrollView, didDeselectPageAt index: Int) {}
    public func pageScrollViewDidScroll(_ pageScrollView: PageScrollView) {}
    public func pageScrollView(_ pageScrollView: PageScrollView, willScrollToPageAt index: Int) {}
    public func pageScrollView(_ pageScrollView: PageScrollView, didScrollToPageAt index: Int) {}
    public func pageScrollView(_ pageScrollView: PageScrollView, didChoosePageAt index: Int) {}
}
