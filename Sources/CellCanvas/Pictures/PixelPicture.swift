import Synchronization

/// A picture's pixels as a terminal with a graphics protocol is sent them: RGB, row by
/// row, three bytes each. A class so that every frame and cache refers to one copy, and
/// so that a terminal can tell pictures apart by `serial` (it sends each one once).
public final class PixelPicture: Sendable, Equatable {
    /// Pixels across.
    public let width: Int
    /// Pixels down.
    public let height: Int
    /// `width × height × 3` bytes.
    public let rgb: [UInt8]
    /// Unique among the pictures of this process.
    public let serial: UInt64

    private static let counter = Atomic<UInt64>(0)

    /// A picture of `rgb` (`width × height × 3` bytes), shared, not copied.
    public init(width: Int, height: Int, rgb: [UInt8]) {
        precondition(rgb.count == width * height * 3, "RGB bytes do not match the size")
        self.width = width
        self.height = height
        self.rgb = rgb
        serial = Self.counter.add(1, ordering: .relaxed).newValue
    }

    /// The same picture, never two with equal pixels.
    public static func == (lhs: PixelPicture, rhs: PixelPicture) -> Bool { lhs === rhs }
}
