import CellCanvas

/// A digest of a frame's cells for tests that pin what is drawn without a golden file:
/// FNV-1a over each cell's description, stable from run to run (unlike `Hasher`).
public enum CellDigest {
    /// The digest of `frame`'s cells, row by row.
    public static func of(_ frame: CellBuffer) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for cell in frame.cells {
            for byte in String(describing: cell).utf8 {
                hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3
            }
        }
        return hash
    }
}
