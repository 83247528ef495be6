/// iTerm2's inline images (iTerm2, WezTerm): `OSC 1337 ; File=inline=1;…:<base64 of a
/// file> BEL`, here a PNG of the pixels stretched over `columns × rows` cells.
enum InlineImage {
    /// The sequence that shows `pixels` over `columns × rows` cells from the cursor, which
    /// it leaves where it was.
    static func bytes(for pixels: ScaledPixels, columns: Int, rows: Int) -> [UInt8] {
        let file = StoredPNG.encode(pixels)
        var out = Array("\u{1B}]1337;File=inline=1;size=\(file.count);width=\(columns);height=\(rows);preserveAspectRatio=0;doNotMoveCursor=1:".utf8)
        out += Base64.encode(file)
        out.append(0x07)
        return out
    }
}
