import Foundation
@testable import CarouselEngine

/// True when `a` and `b` differ by at most `tolerance`.
func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}

/// True when two vectors agree component by component within `tolerance`.
func close(_ a: Vector3, _ b: Vector3, _ tolerance: Double = 1e-9) -> Bool {
    close(a.x, b.x, tolerance) && close(a.y, b.y, tolerance) && close(a.z, b.z, tolerance)
}

/// Degrees to radians.
func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }

/// A type's transforms with the spec's worked-example units: `W` points wide items in a
/// viewport `length` long (both in column units here).
func geometry(_ type: CarouselType, items: Int = 100, itemWidth: Double = 200, length: Double = 1000,
              isVertical: Bool = false, options: CarouselOptions = .defaults) -> TypeTransform {
    let resolved = ResolvedOptions(type: type, options: options, numberOfItems: items, numberOfPlaceholders: 0,
                                   itemWidth: itemWidth, viewportLength: length, viewportShortSide: length)
    return TypeTransform(type: type, options: resolved, hostOptions: options, itemWidth: itemWidth, isVertical: isVertical)
}

/// A carousel scrolled to `offset`.
func carousel(_ items: Int, at offset: Double = 0, wraps: Bool = false) -> Carousel {
    var carousel = Carousel(numberOfItems: items, isWrapEnabled: wraps)
    _ = carousel.setScrollOffset(offset)
    return carousel
}
