/// Items that keep arriving after the interface opens: lines streaming in on stdin, or the
/// index pass over a file running on a thread of its own. The frame loop watches
/// `descriptor` and calls `takeProgress()` when it is readable; it never waits for them.
public protocol IncomingItems: AnyObject {
    /// Readable when there is progress to take.
    var descriptor: Int32 { get }
    /// False once everything has arrived, or reading stopped.
    var isOpen: Bool { get }
    /// Why reading stopped early (a ceiling), for the status line; nil otherwise.
    var stopNote: String? { get }
    /// Takes what arrived since the last call: true when the count or the open state
    /// changed. Throws the error that ended reading (a line too long, a read error).
    func takeProgress() throws(ContentError) -> Bool
}
