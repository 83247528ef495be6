import CellCanvas
import TerminalBackend

/// What every component shows as an item: anything that can draw itself into a region of
/// a `CellBuffer` at the size it is given (iCarousel's "any view"). The built-in `Card` is
/// one; a program returns its own — a chart, a form, a gauge.
///
/// 3D carousel types lay the view out at its projected size and then warp it, so a view
/// should draw sensibly at any size, down to a few cells, and honour `context.detail`
/// when it is small.
///
/// ```swift
/// struct Gauge: ItemView {
///     var level: Double
///     func draw(in region: Rect, on buffer: inout CellBuffer, context: ItemContext) {
///         let filled = Int(Double(region.width) * level)
///         buffer.write(String(repeating: "█", count: filled), x: region.x, y: region.y,
///                      style: context.style.title, clip: region)
///     }
///     var drawingKey: AnyHashable? { level }
/// }
/// ```
public protocol ItemView {
    /// Draws the item inside `region` of `buffer`, touching nothing outside it.
    func draw(in region: Rect, on buffer: inout CellBuffer, context: ItemContext)
    /// Views with equal keys draw the same cells for the same size and context, so a
    /// component draws one once and copies it after (and draws it again when its key
    /// changes). nil (the default) draws it each time the component lays out.
    var drawingKey: AnyHashable? { get }
    /// How many rows the view needs at `width` columns to show everything, its own frame
    /// included; when that is more than the region's height, the component scrolls it:
    /// `ItemContext.scrollRow` runs from 0 to `contentRows − height` (the default
    /// `scrollLimit`). nil (the default) when it never scrolls.
    func contentRows(width: Int) -> Int?
    /// The largest `ItemContext.scrollRow` worth drawing the view at `size` in `context`
    /// with: 0 when everything shows. By default `contentRows − height`; a card counts the
    /// body rows its frame and title leave. Components scroll the focused item, and
    /// `PageScrollView` its open page, up to it (keys, and the wheel over it).
    func scrollLimit(in size: Size, context: ItemContext) -> Int
    /// An input event for the item while it is the focused one and the component has no
    /// use for it; true when the view used it (the component then draws again). (Today
    /// `CarouselView` passes its current item the keys its key map does not bind.)
    mutating func handle(_ event: InputEvent) -> Bool
    /// Loads what the view shows at `size` in `context` before it is drawn there: a view
    /// that holds views of its own (a `GridPage`'s cards) asks for those in view and lets
    /// the others go. Components call it in their layout pass, so that drawing loads
    /// nothing; a program drawing such a view itself calls it first. Nothing by default.
    func loadContent(size: Size, context: ItemContext)
    /// True while what the view shows at `width` columns is still being laid out, a step
    /// each time it is drawn (a card's body of thousands of lines): its cells are not kept
    /// until it is false, and `PageScrollView` asks for frames while its open page is. False by default.
    func isLayingOut(width: Int) -> Bool
}

extension ItemView {
    public var drawingKey: AnyHashable? { nil }
    public func contentRows(width: Int) -> Int? { nil }
    public func scrollLimit(in size: Size, context: ItemContext) -> Int {
        contentRows(width: size.columns).map { max($0 - size.rows, 0) } ?? 0
    }
    public mutating func handle(_ event: InputEvent) -> Bool { false }
    public func isLayingOut(width: Int) -> Bool { false }
    public func loadContent(size: Size, context: ItemContext) {}
}

/// How an item is to be drawn this time.
public struct ItemContext: Sendable, Hashable {
    /// True for the focused item (the centred card, the page's chosen item).
    public var isFocused: Bool
    /// How much to show: everything, the title alone, or the frame (small projections).
    public var detail: CardDetail
    /// The component's look for this item, focused or not: a view may use its colours.
    public var style: CardStyle
    /// The first content row shown, for views that scroll (`contentRows`).
    public var scrollRow: Int
    /// True for a page open to full size under a header that shows its title: the view
    /// may leave out what the header says.
    public var isOpen: Bool
    /// True when a 3D projection will warp what the view draws: pictures placed on the
    /// buffer (`CellBuffer.place`) are sampled afresh through it, so their cells need not
    /// be drawn finely.
    public var isWarped: Bool
    /// How pictures are drawn: symbols, pixels, the cells' shape (the component's
    /// `pictureDisplay`).
    public var pictures: PictureDisplay

