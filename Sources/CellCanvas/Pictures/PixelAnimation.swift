/// The frames of an animated picture, for a terminal that plays animations itself (the
/// kitty graphics protocol): sent once with how long each shows, then started and stopped.
/// It rides on the placement of its first frame (`PicturePlacement.animation`).
public struct PixelAnimation: Sendable, Equatable {
    /// The frames in order, each whole and of one size; the first is the placed picture.
    public let frames: [PixelPicture]
    /// How long each frame shows, in milliseconds (one a frame, each at least 1).
    public let delays: [Int]
    /// Whether it plays now (the focused card at rest); otherwise its first frame shows.
    public var plays: Bool

    /// An animation of `frames` (at least two, all of the first one's size) showing
    /// `delays` milliseconds each; nil when they do not make one.
    public init?(frames: [PixelPicture], delays: [Int], plays: Bool) {
        guard frames.count > 1, delays.count == frames.count, let first = frames.first,
              frames.allSatisfy({ $0.width == first.width && $0.height == first.height }) else { return nil }
        self.frames = frames
        self.delays = delays.map { max($0, 1) }
        self.plays = plays
    }
}
