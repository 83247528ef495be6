import CarouselEngine
import CellCanvas
import TerminalBackend

/// What the speaker sees in a second terminal (`--speaker-notes`): the slide the talk
/// shows and its step, the time since the talk began, this slide's and the next slide's
/// titles, and this slide's notes. It follows the talk through a `NotesClient`; its keys
/// (the slide show's) ask the talk to move.
final class SpeakerNotesView: Component {
    var frame = Rect(x: 0, y: 0, width: 80, height: 24)
    let keyMap = KeyMap.slideShow
    var pictureDisplay = PictureDisplay()
    private(set) var hitMap = HitMap()
    let isAnimating = false
    /// The talk, read from the same file as the talk's own (and again when it is saved).
    var talk: Talk
    let client: NotesClient?
    private let theme: Theme
    /// Why the last key did nothing.
    private(set) var remark: String?

    init(talk: Talk, client: NotesClient?, theme: Theme) {
        self.talk = talk
        self.client = client
        self.theme = theme
    }

    func step(now: Double) {}

    /// Where the talk is, as last heard; nil before a talk was heard from.
    var heard: NotesClient.Heard? { client?.heard }

    /// `seconds` as `m:ss`, or `h:mm:ss` past an hour.
    static func clock(_ seconds: Double) -> String {
        let total = Int(max(seconds, 0))
        let (hours, minutes, secs) = (total / 3600, total / 60 % 60, total % 60)
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return hours > 0 ? "\(hours):\(two(minutes)):\(two(secs))" : "\(minutes):\(two(secs))"
    }

    @discardableResult
    func render(in region: Rect, on buffer: inout CellBuffer) -> HitMap {
        frame = region
        buffer.fill(region, with: .blank)
        let width = max(region.width - 2, 1)
        let x = region.x + 1
        var y = region.y
        guard let heard, talk.slides.indices.contains(heard.slide) else {
            let waiting = client?.isConnected == true ? "the talk has not said where it is yet" : "waiting for the talk: swipe-tui present FILE in another terminal"
            buffer.write(TextLayout.truncate(waiting, width: width), x: x, y: y + 1, style: theme.message)
            return HitMap()
        }
        let slide = talk.slides[heard.slide]
        let elapsed = heard.elapsed + (client?.isConnected == true ? MonotonicClock.now() - heard.at : 0)
        let clock = Self.clock(elapsed) + (client?.isConnected == true ? "" : " (talk gone)")
        let steps = slide.steps.count > 1 ? " · step \(min(heard.step, slide.steps.count - 1) + 1) / \(slide.steps.count)" : ""
        buffer.write("Slide \(heard.slide + 1) / \(talk.slides.count)" + steps, x: x, y: y, style: theme.statusPosition)
        buffer.write(clock, x: region.maxX - 1 - DisplayWidth.of(clock), y: y, style: theme.statusPosition)
        y += 1
        buffer.write(TextLayout.truncate("Now:  " + slide.title, width: width), x: x, y: y, style: theme.focusedCard.title)
        y += 1
        let next = heard.slide + 1 < talk.slides.count ? talk.slides[heard.slide + 1].title : "— the end —"
        buffer.write(TextLayout.truncate("Next: " + (next.isEmpty ? "(untitled)" : next), width: width), x: x, y: y, style: theme.statusHint)
        y += 1
        buffer.write(String(repeating: "─", count: width), x: x, y: y, style: theme.statusHint)
        y += 1
        let notes = slide.notes.isEmpty ? [TextBlock.styledLine(StyledText(plain: "No notes for this slide.", role: .muted))] : slide.notes
        let rows = max(region.maxY - y, 0)
        for line in CardBody(notes).lines(width: width, through: rows).lines.prefix(rows) {
            theme.focusedCard.draw(line, x: x, y: y, on: &buffer, clip: region)
            y += 1
        }
        return HitMap()
    }

    /// Keys ask the talk to move; nothing moves here until the talk says so.
    @discardableResult
    func perform(_ action: Action, at time: Double) -> Bool {
        let move: NotesMove
        switch action {
        case .next: move = .next
        case .previous: move = .previous
        case .first: move = .first
        case .last: move = .last
        default: return false
        }
        remark = ask(move) ? nil : "no talk to drive: start swipe-tui present FILE"
        return true
    }

    /// Asks the talk for `move`; false without a talk.
    func ask(_ move: NotesMove) -> Bool { client?.send(move) ?? false }

    @discardableResult
    func handle(_ mouse: MouseEvent, at time: Double) -> Bool { false }
}
