import CarouselEngine
import CellCanvas
import SwipeComponents
import SwipeTUI

/// Issue 26's figures for present mode: parsing a talk, drawing a typical slide, and a
/// transition frame (for slide and fade the two slides' cells drawn once per transition,
/// then composed each frame; for the 3D kinds both slides laid out and projected each
/// frame), at 120×40 and 200×60.
enum PresentBench {
    /// A talk of ten slides with pauses, columns and a code block, as a talk has them.
    static let talk: String = {
        var text = "---\ntitle: A talk\nauthor: Someone\n---\n\n"
        for index in 1...10 {
            text += """
                Slide \(index)
                ===

                <!-- column_layout: [3, 2] -->
                <!-- column: 0 -->

                A paragraph with **bold**, *emphasis* and `code`, long enough to wrap over a line or two of the left column.

                <!-- column: 1 -->

                ```swift
                let view = CarouselView(type: .coverFlow)
                view.scroll(toItem: 3, duration: 0.4)
                ```

                <!-- reset_layout -->
                <!-- incremental_lists: true -->

                * one point
                * another point
                * the last point

                <!-- speaker_note: Say something about slide \(index). -->
                <!-- end_slide -->

                """
        }
        return text
    }()

    static func run() {
        print("present (a ten-slide talk with columns, code, lists and pauses), µs:")
        var sink = 0
        let parse = Stopwatch.perCall(iterations: 50) { sink &+= TalkSource(text: talk).count }
        let source = TalkSource(text: talk)
        print("  parse the talk (a title slide and 10 slides of 3 steps): \(format(parse * 1e6))")
        for size in [Size(columns: 120, rows: 48), Size(columns: 200, rows: 60)] {
            let draw = Stopwatch.perCall(iterations: 500) { sink &+= source.drawSlide(2, step: 2, size: size).size.rows }
            let old = source.drawSlide(2, step: 2, size: size), new = source.drawSlide(3, step: 0, size: size)
            var progress = 0.0
            let frame = Stopwatch.perCall(iterations: 2_000) {
                progress = progress >= 1 ? 0 : progress + 1.0 / 15
                sink &+= source.transitionFrame(.slide, old: old, new: new, progress: progress, forward: true).size.columns
            }
            let fade = Stopwatch.perCall(iterations: 2_000) {
                progress = progress >= 1 ? 0 : progress + 1.0 / 15
                sink &+= source.transitionFrame(.fade, old: old, new: new, progress: progress, forward: true).size.columns
            }
            print("  \(size.columns)×\(size.rows): draw a slide \(format(draw * 1e6)); a transition frame: slide \(format(frame * 1e6)), fade \(format(fade * 1e6)); the first frame of one (two slides drawn) \(format((2 * draw + frame) * 1e6))")
            // The 3D kinds lay both slides out again at the size their quads give them every
            // frame, through one carousel per transition: the mean over whole transitions of
            // 15 frames (a quarter second at 60 fps), each frame at its own progress. Wall time,
            // then this thread's CPU time (on a shared machine the wall clock counts the time
            // other processes had the cores).
            let frames = (1...15).map { Double($0) / 15 }
            var kinds: [String] = []
            for kind in [SlideTransitionKind.coverFlow, .rotary, .cylinder, .timeMachine] {
                let wall = Stopwatch.perCall(iterations: 10) {
                    sink &+= source.transitionFrames(kind, from: 2, to: 3, size: size, progresses: frames).count
                }
                let cpu = Stopwatch.cpuPerCall(iterations: 10) {
                    sink &+= source.transitionFrames(kind, from: 2, to: 3, size: size, progresses: frames).count
                }
                kinds.append("\(kind.rawValue) \(format(wall / Double(frames.count) * 1e6)) (CPU \(format(cpu / Double(frames.count) * 1e6)))")
            }
            print("  \(size.columns)×\(size.rows): a 3D transition frame, mean of 15, wall (CPU): " + kinds.joined(separator: ", "))
        }
        bigTitles(&sink)
        highlight(&sink)
        if sink == 42 { print("") }
    }

