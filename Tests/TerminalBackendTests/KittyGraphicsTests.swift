import CellCanvas
import Testing
@testable import TerminalBackend

/// The kitty graphics protocol's bytes: each picture sent once, in chunks, between frames;
/// placed, moved and cropped with placements; animations sent once and played by the
/// terminal; deleted when it leaves, at exit and after an erase.
@Suite("Kitty graphics")
struct KittyGraphicsTests {
    static func picture(width: Int = 4, height: Int = 2, shade: UInt8 = 200) -> PixelPicture {
        PixelPicture(width: width, height: height, rgb: [UInt8](repeating: shade, count: width * height * 3))
    }

    /// A frame of `size` with `picture` placed over `frame` (symbols drawn under it first).
    static func frame(_ size: Size = Size(columns: 40, rows: 12), placing pictures: [(PixelPicture, Rect)]) -> CellBuffer {
        var buffer = CellBuffer(size: size)
        for (picture, frame) in pictures {
            buffer.fill(frame, with: Cell("▀", style: Style(foreground: .rgb(9, 9, 9))))
            buffer.place(picture, in: frame)
        }
        return buffer
    }

    static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    /// Everything that shows `placements`: the frame's bytes, then every slice of the
    /// pictures on their way, as the terminal would get them between frames.
    static func shown(_ placements: [PicturePlacement], by graphics: inout KittyGraphics, rowOffset: Int = 0) -> String {
        var bytes = graphics.bytes(for: placements, rowOffset: rowOffset).bytes
        while graphics.isUploading { bytes += graphics.nextUpload().bytes }
        return text(bytes)
    }

    /// The graphics commands in `text`, each without its ESC \\ (payloads cut off).
    static func commands(_ text: String) -> [String] {
        text.components(separatedBy: "\u{1B}\\").compactMap { part in
            part.range(of: "\u{1B}_G").map { String(part[$0.upperBound...].prefix { $0 != ";" }) }
        }
    }

    @Test("base64 as RFC 4648 says, padding included")
    func base64() {
        #expect(Self.text(Base64.encode(Array("".utf8))) == "")
        #expect(Self.text(Base64.encode(Array("f".utf8))) == "Zg==")
        #expect(Self.text(Base64.encode(Array("fo".utf8))) == "Zm8=")
        #expect(Self.text(Base64.encode(Array("foo".utf8))) == "Zm9v")
        #expect(Self.text(Base64.encode(Array("foobar".utf8))) == "Zm9vYmFy")
        #expect(Self.text(Base64.encode([0xFF, 0xEF, 0x00])) == "/+8A")
    }

