#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Files and directories through plain system calls (no Foundation, so start-up stays fast),
/// named by their bytes (`PathBytes`): a name that is not UTF-8 is opened as it is.
package enum FileBytes {
    /// What a path names.
    package enum Kind: Equatable {
        case regular(size: Int)
        case directory
        /// Anything else (FIFO, device, socket), described for messages.
        case other(String)
    }

    /// What `path` names, following symbolic links.
    package static func kind(of path: PathBytes) throws(ContentError) -> Kind {
        var info = stat()
        guard path.withCString({ stat($0, &info) }) == 0 else { throw failure(path) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .regular(size: Int(info.st_size))
        case S_IFDIR: return .directory
        case S_IFIFO: return .other("a FIFO")
        case S_IFCHR: return .other("a character device")
        case S_IFBLK: return .other("a block device")
        case S_IFSOCK: return .other("a socket")
        default: return .other("not a regular file")
        }
    }

    /// The first `limit` bytes of a regular file (all of it when `limit` is nil, refusing
    /// files over `maximum`).
    package static func read(_ path: PathBytes, limit: Int? = nil, maximum: Int = 64 << 20) throws(ContentError) -> [UInt8] {
        let fd = path.withCString { open($0, O_RDONLY | O_CLOEXEC | O_NONBLOCK) }
        guard fd >= 0 else { throw failure(path) }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while limit.map({ bytes.count < $0 }) ?? true {
            let n = systemRead(fd, &chunk, min(chunk.count, limit.map { $0 - bytes.count } ?? chunk.count))
            if n < 0 {
                if errno == EINTR { continue }
                throw failure(path)
            }
            if n == 0 { break }
            bytes.append(contentsOf: chunk[0..<n])
            if limit == nil && bytes.count > maximum { throw ContentError("\(path): larger than \(maximum >> 20) MiB") }
        }
        return bytes
    }

    /// True when `path` names a readable regular file.
    package static func isReadableFile(_ path: PathBytes) -> Bool {
        (try? kind(of: path)).map { if case .regular = $0 { return true } else { return false } } == true
            && path.withCString { access($0, R_OK) } == 0
    }

    /// The names in a directory (without `.` and `..`), unsorted.
    package static func entries(of path: PathBytes) throws(ContentError) -> [[UInt8]] {
        try typedEntries(of: path).map(\.name)
    }

    /// A directory entry: its name as `readdir` gave it (bytes) and, when the directory says
    /// (`d_type`), whether it is a directory itself; nil when only a `stat` can tell (a link,
    /// some file systems).
    package struct Entry {
        package let name: [UInt8]
        package let isDirectory: Bool?

        /// Whether the name starts with a dot (hidden).
        package var isHidden: Bool { name.first == UInt8(ascii: ".") }
    }

    /// The entries of a directory (without `.` and `..`), unsorted, with what `readdir`
    /// knows of their kind: no `stat` for each.
    package static func typedEntries(of path: PathBytes) throws(ContentError) -> [Entry] {
        guard let directory = path.withCString({ opendir($0) }) else { throw failure(path) }
        defer { closedir(directory) }
        var entries: [Entry] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: entry.pointee.d_name) { tuple in
                tuple.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: tuple.pointee)) { pointer in
                    Array(UnsafeRawBufferPointer(start: pointer, count: strlen(pointer)))
                }
            }
            guard name != [UInt8(ascii: ".")] && name != [UInt8(ascii: "."), UInt8(ascii: ".")] else { continue }
            let type = Int32(entry.pointee.d_type)
            let isDirectory: Bool? = type == Int32(DT_DIR) ? true : (type == Int32(DT_UNKNOWN) || type == Int32(DT_LNK) ? nil : false)
            entries.append(Entry(name: name, isDirectory: isDirectory))
        }
        return entries
    }

    /// `path: reason` for the error `errno` holds now, the path shown sanitised.
    private static func failure(_ path: PathBytes) -> ContentError {
        ContentError("\(path): \(String(cString: strerror(errno)))")
    }
}
