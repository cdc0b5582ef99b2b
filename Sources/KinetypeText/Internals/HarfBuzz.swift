import Foundation
internal import CKinetypeHarfBuzz

/// One glyph as HarfBuzz shaped it, in font units (the font's scale is its units per em).
struct ShapedGlyph: Equatable {
    /// The glyph id in the font.
    var id: UInt32
    /// UTF-8 byte offset of the glyph's cluster in the whole source text.
    var cluster: Int
    var xAdvance: Int32
    var yAdvance: Int32
    var xOffset: Int32
    var yOffset: Int32
    /// HarfBuzz's `HB_GLYPH_FLAG_UNSAFE_TO_BREAK`: breaking the text before this glyph changes the shaping.
    var unsafeToBreak: Bool
}

/// An OpenType feature setting, as `hb_feature_from_string` reads it (`liga=0`, `+kern`, `tnum`).
public struct FontFeature: Hashable, Sendable, CustomStringConvertible {
    /// The four-letter OpenType tag, for example `liga`.
    public var tag: String
    /// The value: 0 turns the feature off, 1 on; alternates take larger values.
    public var value: UInt32

    public init(_ tag: String, _ value: UInt32 = 1) {
        self.tag = tag
        self.value = value
    }

    /// Parses HarfBuzz's feature syntax (`liga=0`, `-kern`, `+tnum`, `ss01`); nil when it is not one.
    public init?(parsing string: String) {
        var feature = hb_feature_t()
        let ok = string.withCString { hb_feature_from_string($0, -1, &feature) }
        guard ok != 0 else { return nil }
        self.tag = HarfBuzz.string(fromTag: feature.tag)
        self.value = feature.value
    }

    public var description: String { "\(tag)=\(value)" }
}

/// The HarfBuzz calls of the text module, in one place.
enum HarfBuzz {
    /// `hb_script_from_iso15924_tag` / `hb_unicode_script` for a scalar, as an ISO 15924 tag (`Latn`).
    static func script(of scalar: Unicode.Scalar) -> UInt32 {
        hb_unicode_script(hb_unicode_funcs_get_default(), scalar.value).rawValue
    }

    static let commonScript = ckt_hb_tag(0x5A, 0x79, 0x79, 0x79)   // Zyyy
    static let inheritedScript = ckt_hb_tag(0x5A, 0x69, 0x6E, 0x68) // Zinh
    static let unknownScript = ckt_hb_tag(0x5A, 0x7A, 0x7A, 0x7A)   // Zzzz

    /// Reads a variation setting (`hb_variation_from_string`): its tag and value.
    static func variation(parsing string: String) -> (String, Double)? {
        var variation = hb_variation_t()
        let ok = string.withCString { hb_variation_from_string($0, -1, &variation) }
        guard ok != 0, variation.value.isFinite else { return nil }
        return (self.string(fromTag: variation.tag), Double(variation.value))
    }

    /// The tag of a four-letter string (`hb_tag_from_string`).
    static func tag(_ string: String) -> UInt32 {
        string.withCString { hb_tag_from_string($0, -1) }
    }

    static func string(fromTag tag: UInt32) -> String {
        let bytes = [UInt8(tag >> 24 & 0xFF), UInt8(tag >> 16 & 0xFF), UInt8(tag >> 8 & 0xFF), UInt8(tag & 0xFF)]
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The language a text without `typesettingLanguage` is shaped in: BCP 47 `und`
    /// (undetermined), so fonts apply their default language system.
    ///
    /// Decision: never `hb_language_get_default()`. Its first call runs `setlocale(LC_CTYPE, NULL)`,
    /// which HarfBuzz documents as not thread-safe, and frames are shaped on many threads; and its
    /// answer follows the process locale, so the same input could shape differently on two
    /// machines. `und` gives what `hb-shape` gives in the C locale, which is how the shaping
    /// expectations are recorded (`--language=und`).
    ///
    /// `nonisolated(unsafe)`: an `hb_language_t` is a pointer HarfBuzz interns for the life of the
    /// process and never changes or frees (`hb_language_from_string`), so sharing it is safe.
    nonisolated(unsafe) static let undeterminedLanguage: hb_language_t = hb_language_from_string("und", -1)

    /// Shapes `itemLength` bytes at `itemOffset` of `text` with the whole text as context
    /// (`hb_buffer_add_utf8`), so clusters are byte offsets into `text`. Glyphs come back in
    /// HarfBuzz's order: visual order (right to left runs are already reversed).
    ///
    /// `language` is a BCP 47 tag (`sr`, `zh-Hant-TW`) read by `hb_language_from_string` (which is
    /// thread-safe); nil shapes in ``undeterminedLanguage``.
    static func shape(
        _ text: UnsafeBufferPointer<UInt8>, itemOffset: Int, itemLength: Int,
        face: FontFace, rightToLeft: Bool, script: UInt32, language: String?, features: [FontFeature]
    ) -> [ShapedGlyph] {
        let buffer = hb_buffer_create()
        defer { hb_buffer_destroy(buffer) }
        text.withMemoryRebound(to: CChar.self) { chars in
            hb_buffer_add_utf8(buffer, chars.baseAddress, Int32(chars.count), UInt32(itemOffset), Int32(itemLength))
        }
        hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_script(buffer, hb_script_t(rawValue: script))
        hb_buffer_set_language(buffer, language.map { hb_language_from_string($0, -1) } ?? undeterminedLanguage)
        var hbFeatures: [hb_feature_t] = features.compactMap { feature in
            var out = hb_feature_t()
            let ok = feature.description.withCString { hb_feature_from_string($0, -1, &out) }
            return ok != 0 ? out : nil
        }
        hb_shape(face.hbFont, buffer, &hbFeatures, UInt32(hbFeatures.count))
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
              let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return [] }
        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(Int(count))
        for i in 0..<Int(count) {
            let info = infos[i], position = positions[i]
            glyphs.append(ShapedGlyph(
                id: info.codepoint, cluster: Int(info.cluster),
                xAdvance: position.x_advance, yAdvance: position.y_advance,
                xOffset: position.x_offset, yOffset: position.y_offset,
                unsafeToBreak: (info.mask & HB_GLYPH_FLAG_UNSAFE_TO_BREAK.rawValue) != 0))
        }
        return glyphs
    }
}

