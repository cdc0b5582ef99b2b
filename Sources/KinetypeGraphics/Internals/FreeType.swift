import Foundation
import KinetypeText
internal import CKinetypeFreeType
internal import CKinetypeCairo

/// Cairo font faces made from FreeType faces, one per font file and face index, kept for the
/// life of the process. The owner of the `FT_Library` and every `FT_Face`.
///
/// FreeType faces are not thread-safe; cairo serialises its own use of each face with a lock
/// (`cairo_ft_scaled_font_lock_face`), and this cache only opens faces under its own lock.
// @unchecked Sendable: the FreeType library and faces are C pointers the compiler cannot check.
// `library` is set once in `init`; `faces` is read and written only inside `lock.withLock`, and a
// face is opened (`FT_New_Face`, which uses the shared `FT_Library`) only there. A cairo font face
// handed out is used by cairo under its own per-face lock (`cairo_ft_scaled_font_lock_face`).
// A `Mutex` would not make this checked: the pointers it hands out are not `Sendable` either.
final class CairoFontCache: @unchecked Sendable {
    static let shared = CairoFontCache()

    private let lock = NSLock()
    private var library: FT_Library?
    private var faces: [String: (ft: FT_Face, cairo: OpaquePointer)] = [:]

    private init() {
        FT_Init_FreeType(&library)
    }

    deinit {
        for (_, entry) in faces {
            cairo_font_face_destroy(entry.cairo)
            FT_Done_Face(entry.ft)
        }
        FT_Done_FreeType(library)
    }

    /// The cairo font face for `path` / `index` (`FT_New_Face`, `cairo_ft_font_face_create_for_ft_face`),
    /// drawing the styles of `synthesis` (`cairo_ft_font_face_set_synthesize`: FreeType's
    /// emboldening and slant, applied to each glyph as it loads, shown or as a path), or nil when
    /// FreeType cannot open it.
    ///
    /// Each synthesis has a face of its own, from its own `FT_Face`: cairo hands out one font
    /// face per FreeType face and load flags, so setting the flags on a shared one would change
    /// every text drawn with it.
    func fontFace(path: String, index: Int, synthesis: FontSynthesis = []) -> OpaquePointer? {
        let key = "\(path)#\(index)#\(synthesis.rawValue)"
        return lock.withLock {
            if let entry = faces[key] { return entry.cairo }
            var face: FT_Face?
            guard FT_New_Face(library, path, index, &face) == 0, let face else { return nil }
            // No hinting: glyphs keep their designed shapes and positions at every size.
            let loadFlags = Int32(FT_LOAD_NO_HINTING)
            guard let cairoFace = cairo_ft_font_face_create_for_ft_face(face, loadFlags) else {
                FT_Done_Face(face)
                return nil
            }
            var flags: UInt32 = 0
            if synthesis.contains(.bold) { flags |= CAIRO_FT_SYNTHESIZE_BOLD.rawValue }
            if synthesis.contains(.oblique) { flags |= CAIRO_FT_SYNTHESIZE_OBLIQUE.rawValue }
            if flags != 0 { cairo_ft_font_face_set_synthesize(cairoFace, flags) }
            faces[key] = (face, cairoFace)
            return cairoFace
        }
    }
}
