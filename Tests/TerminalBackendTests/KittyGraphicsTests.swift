import CellCanvas
import Testing
@testable import TerminalBackend

/// The kitty graphics protocol's bytes: each picture sent once, in chunks; placed, moved
/// and cropped with placements; deleted when it leaves, at exit and after an erase.
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

    @Test("base64 as RFC 4648 says, padding included")
    func base64() {
        #expect(Self.text(Base64.encode(Array("".utf8))) == "")
        #expect(Self.text(Base64.encode(Array("f".utf8))) == "Zg==")
        #expect(Self.text(Base64.encode(Array("fo".utf8))) == "Zm8=")
        #expect(Self.text(Base64.encode(Array("foo".utf8))) == "Zm9v")
        #expect(Self.text(Base64.encode(Array("foobar".utf8))) == "Zm9vYmFy")
        #expect(Self.text(Base64.encode([0xFF, 0xEF, 0x00])) == "/+8A")
    }

    @Test("first frame: the picture sent (RGB, its size, our id, quiet), then placed at its cells above the text")
    func firstFrame() {
        var graphics = KittyGraphics(firstID: 7)
        let picture = Self.picture()
        let (bytes, cursor) = graphics.bytes(for: Self.frame(placing: [(picture, Rect(x: 3, y: 2, width: 8, height: 4))]).intactPictures)
        let payload = Self.text(Base64.encode(picture.rgb))
        #expect(Self.text(bytes) == "\u{1B}_Ga=t,t=d,f=24,i=7,s=4,v=2,q=2,m=0;\(payload)\u{1B}\\"
            + "\u{1B}[3;4H\u{1B}_Ga=p,i=7,p=1,x=0,y=0,w=4,h=2,c=8,r=4,z=31415,C=1,q=2\u{1B}\\")
        #expect(cursor == Point(x: 3, y: 2))
    }

    @Test("a large picture goes in chunks of 4096 base64 characters, m=1 on all but the last, keys only on the first")
    func chunks() {
        var graphics = KittyGraphics(firstID: 1)
        let picture = Self.picture(width: 64, height: 48)   // 9216 bytes → 12288 characters: three chunks
        let text = Self.text(graphics.bytes(for: Self.frame(placing: [(picture, Rect(x: 0, y: 0, width: 10, height: 5))]).intactPictures).bytes)
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
        _ = graphics.bytes(for: Self.frame(placing: [(picture, Rect(x: 3, y: 2, width: 8, height: 4))]).intactPictures)
        #expect(graphics.bytes(for: Self.frame(placing: [(picture, Rect(x: 3, y: 2, width: 8, height: 4))]).intactPictures).bytes.isEmpty)
        let moved = Self.text(graphics.bytes(for: Self.frame(placing: [(picture, Rect(x: 36, y: 2, width: 8, height: 4))]).intactPictures).bytes)
        // Half of it off the right edge: half the picture's columns, in four cells.
        #expect(moved == "\u{1B}[3;37H\u{1B}_Ga=p,i=7,p=1,x=0,y=0,w=2,h=2,c=4,r=4,z=31415,C=1,q=2\u{1B}\\")
    }

    @Test("gone from the frame: its placement deleted, its pixels kept for when it comes back")
    func leaves() {
        var graphics = KittyGraphics(firstID: 7)
        let picture = Self.picture()
        _ = graphics.bytes(for: Self.frame(placing: [(picture, Rect(x: 3, y: 2, width: 8, height: 4))]).intactPictures)
        #expect(Self.text(graphics.bytes(for: []).bytes) == "\u{1B}_Ga=d,d=i,i=7,p=1,q=2\u{1B}\\")
        let back = Self.text(graphics.bytes(for: Self.frame(placing: [(picture, Rect(x: 3, y: 2, width: 8, height: 4))]).intactPictures).bytes)
        #expect(!back.contains("a=t"), "not sent again")
        #expect(back.contains("a=p,i=7,p=1"))
    }

    @Test("drawn over (an overlay on its cells): the placement goes, the symbols under it show")
    func drawnOver() {
        var graphics = KittyGraphics(firstID: 7)
        let picture = Self.picture()
        var frame = Self.frame(placing: [(picture, Rect(x: 3, y: 2, width: 8, height: 4))])
        _ = graphics.bytes(for: frame.intactPictures)
        frame.write("help", x: 5, y: 3, style: .plain)
        #expect(Self.text(graphics.bytes(for: frame.intactPictures).bytes) == "\u{1B}_Ga=d,d=i,i=7,p=1,q=2\u{1B}\\")
    }

    @Test("one picture twice on screen: two placements of one transmission")
    func twice() {
        var graphics = KittyGraphics(firstID: 7)
        let picture = Self.picture()
        let text = Self.text(graphics.bytes(for: Self.frame(placing: [(picture, Rect(x: 0, y: 0, width: 8, height: 4)),
                                                                      (picture, Rect(x: 20, y: 0, width: 8, height: 4))]).intactPictures).bytes)
        #expect(text.components(separatedBy: "a=t,").count == 2)
        #expect(text.contains("a=p,i=7,p=1,") && text.contains("a=p,i=7,p=2,"))
    }

    @Test("at most about 3 MiB of new pixels a frame: the rest wait for the next frames")
    func budget() {
        var graphics = KittyGraphics(firstID: 1)
        let pictures = (0..<3).map { _ in Self.picture(width: 800, height: 600) }   // 1.44 MB each
        let frame = Self.frame(Size(columns: 90, rows: 10), placing: pictures.enumerated().map { ($1, Rect(x: $0 * 30, y: 0, width: 30, height: 10)) })
        let first = Self.text(graphics.bytes(for: frame.intactPictures).bytes)
        #expect(first.components(separatedBy: "a=t,").count == 3, "two sent")
        #expect(first.components(separatedBy: "a=p,").count == 3, "two placed")
        let second = Self.text(graphics.bytes(for: frame.intactPictures).bytes)
        #expect(second.components(separatedBy: "a=t,").count == 2, "the third sent next frame")
        #expect(second.contains("a=p,i=3,p=1"))
        #expect(graphics.sentPictures == 3)
    }

    @Test("the terminal keeps at most 64 pictures for us: the least recently shown are deleted")
    func eviction() {
        var graphics = KittyGraphics(firstID: 1)
        var deleted: [String] = []
        for index in 0..<70 {
            let text = Self.text(graphics.bytes(for: Self.frame(placing: [(Self.picture(shade: UInt8(index)), Rect(x: 0, y: 0, width: 8, height: 4))]).intactPictures).bytes)
            deleted += text.components(separatedBy: "\u{1B}\\").filter { $0.contains("d=I") }
        }
        #expect(graphics.sentPictures == 64)
        #expect(deleted == (1...6).map { "\u{1B}_Ga=d,d=I,i=\($0),q=2" })
    }

    @Test("an erased screen (a fresh start) takes placements and pictures with it: all sent again; at exit every picture deleted")
    func erasedAndReleased() {
        var graphics = KittyGraphics(firstID: 7)
        let frame = Self.frame(placing: [(Self.picture(), Rect(x: 3, y: 2, width: 8, height: 4))])
        _ = graphics.bytes(for: frame.intactPictures)
        #expect(Self.text(graphics.screenWasErased()) == "\u{1B}_Ga=d,d=i,i=7,p=1,q=2\u{1B}\\\u{1B}_Ga=d,d=I,i=7,q=2\u{1B}\\")
        #expect(Self.text(graphics.bytes(for: frame.intactPictures).bytes).contains("a=t,t=d,f=24,i=8,"))
        #expect(Self.text(graphics.releaseBytes()) == "\u{1B}_Ga=d,d=I,i=8,q=2\u{1B}\\")
        #expect(graphics.sentPictures == 0)
        #expect(graphics.releaseBytes().isEmpty)
    }

    @Test("inline rows start lower on the screen: placements move down with them")
    func inline() {
        var graphics = KittyGraphics(firstID: 7)
        let text = Self.text(graphics.bytes(for: Self.frame(placing: [(Self.picture(), Rect(x: 3, y: 2, width: 8, height: 4))]).intactPictures,
                                            rowOffset: 20).bytes)
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
        _ = graphics.bytes(for: Self.frame(placing: [(first, Rect(x: 0, y: 0, width: 8, height: 4)),
                                                     (Self.picture(shade: 9), Rect(x: 10, y: 0, width: 8, height: 4))]).intactPictures)
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
