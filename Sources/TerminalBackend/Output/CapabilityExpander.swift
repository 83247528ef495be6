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
    enum Capability: UInt8 {
        case cursorAddress, columnAddress, cursorForward, cursorBackward, eraseCharacters, insertCharacters, deleteCharacters
    }

    let capabilities: TerminalCapabilities
    private var cache: [Key: [UInt8]] = [:]
    /// `tiparm` formats into one static buffer: calls from any thread take turns.
    private static let tiparmLock = Mutex(())

    private struct Key: Hashable {
        let capability: Capability
        let first: Int32
        let second: Int32
    }

    init(capabilities: TerminalCapabilities) {
        self.capabilities = capabilities
    }

    /// Whether the terminal has `capability`.
    func has(_ capability: Capability) -> Bool { template(capability) != nil }

    /// `capability` expanded with one or two parameters; empty when the terminal lacks it.
    func bytes(_ capability: Capability, _ first: Int, _ second: Int = 0) -> [UInt8] {
        let key = Key(capability: capability, first: Int32(clamping: first), second: Int32(clamping: second))
        if let bytes = cache[key] { return bytes }
        guard let template = template(capability) else { return [] }
        let bytes: [UInt8] = Self.tiparmLock.withLock { _ in
            let result = template.withCString { cap in
                capability == .cursorAddress ? cn_tiparm2(cap, key.first, key.second) : cn_tiparm1(cap, key.first)
            }
            guard let result else { return [] }
            return Array(UnsafeBufferPointer(start: UnsafeRawPointer(result).assumingMemoryBound(to: UInt8.self),
                                             count: strlen(result)))
        }
        if cache.count >= 1 << 16 { cache.removeAll(keepingCapacity: true) }
        cache[key] = bytes
        return bytes
    }

    private func template(_ capability: Capability) -> String? {
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
