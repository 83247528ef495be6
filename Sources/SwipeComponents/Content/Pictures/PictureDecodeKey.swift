/// The drawing key of a view that shows a picture file: the view itself and where the
/// picture's decode stands, so a view drawn while its picture loads is drawn again once
/// the picture is in. One value boxed once, compared field by field: components work out
/// and compare every loaded view's key each frame, and an array of two boxed keys cost
/// several allocations and dynamic casts each time.
struct PictureDecodeKey<View: Hashable>: Hashable {
    /// The view.
    let view: View
    /// `PictureLibrary.State.kind` of its picture (0 while loading or not asked for yet).
    let decodeStage: Int

    /// The key of `view`, which shows the picture at `path`.
    init(_ view: View, showingPictureAt path: PathBytes) {
        self.view = view
        decodeStage = PictureLibrary.shared.decodeStage(of: path)
    }
}
