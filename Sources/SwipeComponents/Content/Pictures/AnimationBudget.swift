import CellCanvas

/// Whether an animation is played or shown as its first frame alone, decided from what its
/// header says before any frame is decoded. Each frame decoded passes over its whole canvas
/// (decoded, composited and scaled as RGBA), so the work and the memory it touches grow with
/// the canvas's area times the frames decoded: a 7 KB GIF of 300 one-pixel frames on a
/// 4000×4000 canvas would pass over 64 MB a frame, for half a minute. Frames decoded are the
/// file's, at most as many as `PictureDecoder.animationByteLimit` keeps at the kept size.
enum AnimationBudget {
    /// Canvas bytes (RGBA) summed over the frames decoded, at most: three times the picture
    /// library's budget of 128 MiB, about a second of decoding. A 640×360 animation always
    /// plays; a 1920×1080 one in pixels (its first 32 frames kept), and in symbols up to 48 frames.
    static let canvasBytes = 384 << 20

    /// Whether `frames` frames on `canvas`, kept at most `keptSide` on the longer side, play.
    static func plays(canvas: PictureSize, frames: Int, keptSide: Int) -> Bool {
        guard let pixels = canvas.pixelCount, pixels > 0, frames > 0 else { return false }
        let longer = max(canvas.width, canvas.height)
        // The kept size, as `Picture.scaled` makes it (an Int, however large the canvas).
        let keptPixels = longer <= keptSide ? pixels
            : max(canvas.width * keptSide / longer, 1) * max(canvas.height * keptSide / longer, 1)
        let kept = 1 + PictureDecoder.animationByteLimit / max(keptPixels * 3, 1)
        let decoded = min(frames, kept)
        return pixels <= canvasBytes / 4 / decoded
    }
}
