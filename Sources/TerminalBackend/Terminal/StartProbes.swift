/// The questions written to a terminal when it is opened, in one write, never waited on:
/// their answers arrive with the keys and change how frames are drawn from then on.
/// Primary device attributes go last: every terminal answers it, after the others, so its
/// answer says that everything the terminal will say has been said.
struct StartProbes {
    /// Ask about colours (XTGETTCAP and DECRQSS, `ColorDepthReply`).
    var colors = false
    /// Ask whether the kitty graphics protocol is there.
    var kittyGraphics = false
    /// Ask for the cell size in pixels (`CSI 16 t`).
    var cellSize = false
    /// Ask how many sixel colour registers there are (XTSMGRAPHICS).
    var sixelRegisters = false
    /// Ask for the background colour (OSC 11, `BackgroundColorReply`).
    var background = false

    /// The sixel colour registers question: `CSI ? 1 ; 1 ; 0 S` (item 1, read).
    static let sixelRegistersQuery = "\u{1B}[?1;1;0S"

    /// The bytes to write; empty when nothing is asked.
    var bytes: String {
        var out = ""
        if colors { out += ColorDepthReply.probe }
        if kittyGraphics { out += KittyGraphics.query }
        if cellSize { out += "\u{1B}[16t" }
        if sixelRegisters { out += Self.sixelRegistersQuery }
        if background { out += BackgroundColorReply.query }
        return out.isEmpty ? out : out + "\u{1B}[c"
    }
}
