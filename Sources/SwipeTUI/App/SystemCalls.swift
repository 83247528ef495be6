#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The C library's read and write under names no method shadows (`FileBytes.read`,
// `OutputLine.write`), whichever C library the platform has.
#if canImport(Glibc)
let systemRead = Glibc.read
let systemWrite = Glibc.write
#else
let systemRead = Darwin.read
let systemWrite = Darwin.write
#endif
