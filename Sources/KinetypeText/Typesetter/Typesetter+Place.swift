import Foundation

extension Typesetter {
    /// A line shaped and ordered, before it has a place in the layout.
    private struct ShapedLine {
        struct RunPart {
            var face: FontFace
            var span: Int
            var level: UInt8
            var script: UInt32
            var glyphs: [Text.Layout.Glyph]
            var clusters: [Range<Int>]
            var spacing: [CGFloat]
            var utf8Range: Range<Int>
            var text: String
        }
        var runs: [RunPart] = []
        var width: CGFloat = 0
        var ascent: CGFloat = 0
        var descent: CGFloat = 0
        var leading: CGFloat = 0
        var isRightToLeft = false
        var characterRange: Range<Int>
    }

    /// Shapes every line, orders its runs visually, then stacks the lines and aligns them.
    func place(_ specs: [LineSpec], isTruncated: Bool) -> Text.Layout {
        let shaped = specs.map(shapeLine)
        let containerWidth = shaped.map(\.width).max() ?? 0
        let height = shaped.reduce(0) { $0 + $1.ascent + $1.descent + $1.leading }
            + text.paragraph.lineSpacing * CGFloat(max(shaped.count - 1, 0))
        let frame = CGRect(x: 0, y: 0, width: containerWidth, height: height)
        var lines: [Text.Layout.Line] = []
        var y: CGFloat = 0
        for (index, line) in shaped.enumerated() {
            let baseline = y + line.ascent
            let slack = containerWidth - line.width
            let x: CGFloat
            switch (text.paragraph.alignment, line.isRightToLeft) {
            case (.leading, false), (.trailing, true): x = 0
            case (.leading, true), (.trailing, false): x = slack
            case (.center, _): x = slack / 2
            }
            let origin = CGPoint(x: x, y: baseline)
            let runs = line.runs.map { part in
                Text.Layout.Run(storage: RunStorage(
                    face: part.face, size: spanSizes[part.span], glyphs: part.glyphs, clusters: part.clusters,
                    spacing: part.spacing, attributes: attributes[part.span], isRightToLeft: part.level % 2 == 1,
                    level: part.level, script: HarfBuzz.string(fromTag: part.script), text: part.text,
                    characterRange: part.utf8Range, lineOrigin: origin, layoutFrame: frame))
            }
            lines.append(Text.Layout.Line(
                runs: runs, origin: origin,
                typographicBounds: .init(origin: origin, width: line.width, ascent: line.ascent,
                                         descent: line.descent, leading: line.leading),
                characterRange: line.characterRange,
                paragraphDirection: line.isRightToLeft ? .rightToLeft : .leftToRight))
            y = baseline + line.descent + line.leading
            if index < shaped.count - 1 { y += text.paragraph.lineSpacing }
        }
        return Text.Layout(lines: lines, isTruncated: isTruncated, size: CGSize(width: containerWidth, height: y))
    }

