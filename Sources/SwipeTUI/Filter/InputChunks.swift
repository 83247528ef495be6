#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SwipeComponents

/// A descriptor's items read a chunk at a time into one buffer used again for every chunk,
/// for `--filter`: what a chunk does not match is gone before the next is read, so memory
/// follows the matches rather than the input, and the buffer stays in the cache instead
/// of the kernel handing out fresh pages for all of the input. Only whole items are handed
/// on — what follows a chunk's last separator waits for the next read. An item longer than
/// the interface takes (`LineSource.maximumLineBytes`) is refused as soon as that many of
/// its bytes are in: a stream with no separator (/dev/zero) costs one chunk, not all memory.
enum InputChunks {
    /// The buffer's size to begin with: large enough that a chunk's items keep every core busy.
    static let chunkSize = 4 << 20
    /// The longest item read, as long as the interface's longest line: past it the input is
    /// refused.
    static let longestItem = LineSource.maximumLineBytes

    /// Calls `body` with each chunk of the items of `descriptor` until its end or until `body`
    /// returns false: the chunk's bytes and its items as ranges of them (as `split` makes
    /// them; a last item without a separator counts). The bytes are only valid during the
    /// call. A chunk is a full buffer, unless `handsEachRead`: then whatever whole items a
    /// read completes go on at once (a slow producer's lines are not held back). Throws at
    /// an item longer than `longestItem` (a carriage return before a newline not counted),
    /// before handing on the chunk it is in, having read at most a chunk past its first
    /// `longestItem` bytes; the buffer grows (doubling) only while one item fills it.
    static func read(descriptor: Int32, separator: UInt8, chunkSize: Int = chunkSize, longestItem: Int = longestItem,
                     handsEachRead: Bool = false,
                     _ body: (UnsafeBufferPointer<UInt8>, [Range<Int>]) -> Bool) throws(ContentError) {
        var buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(chunkSize, 1))
        defer { buffer.deallocate() }
        var filled = 0
        var lines: [Range<Int>] = []
        /// Items handed on so far, for the number of one refused.
        var handedOn = 0
        func refuse(_ number: Int) -> ContentError { ContentError(LineIndexWriter.longLine(number, limit: longestItem)) }
        /// Splits `whole` into `lines`; throws when one is too long.
        func split(_ whole: UnsafeBufferPointer<UInt8>) throws(ContentError) {
            LineFilter.split(whole, separator: separator, into: &lines)
            if let long = lines.firstIndex(where: { $0.count > longestItem }) { throw refuse(handedOn + long + 1) }
        }
        while true {
            var reachedEnd = false
            while filled < buffer.count, let base = buffer.baseAddress {
                let count = systemRead(descriptor, base + filled, buffer.count - filled)
                if count < 0 {
                    if errno == EINTR { continue }
                    if errno == EAGAIN || errno == EWOULDBLOCK {
                        // A descriptor left non-blocking: wait until it has bytes.
                        var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                        _ = poll(&ready, 1, -1)
                        continue
                    }
                    throw ContentError(String(cString: strerror(errno)))
                }
                if count == 0 {
                    reachedEnd = true
                    break
                }
                filled += count
                if handsEachRead && memchr(base + filled - count, Int32(separator), count) != nil { break }
            }
            let chunk = UnsafeBufferPointer(rebasing: buffer[..<filled])
            if reachedEnd {
                try split(chunk)
                if !lines.isEmpty { _ = body(chunk, lines) }
                return
            }
            // The whole items: up to the last separator.
            var end = filled
            while end > 0 && chunk[end - 1] != separator { end -= 1 }
            let whole = UnsafeBufferPointer(rebasing: chunk[..<end])
            try split(whole)
            // The item still coming is refused once it is longer than any carriage return
            // before its newline could make up for.
            if filled - end - 1 > longestItem { throw refuse(handedOn + lines.count + 1) }
            guard end > 0 else {
                // One item fills the buffer: twice the room, the item kept.
                let (doubled, overflow) = buffer.count.multipliedReportingOverflow(by: 2)
                guard !overflow else { throw ContentError("an item longer than memory can hold") }
                let larger = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: doubled)
                _ = larger.initialize(fromContentsOf: buffer)
                buffer.deallocate()
                buffer = larger
                continue
            }
            guard body(whole, lines) else { return }
            handedOn += lines.count
            // The start of the next chunk's first item.
            if let base = buffer.baseAddress { memmove(base, base + end, filled - end) }
            filled -= end
        }
    }
}
