#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A regular file mapped into memory read-only: its bytes are read in place, never copied,
/// and pages the system can drop again when memory is short.
///
/// A file that shrinks while mapped would fault when its lost pages are read; swipe-tui
/// shows files as they were when opened and accepts that risk (the signal handler still
/// gives the terminal back).
final class MappedFile: @unchecked Sendable {
    /// The bytes.
    let bytes: UnsafeRawBufferPointer

    /// Maps the file open on `fd` (which may then be closed); nil when it is not a regular
    /// file or cannot be mapped. An empty file maps to no bytes.
    init?(descriptor fd: Int32) {
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        let size = Int(info.st_size)
        guard size > 0 else {
            bytes = UnsafeRawBufferPointer(start: nil, count: 0)
            return
        }
        guard let base = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0), base != MAP_FAILED else { return nil }
        _ = madvise(base, size, MADV_SEQUENTIAL)
        bytes = UnsafeRawBufferPointer(start: base, count: size)
    }

    /// Maps the file at `path`, or throws the one-line reason it cannot be.
    static func map(path: PathBytes) throws(ContentError) -> MappedFile {
        let fd = path.withCString { open($0, O_RDONLY | O_CLOEXEC) }
        guard fd >= 0 else { throw ContentError("\(path): \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        guard let mapped = MappedFile(descriptor: fd) else { throw ContentError("\(path): cannot be read in place") }
        return mapped
    }

    deinit {
        if let base = bytes.baseAddress { munmap(UnsafeMutableRawPointer(mutating: base), bytes.count) }
    }
}
