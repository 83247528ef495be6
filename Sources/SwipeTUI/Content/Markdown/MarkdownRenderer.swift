import CCmark
import CellCanvas

/// Markdown to a card's blocks, parsed by libcmark-gfm (CommonMark with GitHub's tables,
/// strikethrough, task lists and autolinks): headings, paragraphs, emphasis, code, quotes,
/// lists, tables, rules, links and pictures' alt text. HTML is not drawn: comments are
/// dropped (speaker notes are taken out first), other HTML shows as muted text. Every piece
/// of text is sanitised.
///
/// Nesting is capped, as other renderers cap it: quotes and lists `nestingLimit` levels
/// deep are drawn nested, anything deeper flat at the last level (its text kept), and so is
/// emphasis inside emphasis; no walk recurses further, so 40 KB of `> ` cannot overflow
/// the stack.
public enum MarkdownRenderer {
    /// What a piece of markdown renders to: its blocks, and the speaker notes it held
    /// (`<!-- speaker_note: … -->`).
    public struct Rendered: Equatable, Sendable {
        /// The blocks, sanitised.
        public var blocks: [TextBlock]
        /// The speaker notes, sanitised.
        public var notes: [TextBlock]
        /// The pictures' destinations (`![alt](this)`), in order, as written.
        public var pictures: [String] = []
        /// The paragraphs that are a picture alone, outside quotes and lists: a slide
        /// draws the picture in their place.
        public var lonePictures: [LonePicture] = []
    }

    /// A paragraph that is one picture and nothing else (`![alt](destination)`).
    public struct LonePicture: Equatable, Sendable {
        /// The paragraph's index in `blocks` (a line saying `[picture: alt]`).
        public var block: Int
        /// Where the picture is, as written.
        public var destination: String
        /// Its alt text, plain and sanitised.
        public var alt: String
    }

    /// Levels of quotes and lists drawn nested (and of emphasis, links and strikethrough
    /// inside each other); deeper ones are drawn flat at the last.
    static let nestingLimit = 16

    /// The extensions attached to every parser.
    private static let extensionNames = ["table", "strikethrough", "tasklist", "autolink"]

    /// `|` in one line past which markdown is parsed without tables (shown as text):
    /// libcmark-gfm 0.29.0.gfm.6 takes time quadratic in a table row's cells, 20 s for a
    /// megabyte-long row. No table anyone reads has a row of 256 cells.
    static let tableCellLimit = 256

    /// Cells a slide's tables may make at most, counted as the most `|` in a line times
    /// the lines: libcmark-gfm pads every row to its header's columns, so a 255-column
    /// header over 130,000 one-character lines made 33 million cells (8 GB, 32 s).
    static let tableCellBudget = 200_000

    /// `<?` and `<!` past which every `<` is read as a character: libcmark-gfm looks for
    /// the end of each such HTML opener to the end of the text, quadratic (12 s for a
    /// quarter megabyte of `<?`). No slide anyone reads opens a thousand of them.
    static let htmlOpenerLimit = 1_000

    /// `@` past which markdown is parsed without autolinks (links then need `<…>`): the
    /// extension's search for e-mail addresses grows faster than the paragraph it is in,
    /// 2.7 s for a megabyte of addresses. No slide anyone reads holds a thousand of them.
    static let autolinkAtLimit = 1_000

