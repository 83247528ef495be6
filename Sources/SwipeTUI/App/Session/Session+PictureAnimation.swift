import CarouselEngine
import SwipeComponents

extension Session {
    /// Plays the focused card's animated picture (a GIF or WebP with frames) while a
    /// carousel rests and animation is allowed: the carousel is told the time of the frame
    /// to show, from the moment the card came to rest (so it starts at its first frame), and
    /// a frame is drawn when that changes. Returns when the next frame starts, for the wait's
    /// deadline: nil when nothing plays, so idle costs nothing and a playing card wakes the
    /// loop only at its frame times. Moving, unfocused, or under `--no-animation`, cards show
    /// first frames.
    mutating func playPictureAnimation(at now: Double) -> Double? {
        guard let carousel = screen.view as? CarouselView else { return nil }
        var display = carousel.pictureDisplay
        var due: Double?
        let position = screen.focusedPosition
        if display.animates, display.showsPictures, !screen.isAnimating, position >= 0, position < source.count,
           let path = source.card(at: position).picture, let animation = PictureLibrary.shared.animation(at: path) {
            if playing?.position != position { playing = (position, now) }
            // Within one loop, so the frames' drawings repeat and are kept.
            let elapsed = Int(((now - (playing?.since ?? now)) * 1000).rounded(.down)) % animation.period
            let (index, next) = animation.frame(at: elapsed)
            display.animationTime = elapsed + next - animation.delays[index]
            due = now + Double(next) / 1000
        } else {
            playing = nil
            display.animationTime = nil
        }
        if display != carousel.pictureDisplay {
            carousel.pictureDisplay = display
            needsDraw = true
        }
        return due
    }
}
