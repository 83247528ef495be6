#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CarouselEngine
import CellCanvas
import SwipeTUI
import TerminalBackend

/// Issue 25's frame cost split in two, in this process: a cover flow of the 640×480 photos
/// scrolling at about eight cards a second, drawn (layout, projection, pictures resampled)
/// and written (our writer, 256 colours, as `TERM=xterm-256color` gets) frame by frame on a
/// fake clock at 60 frames a second. The same frames every run, so a change to either half
/// shows in its own figure; the binary in a pseudo-terminal (`picture-files`) gives the whole.
enum CoverFlowFrameBench {
    static func run() {
        guard let directory = PictureFiles.directory(count: 2_000, width: PictureFileBench.width, height: PictureFileBench.height) else {
            return print("cover flow frames: could not write the photos\n")
        }
        let cards = (1...48).map { index in
            let name = "photo-" + String(index).leftPadded(to: 4).replacingSpaces(with: "0") + ".jpg"
            return Card(title: name, blocks: [], picture: PathBytes("\(directory)/\(name)"))
        }
        print("a cover flow of 640×480 photos scrolling (8 cards a second, 60 frames a second), drawn and written in-process:")
        for size in [Size(columns: 120, rows: 40), Size(columns: 200, rows: 60)] {
            let pipeline = CarouselCards(theme: .standard(colorEnabled: true), configuration: CarouselConfiguration(type: .coverFlow))
            let area = Rect(x: 0, y: 0, width: size.columns, height: size.rows - 1)
            var carousel = Carousel(numberOfItems: cards.count)
            var buffer = CellBuffer(size: size)
            func draw() {
                buffer.fill(buffer.bounds, with: .blank)
                _ = pipeline.drawItems(of: carousel, viewAt: { cards[$0.index] }, in: area, on: &buffer)
            }
            // Every card drawn once at rest first: the decodes land off this thread.
            for index in 0..<cards.count {
                _ = carousel.scroll(toItem: index, duration: 0, now: 0)
                _ = carousel.step(now: 0)
                draw()
                usleep(20_000)
            }
            usleep(300_000)
            var drawing: [Double] = [], writing: [Double] = [], bytes: [Double] = []
            for _ in 0..<3 {
                _ = carousel.scroll(toItem: 0, duration: 0, now: 0)
                _ = carousel.step(now: 0)
                var writer = FrameWriter(capabilities: .xterm256)
                draw()
                _ = writer.bytes(for: buffer)
                _ = carousel.scroll(toItem: 40, duration: 5, now: 0)
                var drawn = 0.0, written = 0.0, sent = 0, frames = 0
                var now = 0.0
                while now < 5 {
                    now += 1.0 / 60
                    let start = Stopwatch.threadCPU()
                    _ = carousel.step(now: now)
                    draw()
                    let middle = Stopwatch.threadCPU()
                    sent += writer.bytes(for: buffer).count
                    written += Stopwatch.threadCPU() - middle
                    drawn += middle - start
                    frames += 1
                }
                drawing.append(drawn / Double(frames))
                writing.append(written / Double(frames))
                bytes.append(Double(sent) / Double(frames))
            }
            func range(_ values: [Double], _ scale: Double) -> String {
                "\(twoDecimals(values.min()! * scale))–\(twoDecimals(values.max()! * scale))"
            }
            print("  \(size.columns)×\(size.rows)  draw \(range(drawing, 1e3)) ms   write \(range(writing, 1e3)) ms   "
                  + "\(format(bytes.reduce(0, +) / Double(bytes.count) / 1024)) KiB a frame   (CPU a frame, 3 runs)")
        }
        print("")
    }
}
