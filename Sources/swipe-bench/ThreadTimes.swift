#if canImport(Glibc)
import Glibc
#endif

/// The CPU time each thread of another process has had so far, in nanoseconds, read from
/// `/proc/<pid>/task/<tid>/schedstat` (`/proc/<pid>/schedstat` counts the main thread
/// alone, and `/proc/<pid>/stat` only counts 10 ms clock ticks). Two readings give the CPU
/// the whole process spent between them, worker threads included.
struct ThreadTimes {
    /// Nanoseconds on a CPU by thread id.
    var nanoseconds: [Int32: UInt64]

    /// The threads of `pid` as they are now; empty when the process is gone.
    init(of pid: pid_t) {
        nanoseconds = [:]
        guard let directory = opendir("/proc/\(pid)/task") else { return }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard let thread = Int32(name), let time = Self.schedulerTime(pid: pid, thread: thread) else { continue }
            nanoseconds[thread] = time
        }
    }

    /// Seconds on a CPU since `earlier`, summed over threads: a thread started since counts
    /// whole, one that ended since is lost (its last reading cannot be had).
    func seconds(since earlier: ThreadTimes) -> Double {
        let spent = nanoseconds.reduce(UInt64(0)) { sum, thread in
            sum + (thread.value &- min(earlier.nanoseconds[thread.key] ?? 0, thread.value))
        }
        return Double(spent) / 1e9
    }

    private static func schedulerTime(pid: pid_t, thread: Int32) -> UInt64? {
        guard let file = fopen("/proc/\(pid)/task/\(thread)/schedstat", "r") else { return nil }
        defer { fclose(file) }
        var line: UnsafeMutablePointer<CChar>?
        var capacity = 0
        defer { free(line) }
        guard getline(&line, &capacity, file) > 0, let line else { return nil }
        return UInt64(String(cString: line).split(separator: " ").first ?? "")
    }
}