    @Test("first frame: no pixels in the frame; between frames the picture sent (RGB, its size, our id, quiet), then placed at its cells above the text")
    func firstFrame() {
        var graphics = KittyGraphics(firstID: 7)
        let picture = Self.picture()
        let frame = graphics.bytes(for: Self.frame(placing: [(picture, Rect(x: 3, y: 2, width: 8, height: 4))]).intactPictures)
        #expect(frame.bytes.isEmpty && frame.cursor == nil, "its symbols show until it is there")
        #expect(graphics.isUploading)
        let (bytes, cursor) = graphics.nextUpload()
        let payload = Self.text(Base64.encode(picture.rgb))
        #expect(Self.text(bytes) == "\u{1B}_Ga=t,t=d,f=24,i=7,s=4,v=2,q=2,m=0;\(payload)\u{1B}\\"
            + "\u{1B}[3;4H\u{1B}_Ga=p,i=7,p=1,x=0,y=0,w=4,h=2,c=8,r=4,z=31415,C=1,q=2\u{1B}\\")
        #expect(cursor == Point(x: 3, y: 2))
        #expect(!graphics.isUploading && graphics.nextUpload().bytes.isEmpty)
    }

    @Test("a large picture goes in chunks of 4096 base64 characters, m=1 on all but the last, keys only on the first")
    func chunks() {
        var graphics = KittyGraphics(firstID: 1)
        let picture = Self.picture(width: 64, height: 48)   // 9216 bytes → 12288 characters: three chunks
        let text = Self.shown(Self.frame(placing: [(picture, Rect(x: 0, y: 0, width: 10, height: 5))]).intactPictures, by: &graphics)
        let commands = text.components(separatedBy: "\u{1B}\\").filter { $0.contains("\u{1B}_G") }
        #expect(commands.count == 4)
        #expect(commands[0].hasPrefix("\u{1B}_Ga=t,t=d,f=24,i=1,s=64,v=48,q=2,m=1;"))
        #expect(commands[1].hasPrefix("\u{1B}_Gm=1;"))
        #expect(commands[2].hasPrefix("\u{1B}_Gm=0;"))
        let sent = commands[0...2].map { $0.split(separator: ";", maxSplits: 1)[1] }.joined()
        #expect(sent == Self.text(Base64.encode(picture.rgb)))
        #expect(commands[0...1].allSatisfy { $0.split(separator: ";", maxSplits: 1)[1].count == 4096 })
    }

    @Test("sent once: the same frame again costs nothing; moved or cut, only the placement changes")
    func sentOnce() {
        var graphics = KittyGraphics(firstID: 7)
        let picture = Self.picture()
        _ = Self.shown(Self.frame(placing: [(picture, Rect(x: 3, y: 2, width: 8, height: 4))]).intactPictures, by: &graphics)
        #expect(graphics.bytes(for: Self.frame(placing: [(picture, Rect(x: 3, y: 2, width: 8, height: 4))]).intactPictures).bytes.isEmpty)
        #expect(!graphics.isUploading)
        let moved = Self.text(graphics.bytes(for: Self.frame(placing: [(picture, Rect(x: 36, y: 2, width: 8, height: 4))]).intactPictures).bytes)
        // Half of it off the right edge: half the picture's columns, in four cells.
        #expect(moved == "\u{1B}[3;37H\u{1B}_Ga=p,i=7,p=1,x=0,y=0,w=2,h=2,c=4,r=4,z=31415,C=1,q=2\u{1B}\\")
    }

    @Test("gone from the frame: its placement deleted, its pixels kept for when it comes back")
    func leaves() {
        var graphics = KittyGraphics(firstID: 7)
        let picture = Self.picture()
        _ = Self.shown(Self.frame(placing: [(picture, Rect(x: 3, y: 2, width: 8, height: 4))]).intactPictures, by: &graphics)
        #expect(Self.text(graphics.bytes(for: []).bytes) == "\u{1B}_Ga=d,d=i,i=7,p=1,q=2\u{1B}\\")
        let back = Self.shown(Self.frame(placing: [(picture, Rect(x: 3, y: 2, width: 8, height: 4))]).intactPictures, by: &graphics)
        #expect(!back.contains("a=t"), "not sent again")
        #expect(back.contains("a=p,i=7,p=1"))
    }

    @Test("drawn over (an overlay on its cells): the placement goes, the symbols under it show")
    func drawnOver() {
        var graphics = KittyGraphics(firstID: 7)
        let picture = Self.picture()
        var frame = Self.frame(placing: [(picture, Rect(x: 3, y: 2, width: 8, height: 4))])
        _ = Self.shown(frame.intactPictures, by: &graphics)
        frame.write("help", x: 5, y: 3, style: .plain)
        #expect(Self.text(graphics.bytes(for: frame.intactPictures).bytes) == "\u{1B}_Ga=d,d=i,i=7,p=1,q=2\u{1B}\\")
    }

    @Test("one picture twice on screen: two placements of one transmission")
    func twice() {
        var graphics = KittyGraphics(firstID: 7)
        let picture = Self.picture()
        let text = Self.shown(Self.frame(placing: [(picture, Rect(x: 0, y: 0, width: 8, height: 4)),
                                                   (picture, Rect(x: 20, y: 0, width: 8, height: 4))]).intactPictures, by: &graphics)
        #expect(text.components(separatedBy: "a=t,").count == 2)
        #expect(text.contains("a=p,i=7,p=1,") && text.contains("a=p,i=7,p=2,"))
    }

    @Test("pixels never go with a frame: between frames, slices of whole commands of about one 4 KiB chunk, in the frame's order; each picture placed when it is all there")
    func slices() {
        var graphics = KittyGraphics(firstID: 1)
        let pictures = (0..<2).map { _ in Self.picture(width: 100, height: 60) }   // 18000 bytes → 24000 characters each
        let frame = Self.frame(Size(columns: 60, rows: 10), placing: pictures.enumerated().map { ($1, Rect(x: $0 * 30, y: 0, width: 30, height: 10)) })
        #expect(graphics.bytes(for: frame.intactPictures).bytes.isEmpty)
        var slices: [String] = []
        while graphics.isUploading { slices.append(Self.text(graphics.nextUpload().bytes)) }
        for slice in slices {
            #expect(slice.hasPrefix("\u{1B}_G") && slice.hasSuffix("\u{1B}\\"), "whole commands only")
            // One chunk, or the short end of one picture and the first chunk of the next, and a placement.
            #expect(slice.utf8.count <= 2 * 4096 + 200)
        }
        let placed = slices.map { Self.commands($0).filter { $0.hasPrefix("a=p,") } }
        #expect(placed.flatMap { $0 }.map { String($0.prefix(7)) } == ["a=p,i=1", "a=p,i=2"], "the first placed before the second is sent")
        #expect(slices.count >= 10)
        #expect(graphics.bytes(for: frame.intactPictures).bytes.isEmpty, "nothing more")
    }

    @Test("a frame's graphics commands never land inside a transmission: a long rest is cut off and sent again from its start, a short one finished first")
    func frameDuringTransmission() {
        var graphics = KittyGraphics(firstID: 1)
        let small = Self.picture(), large = Self.picture(width: 200, height: 100)   // 60000 bytes → 80000 characters
        let both = Self.frame(Size(columns: 60, rows: 10), placing: [(small, Rect(x: 0, y: 0, width: 8, height: 4)),
                                                                     (large, Rect(x: 30, y: 0, width: 20, height: 10))])
        _ = graphics.bytes(for: both.intactPictures)
        #expect(Self.commands(Self.text(graphics.nextUpload().bytes)).contains { $0.hasPrefix("a=p,i=1,") })
        #expect(Self.text(graphics.nextUpload().bytes).hasPrefix("\u{1B}_Ga=t,t=d,f=24,i=2,s=200,v=100,q=2,m=1;"))
        // The small picture moves: its placement may not come inside the large one's chunks.
        let moved = Self.frame(Size(columns: 60, rows: 10), placing: [(small, Rect(x: 1, y: 0, width: 8, height: 4)),
                                                                      (large, Rect(x: 30, y: 0, width: 20, height: 10))])
        let cut = Self.commands(Self.text(graphics.bytes(for: moved.intactPictures).bytes))
        #expect(cut == ["m=0", "a=p,i=1,p=1,x=0,y=0,w=4,h=2,c=8,r=4,z=31415,C=1,q=2"], "ended with an empty last chunk, then the move")
        let again = Self.text(graphics.nextUpload().bytes)
        #expect(again.hasPrefix("\u{1B}_Ga=t,t=d,f=24,i=2,s=200,v=100,q=2,m=1;"), "sent again from its start")
        // Near its end (16 of its 20 chunks sent, the rest within the finishing limit):
        // finished before the next move, and placed.
        for _ in 0..<15 { _ = graphics.nextUpload() }
        #expect(graphics.isUploading)
        let last = Self.commands(Self.text(graphics.bytes(for: both.intactPictures).bytes))
        #expect(last.first == "m=1" || last.first == "m=0")
        #expect(last.contains { $0.hasPrefix("a=p,i=2,") } && last.contains { $0.hasPrefix("a=p,i=1,p=1,x=0,y=0,") })
        #expect(last.firstIndex { $0.hasPrefix("a=p,") }! > last.lastIndex { $0.hasPrefix("m=") }!)
        #expect(!graphics.isUploading)
    }

    @Test("a picture that left the frame while on its way: its transmission cut off and the picture deleted; nothing more sent")
    func leftWhileSent() {
        var graphics = KittyGraphics(firstID: 1)
        let large = Self.picture(width: 200, height: 100)
        _ = graphics.bytes(for: Self.frame(placing: [(large, Rect(x: 0, y: 0, width: 20, height: 10))]).intactPictures)
        _ = graphics.nextUpload()
        #expect(Self.commands(Self.text(graphics.bytes(for: []).bytes)) == ["m=0", "a=d,d=I,i=1,q=2"])
        #expect(!graphics.isUploading)
    }

    @Test("at exit or on a signal during a transmission: it is ended, and its picture deleted with the others")
    func releasedDuringTransmission() {
        var graphics = KittyGraphics(firstID: 1)
        _ = Self.shown(Self.frame(placing: [(Self.picture(), Rect(x: 0, y: 0, width: 8, height: 4))]).intactPictures, by: &graphics)
        let large = Self.picture(width: 200, height: 100)
        _ = graphics.bytes(for: Self.frame(placing: [(large, Rect(x: 0, y: 0, width: 20, height: 10))]).intactPictures)
        let before = graphics.heldChanges
        _ = graphics.nextUpload()
        #expect(graphics.heldChanges != before, "the signal handler's bytes change when a transmission starts")
        #expect(Self.commands(Self.text(graphics.signalRelease)) == ["m=0", "a=d,d=I,i=1,q=2", "a=d,d=I,i=2,q=2"])
        #expect(Self.commands(Self.text(graphics.releaseBytes())) == ["m=0", "a=d,d=I,i=1,q=2", "a=d,d=I,i=2,q=2"])
        #expect(!graphics.isUploading && graphics.releaseBytes().isEmpty)
    }

    /// An animation of `count` 8×4 frames, each a 2×1 patch of a new shade at (index, 1); the
    /// first shows 40 ms, the others 30.
    static func animation(count: Int = 3, plays: Bool) -> PixelAnimation {
        var frames = [picture(width: 8, height: 4, shade: 10)]
        for index in 1..<count {
            var rgb = frames[index - 1].rgb
            for x in index..<index + 2 { for channel in 0..<3 { rgb[(8 + x) * 3 + channel] = UInt8(50 * index) } }
            frames.append(PixelPicture(width: 8, height: 4, rgb: rgb))
        }
        return PixelAnimation(frames: frames, delays: [40] + Array(repeating: 30, count: count - 1), plays: plays)!
    }

    static func animated(_ animation: PixelAnimation, at rect: Rect = Rect(x: 3, y: 2, width: 8, height: 4)) -> [PicturePlacement] {
        var buffer = CellBuffer(size: Size(columns: 40, rows: 12))
        buffer.fill(rect, with: Cell("▀", style: Style(foreground: .rgb(9, 9, 9))))
        buffer.place(animation.frames[0], in: rect, animation: animation)
        return buffer.intactPictures
    }

    @Test("an animated picture: sent once, then each frame as the rectangle that changed over the frame before, with its delay; the first frame shows meanwhile")
    func animationFrames() {
        var graphics = KittyGraphics(firstID: 5)
        let animation = Self.animation(plays: false)
        let text = Self.shown(Self.animated(animation), by: &graphics)
        let commands = Self.commands(text)
        #expect(commands == ["a=t,t=d,f=24,i=5,s=8,v=4,q=2,m=0",
                             "a=p,i=5,p=1,x=0,y=0,w=8,h=4,c=8,r=4,z=31415,C=1,q=2",
                             "a=f,i=5,c=1,x=1,y=1,s=2,v=1,f=24,z=30,q=2,m=0",
                             "a=f,i=5,c=2,x=2,y=1,s=2,v=1,f=24,z=30,q=2,m=0"])
        // The third frame changed (2, 1) and (3, 1) over the second, which had changed (1, 1) and (2, 1).
        let payloads = text.components(separatedBy: "\u{1B}\\").filter { $0.contains("a=f,") }.map { $0.split(separator: ";")[1] }
        #expect(payloads.map(String.init) == [Self.text(Base64.encode([50, 50, 50, 50, 50, 50])),
                                              Self.text(Base64.encode([100, 100, 100, 100, 100, 100]))])
        #expect(graphics.bytes(for: Self.animated(animation)).bytes.isEmpty, "still: nothing to say")
        #expect(!graphics.isUploading)
    }

    @Test("played by the terminal: told once to play (looped, the first frame's delay set), stopped on the first frame when it stops; frames in between send nothing")
    func animationControl() {
        var graphics = KittyGraphics(firstID: 5)
        var animation = Self.animation(plays: false)
        _ = Self.shown(Self.animated(animation), by: &graphics)
        animation.plays = true
        let playing = Self.animated(animation)
        #expect(Self.commands(Self.text(graphics.bytes(for: playing).bytes)) == ["a=a,i=5,r=1,z=40,q=2", "a=a,i=5,s=3,v=1,q=2"])
        for _ in 0..<10 { #expect(graphics.bytes(for: playing).bytes.isEmpty, "the terminal plays it: nothing a frame") }
        animation.plays = false
        #expect(Self.commands(Self.text(graphics.bytes(for: Self.animated(animation)).bytes)) == ["a=a,i=5,s=1,c=1,q=2"])
        #expect(graphics.bytes(for: Self.animated(animation)).bytes.isEmpty)
    }

    @Test("an animation asked to play before all its frames are there plays once they are")
    func playsWhenWhole() {
        var graphics = KittyGraphics(firstID: 5)
        let playing = Self.animated(Self.animation(plays: true))
        #expect(graphics.bytes(for: playing).bytes.isEmpty)
        let first = Self.commands(Self.text(graphics.nextUpload(atMost: 1).bytes))
        #expect(first.map { String($0.prefix(4)) } == ["a=t,", "a=p,"], "the first frame shows at once")
        _ = graphics.nextUpload(atMost: 1)
        let last = Self.commands(Self.text(graphics.nextUpload(atMost: 1).bytes))
        #expect(last.map { String($0.prefix(4)) } == ["a=f,", "a=a,", "a=a,"])
        #expect(last.last == "a=a,i=5,s=3,v=1,q=2")
    }

    @Test("after a release (Ctrl-Z) a playing animation is sent again under a new id and told to play once all its frames are back")
    func playsAgainAfterRelease() {
        var graphics = KittyGraphics(firstID: 5)
        let playing = Self.animated(Self.animation(plays: true))
        #expect(Self.shown(playing, by: &graphics).contains("a=a,i=5,s=3,v=1,q=2"))
        #expect(Self.commands(Self.text(graphics.releaseBytes())) == ["a=d,d=I,i=5,q=2"])
        // Taken back: the screen is drawn whole again, erased, then the pictures follow between frames.
        _ = graphics.screenWasErased()
        var writes = [Self.commands(Self.text(graphics.bytes(for: playing).bytes))]
        while graphics.isUploading { writes.append(Self.commands(Self.text(graphics.nextUpload(atMost: 1).bytes))) }
        writes.append(Self.commands(Self.text(graphics.bytes(for: playing).bytes)))
        let lastFrame = writes.lastIndex { $0.contains { $0.hasPrefix("a=f,i=6,c=2,") } }
        let played = writes.indices.filter { writes[$0].contains("a=a,i=6,s=3,v=1,q=2") }
        #expect(lastFrame != nil && played == [lastFrame!], "played once, in the write that completes its frames")
    }

    @Test("the rectangle that changed between two frames; none when they are the same")
    func changedArea() {
        let animation = Self.animation(count: 3, plays: false)
        #expect(KittyTransmission.changedArea(from: animation.frames[0], to: animation.frames[2]) == Rect(x: 1, y: 1, width: 3, height: 1))
        #expect(KittyTransmission.changedArea(from: animation.frames[1], to: animation.frames[1]) == nil)
        let same = KittyTransmission.frame(1, of: PixelAnimation(frames: [animation.frames[0], animation.frames[0]], delays: [20, 20], plays: true)!, id: 3)
        #expect(same.keys == "a=f,i=3,c=1,x=0,y=0,s=1,v=1,f=24,z=20,q=2", "one pixel for a frame that changes nothing")
    }

    @Test("the terminal keeps at most 64 pictures for us: the least recently shown are deleted")
    func eviction() {
        var graphics = KittyGraphics(firstID: 1)
        var deleted: [String] = []
        for index in 0..<70 {
            let text = Self.shown(Self.frame(placing: [(Self.picture(shade: UInt8(index)), Rect(x: 0, y: 0, width: 8, height: 4))]).intactPictures, by: &graphics)
            deleted += text.components(separatedBy: "\u{1B}\\").filter { $0.contains("d=I") }
        }
        #expect(graphics.sentPictures == 64)
        #expect(deleted == (1...6).map { "\u{1B}_Ga=d,d=I,i=\($0),q=2" })
    }

    @Test("an erased screen (a fresh start) takes placements and pictures with it: all sent again; at exit every picture deleted")
    func erasedAndReleased() {
        var graphics = KittyGraphics(firstID: 7)
        let frame = Self.frame(placing: [(Self.picture(), Rect(x: 3, y: 2, width: 8, height: 4))])
        _ = Self.shown(frame.intactPictures, by: &graphics)
        #expect(Self.text(graphics.screenWasErased()) == "\u{1B}_Ga=d,d=i,i=7,p=1,q=2\u{1B}\\\u{1B}_Ga=d,d=I,i=7,q=2\u{1B}\\")
        #expect(Self.shown(frame.intactPictures, by: &graphics).contains("a=t,t=d,f=24,i=8,"))
        #expect(Self.text(graphics.releaseBytes()) == "\u{1B}_Ga=d,d=I,i=8,q=2\u{1B}\\")
        #expect(graphics.sentPictures == 0)
        #expect(graphics.releaseBytes().isEmpty)
    }

    @Test("inline rows start lower on the screen: placements move down with them")
    func inline() {
        var graphics = KittyGraphics(firstID: 7)
        let text = Self.shown(Self.frame(placing: [(Self.picture(), Rect(x: 3, y: 2, width: 8, height: 4))]).intactPictures,
                              by: &graphics, rowOffset: 20)
        #expect(text.contains("\u{1B}[23;4H\u{1B}_Ga=p,"))
    }

    @Test("detection: the query, the cell size, sixel registers and device attributes in one write; only an OK to our query counts")
    func detection() {
        let probes = StartProbes(kittyGraphics: true, cellSize: true, sixelRegisters: true)
        #expect(probes.bytes == "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\\u{1B}[16t\u{1B}[?1;1;0S\u{1B}[c")
        #expect(StartProbes().bytes == "")
        #expect(KittyGraphics.acceptsProbe("i=31;OK"))
        #expect(!KittyGraphics.acceptsProbe("i=31;ENOTSUPPORTED:no"))
        #expect(!KittyGraphics.acceptsProbe("i=32;OK"))
    }

    @Test("signals: a cut transmission ended, then each picture of ours deleted by id, never everything on the screen")
    func signalRelease() {
        var graphics = KittyGraphics(firstID: 7)
        let cut = "\u{18}\u{1B}\\"
        #expect(Self.text(graphics.signalRelease) == cut, "nothing held, nothing deleted")
        let before = graphics.heldChanges
        let first = Self.picture()
        _ = Self.shown(Self.frame(placing: [(first, Rect(x: 0, y: 0, width: 8, height: 4)),
                                            (Self.picture(shade: 9), Rect(x: 10, y: 0, width: 8, height: 4))]).intactPictures, by: &graphics)
        #expect(graphics.heldChanges != before, "the handler's bytes must be written again")
        #expect(Self.text(graphics.signalRelease) == cut + "\u{1B}_Ga=d,d=I,i=7,q=2\u{1B}\\\u{1B}_Ga=d,d=I,i=8,q=2\u{1B}\\")
        #expect(!Self.text(graphics.signalRelease).contains("d=A") && !Self.text(graphics.signalRelease).contains("d=Z"))
        let held = graphics.heldChanges
        _ = graphics.bytes(for: Self.frame(placing: [(first, Rect(x: 1, y: 0, width: 8, height: 4))]).intactPictures)
        #expect(graphics.heldChanges == held, "moving a placement changes nothing the handler deletes")
        _ = graphics.releaseBytes()
        #expect(Self.text(graphics.signalRelease) == cut && graphics.heldChanges != held)
    }
}
