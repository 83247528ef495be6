/// Bytes for a descriptor gathered into one buffer and written a megabyte at a time.
struct OutputBuffer: ~Copyable {
    /// Gathered bytes are written once there are this many.
    static let size = 1 << 20

    let descriptor: Int32
    private let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: size)
    private var filled = 0

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Gathers `bytes` and then `separator`; false when a write failed.
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>, then separator: UInt8) -> Bool {
        if filled + bytes.count + 1 > buffer.count {
            guard flush() else { return false }
            // Longer than the buffer: written as it is.
            if bytes.count + 1 > buffer.count {
                return OutputLine.writeAll(bytes, to: descriptor) && OutputLine.writeAll([separator], to: descriptor)
            }
        }
        _ = UnsafeMutableBufferPointer(rebasing: buffer[filled..<filled + bytes.count]).initialize(fromContentsOf: bytes)
        buffer[filled + bytes.count] = separator
        filled += bytes.count + 1
        return true
    }

    /// The same for an array.
    mutating func append(_ bytes: [UInt8], then separator: UInt8) -> Bool {
        bytes.withUnsafeBufferPointer { append($0, then: separator) }
    }

    /// Writes what is gathered; false when the write failed.
    mutating func flush() -> Bool {
        defer { filled = 0 }
        return filled == 0 || OutputLine.writeAll(UnsafeBufferPointer(rebasing: buffer[..<filled]), to: descriptor)
    }

    deinit {
        buffer.deallocate()
    }
}
