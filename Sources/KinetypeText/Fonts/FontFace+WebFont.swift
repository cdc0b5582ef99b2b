import Foundation
internal import CKinetypeFreeType

extension FontFace {
    /// Whether `bytes` begin as a web font does: WOFF (`wOFF`) or WOFF2 (`wOF2`).
    static func isWebFont(_ bytes: UnsafeRawBufferPointer) -> Bool {
        bytes.count >= 4 && bytes[0] == 0x77 && bytes[1] == 0x4F && bytes[2] == 0x46 && (bytes[3] == 0x46 || bytes[3] == 0x32)
    }

    /// The OpenType file the web font at `path` packs (a font from a site's web font kit),
    /// unpacked by FreeType: WOFF's zlib, and WOFF2's Brotli and table transforms (its `glyf`
    /// and `loca` rebuilt). HarfBuzz reads only unpacked files; Cairo draws through FreeType,
    /// which opens the web font itself. Nil when FreeType cannot read it.
    static func unpackedWebFont(path: String) -> Data? {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { return nil }
        defer { FT_Done_FreeType(library) }
        var face: FT_Face?
        guard FT_New_Face(library, path, 0, &face) == 0, let face else { return nil }
        defer { FT_Done_Face(face) }
        // Table 0 is the whole font file (`FT_Load_Sfnt_Table`), here the unpacked one.
        var length: FT_ULong = 0
        guard FT_Load_Sfnt_Table(face, 0, 0, nil, &length) == 0, length > 0, length <= FT_ULong(FontFace.largestUnpackedFont) else { return nil }
        var data = Data(count: Int(length))
        let loaded = data.withUnsafeMutableBytes { FT_Load_Sfnt_Table(face, 0, 0, $0.baseAddress?.assumingMemoryBound(to: FT_Byte.self), &length) }
        return loaded == 0 ? data.prefix(Int(length)) : nil
    }

    /// The most bytes a web font may unpack to: 256 MiB (a CJK font is some 20 MiB).
    static let largestUnpackedFont = 256 << 20
}
