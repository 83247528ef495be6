/// Pictures a view expects to place within a few frames (the cards beside the focused one,
/// nearest first): a terminal that keeps pictures may send them ahead, so that one shows at
/// once when it is placed.
public struct UpcomingPictures: Sendable, Equatable {
    /// The pictures, nearest first.
    public var pictures: [PixelPicture]
    /// Whether they may be sent now. False while the view moves: a picture sent then would
    /// still be on its way when the view rests and holds up the ones it places; those
    /// already sent are kept meanwhile.
    public var maySendNow: Bool

    /// `pictures`, nearest first, sent now or only kept.
    public init(_ pictures: [PixelPicture] = [], maySendNow: Bool = true) {
        self.pictures = pictures
        self.maySendNow = maySendNow
    }

    /// Adds `other`'s pictures after these; they may be sent now only when both say so.
    public mutating func add(_ other: UpcomingPictures) {
        pictures += other.pictures
        maySendNow = maySendNow && other.maySendNow
    }
}
