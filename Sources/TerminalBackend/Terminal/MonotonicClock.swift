#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Seconds on the system's monotonic clock, the time base of every input event.
public enum MonotonicClock {
    /// Seconds since an arbitrary fixed moment (`CLOCK_MONOTONIC`). Setting the wall clock
    /// does not move it; only differences between readings mean anything.
    public static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}