    private func shapeLine(_ spec: LineSpec) -> ShapedLine {
        let paragraph = spec.paragraph
        let base = paragraph.range.lowerBound
        var range = spec.range
        while range.upperBound > range.lowerBound && scalars[range.upperBound - 1].properties.isWhitespace {
            range = range.lowerBound..<(range.upperBound - 1)
        }
        var line = ShapedLine(characterRange: utf8Offsets[range.lowerBound]..<utf8Offsets[range.upperBound])
        line.isRightToLeft = paragraph.bidi.isRightToLeft

        // Items in visual order (FriBidi's reordering of the line).
        let (levels, visualToLogical) = FriBidi.reorder(paragraph.bidi, line: (range.lowerBound - base)..<(range.upperBound - base))
        var visualPosition = [Int](repeating: 0, count: range.count)
        for (visual, logical) in visualToLogical.enumerated() {
            visualPosition[logical - (range.lowerBound - base)] = visual
        }
        let itemized = itemize(range, in: paragraph) { levels[$0 - range.lowerBound] }
        let firstVisual: [Int] = itemized.map { item in item.range.map { (index: Int) -> Int in visualPosition[index - range.lowerBound] }.min() ?? 0 }
        let items = itemized.indices.sorted { firstVisual[$0] < firstVisual[$1] }.map { itemized[$0] }
        for item in items {
            line.runs.append(part(for: item, glyphs: shape(item, context: range)))
        }
        if spec.hyphen, !range.isEmpty {
            // Next to the run of the word it breaks: after it left to right, before it right to left.
            let last = range.upperBound - 1, span = spanOfScalar[last]
            let hyphen = self.hyphen(after: paragraph.faces[last - base], span: span)
            let level = levels[last - range.lowerBound]
            let item = Item(range: range.upperBound..<range.upperBound, level: level,
                            script: paragraph.scripts[last - base], face: hyphen.face, span: span)
            var part = mark(hyphen.mark, item: item)
            part.text = hyphen.mark
            let run = items.firstIndex { $0.range.contains(last) } ?? items.count - 1
            line.runs.insert(part, at: level % 2 == 1 ? run : run + 1)
        }
        if spec.ellipsis {
            let lastLocal = max(range.lowerBound, range.upperBound - 1) - base
            let span = spanOfScalar[min(base + lastLocal, scalars.count - 1)]
            let face = ellipsisFace(after: paragraph.faces.isEmpty ? spanFaces[span] : paragraph.faces[lastLocal], span: span)
            let level = paragraph.bidi.baseLevel
            let script = paragraph.scripts.isEmpty ? HarfBuzz.commonScript : paragraph.scripts[lastLocal]
            let item = Item(range: range.upperBound..<range.upperBound, level: level, script: script, face: face, span: span)
            var ellipsis = mark("\u{2026}", item: item)
            ellipsis.text = "\u{2026}"
            if level == 1 { line.runs.insert(ellipsis, at: 0) } else { line.runs.append(ellipsis) }
        }

        // Pen positions across the runs, and the line's metrics.
        var pen: CGFloat = 0
        for r in line.runs.indices {
            for g in line.runs[r].glyphs.indices {
                line.runs[r].glyphs[g].position.x = pen
                pen += line.runs[r].glyphs[g].advance.width + line.runs[r].spacing[g]
            }
        }
        line.width = pen
        let metricFaces: [(FontFace, Int)] = line.runs.isEmpty
            ? [(spanFaces[spanOfScalar[min(range.lowerBound, max(scalars.count - 1, 0))]], spanOfScalar[min(range.lowerBound, max(scalars.count - 1, 0))])]
            : line.runs.map { ($0.face, $0.span) }
        for (face, span) in metricFaces {
            let scale = self.scale(face, span: span)
            let shift = attributes[span].baselineOffset ?? 0
            line.ascent = max(line.ascent, face.ascender * scale + shift)
            line.descent = max(line.descent, -face.descender * scale - shift)
            line.leading = max(line.leading, face.lineGap * scale)
        }
        return line
    }

    /// A mark the typesetter adds at the end of a line (`item`, an empty range there), shaped in
    /// the item's face, direction, script and span's language, its glyphs' cluster the line's end.
    private func mark(_ string: String, item: Item) -> ShapedLine.RunPart {
        var glyphs = markGlyphs(string, face: item.face, rightToLeft: item.level % 2 == 1, script: item.script, span: item.span)
        let cut = utf8Offsets[item.range.upperBound]
        for i in glyphs.indices { glyphs[i].cluster = cut }
        return part(for: item, glyphs: glyphs)
    }

    /// Turns HarfBuzz's glyphs into placed glyphs (pixels, y down for positions), with clusters
    /// grouped and kerning/tracking after each cluster.
    private func part(for item: Item, glyphs shaped: [ShapedGlyph]) -> ShapedLine.RunPart {
        let scale = self.scale(item.face, span: item.span)
        let shift = attributes[item.span].baselineOffset ?? 0
        let extra = spacing(span: item.span)
        var glyphs: [Text.Layout.Glyph] = [], clusters: [Range<Int>] = [], spacing: [CGFloat] = []
        glyphs.reserveCapacity(shaped.count)
        for (index, glyph) in shaped.enumerated() {
            if index == 0 || shaped[index - 1].cluster != glyph.cluster {
                clusters.append(index..<(index + 1))
                if index > 0 { spacing[index - 1] = extra }
            } else {
                clusters[clusters.count - 1] = clusters[clusters.count - 1].lowerBound..<(index + 1)
            }
            glyphs.append(Text.Layout.Glyph(
                id: glyph.id, cluster: glyph.cluster,
                position: CGPoint(x: 0, y: -shift),
                advance: CGSize(width: CGFloat(glyph.xAdvance) * scale, height: CGFloat(glyph.yAdvance) * scale),
                offset: CGSize(width: CGFloat(glyph.xOffset) * scale, height: CGFloat(glyph.yOffset) * scale)))
            spacing.append(0)
        }
        if !spacing.isEmpty { spacing[spacing.count - 1] = extra }
        let utf8Range = utf8Offsets[item.range.lowerBound]..<utf8Offsets[item.range.upperBound]
        return ShapedLine.RunPart(
            face: item.face, span: item.span, level: item.level, script: item.script, glyphs: glyphs,
            clusters: clusters, spacing: spacing, utf8Range: utf8Range,
            text: String(decoding: utf8[utf8Range], as: UTF8.self))
    }
}
