import Glibc

/// Where the highlighter's language definitions come from: ours, carried in the binary
/// (`HighlightDefinitions.builtIn`, generated from Resources/highlight/), and the library's
/// own, read from the directory its Debian package installs them in. Nothing is looked up
/// in the current directory or a path the input names.
enum HighlightDefinitions {
    /// The directory of libt3highlight's definitions (Debian's libt3highlight2 package).
    static let libraryDirectory = "/usr/share/libt3highlight2"

    /// The text of definition `name` (`swift.lang`, `def/c.lang`): ours if we carry it,
    /// else the library's file; nil if neither has it or the name could leave the directory.
    static func text(of name: String) -> String? {
        if let ours = builtIn[name] { return ours }
        guard isPlainName(name), let file = fopen(libraryDirectory + "/" + name, "r") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 16 << 10)
        while bytes.count < definitionLimit {
            let read = fread(&buffer, 1, buffer.count, file)
            guard read > 0 else { break }
            bytes += buffer[..<read]
        }
        guard bytes.count < definitionLimit else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A definition larger than this is refused (the library's largest is 20 KB).
    static let definitionLimit = 1 << 20

    /// The file a definition's `%include = "name"` reads, opened over its text in memory
    /// (the reader closes it); nil refuses the include.
    static func openInclude(_ name: UnsafePointer<CChar>?) -> UnsafeMutablePointer<FILE>? {
        guard let name, let text = text(of: String(cString: name)) else { return nil }
        let size = text.utf8.count
        guard size > 0, let file = fmemopen(nil, size, "w+") else { return nil }
        let written = text.utf8CString.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, size, file) }
        guard written == size else {
            fclose(file)
            return nil
        }
        rewind(file)
        return file
    }

    /// Whether `name` is a relative path inside a directory: letters, digits, `-`, `_`,
    /// `.` and `/`, no empty or `..` component.
    static func isPlainName(_ name: String) -> Bool {
        let components = name.split(separator: "/", omittingEmptySubsequences: false)
        return !name.isEmpty && components.allSatisfy { !$0.isEmpty && $0 != ".." && $0 != "." }
            && name.utf8.allSatisfy { byte in
                (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                    || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "/")
            }
    }
}
