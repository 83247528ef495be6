import CellCanvas
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One transmission of pixels to a kitty terminal: a picture (`a=t`), or one frame of its
/// animation (`a=f`, only the rectangle that changed since the frame before, drawn over a
/// copy of that frame). Written as base64 in chunk commands, a few at a time between looks
/// at the keyboard; between two commands anything else may be written, except other
/// graphics commands (the protocol's rule): those wait for the end, or end it early.
struct KittyTransmission {
    /// Raw bytes in one chunk (its base64 fills the protocol's 4096 characters).
    static let chunkBytes = KittyGraphics.chunkCharacters / 4 * 3

    /// The keys of the first command: what is sent, for which picture, at which size.
    let keys: String
    /// Whether it is an animation frame: every command then says so (`a=f`).
    let isFrame: Bool
    /// The pixels (RGB) sent.
    private let pixels: [UInt8]
    /// Bytes of `pixels` sent so far.
    private var sent = 0

    private init(keys: String, isFrame: Bool, pixels: [UInt8]) {
        self.keys = keys
        self.isFrame = isFrame
        self.pixels = pixels
    }

    /// `picture` sent whole, not shown, as picture `id`.
    static func picture(_ picture: PixelPicture, id: UInt32) -> KittyTransmission {
        KittyTransmission(keys: "a=t,t=d,f=24,i=\(id),s=\(picture.width),v=\(picture.height),q=2", isFrame: false, pixels: picture.rgb)
    }

    /// Frame `index` (from 1; frame 0 is the picture itself) of `animation`, added to
    /// picture `id` with its delay: the rectangle of pixels that differ from the frame
    /// before, over that frame (`c`, numbered from 1), or one pixel when none differ.
    static func frame(_ index: Int, of animation: PixelAnimation, id: UInt32) -> KittyTransmission {
        let previous = animation.frames[index - 1], frame = animation.frames[index]
        let area = changedArea(from: previous, to: frame) ?? Rect(x: 0, y: 0, width: 1, height: 1)
        var pixels: [UInt8] = []
        pixels.reserveCapacity(area.width * area.height * 3)
        for y in area.minY..<area.maxY {
            let start = (y * frame.width + area.x) * 3
            pixels += frame.rgb[start..<start + area.width * 3]
        }
        let keys = "a=f,i=\(id),c=\(index),x=\(area.x),y=\(area.y),s=\(area.width),v=\(area.height),f=24,"
            + "z=\(animation.delays[index]),q=2"
        return KittyTransmission(keys: keys, isFrame: true, pixels: pixels)
    }

    /// The smallest rectangle holding every pixel that differs between two pictures of one
    /// size; nil when none does.
    static func changedArea(from old: PixelPicture, to new: PixelPicture) -> Rect? {
        let rowBytes = new.width * 3
        return old.rgb.withUnsafeBytes { before in
            new.rgb.withUnsafeBytes { after -> Rect? in
                let differs = { (y: Int) in memcmp(before.baseAddress! + y * rowBytes, after.baseAddress! + y * rowBytes, rowBytes) != 0 }
                guard let top = (0..<new.height).first(where: differs),
                      let bottom = (0..<new.height).last(where: differs) else { return nil }
                var left = new.width, right = 0
                for y in top...bottom {
                    let row = y * rowBytes
                    for x in 0..<new.width where x < left || x >= right {
                        let offset = row + x * 3
                        if before[offset] != after[offset] || before[offset + 1] != after[offset + 1] || before[offset + 2] != after[offset + 2] {
                            left = min(left, x)
                            right = max(right, x + 1)
                        }
                    }
                }
                return Rect(x: left, y: top, width: right - left, height: bottom - top + 1)
            }
        }
    }

    /// Whether some of it was written and not all: other graphics commands must wait.
    var isUnderway: Bool { sent > 0 && !isDone }
    /// Whether all of it was written.
    var isDone: Bool { sent >= pixels.count }
    /// Base64 characters still to write.
    var remainingCharacters: Int { (pixels.count - sent + 2) / 3 * 4 }
    /// Bytes of pixels it sends.
    var byteCount: Int { pixels.count }

    /// The next chunk commands, at least one, until about `limit` characters are written.
    mutating func next(upTo limit: Int) -> [UInt8] {
        var out: [UInt8] = []
        repeat {
            let end = min(sent + Self.chunkBytes, pixels.count)
            let more = end < pixels.count ? 1 : 0
            let head = sent == 0 ? "\(keys),m=\(more)" : isFrame ? "a=f,m=\(more)" : "m=\(more)"
            out += Array("\u{1B}_G\(head);".utf8)
            out += Base64.encode(Array(pixels[sent..<end]))
            out += [0x1B, UInt8(ascii: "\\")]
            sent = end
        } while !isDone && out.count < limit
        return out
    }

    /// What ends it early, when it is underway: a last chunk with nothing in it, which
    /// the terminal takes as too little data and drops (quietly: the first command said
    /// `q=2`).
    var ending: [UInt8] {
        isUnderway ? Array("\u{1B}_G\(isFrame ? "a=f," : "")m=0;\u{1B}\\".utf8) : []
    }
}
