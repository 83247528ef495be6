import CarouselEngine
import CellCanvas

/// What a component drew where, front-most last: a click is resolved against the frame
/// the user saw, never against a layout worked out again.
public struct HitMap: Sendable, Equatable {
    /// What can be under the pointer.
    public enum Target: Sendable, Hashable {
        /// An item: a carousel's index, a paging view's item, a deck's page (deck position).
        case item(Int)
        /// An item of a table's page: a list's row, a grid's card.
        case pageItem(page: Int, item: Int)
        /// A page indicator's dot for this page.
        case pageDot(Int)
        /// A tab label of a table's bar: its page.
        case tab(Int)
        /// A table's header and the rows of its bar (tab labels are drawn over it).
        case header
        /// A pane the host draws beside the component (the tabs mode's preview).
        case pane
    }

    /// A region and what it shows.
    public struct Entry: Sendable, Equatable {
        /// The cells covered, in screen coordinates: a rectangle or a projected quad.
        public var shape: Shape
        /// What is there.
        public var target: Target
    }

    /// A rectangle of cells, or an item's projected corners.
    public enum Shape: Sendable, Equatable {
        case rect(Rect)
        case quad(ScreenQuad)

        func contains(column: Int, row: Int) -> Bool {
            switch self {
            case .rect(let rect): return rect.contains(Point(x: column, y: row))
            case .quad(let quad): return quad.contains(Vector2(x: Double(column) + 0.5, y: Double(row) + 0.5))
            }
        }
    }

    /// Entries back to front.
    public private(set) var entries: [Entry] = []

    /// An empty map.
    public init() {}

    /// Adds a region drawn over the ones before it.
    public mutating func add(_ shape: Shape, _ target: Target) {
        entries.append(Entry(shape: shape, target: target))
    }

    /// Adds every entry of `map`, over the ones already here.
    public mutating func add(_ map: HitMap) {
        entries += map.entries
    }

    /// The same entries `offset` cells further right and down: a map drawn in a buffer of
    /// its own, placed on the screen.
    public func moved(by offset: Point) -> HitMap {
        var moved = HitMap()
        moved.entries = entries.map { entry in
            switch entry.shape {
            case .rect(let rect):
                return Entry(shape: .rect(Rect(x: rect.x + offset.x, y: rect.y + offset.y, width: rect.width, height: rect.height)),
                             target: entry.target)
            case .quad(let quad):
                func move(_ point: Vector2) -> Vector2 { Vector2(x: point.x + Double(offset.x), y: point.y + Double(offset.y)) }
                let moved = ScreenQuad(topLeft: move(quad.topLeft), topRight: move(quad.topRight),
                                       bottomRight: move(quad.bottomRight), bottomLeft: move(quad.bottomLeft))
                return Entry(shape: .quad(moved), target: entry.target)
            }
        }
        return moved
    }

    /// The front-most target at a cell, if any.
    public func target(atColumn column: Int, row: Int) -> Target? {
        entries.last { $0.shape.contains(column: column, row: row) }?.target
    }
}
