import CellCanvas

/// A deck written in markdown: slides are separated by lines of `---` (or presenterm's
/// `<!-- end_slide -->`) outside fenced code; YAML front matter gives the deck's title and
/// author. A slide's leading heading is its title, a deeper heading right under it its
/// subtitle; the rest is rendered by `MarkdownRenderer`, speaker notes kept aside.
public enum MarkdownDeck {
    /// Bytes of markdown one slide keeps: past them it is cut, and says so at its end. A
    /// slide is parsed when first shown, on the frame loop, so this bounds what one slide
    /// can cost: 256 KiB (thousands of lines, far past a slide) parse in about 20 ms, the
    /// most hostile in a third of a second (libcmark-gfm's own worst cases).
    public static let slideByteLimit = 256 << 10

    /// Whether `line` ends a slide.
    static func isSeparator(_ line: Substring) -> Bool {
        let trimmed = line.trimmingTrailingSpace
        return trimmed == "---" || trimmed == "<!-- end_slide -->"
    }

    /// The deck's front matter, when `text` starts with some.
    public static func frontMatter(in text: String) -> FrontMatter? {
        let lines = Array(text.lines.prefix(200))
        guard FrontMatter.starts(lines), let end = lines.dropFirst().firstIndex(where: { $0.trimmingTrailingSpace == "---" }) else {
            return nil
        }
        return FrontMatter(lines: lines[1..<end])
    }

    /// The cards in `text` with their fields; empty sections and the front matter are
    /// skipped. Picking a card prints its title.
    public static func items(from text: String) -> [DeckSource.Item] {
        var cards: [DeckSource.Item] = []
        var section: [Substring] = []
        var inFence = false
        var lines = text.lines[...]
        if FrontMatter.starts(Array(lines.prefix(2))),
           let end = lines.dropFirst().firstIndex(where: { $0.trimmingTrailingSpace == "---" }) {
            lines = lines[(end + 1)...]
        }
        for line in lines {
            if line.trimmingTrailingSpace.hasPrefix("```") { inFence.toggle() }
            if !inFence && isSeparator(line) {
                if let card = card(fromSection: section) { cards.append(card) }
                section = []
            } else {
                section.append(line)
            }
        }
        if let card = card(fromSection: section) { cards.append(card) }
        return cards
    }

    /// One card from the lines of one slide, of which it keeps `slideByteLimit` bytes.
    private static func card(fromSection lines: [Substring]) -> DeckSource.Item? {
        guard lines.reduce(0, { $0 + $1.utf8.count + 1 }) > slideByteLimit else { return card(from: lines) }
        var text = lines.joined(separator: "\n")
        return text.withUTF8 { card(fromSlide: UnsafeRawBufferPointer($0), directory: nil) }
    }

