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
        let lastSpacing = spacing[indices.upperBound - 1]
        let oldWidth = indices.reduce(CGFloat(0)) { $0 + glyphs[$1].advance.width + spacing[$1] }
        let newWidth = shaped.reduce(lastSpacing) { $0 + CGFloat($1.xAdvance) * scale }
        var x = glyphs[indices.lowerBound].position.x + (oldWidth - newWidth) / 2
        let y = glyphs[indices.lowerBound].position.y
        var placed: [Text.Layout.Glyph] = []
        for glyph in shaped {
            let advance = CGSize(width: CGFloat(glyph.xAdvance) * scale, height: CGFloat(glyph.yAdvance) * scale)
            placed.append(Text.Layout.Glyph(id: glyph.id, cluster: cluster, position: CGPoint(x: x, y: y), advance: advance,
                                            offset: CGSize(width: CGFloat(glyph.xOffset) * scale, height: CGFloat(glyph.yOffset) * scale)))
            x += advance.width
        }
        var newSpacing = [CGFloat](repeating: 0, count: placed.count)
        newSpacing[placed.count - 1] = lastSpacing
        let storage = RunStorage(
            face: face, size: size, glyphs: placed, clusters: [0..<placed.count], spacing: newSpacing,
            attributes: attributes, isRightToLeft: isRightToLeft, level: level, script: script, text: text,
            characterRange: characterRange, lineOrigin: lineOrigin, layoutFrame: layoutFrame)
        return Text.Layout.RunSlice(run: Text.Layout.Run(storage: storage), indices: 0..<placed.count)
    }
}
