import CFontconfig
import CFreeType
import Synchronization

/// An installed outline font opened with FreeType: it renders a line of text as coverage,
/// the pixels big titles are drawn from (`Lettering`). The file is found through fontconfig
/// (`find(_:)`), as every program on the system finds it. FreeType's objects are not safe
/// to use from two threads at once; the font keeps them behind a lock.
public final class LetteringFont: Sendable {
    /// What rendering a line gave.
    public enum Rendering: Sendable, Equatable {
        /// The line's pixels, `width × height` bytes of coverage, row by row.
        case coverage([UInt8], width: Int, height: Int)
        /// The line is wider than the limit asked for.
        case tooWide
        /// The font has no glyph for a character of the line (CJK, emoji…), or the line
        /// holds something not drawn as letters (a control character, a pile of marks).
        case missingGlyph
    }

    /// The font of big titles: DejaVu Sans Bold (fonts-dejavu-core) where it is installed,
    /// else what fontconfig puts in its place.
    public static let titlePattern = "DejaVu Sans:bold"

    /// The most characters (Unicode scalars) a line may have to be rendered.
    public static let scalarLimit = 256
    /// The most pixels down a line may be rendered at.
    public static let heightLimit = 256
    /// The most pixels across a line may be rendered in.
    public static let widthLimit = 4096
    /// The most scalars one character may be made of (a letter and its marks).
    static let marksLimit = 4

    /// The FreeType library and face.
    private struct Handles: @unchecked Sendable {
        var library: FT_Library
        var face: FT_Face
    }

    private let handles: Mutex<Handles>
    /// The file the font was read from.
    public let path: String

    /// The font in the file at `path`; nil when FreeType cannot open it or it is not an
    /// outline font (bitmap fonts cannot be scaled).
    public init?(path: String) {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { return nil }
        var face: FT_Face?
        guard FT_New_Face(library, path, 0, &face) == 0, let face else {
            FT_Done_FreeType(library)
            return nil
        }
        guard face.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0, face.pointee.units_per_EM > 0 else {
            FT_Done_Face(face)
            FT_Done_FreeType(library)
            return nil
        }
        handles = Mutex(Handles(library: library, face: face))
        self.path = path
    }

    deinit {
        handles.withLock { handles in
            FT_Done_Face(handles.face)
            FT_Done_FreeType(handles.library)
        }
    }

    /// The font fontconfig matches to `pattern` (a fontconfig name such as
    /// `DejaVu Sans:bold`), opened; nil when fontconfig finds no file or FreeType cannot
    /// open it.
    public static func find(_ pattern: String = titlePattern) -> LetteringFont? {
        guard let config = FcInitLoadConfigAndFonts() else { return nil }
        defer { FcConfigDestroy(config) }
        guard let wanted = FcNameParse(pattern) else { return nil }
        defer { FcPatternDestroy(wanted) }
        FcConfigSubstitute(config, wanted, FcMatchPattern)
        FcDefaultSubstitute(wanted)
        var result = FcResultNoMatch
        guard let match = FcFontMatch(config, wanted, &result) else { return nil }
        defer { FcPatternDestroy(match) }
        var file: UnsafeMutablePointer<FcChar8>?
        // "file" is FC_FILE: the path of the font's file.
        guard FcPatternGetString(match, "file", 0, &file) == FcResultMatch, let file else { return nil }
        return LetteringFont(path: String(cString: file))
    }

    /// `text` (one line, sanitised) rendered with letters `height` pixels from the top of the
    /// tallest to the bottom of the lowest (the font's ascender to its descender), each pixel
    /// `stretch` times as tall as wide (the cells' pixels are not square), in no more than
    /// `widthLimit` pixels across.
    public func render(_ text: String, height: Int, stretch: Double, widthLimit: Int) -> Rendering {
        guard let scalars = Self.drawable(text), (1...Self.heightLimit).contains(height),
              stretch.isFinite, (0.25...8).contains(stretch), widthLimit > 0 else { return .missingGlyph }
        let widthLimit = min(widthLimit, Self.widthLimit)
        return handles.withLock { handles in
            let face = handles.face
            let ascender = Int(face.pointee.ascender), descender = Int(face.pointee.descender)
            let span = max(ascender - descender, 1)
            let em = max(height * Int(face.pointee.units_per_EM) / span, 1)
            guard FT_Set_Pixel_Sizes(face, FT_UInt(max(Double(em) * stretch, 1).rounded()), FT_UInt(em)) == 0 else { return .missingGlyph }
            let baseline = height * ascender / span
            // Measured first, so that nothing is allocated for a line that does not fit.
            var indices: [FT_UInt] = []
            indices.reserveCapacity(scalars.count)
            var width = 0
            for scalar in scalars {
                let index = FT_Get_Char_Index(face, FT_ULong(scalar.value))
                guard index != 0, FT_Load_Glyph(face, index, FT_Int32(FT_LOAD_DEFAULT)) == 0 else { return .missingGlyph }
                width += Int(face.pointee.glyph.pointee.advance.x + 32) >> 6
                guard width <= widthLimit else { return .tooWide }
                indices.append(index)
            }
            guard width > 0 else { return .missingGlyph }
            var pixels = [UInt8](repeating: 0, count: width * height)
            var pen = 0
            for index in indices {
                guard FT_Load_Glyph(face, index, FT_Int32(FT_LOAD_RENDER)) == 0 else { return .missingGlyph }
                let slot = face.pointee.glyph.pointee
                Self.blit(slot.bitmap, left: pen + Int(slot.bitmap_left), top: baseline - Int(slot.bitmap_top),
                          into: &pixels, width: width, height: height)
                pen += Int(slot.advance.x + 32) >> 6
            }
            return .coverage(pixels, width: width, height: height)
        }
    }

    /// The scalars of `text` to render: nil when it is too long, holds a control
    /// character, or a character of more than a few scalars.
    private static func drawable(_ text: String) -> [Unicode.Scalar]? {
        var scalars: [Unicode.Scalar] = []
        for character in text {
            let own = character.unicodeScalars
            guard own.count <= marksLimit else { return nil }
            for scalar in own {
                guard scalar.value >= 0x20, !(0x7F..<0xA0).contains(scalar.value) else { return nil }
                scalars.append(scalar)
                guard scalars.count <= scalarLimit else { return nil }
            }
        }
        return scalars.isEmpty ? nil : scalars
    }

    /// Lays a glyph's 8-bit coverage onto `pixels` at (`left`, `top`), keeping the larger
    /// value where glyphs overlap and cutting what falls outside.
    private static func blit(_ bitmap: FT_Bitmap, left: Int, top: Int, into pixels: inout [UInt8], width: Int, height: Int) {
        guard bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_GRAY.rawValue), let buffer = bitmap.buffer else { return }
        let rows = Int(bitmap.rows), columns = Int(bitmap.width), pitch = Int(bitmap.pitch)
        for row in 0..<rows {
            let y = top + row
            guard y >= 0, y < height else { continue }
            let line = pitch >= 0 ? row * pitch : (rows - 1 - row) * -pitch
            for column in 0..<columns {
                let x = left + column
                guard x >= 0, x < width else { continue }
                let value = buffer[line + column]
                if value > pixels[y * width + x] { pixels[y * width + x] = value }
            }
        }
    }
}