    /// One card from the bytes of one slide (as the index found them), of which it reads
    /// `slideByteLimit` at most: up to the end of a line when one ends in the last 16 KiB
    /// of them, else up to the last character that fits (a paragraph of a megabyte keeps
    /// what fits).
    static func card(fromSlide bytes: UnsafeRawBufferPointer, directory: String?) -> DeckSource.Item? {
        guard bytes.count > slideByteLimit else {
            return card(from: lines(of: String(decoding: bytes, as: UTF8.self)), directory: directory)
        }
        var end = slideByteLimit
        if let lineEnd = bytes[(slideByteLimit - (16 << 10))...slideByteLimit].lastIndex(of: 0x0A) {
            end = lineEnd
        } else {
            // Not inside a character: back over its continuation bytes.
            while end > 0, bytes[end] & 0xC0 == 0x80 { end -= 1 }
        }
        let text = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[..<end]), as: UTF8.self)
        return card(from: lines(of: text), directory: directory, leftOut: bytes.count - end)
    }

    /// The lines of `text` as `String.lines` has them (split at `\n` and `\r\n`), found
    /// byte by byte: a slide of a megabyte is split in a moment.
    private static func lines(of text: String) -> [Substring] {
        var lines = text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map(Substring.init)
        // A line ended by `\r\n` leaves its `\r` out; the last line has no end.
        for index in lines.indices.dropLast() where lines[index].utf8.last == 0x0D {
            lines[index] = Substring(lines[index].utf8.dropLast())
        }
        return lines
    }

    /// The line that ends a slide cut at `slideByteLimit` bytes, `leftOut` more not shown.
    static func cutNote(leftOut: Int) -> TextBlock {
        .styledLine(StyledText(plain: "— slide cut at \(slideByteLimit >> 10) KiB: \(max(leftOut >> 10, 1)) KiB more not shown —",
                               role: .muted))
    }

    /// One card from the lines of one slide, or nil when the slide is empty; its fields'
    /// `json` is left to the source, which knows the card's index. Its first line
    /// names it (a heading's text, without the markers); a deeper heading right under a
    /// heading is its subtitle; the rest is its body.
    ///
    /// With the deck's `directory`, the slide's first picture (`![alt](file)`, a file beside
    /// the deck) shows under its text. `leftOut` bytes of the slide were cut off its end
    /// (`slideByteLimit`): a last line says so.
    static func card(from lines: [Substring], directory: String? = nil, leftOut: Int = 0) -> DeckSource.Item? {
        var lines = lines[...]
        while let first = lines.first, first.isBlank { lines.removeFirst() }
        while let last = lines.last, last.isBlank { lines.removeLast() }
        guard let first = lines.first else { return nil }
        // A slide that opens with code has no title line: the code is all body.
        let opensCode = first.hasPrefix("```") || first.hasPrefix("~~~") || first.hasPrefix("    ") || first.hasPrefix("\t")
        let cut = leftOut > 0 ? [TextBlock.blank, cutNote(leftOut: leftOut)] : []
        if opensCode {
            let body = lines.joined(separator: "\n")
            let rendered = MarkdownRenderer.render(body)
            let card = Card(title: "", blocks: rendered.blocks + cut, notes: rendered.notes)
            return DeckSource.Item(card: card, fields: ItemFields(title: "", body: body, value: Array(body.utf8),
                                                                  json: ""))
        }
        lines.removeFirst()
        // A setext heading's underline goes with its title.
        if let next = lines.first, !next.isBlank, next.trimmingTrailingSpace.allSatisfy({ $0 == "=" || $0 == "-" }) {
            lines.removeFirst()
        }
        let level = first.prefix(while: { $0 == "#" }).count
        let isHeading = (1...6).contains(level) && first.dropFirst(level).first.map { $0 == " " || $0 == "\t" } ?? true
        let rawTitle = isHeading ? String(first.dropFirst(level).drop(while: { $0 == " " || $0 == "\t" }).trimmingTrailingSpace)
                                 : String(first.trimmingTrailingSpace)
        // The title as shown: its inline markdown rendered to plain text.
        let title = MarkdownRenderer.render(rawTitle).blocks.first?.plainText ?? Sanitizer.line(rawTitle)
        let body = lines.joined(separator: "\n")
        let rendered = MarkdownRenderer.render(body)
        var blocks = rendered.blocks[...]
        var subtitle: String?
        if isHeading, case .heading(let deeper, let text)? = blocks.first, deeper > level {
            subtitle = text.plain
            blocks.removeFirst()
            while blocks.first == .blank { blocks.removeFirst() }
        }
        let picture = directory.flatMap { directory in rendered.pictures.lazy.compactMap { Self.pictureFile($0, in: directory) }.first }
        let card = Card(title: Sanitizer.line(title), blocks: Array(blocks) + cut, subtitle: subtitle, notes: rendered.notes,
                        picture: picture)
        return DeckSource.Item(card: card, fields: ItemFields(
            title: rawTitle, body: body, value: Array(rawTitle.utf8), json: ""))
    }
}

extension MarkdownDeck {
    /// The file a picture's destination names, relative to `directory`, when it is a
    /// local picture file (not a URL).
    static func pictureFile(_ destination: String, in directory: String) -> PathBytes? {
        guard !destination.isEmpty, !destination.contains("://") else { return nil }
        let path = PathBytes(destination.hasPrefix("/") ? destination : directory + "/" + destination)
        guard case .regular? = try? FileBytes.kind(of: path), let head = try? FileBytes.read(path, limit: 16),
              PictureFormat(sniffing: head) != nil else { return nil }
        return path
    }
}

extension Substring {
    var isBlank: Bool { allSatisfy { $0 == " " || $0 == "\t" || $0 == "\r" } }

    var trimmingTrailingSpace: Substring {
        var end = endIndex
        while end > startIndex, let c = self[..<end].last, c == " " || c == "\t" || c == "\r" {
            end = index(before: end)
        }
        return self[..<end]
    }
}