/// Collects a glyph outline from `hb_font_get_glyph_shape` through HarfBuzz's draw callbacks.
final class OutlineSink {
    enum Element: Equatable, Sendable {
        case move(Double, Double)
        case line(Double, Double)
        case quad(Double, Double, Double, Double)
        case cubic(Double, Double, Double, Double, Double, Double)
        case close
    }
    var elements: [Element] = []

    /// The draw callbacks, made once. `nonisolated(unsafe)`: the `hb_draw_funcs_t` is made
    /// immutable (`hb_draw_funcs_make_immutable`) before anyone can see it and is never freed, so
    /// every thread may pass it to `hb_font_get_glyph_shape`; each call brings its own sink.
    nonisolated(unsafe) static let funcs: OpaquePointer = {
        let funcs = hb_draw_funcs_create()!
        hb_draw_funcs_set_move_to_func(funcs, { _, data, _, x, y, _ in
            Unmanaged<OutlineSink>.fromOpaque(data!).takeUnretainedValue().elements.append(.move(Double(x), Double(y)))
        }, nil, nil)
        hb_draw_funcs_set_line_to_func(funcs, { _, data, _, x, y, _ in
            Unmanaged<OutlineSink>.fromOpaque(data!).takeUnretainedValue().elements.append(.line(Double(x), Double(y)))
        }, nil, nil)
        hb_draw_funcs_set_quadratic_to_func(funcs, { _, data, _, cx, cy, x, y, _ in
            Unmanaged<OutlineSink>.fromOpaque(data!).takeUnretainedValue().elements.append(
                .quad(Double(cx), Double(cy), Double(x), Double(y)))
        }, nil, nil)
        hb_draw_funcs_set_cubic_to_func(funcs, { _, data, _, c1x, c1y, c2x, c2y, x, y, _ in
            Unmanaged<OutlineSink>.fromOpaque(data!).takeUnretainedValue().elements.append(
                .cubic(Double(c1x), Double(c1y), Double(c2x), Double(c2y), Double(x), Double(y)))
        }, nil, nil)
        hb_draw_funcs_set_close_path_func(funcs, { _, data, _, _ in
            Unmanaged<OutlineSink>.fromOpaque(data!).takeUnretainedValue().elements.append(.close)
        }, nil, nil)
        hb_draw_funcs_make_immutable(funcs)
        return funcs
    }()

    /// The outline of `glyph` in font units, y up: the face's copy (``FontFace/outlines``), else
    /// read with `hb_font_get_glyph_shape` and kept.
    static func outline(of glyph: UInt32, in face: FontFace) -> [Element] {
        return face.outlines.value(for: glyph, cost: { $0.count * MemoryLayout<Element>.stride }) { shape(of: $0, in: face) }
    }

    /// The outline of `glyph` in font units, y up (`hb_font_get_glyph_shape`).
    private static func shape(of glyph: UInt32, in face: FontFace) -> [Element] {
        let sink = OutlineSink()
        let pointer = Unmanaged.passUnretained(sink).toOpaque()
        hb_font_get_glyph_shape(face.hbFont, glyph, funcs, pointer)
        return sink.elements
    }
}
