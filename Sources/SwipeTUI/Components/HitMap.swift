import CarouselEngine
import CellCanvas

/// What a component drew where, front-most last: a click is resolved against the frame
/// the user saw, never against a layout worked out again.
public struct HitMap: Sendable, Equatable {
    /// What can be under the pointer.
    public enum Target: Sendable, Hashable {
        /// An item (carousel index, item of a page, page of a deck).
        case item(Int)
        /// A page indicator's dot for this page.
        case pageDot(Int)
        /// A tab label of a segment bar.
        case tab(Int)
        /// A row of a list.
        case row(Int)
        /// A header above the content.
        case header
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

    /// The front-most target at a cell, if any.
    public func target(atColumn column: Int, row: Int) -> Target? {
        entries.last { $0.shape.contains(column: column, row: row) }?.target
    }
}
