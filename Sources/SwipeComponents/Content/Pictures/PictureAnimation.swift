import CellCanvas

/// The frames of an animated picture (a GIF or WebP with more than one), each whole (already
/// composited over the ones before, as the file's disposal says) and kept at the picture's
/// size, with how long each shows. It plays looped; a frame shows at least `minimumDelay`.
package struct PictureAnimation: Sendable, Hashable {
    /// The shortest time a frame shows, in milliseconds (files that say 0 or 10 ms are
    /// played as browsers do, not as fast as the terminal can take them).
    package static let minimumDelay = 20

    /// The frames in order, the first included.
    package let frames: [Picture]
    /// How long each frame shows, in milliseconds, at least `minimumDelay`.
    package let delays: [Int]
    /// One loop, in milliseconds.
    package let period: Int

    /// The frames with the delays their file gave (milliseconds; 0 or missing: 100, as
    /// browsers take it); nil for fewer than two frames.
    init?(frames: [Picture], delays: [Int]) {
        guard frames.count > 1 else { return nil }
        self.frames = frames
        self.delays = frames.indices.map { index in
            let stated = index < delays.count ? delays[index] : 0
            return stated <= 0 ? 100 : max(stated, Self.minimumDelay)
        }
        period = self.delays.reduce(0, +)
    }

    /// The frame showing `elapsed` milliseconds after the animation started, and how many
    /// milliseconds later the next one starts.
    package func frame(at elapsed: Int) -> (index: Int, next: Int) {
        var time = ((elapsed % period) + period) % period
        for (index, delay) in delays.enumerated() {
            if time < delay { return (index, delay - time) }
            time -= delay
        }
        return (0, delays[0])
    }

    /// The frames for a terminal that plays them itself, playing (`plays`) or still.
    package func pixelAnimation(plays: Bool) -> PixelAnimation? {
        PixelAnimation(frames: frames.map(\.pixelPicture), delays: delays, plays: plays)
    }

    /// Bytes held by the frames after the first (the first is the picture itself).
    var byteCount: Int { frames.dropFirst().reduce(0) { $0 + $1.byteCount } }
}
