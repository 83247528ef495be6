#if canImport(Glibc)
import Glibc
#endif
import Dispatch
import Synchronization
import TerminalBackend

/// The speaker's end of the notes socket: a thread of its own connects to the talk (and
/// connects again when the talk starts later or restarts), reads where it is, and wakes
/// the frame loop through `loopWake` — at every message, and once a second so that the
/// elapsed time moves. `send` asks the talk to move.
final class NotesClient: @unchecked Sendable {
    /// Readable when there is something new to draw: the frame loop watches it.
    let loopWake = WakePipe()
    private let path: String

    /// What the talk last said, and when it was heard (monotonic seconds).
    struct Heard: Equatable {
        var slide: Int
        var step: Int
        var elapsed: Double
        var at: Double
    }

    private struct State {
        var fd: Int32 = -1
        var heard: Heard?
        var stopped = false
    }
    private let state = Mutex(State())

    /// A client of the socket at `path`.
    init(path: String) {
        self.path = path
        DispatchQueue.global(qos: .userInitiated).async { [self] in run() }
    }

    /// Where the talk was when last heard from; nil before it was.
    var heard: Heard? { state.withLock { $0.heard } }
    /// Whether a talk is connected.
    var isConnected: Bool { state.withLock { $0.fd >= 0 } }

    /// Asks the talk to move; false when there is no talk to ask.
    @discardableResult
    func send(_ move: NotesMove) -> Bool {
        let fd = state.withLock { $0.fd }
        return fd >= 0 && NotesSocket.send(NotesMessage.move(move).encoded, to: fd)
    }

    /// Ends the thread.
    func stop() { state.withLock { $0.stopped = true } }

    private func run() {
        var reader = NotesMessageReader()
        var buffer = [UInt8](repeating: 0, count: 1024)
        while !state.withLock({ $0.stopped }) {
            var fd = state.withLock { $0.fd }
            if fd < 0 {
                guard let connected = NotesSocket.connect(to: path) else {
                    usleep(250_000)
                    loopWake.wake()
                    continue
                }
                fd = connected
                reader = NotesMessageReader()
                state.withLock { $0.fd = connected }
                loopWake.wake()
            }
            var poller = [pollfd(fd: fd, events: Int16(POLLIN), revents: 0)]
            // A second without news still wakes the loop: the clock on screen moves.
            if poll(&poller, 1, 1000) == 0 {
                loopWake.wake()
                continue
            }
            let n = recv(fd, &buffer, buffer.count, 0)
            if n < 0 && (errno == EAGAIN || errno == EINTR) { continue }
            guard n > 0, let messages = try? reader.read(buffer[..<n]) else {
                state.withLock { $0.fd = -1 }
                close(fd)
                loopWake.wake()
                continue
            }
            let now = MonotonicClock.now()
            for case .position(let slide, let step, let elapsed) in messages {
                state.withLock { $0.heard = Heard(slide: slide, step: step, elapsed: Double(elapsed) / 1000, at: now) }
            }
            loopWake.wake()
        }
        let fd = state.withLock { $0.fd }
        if fd >= 0 { close(fd) }
    }
}
