/// Where an item of a `GridPage` is: its section and its place in the section.
public struct GridIndex: Sendable, Hashable {
    /// The section.
    public var section: Int
    /// The item's place in its section.
    public var item: Int

    /// Item `item` of section `section`.
    public init(section: Int, item: Int) {
        self.section = section
        self.item = item
    }
}

/// Supplies a `GridPage` with its sections and items (STCollectionView's `stDataSource`
/// and its flow layout's delegate, one protocol). Sizes are cells; item views are asked
/// for while visible and offered back, to refill, once they are not.
public protocol GridPageDataSource: AnyObject {
    /// How many sections there are (1 by default).
    func numberOfSections(in grid: GridPage) -> Int
    /// How many items section `section` has.
    func gridPage(_ grid: GridPage, numberOfItemsInSection section: Int) -> Int
    /// How many columns section `section` lays its items in (2 by default).
    func gridPage(_ grid: GridPage, numberOfColumnsInSection section: Int) -> Int
    /// How many rows item `index` is tall in a column `width` columns wide (by default
    /// square, half as many rows as columns, at least 3).
    func gridPage(_ grid: GridPage, heightOfItemAt index: GridIndex, width: Int) -> Int
    /// The view of item `index` (a `Card`, or any `ItemView`); `reusable` is one that left
    /// the screen, to refill.
    func gridPage(_ grid: GridPage, viewForItemAt index: GridIndex, reusing reusable: (any ItemView)?) -> any ItemView
    /// The title of section `section`'s header row, or nil for no header (the default).
    func gridPage(_ grid: GridPage, titleForHeaderInSection section: Int) -> String?
    /// The text of section `section`'s footer row, or nil for no footer (the default).
    func gridPage(_ grid: GridPage, titleForFooterInSection section: Int) -> String?
}

extension GridPageDataSource {
    public func numberOfSections(in grid: GridPage) -> Int { 1 }
    public func gridPage(_ grid: GridPage, numberOfColumnsInSection section: Int) -> Int { 2 }
    public func gridPage(_ grid: GridPage, heightOfItemAt index: GridIndex, width: Int) -> Int { max((width + 1) / 2, 3) }
    public func gridPage(_ grid: GridPage, titleForHeaderInSection section: Int) -> String? { nil }
    public func gridPage(_ grid: GridPage, titleForFooterInSection section: Int) -> String? { nil }
}
