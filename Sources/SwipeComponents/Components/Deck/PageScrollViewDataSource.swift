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
    /// The header over page `index` while it is open (HGPageScrollView's
    /// headerViewForPageAtIndex), drawn across the view's top two rows; asked once each
    /// time the page opens. nil (the default) gives a `PageHeader` of the page's title and
    /// subtitle.
    func pageScrollView(_ pageScrollView: PageScrollView, headerViewForPageAt index: Int) -> (any ItemView)?
}

extension PageScrollViewDataSource {
    public func pageScrollView(_ pageScrollView: PageScrollView, subtitleForPageAt index: Int) -> String { "" }
    public func pageScrollView(_ pageScrollView: PageScrollView, headerViewForPageAt index: Int) -> (any ItemView)? { nil }
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
    /// The pointer took hold of the deck.
    func pageScrollViewWillBeginDragging(_ pageScrollView: PageScrollView)
    /// The pointer let go of the deck; `willDecelerate` when it glides on to a page (a
    /// release on a page boundary stops at once).
    func pageScrollViewDidEndDragging(_ pageScrollView: PageScrollView, willDecelerate: Bool)
    /// The deck starts to glide after a release or a wheel notch.
    func pageScrollViewWillBeginDecelerating(_ pageScrollView: PageScrollView)
    /// The glide came to rest.
    func pageScrollViewDidEndDecelerating(_ pageScrollView: PageScrollView)
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
    public func pageScrollViewWillBeginDragging(_ pageScrollView: PageScrollView) {}
    public func pageScrollViewDidEndDragging(_ pageScrollView: PageScrollView, willDecelerate: Bool) {}
    public func pageScrollViewWillBeginDecelerating(_ pageScrollView: PageScrollView) {}
    public func pageScrollViewDidEndDecelerating(_ pageScrollView: PageScrollView) {}
}
