/// Supplies a `CarouselView` with its items, like iCarousel's data source. Views are asked
/// for only when their items come on screen, and kept while they stay there (call
/// `reloadItem(at:)` or `reloadData()` when one changes), so a data source may stand for
/// millions of items.
public protocol CarouselViewDataSource: AnyObject {
    /// How many items the carousel shows.
    func numberOfItems(in carouselView: CarouselView) -> Int
    /// The view for the item at `index` (`0 ..< numberOfItems`). `reusable` is a view that
    /// went off screen, to refill instead of making a new one (iCarousel's reusingView).
    /// Text is drawn as is: pass untrusted text through `Sanitizer` first.
    func carouselView(_ carouselView: CarouselView, viewForItemAt index: Int, reusing reusable: (any ItemView)?) -> any ItemView
    /// How many placeholders stand before the first item and after the last one when the
    /// carousel does not wrap (split evenly, as iCarousel does). 0 by default.
    func numberOfPlaceholders(in carouselView: CarouselView) -> Int
    /// The view for placeholder `index` (`0 ..< numberOfPlaceholders`).
    func carouselView(_ carouselView: CarouselView, placeholderViewAt index: Int, reusing reusable: (any ItemView)?) -> any ItemView
}

extension CarouselViewDataSource {
    public func numberOfPlaceholders(in carouselView: CarouselView) -> Int { 0 }

    public func carouselView(_ carouselView: CarouselView, placeholderViewAt index: Int,
                             reusing reusable: (any ItemView)?) -> any ItemView {
        Card(title: "", blocks: [])
    }
}
