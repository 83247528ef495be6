import CellCanvas
import TerminalBackend
import Foundation
import Testing
@testable import SwipeComponents
@testable import SwipeTUI

/// Animated GIFs: every frame decoded and composited as the file says, timed from the file
/// (a floor of 20 ms), played looped on the focused card only. The fixture (ImageMagick,
/// see make-animated.sh) is an 8×8 canvas: red all over (kept); a green 4×4 at the top left,
/// disposed to the background; a blue 4×4 at the bottom right, disposed to the previous
/// canvas; a white 4×4 at the top right shown 30 ms.
@Suite("Animated pictures")
struct AnimatedPictureTests {
    static func decoded(_ name: String, in folder: String = "AnimatedPictures") throws -> Picture {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("\(folder)/\(name)").path
        return try PictureDecoder.decode(try FileBytes.read(PathBytes(path)))
    }

    /// The colour of each 4×4 quarter of `frame`: top left, top right, bottom left, bottom right.
    static func quarters(_ frame: Picture) -> [String] {
        [(1, 1), (5, 1), (1, 5), (5, 5)].map { x, y in
            switch frame.pixel(x: x, y: y) {
            case (255, 0, 0): return "red"
            case (0, 255, 0): return "green"
            case (0, 0, 255): return "blue"
            case (255, 255, 255): return "white"
            case (0, 0, 0): return "clear"
            case let other: return "\(other)"
            }
        }
    }

