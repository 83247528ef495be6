#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The built-in demo deck, `Resources/demo.md`, compiled into the binary.
///
/// A file can stand in for it: `$SWIPE_TUI_DATA/demo.md`, else `../share/swipe-tui/demo.md`
/// beside the executable (what `make install` lays out); otherwise the text built in is used,
/// so a copied binary runs the demo on its own.
public enum DemoDeck {
    /// The deck's file name.
    public static let fileName = "demo.md"

    /// The file standing in for the built-in deck, or nil.
    public static func locate() -> String? {
        candidates().first { FileBytes.isReadableFile(PathBytes($0)) }
    }

    /// The demo deck's cards.
    public static func load() throws(ContentError) -> DeckSource {
        let text: String
        if let path = locate() {
            text = String(decoding: try FileBytes.read(PathBytes(path)), as: UTF8.self)
        } else {
            text = embeddedText
        }
        return DeckSource(items: MarkdownDeck.items(from: text), headline: MarkdownDeck.frontMatter(in: text)?.headline)
    }

    static func candidates() -> [String] {
        var paths: [String] = []
        if let data = getenv("SWIPE_TUI_DATA") {
            paths.append(String(cString: data) + "/" + fileName)
        }
        if let executable = executablePath() {
            let directory = executable.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
            paths.append(directory + "/../share/swipe-tui/" + fileName)
        }
        return paths
    }

    private static func executablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        return String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
