/// Which scroll physics drives a carousel.
public enum PhysicsModel: Sendable, Equatable {
    /// iCarousel's own physics: uniform deceleration, a rubber band of `bounceDistance`
    /// items, snapping to items (icarousel-spec §2.2–2.3). For the 3D types.
    case carousel
    /// SwipeView's scroll-view physics: exponential decay, UIScrollView's rubber band and
    /// spring back, and, when paging, a swipe moves at most one page of `itemsPerPage`
    /// items (icarousel-spec §4.6). For flat paging.
    case scrollView(itemsPerPage: Int = 1, isPagingEnabled: Bool = true)

    /// The model that implements this choice.
    public var model: any ScrollPhysicsModel {
        switch self {
        case .carousel:
            return CarouselPhysicsModel()
        case .scrollView(let itemsPerPage, let isPagingEnabled):
            return ScrollViewPhysicsModel(itemsPerPage: itemsPerPage, isPagingEnabled: isPagingEnabled)
        }
    }
}
