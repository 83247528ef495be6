#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `--history FILE`: the queries of past picks, one a line, oldest first, as fzf keeps
/// them. A pick appends its query (an empty one is not kept) and the file is written again
/// whole, the newest `size` queries, through a temporary file renamed over it (mode 0600).
/// Ctrl-P and Ctrl-N walk the queries; the one being typed is kept as the newest slot.
///
/// The file is untrusted: only its last `readLimit` bytes are read, each query is cut at the
/// query's length, and bytes that are not UTF-8 become U+FFFD.
public struct QueryHistory: Sendable, Equatable {
    /// The file.
    public let path: String
    /// Queries kept at most.
    public let size: Int
    /// The queries, oldest first.
    public private(set) var entries: [String]
    /// Where the walk is: `entries.count` is the query being typed.
    private var position: Int
    /// The query being typed when the walk left it.
    private var typed = ""

    /// Bytes read from the end of the file at most.
    static let readLimit = 4 << 20

    /// The history in `path` (none yet when the file does not exist), keeping `size`. A
    /// symbolic link is followed for writing too: the file it names is replaced, not the link.
    public init(path: String, size: Int = 1000) throws(ContentError) {
        guard size >= 1 else { throw ContentError("--history-size must be at least 1") }
        self.path = Self.resolved(path)
        self.size = size
        entries = Array(try Self.read(path).suffix(size))
        position = entries.count
    }

    /// The query before the one shown (`current`, kept to come back to), or nil at the oldest.
    public mutating func previous(from current: String) -> String? {
        guard position > 0 else { return nil }
        remember(current)
        position -= 1
        return entries[position]
    }

    /// The query after the one shown, the one typed at the end; nil there.
    public mutating func next(from current: String) -> String? {
        guard position < entries.count else { return nil }
        remember(current)
        position += 1
        return position == entries.count ? typed : entries[position]
    }

    /// A pick's query is appended (not an empty one) and the file written.
    public mutating func append(_ query: String) throws(ContentError) {
        guard !query.isEmpty else { return }
        entries = Array((entries + [query]).suffix(size))
        position = entries.count
        try save()
    }

    private mutating func remember(_ current: String) {
        if position == entries.count { typed = current }
    }

    // MARK: The file

    /// `path` with its symbolic links followed, when it names an existing file; as given otherwise.
    private static func resolved(_ path: String) -> String {
        guard let real = realpath(path, nil) else { return path }
        defer { free(real) }
        return String(cString: real)
    }

    private static func read(_ path: String) throws(ContentError) -> [String] {
        // Without blocking: a FIFO named here is refused below instead of waiting for a writer.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT { return [] }
            throw ContentError("--history \(path): \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
            throw ContentError("--history \(path): not a regular file")
        }
        let size = Int(status.st_size)
        let start = max(size - readLimit, 0)
        var bytes = [UInt8](repeating: 0, count: size - start)
        var filled = 0
        while filled < bytes.count {
            let count = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress! + filled, $0.count - filled, off_t(start + filled)) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            filled += count
        }
        var lines = bytes[..<filled].split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true)
        // Read from the middle of the file: the first line is only the end of one.
        if start > 0, !lines.isEmpty { lines.removeFirst() }
        return lines.map { line in
            var text = String(decoding: line, as: UTF8.self)
            if text.count > Session.maximumQueryLength { text = String(text.prefix(Session.maximumQueryLength)) }
            return text
        }
    }

    private func save() throws(ContentError) {
        let temporary = path + ".swipe-tui-\(getpid()).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw ContentError("--history \(temporary): \(String(cString: strerror(errno)))") }
        let bytes = Array(entries.map { $0 + "\n" }.joined().utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, $0.count - written) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            written += count
        }
        let synced = fsync(descriptor) == 0
        close(descriptor)
        guard written == bytes.count, synced, rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw ContentError("--history \(path): \(reason)")
        }
    }
}
