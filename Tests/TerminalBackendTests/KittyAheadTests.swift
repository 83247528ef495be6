import CellCanvas
import Testing
@testable import TerminalBackend

/// Pictures sent ahead: those a frame expects to place soon (the cards beside the focused
/// one) go to the terminal after the frame's own, once each, so that placing one later is a
/// single short command; those that leave the neighbourhood unplaced are deleted, and every
/// one of them at exit and on a signal.
@Suite("Kitty graphics: pictures sent ahead")
struct KittyAheadTests {
    static func picture(_ shade: UInt8, width: Int = 4, height: Int = 2) -> PixelPicture {
        KittyGraphicsTests.picture(width: width, height: height, shade: shade)
    }

    /// The graphics commands (payloads cut off) of a frame with `placed` pictures placed
    /// and `upcoming` expected, and of every upload slice after it.
    static func commands(placing placed: [PixelPicture] = [], upcoming: [PixelPicture], by graphics: inout KittyGraphics) -> [String] {
        let frame = KittyGraphicsTests.frame(placing: placed.enumerated().map { ($1, Rect(x: $0 * 10, y: 0, width: 8, height: 4)) })
        var bytes = graphics.bytes(for: frame.intactPictures, upcoming: upcoming).bytes
        while graphics.isUploading { bytes += graphics.nextUpload().bytes }
        return KittyGraphicsTests.commands(KittyGraphicsTests.text(bytes))
    }

    static func transmissions(_ commands: [String]) -> [String] { commands.filter { $0.hasPrefix("a=t") } }

    @Test("expected pictures are sent after the frame's own, nearest first, and not placed; placing one later sends no pixels")
    func sentAheadThenPlaced() {
        var graphics = KittyGraphics(firstID: 1)
        let shown = Self.picture(1), next = Self.picture(2), after = Self.picture(3)
        let first = Self.commands(placing: [shown], upcoming: [next, after], by: &graphics)
        #expect(Self.transmissions(first) == ["a=t,t=d,f=24,i=1,s=4,v=2,q=2,m=0", "a=t,t=d,f=24,i=2,s=4,v=2,q=2,m=0",
                                               "a=t,t=d,f=24,i=3,s=4,v=2,q=2,m=0"])
        #expect(first.filter { $0.hasPrefix("a=p") }.map { $0.prefix(9) } == ["a=p,i=1,p"], "only the frame's own is placed")
        #expect(graphics.sentPictures == 3)
        // The carousel moves on: `next` comes to rest in the centre.
        let second = Self.commands(placing: [next], upcoming: [shown, after], by: &graphics)
        #expect(Self.transmissions(second).isEmpty, "no pixels again: \(second)")
        #expect(second.contains { $0.hasPrefix("a=p,i=2,p=1,") })
    }

    @Test("a picture expected again and again is sent once; one already placed is not sent again when it is only expected")
    func sentOnce() {
        var graphics = KittyGraphics(firstID: 1)
        let shown = Self.picture(1), next = Self.picture(2)
        _ = Self.commands(placing: [shown], upcoming: [next], by: &graphics)
        for _ in 0..<3 {
            #expect(Self.transmissions(Self.commands(upcoming: [shown, next], by: &graphics)).isEmpty)
        }
    }

    @Test("one sent ahead, never placed, that a frame no longer expects is deleted; one placed since is kept")
    func leavesTheNeighbourhood() {
        var graphics = KittyGraphics(firstID: 1)
        let a = Self.picture(1), b = Self.picture(2), c = Self.picture(3)
        _ = Self.commands(upcoming: [a, b], by: &graphics)
        let placedA = Self.commands(placing: [a], upcoming: [b], by: &graphics)
        #expect(!placedA.contains { $0.hasPrefix("a=d,d=I") })
        let moved = Self.commands(upcoming: [c], by: &graphics)
        #expect(moved.contains("a=d,d=I,i=2,q=2"), "b left unplaced: deleted (\(moved))")
        #expect(!moved.contains("a=d,d=I,i=1,q=2"), "a was shown: kept as shown pictures are")
        #expect(Self.transmissions(moved) == ["a=t,t=d,f=24,i=3,s=4,v=2,q=2,m=0"])
        #expect(graphics.sentPictures == 2)
    }

    @Test("at most six pictures and 24 MiB of pixels are sent ahead, nearest first; a picture too large is passed over")
    func bounded() {
        var graphics = KittyGraphics(firstID: 1)
        let large = Self.picture(9, width: 3_000, height: 3_000)   // 27 MB of RGB
        let small = (1...8).map { Self.picture(UInt8($0)) }
        let sent = Self.transmissions(Self.commands(upcoming: [large] + small, by: &graphics))
        #expect(sent.count == 6, "\(sent)")
        #expect(!sent.contains { $0.contains("s=3000") })
        #expect(graphics.sentPictures == 6)
    }

    @Test("exit and signals delete the pictures sent ahead, by id")
    func hygiene() {
        var graphics = KittyGraphics(firstID: 5)
        _ = Self.commands(upcoming: [Self.picture(1), Self.picture(2)], by: &graphics)
        let release = KittyGraphicsTests.commands(KittyGraphicsTests.text(graphics.signalRelease))
        #expect(release.contains("a=d,d=I,i=5,q=2") && release.contains("a=d,d=I,i=6,q=2"))
        let exit = KittyGraphicsTests.commands(KittyGraphicsTests.text(graphics.releaseBytes()))
        #expect(exit == ["a=d,d=I,i=5,q=2", "a=d,d=I,i=6,q=2"])
        #expect(graphics.sentPictures == 0)
    }

    @Test("a picture sent ahead as a still one plays once placed with its animation: its other frames follow")
    func aheadThenAnimated() {
        var graphics = KittyGraphics(firstID: 1)
        let first = Self.picture(1)
        let animation = PixelAnimation(frames: [first, Self.picture(2)], delays: [100, 100], plays: true)
        _ = Self.commands(upcoming: [first], by: &graphics)
        var frame = CellBuffer(size: Size(columns: 40, rows: 12))
        let rect = Rect(x: 0, y: 0, width: 8, height: 4)
        frame.fill(rect, with: Cell("▀", style: Style(foreground: .rgb(9, 9, 9))))
        frame.place(first, in: rect, animation: animation)
        var bytes = graphics.bytes(for: frame.intactPictures).bytes
        while graphics.isUploading { bytes += graphics.nextUpload().bytes }
        let commands = KittyGraphicsTests.commands(KittyGraphicsTests.text(bytes))
        #expect(!commands.contains { $0.hasPrefix("a=t") }, "the first frame is not sent again")
        #expect(commands.contains { $0.hasPrefix("a=f") }, "the second frame follows: \(commands)")
    }
}