    /// Renders `text` (public for the fuzz target; cards come from `MarkdownDeck`).
    public static func render(_ text: String) -> Rendered {
        cmark_gfm_core_extensions_ensure_registered()
        guard let parser = cmark_parser_new(CMARK_OPT_VALIDATE_UTF8 | CMARK_OPT_FOOTNOTES) else {
            return Rendered(blocks: [.paragraph(Sanitizer.line(text))], notes: [])
        }
        defer { cmark_parser_free(parser) }
        var utf8 = Array(text.utf8)
        var names = extensionNames
        if !Self.tablesAreAffordable(utf8) { names.removeAll { $0 == "table" } }
        if Self.htmlOpeners(in: utf8) > htmlOpenerLimit { utf8 = Self.escapingAngleBrackets(utf8) }
        if utf8.lazy.filter({ $0 == UInt8(ascii: "@") }).count > autolinkAtLimit { names.removeAll { $0 == "autolink" } }
        for name in names {
            if let syntax = cmark_find_syntax_extension(name) { cmark_parser_attach_syntax_extension(parser, syntax) }
        }
        utf8.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.map { $0.withMemoryRebound(to: CChar.self, capacity: buffer.count) { cmark_parser_feed(parser, $0, buffer.count) } }
        }
        guard let document = cmark_parser_finish(parser) else { return Rendered(blocks: [], notes: []) }
        defer { cmark_node_free(document) }
        var renderer = Walk()
        let blocks = renderer.blocks(in: document, depth: 0, nesting: 0, spaced: true)
        return Rendered(blocks: blocks, notes: renderer.notes, pictures: renderer.pictures, lonePictures: renderer.lonePictures)
    }

    /// Whether tables in `utf8` stay cheap: no line holds more than `tableCellLimit` `|`,
    /// and the most `|` in a line times the lines stays within `tableCellBudget`.
    static func tablesAreAffordable(_ utf8: [UInt8]) -> Bool {
        var bars = 0, mostBars = 0, lines = 1
        for byte in utf8 {
            if byte == UInt8(ascii: "|") {
                bars += 1
                if bars > tableCellLimit { return false }
            } else if byte == 0x0A {
                mostBars = max(mostBars, bars)
                bars = 0
                lines += 1
            }
        }
        mostBars = max(mostBars, bars)
        let (cells, overflow) = mostBars.multipliedReportingOverflow(by: lines)
        return !overflow && cells <= tableCellBudget
    }

    /// How many `<?` and `<!` `utf8` holds.
    static func htmlOpeners(in utf8: [UInt8]) -> Int {
        var count = 0
        for index in utf8.indices.dropLast() where utf8[index] == UInt8(ascii: "<")
            && (utf8[index + 1] == UInt8(ascii: "?") || utf8[index + 1] == UInt8(ascii: "!")) {
            count += 1
        }
        return count
    }

    /// `utf8` with every `<` escaped (`\<`), so none opens HTML.
    static func escapingAngleBrackets(_ utf8: [UInt8]) -> [UInt8] {
        var escaped: [UInt8] = []
        escaped.reserveCapacity(utf8.count + utf8.count / 4)
        for byte in utf8 {
            if byte == UInt8(ascii: "<") { escaped.append(UInt8(ascii: "\\")) }
            escaped.append(byte)
        }
        return escaped
    }

    /// One pass over a document's nodes. `depth` counts the lists around a node (bullets
    /// and indents follow it), `nesting` the quotes and lists together (the cap).
    private struct Walk {
        var notes: [TextBlock] = []
        var pictures: [String] = []
        var lonePictures: [LonePicture] = []

        /// The blocks of `parent`'s children; `spaced` puts a blank line between them.
        mutating func blocks(in parent: OpaquePointer, depth: Int, nesting: Int, spaced: Bool) -> [TextBlock] {
            var result: [TextBlock] = []
            for child in Node.children(of: parent) {
                let rendered = block(child, depth: depth, nesting: nesting)
                guard !rendered.isEmpty else { continue }
                if spaced && !result.isEmpty { result.append(.blank) }
                result += rendered
                if nesting == 0, rendered.count == 1, let picture = Self.lonePicture(in: child) {
                    lonePictures.append(LonePicture(block: result.count - 1, destination: picture.destination,
                                                    alt: Sanitizer.line(Node.text(under: picture.node))))
                }
            }
            return result
        }

        /// The picture a paragraph holds alone (blank text around it aside).
        static func lonePicture(in node: OpaquePointer) -> (node: OpaquePointer, destination: String)? {
            guard cmark_node_get_type(node) == CMARK_NODE_PARAGRAPH else { return nil }
            var picture: OpaquePointer?
            for child in Node.children(of: node) {
                switch cmark_node_get_type(child) {
                case CMARK_NODE_IMAGE where picture == nil: picture = child
                case CMARK_NODE_TEXT where Node.literal(child).allSatisfy(\.isWhitespace): continue
                case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK: continue
                default: return nil
                }
            }
            return picture.map { ($0, Node.string(cmark_node_get_url($0))) }
        }

        mutating func block(_ node: OpaquePointer, depth: Int, nesting: Int) -> [TextBlock] {
            let type = cmark_node_get_type(node)
            switch type {
            case CMARK_NODE_PARAGRAPH:
                let text = inline(children: node)
                return text.isEmpty ? [] : [.text(text)]
            case CMARK_NODE_HEADING:
                return [.heading(level: Int(cmark_node_get_heading_level(node)), inline(children: node))]
            case CMARK_NODE_CODE_BLOCK:
                var lines = Node.literal(node).utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map { Sanitizer.line(Substring($0)) }
                if lines.last == "" { lines.removeLast() }
                return [CodeBlockRendering.block(lines, fence: CodeFence(info: Sanitizer.line(Node.string(cmark_node_get_fence_info(node)))))]
            case CMARK_NODE_THEMATIC_BREAK:
                return [.rule]
            case CMARK_NODE_HTML_BLOCK:
                return html(Node.literal(node))
            default:
                if Node.typeName(node) == "table" { return [.table(table(node))] }
                // A container: a quote, a list, a footnote.
                guard nesting < MarkdownRenderer.nestingLimit else {
                    return flat(node, depth: min(depth, MarkdownRenderer.nestingLimit - 1))
                }
                switch type {
                case CMARK_NODE_BLOCK_QUOTE: return blocks(in: node, depth: depth, nesting: nesting + 1, spaced: true).map { .quote($0) }
                case CMARK_NODE_LIST: return list(node, depth: depth, nesting: nesting + 1)
                default: return blocks(in: node, depth: depth, nesting: nesting + 1, spaced: true)
                }
            }
        }

        /// The blocks inside `container`, which lies past the nesting cap: every block that
        /// holds text, one after another, without bars or indents of its own; list items keep
        /// their markers at list depth `depth`. Walked in a loop, however deep it goes.
        mutating func flat(_ container: OpaquePointer, depth: Int) -> [TextBlock] {
            var result: [TextBlock] = []
            var markers: [OpaquePointer: String] = [:]
            var numbers: [OpaquePointer: Int] = [:]
            var lastWasItem = false
            Node.walk(under: container) { node in
                let type = cmark_node_get_type(node)
                if type == CMARK_NODE_ITEM, let list = cmark_node_parent(node) {
                    let number = numbers[list] ?? Int(cmark_node_get_list_start(list))
                    numbers[list] = number + 1
                    markers[node] = Self.marker(of: node, in: list, number: number, depth: depth)
                }
                let holdsText = [CMARK_NODE_PARAGRAPH, CMARK_NODE_HEADING, CMARK_NODE_CODE_BLOCK, CMARK_NODE_THEMATIC_BREAK,
                                 CMARK_NODE_HTML_BLOCK].contains(type) || Node.typeName(node) == "table"
                // Containers are gone into, never drawn as such.
                guard holdsText else { return true }
                let parent = cmark_node_parent(node)
                let isItem = type == CMARK_NODE_PARAGRAPH && parent.map { cmark_node_get_type($0) == CMARK_NODE_ITEM } == true
                let rendered: [TextBlock]
                if isItem, let parent, let marker = markers[parent] {
                    let lead = cmark_node_first_child(parent) == node ? marker : String(repeating: " ", count: DisplayWidth.of(marker))
                    rendered = [.listItem(marker: lead, depth: depth, inline(children: node))]
                } else {
                    rendered = block(node, depth: depth, nesting: MarkdownRenderer.nestingLimit)
                }
                guard !rendered.isEmpty else { return false }
                if !result.isEmpty && !(isItem && lastWasItem) { result.append(.blank) }
                result += rendered
                lastWasItem = isItem
                return false
            }
            return result
        }

        /// An HTML block: a speaker note is kept aside, other comments vanish, anything else
        /// shows as muted lines.
        mutating func html(_ literal: String) -> [TextBlock] {
            let trimmed = literal.trimmingWhitespace
            if trimmed.hasPrefix("<!--") {
                let inside = trimmed.dropFirst(4).dropLastIfSuffix("-->").trimmingWhitespace
                if inside.hasPrefix("speaker_note:") {
                    let note = inside.dropFirst("speaker_note:".count).trimmingWhitespace
                    if !notes.isEmpty { notes.append(.blank) }
                    notes += note.split(separator: "\n").map { .paragraph(Sanitizer.line($0.trimmingWhitespace)) }
                }
                return []
            }
            return trimmed.split(separator: "\n").map { .styledLine(StyledText(plain: Sanitizer.line($0), role: .muted)) }
        }

        /// A list item's marker: a bullet by depth, its number, or a task box.
        static func marker(of item: OpaquePointer, in list: OpaquePointer, number: Int, depth: Int) -> String {
            if Node.typeName(item) == "tasklist" { return cmark_gfm_extensions_get_tasklist_item_checked(item) ? "☑" : "☐" }
            let bullets = ["•", "◦", "▪"]
            return cmark_node_get_list_type(list) == CMARK_ORDERED_LIST ? "\(number)." : bullets[depth % bullets.count]
        }

        /// A list's items: a marker each (bullets by depth, numbers from the list's start,
        /// task boxes), their first paragraph beside it and what follows indented under it.
        mutating func list(_ node: OpaquePointer, depth: Int, nesting: Int) -> [TextBlock] {
            var number = Int(cmark_node_get_list_start(node))
            var result: [TextBlock] = []
            for item in Node.children(of: node) {
                let marker = Self.marker(of: item, in: node, number: number, depth: depth)
                number += 1
                var first = true
                for child in Node.children(of: item) {
                    if cmark_node_get_type(child) == CMARK_NODE_PARAGRAPH {
                        let lead = first ? marker : String(repeating: " ", count: DisplayWidth.of(marker))
                        result.append(.listItem(marker: lead, depth: depth, inline(children: child)))
                    } else {
                        result += block(child, depth: depth + 1, nesting: nesting)
                    }
                    first = false
                }
                if first { result.append(.listItem(marker: marker, depth: depth, StyledText())) }
            }
            return result
        }

        /// A GitHub table: the header row, the body rows, the columns' alignments.
        mutating func table(_ node: OpaquePointer) -> TextTable {
            let columns = Int(cmark_gfm_extensions_get_table_columns(node))
            var alignments: [TextTable.Alignment] = []
            if let codes = cmark_gfm_extensions_get_table_alignments(node) {
                for column in 0..<columns {
                    switch codes[column] {
                    case UInt8(ascii: "c"): alignments.append(.center)
                    case UInt8(ascii: "r"): alignments.append(.right)
                    default: alignments.append(.left)
                    }
                }
            }
            var header: [StyledText] = []
            var rows: [[StyledText]] = []
            for row in Node.children(of: node) {
                let cells = Node.children(of: row).map { inline(children: $0) }
                if cmark_gfm_extensions_get_table_row_is_header(row) != 0 { header = cells } else { rows.append(cells) }
            }
            return TextTable(header: header, rows: rows, alignments: alignments)
        }

        /// The inline content of `parent` as styled runs; `nesting` counts the emphasis,
        /// links and strikethrough around it (past the cap, the rest is one run).
        mutating func inline(children parent: OpaquePointer, role: TextRole = .body, attributes: TextAttributes = [],
                             nesting: Int = 0) -> StyledText {
            guard nesting < MarkdownRenderer.nestingLimit else {
                return StyledText([TextRun(Sanitizer.line(Node.text(under: parent)), role: role, attributes: attributes)])
            }
            var text = StyledText()
            for child in Node.children(of: parent) {
                switch cmark_node_get_type(child) {
                case CMARK_NODE_TEXT:
                    text.append(TextRun(Sanitizer.line(Node.literal(child)), role: role, attributes: attributes))
                case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
                    text.append(TextRun(" ", role: role, attributes: attributes))
                case CMARK_NODE_CODE:
                    text.append(TextRun(Sanitizer.line(Node.literal(child)), role: .code, attributes: attributes))
                case CMARK_NODE_EMPH:
                    text.append(inline(children: child, role: role, attributes: attributes.union(.italic), nesting: nesting + 1))
                case CMARK_NODE_STRONG:
                    text.append(inline(children: child, role: role, attributes: attributes.union(.bold), nesting: nesting + 1))
                case CMARK_NODE_LINK:
                    text.append(inline(children: child, role: .link, attributes: attributes, nesting: nesting + 1))
                case CMARK_NODE_IMAGE:
                    pictures.append(Node.string(cmark_node_get_url(child)))
                    let alt = inline(children: child, nesting: nesting + 1).plain
                    text.append(TextRun("[picture: " + (alt.isEmpty ? "no description" : alt) + "]", role: .muted, attributes: attributes))
                case CMARK_NODE_HTML_INLINE:
                    break
                case CMARK_NODE_FOOTNOTE_REFERENCE:
                    text.append(TextRun("[" + Sanitizer.line(Node.literal(child)) + "]", role: .muted, attributes: attributes))
                default:
                    let extra: TextAttributes = Node.typeName(child) == "strikethrough" ? .strikethrough : []
                    text.append(inline(children: child, role: role, attributes: attributes.union(extra), nesting: nesting + 1))
                }
            }
            return text
        }
    }
}

