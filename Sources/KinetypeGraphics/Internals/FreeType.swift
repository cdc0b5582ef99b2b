import Foundation
import KinetypePrimitives
import KinetypeText
internal import CKinetypeFreeType

/// Cairo font faces made from FreeType faces, one per font file, face index and synthesis, kept
/// for the life of the process. The owner of the `FT_Library` and every `FT_Face`; each cairo
/// face is a ``Cairo/FontFace``.
///
/// FreeType faces are not thread-safe; cairo serialises its own use of each face with a lock
/// (`cairo_ft_scaled_font_lock_face`), and this cache opens faces only while it holds its lock.
final class CairoFontCache: Sendable {
    /// The cache every canvas draws text from.
    static let shared = CairoFontCache()

    /// The FreeType library and the faces opened with it, reached only under the lock: a face
    /// is opened (`FT_New_Face`, which uses the shared `FT_Library`) only there.
    private struct State {
        var library: FT_Library?
        var faces: [String: (ft: FT_Face, cairo: Cairo.FontFace)] = [:]
    }

    private let state: Locked<State>

    private init() {
        var library: FT_Library?
        FT_Init_FreeType(&library)
        state = Locked(State(library: library))
    }

    deinit {
        state.withLock { state in
            let faces = state.faces.values.map(\.ft)
            // The cairo faces go before the FreeType faces they draw.
            state.faces = [:]
            for face in faces { FT_Done_Face(face) }
            FT_Done_FreeType(state.library)
        }
    }

    /// The cairo font face for `path` / `index` (`FT_New_Face`, then ``Cairo/FontFace``),
    /// drawing the styles of `synthesis` (FreeType's emboldening and slant, applied to each glyph
    /// as it loads, shown or as a path), or nil when FreeType cannot open it.
    ///
    /// Each synthesis has a face of its own, from its own `FT_Face`: cairo hands out one font
    /// face per FreeType face and load flags, so setting the flags on a shared one would change
    /// every text drawn with it.
    func fontFace(path: String, index: Int, synthesis: FontSynthesis = []) -> Cairo.FontFace? {
        let key = "\(path)#\(index)#\(synthesis.rawValue)"
        return state.withLock { state in
            if let entry = state.faces[key] { return entry.cairo }
            var face: FT_Face?
            guard FT_New_Face(state.library, path, index, &face) == 0, let face else { return nil }
            // No hinting: glyphs keep their designed shapes and positions at every size.
            guard let cairoFace = Cairo.FontFace(freeType: face, loadFlags: Int32(FT_LOAD_NO_HINTING), synthesis: synthesis) else {
                FT_Done_Face(face)
                return nil
            }
            state.faces[key] = (face, cairoFace)
            return cairoFace
        }
    }
}