    /// Big titles: finding the font through fontconfig and opening it (once a run), a title
    /// rendered and cut into symbols (once a title and size), and a slide with a big title
    /// drawn once that is kept — the figure issue 26 asks ≤ 1 ms of.
    static func bigTitles(_ sink: inout Int) {
        print("big titles (FreeType + fontconfig, DejaVu Sans Bold), µs:")
        let start = Stopwatch.now()
        guard let font = LetteringFont.find() else {
            print("  no font found: titles are text")
            return
        }
        print("  find and open the font (once): \(format((Stopwatch.now() - start) * 1e6))")
        let title = TalkSource(text: "A title long enough to show a cost\n===\n\nThe body under it.\n")
        for symbols in [BlockSymbols.quadrant, .sextant] {
            let display = PictureDisplay(symbols: symbols)
            let render = Stopwatch.perCall(iterations: 50) {
                sink &+= Letterer(font: font).letter("A title long enough to show a cost", rows: 6, columns: 100, lineLimit: 2,
                                                     display: display)?.count ?? 0
            }
            print("  \(symbols.rawValue): render and cut a 34-character title 6 rows tall (not kept): \(format(render * 1e6))")
        }
        let letterer = Letterer(font: font)
        for size in [Size(columns: 120, rows: 48), Size(columns: 200, rows: 60)] {
            let plain = Stopwatch.perCall(iterations: 500) { sink &+= title.drawSlide(0, step: 0, size: size, letterer: Letterer(font: nil)).size.rows }
            let kept = Stopwatch.perCall(iterations: 500) { sink &+= title.drawSlide(0, step: 0, size: size, letterer: letterer).size.rows }
            print("  \(size.columns)×\(size.rows): a slide with its title kept in big letters \(format(kept * 1e6)); the same title as text \(format(plain * 1e6))")
        }
    }

    /// A slide of Rust as a talk shows it: numbered, two lines picked.
    static let codeSlide = """
        Ownership
        ===

        ```rust +line_numbers {4-6}
        use std::collections::HashMap;

        /// Counts the words of `text`.
        fn count_words(text: &str) -> HashMap<&str, usize> {
            let mut counts = HashMap::new();
            for word in text.split_whitespace() {
                *counts.entry(word).or_insert(0) += 1; // one more
            }
            counts
        }

        fn main() {
            let counts = count_words("the cat and the hat");
            println!("{:?} ({} words)", counts, counts.len());
        }
        ```
        """

    /// Lines made to make the highlighter's patterns work hard, 1 KB each.
    static let hostileLines = ["\"", "\"a\\", "1.", "/*", "a ", "x", "'", "${", "r#\"", "- ", "[[", "<a "].map {
        String(repeating: $0, count: 1_024 / $0.utf8.count)
    }

    /// Issue 26's code slide figure, and the worst a hostile block costs in any language.
    static func highlight(_ sink: inout Int) {
        let size = Size(columns: 120, rows: 40)
        let slide = Stopwatch.perCall(iterations: 300) { sink &+= TalkSource(text: codeSlide).drawSlide(0, step: 0, size: size).size.rows }
        print("  parse + highlight + lay out a typical code slide (16 lines of Rust, numbered), 120×40: \(format(slide * 1e6))")
        var worst = (0.0, "")
        for language in ["swift", "python", "rust", "go", "c", "cpp", "java", "js", "ts", "sh", "json", "yaml", "toml", "sql", "html", "css",
                         "markdown", "diff"] {
            let text = "Hostile\n===\n\n```\(language)\n" + hostileLines.joined(separator: "\n") + "\n```\n"
            let time = Stopwatch.perCall(iterations: 5) { sink &+= TalkSource(text: text).drawSlide(0, step: 0, size: size).size.rows }
            if time > worst.0 { worst = (time, language) }
        }
        print("  the same for 12 hostile 1 KB lines, worst language (\(worst.1)): \(format(worst.0 * 1e6))")
    }
}
