#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Nanosecond timing for the benchmarks.
enum Stopwatch {
    static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    /// The CPU time this thread has used, in seconds: unlike the wall clock, it does not
    /// grow while other processes have the cores.
    static func threadCPU() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    /// Mean CPU seconds per call of `body` over `iterations` calls, best of `rounds`.
    static func cpuPerCall(iterations: Int, rounds: Int = 5, _ body: () -> Void) -> Double {
        var best = Double.infinity
        for _ in 0..<rounds {
            let start = threadCPU()
            for _ in 0..<iterations { body() }
            best = min(best, (threadCPU() - start) / Double(iterations))
        }
        return best
    }

    /// Mean seconds per call of `body` over `iterations` calls, best of `rounds`.
    static func perCall(iterations: Int, rounds: Int = 5, _ body: () -> Void) -> Double {
        var best = Double.infinity
        for _ in 0..<rounds {
            let start = now()
            for _ in 0..<iterations { body() }
            best = min(best, (now() - start) / Double(iterations))
        }
        return best
    }
}

/// A figure with one decimal, as the tables print them.
func format(_ value: Double) -> String { "\((value * 10).rounded() / 10)" }

/// A figure with two decimals, for the finer tables.
func twoDecimals(_ value: Double) -> String { "\((value * 100).rounded() / 100)" }
