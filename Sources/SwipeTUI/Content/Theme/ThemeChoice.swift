import CellCanvas
import SwipeComponents

/// Which theme a talk is shown in, and the files it was read from (live reload watches
/// them): `--theme NAME|FILE` when given, else the talk's front matter — `theme: NAME`,
/// `theme: FILE`, or presenterm's mapping `theme:` with `name:`, `path:` and `override:`
/// (a theme's keys laid over the theme chosen) — else `dark`.
///
/// A file named on the command line is the user's own: any path, relative to the working
/// folder. One named by a talk comes from whoever wrote the talk: only beside the talk or
/// under its folder, as includes are (`TalkLines.path`). Either must be a regular file of at
/// most `ThemeFile.byteLimit` bytes, so a FIFO or a device is never opened.
struct ThemeChoice: Sendable, Equatable {
    var theme: SlideTheme
    var files: [String] = []

    /// The theme for the talk read from `talkPath` in `directory` (nil: not a file), whose
    /// front matter is `front`, with `--theme`'s `commandLine` value.
    static func resolve(commandLine: String?, front: FrontMatter, talkPath: String, directory: String?) throws(ContentError) -> ThemeChoice {
        if let commandLine {
            if let named = SlideTheme.builtIn(named: commandLine) { return ThemeChoice(theme: named) }
            return ThemeChoice(theme: try read(commandLine, base: .dark), files: [commandLine])
        }
        if let block = front.themeBlock {
            return try fromBlock(block, line: front.themeLine, talkPath: talkPath, directory: directory)
        }
        guard let value = front.theme, !value.isEmpty else { return ThemeChoice(theme: .dark) }
        return try named(value, line: front.themeLine, talkPath: talkPath, directory: directory)
    }

    /// A built-in theme's name, else a file beside the talk.
    private static func named(_ value: String, line: Int, talkPath: String, directory: String?) throws(ContentError) -> ThemeChoice {
        if let named = SlideTheme.builtIn(named: value) { return ThemeChoice(theme: named) }
        let shown = Sanitizer.line(value)
        guard let directory else { throw ContentError("\(talkPath):\(line): theme: \(shown): not read (the talk is not a file)") }
        guard let path = TalkLines.path(value, in: directory) else {
            throw ContentError("\(talkPath):\(line): theme: \(shown): refused (not a built-in theme — \(ThemeFile.builtInNames) — "
                               + "nor a file beside the talk or under its folder)")
        }
        return ThemeChoice(theme: try read(path, base: .dark), files: [path])
    }

    /// presenterm's mapping: `name:` or `path:` chooses, `override:` lays keys over it.
    private static func fromBlock(_ block: String, line: Int, talkPath: String, directory: String?) throws(ContentError) -> ThemeChoice {
        let root: YAMLNode?
        do { root = try YAMLNode.parse(Array(block.utf8)) } catch {
            throw ContentError("\(talkPath):\(error.line + line - 1): theme: " + Sanitizer.line(error.message))
        }
        let mapping = root?["theme"]
        var choice = ThemeChoice(theme: .dark)
        if let value = mapping?["path"]?.text ?? mapping?["name"]?.text {
            let valueLine = (mapping?["path"] ?? mapping?["name"])!.line + line - 1
            choice = try named(value, line: valueLine, talkPath: talkPath, directory: directory)
        }
        if let override = mapping?["override"] {
            var file = ThemeFile(name: talkPath, lineOffset: line - 1)
            try file.read(override, into: &choice.theme)
        }
        return choice
    }

    /// The theme in the file at `path`, over `base`.
    static func read(_ path: String, base: SlideTheme) throws(ContentError) -> SlideTheme {
        let file = PathBytes(path)
        let shown = Sanitizer.line(path)
        guard case .regular(let size) = try FileBytes.kind(of: file) else { throw ContentError("\(shown): not a regular file") }
        guard size <= ThemeFile.byteLimit else {
            throw ContentError("\(shown): larger than \(ThemeFile.byteLimit >> 10) KiB, too large for a theme")
        }
        return try ThemeFile.theme(from: try FileBytes.read(file, limit: ThemeFile.byteLimit + 1), name: shown, base: base)
    }
}