    /// Hashes the flags and the scroll row only: contexts are looked up for every item on
    /// every frame, and the style's glyph strings would be hashed through Unicode
    /// normalisation each time. Equal contexts still compare every field.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(isFocused)
        hasher.combine(detail)
        hasher.combine(scrollRow)
        hasher.combine(isOpen)
        hasher.combine(isWarped)
    }

    /// A context; `scrollRow` 0 shows the start.
    public init(isFocused: Bool, detail: CardDetail = .full, style: CardStyle, scrollRow: Int = 0, isOpen: Bool = false,
                isWarped: Bool = false, pictures: PictureDisplay = PictureDisplay()) {
        self.isFocused = isFocused
        self.detail = detail
        self.style = style
        self.scrollRow = scrollRow
        self.isOpen = isOpen
        self.isWarped = isWarped
        self.pictures = pictures
    }

    /// Draws a card's frame (and `title` on its first row, when there is one) in this
    /// context's style inside `region`, and returns the cells left inside it for content:
    /// the frame every built-in card has, for views of your own.
    @discardableResult
    public func drawFrame(title: String = "", in region: Rect, on buffer: inout CellBuffer) -> Rect {
        CardView(title: title, blocks: [], style: style).draw(in: region, on: &buffer)
        let inside = region.insetBy(dx: 2, dy: 1)
        guard !title.isEmpty else { return inside }
        return Rect(x: inside.x, y: inside.y + 2, width: inside.width, height: max(inside.height - 2, 0))
    }
}

extension Card: ItemView {
    /// The card with its frame, title and blocks wrapped to the region, at the context's
    /// detail and style, from `scrollRow` on, saying which lines show in its bottom border
    /// when focused and the body does not fit; open, the same card without its title (the
    /// header above shows it), the body taking its rows. A picture shows under the text in view.
    public func draw(in region: Rect, on buffer: inout CellBuffer, context: ItemContext) {
        let card = context.detail.applied(to: cardView(context: context))
        card.draw(in: region, on: &buffer)
        if let picture, context.detail == .full {
            PictureRasterizer.drawPicture(at: picture, in: card.areaBelowBody(in: region), context: context, on: &buffer)
        }
    }

    /// The card as drawn in `context`: scrolled, saying which lines show when focused, and
    /// without its title when open.
    private func cardView(context: ItemContext) -> CardView {
        CardView(title: title, body: body, style: context.style, titleMarks: titleMarks, subtitle: subtitle,
                 scrollRow: context.scrollRow, showsPosition: context.isFocused, showsTitle: !context.isOpen)
    }

    /// The body's lines past the rows its frame (and title, when closed) leave.
    public func scrollLimit(in size: Size, context: ItemContext) -> Int {
        let card = cardView(context: context)
        let rows = card.bodyRows(cardHeight: size.rows)
        guard rows > 0 else { return 0 }
        return max(card.bodyRowsLaidOut(cardWidth: size.columns) - rows, 0)
    }

    /// The card itself; with a picture, also where its decode stands (a card drawn while
    /// loading is drawn again once the picture is in). How pictures are drawn is the
    /// context's, which a component's cache keys on.
    public var drawingKey: AnyHashable? {
        guard let picture else { return self }
        return PictureDecodeKey(self, showingPictureAt: picture)
    }

    /// True while a card `width` columns wide still lays out its body (a long body is laid
    /// out a step each time it is drawn saying which lines show).
    public func isLayingOut(width: Int) -> Bool {
        body.isLayingOut(width: CardView.bodyWidth(cardWidth: width))
    }
}