    @Test("disposal to the background clears the frame's rectangle; to the previous puts the canvas back")
    func disposal() throws {
        let picture = try Self.decoded("disposal.gif")
        let animation = try #require(picture.animation)
        #expect(animation.frames.count == 4)
        #expect(animation.frames.map(Self.quarters) == [
            ["red", "red", "red", "red"],
            ["green", "red", "red", "red"],
            ["clear", "red", "red", "blue"],
            ["clear", "white", "red", "red"],
        ])
        #expect(animation.delays == [100, 100, 100, 30])
        #expect(Self.quarters(picture) == ["red", "red", "red", "red"], "the still picture is the first frame")
    }

    @Test("an animated WebP (the GIF made lossless WebP): libwebp's animation decoder blends and disposes, timed from the file")
    func animatedWebP() throws {
        let picture = try Self.decoded("disposal.webp", in: "AnimatedWebP")
        let animation = try #require(picture.animation)
        #expect(animation.frames.map(Self.quarters) == [
            ["red", "red", "red", "red"],
            ["green", "red", "red", "red"],
            ["clear", "red", "red", "blue"],
            ["clear", "white", "red", "red"],
        ])
        // The durations its ANMF chunks hold (ImageMagick's conversion wrote them so).
        #expect(animation.delays == [100, 100, 30, 76])
        #expect(Self.quarters(picture) == ["red", "red", "red", "red"], "the still picture is the first frame")
    }

    @Test("an animated WebP cut short plays the frames before the cut, or says it has none")
    func animatedWebPCutShort() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("AnimatedWebP/disposal.webp").path
        let bytes = try FileBytes.read(PathBytes(path))
        for length in stride(from: 0, to: bytes.count, by: 7) {
            // Every cut either decodes (some frames) or gives one line; never a crash.
            if let picture = try? PictureDecoder.decode(Array(bytes.prefix(length))) {
                #expect(picture.width == 8 && picture.height == 8)
            }
        }
        #expect(throws: ContentError.self) { try PictureDecoder.decode(Array(bytes.prefix(60))) }
    }

    @Test("an animated WebP stating the largest canvas is refused before the decoder takes it")
    func animatedWebPCanvasBomb() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("AnimatedWebP/disposal.webp").path
        var bytes = try FileBytes.read(PathBytes(path))
        // VP8X's canvas width and height less one, 24 bits each: 16777216 × 16777216.
        for offset in 24..<30 { bytes[offset] = 0xFF }
        #expect(throws: ContentError("WebP picture too large to show (16777216×16777216)")) { try PictureDecoder.decode(bytes) }
    }

    @Test("an animated WebP on a canvas too large to play shows its first frame alone, with a note, never the animation decoder's canvases")
    func animatedWebPLargeCanvas() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("AnimatedWebP/disposal.webp").path
        var bytes = try FileBytes.read(PathBytes(path))
        // VP8X's canvas width and height less one, 24 bits each: 4000 × 4000, 16 megapixels
        // (the animation decoder would hold two canvases of 64 MB each).
        for (offset, byte) in [(24, 0x9F), (25, 0x0F), (26, 0), (27, 0x9F), (28, 0x0F), (29, 0)] { bytes[offset] = UInt8(byte) }
        let picture = try PictureDecoder.decode(bytes)
        #expect(picture.animation == nil)
        #expect(picture.width == 8 && picture.height == 8)
        #expect(Self.quarters(picture) == ["red", "red", "red", "red"], "the first frame")
        #expect(picture.note == "first frame only: too large to play")
    }

    /// A GIF of `frames` one-pixel frames (red, then blue, 100 ms each) at the top left of a
    /// `width × height` canvas: 23 bytes a frame, whatever the canvas.
    static func pixelFramesGIF(width: Int, height: Int, frames: Int) -> [UInt8] {
        func little(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }
        var bytes = Array("GIF89a".utf8) + little(width) + little(height) + [0x80, 0, 0] + [255, 0, 0, 0, 0, 255]
        for index in 0..<frames {
            bytes += [0x21, 0xF9, 0x04, 0x00, 0x0A, 0x00, 0x00, 0x00]   // 100 ms, kept
            bytes += [0x2C] + little(index % 2) + little(0) + little(1) + little(1) + [0x00]
            bytes += [0x02, 0x02, index % 2 == 0 ? 0x44 : 0x4C, 0x01, 0x00]   // the colour index 0 or 1, LZW
        }
        return bytes + [0x3B]
    }

    @Test("a small animated GIF on a huge canvas (4000×4000, 300 frames, 7 KB) shows its first frame alone, with a note, decided from its blocks")
    func hugeCanvasGIF() throws {
        let bytes = Self.pixelFramesGIF(width: 4000, height: 4000, frames: 300)
        #expect(bytes.count < 7_200)
        for keptSide in [PictureDecoder.symbolSide, PictureDecoder.pixelSide] {
            let picture = try PictureDecoder.decode(bytes, keptSide: keptSide)
            #expect(picture.animation == nil)
            #expect(picture.width == 1 && picture.height == 1, "the first frame's own rectangle")
            #expect(picture.pixel(x: 0, y: 0) == (255, 0, 0))
            #expect(picture.note == "first frame only: too large to play")
        }
        // The same frames on a small canvas play, every one of them.
        let small = try PictureDecoder.decode(Self.pixelFramesGIF(width: 64, height: 64, frames: 300))
        #expect(small.animation?.frames.count == 300)
        #expect(small.note == nil)
    }

    @Test("an animation plays while its canvas's area times the frames decoded stays within the budget")
    func animationBudget() {
        func plays(_ width: Int, _ height: Int, frames: Int, keptSide: Int = PictureDecoder.pixelSide) -> Bool {
            AnimationBudget.plays(canvas: PictureSize(width: width, height: height), frames: frames, keptSide: keptSide)
        }
        #expect(plays(640, 360, frames: 12))
        #expect(plays(640, 360, frames: 2000, keptSide: PictureDecoder.symbolSide), "frames past what is kept are never decoded")
        #expect(plays(1920, 1080, frames: 100), "the 32 frames kept in pixels")
        #expect(plays(1920, 1080, frames: 48, keptSide: PictureDecoder.symbolSide))
        #expect(!plays(1920, 1080, frames: 60, keptSide: PictureDecoder.symbolSide))
        #expect(!plays(4000, 4000, frames: 300))
        #expect(plays(4000, 4000, frames: 2), "two frames of 64 MB")
        #expect(!plays(4000, 4000, frames: 7))
        #expect(!plays(4_294_967_295, 4_294_967_295, frames: 2), "no overflow")
        #expect(!plays(640, 360, frames: 0))
    }

    @Test("an animated WebP whose canvas holds many frames (2000×2000, 40 frames) shows its first frame alone, decided from its chunks")
    func costlyWebP() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("AnimatedWebP/disposal.webp").path
        let bytes = try FileBytes.read(PathBytes(path))
        // Its chunks: VP8X, ANIM, then the frames (ANMF); the first frame repeated 40 times.
        var chunks: [(name: String, bytes: [UInt8])] = []
        var offset = 12
        while offset + 8 <= bytes.count {
            let size = (0..<4).reduce(0) { $0 | Int(bytes[offset + 4 + $1]) << (8 * $1) }
            let end = min(offset + 8 + size + size % 2, bytes.count)
            chunks.append((String(decoding: bytes[offset..<offset + 4], as: UTF8.self), Array(bytes[offset..<end])))
            offset = end
        }
        var header = try #require(chunks.first { $0.name == "VP8X" }?.bytes)
        // Canvas width and height less one, 24 bits each: 2000 × 2000.
        for (index, byte) in [0xCF, 0x07, 0, 0xCF, 0x07, 0].enumerated() { header[12 + index] = UInt8(byte) }
        let frame = try #require(chunks.first { $0.name == "ANMF" }?.bytes)
        let body = Array("WEBP".utf8) + header + (chunks.first { $0.name == "ANIM" }?.bytes ?? []) + Array(repeating: frame, count: 40).flatMap { $0 }
        let file = Array("RIFF".utf8) + (0..<4).map { UInt8((body.count >> (8 * $0)) & 0xFF) } + body
        let picture = try PictureDecoder.decode(file)
        #expect(picture.animation == nil)
        #expect(picture.note == "first frame only: too large to play")
        #expect(Self.quarters(picture) == ["red", "red", "red", "red"], "the first frame")
        // Four of those frames play.
        let few = Array("WEBP".utf8) + header + (chunks.first { $0.name == "ANIM" }?.bytes ?? []) + Array(repeating: frame, count: 4).flatMap { $0 }
        let playable = try PictureDecoder.decode(Array("RIFF".utf8) + (0..<4).map { UInt8((few.count >> (8 * $0)) & 0xFF) } + few)
        #expect(playable.animation?.frames.count == 4)
    }

    @Test("frames follow the file's timing, looped; delays under 20 ms play at 20, none at 100")
    func timing() throws {
        let animation = try #require(try Self.decoded("disposal.gif").animation)
        #expect(animation.period == 330)
        #expect(animation.frame(at: 0) == (0, 100))
        #expect(animation.frame(at: 250) == (2, 50))
        #expect(animation.frame(at: 310) == (3, 20))
        #expect(animation.frame(at: 330 + 101) == (1, 99))
        let frames = animation.frames
        let fast = try #require(PictureAnimation(frames: Array(frames.prefix(3)), delays: [10, 0, 20]))
        #expect(fast.delays == [20, 100, 20])
    }

    @Test("only the focused card at rest with animation allowed plays: others show the first frame")
    func onlyTheFocusedCard() throws {
        let picture = try Self.decoded("disposal.gif")
        let style = Theme.standard(colorEnabled: true).focusedCard
        var display = PictureDisplay()
        display.animationTime = 250
        func shown(focused: Bool, _ display: PictureDisplay) -> [String] {
            Self.quarters(PictureRasterizer.frame(of: picture, in: ItemContext(isFocused: focused, style: style, pictures: display)).picture)
        }
        #expect(shown(focused: true, display) == ["clear", "red", "red", "blue"])
        #expect(shown(focused: false, display) == ["red", "red", "red", "red"])
        #expect(shown(focused: true, display.still) == ["red", "red", "red", "red"])
        display.animates = false
        #expect(shown(focused: true, display) == ["red", "red", "red", "red"])
    }

    @Test("where the terminal plays animations: the first frame, with every frame for the terminal, playing only on the focused card at rest")
    func playedByTheTerminal() throws {
        let picture = try Self.decoded("disposal.gif")
        let style = Theme.standard(colorEnabled: true).focusedCard
        var display = PictureDisplay(inPixels: true)
        display.terminalPlaysAnimations = true
        display.animationTime = 0
        func shown(focused: Bool, _ display: PictureDisplay) -> (picture: Picture, animation: PixelAnimation?) {
            PictureRasterizer.frame(of: picture, in: ItemContext(isFocused: focused, style: style, pictures: display))
        }
        let focused = shown(focused: true, display)
        #expect(Self.quarters(focused.picture) == ["red", "red", "red", "red"], "the first frame under the terminal's animation")
        #expect(focused.animation?.plays == true)
        #expect(focused.animation?.frames.count == picture.animation?.frames.count)
        #expect(focused.animation?.delays == picture.animation?.delays)
        #expect(shown(focused: false, display).animation?.plays == false)
        #expect(shown(focused: true, display.still).animation?.plays == false, "moving: stopped on the first frame")
        display.animates = false
        #expect(shown(focused: true, display).animation?.plays == false, "--no-animation")
        display.terminalPlaysAnimations = false
        #expect(shown(focused: true, display).animation == nil, "sixel: no animation for the terminal")
    }
}

