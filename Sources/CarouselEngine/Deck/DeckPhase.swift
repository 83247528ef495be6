/// Which of HGPageScrollView's two modes a deck is in, with the transitions between
/// them (seeds-behaviours §3.1, §3.5): deck → opening → page → closing → deck.
public enum DeckPhase: Sendable, Equatable {
    /// Scaled-down pages side by side; the pager scrolls.
    case deck
    /// The centred page grows to full screen.
    case opening(DeckZoom)
    /// One page at full screen under its header.
    case page
    /// The open page shrinks back into the deck.
    case closing(DeckZoom)

    /// True while a transition runs.
    public var isTransitioning: Bool {
        switch self {
        case .opening, .closing: return true
        case .deck, .page: return false
        }
    }

    /// How far the centred page is grown at `now`: 0 in the deck, 1 at full screen,
    /// eased in between.
    public func zoom(at now: Double) -> Double {
        switch self {
        case .deck: return 0
        case .page: return 1
        case .opening(let zoom): return zoom.fraction(at: now)
        case .closing(let zoom): return 1 - zoom.fraction(at: now)
        }
    }
}
