/// Work a source or a library does off the frame loop (decoding pictures, parsing a large
/// slide) whose results change what cards show. The session draws again whenever
/// `generation` moves, and looks again every few milliseconds while `isBusy`; idle, it
/// costs nothing.
public protocol BackgroundWork: AnyObject {
    /// Moves on each time a piece of work ends.
    var generation: Int { get }
    /// Whether work is queued or running.
    var isBusy: Bool { get }
    /// The items (by the source's own index) whose cards the work changed since the last
    /// call, taken: their views are asked for again. Empty for work that changes only how
    /// cards draw (a picture decoded).
    func takeChangedItems() -> [Int]
}

extension BackgroundWork {
    /// No item's card changes: cards are drawn again, not asked for again.
    public func takeChangedItems() -> [Int] { [] }
}