extension SharedPictureLibrary {
    /// The session playing an animated GIF (the disposal fixture) on a memory terminal: frames at
    /// the file's times while the carousel rests, none between them; `--no-animation` shows the
    /// first frame and draws nothing more once the picture is in.
    @Suite("Animated pictures in a session", .serialized)
    struct AnimatedPictureSessionTests {
        static func run(animates: Bool, mode: ScreenMode = .carousel, sixel: Bool = false, kitty: Bool = false) throws -> MemoryTerminal {
            let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("AnimatedPictures").path
            let base = try DirectorySource(path: PathBytes(directory), includeHidden: false)
            try base.waitUntilComplete(timeout: 5)
            // Decoded before the loop at the size the session keeps (pixels for kitty and
            // sixel): a decode still running when the clock starts draws a frame at rest.
            PictureLibrary.shared.keepPictures(atMost: sixel || kitty ? PictureDecoder.pixelSide : PictureDecoder.symbolSide)
            for index in 0..<base.count { if let picture = base.card(at: index).picture { _ = PictureLibrary.shared.state(of: picture) } }
            let deadline = Date().addingTimeInterval(5)
            while PictureLibrary.shared.isBusy && Date() < deadline { usleep(5_000) }
            var options = LaunchOptions()
            options.animates = animates
            options.mode = mode
            let source = FilteredSource(base: base)
            let screen = Modes.make(ScreenContext(source: source, options: options, colorEnabled: true, reload: nil))
            var session = Session(screen: screen, source: source, feed: nil, settings: Settings(environment: [:]), options: options,
                                  filterExecution: .inline)
            let terminal = MemoryTerminal(size: Size(columns: 80, rows: 24), script: [(1.0, .key(KeyPress(.character("?"))))], grace: 0.5)
            terminal.showsPicturesInPixels = sixel || kitty
            terminal.sendsPicturesWhole = sixel
            _ = session.loop(on: terminal)
            return terminal
        }

