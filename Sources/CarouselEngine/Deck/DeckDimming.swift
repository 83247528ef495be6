/// How much a deck page is darkened by its distance from the centre
/// (seeds-behaviours §3.2): `|Δx / containerWidth| · 0.4`, at most 0.2, and nothing
/// below 0.05, so a page that is almost centred is fully bright.
public enum DeckDimming {
    /// The darkest a page gets (HGPageScrollView's overlay opacity for a neighbour).
    public static let maximum = 0.2
    /// Amounts below this count as none.
    public static let cutoff = 0.05
    /// Overlay opacity per container width of distance.
    public static let slope = 0.4

    /// The overlay amount, in `0...maximum`, for a page `distance` pages from the centre
    /// when pages are `pageStep` columns apart on a screen `containerWidth` columns wide.
    public static func amount(distance: Double, pageStep: Double, containerWidth: Double) -> Double {
        guard distance.isFinite, pageStep.isFinite, containerWidth.isFinite, containerWidth > 0 else {
            return distance.isNaN ? 0 : maximum
        }
        let amount = min(abs(distance * pageStep / containerWidth) * slope, maximum)
        return amount < cutoff ? 0 : amount
    }

    /// The overlay as an opacity for the page itself: 1 for no overlay, 0.5 at the
    /// maximum (a terminal shows that as a half-way colour blend, or as dim).
    public static func alpha(forAmount amount: Double) -> Double {
        guard amount.isFinite else { return 1 }
        return 1 - min(max(amount, 0), maximum) / maximum * 0.5
    }
}
