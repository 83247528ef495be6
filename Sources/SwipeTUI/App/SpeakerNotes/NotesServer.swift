#if canImport(Glibc)
import Glibc
#endif
import Dispatch
import Synchronization

/// The talk's end of the speaker-notes socket: a thread of its own accepts notes terminals
/// (same user only, at most `clientLimit`), sends each the talk's position whenever it
/// changes (`publish`), and passes the moves they ask for to the frame loop, which it wakes
/// through `loopWake`. Nothing here ever blocks the frame loop.
final class NotesServer: @unchecked Sendable {
    /// Notes terminals served at once; more are turned away.
    static let clientLimit = 8

    /// The socket's path (removed by `stop`).
    let path: String
    /// Woken when moves have arrived: the frame loop watches it.
    let loopWake: WakePipe
    private let serverWake = WakePipe()
    private let listener: Int32

    private struct State {
        var latest: NotesMessage?
        var moves: [NotesMove] = []
        var stopped = false
    }
    private let state = Mutex(State())

    /// A server for the talk at `talkPath`; nil when no socket can be made (the talk goes on
    /// without notes).
    init?(talkPath: String, environment: [String: String], wake: WakePipe = WakePipe()) {
        guard let path = NotesSocket.path(forTalk: talkPath, environment: environment),
              let listener = NotesSocket.listen(at: path) else { return nil }
        self.path = path
        self.listener = listener
        loopWake = wake
        DispatchQueue.global(qos: .userInitiated).async { [self] in serve() }
    }

    /// Tells every notes terminal where the talk is now (sent at once when it changed).
    func publish(_ message: NotesMessage) {
        let changed = state.withLock { state in
            guard case .position(let slide, let step, _) = message else { return false }
            if case .position(slide, step, _)? = state.latest { return false }
            state.latest = message
            return true
        }
        if changed { serverWake.wake() }
    }

    /// The moves asked for since the last call (on the frame loop's thread).
    func takeMoves() -> [NotesMove] {
        state.withLock { state in
            defer { state.moves = [] }
            return state.moves
        }
    }

    /// Ends serving: the thread closes every connection and the socket goes away.
    func stop() {
        state.withLock { $0.stopped = true }
        serverWake.wake()
        unlink(path)
    }

    /// The thread's loop: poll the listener, the wake pipe and every connection.
    private func serve() {
        var clients: [(fd: Int32, reader: NotesMessageReader)] = []
        var sent: NotesMessage?
        defer {
            for client in clients { close(client.fd) }
            close(listener)
        }
        while true {
            var fds = [pollfd(fd: listener, events: Int16(POLLIN), revents: 0), pollfd(fd: serverWake.readEnd, events: Int16(POLLIN), revents: 0)]
            fds += clients.map { pollfd(fd: $0.fd, events: Int16(POLLIN), revents: 0) }
            guard poll(&fds, nfds_t(fds.count), -1) >= 0 || errno == EINTR else { return }
            let (latest, stopped) = state.withLock { ($0.latest, $0.stopped) }
            if stopped { return }
            if fds[1].revents != 0 { serverWake.drain() }
            if fds[0].revents & Int16(POLLIN) != 0 {
                // accept4 needs _GNU_SOURCE: the flags are set after.
                let fd = accept(listener, nil, nil)
                if fd >= 0 {
                    _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
                    _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
                    if clients.count < Self.clientLimit && NotesSocket.isSameUser(fd) {
                        clients.append((fd, NotesMessageReader()))
                        if let latest { NotesSocket.send(latest.encoded, to: fd) }
                    } else {
                        close(fd)
                    }
                }
            }
            if let latest, latest != sent {
                sent = latest
                clients.removeAll { client in
                    if NotesSocket.send(latest.encoded, to: client.fd) { return false }
                    close(client.fd)
                    return true
                }
            }
            for (offset, pollFD) in fds.enumerated().dropFirst(2) where pollFD.revents != 0 {
                let index = offset - 2
                guard index < clients.count, clients[index].fd == pollFD.fd else { continue }
                if !readMoves(from: &clients[index]) {
                    close(clients[index].fd)
                    clients[index].fd = -1
                }
            }
            clients.removeAll { $0.fd < 0 }
        }
    }

    /// Reads what a notes terminal sent; false when it left or broke the protocol.
    private func readMoves(from client: inout (fd: Int32, reader: NotesMessageReader)) -> Bool {
        var buffer = [UInt8](repeating: 0, count: 1024)
        let n = recv(client.fd, &buffer, buffer.count, 0)
        if n < 0 { return errno == EAGAIN || errno == EINTR }
        guard n > 0, let messages = try? client.reader.read(buffer[..<n]) else { return false }
        let moves = messages.compactMap { message -> NotesMove? in if case .move(let move) = message { return move } else { return nil } }
        guard !moves.isEmpty else { return true }
        state.withLock { $0.moves += moves.prefix(64) }
        loopWake.wake()
        return true
    }
}
