import SwipeComponents
import FuzzDriver
import Glibc

/// One fuzz input: any bytes as a picture file (or a preview's output), decoded at both
/// kept sides, the symbols' and the pixels'.
///
/// Checked, with AddressSanitizer watching the C decoders too: decoding never traps; it
/// gives a picture or one line saying why not; a picture has pixels, at most the kept side
/// on its longer side, and three bytes for each of them; a note (a file cut short) is one
/// line; an animation's frames are the picture's size.
func fuzzPictures(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    for side in [PictureDecoder.symbolSide, PictureDecoder.pixelSide] {
        do {
            let picture = try PictureDecoder.decode(bytes, keptSide: side)
            guard picture.width > 0, picture.height > 0, max(picture.width, picture.height) <= side else {
                fatalError("a \(picture.width)×\(picture.height) picture kept at \(side)")
            }
            if picture.pixels.count != picture.width * picture.height * 3 {
                fatalError("\(picture.pixels.count) bytes for \(picture.width)×\(picture.height) pixels")
            }
            if let note = picture.note, note.isEmpty || note.contains("\n") {
                fatalError("a note that is not one line: \(note.debugDescription)")
            }
            for frame in picture.animation?.frames ?? [] where frame.width != picture.width || frame.height != picture.height {
                fatalError("a \(frame.width)×\(frame.height) frame in a \(picture.width)×\(picture.height) animation")
            }
        } catch {
            if error.description.isEmpty || error.description.contains("\n") {
                fatalError("not one line: \(error.description.debugDescription)")
            }
        }
    }
    return 0
}

exit(swipe_fuzz_run(CommandLine.argc, CommandLine.unsafeArgv) { fuzzPictures($0, $1) })
