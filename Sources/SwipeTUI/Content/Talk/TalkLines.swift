import CellCanvas
import Glibc

/// A talk's markdown read line by line, as presenterm reads it: comment commands taken out
/// of the text (outside code fences), comments that are no command dropped, and
/// `<!-- include: file.md -->` replaced by that file's lines.
///
/// Includes are read relative to the file that names them, down to `includeDepthLimit`
/// files deep, never a file already being read (no cycles), and only paths that stay
/// under that file's directory: an absolute path, a `..`, a file that is not a regular
/// file or is larger than `includeByteLimit` is refused with a line on the slide saying so.
struct TalkLines {
    /// One line of a talk.
    enum Line: Equatable, Sendable {
        /// Markdown, as written.
        case text(Substring)
        /// A comment command.
        case command(TalkCommand)
        /// Something the talk asked for that could not be done (an include refused): shown
        /// on the slide as a muted line.
        case problem(String)
    }

    /// How many files deep includes go.
    static let includeDepthLimit = 4
    /// The largest file included.
    static let includeByteLimit = 1 << 20
    /// Bytes all the files of one talk may add up to.
    static let totalByteLimit = 8 << 20
    /// Lines a comment may span; a comment left open longer hides the rest of the file, as
    /// a markdown renderer would.
    static let commentLineLimit = 500

    private(set) var lines: [Line] = []
    /// Bytes read so far, the talk's own included.
    private var bytesRead = 0
    /// Files being read, outermost first (the chain of includes).
    private var reading: [String] = []
    /// Every file read, the talk's own first (live reload watches them).
    private(set) var files: [String] = []

    /// The lines of `text`, read from a file in `directory` (nil: includes are refused).
    init(text: String, directory: String?, name: String = "") {
        bytesRead = text.utf8.count
        reading = [name]
        files = name.isEmpty ? [] : [name]
        append(text, directory: directory, depth: 0)
    }

    private mutating func append(_ text: String, directory: String?, depth: Int) {
        var fence: (character: Character, length: Int)?
        var comment: [Substring]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = line.last == "\r" ? line.dropLast() : line
            if var open = comment {
                open.append(line)
                if line.contains("-->") || open.count > Self.commentLineLimit {
                    takeComment(open.joined(separator: "\n"), directory: directory, depth: depth)
                    comment = nil
                } else {
                    comment = open
                }
                continue
            }
            let trimmed = line.trimmingBlank
            if let marker = Self.fenceMarker(line) {
                if let open = fence {
                    if marker.character == open.character && marker.length >= open.length && trimmed.allSatisfy({ $0 == marker.character }) {
                        fence = nil
                    }
                } else {
                    fence = marker
                }
                lines.append(.text(line))
                continue
            }
            if fence == nil, trimmed.hasPrefix("<!--") {
                if trimmed.hasSuffix("-->") && trimmed.count >= 7 {
                    takeComment(String(trimmed), directory: directory, depth: depth)
                    continue
                }
                if !trimmed.contains("-->") {
                    comment = [line]
                    continue
                }
            }
            lines.append(.text(line))
        }
        // A comment never closed hides what follows it.
    }

    /// A whole comment (`<!--` … `-->`): its command, if it is one.
    private mutating func takeComment(_ comment: String, directory: String?, depth: Int) {
        var inside = comment.trimmingBlank.dropFirst(4)
        if let end = inside.firstRange(of: "-->") { inside = inside[..<end.lowerBound] }
        guard let command = TalkCommand(comment: inside) else { return }
        if case .include(let path) = command {
            include(path, directory: directory, depth: depth)
        } else {
            lines.append(.command(command))
        }
    }

    /// A code fence's marker when `line` opens or closes one (three or more backticks or
    /// tildes after at most three spaces).
    static func fenceMarker(_ line: Substring) -> (character: Character, length: Int)? {
        let indent = line.prefix(while: { $0 == " " })
        guard indent.count <= 3, let first = line.dropFirst(indent.count).first, first == "`" || first == "~" else { return nil }
        let length = line.dropFirst(indent.count).prefix(while: { $0 == first }).count
        return length >= 3 ? (first, length) : nil
    }

    /// The file a talk names as `path` (an include, its theme) in `directory`; nil unless it
    /// stays beside the talk or under its folder: no absolute path, `~` or `..`, and no
    /// symbolic link on the way that leads out of the folder (the path is resolved, and
    /// what it resolves to must lie under the folder resolved). A file that does not exist
    /// keeps its name, for the reading to say so.
    static func path(_ path: String, in directory: String) -> String? {
        let components = path.split(separator: "/", omittingEmptySubsequences: true)
        guard !path.hasPrefix("/"), !path.hasPrefix("~"), !components.isEmpty, !components.contains(".."),
              !path.utf8.contains(0), !directory.utf8.contains(0) else { return nil }
        let full = directory + "/" + components.filter { $0 != "." }.joined(separator: "/")
        guard let target = resolved(full) else { return full }
        guard let folder = resolved(directory) else { return nil }
        return target.hasPrefix(folder == "/" ? "/" : folder + "/") ? full : nil
    }

    /// `path` with every symbolic link, `.` and `..` resolved; nil when it cannot be (no
    /// such file).
    private static func resolved(_ path: String) -> String? {
        guard let real = realpath(path, nil) else { return nil }
        defer { free(real) }
        return String(cString: real)
    }

    /// The lines of the file `path` names, relative to `directory`, in place.
    private mutating func include(_ path: String, directory: String?, depth: Int) {
        let shown = Sanitizer.line(path)
        guard let directory else { return lines.append(.problem("include \(shown): not read (the talk is not a file)")) }
        guard depth + 1 < Self.includeDepthLimit else {
            return lines.append(.problem("include \(shown): not read (more than \(Self.includeDepthLimit) files deep)"))
        }
        guard let full = Self.path(path, in: directory) else {
            return lines.append(.problem("include \(shown): refused (only files beside the talk or under its folder)"))
        }
        guard !reading.contains(full) else { return lines.append(.problem("include \(shown): refused (it includes itself)")) }
        let bytes: [UInt8]
        do {
            guard case .regular(let size) = try FileBytes.kind(of: PathBytes(full)) else {
                return lines.append(.problem("include \(shown): refused (not a regular file)"))
            }
            guard size <= Self.includeByteLimit, bytesRead + size <= Self.totalByteLimit else {
                return lines.append(.problem("include \(shown): refused (larger than \(Self.includeByteLimit >> 10) KiB)"))
            }
            bytes = try FileBytes.read(PathBytes(full), limit: Self.includeByteLimit)
        } catch {
            return lines.append(.problem("include \(shown): " + Sanitizer.line(error.description)))
        }
        bytesRead += bytes.count
        reading.append(full)
        if !files.contains(full) { files.append(full) }
        defer { reading.removeLast() }
        let folder = full.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        append(String(decoding: bytes, as: UTF8.self), directory: folder.isEmpty ? "/" : folder, depth: depth + 1)
    }
}
