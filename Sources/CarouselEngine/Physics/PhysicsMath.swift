#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The C library's exponential and logarithm for the physics curves, kept to this one
/// file so the engine needs no Foundation.
enum PhysicsMath {
    /// `e^x`.
    static func exp(_ x: Double) -> Double { libmExp(x) }
    /// The natural logarithm of `x`.
    static func log(_ x: Double) -> Double { libmLog(x) }
}

private func libmExp(_ x: Double) -> Double { exp(x) }
private func libmLog(_ x: Double) -> Double { log(x) }
