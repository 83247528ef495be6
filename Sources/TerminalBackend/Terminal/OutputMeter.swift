import Glibc

/// Counts the bytes this process writes, from the kernel's own tally (`wchar` in
/// `/proc/self/io`), so a frame's cost includes everything ncurses sent for it.
struct OutputMeter {
    private let fd: Int32

    init() {
        fd = open("/proc/self/io", O_RDONLY | O_CLOEXEC)
    }

    /// Bytes written so far, or nil where the kernel does not say.
    func bytesWritten() -> Int? {
        guard fd >= 0 else { return nil }
        var buffer = [UInt8](repeating: 0, count: 512)
        let n = pread(fd, &buffer, buffer.count, 0)
        guard n > 0 else { return nil }
        // Lines are "name: value"; wchar is the third.
        for line in buffer[0..<n].split(separator: UInt8(ascii: "\n")) where line.starts(with: Array("wchar:".utf8)) {
            return Int(String(decoding: line.dropFirst(6).filter { $0 != UInt8(ascii: " ") }, as: UTF8.self))
        }
        return nil
    }

    func close() {
        if fd >= 0 { Glibc.close(fd) }
    }
}
