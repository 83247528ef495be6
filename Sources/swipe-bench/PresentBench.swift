import CarouselEngine
import CellCanvas
import SwipeTUI

/// Issue 26's figures for present mode: parsing a talk, drawing a typical slide, and a
/// transition frame (the two slides' cells drawn once per transition, then composed each
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
        for size in [Size(columns: 120, rows: 40), Size(columns: 200, rows: 60)] {
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
        }
        highlight(&sink)
        if sink == 42 { print("") }
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
