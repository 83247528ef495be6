import CarouselEngine
import CellCanvas

/// Supplies a `SwipeView` with its items (SwipeView's and PageView's data source). Views
/// are asked for when their page enters the page window and dropped when it leaves.
public protocol SwipeViewDataSource: AnyObject {
    /// How many items there are (pages are made of `itemsPerPage` of them).
    func numberOfItems(in swipeView: SwipeView) -> Int
    /// The view of item `index`; `reusable` is one that left the window, to refill.
    func swipeView(_ swipeView: SwipeView, viewForItemAt index: Int, reusing reusable: (any ItemView)?) -> any ItemView
}

/// Told what a `SwipeView` does, in SwipeView's vocabulary; every method has a default
/// that does nothing (selection: allowed).
public protocol SwipeViewDelegate: AnyObject {
    /// A fixed size for every item, in cells, asked for by `reloadData()` (SwipeView's
    /// swipeViewItemSize): it becomes the view's `itemSize`. nil (the default) leaves
    /// `itemSize` as it is.
    func swipeViewItemSize(_ swipeView: SwipeView) -> Size?
    /// The pages moved.
    func swipeViewDidScroll(_ swipeView: SwipeView)
    /// The page nearest the window changed.
    func swipeViewCurrentPageDidChange(_ swipeView: SwipeView)
    /// The pointer took hold of the pages.
    func swipeViewWillBeginDragging(_ swipeView: SwipeView)
    /// The pointer let go.
    func swipeViewDidEndDragging(_ swipeView: SwipeView, willDecelerate: Bool)
    /// The pointer let go fast enough that the pages glide on.
    func swipeViewWillBeginDecelerating(_ swipeView: SwipeView)
    /// A glide came to rest.
    func swipeViewDidEndDecelerating(_ swipeView: SwipeView)
    /// A timed scroll (a key, `scroll(toPage:)`) came to rest.
    func swipeViewDidEndScrollingAnimation(_ swipeView: SwipeView)
    /// How far the pages are between two, as the dots show it (PageView's
    /// onPageTranslationChanged): the page turned from, the one turned to, and the progress.
    func swipeView(_ swipeView: SwipeView, pagingTranslationDidChange translation: PagingTranslation)
    /// Whether item `index` may be selected (a click on it, Enter on the focused one).
    func swipeView(_ swipeView: SwipeView, shouldSelectItemAt index: Int) -> Bool
    /// Item `index` was selected.
    func swipeView(_ swipeView: SwipeView, didSelectItemAt index: Int)
}

extension SwipeViewDelegate {
    public func swipeViewItemSize(_ swipeView: SwipeView) -> Size? { nil }
    public func swipeViewDidScroll(_ swipeView: SwipeView) {}
    public func swipeViewCurrentPageDidChange(_ swipeView: SwipeView) {}
    public func swipeViewWillBeginDragging(_ swipeView: SwipeView) {}
    public func swipeViewDidEndDragging(_ swipeView: SwipeView, willDecelerate: Bool) {}
    public func swipeViewWillBeginDecelerating(_ swipeView: SwipeView) {}
    public func swipeViewDidEndDecelerating(_ swipeView: SwipeView) {}
    public func swipeViewDidEndScrollingAnimation(_ swipeView: SwipeView) {}
    public func swipeView(_ swipeView: SwipeView, pagingTranslationDidChange translation: PagingTranslation) {}
    public func swipeView(_ swipeView: SwipeView, shouldSelectItemAt index: Int) -> Bool { true }
    public func swipeView(_ swipeView: SwipeView, didSelectItemAt index: Int) {}
}
