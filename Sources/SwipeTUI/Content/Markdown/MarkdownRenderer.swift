import CCmark
import CellCanvas

/// Markdown to a card's blocks, parsed by libcmark-gfm (CommonMark with GitHub's tables,
/// strikethrough, task lists and autolinks): headings, paragraphs, emphasis, code, quotes,
/// lists, tables, rules, links and pictures' alt text. HTML is not drawn: comments are
/// dropped (speaker notes are taken out first), other HTML shows as muted text. Every piece
/// of text is sanitised.
enum MarkdownRenderer {
    /// What a piece of markdown renders to: its blocks, and the speaker notes it held
    /// (`<!-- speaker_note: … -->`).
    struct Rendered: Equatable {
        var blocks: [TextBlock]
        var notes: [TextBlock]
        /// The pictures' destinations (`![alt](this)`), in order, as written.
        var pictures: [String] = []
    }

    /// The extensions attached to every parser.
    private static let extensionNames = ["table", "strikethrough", "tasklist", "autolink"]

    /// Renders `text`.
    static func render(_ text: String) -> Rendered {
        cmark_gfm_core_extensions_ensure_registered()
        guard let parser = cmark_parser_new(CMARK_OPT_VALIDATE_UTF8 | CMARK_OPT_FOOTNOTES) else {
            return Rendered(blocks: [.paragraph(Sanitizer.line(text))], notes: [])
        }
        defer { cmark_parser_free(parser) }
        for name in extensionNames {
            if let syntax = cmark_find_syntax_extension(name) { cmark_parser_attach_syntax_extension(parser, syntax) }
        }
        var utf8 = Array(text.utf8)
        utf8.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.map { $0.withMemoryRebound(to: CChar.self, capacity: buffer.count) { cmark_parser_feed(parser, $0, buffer.count) } }
        }
        guard let document = cmark_parser_finish(parser) else { return Rendered(blocks: [], notes: []) }
        defer { cmark_node_free(document) }
        var renderer = Walk()
        let blocks = renderer.blocks(in: document, depth: 0, spaced: true)
        return Rendered(blocks: blocks, notes: renderer.notes, pictures: renderer.pictures)
    }

    /// One pass over a document's nodes.
    private struct Walk {
        var notes: [TextBlock] = []
        var pictures: [String] = []

        /// The blocks of `parent`'s children; `spaced` puts a blank line between them.
        mutating func blocks(in parent: OpaquePointer, depth: Int, spaced: Bool) -> [TextBlock] {
            var result: [TextBlock] = []
            for child in Node.children(of: parent) {
                let rendered = block(child, depth: depth)
                guard !rendered.isEmpty else { continue }
                if spaced && !result.isEmpty { result.append(.blank) }
                result += rendered
            }
            return result
        }

        mutating func block(_ node: OpaquePointer, depth: Int) -> [TextBlock] {
            let type = cmark_node_get_type(node)
            switch type {
            case CMARK_NODE_PARAGRAPH:
                let text = inline(children: node)
                return text.isEmpty ? [] : [.text(text)]
            case CMARK_NODE_HEADING:
                return [.heading(level: Int(cmark_node_get_heading_level(node)), inline(children: node))]
            case CMARK_NODE_CODE_BLOCK:
                var lines = Node.literal(node).split(separator: "\n", omittingEmptySubsequences: false).map { Sanitizer.line($0) }
                if lines.last == "" { lines.removeLast() }
                let language = Node.string(cmark_node_get_fence_info(node)).split(separator: " ").first.map { Sanitizer.line($0) }
                return [.code(lines: lines, language: language)]
            case CMARK_NODE_THEMATIC_BREAK:
                return [.rule]
            case CMARK_NODE_BLOCK_QUOTE:
                return blocks(in: node, depth: depth, spaced: true).map { .quote($0) }
            case CMARK_NODE_LIST:
                return list(node, depth: depth)
            case CMARK_NODE_HTML_BLOCK:
                return html(Node.literal(node))
            default:
                switch Node.typeName(node) {
                case "table": return [.table(table(node))]
                default: return blocks(in: node, depth: depth, spaced: true)
                }
            }
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

        /// A list's items: a marker each (bullets by depth, numbers from the list's start,
        /// task boxes), their first paragraph beside it and what follows indented under it.
        mutating func list(_ node: OpaquePointer, depth: Int) -> [TextBlock] {
            let ordered = cmark_node_get_list_type(node) == CMARK_ORDERED_LIST
            var number = Int(cmark_node_get_list_start(node))
            let bullets = ["•", "◦", "▪"]
            var result: [TextBlock] = []
            for item in Node.children(of: node) {
                var marker = ordered ? "\(number)." : bullets[depth % bullets.count]
                if Node.typeName(item) == "tasklist" {
                    marker = cmark_gfm_extensions_get_tasklist_item_checked(item) ? "☑" : "☐"
                }
                number += 1
                var first = true
                for child in Node.children(of: item) {
                    let type = cmark_node_get_type(child)
                    if type == CMARK_NODE_PARAGRAPH {
                        let lead = first ? marker : String(repeating: " ", count: DisplayWidth.of(marker))
                        result.append(.listItem(marker: lead, depth: depth, inline(children: child)))
                    } else if type == CMARK_NODE_LIST {
                        result += list(child, depth: depth + 1)
                    } else {
                        result += block(child, depth: depth + 1)
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

        /// The inline content of `parent` as styled runs.
        mutating func inline(children parent: OpaquePointer, role: TextRole = .body, attributes: TextAttributes = []) -> StyledText {
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
                    text.append(inline(children: child, role: role, attributes: attributes.union(.italic)))
                case CMARK_NODE_STRONG:
                    text.append(inline(children: child, role: role, attributes: attributes.union(.bold)))
                case CMARK_NODE_LINK:
                    text.append(inline(children: child, role: .link, attributes: attributes))
                case CMARK_NODE_IMAGE:
                    pictures.append(Node.string(cmark_node_get_url(child)))
                    let alt = inline(children: child).plain
                    text.append(TextRun("[picture: " + (alt.isEmpty ? "no description" : alt) + "]", role: .muted, attributes: attributes))
                case CMARK_NODE_HTML_INLINE:
                    break
                case CMARK_NODE_FOOTNOTE_REFERENCE:
                    text.append(TextRun("[" + Sanitizer.line(Node.literal(child)) + "]", role: .muted, attributes: attributes))
                default:
                    let extra: TextAttributes = Node.typeName(child) == "strikethrough" ? .strikethrough : []
                    text.append(inline(children: child, role: role, attributes: attributes.union(extra)))
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
