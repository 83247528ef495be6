import CellCanvas

/// Pictures shown in pixels through the kitty graphics protocol, frame after frame: each
/// picture sent once (an id of ours), then placed, moved and cropped with placements, and
/// taken away when it leaves the frame. A value, like `FrameWriter`: give it each frame's
/// intact pictures, send what it returns after the frame's cells.
///
/// Every placement is above the text (it covers the symbols drawn under it) at `layer`.
/// What a signal handler writes to delete our pictures (`signalRelease`) names each of them
/// by id, like the exit path: never every picture on the screen, which in an inline
/// viewport would take other programs' pictures too.
public struct KittyGraphics {
    /// The z-index of our placements: above text, and unlikely to be anybody else's.
    public static let layer = 31_415
    /// The id of the detection query.
    static let probeID = 31
    /// Bytes of pixels sent at most in one frame: more new pictures wait for the next
    /// frames (their symbols show meanwhile), so a fling past a hundred pictures never
    /// stalls a frame on megabytes of output.
    public static let frameBudget = 3 << 20
    /// Pictures the terminal keeps for us at most (the least recently shown are deleted).
    static let keptPictures = 64
    /// Bytes of pixels the terminal keeps for us at most.
    static let keptBytes = 160 << 20
    /// Base64 characters in one chunk of a transmission (the protocol's limit).
    static let chunkCharacters = 4096

    /// What detects the protocol, sent with the other start-up probes (`StartProbes`): a
    /// query for a 1×1 picture, which a terminal with the protocol answers `OK` before it
    /// answers the device attributes request after it.
    public static let query = "\u{1B}_Gi=\(probeID),s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\"

    /// Whether `reply` (a graphics reply's text) says yes to the detection query.
    public static func acceptsProbe(_ reply: String) -> Bool {
        reply.hasPrefix("i=\(probeID);") && reply.hasSuffix(";OK")
    }

    /// Bytes a signal handler writes before the modes are restored: end a transmission a
    /// signal cut short, then delete each picture the terminal holds for us, by id, with its
    /// placements. Written again whenever `heldChanges` moves on.
    public var signalRelease: [UInt8] {
        Array("\u{18}\u{1B}\\".utf8) + deletions(of: sent.values.map(\.id))
    }

    /// Counts the changes to the pictures the terminal holds for us: when it moves,
    /// `signalRelease` is different.
    public private(set) var heldChanges = 0

    /// A picture the terminal holds for us.
    private struct Sent {
        var id: UInt32
        var bytes: Int
        var lastFrame: Int
    }

    /// Where a placement shows: its first cell (frame coordinates), its size in cells, the
    /// part of the picture it shows.
    private struct Shown: Equatable {
        var cell: Point
        var columns: Int
        var rows: Int
        var crop: Rect
    }

    /// A placement: the picture's id and which showing of it (a picture can show twice).
    private struct PlacementKey: Hashable, Comparable {
        var image: UInt32
        var placement: Int

        static func < (a: PlacementKey, b: PlacementKey) -> Bool {
            (a.image, a.placement) < (b.image, b.placement)
        }
    }

    private let firstID: UInt32
    private var nextID: UInt32
    private var sent: [UInt64: Sent] = [:]
    private var shown: [PlacementKey: Shown] = [:]
    private var frameNumber = 0

    /// Graphics whose picture ids start at `firstID` (give each process its own range:
    /// ids are shared by everything drawing in the terminal's window).
    public init(firstID: UInt32) {
        self.firstID = max(firstID, 1)
        nextID = self.firstID
    }

    /// Pictures the terminal holds for us.
    public var sentPictures: Int { sent.count }

