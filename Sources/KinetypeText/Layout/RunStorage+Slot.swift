import Foundation

extension RunStorage {
    /// `shaped` (advances and offsets in pixels; positions ignored) laid along the line in the
    /// slot of glyphs `indices`: their advance centred on the slot's, moved `shift` pixels further
    /// along, the slot's trailing spacing kept after the last; as a one-slice run drawn with `face`.
    /// What a substitution (``Text/Layout/RunSlice/substituting(_:)``) and a variation
    /// (``Text/Layout/RunSlice/varied(_:shift:)``) put in a slice's place, so the line around
    /// it never moves.
    func slot(_ indices: Range<Int>, holding shaped: [Text.Layout.Glyph], face: FontFace, shift: CGFloat = 0) -> Text.Layout.RunSlice {
        let lastSpacing = spacing[indices.upperBound - 1]
        let oldWidth = indices.reduce(CGFloat(0)) { $0 + glyphs[$1].advance.width + spacing[$1] }
        let newWidth = shaped.reduce(lastSpacing) { $0 + $1.advance.width }
        var x = glyphs[indices.lowerBound].position.x + (oldWidth - newWidth) / 2 + shift
        let y = glyphs[indices.lowerBound].position.y
        var placed: [Text.Layout.Glyph] = []
        for var glyph in shaped {
            glyph.position = CGPoint(x: x, y: y)
            x += glyph.advance.width
            placed.append(glyph)
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
