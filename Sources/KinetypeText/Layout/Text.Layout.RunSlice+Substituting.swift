import Foundation

extension Text.Layout.RunSlice {
    /// Kinetype: `text` in the slice's place: shaped alone in the slice's font and drawn with
    /// its style, its advance centred on the slice's, so the line around it never moves (what a
    /// scramble shows before a glyph settles). Nil when `text` is empty or the font has no glyph
    /// for one of its scalars.
    ///
    /// The text is shaped (`hb_shape`) in the run's direction and in its first letter's script
    /// (the run's for digits, punctuation and other common characters), with the run's features.
    public func substituting(_ text: String) -> Text.Layout.RunSlice? {
        run.storage.substituting(indices, with: text)
    }
}

extension RunStorage {
    /// `replacement` shaped alone and centred on the advance of glyphs `indices`, as a one-slice run.
    func substituting(_ indices: Range<Int>, with replacement: String) -> Text.Layout.RunSlice? {
        guard !indices.isEmpty, let first = replacement.unicodeScalars.first(where: { $0.properties.isAlphabetic }) ?? replacement.unicodeScalars.first,
              face.covers(replacement.unicodeScalars) else { return nil }
        let bytes = Array(replacement.utf8)
        var scriptTag = HarfBuzz.script(of: first)
        if [HarfBuzz.commonScript, HarfBuzz.inheritedScript, HarfBuzz.unknownScript].contains(scriptTag) {
            scriptTag = HarfBuzz.tag(script)
        }
        let shaped = bytes.withUnsafeBufferPointer { buffer in
            HarfBuzz.shape(buffer, itemOffset: 0, itemLength: bytes.count, face: face, rightToLeft: isRightToLeft,
                           script: scriptTag, language: attributes.language, features: attributes.effectiveFont.features)
        }
        guard !shaped.isEmpty else { return nil }
        let scale = size / CGFloat(face.unitsPerEm)
        let cluster = glyphs[indices.lowerBound].cluster
        let replacing = shaped.map { glyph in
            Text.Layout.Glyph(id: glyph.id, cluster: cluster, position: .zero,
                              advance: CGSize(width: CGFloat(glyph.xAdvance) * scale, height: CGFloat(glyph.yAdvance) * scale),
                              offset: CGSize(width: CGFloat(glyph.xOffset) * scale, height: CGFloat(glyph.yOffset) * scale))
        }
        return slot(indices, holding: replacing, face: face)
    }
}
