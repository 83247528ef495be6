#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A path as the file system holds it: bytes, not text. A name from `readdir` or from the
/// command line may hold any byte but NUL (`bad\xffname` is a fine file name), so a path is
/// kept as bytes from where it is read to where it is opened, printed or put in a preview
/// command; it becomes text only to be shown, through `description` (bytes that are not
/// UTF-8 read as U+FFFD there, and a card sanitises it further).
public struct PathBytes: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The path's bytes, without a terminating NUL.
    public var bytes: [UInt8]

    /// The path spelled by `text` (its UTF-8).
    public init(_ text: String) {
        bytes = Array(text.utf8)
    }

    /// The path made of `bytes`.
    public init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// A path written in code.
    public init(stringLiteral text: String) {
        self.init(text)
    }

    /// Hashes the bytes in one run rather than one at a time: the picture library looks a
    /// card's path up each time the card's drawing key is asked for, every frame.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(bytes.count)
        bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
    }

    /// The path as text for people: bytes that are not UTF-8 read as U+FFFD. Never open
    /// this: it may name another file.
    public var description: String { String(decoding: bytes, as: UTF8.self) }

    /// The path with `name` after it, one `/` between.
    public func appending(_ name: [UInt8]) -> PathBytes {
        PathBytes(bytes: (bytes.last == UInt8(ascii: "/") ? bytes : bytes + [UInt8(ascii: "/")]) + name)
    }

    /// The last component (`c` for `a/b/c` and `a/b/c/`; `/` for `/`).
    public var lastComponent: [UInt8] {
        let slash = UInt8(ascii: "/")
        var end = bytes.endIndex
        while end > bytes.startIndex + 1, bytes[end - 1] == slash { end -= 1 }
        let start = bytes[..<end].lastIndex(of: slash).map { $0 + 1 } ?? bytes.startIndex
        return start < end ? Array(bytes[start..<end]) : Array(bytes[..<end])
    }

    /// Whether the last component ends in `suffix`, ignoring ASCII case (`.md`).
    public func hasSuffix(ignoringCase suffix: String) -> Bool {
        let tail = Array(suffix.utf8)
        guard bytes.count >= tail.count else { return false }
        return zip(bytes.suffix(tail.count), tail).allSatisfy { Self.lowercased($0) == Self.lowercased($1) }
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }

    /// Calls `body` with the path as a C string, for the system calls that open it. A path
    /// holding a NUL cannot name a file: it is handed over cut there, and fails.
    public func withCString<Result>(_ body: (UnsafePointer<CChar>) throws -> Result) rethrows -> Result {
        try (bytes + [0]).withUnsafeBufferPointer { buffer in
            try buffer.withMemoryRebound(to: CChar.self) { try body($0.baseAddress!) }
        }
    }

    /// The command-line arguments `parsed` as their bytes. The argument parser hands over
    /// arguments as text, where bytes that are not UTF-8 have become U+FFFD; the process's
    /// own argument vector still has them. Each text holding U+FFFD is the next argument,
    /// in order, that reads as it; itself when none does. The vector is read once, so a
    /// glob of 20,000 such names costs no more than one pass.
    public static func arguments(_ parsed: [String]) -> [PathBytes] {
        guard parsed.contains(where: { $0.unicodeScalars.contains("\u{FFFD}") }) else { return parsed.map { PathBytes($0) } }
        var vectorByText: [String: [[UInt8]]] = [:]
        let vector = CommandLine.unsafeArgv
        for index in 1..<Int(CommandLine.argc) {
            guard let pointer = vector[index] else { continue }
            let raw = Array(UnsafeBufferPointer(start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self),
                                                count: strlen(pointer)))
            let text = String(decoding: raw, as: UTF8.self)
            if text.unicodeScalars.contains("\u{FFFD}") { vectorByText[text, default: []].append(raw) }
        }
        var used: [String: Int] = [:]
        return parsed.map { text in
            guard let candidates = vectorByText[text] else { return PathBytes(text) }
            let next = used[text, default: 0]
            guard next < candidates.count else { return PathBytes(text) }
            used[text] = next + 1
            return PathBytes(bytes: candidates[next])
        }
    }
}
