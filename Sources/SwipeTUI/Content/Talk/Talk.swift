import CellCanvas

/// A talk written in markdown as presenterm reads it: front matter (`title`, `sub_title`,
/// `author`, `date`, `theme`) that makes a title slide, slides ended by
/// `<!-- end_slide -->` or a line of `---` (one that does not underline the slide's first
/// line, which makes that line the slide's title), and the comment commands
/// (`TalkCommand`) inside them.
struct Talk: Sendable, Equatable {
    /// The front matter (empty when there is none).
    var front: FrontMatter
    /// The slides, the title slide first when the front matter has a title. Never empty
    /// for a talk that has anything in it.
    var slides: [Slide]

    /// The files the talk was read from: its own, then those it includes, then its theme's.
    var files: [String] = []
    /// The theme it is shown in (`ThemeChoice`: `--theme`, else its front matter).
    var theme = SlideTheme.dark

    /// The most slides a talk has; the rest are left out.
    static let slideLimit = 2_000

    /// The talk in `text`, read from a file in `directory` named `path` (for includes; nil:
    /// a talk not from a file refuses them).
    init(text: String, directory: String? = nil, path: String = "") {
        var body = Substring(text)
        front = FrontMatter(lines: [Substring]())
        let head = Array(text.lines.prefix(200))
        if FrontMatter.starts(head), let end = head.dropFirst().firstIndex(where: { $0.trimmingTrailingSpace == "---" }) {
            front = FrontMatter(lines: head[1..<end])
            body = head[end].endIndex < text.endIndex ? text[text.index(after: head[end].endIndex)...] : ""
        }
        slides = []
        if let title = front.title, !title.isEmpty { slides.append(Slide(introducing: front)) }
        var lines: [TalkLines.Line] = []
        var textLines = 0
        var skips = false
        let read = TalkLines(text: String(body), directory: directory, name: path)
        files = read.files
        for line in read.lines {
            switch line {
            case .command(.endSlide):
                endSlide(&lines, skipping: skips, directory: directory)
                textLines = 0
                skips = false
            case .command(.skipSlide):
                skips = true
            case .text(let text) where text.trimmingBlank == "---" && !Self.underlinesTitle(lines, textLines: textLines):
                endSlide(&lines, skipping: skips, directory: directory)
                textLines = 0
                skips = false
            default:
                if case .text(let text) = line, !text.trimmingBlank.isEmpty { textLines += 1 }
                lines.append(line)
            }
        }
        endSlide(&lines, skipping: skips, directory: directory)
        if slides.count > Self.slideLimit {
            slides.removeLast(slides.count - Self.slideLimit)
        }
    }

    /// Whether a `---` after `lines` underlines the slide's first line (its title).
    private static func underlinesTitle(_ lines: [TalkLines.Line], textLines: Int) -> Bool {
        guard textLines == 1, case .text(let last)? = lines.last else { return false }
        return !last.trimmingBlank.isEmpty && !last.hasPrefix("#")
    }

    /// Ends the slide made of `lines` (unless it is empty or skipped) and starts the next.
    private mutating func endSlide(_ lines: inout [TalkLines.Line], skipping: Bool, directory: String?) {
        defer { lines = [] }
        let hasContent = lines.contains { line in
            switch line {
            case .text(let text): return !text.trimmingBlank.isEmpty
            case .problem: return true
            case .command(let command): if case .speakerNote = command { return true } else { return false }
            }
        }
        guard hasContent, !skipping, slides.count <= Self.slideLimit else { return }
        slides.append(Slide(lines: lines, directory: directory))
    }

    /// The talk's title line for the footer: the front matter's, else empty (as presenterm
    /// leaves it; the first slide's title would stand on every slide).
    var title: String { front.title ?? "" }
}
