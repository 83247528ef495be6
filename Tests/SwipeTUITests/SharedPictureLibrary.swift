import Testing

/// The suites whose sessions use the process-wide `PictureLibrary.shared` and wait for or
/// time what it decodes. Some make it keep pictures at another size (pixels rather than
/// symbols), which drops every picture it holds; they run one after another, so one never
/// empties the library under another (an animation timed on a fake clock saw a redraw that
/// was not its own when they ran side by side).
@Suite("The shared picture library", .serialized)
enum SharedPictureLibrary {}