/// Reading cmark's nodes.
private enum Node {
    static func children(of node: OpaquePointer) -> [OpaquePointer] {
        var result: [OpaquePointer] = []
        var child = cmark_node_first_child(node)
        while let current = child {
            result.append(current)
            child = cmark_node_next(current)
        }
        return result
    }

    static func literal(_ node: OpaquePointer) -> String { string(cmark_node_get_literal(node)) }

    /// The nodes under `root` in document order, walked in a loop (never by recursion, so
    /// any depth will do); `visit` says whether to go inside the node it is given.
    static func walk(under root: OpaquePointer, _ visit: (OpaquePointer) -> Bool) {
        var next = cmark_node_first_child(root)
        while let node = next {
            if visit(node), let child = cmark_node_first_child(node) {
                next = child
                continue
            }
            // On to the next sibling of this node or of the nearest parent that has one.
            var at = node
            while cmark_node_next(at) == nil {
                guard let parent = cmark_node_parent(at), parent != root else { return }
                at = parent
            }
            next = cmark_node_next(at)
        }
    }

    /// The text under an inline node, looks left out: its text, code and line breaks (as
    /// spaces).
    static func text(under node: OpaquePointer) -> String {
        var text = ""
        walk(under: node) { child in
            switch cmark_node_get_type(child) {
            case CMARK_NODE_TEXT, CMARK_NODE_CODE: text += literal(child)
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK: text += " "
            default: break
            }
            return true
        }
        return text
    }

    static func typeName(_ node: OpaquePointer) -> String { string(cmark_node_get_type_string(node)) }

    static func string(_ pointer: UnsafePointer<CChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }
}

private extension StringProtocol {
    var trimmingWhitespace: Substring {
        let text = Substring(self)
        guard let first = text.firstIndex(where: { !$0.isWhitespace }) else { return "" }
        let last = text.lastIndex(where: { !$0.isWhitespace })!
        return text[first...last]
    }

    func dropLastIfSuffix(_ suffix: String) -> Substring {
        let text = Substring(self)
        return text.hasSuffix(suffix) ? text.dropLast(suffix.count) : text
    }
}
