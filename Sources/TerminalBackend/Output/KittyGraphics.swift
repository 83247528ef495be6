import CellCanvas

/// Pictures shown in pixels through the kitty graphics protocol, frame after frame: each
/// picture sent once (an id of ours), then placed, moved and cropped with placements, and
/// taken away when it leaves the frame. A value, like `FrameWriter`: give it each frame's
/// intact pictures, send what it returns after the frame's cells.
///
/// Pixels never go out with a frame: a picture new to the terminal waits in a queue, in
/// the frame's order, and is sent between frames a slice at a time (`nextUpload`), so a
/// key is read between slices and its frame never waits behind a megabyte of base64. Its
/// symbols show until it is all there; then it is placed where the last frame has it.
/// An animated picture (`PicturePlacement.animation`) is sent once with all its frames
/// (each as the rectangle that changed, with its delay), and the terminal plays it: a
/// frame only says play (looped) or stop on the first frame.
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
    /// Base64 characters written at most in one slice of an upload between two looks at
    /// the keyboard: one chunk command (well under a millisecond of a terminal's reading).
    public static let uploadSlice = chunkCharacters
    /// A transmission underway when a frame has graphics commands to send is finished
    /// first when at most this many characters are left; a longer one is ended early and
    /// sent again from its start later.
    static let finishingLimit = 4 * chunkCharacters
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

    /// Bytes a signal handler writes before the modes are restored: end a command a signal
    /// cut short, and a transmission underway, then delete each picture the terminal holds
    /// for us, by id, with its placements. Written again whenever `heldChanges` moves on.
    public var signalRelease: [UInt8] {
        Array("\u{18}\u{1B}\\".utf8) + (transmission?.ending ?? []) + deletions(of: heldIDs)
    }

    /// Counts the changes to what the terminal holds for us (pictures, a transmission
    /// underway): when it moves, `signalRelease` is different.
    public private(set) var heldChanges = 0

    /// A picture the terminal holds for us.
    private struct Sent {
        var id: UInt32
        var bytes: Int
        var lastFrame: Int
        /// The animation it plays when all its frames are there; nil for a still picture.
        var animation: PixelAnimation?
        /// Frames the terminal holds (the picture itself is the first).
        var frames = 1
        /// Whether it was last told to play.
        var plays = false

        /// Whether all its frames are there.
        var isWhole: Bool { frames >= (animation?.frames.count ?? 1) }
    }

    /// A picture, or the rest of an animation, waiting to be sent.
    private struct Upload {
        var serial: UInt64
        var id: UInt32
        var picture: PixelPicture
        var animation: PixelAnimation?
        /// The next frame to send (0: the picture itself).
        var nextFrame: Int
    }

    /// The transmission underway, and whose.
    private struct Underway {
        var upload: Upload
        var transmission: KittyTransmission
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
    /// The last frame's intact pictures, and the screen row its rows start on.
    private var placements: [PicturePlacement] = []
    private var rowOffset = 0
    /// Pictures waiting to be sent, in the last frame's order.
    private var uploads: [Upload] = []
    private var underway: Underway?
    private var transmission: KittyTransmission? { underway?.transmission }

    /// Graphics whose picture ids start at `firstID` (give each process its own range:
    /// ids are shared by everything drawing in the terminal's window).
    public init(firstID: UInt32) {
        self.firstID = max(firstID, 1)
        nextID = self.firstID
    }

    /// Pictures the terminal holds for us.
    public var sentPictures: Int { sent.count }

    /// Whether pictures (or frames of one) wait to be sent: `nextUpload` has bytes.
    public var isUploading: Bool { underway != nil || !uploads.isEmpty }

    /// The bytes that show `placements` (a frame's intact pictures, whose rows start at
    /// screen row `rowOffset`) where the last frame showed others, and the frame cell the
    /// cursor was left on (nil when it was not moved). Pictures the terminal does not hold
    /// yet are queued for `nextUpload`, and keep their symbols meanwhile.
    public mutating func bytes(for placements: [PicturePlacement], rowOffset: Int = 0) -> (bytes: [UInt8], cursor: Point?) {
        frameNumber += 1
        self.placements = placements
        self.rowOffset = rowOffset
        queueUploads()
        var (commands, cursor) = showingCommands()
        let ended = endTransmission(before: commands)
        commands += ended.commands
        return (ended.bytes + commands, ended.cursor ?? cursor)
    }

    /// The next slice of the pictures waiting (about `limit` base64 characters, in whole
    /// commands), to write between frames; when a picture is all there, the commands that
    /// place it where the last frame has it follow, with the frame cell the cursor was
    /// left on. Empty when nothing waits.
    public mutating func nextUpload(atMost limit: Int = uploadSlice) -> (bytes: [UInt8], cursor: Point?) {
        var out: [UInt8] = []
        while out.count < limit {
            if underway == nil {
                guard !uploads.isEmpty else { break }
                let upload = uploads.removeFirst()
                let transmission = upload.nextFrame == 0 ? KittyTransmission.picture(upload.picture, id: upload.id)
                    : KittyTransmission.frame(upload.nextFrame, of: upload.animation!, id: upload.id)
                underway = Underway(upload: upload, transmission: transmission)
                heldChanges += 1
            }
            out += underway!.transmission.next(upTo: limit - out.count)
            guard underway!.transmission.isDone else { break }
            if takeSent() {
                let (commands, cursor) = showingCommands()
                return (out + commands, cursor)
            }
        }
        return (out, nil)
    }

    /// The screen was erased (a fresh start): kitty takes placements, and pictures left
    /// without one, away with the text. Returns the bytes that make sure of it; every
    /// picture is sent again when next shown.
    public mutating func screenWasErased() -> [UInt8] {
        var out = transmission?.ending ?? []
        for key in shown.keys.sorted() {
            out += Self.command("a=d,d=i,i=\(key.image),p=\(key.placement),q=2")
        }
        shown = [:]
        out += deletions(of: heldIDs)
        forgetSent()
        return out
    }

    /// The bytes that end a transmission underway and delete every picture of ours,
    /// placed or not, and forgets them (on exit and on suspend).
    public mutating func releaseBytes() -> [UInt8] {
        let out = (transmission?.ending ?? []) + deletions(of: heldIDs)
        forgetSent()
        shown = [:]
        placements = []
        return out
    }

    // MARK: Internals

    /// Ids of the pictures the terminal holds for us, or is being sent.
    private var heldIDs: [UInt32] {
        var ids = sent.values.map(\.id)
        if let underway, underway.upload.nextFrame == 0, !ids.contains(underway.upload.id) { ids.append(underway.upload.id) }
        return ids
    }

    /// Commands deleting the pictures `ids` and their placements.
    private func deletions(of ids: [UInt32]) -> [UInt8] {
        ids.sorted().flatMap { Self.command("a=d,d=I,i=\($0),q=2") as [UInt8] }
    }

    private mutating func forgetSent() {
        if !sent.isEmpty || underway != nil { heldChanges += 1 }
        sent = [:]
        uploads = []
        underway = nil
    }

    private mutating func allocateID() -> UInt32 {
        let id = nextID
        nextID = nextID == UInt32.max ? firstID : nextID + 1
        return id
    }

    /// The queue for the frame's pictures: each one not held, and each animation whose
    /// frames are not all there, in the frame's order (what the queue had on its way keeps
    /// its place in the picture's sending).
    private mutating func queueUploads() {
        var queued: [Upload] = []
        var seen = Set<UInt64>()
        for placement in placements where seen.insert(placement.picture.serial).inserted {
            let serial = placement.picture.serial
            if let waiting = uploads.first(where: { $0.serial == serial }) {
                queued.append(waiting)
            } else if underway?.upload.serial == serial {
                continue
            } else if let held = sent[serial] {
                guard !held.isWhole, let animation = held.animation else { continue }
                queued.append(Upload(serial: serial, id: held.id, picture: placement.picture, animation: animation, nextFrame: held.frames))
            } else {
                queued.append(Upload(serial: serial, id: allocateID(), picture: placement.picture, animation: placement.animation, nextFrame: 0))
            }
        }
        uploads = queued
    }

    /// Ends the transmission underway before `commands` (other graphics commands may not
    /// come in the middle of one), and one whose picture the frame no longer shows: the
    /// rest written when short (with the commands that show what it completed, and the
    /// cell they left the cursor on), else cut off, to be sent again from its start.
    private mutating func endTransmission(before commands: [UInt8]) -> (bytes: [UInt8], commands: [UInt8], cursor: Point?) {
        guard let current = underway, current.transmission.isUnderway else { return ([], [], nil) }
        let wanted = placements.contains { $0.picture.serial == current.upload.serial }
        guard !commands.isEmpty || !wanted else { return ([], [], nil) }
        if wanted, current.transmission.remainingCharacters <= Self.finishingLimit {
            let rest = underway!.transmission.next(upTo: Int.max)
            guard takeSent() else { return (rest, [], nil) }
            let shown = showingCommands()
            return (rest, shown.bytes, shown.cursor)
        }
        var out = current.transmission.ending
        underway = nil
        heldChanges += 1
        if wanted {
            uploads.insert(current.upload, at: 0)
        } else if current.upload.nextFrame == 0 {
            // Kitty made the picture when its first command came: take it away again.
            out += Self.command("a=d,d=I,i=\(current.upload.id),q=2")
        }
        return (out, [], nil)
    }

    /// The transmission underway is all written: its picture (or frame) is the terminal's.
    /// True when that changes what may show: a picture there to be placed (its first
    /// frame), or an animation with all its frames, ready to play.
    private mutating func takeSent() -> Bool {
        guard var upload = underway?.upload, let transmission = underway?.transmission else { return false }
        underway = nil
        heldChanges += 1
        if upload.nextFrame == 0 {
            sent[upload.serial] = Sent(id: upload.id, bytes: transmission.byteCount, lastFrame: frameNumber, animation: upload.animation)
        } else {
            sent[upload.serial]?.frames += 1
            sent[upload.serial]?.bytes += transmission.byteCount
        }
        upload.nextFrame += 1
        let frames = upload.animation?.frames.count ?? 1
        if upload.nextFrame < frames {
            uploads.insert(upload, at: 0)
        }
        return upload.nextFrame == 1 || upload.nextFrame >= frames
    }

    /// The commands that bring the terminal from what it shows to the last frame's
    /// placements of the pictures it holds (an animation's first frame shows while the
    /// others are on their way): placements gone deleted, new or moved
    /// ones placed, animations started or stopped; the least recently shown pictures
    /// deleted past what the terminal should keep for us.
    private mutating func showingCommands() -> (bytes: [UInt8], cursor: Point?) {
        var out: [UInt8] = []
        var wanted: [(key: PlacementKey, shown: Shown)] = []
        var showings: [UInt64: Int] = [:]
        var plays: [UInt64: Bool] = [:]
        for placement in placements {
            let serial = placement.picture.serial
            guard let held = sent[serial] else { continue }
            sent[serial]?.lastFrame = frameNumber
            showings[serial, default: 0] += 1
            plays[serial] = plays[serial, default: false] || (placement.animation?.plays ?? false)
            let key = PlacementKey(image: held.id, placement: showings[serial]!)
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
        for (serial, play) in plays.sorted(by: { $0.key < $1.key }) {
            guard let held = sent[serial], let animation = held.animation, held.isWhole else { continue }
            if play && !held.plays {
                // The first frame's delay (the picture itself came without one), then play, looped.
                out += Self.command("a=a,i=\(held.id),r=1,z=\(animation.delays[0]),q=2")
                out += Self.command("a=a,i=\(held.id),s=3,v=1,q=2")
            } else if !play && held.plays {
                out += Self.command("a=a,i=\(held.id),s=1,c=1,q=2")
            }
            sent[serial]?.plays = play
        }
        evictUnshown(into: &out)
        return (out, cursor)
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
            uploads.removeAll { $0.serial == serial }
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