    /// The bytes that show `placements` (a frame's intact pictures, whose rows start at
    /// screen row `rowOffset`) where the last frame showed others, and the frame cell the
    /// cursor was left on (nil when it was not moved).
    public mutating func bytes(for placements: [PicturePlacement], rowOffset: Int = 0) -> (bytes: [UInt8], cursor: Point?) {
        frameNumber += 1
        var out: [UInt8] = []
        var budget = Self.frameBudget
        var wanted: [(key: PlacementKey, shown: Shown)] = []
        var showings: [UInt64: Int] = [:]
        for placement in placements {
            let picture = placement.picture
            let id: UInt32
            if let known = sent[picture.serial] {
                id = known.id
            } else {
                // The first picture of a frame always goes; more while the budget lasts.
                guard picture.rgb.count <= budget || budget == Self.frameBudget else { continue }
                budget -= picture.rgb.count
                id = allocateID()
                transmit(picture, id: id, into: &out)
            }
            sent[picture.serial]?.lastFrame = frameNumber
            showings[picture.serial, default: 0] += 1
            let key = PlacementKey(image: id, placement: showings[picture.serial]!)
            wanted.append((key, Shown(cell: placement.visible.origin, columns: placement.visible.width,
                                      rows: placement.visible.height, crop: placement.sourceCrop)))
        }
        let kept = Set(wanted.map(\.key))
        for key in shown.keys.sorted() where !kept.contains(key) {
            out += Self.command("a=d,d=i,i=\(key.image),p=\(key.placement),q=2")
        }
        var cursor: Point?
        for (key, place) in wanted where shown[key] != place {
            out += Array("\u{1B}[\(rowOffset + place.cell.y + 1);\(place.cell.x + 1)H".utf8)
            out += Self.command("a=p,i=\(key.image),p=\(key.placement),x=\(place.crop.x),y=\(place.crop.y),"
                                + "w=\(place.crop.width),h=\(place.crop.height),c=\(place.columns),r=\(place.rows),"
                                + "z=\(Self.layer),C=1,q=2")
            cursor = place.cell
        }
        shown = Dictionary(wanted.map { ($0.key, $0.shown) }, uniquingKeysWith: { $1 })
        evictUnshown(into: &out)
        return (out, cursor)
    }

    /// The screen was erased (a fresh start): kitty takes placements, and pictures left
    /// without one, away with the text. Returns the bytes that make sure of it; every
    /// picture is sent again when next shown.
    public mutating func screenWasErased() -> [UInt8] {
        var out: [UInt8] = []
        for key in shown.keys.sorted() {
            out += Self.command("a=d,d=i,i=\(key.image),p=\(key.placement),q=2")
        }
        shown = [:]
        out += deletions(of: sent.values.map(\.id))
        forgetSent()
        return out
    }

    /// The bytes that delete every picture of ours, placed or not, and forgets them (on
    /// exit and on suspend).
    public mutating func releaseBytes() -> [UInt8] {
        let out = deletions(of: sent.values.map(\.id))
        forgetSent()
        shown = [:]
        return out
    }

    /// Commands deleting the pictures `ids` and their placements.
    private func deletions(of ids: [UInt32]) -> [UInt8] {
        ids.sorted().flatMap { Self.command("a=d,d=I,i=\($0),q=2") as [UInt8] }
    }

    private mutating func forgetSent() {
        if !sent.isEmpty { heldChanges += 1 }
        sent = [:]
    }

    // MARK: Internals

    private mutating func allocateID() -> UInt32 {
        let id = nextID
        nextID = nextID == UInt32.max ? firstID : nextID + 1
        return id
    }

    /// Sends `picture` as RGB, in chunks, without showing it.
    private mutating func transmit(_ picture: PixelPicture, id: UInt32, into out: inout [UInt8]) {
        let encoded = Base64.encode(picture.rgb)
        var start = 0
        repeat {
            let end = min(start + Self.chunkCharacters, encoded.count)
            let more = end < encoded.count ? 1 : 0
            let keys = start == 0 ? "a=t,t=d,f=24,i=\(id),s=\(picture.width),v=\(picture.height),q=2,m=\(more)" : "m=\(more)"
            out += Array("\u{1B}_G\(keys);".utf8)
            out += encoded[start..<end]
            out += [0x1B, UInt8(ascii: "\\")]
            start = end
        } while start < encoded.count
        sent[picture.serial] = Sent(id: id, bytes: picture.rgb.count, lastFrame: frameNumber)
        heldChanges += 1
    }

    /// Deletes the least recently shown pictures not on screen while more than the terminal
    /// should keep for us are there.
    private mutating func evictUnshown(into out: inout [UInt8]) {
        var bytes = sent.values.reduce(0) { $0 + $1.bytes }
        guard sent.count > Self.keptPictures || bytes > Self.keptBytes else { return }
        let onScreen = Set(shown.keys.map(\.image))
        let oldest = sent.filter { !onScreen.contains($0.value.id) }.sorted { ($0.value.lastFrame, $0.value.id) < ($1.value.lastFrame, $1.value.id) }
        var count = sent.count
        for (serial, picture) in oldest where count > Self.keptPictures || bytes > Self.keptBytes {
            out += Self.command("a=d,d=I,i=\(picture.id),q=2")
            sent[serial] = nil
            heldChanges += 1
            count -= 1
            bytes -= picture.bytes
        }
    }

    /// One graphics command without a payload.
    static func command(_ keys: String) -> String {
        "\u{1B}_G\(keys)\u{1B}\\"
    }

    static func command(_ keys: String) -> [UInt8] {
        Array(command(keys).utf8)
    }
}
