import CellCanvas

/// What a card shows for a file or directory: the first lines of text, "binary, N bytes",
/// or the entries of a directory.
enum FilePreview {
    /// Bytes read from a file for its preview.
    static let previewBytes = 16 << 10
    /// Lines shown at most.
    static let previewLines = 60

    /// A card for the file or directory at `path`, titled `title`: a picture file shows the
    /// picture (recognised by its first bytes), anything else its preview blocks.
    static func card(title: String, path: PathBytes) -> Card {
        if case .regular? = try? FileBytes.kind(of: path), let head = try? FileBytes.read(path, limit: 16),
           PictureFormat(sniffing: head) != nil {
            return Card(title: title, blocks: [], picture: path)
        }
        return Card(title: title, blocks: blocks(for: path))
    }

    static func blocks(for path: PathBytes) -> [TextBlock] {
        do {
            switch try FileBytes.kind(of: path) {
            case .directory:
                let names = try FileBytes.entries(of: path).map { String(decoding: $0, as: UTF8.self) }.sorted()
                if names.isEmpty { return [.paragraph("empty directory")] }
                return names.prefix(previewLines).map { .verbatim(Sanitizer.line($0)) }
                    + (names.count > previewLines ? [.verbatim("… \(names.count - previewLines) more")] : [])
            case .regular(let size):
                let bytes = try FileBytes.read(path, limit: previewBytes)
                if isBinary(bytes) { return [.paragraph("binary, \(size) bytes")] }
                if bytes.isEmpty { return [.paragraph("empty file")] }
                return textBlocks(bytes, fileName: String(decoding: path.lastComponent, as: UTF8.self))
            case .other(let kind):
                return [.paragraph(kind)]
            }
        } catch {
            return [.paragraph(Sanitizer.line(error.description))]
        }
    }

    /// Text shown line by line, as written (code keeps its shape; long lines end in …); a
    /// source file whose name tells its language is one highlighted code block.
    static func textBlocks(_ bytes: [UInt8], fileName: String = "") -> [TextBlock] {
        let lines = String(decoding: bytes, as: UTF8.self).lines.prefix(previewLines)
        if let language = CodeLanguage.forFile(named: fileName) {
            // The empty line after the last newline is no line of the file.
            let code = lines.last?.isEmpty == true ? lines.dropLast() : lines
            return [CodeBlockRendering.file(code.map { Sanitizer.line($0) }, language: language)]
        }
        return lines.map { line in line.isEmpty ? .blank : .verbatim(Sanitizer.line(line)) }
    }

    /// A NUL byte in the first bytes marks a binary file, as grep and git decide.
    static func isBinary(_ bytes: [UInt8]) -> Bool {
        bytes.prefix(8192).contains(0)
    }
}
