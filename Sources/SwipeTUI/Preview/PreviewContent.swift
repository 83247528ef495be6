import CellCanvas

/// What a preview shows: a command's output as styled lines, or, when the output is a
/// picture's bytes (`--preview 'cat {}'` over picture files), that picture with a note of
/// how the command ended.
struct PreviewContent: Sendable, Hashable {
    /// The lines, or the notes under a picture.
    var blocks: [TextBlock]
    /// The picture's key in `PictureLibrary` (as a card's `picture`), when the output is one.
    var picture: PathBytes?
    /// The run of the command that made it (0: none): a running command's content grows
    /// under the same number, so the pane keeps its scroll.
    var run = 0
}
