import CarouselEngine
import SwipeComponents

extension Session {
    /// Plays the focused item's animated picture (a GIF or WebP with frames) — its card's,
    /// or else the picture its preview shows — while the view rests and animation is
    /// allowed, in every mode: the view is told the time of the frame to show, from the
    /// moment the picture came to rest (so it starts at its first frame), and a frame is
    /// drawn when that changes. Returns when the next frame starts, for the wait's deadline:
    /// nil when nothing plays, so idle costs nothing and a playing picture wakes the loop
    /// only at its frame times. Moving, unfocused, or under `--no-animation`, pictures show
    /// first frames; so do pictures in sixel or iTerm2's images, where every frame would be
    /// a whole new picture for the terminal to take (a key could wait behind it). Where the
    /// terminal plays animations itself (kitty), the view is only told that the picture
    /// plays (a time of 0): the frames went to the terminal once, and no frame is drawn
    /// for them here.
    mutating func playPictureAnimation(at now: Double) -> Double? {
        var display = screen.view.pictureDisplay
        var due: Double?
        let position = screen.focusedPosition
        // A line has no picture of its own (only a preview gives its card one): its card,
        // matched and marked, is not made on every turn of the loop to find that out.
        let mayHavePicture = !source.itemsAreSingleLines || source.preview != nil
        let focused = mayHavePicture && position >= 0 && position < source.count ? source.card(at: position).picture : nil
        let stillInPixels = terminalPictures.pixels && terminalPictures.sentWhole
        if display.animates, display.showsPictures, !stillInPixels, !screen.isAnimating, let path = focused ?? previewedPicture,
           let animation = PictureLibrary.shared.animation(at: path) {
            if playing?.picture != path || playing?.position != position { playing = (path, position, now) }
            if display.terminalPlaysAnimations {
                display.animationTime = 0
            } else {
                // Within one loop, so the frames' drawings repeat and are kept.
                let elapsed = Int(((now - (playing?.since ?? now)) * 1000).rounded(.down)) % animation.period
                let (index, next) = animation.frame(at: elapsed)
                display.animationTime = elapsed + next - animation.delays[index]
                due = now + Double(next) / 1000
            }
        } else {
            playing = nil
            display.animationTime = nil
        }
        if display != screen.view.pictureDisplay {
            screen.view.pictureDisplay = display
            needsDraw = true
        }
        return due
    }
}
