#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds where the items of a document lie in its bytes, a slice at a time, so that an
/// index pass can publish what it found as it goes: the slides of a markdown deck, the
/// paragraphs of a text file, the elements of a JSON array.
protocol SectionSplitter: Sendable {
    /// Scans on from where the last call stopped, at least up to `limit` (a whole line or
    /// value at a time), calling `emit` with each item's byte range. Returns false once the
    /// bytes are all scanned (the last item emitted).
    mutating func scan(_ bytes: UnsafeRawBufferPointer, upTo limit: Int, emit: (Range<Int>) -> Void) -> Bool
    /// Why the document is not whole, when that showed at its end (a JSON array not closed).
    var problem: String? { get }
}

extension SectionSplitter {
    var problem: String? { nil }
}

/// The end of the line that starts at `start`: the index of its newline, or the end.
func lineEnd(_ bytes: UnsafeRawBufferPointer, from start: Int) -> Int {
    guard start < bytes.count, let base = bytes.baseAddress else { return bytes.count }
    guard let hit = memchr(base + start, 0x0A, bytes.count - start) else { return bytes.count }
    return base.distance(to: UnsafeRawPointer(hit))
}

/// Slides of a markdown deck: sections between lines of `---` (or `<!-- end_slide -->`)
/// outside fenced code; a section of blank lines only is not a slide, and front matter at
/// the start is not either (as `MarkdownDeck.items` has it). Front matter never closed is
/// none: the deck is read again from its first line, which then is a separator.
struct MarkdownSplitter: SectionSplitter {
    private var position = 0
    private var sectionStart = 0
    private var inFence = false
    private var hasContent = false
    private var inFrontMatter = false
    /// Set once front matter turned out not to close: the first line is read as a separator.
    private var frontMatterUnclosed = false

    private static let endSlide = Array("<!-- end_slide -->".utf8)

    mutating func scan(_ bytes: UnsafeRawBufferPointer, upTo limit: Int, emit: (Range<Int>) -> Void) -> Bool {
        while position < bytes.count && position <= limit {
            let end = lineEnd(bytes, from: position)
            var trimmed = end
            while trimmed > position, [0x20, 0x09, 0x0D].contains(bytes[trimmed - 1]) { trimmed -= 1 }
            let length = trimmed - position
            let isRule = length == 3 && bytes[position] == 0x2D && bytes[position + 1] == 0x2D && bytes[position + 2] == 0x2D
            if position == 0 && isRule && !frontMatterUnclosed {
                // Front matter: `---` first, then a line that looks like a YAML key.
                let next = min(end + 1, bytes.count)
                let nextEnd = lineEnd(bytes, from: next)
                inFrontMatter = FrontMatter.looksLikeKey(Substring(decoding: UnsafeRawBufferPointer(rebasing: bytes[next..<nextEnd]), as: UTF8.self))
            } else if inFrontMatter {
                if isRule {
                    inFrontMatter = false
                    sectionStart = min(end + 1, bytes.count)
                }
                position = end + 1
                continue
            }
            if length >= 3, bytes[position] == 0x60, bytes[position + 1] == 0x60, bytes[position + 2] == 0x60 { inFence.toggle() }
            let isEndSlide = length == Self.endSlide.count && Self.endSlide.indices.allSatisfy { bytes[position + $0] == Self.endSlide[$0] }
            if !inFence, isRule || isEndSlide {
                if hasContent { emit(sectionStart..<position) }
                sectionStart = min(end + 1, bytes.count)
                hasContent = false
            } else if length > 0 {
                hasContent = true
            }
            position = end + 1
        }
        guard position >= bytes.count else { return true }
        if inFrontMatter {
            // Nothing was emitted while it lasted: start over without it.
            self = MarkdownSplitter()
            frontMatterUnclosed = true
            return true
        }
        if hasContent { emit(sectionStart..<bytes.count) }
        hasContent = false
        return false
    }
}

/// Paragraphs of a text file: runs of lines that are not blank (spaces and tabs only).
struct ParagraphSplitter: SectionSplitter {
    private var position = 0
    private var paragraphStart: Int?
    private var paragraphEnd = 0

    mutating func scan(_ bytes: UnsafeRawBufferPointer, upTo limit: Int, emit: (Range<Int>) -> Void) -> Bool {
        while position < bytes.count && position <= limit {
            let end = lineEnd(bytes, from: position)
            var content = end
            if content > position && bytes[content - 1] == 0x0D { content -= 1 }
            let blank = (position..<content).allSatisfy { bytes[$0] == 0x20 || bytes[$0] == 0x09 }
            if blank {
                if let start = paragraphStart { emit(start..<paragraphEnd) }
                paragraphStart = nil
            } else {
                if paragraphStart == nil { paragraphStart = position }
                paragraphEnd = content
            }
            position = end + 1
        }
        guard position >= bytes.count else { return true }
        if let start = paragraphStart { emit(start..<paragraphEnd) }
        paragraphStart = nil
        return false
    }
}

/// The elements of a JSON array, found by their structure (strings, escapes, nesting)
/// without parsing them: each is parsed when it is shown.
struct JSONArraySplitter: SectionSplitter {
    private var position = 0
    private var started = false
    private var elementStart: Int?
    private var depth = 0
    private var inString = false
    private var escaped = false
    private(set) var problem: String?

    /// Whether `bytes` hold a JSON array (the first byte that is not white space is `[`).
    static func isArray(_ bytes: UnsafeRawBufferPointer) -> Bool {
        bytes.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) } == UInt8(ascii: "[")
    }

    mutating func scan(_ bytes: UnsafeRawBufferPointer, upTo limit: Int, emit: (Range<Int>) -> Void) -> Bool {
        while position < bytes.count && position <= limit {
            let byte = bytes[position]
            defer { position += 1 }
            if inString {
                if escaped { escaped = false } else if byte == 0x5C { escaped = true } else if byte == 0x22 { inString = false }
                continue
            }
            switch byte {
            case 0x20, 0x09, 0x0A, 0x0D:
                continue
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                if !started { started = true; continue }
                if depth == 0 && elementStart == nil { elementStart = position }
                depth += 1
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                if depth == 0 {
                    // The array's end.
                    if let start = elementStart { emit(start..<trimmedEnd(bytes, before: position)) }
                    elementStart = nil
                    let rest = bytes[(position + 1)...].contains { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
                    if rest { problem = "JSON goes on after the array ends" }
                    position = bytes.count
                    return false
                }
                depth -= 1
            case UInt8(ascii: ","):
                if depth == 0 {
                    if let start = elementStart { emit(start..<trimmedEnd(bytes, before: position)) }
                    elementStart = nil
                }
            case 0x22:
                inString = true
                if depth == 0 && elementStart == nil { elementStart = position }
            default:
                if depth == 0 && elementStart == nil { elementStart = position }
            }
        }
        guard position >= bytes.count else { return true }
        if let start = elementStart { emit(start..<bytes.count) }
        elementStart = nil
        problem = problem ?? "the JSON array is not closed"
        return false
    }

    private func trimmedEnd(_ bytes: UnsafeRawBufferPointer, before end: Int) -> Int {
        var end = end
        while end > 0, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[end - 1]) { end -= 1 }
        return end
    }
}
