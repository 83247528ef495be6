import CellCanvas

/// A deck written in markdown: cards are separated by lines of `---`, a `#` heading
/// becomes a card's title, and the rest is its body (paragraphs, `-` or `*` bullets,
/// fenced code kept verbatim).
public enum MarkdownDeck {
    /// The cards in `text` with their fields; empty sections are skipped. Picking a card
    /// prints its title.
    public static func items(from text: String) -> [DeckSource.Item] {
        var cards: [DeckSource.Item] = []
        var section: [Substring] = []
        var inFence = false
        for line in text.lines {
            let trimmed = line.trimmingTrailingSpace
            if trimmed.hasPrefix("```") { inFence.toggle() }
            if !inFence && trimmed == "---" {
                if let card = card(from: section) { cards.append(card) }
                section = []
            } else {
                section.append(line)
            }
        }
        if let card = card(from: section) { cards.append(card) }
        return cards
    }

    /// One card from the lines of one section, or nil when the section is empty.
    static func card(from lines: [Substring]) -> DeckSource.Item? {
        var lines = lines
        while let first = lines.first, first.isBlank { lines.removeFirst() }
        while let last = lines.last, last.isBlank { lines.removeLast() }
        guard let first = lines.first else { return nil }

        // A heading names the card; without one, the first line does.
        let title = first.hasPrefix("#")
            ? String(first.drop(while: { $0 == "#" }).drop(while: { $0 == " " }))
            : String(first)
        lines.removeFirst()
        let body = lines.joined(separator: "\n")
        let card = Card(title: Sanitizer.line(title), blocks: blocks(from: lines))
        return DeckSource.Item(card: card, fields: ItemFields(
            title: title, body: body, value: Array(title.utf8), json: JSONText.item(index: 0, title: title, body: body)))
    }

    /// Body lines grouped into blocks.
    static func blocks(from lines: [Substring]) -> [TextBlock] {
        var blocks: [TextBlock] = []
        var paragraph: [String] = []
        var inFence = false

        func endParagraph() {
            if !paragraph.isEmpty { blocks.append(.paragraph(paragraph.joined(separator: " "))) }
            paragraph = []
        }

        for raw in lines {
            let line = Sanitizer.line(raw)
            let trimmed = line.drop(while: { $0 == " " })
            if trimmed.hasPrefix("```") {
                endParagraph()
                inFence.toggle()
                continue
            }
            if inFence {
                blocks.append(.verbatim(line))
            } else if trimmed.isEmpty {
                endParagraph()
                if blocks.last != .blank && !blocks.isEmpty { blocks.append(.blank) }
            } else if trimmed.hasPrefix("- ") || trimmed.hasPrefix("* ") {
                endParagraph()
                blocks.append(.bullet(String(trimmed.dropFirst(2))))
            } else if line.hasPrefix("  "), case .bullet(let text)? = blocks.last, paragraph.isEmpty {
                blocks[blocks.count - 1] = .bullet(text + " " + trimmed)
            } else if trimmed.hasPrefix("#") {
                endParagraph()
                blocks.append(.paragraph(String(trimmed.drop(while: { $0 == "#" }).drop(while: { $0 == " " }))))
            } else {
                paragraph.append(String(trimmed))
            }
        }
        endParagraph()
        while blocks.last == .blank { blocks.removeLast() }
        return blocks
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
