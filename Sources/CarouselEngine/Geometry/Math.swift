#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The C library's maths (trigonometry for the geometry, exponential and logarithm for
/// the physics curves), kept to this one file so the engine needs no Foundation and only
/// one place knows which platform library provides it.
enum Math {
    static func sin(_ x: Double) -> Double { libmSin(x) }
    static func cos(_ x: Double) -> Double { libmCos(x) }
    static func tan(_ x: Double) -> Double { libmTan(x) }
    /// `e^x`.
    static func exp(_ x: Double) -> Double { libmExp(x) }
    /// The natural logarithm of `x`.
    static func log(_ x: Double) -> Double { libmLog(x) }
}

private func libmSin(_ x: Double) -> Double { sin(x) }
private func libmCos(_ x: Double) -> Double { cos(x) }
private func libmTan(_ x: Double) -> Double { tan(x) }
private func libmExp(_ x: Double) -> Double { exp(x) }
private func libmLog(_ x: Double) -> Double { log(x) }
