import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TerminalBackend

/// Reads standard input into a `LineSource` on a thread of its own, so the frame loop
/// never reads or splits a byte of it: the thread publishes what it found every few
/// milliseconds and wakes the loop, which takes it (`takeProgress`).
///
/// A regular file on stdin (`< big.ndjson`) is mapped and its lines are read in place;
/// anything else (a pipe, a terminal's neighbour) is read in 64 KiB reads.
public final class StdinFeed: IncomingItems {
    /// The source the feed fills: shown directly, or through `JSONSource` for NDJSON.
    public let lines: LineSource
    /// False once standard input has ended (or reading stopped).
    public private(set) var isOpen = true
    private let wake = WakePipe()
    private var started = false
    /// The descriptor read: 0, or a command's output (`reload(cmd)`), closed at its end.
    private let input: Int32

    /// How often the thread publishes while input keeps coming, in seconds.
    static let publishInterval = 0.01

    /// A feed from file descriptor `input` (0: stdin) into `lines`; nothing is read until
    /// `start`. Another descriptor than 0 is the feed's, closed when reading ends.
    public init(lines: LineSource, input: Int32 = 0) {
        self.lines = lines
        self.input = input
    }

    /// A feed for stdin: over the file in place when stdin is a regular file read from its
    /// start (not `/proc` files, which say they are empty, nor a file part read already).
    public static func forStandardInput(name: String = "stdin", delimiter: LineSource.Delimiter,
                                        skipsEmptyLines: Bool = false) -> StdinFeed {
        if lseek(0, 0, SEEK_CUR) == 0, let mapping = MappedFile(descriptor: 0), mapping.bytes.count > 0 {
            return StdinFeed(lines: LineSource(name: name, delimiter: delimiter, skipsEmptyLines: skipsEmptyLines, mapping: mapping))
        }
        return StdinFeed(lines: LineSource(name: name, delimiter: delimiter, skipsEmptyLines: skipsEmptyLines))
    }

    /// The descriptor the event loop watches while the feed is open.
    public var descriptor: Int32 { wake.readEnd }

    /// Why reading stopped early, if it did.
    public var stopNote: String? { lines.stopNote }

    /// Starts the reading thread (once).
    public func start() {
        guard !started else { return }
        started = true
        let lines = self.lines, wake = self.wake, input = self.input
        DispatchQueue.global(qos: .userInitiated).async {
            Self.read(input, into: lines, wake: wake)
            if input != 0 { close(input) }
        }
    }

    private static func read(_ input: Int32, into lines: LineSource, wake: WakePipe) {
        var lastPublish = -Double.infinity
        func publish(error: ContentError? = nil) {
            lines.publish(error: error)
            wake.wake()
            lastPublish = MonotonicClock.now()
        }
        do throws(ContentError) {
            if lines.readsInPlace {
                var limit = 0
                repeat {
                    limit += 1 << 20
                    guard try lines.indexInPlace(upTo: limit) else { break }
                    if MonotonicClock.now() - lastPublish >= publishInterval { publish() }
                } while true
                lines.end()
                publish()
                return
            }
            let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 16)
            defer { buffer.deallocate() }
            var unpublished = false
            while true {
                // Lines held back to batch them are published once input pauses, not only
                // when more arrives (`tail -f` may go quiet for minutes).
                let waited = MonotonicClock.now() - lastPublish
                let timeout = unpublished ? Int32(max(0, (publishInterval - waited) * 1000).rounded(.up)) : -1
                var ready = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
                let polled = poll(&ready, 1, timeout)
                if polled < 0 && errno == EINTR { continue }
                if polled == 0 {
                    publish()
                    unpublished = false
                    continue
                }
                let count = systemRead(input, buffer.baseAddress, buffer.count)
                if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
                if count < 0 { throw ContentError("stdin: \(String(cString: strerror(errno)))") }
                if count == 0 { break }
                try lines.write(UnsafeRawBufferPointer(rebasing: buffer[0..<count]))
                if lines.writerIsComplete { break }
                unpublished = true
                if MonotonicClock.now() - lastPublish >= publishInterval {
                    publish()
                    unpublished = false
                }
            }
            lines.end()
            publish()
        } catch {
            publish(error: error)
        }
    }

    /// Takes what the thread published: true when the items or the open state changed.
    /// Throws the error that ended reading (a line too long).
    public func takeProgress() throws(ContentError) -> Bool {
        wake.drain()
        guard isOpen else { return false }
        let changed = lines.refresh()
        if lines.isComplete {
            isOpen = false
            if let error = lines.readError { throw error }
        }
        return changed || !isOpen
    }

    /// Starts reading and waits up to `timeout` seconds for input to start (or end),
    /// taking what came: empty input then says "no items" before the screen opens.
    public func waitForInput(timeout: Double) throws(ContentError) {
        start()
        try takeProgress(waitingUpTo: timeout) { lines.count == 0 }
    }
}
