import Foundation

/// A line before placement: a stretch of one paragraph, maybe ending in an ellipsis.
struct LineSpec {
    var paragraph: ParagraphInfo
    var range: Range<Int>
    var ellipsis = false
}

extension Typesetter {
    /// Breaks one paragraph into lines: greedy filling at libunibreak's opportunities; a word
    /// wider than the line breaks between grapheme clusters (never inside a HarfBuzz cluster).
    /// Spaces at the end of a line hang: they do not count toward its width.
    func breakParagraph(_ range: Range<Int>) throws -> [LineSpec] {
        let paragraph = analyze(range)
        measure(paragraph)
        guard let maxWidth, !range.isEmpty else { return [LineSpec(paragraph: paragraph, range: range)] }
        let opportunities = Unibreak.opportunities(scalars[range].map(\.value))
        let base = range.lowerBound
        var lines: [LineSpec] = []
        var lineStart = 0, width: CGFloat = 0
        var lastBreak: Int?
        var graphemeStart = 0
        for graphemeEnd in paragraph.graphemeEnds {
            let advance = paragraph.advances[graphemeStart..<graphemeEnd].reduce(0, +)
            let isSpace = scalars[(base + graphemeStart)..<(base + graphemeEnd)].allSatisfy { $0.properties.isWhitespace }
            if !isSpace && lineStart < graphemeStart && width + advance > maxWidth {
                if let breakAt = lastBreak, breakAt > lineStart {
                    lines.append(LineSpec(paragraph: paragraph, range: (base + lineStart)..<(base + breakAt)))
                    width = paragraph.advances[breakAt..<graphemeStart].reduce(0, +)
                    lineStart = breakAt
                    lastBreak = nil
                }
                if lineStart < graphemeStart && width + advance > maxWidth && paragraph.clusterStarts[graphemeStart] {
                    lines.append(LineSpec(paragraph: paragraph, range: (base + lineStart)..<(base + graphemeStart)))
                    lineStart = graphemeStart
                    width = 0
                    lastBreak = nil
                }
            }
            width += advance
            if opportunities[graphemeEnd - 1] == .allowBreak { lastBreak = graphemeEnd }
            graphemeStart = graphemeEnd
        }
        lines.append(LineSpec(paragraph: paragraph, range: (base + lineStart)..<range.upperBound))
        return lines
    }

    /// Shapes the paragraph as one line and spreads each cluster's advance over its first scalar.
    private func measure(_ paragraph: ParagraphInfo) {
        let range = paragraph.range
        var advances = [CGFloat](repeating: 0, count: range.count)
        var starts = [Bool](repeating: false, count: range.count + 1)
        starts[range.count] = true
        let items = itemize(range, in: paragraph) { paragraph.bidi.levels[$0 - range.lowerBound] }
        for item in items {
            let scale = self.scale(item.face, span: item.span)
            let extra = spacing(span: item.span)
            var previousCluster = -1
            for glyph in shape(item, context: range) {
                let local = scalarIndex(atUTF8: glyph.cluster) - range.lowerBound
                advances[local] += CGFloat(glyph.xAdvance) * scale
                if glyph.cluster != previousCluster {
                    advances[local] += extra
                    starts[local] = true
                    previousCluster = glyph.cluster
                }
            }
        }
        paragraph.advances = advances
        paragraph.clusterStarts = starts
    }

    /// Cuts a line so that it and an ellipsis fit the width, with the rest of its paragraph
    /// dropped. Without a width, the ellipsis follows the line as it is.
    func truncate(_ line: LineSpec) -> LineSpec {
        var line = line
        line.ellipsis = true
        guard let maxWidth else { return line }
        let paragraph = line.paragraph
        let base = paragraph.range.lowerBound
        let lastLocal = max(line.range.lowerBound, line.range.upperBound - 1) - base
        let ellipsisWidth = paragraph.faces.isEmpty ? 0 : self.ellipsisWidth(face: paragraph.faces[lastLocal], span: spanOfScalar[base + lastLocal])
        var width: CGFloat = 0
        var cut = line.range.lowerBound - base
        var graphemeStart = 0
        for graphemeEnd in paragraph.graphemeEnds where graphemeEnd > line.range.lowerBound - base {
            defer { graphemeStart = graphemeEnd }
            if graphemeStart < line.range.lowerBound - base { continue }
            let advance = paragraph.advances[graphemeStart..<graphemeEnd].reduce(0, +)
            if width + advance + ellipsisWidth > maxWidth { break }
            width += advance
            if paragraph.clusterStarts[graphemeEnd] { cut = graphemeEnd }
        }
        line.range = line.range.lowerBound..<(base + cut)
        return line
    }

    /// The face that draws the ellipsis after a line ending in `face`.
    func ellipsisFace(after face: FontFace, span: Int) -> FontFace {
        if face.glyph(for: "\u{2026}") != nil { return face }
        if spanFaces[span].glyph(for: "\u{2026}") != nil { return spanFaces[span] }
        let font = attributes[span].effectiveFont
        return catalog.fallback(for: "\u{2026}", weight: (font.weightValue ?? .regular).fontconfigWeight,
                                italic: font.isItalic, preferColor: false) ?? face
    }

    func ellipsisWidth(face: FontFace, span: Int) -> CGFloat {
        let face = ellipsisFace(after: face, span: span)
        return ellipsisGlyphs(face: face, rightToLeft: false).reduce(0) { $0 + CGFloat($1.xAdvance) } * scale(face, span: span)
    }

    /// "…" shaped on its own.
    func ellipsisGlyphs(face: FontFace, rightToLeft: Bool) -> [ShapedGlyph] {
        let bytes = Array("\u{2026}".utf8)
        return bytes.withUnsafeBufferPointer {
            HarfBuzz.shape($0, itemOffset: 0, itemLength: bytes.count, face: face, rightToLeft: rightToLeft,
                           script: HarfBuzz.commonScript, language: nil, features: [])
        }
    }
}
