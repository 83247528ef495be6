#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CellCanvas
import Foundation
import Testing
@testable import SwipeComponents
@testable import SwipeTUI
import TerminalBackend

/// Pictures without colour (`NO_COLOR`) are shades of the text's colour: on a dark
/// background a light pixel takes the most ink, on a light one the least, so the picture is
/// never its own negative.
@Suite("Shaded pictures")
struct ShadedPictureTests {
    /// A 24-bit BMP `width` pixels wide and `height` tall, black at the left to white at
    /// the right.
    static func gradientBMP(width: Int, height: Int) -> [UInt8] {
        let rowBytes = (width * 3 + 3) / 4 * 4, pixelBytes = rowBytes * height
        func le(_ value: Int, _ count: Int) -> [UInt8] { (0..<count).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
        var bytes: [UInt8] = Array("BM".utf8) + le(54 + pixelBytes, 4) + le(0, 4) + le(54, 4)
        bytes += le(40, 4) + le(width, 4) + le(height, 4) + le(1, 2) + le(24, 2) + le(0, 4) + le(pixelBytes, 4)
        bytes += le(2835, 4) + le(2835, 4) + le(0, 4) + le(0, 4)
        for _ in 0..<height {
            var row: [UInt8] = []
            for x in 0..<width {
                let grey = UInt8(x * 255 / (width - 1))
                row += [grey, grey, grey]
            }
            bytes += row + [UInt8](repeating: 0, count: rowBytes - row.count)
        }
        return bytes
    }

    /// The shades of the picture's middle row, left to right, spaces left out.
    static func shades(_ frame: CellBuffer) -> [Character] {
        let ramp = Set(BlockSymbols.ramp.dropFirst())
        let row = frame.size.rows / 2
        return (0..<frame.size.columns).map { frame[$0, row].grapheme }.filter(ramp.contains)
    }

    @Test("the grey ramp runs from space to █ with the light on a dark background, and the other way on a light one",
          arguments: BlockSymbols.allCases)
    func ramp(_ symbols: BlockSymbols) {
        let count = symbols.grid.columns * symbols.grid.rows
        func shade(_ grey: UInt8, light: Bool) -> Character {
            symbols.cell(for: Array(repeating: (grey, grey, grey), count: count), colorEnabled: false, onLightBackground: light).grapheme
        }
        #expect([0, 60, 110, 160, 255].map { shade($0, light: false) } == [" ", "░", "▒", "▓", "█"])
        #expect([0, 60, 110, 160, 255].map { shade($0, light: true) } == ["█", "▓", "▒", "░", " "])
    }

    @Test("the rasterizer draws a dark-to-light gradient from space to █ on a dark background, from █ to space on a light one")
    func rasterized() throws {
        let picture = try PictureDecoder.decode(Self.gradientBMP(width: 64, height: 16))
        for light in [false, true] {
            var buffer = CellBuffer(size: Size(columns: 40, rows: 10))
            var display = PictureDisplay()
            display.onLightBackground = light
            PictureRasterizer.draw(picture, in: buffer.bounds, colorEnabled: false, on: &buffer, display: display)
            let row = (0..<40).map { buffer[$0, 5].grapheme }
            #expect(row.first == (light ? "█" : " ") && row.last == (light ? " " : "█"), "\(row)")
        }
    }
}

extension SharedPictureLibrary {
    /// A session under `NO_COLOR` on a terminal that answers OSC 11 with white after the
    /// first frames: the picture is drawn again, its dark side now `█`.
    @Suite("Shaded pictures in a session", .serialized)
    struct ShadedPictureSessionTests {
        @Test("a white background's answer draws the picture again with its dark side full and its light side empty")
        func answerRedraws() throws {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("shaded-\(getpid())")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            try Data(ShadedPictureTests.gradientBMP(width: 64, height: 48)).write(to: directory.appendingPathComponent("gradient.bmp"))
            let base = try DirectorySource(path: PathBytes(directory.path), includeHidden: false)
            try base.waitUntilComplete(timeout: 5)
            PictureLibrary.shared.keepPictures(atMost: PictureDecoder.symbolSide)
            for index in 0..<base.count { if let picture = base.card(at: index).picture { _ = PictureLibrary.shared.state(of: picture) } }
            let deadline = Date().addingTimeInterval(5)
            while PictureLibrary.shared.isBusy && Date() < deadline { usleep(5_000) }
            let options = LaunchOptions()
            let settings = Settings(environment: ["NO_COLOR": "1"])
            let source = FilteredSource(base: base)
            let screen = Modes.make(ScreenContext(source: source, options: options, colorEnabled: settings.colorEnabled, reload: nil))
            var session = Session(screen: screen, source: source, feed: nil, settings: settings, options: options, filterExecution: .inline)
            let terminal = MemoryTerminal(size: Size(columns: 80, rows: 24),
                                          script: [(0.5, .backgroundColor(red: 255, green: 255, blue: 255))], grace: 0.5)
            _ = session.loop(on: terminal)
            let before = try #require(terminal.frames.last { $0.time < 0.5 }).frame
            let after = try #require(terminal.lastFrame)
            let dark = ShadedPictureTests.shades(before), light = ShadedPictureTests.shades(after)
            #expect(dark.first == "░" && dark.last == "█", "dark background: \(dark)")
            #expect(light.first == "█" && light.last == "░", "light background: \(light)")
        }
    }
}
