/// What the talk and the speaker's notes terminal say to each other over their socket: the
/// talk says where it is, the notes terminal asks it to move.
///
/// On the wire a message is a 4-byte big-endian length and that many bytes of ASCII text:
/// `at SLIDE STEP ELAPSED_MS` or `do ACTION` (`next`, `previous`, `first`, `last`, or
/// `go SLIDE`). The bytes come from another process: every length is capped
/// (`maximumLength`), every number bounded; anything else is an error that ends the
/// connection.
public enum NotesMessage: Equatable, Sendable {
    /// The talk shows `slide` (from 0) at `step`, `elapsed` milliseconds after it began.
    case position(slide: Int, step: Int, elapsed: Int)
    /// The notes terminal asks the talk to move.
    case move(NotesMove)

    /// The longest message body read.
    public static let maximumLength = 256
    /// The largest slide, step or time a message carries.
    static let numberLimit = 1_000_000_000

    /// The message as bytes on the wire.
    public var encoded: [UInt8] {
        let text: String
        switch self {
        case .position(let slide, let step, let elapsed): text = "at \(slide) \(step) \(elapsed)"
        case .move(let move): text = "do " + move.text
        }
        let body = Array(text.utf8)
        let count = UInt32(body.count)
        return [UInt8(count >> 24), UInt8((count >> 16) & 0xFF), UInt8((count >> 8) & 0xFF), UInt8(count & 0xFF)] + body
    }

    /// The message a body holds, or nil when it is none.
    init?(body: ArraySlice<UInt8>) {
        guard body.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return nil }
        let words = String(decoding: body, as: UTF8.self).split(separator: " ", omittingEmptySubsequences: false)
        guard let first = words.first else { return nil }
        switch first {
        case "at":
            guard words.count == 4, let slide = Self.number(words[1]), let step = Self.number(words[2]),
                  let elapsed = Self.number(words[3]) else { return nil }
            self = .position(slide: slide, step: step, elapsed: elapsed)
        case "do":
            guard let move = NotesMove(words: words.dropFirst()) else { return nil }
            self = .move(move)
        default:
            return nil
        }
    }

    /// A decimal number of at most ten digits, within `numberLimit`.
    static func number(_ word: Substring) -> Int? {
        guard (1...10).contains(word.count), word.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(word),
              value <= numberLimit else { return nil }
        return value
    }
}

/// A move the notes terminal asks for.
public enum NotesMove: Equatable, Sendable {
    case next, previous, first, last
    /// Slide `slide` (from 0).
    case go(Int)

    var text: String {
        switch self {
        case .next: return "next"
        case .previous: return "previous"
        case .first: return "first"
        case .last: return "last"
        case .go(let slide): return "go \(slide)"
        }
    }

    init?(words: ArraySlice<Substring>) {
        switch (words.first, words.count) {
        case ("next"?, 1): self = .next
        case ("previous"?, 1): self = .previous
        case ("first"?, 1): self = .first
        case ("last"?, 1): self = .last
        case ("go"?, 2):
            guard let slide = NotesMessage.number(words[words.startIndex + 1]) else { return nil }
            self = .go(slide)
        default: return nil
        }
    }
}

/// Reads messages out of the bytes a connection delivers, in whatever pieces they come.
public struct NotesMessageReader: Sendable {
    /// The bytes of a message not yet complete.
    private var pending: [UInt8] = []

    public init() {}

    /// What a connection sent broke the protocol: close it.
    public struct Broken: Error, Equatable {}

    /// The messages completed by `bytes`; throws when a length is over the cap or a body is
    /// no message.
    public mutating func read(_ bytes: some Collection<UInt8>) throws(Broken) -> [NotesMessage] {
        pending.append(contentsOf: bytes)
        var messages: [NotesMessage] = []
        var start = 0
        while pending.count - start >= 4 {
            let length = pending[start..<start + 4].reduce(0) { $0 << 8 | Int($1) }
            guard length <= NotesMessage.maximumLength else { throw Broken() }
            guard pending.count - start - 4 >= length else { break }
            guard let message = NotesMessage(body: pending[(start + 4)..<(start + 4 + length)]) else { throw Broken() }
            messages.append(message)
            start += 4 + length
        }
        pending.removeFirst(start)
        return messages
    }
}