        /// The quadrant colours (of the fixture) a frame shows anywhere.
        static func colors(_ frame: CellBuffer) -> Set<String> {
            var found = Set<String>()
            for cell in frame.cells {
                for color in [cell.style.foreground, cell.style.background] {
                    switch color {
                    case .rgb(255, 0, 0): found.insert("red")
                    case .rgb(0, 255, 0): found.insert("green")
                    case .rgb(0, 0, 255): found.insert("blue")
                    case .rgb(255, 255, 255): found.insert("white")
                    default: break
                    }
                }
            }
            return found
        }

        @Test("at rest the focused card plays every frame at the file's times, and no frame is drawn between them")
        func plays() throws {
            let terminal = try Self.run(animates: true)
            let playing = terminal.frames.filter { $0.time > 0.05 && $0.time < 0.95 }
            let seen = playing.reduce(into: Set<String>()) { $0.formUnion(Self.colors($1.frame)) }
            #expect(seen.isSuperset(of: ["red", "green", "blue", "white"]), "\(seen)")
            // Four frames in 330 ms: about eleven in 0.9 s, not the sixty a second of motion.
            #expect(playing.count >= 6 && playing.count <= 16, "\(playing.count) frames")
            for (earlier, later) in zip(playing, playing.dropFirst()) {
                #expect(later.time - earlier.time >= 0.019, "frames \(later.time - earlier.time) s apart")
            }
        }

        @Test("in the deck and paging modes too, the centred page's picture plays", arguments: [ScreenMode.deck, .paging])
        func playsInOtherModes(mode: ScreenMode) throws {
            let terminal = try Self.run(animates: true, mode: mode)
            let seen = terminal.frames.filter { $0.time > 0.05 && $0.time < 0.95 }
                .reduce(into: Set<String>()) { $0.formUnion(Self.colors($1.frame)) }
            #expect(seen.isSuperset(of: ["red", "green", "blue", "white"]), "\(seen)")
        }

        @Test("in sixel (pictures sent whole) the first frame stays: no frame drawn while at rest")
        func stillInSixel() throws {
            let terminal = try Self.run(animates: true, sixel: true)
            let resting = terminal.frames.filter { $0.time > 0.1 && $0.time < 0.95 }
            #expect(resting.count <= 1, "\(resting.count) frames while at rest")
        }

        @Test("in kitty (the terminal plays it) no frame is drawn while at rest; the placed first frame carries the animation, playing")
        func playedByKitty() throws {
            let terminal = try Self.run(animates: true, kitty: true)
            let resting = terminal.frames.filter { $0.time > 0.1 && $0.time < 0.95 }
            #expect(resting.count <= 1, "\(resting.count) frames while at rest")
            let animations = terminal.frames.filter { $0.time < 0.95 }.last?.frame.intactPictures.compactMap(\.animation) ?? []
            #expect(animations.count == 1 && animations.first?.plays == true, "\(animations.map(\.plays))")
        }

        @Test("--no-animation: the first frame only, and nothing drawn once it is in")
        func firstFrameOnly() throws {
            let terminal = try Self.run(animates: false)
            let resting = terminal.frames.filter { $0.time > 0.05 && $0.time < 0.95 }
            #expect(resting.count <= 1, "\(resting.count) frames while idle")
            let seen = terminal.frames.filter { $0.time < 0.95 }.reduce(into: Set<String>()) { $0.formUnion(Self.colors($1.frame)) }
            #expect(seen.contains("red") && !seen.contains("green") && !seen.contains("blue"), "\(seen)")
        }
    }
}
