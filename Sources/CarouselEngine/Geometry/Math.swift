#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The C library's trigonometry, kept to this one file so the engine needs no
/// Foundation and only one place knows which platform library provides it.
enum Math {
    static func sin(_ x: Double) -> Double { libmSin(x) }
    static func cos(_ x: Double) -> Double { libmCos(x) }
    static func tan(_ x: Double) -> Double { libmTan(x) }
}

private func libmSin(_ x: Double) -> Double { sin(x) }
private func libmCos(_ x: Double) -> Double { cos(x) }
private func libmTan(_ x: Double) -> Double { tan(x) }
