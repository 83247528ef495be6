import CarouselEngine
import CellCanvas
import TerminalBackend

/// A component run on the whole terminal: the loop every program that embeds one would
/// otherwise write. It opens the terminal, then steps the component, draws it in its region
/// with the program's own chrome around it, shows the frame, and waits — with no deadline
/// while nothing moves, so a still screen costs no CPU. Events go to the component first,
/// then to the program (`handleUnused`); q, Esc and Ctrl-C that neither uses end the run.
/// Pictures follow the terminal: in pixels once it says it shows them.
/// The terminal is given back however the run ends.
///
/// ```swift
/// let view = CarouselView(type: .coverFlow)
/// view.dataSource = planets
/// view.delegate = handler
/// let program = Program(name: "planet-picker", view: view)
/// program.drawChrome = { frame in frame.write(" Pick a planet", x: 0, y: 0, style: Style(attributes: .bold)) }
/// let ending = program.run(until: { handler.picked != nil })  // a failure is said on stderr
/// if ending == .done { print(planets[handler.picked!]) }
/// exit(ending.exitStatus)
/// ```
public final class Program<View: Component> {
    /// How a run ended.
    public enum Ending: Sendable, Equatable {
        /// `until` said the program is done (the user picked something, say).
        case done
        /// The user quit: q, Esc or Ctrl-C that nothing else used, or the input ended.
        case quit
        /// The terminal could not be opened; the line (with the program's name) that
        /// `run(until:)` wrote on stderr.
        case failed(String)

        /// The usual exit status: 0 done, 1 quit, 2 failed.
        public var exitStatus: Int32 {
            switch self {
            case .done: return 0
            case .quit: return 1
            case .failed: return 2
            }
        }
    }

    /// The program's name, in front of an error line.
    public let name: String
    /// The component.
    public let view: View
    /// Where the component goes on a screen of the given size; by default every row but the
    /// last, which is left for a footer.
    public var region: (Size) -> Rect = { size in Rect(x: 0, y: 0, width: size.columns, height: max(size.rows - 1, 0)) }
    /// Draws the program's chrome (a title, a footer, page dots) after the component.
    public var drawChrome: (inout CellBuffer) -> Void = { _ in }
    /// An event the component did not use; true when the program used it.
    public var handleUnused: (InputEvent) -> Bool = { _ in false }
    /// The frame rate while the component moves on its own.
    public var framesPerSecond = 60.0

    /// A program showing `view`, named `name`.
    public init(name: String, view: View) {
        self.name = name
        self.view = view
    }

    /// Opens the terminal and runs until `isDone` is true after an event, or the user quits.
    /// When the terminal cannot be opened, one line naming the program says why on stderr.
    public func run(until isDone: () -> Bool) -> Ending {
        let terminal: Terminal
        do {
            terminal = try Terminal()
        } catch {
            let line = "\(name): \(error.description)"
            let bytes = Array((line + "\n").utf8)
            _ = systemWrite(2, bytes, bytes.count)
            return .failed(line)
        }
        defer { terminal.close() }
        return run(on: terminal, until: isDone)
    }

    /// Runs on `terminal` (left open) until `isDone` is true after an event, the user quits,
    /// or the terminal's input ends.
    public func run(on terminal: any TerminalDevice, until isDone: () -> Bool) -> Ending {
        var frame = CellBuffer(size: terminal.size)
        var pacer = FramePacer(framesPerSecond: framesPerSecond)
        while true {
            let now = terminal.now()
            // Pictures in pixels once the terminal says it shows them.
            view.pictureDisplay.follow(terminal)
            view.step(now: now)
            if frame.size != terminal.size { frame = CellBuffer(size: terminal.size) }
            frame.fill(frame.bounds, with: .blank)
            view.draw(in: region(frame.size), on: &frame)
            drawChrome(&frame)
            terminal.present(frame)
            pacer.frameLeft(at: now)
            let deadline = view.isAnimating ? pacer.nextFrameTime : nil
            guard let events = terminal.waitForEvents(until: deadline, watching: []) else { return .quit }
            for event in events {
                if view.handle(event) || handleUnused(event) {
                    if isDone() { return .done }
                    continue
                }
                if Self.quits(event) { return .quit }
            }
        }
    }

    /// q, Esc and Ctrl-C end a run when nothing else used them.
    private static func quits(_ event: InputEvent) -> Bool {
        guard case .key(let press) = event.kind else { return false }
        switch (press.key, press.modifiers) {
        case (.character("q"), []), (.escape, []), (.character("c"), .control): return true
        default: return false
        }
    }
}
