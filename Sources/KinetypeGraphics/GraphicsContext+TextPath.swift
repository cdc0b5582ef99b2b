import Foundation
import KinetypePrimitives
import KinetypeText

/// A text's place on a path while it is drawn: where each cluster goes, and the transform the
/// context had when the path was set (the user space the path is in).
package struct TextPathDrawing {
    package var placement: TextPath.Placement
    /// The context's transform when the path was set.
    package var base: CGAffineTransform
}

extension GraphicsContext {
    /// Draws later text of `layout` along `textPath`, which is in the current user space.
    ///
    /// Every draw of a line, run, slice or layout then goes cluster by cluster: each cluster
    /// with the placement's transform (layout to path coordinates), after whatever the drawing
    /// code changed since (a renderer's translate, rotate or scale applies in layout space, so a
    /// wave lifts glyphs off the path along its normal). A hidden cluster is not drawn. Glyphs
    /// are drawn at exact positions (`disablesSubpixelQuantization`), since a turned glyph has
    /// no pixel grid to snap to. With filters, the clusters of one draw go into one layer that
    /// is filtered as a whole, as a straight draw is.
    package mutating func placeText(along textPath: TextPath, layout: Text.Layout) {
        self.textPath = TextPathDrawing(placement: textPath.placement(of: layout), base: transform)
    }

    /// Draws text pieces: straight, or cluster by cluster along the context's text path; with a
    /// glyph selection, only the selected clusters' glyphs, at its axis values.
    func renderText(_ pieces: [TextPiece], _ options: Text.Layout.DrawingOptions) {
        var pieces = pieces
        if let glyphSelection {
            pieces = pieces.flatMap(glyphSelection.select)
            guard !pieces.isEmpty else { return }
        }
        guard let onPath = textPath else { return target.render(.text(pieces, options), drawState) }
        // What the drawing code did since the path was set, in layout space: T = local · base.
        let local = transform.concatenating(onPath.base.inverted())
        var placed: [(piece: TextPiece, transform: CGAffineTransform)] = []
        for piece in pieces {
            let storage = piece.run.storage
            for cluster in storage.clusters {
                let glyphs = cluster.clamped(to: piece.glyphs)
                guard !glyphs.isEmpty,
                      let toPath = onPath.placement.transform(forCluster: storage.glyphs[glyphs.lowerBound].cluster) ?? nil
                else { continue }
                placed.append((TextPiece(run: piece.run, glyphs: glyphs), local.concatenating(toPath).concatenating(onPath.base)))
            }
        }
        guard !placed.isEmpty else { return }
        var plain = self
        plain.textPath = nil
        let options = options.union(.disablesSubpixelQuantization)
        if filters.isEmpty || placed.count == 1 {
            for (piece, transform) in placed {
                var copy = plain
                copy.transform = transform
                copy.target.render(.text([piece], options), copy.drawState)
            }
        } else {
            plain.drawLayer { inner in
                for (piece, transform) in placed {
                    inner.transform = transform
                    inner.target.render(.text([piece], options), inner.drawState)
                }
            }
        }
    }
}

/// Some clusters of a text, by their UTF-8 offsets, and the axis values to draw them at; what
/// is not text (a renderer's fills, strokes and images) is clipped to the clusters' column.
package struct GlyphSelection {
    package var clusters: Set<Int>
    package var variations: [FontVariation]
    /// The column in device space, for draws that are not text; nil leaves them whole.
    package var column: Path?

    package init(clusters: Set<Int>, variations: [FontVariation] = [], column: Path? = nil) {
        self.clusters = clusters
        self.variations = variations
        self.column = column
    }

    /// The selected glyphs of `piece`: each stretch of neighbouring selected glyphs, re-shaped
    /// at the variations when there are any.
    func select(_ piece: TextPiece) -> [TextPiece] {
        var result: [TextPiece] = []
        var start: Int?
        func flush(_ end: Int) {
            guard let first = start else { return }
            start = nil
            let slice = Text.Layout.RunSlice(run: piece.run, indices: first..<end)
            let drawn = variations.isEmpty ? slice : slice.varied(variations)
            result.append(TextPiece(run: drawn.run, glyphs: drawn.indices))
        }
        let glyphs = piece.run.glyphs
        for index in piece.glyphs {
            if clusters.contains(glyphs[index].cluster) {
                if start == nil { start = index }
            } else {
                flush(index)
            }
        }
        flush(piece.glyphs.upperBound)
        return result
    }
}
