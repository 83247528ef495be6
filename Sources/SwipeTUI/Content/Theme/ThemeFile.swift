import CellCanvas
import SwipeComponents

/// A theme as presenterm's YAML theme files write it, read over a base theme: the keys it
/// knows set what they name, every other key is read past. What it reads:
///
/// - `extends: NAME` — start from that built-in theme instead of the base;
/// - `palette.colors.NAME` — colours the others may name as `palette:NAME`;
/// - `default.colors.foreground/background` — the slide's text and background;
/// - `slide_title`, `headings.h1`…`h6`, `code`, `inline_code`, `block_quote`, `footer`, and
///   this program's `table` (table lines and rules), `link`, `list` (markers) and
///   `code.tokens.keyword`… (a highlighted token's kind: `keyword`, `type`, `string`,
///   `number`, `comment`, `function`, `operator`, `constant`, `attribute`, `variable`,
///   `addition`, `deletion`, `error`, `line_number`) — each a style: `colors.foreground`,
///   `colors.background`, `bold`, `italics`, `underlined` (a token may be a colour alone).
///
/// A value that is not what its key takes is one line naming the file, the line and the
/// key (`theme.yaml:7: headings.h2.colors.foreground: 'teal-ish' is not a colour`).
struct ThemeFile {
    /// The largest theme file read.
    static let byteLimit = 64 << 10

    /// The kinds of highlighted token, by the names a theme gives them.
    static let tokenRoles: [(name: String, role: TextRole)] = [
        ("keyword", .codeKeyword), ("type", .codeType), ("string", .codeString), ("number", .codeNumber),
        ("comment", .codeComment), ("function", .codeFunction), ("operator", .codeOperator), ("constant", .codeConstant),
        ("attribute", .codeAttribute), ("variable", .codeVariable), ("addition", .codeAddition), ("deletion", .codeDeletion),
        ("error", .codeError), ("line_number", .codeLineNumber),
    ]

    /// The styles a theme sets by a key of their own, and the role each sets.
    static let styleKeys: [(key: String, role: TextRole)] = [
        ("slide_title", .slideTitle), ("inline_code", .code), ("code", .code), ("block_quote", .quote),
        ("table", .frame), ("link", .link), ("list", .marker),
    ]

    /// How the messages name the file.
    let name: String
    /// Added to every line (a theme inside a talk's front matter counts the talk's lines).
    var lineOffset = 0
    private var palette: [String: Color] = [:]

    init(name: String, lineOffset: Int = 0) {
        self.name = name
        self.lineOffset = lineOffset
    }

    /// The theme `bytes` write, over `base`.
    static func theme(from bytes: [UInt8], name: String, base: SlideTheme) throws(ContentError) -> SlideTheme {
        guard bytes.count <= byteLimit else { throw ContentError("\(name): larger than \(byteLimit >> 10) KiB, too large for a theme") }
        let root: YAMLNode?
        do { root = try YAMLNode.parse(bytes) } catch {
            throw ContentError("\(name):\(error.line): " + Sanitizer.line(error.message))
        }
        var theme = base
        var file = ThemeFile(name: name)
        if let root { try file.read(root, into: &theme) }
        theme.name = name
        return theme
    }

    /// Sets what the mapping `root` says on `theme`.
    mutating func read(_ root: YAMLNode, into theme: inout SlideTheme) throws(ContentError) {
        guard case .mapping = root.value else { throw problem(root, "", "not a theme (a mapping of keys)") }
        if let node = root["extends"] {
            guard let text = node.text, let named = SlideTheme.builtIn(named: text) else {
                throw problem(node, "extends", "\(Self.shown(node)) is not a built-in theme (" + Self.builtInNames + ")")
            }
            theme = named
        }
        for entry in root["palette"]?["colors"]?.entries ?? [] {
            palette[entry.key.lowercased()] = try color(entry.value, "palette.colors." + entry.key)
        }
        if let node = root["default"] {
            var look = TextLook(foreground: theme.foreground, background: theme.background)
            try style(node, "default", into: &look)
            (theme.foreground, theme.background) = (look.foreground, look.background)
        }
        for (key, role) in Self.styleKeys {
            if let node = root[key] { try style(node, key, into: &theme.looks[role]) }
        }
        for level in 1...6 {
            if let node = root["headings"]?["h\(level)"] { try style(node, "headings.h\(level)", into: &theme.looks[.heading(level: level)]) }
        }
        if let ground = theme.looks[.code].background, root["code"]?["colors"]?["background"] != nil {
            for (_, role) in Self.tokenRoles { theme.looks[role].background = ground }
        }
        for (name, role) in Self.tokenRoles {
            if let node = root["code"]?["tokens"]?[name] { try style(node, "code.tokens." + name, into: &theme.looks[role]) }
        }
        if let node = root["footer"] { try style(node, "footer", into: &theme.footer) }
    }

    /// Reads a style onto `look`: its colours replace the look's, its attributes are set
    /// or cleared; a style may be a colour alone (its text's).
    private func style(_ node: YAMLNode, _ key: String, into look: inout TextLook) throws(ContentError) {
        if node.text != nil {
            look.foreground = try color(node, key)
            return
        }
        guard case .mapping = node.value else { throw problem(node, key, "not a style (colors, bold, italics, underlined)") }
        if let colors = node["colors"] {
            if let value = colors["foreground"] { look.foreground = try color(value, key + ".colors.foreground") }
            if let value = colors["background"] { look.background = try color(value, key + ".colors.background") }
        }
        for (name, attribute) in [("bold", TextAttributes.bold), ("italics", .italic), ("underlined", .underline)] {
            guard let value = node[name] else { continue }
            if try flag(value, key + "." + name) { look.attributes.insert(attribute) } else { look.attributes.remove(attribute) }
        }
    }

    private func color(_ node: YAMLNode, _ key: String) throws(ContentError) -> Color {
        guard let text = node.text, let color = ThemeColor.parse(text, palette: palette) else {
            throw problem(node, key, "\(Self.shown(node)) is not a colour (#rrggbb, rrggbb, a name such as dark_blue, or palette:NAME)")
        }
        return color
    }

    private func flag(_ node: YAMLNode, _ key: String) throws(ContentError) -> Bool {
        switch node.text?.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default: throw problem(node, key, "\(Self.shown(node)) is not true or false")
        }
    }

    private func problem(_ node: YAMLNode, _ key: String, _ message: String) -> ContentError {
        let key = TextLayout.truncate(Sanitizer.line(key), width: 60)
        return ContentError("\(name):\(node.line + lineOffset): " + (key.isEmpty ? "" : key + ": ") + message)
    }

    /// A value as a message shows it: quoted, sanitised, cut short.
    static func shown(_ node: YAMLNode) -> String {
        guard let text = node.text else { return "a mapping or list" }
        return "'" + TextLayout.truncate(Sanitizer.line(text), width: 40) + "'"
    }

    /// The built-in themes' names, for messages.
    static var builtInNames: String { SlideTheme.builtIn.map(\.name).joined(separator: ", ") }
}
