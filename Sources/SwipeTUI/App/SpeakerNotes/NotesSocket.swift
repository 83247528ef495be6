#if canImport(Glibc)
import Glibc
#endif

/// The Unix socket a talk and its speaker's notes terminal meet at: one per talk file, in
/// `$XDG_RUNTIME_DIR` (else `/tmp/swipe-tui-UID`, made with mode 0700 and refused when
/// anyone else owns it or can enter it), with mode 0600; a connection is taken only from a
/// process of the same user (`SO_PEERCRED`).
enum NotesSocket {
    /// The socket's path for the talk at `talkPath`, or nil when no private folder is to be
    /// had (or the path would be too long for a socket).
    static func path(forTalk talkPath: String, environment: [String: String]) -> String? {
        let folder: String
        if let runtime = environment["XDG_RUNTIME_DIR"], runtime.hasPrefix("/"), isPrivateFolder(runtime) {
            folder = runtime
        } else {
            folder = "/tmp/swipe-tui-\(getuid())"
            if mkdir(folder, 0o700) != 0 && errno != EEXIST { return nil }
            guard isPrivateFolder(folder) else { return nil }
        }
        let path = folder + "/swipe-tui-notes-" + hexHash(absolute(talkPath)) + ".sock"
        return path.utf8.count < 100 ? path : nil
    }

    /// The talk's path made absolute (from the working directory), so both terminals agree.
    static func absolute(_ path: String) -> String {
        guard !path.hasPrefix("/") else { return path }
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return path }
        let cwd = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return cwd + "/" + (path.hasPrefix("./") ? String(path.dropFirst(2)) : path)
    }

    /// Whether `folder` is a directory of ours that no one else may enter.
    static func isPrivateFolder(_ folder: String) -> Bool {
        var info = stat()
        guard lstat(folder, &info) == 0 else { return false }
        return info.st_mode & S_IFMT == S_IFDIR && info.st_uid == getuid() && info.st_mode & 0o077 == 0
    }

    /// FNV-1a of `text`, in hex: a short name for a talk's path.
    static func hexHash(_ text: String) -> String {
        var hash: UInt64 = 0xcbf29ce484222325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100000001b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// An address for `path`.
    private static func address(_ path: String) -> sockaddr_un {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (index, byte) in path.utf8.prefix(raw.count - 1).enumerated() { raw[index] = byte }
        }
        return address
    }

    /// A listening socket at `path` (a stale socket of ours there is replaced), mode 0600,
    /// non-blocking; nil when it cannot be made.
    static func listen(at path: String) -> Int32? {
        var info = stat()
        if lstat(path, &info) == 0 {
            // Only a socket of ours is ever removed; a live talk of the same file still
            // answers, so this one does without notes.
            guard info.st_mode & S_IFMT == S_IFSOCK, info.st_uid == getuid(), connect(to: path) == nil else { return nil }
            unlink(path)
        }
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
        guard fd >= 0 else { return nil }
        var address = address(path)
        let old = umask(0o177)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        umask(old)
        guard bound == 0, chmod(path, 0o600) == 0, Glibc.listen(fd, 4) == 0 else {
            close(fd)
            return nil
        }
        return fd
    }

    /// A connection to the socket at `path`, non-blocking, when a process of the same user
    /// listens there; nil otherwise.
    static func connect(to path: String) -> Int32? {
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { return nil }
        var address = address(path)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard connected == 0, isSameUser(fd) else {
            close(fd)
            return nil
        }
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        return fd
    }

    /// Whether the process at the other end of `fd` runs as this user.
    static func isSameUser(_ fd: Int32) -> Bool {
        // Linux's `struct ucred` (pid, uid, gid), which Glibc shows only under _GNU_SOURCE.
        struct PeerCredentials {
            var pid: Int32 = 0
            var uid: UInt32 = .max
            var gid: UInt32 = .max
        }
        var credentials = PeerCredentials()
        var length = socklen_t(MemoryLayout<PeerCredentials>.size)
        guard getsockopt(fd, SOL_SOCKET, SO_PEERCRED, &credentials, &length) == 0 else { return false }
        return credentials.uid == getuid()
    }

    /// Writes all of `bytes` to `fd` (a small message; a peer that stops reading loses it).
    @discardableResult
    static func send(_ bytes: [UInt8], to fd: Int32) -> Bool {
        var sent = 0
        while sent < bytes.count {
            let n = bytes[sent...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { return false }
            sent += n
        }
        return true
    }
}
