import CellCanvas
import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// One card per entry of a directory, sorted by name, titled by the name (`/` after
/// subdirectories). The directory is read on a thread of its own (a large one takes a
/// while: `ls` needs 0.15 s for 100,000 names), its entries arriving sorted, whole, when
/// it is done; previews are read only for the cards that are shown, and kept.
public final class DirectorySource: CardSource, IncomingItems {
    private struct Entry: Sendable {
        /// The name as `readdir` gave it: bytes, kept so for opening and printing.
        let name: [UInt8]
        /// What `readdir` said; nil until a `stat` is needed (links), done when first shown.
        var isDirectory: Bool?
    }

    private final class Shared: Sendable {
        let listed = Mutex<Result<[Entry], ContentError>?>(nil)
        let wake = WakePipe()
    }

    private let base: PathBytes
    private let includeHidden: Bool
    private var entries: [Entry] = []
    private var previews: [Int: Card] = [:]
    private let shared = Shared()
    public private(set) var isOpen = true

    /// The entries of `path`; dotfiles only when `includeHidden`. A directory that cannot
    /// be opened fails now; its names are then read on a thread of their own, and nothing
    /// per entry until it is shown.
    public init(path: PathBytes, includeHidden: Bool) throws(ContentError) {
        base = path
        self.includeHidden = includeHidden
        guard let probe = path.withCString({ opendir($0) }) else { throw ContentError("\(path): \(String(cString: strerror(errno)))") }
        closedir(probe)
        let shared = self.shared
        DispatchQueue.global(qos: .userInitiated).async {
            let result = Result { () throws(ContentError) -> [Entry] in
                var entries = try FileBytes.typedEntries(of: path)
                    .filter { includeHidden || !$0.isHidden }
                    .map { Entry(name: $0.name, isDirectory: $0.isDirectory) }
                entries.sort { Self.precedes($0.name, $1.name) }
                return entries
            }
            shared.listed.withLock { $0 = result }
            shared.wake.wake()
        }
    }

    // MARK: Capabilities

    /// The listing, read on a thread of its own.
    public var incomingItems: (any IncomingItems)? { self }

    /// A tab of the directory's files and one per subdirectory, under the directory's own
    /// name (see `TabSource.directoryTabs`); a directory that can no longer be read is one
    /// tab saying why.
    public func tabs(named name: String) -> TabSource {
        (try? TabSource.directoryTabs(base, includeHidden: includeHidden)) ?? TabSource.tabPerPath([base], includeHidden: includeHidden)
    }

    // MARK: IncomingItems

    public var descriptor: Int32 { shared.wake.readEnd }
    public var stopNote: String? { nil }

    public func takeProgress() throws(ContentError) -> Bool {
        shared.wake.drain()
        guard isOpen, let listed = shared.listed.withLock({ $0 }) else { return false }
        isOpen = false
        entries = try listed.get()
        return true
    }

    private func path(of entry: Entry) -> PathBytes { base.appending(entry.name) }

    /// The entry's name as text, for showing and searching (bytes that are not UTF-8 as U+FFFD).
    private static func text(of entry: Entry) -> String { String(decoding: entry.name, as: UTF8.self) }

    /// Byte order of two names (what `ls` does in the C locale), at memcmp speed.
    private static func precedes(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        a.withUnsafeBufferPointer { first in
            b.withUnsafeBufferPointer { second in
                let shared = min(first.count, second.count)
                let order = shared == 0 ? 0 : memcmp(first.baseAddress!, second.baseAddress!, shared)
                return order != 0 ? order < 0 : first.count < second.count
            }
        }
    }

    /// Whether entry `index` is a directory, asking the file system the first time when
    /// `readdir` did not say.
    private func isDirectory(_ index: Int) -> Bool {
        if let known = entries[index].isDirectory { return known }
        let known = (try? FileBytes.kind(of: path(of: entries[index]))) == .directory
        entries[index].isDirectory = known
        return known
    }

    /// The number of entries found when the source was made (dotfiles only if included).
    public var count: Int { entries.count }

    /// The entry's name (with `/` after a directory) over a preview of its content, read
    /// on first use and cached; the cache is emptied once it holds more than 256.
    public func card(at index: Int) -> Card {
        let entry = entries[index]
        if let card = previews[index] { return card }
        if previews.count > 256 { previews.removeAll() }
        let card = FilePreview.card(title: Sanitizer.line(Self.text(of: entry) + (isDirectory(index) ? "/" : "")), path: path(of: entry))
        previews[index] = card
        return card
    }

    /// The entry's name as title, an empty body, and its full path as the value: the bytes
    /// `readdir` gave, whatever they are.
    public func fields(at index: Int) -> ItemFields {
        let entry = entries[index]
        let path = path(of: entry)
        let title = Self.text(of: entry)
        return ItemFields(title: title, body: "", value: path.bytes,
                          json: JSONText.item(index: index, title: title, body: path.description))
    }
}
