import CellCanvas
import Testing
@testable import TerminalBackend

/// Pictures sent ahead: those a frame expects to place soon (the cards beside the focused
/// one) go to the terminal after the frame's own, once each, only while the frame lets them
/// (the carousel at rest), so that placing one later is a single short command; one on its
/// way gives way to a picture a frame places; those that leave the neighbourhood unplaced
/// are deleted, and every one of them at exit and on a signal.
@Suite("Kitty graphics: pictures sent ahead")
struct KittyAheadTests {
    static func picture(_ shade: UInt8, width: Int = 4, height: Int = 2) -> PixelPicture {
        KittyGraphicsTests.picture(width: width, height: height, shade: shade)
    }

    /// A frame with `placed` pictures placed side by side.
    static func frame(placing placed: [PixelPicture]) -> CellBuffer {
        KittyGraphicsTests.frame(placing: placed.enumerated().map { ($1, Rect(x: $0 * 10, y: 0, width: 8, height: 4)) })
    }

    /// The graphics commands (payloads cut off) of a frame with `placed` pictures placed
    /// and `upcoming` expected (sent now when `atRest`), and of every upload slice after it.
    static func commands(placing placed: [PixelPicture] = [], upcoming: [PixelPicture], atRest: Bool = true,
                         by graphics: inout KittyGraphics) -> [String] {
        let ahead = UpcomingPictures(upcoming, maySendNow: atRest)
        var bytes = graphics.bytes(for: frame(placing: placed).intactPictures, upcoming: ahead).bytes
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

    @Test("while the carousel moves nothing is sent ahead; what was sent ahead is kept, and goes out once it rests")
    func nothingAheadWhileMoving() {
        var graphics = KittyGraphics(firstID: 1)
        let a = Self.picture(1), b = Self.picture(2)
        _ = Self.commands(upcoming: [a], by: &graphics)
        let moving = Self.commands(upcoming: [a, b], atRest: false, by: &graphics)
        #expect(moving.isEmpty, "nothing sent, nothing deleted: \(moving)")
        #expect(graphics.sentPictures == 1)
        let resting = Self.commands(upcoming: [a, b], by: &graphics)
        #expect(Self.transmissions(resting) == ["a=t,t=d,f=24,i=2,s=4,v=2,q=2,m=0"])
    }

    @Test("a transmission ahead still on its way when the carousel starts moving is ended and its picture deleted")
    func aheadEndedByMotion() {
        var graphics = KittyGraphics(firstID: 1)
        let large = Self.picture(9, width: 200, height: 100)   // 60000 bytes → 80000 characters
        _ = graphics.bytes(for: [], upcoming: UpcomingPictures([large]))
        _ = graphics.nextUpload()
        let moving = graphics.bytes(for: [], upcoming: UpcomingPictures([large], maySendNow: false)).bytes
        #expect(KittyGraphicsTests.commands(KittyGraphicsTests.text(moving)) == ["m=0", "a=d,d=I,i=1,q=2"])
        #expect(!graphics.isUploading)
    }

    @Test("a picture the frame places goes before one only ahead: a long one on its way is cut off and sent again after it, from its start")
    func placedPreemptsAhead() {
        var graphics = KittyGraphics(firstID: 1)
        let large = Self.picture(9, width: 200, height: 100), placed = Self.picture(1)
        _ = graphics.bytes(for: [], upcoming: UpcomingPictures([large]))
        #expect(KittyGraphicsTests.commands(KittyGraphicsTests.text(graphics.nextUpload().bytes)) == ["a=t,t=d,f=24,i=1,s=200,v=100,q=2,m=1"])
        let frame = graphics.bytes(for: Self.frame(placing: [placed]).intactPictures, upcoming: UpcomingPictures([large]))
        #expect(KittyGraphicsTests.commands(KittyGraphicsTests.text(frame.bytes)) == ["m=0"], "ended at a chunk's end")
        var rest: [UInt8] = []
        while graphics.isUploading { rest += graphics.nextUpload().bytes }
        let commands = KittyGraphicsTests.commands(KittyGraphicsTests.text(rest))
        #expect(Self.transmissions(commands) == ["a=t,t=d,f=24,i=2,s=4,v=2,q=2,m=0", "a=t,t=d,f=24,i=1,s=200,v=100,q=2,m=1"],
                "the placed picture first, then the one ahead again from its start")
        #expect(commands.firstIndex { $0.hasPrefix("a=p,i=2,") }! < commands.firstIndex { $0.hasPrefix("a=t,t=d,f=24,i=1,") }!,
                "placed before the one ahead resumes")
        #expect(graphics.sentPictures == 2)
    }

    @Test("a transmission ahead within the finishing limit of its end is finished before the placed picture, not sent again")
    func nearlyDoneAheadFinishes() {
        var graphics = KittyGraphics(firstID: 1)
        let ahead = Self.picture(9, width: 100, height: 30), placed = Self.picture(1)   // 9000 bytes: 3 chunks
        _ = graphics.bytes(for: [], upcoming: UpcomingPictures([ahead]))
        _ = graphics.nextUpload()
        let frame = graphics.bytes(for: Self.frame(placing: [placed]).intactPictures, upcoming: UpcomingPictures([ahead]))
        #expect(KittyGraphicsTests.commands(KittyGraphicsTests.text(frame.bytes)) == ["m=1", "m=0"], "its rest written")
        var rest: [UInt8] = []
        while graphics.isUploading { rest += graphics.nextUpload().bytes }
        #expect(Self.transmissions(KittyGraphicsTests.commands(KittyGraphicsTests.text(rest))) == ["a=t,t=d,f=24,i=2,s=4,v=2,q=2,m=0"])
        #expect(graphics.sentPictures == 2)
    }
}
