import Glibc

/// The built-in demo deck, `Resources/demo.md`, found from any working directory.
///
/// Looked for, in order: `$SWIPE_TUI_DATA/demo.md`; `../share/swipe-tui/demo.md`
/// beside the executable (the `make install` layout); `Resources/demo.md` in the
/// source tree the executable was built from.
public enum DemoDeck {
    /// The deck's file name.
    public static let fileName = "demo.md"

    /// Where the deck was found, or nil.
    public static func locate() -> String? {
        candidates().first(where: FileBytes.isReadableFile)
    }

    /// The demo deck's cards.
    public static func load() throws(ContentError) -> DeckSource {
        guard let path = locate() else {
            throw ContentError("the demo deck (\(fileName)) is missing; looked in: "
                + candidates().joined(separator: ", "))
        }
        let bytes = try FileBytes.read(path)
        return DeckSource(items: MarkdownDeck.items(from: String(decoding: bytes, as: UTF8.self)))
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
        // This file is Sources/SwipeTUI/Content/DemoDeck.swift: three levels below the package root.
        let source = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        if source.count > 4 {
            paths.append(source.dropLast(4).joined(separator: "/") + "/Resources/" + fileName)
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

/// A problem with the content to show, as one line for stderr.
public struct ContentError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The message, one line with no trailing newline, e.g. `stdin: JSON larger than 64 MiB`.
    public let description: String

    /// An error that reads `description`.
    public init(_ description: String) {
        self.description = description
    }
}
