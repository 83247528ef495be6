/// A file's text split into lines without copying them: the bytes and where each line
/// starts. Indexing costs O(1); only lines that are drawn are decoded.
public struct TextLines: Sendable, Equatable {
    private let bytes: [UInt8]
    /// Each line's first byte; a final line without a newline counts, an empty file has none.
    private let starts: [Int]

    /// The lines of `bytes`, split on `\n` (a `\r` before it is dropped).
    public init(bytes: [UInt8]) {
        self.bytes = bytes
        var starts: [Int] = []
        var lineStart = 0
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(lineStart)
            lineStart = index + 1
        }
        if lineStart < bytes.count { starts.append(lineStart) }
        self.starts = starts
    }

    /// How many lines there are.
    public var count: Int { starts.count }

    /// Line `index` as bytes, without its line ending.
    public func bytes(at index: Int) -> ArraySlice<UInt8> {
        let start = starts[index]
        var end = index + 1 < starts.count ? starts[index + 1] : bytes.count
        if end > start, bytes[end - 1] == UInt8(ascii: "\n") { end -= 1 }
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return bytes[start..<end]
    }

    /// Line `index` as text (invalid UTF-8 shows as U+FFFD).
    public func line(at index: Int) -> String {
        String(decoding: bytes(at: index), as: UTF8.self)
    }
}
