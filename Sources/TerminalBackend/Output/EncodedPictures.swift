#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CellCanvas
import Dispatch
import Synchronization

/// Pictures encoded for a protocol that draws over cells (sixel, iTerm2's inline images),
/// encoded off the frame loop: scaling a photo and building its palette takes tens of
/// milliseconds, which no key may wait for. The frame that first shows a picture at rest
/// asks for its encoding and keeps its symbols; when the encoding is done a byte on
/// `wakeDescriptor` says so, and the terminal draws it over the same cells.
///
/// The last few encodings are kept, so a picture coming back after motion is drawn at
/// once. Requests wait in a short queue, newest first: a person flicking through a
/// hundred pictures only waits for the one they stopped on.
final class EncodedPictures: Sendable {
    /// What an encoded picture is known by: the picture, its crop, its size in pixels and
    /// how it is sent.
    struct Key: Hashable, Sendable {
        var serial: UInt64
        var crop: Rect
        /// The cells it covers.
        var cells: Size
        /// Its size in pixels.
        var width: Int
        var height: Int
        var format: CoveringGraphics.Format
    }

    /// An encoding asked for and not yet started.
    private struct Request: Sendable {
        var key: Key
        var picture: PixelPicture
    }

    private struct State {
        var done: [(key: Key, bytes: [UInt8])] = []
        var waiting: [Request] = []
        var isEncoding = false
        /// The picture being encoded now.
        var encoding: Key?
        var lastEncoded: (bytes: Int, seconds: Double)?
    }

    /// Encoded pictures kept at most.
    static let keptEncodings = 8
    /// Requests waiting at most; older ones are dropped (their pictures are long gone).
    static let waitingRequests = 4

    private let state = Mutex(State())
    private let queue = DispatchQueue(label: "swipe-tui.picture-encoding", qos: .userInitiated)
    private let wakeRead: Int32
    private let wakeWrite: Int32

    init() {
        var ends: [Int32] = [-1, -1]
        if pipe(&ends) == 0 {
            for end in ends {
                _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
                _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            }
        }
        wakeRead = ends[0]
        wakeWrite = ends[1]
    }

    deinit {
        // Work in the queue holds `self`: none is left when this runs.
        if wakeRead >= 0 { close(wakeRead) }
        if wakeWrite >= 0 { close(wakeWrite) }
    }

    /// Readable when an encoding has finished since `takeWakeUp()`; -1 without a pipe.
    var wakeDescriptor: Int32 { wakeRead }

    /// Empties the wake-up pipe.
    func takeWakeUp() {
        var scratch = [UInt8](repeating: 0, count: 64)
        while read(wakeRead, &scratch, scratch.count) > 0 {}
    }

    /// Bytes and seconds of the last picture encoded.
    var lastEncoded: (bytes: Int, seconds: Double)? { state.withLock { $0.lastEncoded } }

    /// Whether an encoding is running or waiting.
    var isBusy: Bool { state.withLock { $0.isEncoding || !$0.waiting.isEmpty } }

    /// The encoding of `key` when it is done; otherwise nil, and it is asked for.
    func bytes(for key: Key, of picture: PixelPicture) -> [UInt8]? {
        let (bytes, startsWork) = state.withLock { state -> ([UInt8]?, Bool) in
            if let index = state.done.firstIndex(where: { $0.key == key }) {
                // Used again: the last to be dropped.
                let kept = state.done.remove(at: index)
                state.done.append(kept)
                return (kept.bytes, false)
            }
            if state.encoding != key, !state.waiting.contains(where: { $0.key == key }) {
                state.waiting.append(Request(key: key, picture: picture))
                if state.waiting.count > Self.waitingRequests { state.waiting.removeFirst() }
            }
            defer { state.isEncoding = true }
            return (nil, !state.isEncoding)
        }
        if startsWork { queue.async { self.encodeWaiting() } }
        return bytes
    }

    /// Waits for the work asked for so far (tests).
    func waitUntilIdle() {
        while isBusy { queue.sync {} }
    }

    /// Encodes the newest request until none is left.
    private func encodeWaiting() {
        while let request = state.withLock({ state -> Request? in
            state.encoding = state.waiting.last?.key
            guard let request = state.waiting.popLast() else {
                state.isEncoding = false
                return nil
            }
            return request
        }) {
            let start = MonotonicClock.now()
            let bytes = Self.encode(request)
            let seconds = MonotonicClock.now() - start
            state.withLock { state in
                state.done.append((request.key, bytes))
                if state.done.count > Self.keptEncodings { state.done.removeFirst() }
                state.lastEncoded = (bytes.count, seconds)
            }
            var one: UInt8 = 1
            _ = write(wakeWrite, &one, 1)
        }
    }

    private static func encode(_ request: Request) -> [UInt8] {
        let key = request.key
        let pixels = ScaledPixels(request.picture, crop: key.crop, width: key.width, height: key.height)
        switch key.format {
        case .sixel(let registers):
            return SixelEncoder.encode(pixels, registers: registers)
        case .inlineImage:
            return InlineImage.bytes(for: pixels, columns: key.cells.columns, rows: key.cells.rows)
        }
    }
}
