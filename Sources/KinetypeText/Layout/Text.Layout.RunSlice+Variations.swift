import Foundation

extension Text.Layout.RunSlice {
    /// Kinetype: the slice re-shaped at other axis values of its variable font, in the slot it
    /// had: its new advance centred on its old one, moved `shift` pixels further along the line.
    ///
    /// The cluster is shaped again (`hb_shape` on the instance, `hb_font_set_variations`) with
    /// the rest of its run as context, so joining and mark positions follow the new values; the
    /// result is drawn with the same instance, so outlines match the new advances. The settings
    /// override the run's own (a `wght` here replaces the run's `wght`); axes the face lacks are
    /// ignored, values are clamped to their axes. A static font's slice comes back as it was
    /// (moved by `shift`).
    ///
    /// The other slices of the line keep their places: a renderer that varies every glyph
    /// (`WeightWaveRenderer` in KinetypeEffects) gets no jitter of neighbours. To reflow,
    /// pass the sum of the width changes before the slice as `shift`.
    ///
    /// <!-- doc-example: draw -->
    /// ```swift
    /// for line in layout {
    ///     for run in line {
    ///         for slice in run { context.draw(slice.varied([FontVariation("wght", 900)])) }
    ///     }
    /// }
    /// ```
    public func varied(_ variations: [FontVariation], shift: CGFloat = 0) -> Text.Layout.RunSlice {
        run.storage.varied(indices, variations: variations, shift: shift) ?? self
    }
}

extension RunStorage {
    /// The glyphs `indices` re-shaped at `variations`, as a one-slice run; nil when nothing changes.
    func varied(_ indices: Range<Int>, variations: [FontVariation], shift: CGFloat) -> Text.Layout.RunSlice? {
        guard !indices.isEmpty else { return nil }
        let instance = face.axes.isEmpty ? face : FontCatalog.shared.instance(of: face, variations: variations)
        guard instance != face || shift != 0 else { return nil }
        let shaped = instance == face ? indices.map { glyphs[$0] } : reshape(indices, in: instance)
        return slot(indices, holding: shaped, face: instance, shift: shift)
    }

    /// The cluster of glyphs `indices` shaped on `instance`, with the run's text as context:
    /// its bytes run from its cluster value to the run's next larger cluster value (or the run's
    /// end); advances and offsets in pixels, clusters as UTF-8 offsets into the whole text.
    private func reshape(_ indices: Range<Int>, in instance: FontFace) -> [Text.Layout.Glyph] {
        let bytes = Array(text.utf8)
        let start = indices.map { glyphs[$0].cluster }.min()! - characterRange.lowerBound
        let end = glyphs.map { $0.cluster - characterRange.lowerBound }.filter { $0 > start }.min() ?? bytes.count
        // The ellipsis of a truncated line has no characters of its own: shape its text whole.
        let isEllipsis = !(start >= 0 && start < end && end <= bytes.count)
        let (offset, length) = isEllipsis ? (0, bytes.count) : (start, end - start)
        let shaped = bytes.withUnsafeBufferPointer { buffer in
            HarfBuzz.shape(buffer, itemOffset: offset, itemLength: length, face: instance, rightToLeft: isRightToLeft,
                           script: HarfBuzz.tag(script), language: attributes.language, features: attributes.effectiveFont.features)
        }
        let scale = size / CGFloat(instance.unitsPerEm)
        let fallbackCluster = glyphs[indices.lowerBound].cluster
        return shaped.map { glyph in
            Text.Layout.Glyph(
                id: glyph.id, cluster: isEllipsis ? fallbackCluster : glyph.cluster + characterRange.lowerBound,
                position: .zero,
                advance: CGSize(width: CGFloat(glyph.xAdvance) * scale, height: CGFloat(glyph.yAdvance) * scale),
                offset: CGSize(width: CGFloat(glyph.xOffset) * scale, height: CGFloat(glyph.yOffset) * scale))
        }
    }
}
