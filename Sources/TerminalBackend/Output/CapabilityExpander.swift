import CNcurses
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// The capability strings a frame writer sends, expanded for their parameters with
/// ncurses' `tiparm` and remembered: a frame asks for the same few moves again and again.
/// A reference, so that trial paintings of a row share what was learnt; used from one
/// thread at a time, like the writer that owns it.
final class CapabilityExpander {
    /// The parameterised capabilities the writer uses.
    enum Capability: UInt8, CaseIterable {
        case cursorAddress, columnAddress, cursorForward, cursorBackward, eraseCharacters, insertCharacters, deleteCharacters
    }

    let capabilities: TerminalCapabilities
    /// Which capabilities the terminal has, a bit each by raw value.
    private let present: UInt8
    /// Every expansion remembered, one after another: a `Span` says where one is, so a
    /// writer weighing several moves compares lengths and copies only the one it sends.
    private var store: [UInt8] = []
    /// Spans looked up by index (a writer asks for several per cell it moves to):
    /// one-parameter capabilities by `capability × parameterLimit + parameter`, cursor
    /// addresses by row, then column; `Span.unknown` where nothing was expanded yet.
    private var moves: [Span] = []
    private var addresses: [[Span]] = []
    /// Spans of expansions with parameters beyond `parameterLimit`, and their bytes in all.
    private var overflow: [Key: Span] = [:]
    private var overflowBytes = 0
    /// `tiparm` formats into one static buffer: calls from any thread take turns.
    private static let tiparmLock = Mutex(())
    /// Parameters below this are remembered by index: rows and columns of screens up to that.
    static let parameterLimit = 1024
    /// Bytes of expansions beyond `parameterLimit` kept before they are all forgotten.
    static let overflowByteLimit = 1 << 20

    /// Where one expansion lies in the store.
    struct Span: Equatable {
        let start: Int32
        let count: Int32

        /// No expansion yet.
        static let unknown = Span(start: -1, count: 0)
    }

    private struct Key: Hashable {
        let capability: Capability
        let first: Int32
        let second: Int32
    }

    init(capabilities: TerminalCapabilities) {
        self.capabilities = capabilities
        var present: UInt8 = 0
        for capability in Capability.allCases where Self.template(capability, of: capabilities) != nil {
            present |= 1 << capability.rawValue
        }
        self.present = present
    }

    /// Whether the terminal has `capability`.
    func has(_ capability: Capability) -> Bool { present & 1 << capability.rawValue != 0 }

    /// `capability` expanded with one or two parameters; empty when the terminal lacks it.
    func bytes(_ capability: Capability, _ first: Int, _ second: Int = 0) -> [UInt8] {
        let span = span(capability, first, second)
        return Array(store[Int(span.start)..<Int(span.start + span.count)])
    }

    /// Appends the expansion `span` says where to find.
    func append(_ span: Span, to out: inout [UInt8]) {
        store.withUnsafeBufferPointer { out.append(contentsOf: $0[Int(span.start)..<Int(span.start + span.count)]) }
    }

    /// Where `capability` expanded with one or two parameters lies (its `count` is its
    /// length: 0 when the terminal lacks it), expanded now unless it was before.
    func span(_ capability: Capability, _ first: Int, _ second: Int = 0) -> Span {
        let limit = Self.parameterLimit
        guard first >= 0, first < limit, second >= 0, second < limit else {
            let key = Key(capability: capability, first: Int32(clamping: first), second: Int32(clamping: second))
            if let span = overflow[key] { return span }
            if overflowBytes >= Self.overflowByteLimit { forgetAll() }
            let span = expand(key)
            overflow[key] = span
            overflowBytes += Int(span.count)
            return span
        }
        if capability == .cursorAddress {
            if first < addresses.count, second < addresses[first].count {
                let span = addresses[first][second]
                if span != .unknown { return span }
            }
            if first >= addresses.count { addresses += Array(repeating: [], count: first + 1 - addresses.count) }
            if second >= addresses[first].count { addresses[first] += Array(repeating: .unknown, count: second + 1 - addresses[first].count) }
            let span = expand(Key(capability: capability, first: Int32(first), second: Int32(second)))
            addresses[first][second] = span
            return span
        }
        let slot = Int(capability.rawValue) * limit + first
        if slot < moves.count, moves[slot] != .unknown { return moves[slot] }
        if slot >= moves.count { moves += Array(repeating: .unknown, count: slot + 1 - moves.count) }
        let span = expand(Key(capability: capability, first: Int32(first), second: Int32(second)))
        moves[slot] = span
        return span
    }

    /// Bytes of expansions held.
    var storedByteCount: Int { store.count }

    /// Forgets every expansion (those with huge parameters grew past their bound).
    private func forgetAll() {
        store.removeAll()
        moves.removeAll()
        addresses.removeAll()
        overflow.removeAll()
        overflowBytes = 0
    }

    /// Expands `key` onto the end of the store.
    private func expand(_ key: Key) -> Span {
        let bytes = expandedBytes(key)
        let span = Span(start: Int32(store.count), count: Int32(bytes.count))
        store += bytes
        return span
    }

    private func expandedBytes(_ key: Key) -> [UInt8] {
        guard let template = Self.template(key.capability, of: capabilities) else { return [] }
        return Self.tiparmLock.withLock { _ in
            let result = template.withCString { cap in
                key.capability == .cursorAddress ? cn_tiparm2(cap, key.first, key.second) : cn_tiparm1(cap, key.first)
            }
            guard let result else { return [] }
            return Array(UnsafeBufferPointer(start: UnsafeRawPointer(result).assumingMemoryBound(to: UInt8.self),
                                             count: strlen(result)))
        }
    }

    private static func template(_ capability: Capability, of capabilities: TerminalCapabilities) -> String? {
        switch capability {
        case .cursorAddress: return capabilities.cursorAddress
        case .columnAddress: return capabilities.columnAddress
        case .cursorForward: return capabilities.cursorForward
        case .cursorBackward: return capabilities.cursorBackward
        case .eraseCharacters: return capabilities.eraseCharacters
        case .insertCharacters: return capabilities.insertCharacters
        case .deleteCharacters: return capabilities.deleteCharacters
        }
    }
}
