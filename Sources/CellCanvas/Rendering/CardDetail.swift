/// How much of a card to draw at a given size: a card too small to read loses its
/// body, then its title, and keeps its frame (DESIGN §4).
public enum CardDetail: Sendable, Hashable, CaseIterable {
    /// Title and body.
    case full
    /// The title in the frame.
    case titleOnly
    /// The frame alone.
    case frameOnly

    /// The smallest card that shows its body: a body line of at least 6 columns between
    /// the frame and its padding, under a title row and a blank row.
    public static let smallestFullSize = Size(columns: 10, rows: 5)
    /// The smallest card that shows its title: at least 3 columns of it.
    public static let smallestTitledSize = Size(columns: 7, rows: 3)

    /// The detail a card drawn at `size` cells can carry.
    public init(size: Size) {
        if size.columns >= Self.smallestFullSize.columns, size.rows >= Self.smallestFullSize.rows {
            self = .full
        } else if size.columns >= Self.smallestTitledSize.columns, size.rows >= Self.smallestTitledSize.rows {
            self = .titleOnly
        } else {
            self = .frameOnly
        }
    }

    /// `card` reduced to this detail.
    public func applied(to card: CardView) -> CardView {
        var reduced = card
        switch self {
        case .full:
            break
        case .titleOnly:
            reduced.blocks = []
        case .frameOnly:
            reduced.title = ""
            reduced.blocks = []
        }
        return reduced
    }
}
