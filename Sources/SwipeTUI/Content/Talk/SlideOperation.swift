import CellCanvas

/// What a slide's lines ask for, in order: the steps of the slide are played from them,
/// each up to its pause.
enum SlideOperation: Equatable, Sendable {
    case text(Substring)
    case title(String)
    case problem(String)
    case pause
    case middle
    case space(Int)
    case alignment(SlideAlignment)
    case fontSize(Int)
    case listItemNewlines(Int)
    case layout([Int])
    case column(Int)
    case resetLayout

    /// Takes the slide's title out of its first text: a line of `=` or `-` under its first
    /// line (presenterm's slide title), or a leading ATX heading. Returns the title, plain.
    static func takeTitle(from operations: inout [SlideOperation]) -> String? {
        guard let first = operations.firstIndex(where: { if case .text(let line) = $0 { return !line.trimmingBlank.isEmpty } else { return false } }),
              case .text(let line) = operations[first] else { return nil }
        let level = line.prefix(while: { $0 == "#" }).count
        var raw: Substring?
        var end = first
        if (1...6).contains(level), line.dropFirst(level).first.map({ $0 == " " || $0 == "\t" }) ?? true {
            raw = line.dropFirst(level).trimmingBlank
        } else if first + 1 < operations.count, case .text(let next) = operations[first + 1], Self.isUnderline(next) {
            raw = line.trimmingBlank
            end = first + 1
        }
        guard let raw else { return nil }
        let title = MarkdownRenderer.render(String(raw)).blocks.first?.plainText ?? Sanitizer.line(raw)
        operations.replaceSubrange(first...end, with: [.title(Sanitizer.line(title))])
        return Sanitizer.line(title)
    }

    /// A setext underline: `=` or `-` alone, at least one.
    static func isUnderline(_ line: Substring) -> Bool {
        let trimmed = line.trimmingBlank
        guard let first = trimmed.first, first == "=" || first == "-" else { return false }
        return trimmed.allSatisfy { $0 == first }
    }

    /// The slide's parts as they show at `step` (0: before the first pause); `last` is the
    /// last step, at which every remaining pause is passed.
    static func parts(of operations: [SlideOperation], throughStep step: Int, last: Int,
                      pictures: SlidePicture.Files = SlidePicture.Files(directory: nil)) -> [SlideView.Part] {
        var player = Player(files: pictures)
        var pauses = 0
        for operation in operations {
            if operation == .pause {
                pauses += 1
                if pauses > step && step < last { break }
                continue
            }
            player.play(operation)
        }
        player.endLayout()
        return player.parts
    }

    /// Plays operations into parts.
    private struct Player {
        /// Where the slide's pictures are.
        let files: SlidePicture.Files
        var parts: [SlideView.Part] = []
        var markdown: [Substring] = []
        var alignment = SlideAlignment.left
        /// `font_size`: 1 is ordinary text.
        var fontSize = 1
        var listItemNewlines = 1
        /// The columns of the layout in force, the markdown of each, and the one written to.
        var columns: [(weight: Int, markdown: [Substring], alignment: SlideAlignment)] = []
        var column: Int?

        mutating func play(_ operation: SlideOperation) {
            switch operation {
            case .text(let line):
                if let column, columns.indices.contains(column) {
                    columns[column].markdown.append(line)
                } else if columns.isEmpty {
                    markdown.append(line)
                }
                // Text in a layout before any `column` goes nowhere, as in presenterm.
            case .title(let title):
                flush()
                parts.append(.title(title))
            case .problem(let text):
                flush()
                parts.append(.text(CardBody([.styledLine(StyledText(plain: text, role: .muted))]), alignment))
            case .pause:
                break
            case .middle:
                flush()
                parts.append(.middle)
            case .space(let count):
                // Inside a column, markdown has no way to say it: the lines are left out.
                guard columns.isEmpty else { return }
                flush()
                parts.append(.space(count))
            case .alignment(let new):
                flush()
                alignment = new
                if let column, columns.indices.contains(column) { columns[column].alignment = new }
            case .fontSize(let size):
                flush()
                fontSize = size
            case .listItemNewlines(let count):
                flush()
                listItemNewlines = count
            case .layout(let weights):
                endLayout()
                columns = weights.map { ($0, [], alignment) }
                column = nil
            case .column(let index):
                column = index
            case .resetLayout:
                endLayout()
            }
        }

        /// The markdown gathered so far as a part across the width.
        mutating func flush() {
            guard !markdown.isEmpty else { return }
            for piece in pieces(markdown) {
                switch piece {
                case .text(let body): parts.append(fontSize > 1 ? .large(body, alignment, size: fontSize) : .text(body, alignment))
                case .picture(let picture): parts.append(.picture(picture))
                }
            }
            markdown = []
        }

        /// Ends the layout in force (and the text before it): its columns as one part.
        mutating func endLayout() {
            flush()
            guard !columns.isEmpty else { return }
            let made = columns.map { SlideView.Column(weight: $0.weight, pieces: pieces($0.markdown), alignment: $0.alignment) }
            columns = []
            column = nil
            parts.append(.columns(made))
        }

        /// Markdown lines as text and, where a paragraph is a picture alone, that picture.
        func pieces(_ lines: [Substring]) -> [SlideView.Column.Piece] {
            let rendered = MarkdownRenderer.render(lines.joined(separator: "\n"))
            var pieces: [SlideView.Column.Piece] = []
            var start = 0
            func text(upTo end: Int) {
                var blocks = rendered.blocks[start..<max(end, start)]
                while blocks.first == .blank { blocks.removeFirst() }
                while blocks.last == .blank { blocks.removeLast() }
                if !blocks.isEmpty { pieces.append(.text(CardBody(spaced(blocks.map(Self.unlabelled))))) }
            }
            for lone in rendered.lonePictures {
                text(upTo: lone.block)
                pieces.append(.picture(files.picture(lone.destination, alt: lone.alt)))
                start = lone.block + 1
            }
            text(upTo: rendered.blocks.count)
            return pieces
        }

        /// `block` without a code block's language line: presenterm draws none on a slide
        /// (cards and decks keep it, where it tells one file's code from another's).
        static func unlabelled(_ block: TextBlock) -> TextBlock {
            guard case .code(let lines, _) = block else { return block }
            return .code(lines: lines, language: nil)
        }

        /// Blocks with list items spaced as `list_item_newlines` says.
        func spaced(_ blocks: [TextBlock]) -> [TextBlock] {
            guard listItemNewlines > 1 else { return blocks }
            var spaced: [TextBlock] = []
            for block in blocks {
                if case .listItem = block, case .listItem? = spaced.last {
                    spaced += Array(repeating: .blank, count: listItemNewlines - 1)
                }
                spaced.append(block)
            }
            return spaced
        }
    }
}
