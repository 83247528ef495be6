/// A picture's width and height as something outside the program states them (a file's
/// header, a caller's arguments), with what is computed from them checked for overflow: a
/// header may say 4294967295×4294967295, and such a size is refused, never a trap.
package struct PictureSize: Sendable, Hashable {
    /// Pixels across, as stated.
    package var width: Int
    /// Pixels down, as stated.
    package var height: Int

    /// A size of `width × height` pixels, taken as stated (negative or huge sides included).
    package init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// `width × height`; nil when a side is negative or the product does not fit in an `Int`.
    package var pixelCount: Int? { Self.product(width, height) }

    /// Bytes of RGB pixels, three a pixel; nil as for `pixelCount`.
    package var rgbByteCount: Int? { pixelCount.flatMap { Self.product($0, 3) } }

    /// Whether the picture has at most `maximum` pixels (never when its count overflows).
    package func hasAtMost(pixels maximum: Int) -> Bool {
        pixelCount.map { $0 <= maximum } ?? false
    }

    private static func product(_ a: Int, _ b: Int) -> Int? {
        guard a >= 0, b >= 0 else { return nil }
        let (product, overflow) = a.multipliedReportingOverflow(by: b)
        return overflow ? nil : product
    }
}
