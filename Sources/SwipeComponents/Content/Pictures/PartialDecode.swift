/// How a picture file that decoded only part way went wrong: cut short (the file ends
/// early, as a download stopped half way) or damaged (bytes that make no sense part way).
struct PartialDecode: Sendable, Equatable {
    /// True when the file ended early; false when it was damaged.
    let cutShort: Bool

    /// The line a card shows under such a picture, `rows` of `height` rows of it decoded
    /// (`truncated: 60% shown`); for all of them (a progressive JPEG decodes every row,
    /// coarser), that it is shown as far as it decoded; nil when nothing is missing.
    func note(rows: Int, of height: Int) -> String? {
        let verdict = cutShort ? "truncated" : "damaged"
        guard rows < height else { return "\(verdict): shown as far as it decoded" }
        let percent = max(rows * 100 / max(height, 1), 1)
        return "\(verdict): \(percent)% shown"
    }
}
