/// Supplies a `CarouselView` with its items, like iCarousel's data source. Cards are
/// asked for only while their items are on screen, so a data source may stand for
/// millions of items.
public protocol CarouselViewDataSource: AnyObject {
    /// How many items the carousel shows.
    func numberOfItems(in carouselView: CarouselView) -> Int
    /// The card for the item at `index` (`0 ..< numberOfItems`). Its text is drawn as is:
    /// pass untrusted text through `Sanitizer` first.
    func carouselView(_ carouselView: CarouselView, cardForItemAt index: Int) -> Card
}
