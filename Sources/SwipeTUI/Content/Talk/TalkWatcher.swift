#if canImport(Glibc)
import Glibc
#endif
import Dispatch
import Synchronization

/// Live reload for a talk: a thread of its own watches, with inotify, the folders of the
/// talk and of the files it includes; when one of those files is written (closed after
/// writing, or renamed into place as editors save) it reads the talk again off the frame
/// loop and wakes the loop through `wake`, which takes the new talk (`take`).
final class TalkWatcher: @unchecked Sendable {
    /// What a reading gave: the talk, or why it could not be read.
    enum Reading: Sendable {
        case talk(Talk)
        case failure(String)
    }

    /// Saves closer together than this are read once.
    static let settleTime = 0.05

    private let path: PathBytes
    /// `--theme`'s value, read again with the talk.
    private let theme: String?
    private let wake: WakePipe
    private let stopPipe = WakePipe()
    private let inotify: Int32
    private let state = Mutex<(reading: Reading?, stopped: Bool)>((nil, false))

    /// A watcher of the talk at `path` (as first read: `talk`, in `--theme`'s `theme`), waking
    /// the loop through `wake`; nil when inotify is not to be had (the talk goes on without
    /// reloading).
    init?(path: PathBytes, talk: Talk, theme: String?, wake: WakePipe) {
        let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard fd >= 0 else { return nil }
        inotify = fd
        self.path = path
        self.theme = theme
        self.wake = wake
        let files = talk.files
        DispatchQueue.global(qos: .userInitiated).async { [self] in watch(files) }
    }

    /// The talk read since the last call, if any (on the loop's thread).
    func take() -> Reading? {
        state.withLock { state in
            defer { state.reading = nil }
            return state.reading
        }
    }

    /// Ends watching.
    func stop() {
        state.withLock { $0.stopped = true }
        stopPipe.wake()
    }

    /// The folder and name of each file, by folder.
    private static func folders(of files: [String]) -> [String: Set<String>] {
        var folders: [String: Set<String>] = [:]
        for file in files {
            let parts = file.split(separator: "/", omittingEmptySubsequences: false)
            let folder = parts.dropLast().joined(separator: "/")
            folders[folder.isEmpty ? (file.hasPrefix("/") ? "/" : ".") : folder, default: []].insert(String(parts.last ?? ""))
        }
        return folders
    }

    private func watch(_ initialFiles: [String]) {
        defer { close(inotify) }
        var watches: [Int32: (folder: String, names: Set<String>)] = [:]
        func rewatch(_ files: [String]) {
            for descriptor in watches.keys { inotify_rm_watch(inotify, descriptor) }
            watches = [:]
            for (folder, names) in Self.folders(of: files) {
                let descriptor = inotify_add_watch(inotify, folder, UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE))
                if descriptor >= 0 { watches[descriptor, default: (folder, [])].names.formUnion(names) }
            }
        }
        rewatch(initialFiles)
        var buffer = [UInt8](repeating: 0, count: 16 << 10)
        while true {
            var fds = [pollfd(fd: inotify, events: Int16(POLLIN), revents: 0), pollfd(fd: stopPipe.readEnd, events: Int16(POLLIN), revents: 0)]
            guard poll(&fds, 2, -1) >= 0 || errno == EINTR else { return }
            if state.withLock({ $0.stopped }) { return }
            guard fds[0].revents != 0 else { continue }
            var touched = false
            // Events until the saves settle: an editor writes, renames and touches in a burst.
            repeat {
                touched = readEvents(&buffer, watches: watches) || touched
                var settle = [pollfd(fd: inotify, events: Int16(POLLIN), revents: 0)]
                guard poll(&settle, 1, Int32(Self.settleTime * 1000)) > 0 else { break }
            } while true
            guard touched else { continue }
            let reading: Reading
            do {
                let talk = try TalkSource.read(path, theme: theme)
                rewatch(talk.files)
                reading = .talk(talk)
            } catch {
                reading = .failure(error.description)
            }
            state.withLock { $0.reading = reading }
            wake.wake()
        }
    }

    /// Reads the pending events; true when one names a watched file.
    private func readEvents(_ buffer: inout [UInt8], watches: [Int32: (folder: String, names: Set<String>)]) -> Bool {
        let count = read(inotify, &buffer, buffer.count)
        guard count > 0 else { return false }
        var touched = false
        var offset = 0
        let header = MemoryLayout<inotify_event>.size
        while offset + header <= count {
            let (descriptor, length) = buffer.withUnsafeBytes { raw in
                (raw.loadUnaligned(fromByteOffset: offset, as: Int32.self),
                 Int(raw.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self)))
            }
            let nameBytes = buffer[(offset + header)..<min(offset + header + length, count)].prefix { $0 != 0 }
            if let names = watches[descriptor]?.names, names.contains(String(decoding: nameBytes, as: UTF8.self)) { touched = true }
            offset += header + length
        }
        return touched
    }
}
