import CarouselEngine

/// The engine's placements for one state as JSON (`swipe-tui layout`), for people who
/// debug a custom layout and for tests.
public enum LayoutReport {
    /// The report for `carousel` laid out by `layout`.
    public static func json(layout: CarouselLayout, carousel: Carousel) -> String {
        let placements = layout.placements(of: carousel).sorted { $0.index < $1.index }
        let items = placements.map { placement -> String in
            let center = placement.center
            let corners = placement.quad.corners.map { "[\(number($0.x)), \(number($0.y))]" }.joined(separator: ", ")
            return "    {\"index\": \(placement.index), \"offset\": \(number(placement.offset)), "
                + "\"center\": [\(number(center.x)), \(number(center.y)), \(number(center.z))], "
                + "\"alpha\": \(number(placement.alpha)), \"hidden\": \(placement.isHidden), "
                + "\"zOrder\": \(placement.zOrder), \"quad\": [\(corners)]}"
        }
        let viewport = layout.viewport
        return """
            {
              "type": \(JSONText.quoted(layout.configuration.type.name)),
              "items": \(carousel.numberOfItems),
              "scrollOffset": \(number(carousel.scrollOffset)),
              "itemWidth": \(number(layout.itemWidth)),
              "viewport": {"cols": \(number(viewport.columns)), "rows": \(number(viewport.rows))},
              "vertical": \(layout.configuration.isVertical),
              "wrap": \(carousel.isWrapEnabled),
              "placements": [
            \(items.joined(separator: ",\n"))
              ]
            }
            """
    }

    /// A JSON number with up to six decimals (no exponent, no negative zero; null if not finite).
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        let rounded = (value * 1e6).rounded() / 1e6
        if rounded == 0 { return "0" }
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        return "\(rounded)"
    }
}
