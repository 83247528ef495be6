#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Bytes read once from a descriptor to its end (a pipe, which cannot be mapped), into
/// memory of their own, up to a limit.
final class ReadBytes: ByteRegion, @unchecked Sendable {
    let bytes: UnsafeRawBufferPointer
    private let storage: UnsafeMutableRawPointer?

    /// Reads `fd` to its end; throws when reading fails or the input passes `limit` bytes.
    init(descriptor fd: Int32, name: String, limit: Int) throws(ContentError) {
        var capacity = 1 << 20, count = 0
        var memory = malloc(capacity)!
        while true {
            if count == capacity {
                guard capacity < limit else {
                    free(memory)
                    throw ContentError("\(name): more than \(LineIndexWriter.describe(bytes: limit))")
                }
                capacity = min(capacity * 2, limit)
                memory = realloc(memory, capacity)!
            }
            let n = read(fd, memory + count, capacity - count)
            if n < 0 && errno == EINTR { continue }
            if n < 0 {
                free(memory)
                throw ContentError("\(name): \(String(cString: strerror(errno)))")
            }
            if n == 0 { break }
            count += n
        }
        storage = memory
        bytes = UnsafeRawBufferPointer(start: memory, count: count)
    }

    /// Reads the file at `path` to its end, up to `limit` bytes.
    convenience init(path: PathBytes, limit: Int) throws(ContentError) {
        let fd = path.withCString { open($0, O_RDONLY | O_CLOEXEC) }
        guard fd >= 0 else { throw ContentError("\(path): \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        try self.init(descriptor: fd, name: path.description, limit: limit)
    }

    deinit { free(storage) }
}
