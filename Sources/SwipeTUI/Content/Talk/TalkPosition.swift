/// Where a talk stands: a slide, and how many of its pauses have been passed. Forward
/// reveals the next step of the slide before going on to the next slide; back returns a
/// step, and onto the previous slide whole (as presenterm does).
struct TalkPosition: Equatable, Sendable {
    var slide = 0
    var step = 0

    /// The position after one press forward in `talk`, or nil at the end.
    func advanced(in talk: Talk) -> TalkPosition? {
        guard talk.slides.indices.contains(slide) else { return nil }
        if step + 1 < talk.slides[slide].steps.count { return TalkPosition(slide: slide, step: step + 1) }
        return slide + 1 < talk.slides.count ? TalkPosition(slide: slide + 1, step: 0) : nil
    }

    /// The position after one press back in `talk`, or nil at the start.
    func retreated(in talk: Talk) -> TalkPosition? {
        if step > 0 { return TalkPosition(slide: slide, step: step - 1) }
        guard slide > 0, slide - 1 < talk.slides.count else { return nil }
        return TalkPosition.whole(slide - 1, in: talk)
    }

    /// Slide `slide` with every step shown.
    static func whole(_ slide: Int, in talk: Talk) -> TalkPosition {
        TalkPosition(slide: slide, step: max(talk.slides[slide].steps.count - 1, 0))
    }

    /// The same place in a talk read again: the same slide and step, or as near as the
    /// new talk has.
    func clamped(to talk: Talk) -> TalkPosition {
        guard !talk.slides.isEmpty else { return TalkPosition() }
        let slide = min(self.slide, talk.slides.count - 1)
        return TalkPosition(slide: slide, step: min(step, talk.slides[slide].steps.count - 1))
    }
}
