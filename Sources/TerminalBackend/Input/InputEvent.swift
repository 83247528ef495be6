import CellCanvas

/// One thing that happened at the terminal, stamped with the time it was decoded.
public struct InputEvent: Sendable, Equatable {
    /// What happened.
    public enum Kind: Sendable, Equatable {
        case key(KeyPress)
        case mouse(MouseEvent)
        /// Text pasted while bracketed paste was on, delivered whole (not sanitised).
        case paste(String)
        /// A DECRQM reply: `mode` and the terminal's answer (1 or 2 set, 3 permanently
        /// set, 0 unknown, 4 permanently reset).
        case modeReport(mode: Int, value: Int)
        /// A kitty graphics protocol reply: what came between `ESC _ G` and `ESC \`
        /// (`i=31;OK`), printable ASCII only.
        case graphicsReply(String)
        /// A device control string reply (XTGETTCAP's `1+r…`, DECRQSS's `1$r…`): what came
        /// between `ESC P` and `ESC \`, printable ASCII only.
        case deviceControlReply(String)
        /// An XTSMGRAPHICS reply (`ESC [ ? 1 ; 0 ; 256 S`): the item asked about (1 colour
        /// registers, 2 sixel geometry), the status (0 success) and up to four values.
        case graphicsAttribute(item: Int, status: Int, values: [Int])
        /// A primary device attributes reply (`ESC [ ? 62 ; 4 c`): its parameters.
        case deviceAttributes([Int])
        /// The terminal's background colour, as it answered OSC 11 (`ESC ] 11 ; rgb:… BEL`),
        /// 8 bits a channel.
        case backgroundColor(red: UInt8, green: UInt8, blue: UInt8)
        /// The size of a cell in pixels, as the terminal reports it (`ESC [ 6 ; h ; w t`).
        case cellPixels(width: Int, height: Int)
        /// The terminal changed size.
        case resize(Size)
        /// Data (or end of file) is waiting on a descriptor the caller asked to watch.
        case readable(descriptor: Int32)
    }

    /// What happened: a key, a mouse report, a paste, a mode reply, a resize, or input
    /// waiting on a watched descriptor.
    public var kind: Kind
    /// Seconds on the monotonic clock the caller supplied.
    public var time: Double

    /// An event of `kind` at `time`, in seconds on the monotonic clock.
    public init(_ kind: Kind, time: Double) {
        self.kind = kind
        self.time = time
    }
}
