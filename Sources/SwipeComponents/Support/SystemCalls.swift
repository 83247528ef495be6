#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The C library's read and write under names no method shadows (`FileBytes.read`,
// `OutputLine.write`), whichever C library the platform has.
#if canImport(Glibc)
package let systemRead = Glibc.read
package let systemWrite = Glibc.write
#else
package let systemRead = Darwin.read
package let systemWrite = Darwin.write
#endif
