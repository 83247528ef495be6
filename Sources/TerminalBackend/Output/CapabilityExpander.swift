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
    /// Expansions remembered, looked up by index (a writer asks for several per cell it
    /// moves to): one-parameter capabilities by `capability × parameterLimit + parameter`,
    /// cursor addresses by row, then column.
    private var moves: [[UInt8]?] = []
    private var addresses: [[[UInt8]?]] = []
    /// Expansions with parameters beyond `parameterLimit`.
    private var overflow: [Key: [UInt8]] = [:]
    /// `tiparm` formats into one static buffer: calls from any thread take turns.
    private static let tiparmLock = Mutex(())
    /// Parameters below this are remembered by index: rows and columns of screens up to that.
    static let parameterLimit = 1024

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
        let limit = Self.parameterLimit
        guard first >= 0, first < limit, second >= 0, second < limit else {
            let key = Key(capability: capability, first: Int32(clamping: first), second: Int32(clamping: second))
            if let bytes = overflow[key] { return bytes }
            if overflow.count >= 1 << 16 { overflow.removeAll(keepingCapacity: true) }
            let bytes = expand(key)
            overflow[key] = bytes
            return bytes
        }
        let key = Key(capability: capability, first: Int32(first), second: Int32(second))
        if capability == .cursorAddress {
            if first < addresses.count, second < addresses[first].count, let bytes = addresses[first][second] { return bytes }
            if first >= addresses.count { addresses += Array(repeating: [], count: first + 1 - addresses.count) }
            if second >= addresses[first].count { addresses[first] += Array(repeating: nil, count: second + 1 - addresses[first].count) }
            let bytes = expand(key)
            addresses[first][second] = bytes
            return bytes
        }
        let slot = Int(capability.rawValue) * limit + first
        if slot < moves.count, let bytes = moves[slot] { return bytes }
        if slot >= moves.count { moves += Array(repeating: nil, count: slot + 1 - moves.count) }
        let bytes = expand(key)
        moves[slot] = bytes
        return bytes
    }

    private func expand(_ key: Key) -> [UInt8] {
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
