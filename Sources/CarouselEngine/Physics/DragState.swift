/// A drag in progress: where it started, where the pointer has taken the carousel, and
/// the velocity a release would use. Offsets are unwrapped: a drag across the 0/N seam
/// of a wrapping carousel keeps counting.
public struct DragState: Sendable, Equatable {
    /// The carousel's offset when the drag began.
    public var startOffset: Double
    /// Where the pointer was at the start, as an offset before the rubber band: equal to
    /// `startOffset` unless the drag caught the carousel past an end.
    public var pointerStartOffset: Double
    /// The offset the drag has moved the carousel to, rubber band applied.
    public var offset: Double
    /// The pointer's total translation along the scroll axis so far, in columns.
    public var translation: Double
    /// The velocity a release now would glide with, in items per second.
    public var releaseVelocity: Double

    /// A drag that begins at `startOffset`, with the pointer at `pointerStartOffset`.
    public init(startOffset: Double, pointerStartOffset: Double) {
        self.startOffset = startOffset
        self.pointerStartOffset = pointerStartOffset
        self.offset = startOffset
        self.translation = 0
        self.releaseVelocity = 0
    }
}
