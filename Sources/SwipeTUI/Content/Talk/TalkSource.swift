import CellCanvas
import SwipeComponents

/// A talk's slides as the session's items: a card each (its title, all it shows, its
/// notes), so that search, go-to-number and the notes pane work as in the other modes.
/// Present mode shows the talk itself (`talk`).
public final class TalkSource: CardSource {
    /// The talk, as last read.
    private(set) var talk: Talk

    /// The largest talk file read.
    public static let byteLimit = 4 << 20

    init(talk: Talk) { self.talk = talk }

    /// Shows `talk` from now on (the file was read again).
    func replace(_ talk: Talk) { self.talk = talk }

    /// The talk in `text`, not from a file (its includes are refused).
    public convenience init(text: String) { self.init(talk: Talk(text: text)) }

    /// How many steps slide `index` has (one more than its pauses).
    public func stepCount(ofSlide index: Int) -> Int { talk.slides[index].steps.count }

    /// Step `step` (in `0..<stepCount(ofSlide: index)`) of slide `index` drawn alone on a screen of `size` (tests, the fuzz
    /// target and `make bench` look at it).
    public func drawSlide(_ index: Int, step: Int, size: Size, colorEnabled: Bool = true, letterer: Letterer = .standard) -> CellBuffer {
        var buffer = CellBuffer(size: size)
        let theme = talk.theme.applied(to: .standard(colorEnabled: colorEnabled), colorEnabled: colorEnabled)
        buffer.fill(buffer.bounds, with: Cell(glyph: .space, style: theme.focusedCard.body))
        talk.slides[index].steps[step].draw(in: buffer.bounds, on: &buffer,
                                            context: ItemContext(isFocused: true, style: theme.focusedCard, isOpen: true),
                                            letterer: letterer)
        return buffer
    }

    /// A frame of a `kind` transition at `progress` (0 to 1) between two slides' cells of
    /// the same size, as present mode composes it (`make bench` times it).
    public func transitionFrame(_ kind: SlideTransitionKind, old: CellBuffer, new: CellBuffer, progress: Double, forward: Bool,
                                colorEnabled: Bool = true) -> CellBuffer {
        var buffer = CellBuffer(size: new.size)
        SlideTransition.compose(kind, old: old, new: new, progress: progress, forward: forward, fade: Fade(isColorEnabled: colorEnabled),
                                in: buffer.bounds, on: &buffer)
        return buffer
    }

    /// The frames of a 3D `kind` transition (`cover-flow`, `rotary`, `cylinder`,
    /// `time-machine`) from slide `from` to slide `to` (each whole) on a screen of `size`, one
    /// per progress in `progresses`, drawn as present mode draws them: through one carousel
    /// for the whole transition (`make bench` times them, the tests look at them). Empty for
    /// the flat kinds.
    public func transitionFrames(_ kind: SlideTransitionKind, from: Int, to: Int, size: Size, progresses: [Double],
                                 colorEnabled: Bool = true) -> [CellBuffer] {
        guard let type = kind.carouselType, let old = talk.slides[from].steps.last, let new = talk.slides[to].steps.last else { return [] }
        let carousel = SlideCarousel(type: type, theme: talk.theme.applied(to: .standard(colorEnabled: colorEnabled), colorEnabled: colorEnabled),
                                     colorEnabled: colorEnabled)
        return progresses.map { progress in
            var buffer = CellBuffer(size: size)
            carousel.draw(old: old, new: new, progress: progress, forward: to >= from, in: buffer.bounds, on: &buffer)
            return buffer
        }
    }

    /// The talk in the markdown file at `path`, its includes read relative to its folder,
    /// in the theme `theme` names (`--theme`; nil: the talk's own).
    public static func load(_ path: PathBytes, theme: String? = nil) throws(ContentError) -> TalkSource {
        TalkSource(talk: try read(path, theme: theme))
    }

    /// Reads the talk at `path`: a regular file of at most `byteLimit` bytes, and its theme
    /// (a theme that cannot be read fails the reading).
    static func read(_ path: PathBytes, theme: String?) throws(ContentError) -> Talk {
        guard case .regular(let size) = try FileBytes.kind(of: path) else { throw ContentError("\(path): not a regular file") }
        guard size <= byteLimit else { throw ContentError("\(path): larger than \(byteLimit >> 20) MiB, too large for a talk") }
        let bytes = try FileBytes.read(path, limit: byteLimit)
        let name = path.description
        let directory = name.contains("/") ? String(name[..<name.lastIndex(of: "/")!]) : "."
        let folder = directory.isEmpty ? "/" : directory
        var talk = Talk(text: String(decoding: bytes, as: UTF8.self), directory: folder,
                        path: folder + "/" + name.split(separator: "/").last.map(String.init)!)
        let choice = try ThemeChoice.resolve(commandLine: theme, front: talk.front, talkPath: Sanitizer.line(name), directory: folder)
        talk.theme = choice.theme
        talk.files += choice.files.filter { !talk.files.contains($0) }
        return talk
    }

    public var count: Int { talk.slides.count }
    public func card(at index: Int) -> Card { talk.slides[index].card }

    /// A slide's title and markdown; Enter never prints in present mode, but `--print`
    /// formats still have something to show.
    public func fields(at index: Int) -> ItemFields {
        let slide = talk.slides[index]
        return ItemFields(title: slide.title, body: slide.markdown, value: Array(slide.title.utf8),
                          json: JSONText.item(index: index, title: slide.title, body: slide.markdown))
    }
}

extension TalkSource {
    /// The talk in `text` (not from a file) in the theme the bytes of a theme file `theme`
    /// write, or, when `theme` is nil, in the theme its front matter names (a file there is
    /// refused: the talk is not a file). A theme that cannot be read is the one line saying
    /// why. The fuzz target reads hostile themes through it.
    public static func themed(text: String, theme: [UInt8]?) -> Result<TalkSource, ContentError> {
        var talk = Talk(text: text)
        do throws(ContentError) {
            if let theme {
                talk.theme = try ThemeFile.theme(from: theme, name: "theme", base: .dark)
            } else {
                talk.theme = try ThemeChoice.resolve(commandLine: nil, front: talk.front, talkPath: "talk", directory: nil).theme
            }
        } catch {
            return .failure(error)
        }
        return .success(TalkSource(talk: talk))
    }
}
