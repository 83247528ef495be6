import CellCanvas

extension PictureRasterizer {
    /// The picture at `path` (a file, or a key given to the library) in `area`, decoded
    /// by the shared library: the picture when it is in, else a line saying it is on its
    /// way or why it cannot show (or that pictures are off).
    static func drawPicture(at path: PathBytes, in area: Rect, context: ItemContext, on buffer: inout CellBuffer) {
        guard area.width > 0, area.height > 0 else { return }
        let display = context.pictures
        guard display.showsPictures else {
            context.style.draw(StyledText(plain: "picture not shown", role: .muted), x: area.x, y: area.y, on: &buffer, clip: area)
            return
        }
        switch PictureLibrary.shared.state(of: path) {
        case .ready(let picture):
            let shown = frame(of: picture, in: context)
            draw(shown.picture, in: area, context: context, on: &buffer, animation: shown.animation)
        case .loading:
            context.style.draw(StyledText(plain: "loading…", role: .muted), x: area.x, y: area.y, on: &buffer, clip: area)
        case .failed(let reason):
            let line = StyledText(plain: TextLayout.truncate(Sanitizer.line(reason), width: area.width), role: .muted)
            context.style.draw(line, x: area.x, y: area.y, on: &buffer, clip: area)
        }
    }

    /// The frame of `picture` to show in `context`: its first, unless it is animated and the
    /// item is focused with an animation time (at rest, animation allowed). Where the
    /// terminal plays animations itself, the first, with the animation for the terminal:
    /// playing on the focused item at rest, still on the others.
    static func frame(of picture: Picture, in context: ItemContext) -> (picture: Picture, animation: PixelAnimation?) {
        guard let animation = picture.animation else { return (picture, nil) }
        let plays = context.isFocused && context.pictures.animates && context.pictures.animationTime != nil
        if context.pictures.terminalPlaysAnimations { return (picture, animation.pixelAnimation(plays: plays)) }
        guard plays, let time = context.pictures.animationTime else { return (picture, nil) }
        return (animation.frames[animation.frame(at: time).index], nil)
    }

    /// `picture` in `area` as `context` says, with its note (a file cut short: how much of
    /// it shows) on the area's last row when it has one and there is room.
    /// `animation`: the frames `picture` begins, for a terminal that plays them itself.
    static func draw(_ picture: Picture, in area: Rect, context: ItemContext, on buffer: inout CellBuffer,
                     animation: PixelAnimation? = nil) {
        var pictureArea = area
        if let note = picture.note, area.height >= 2 {
            pictureArea.height -= 1
            let line = StyledText(plain: TextLayout.truncate(Sanitizer.line(note), width: area.width), role: .muted)
            context.style.draw(line, x: area.x, y: area.maxY - 1, on: &buffer, clip: area)
        }
        draw(picture, in: pictureArea, colorEnabled: context.style.isColorEnabled, on: &buffer, display: context.pictures,
             resampled: context.isWarped, animation: animation)
    }

    /// What a view showing the picture at `path` must add to its drawing key: where the
    /// decode stands (a view drawn while loading is drawn again once the picture is in).
    static func drawingKey(forPictureAt path: PathBytes) -> AnyHashable {
        AnyHashable(PictureLibrary.shared.decodeStage(of: path))
    }
}
