import Foundation

/// A line before placement: a stretch of one paragraph, maybe ending in an ellipsis or, broken
/// inside a word (``Text/hyphenate(_:)``), in a hyphen.
struct LineSpec {
    var paragraph: ParagraphInfo
    var range: Range<Int>
    var ellipsis = false
    var hyphen = false
}

extension Typesetter {
    /// Breaks one paragraph into lines: greedy filling at libunibreak's opportunities (by each
    /// span's language), a break at a soft hyphen (U+00AD) showing a hyphen; with hyphenation,
    /// a word that does not fit breaks at its last hyphenation point that fits with a hyphen;
    /// a word still wider than the line breaks between grapheme clusters (never inside a
    /// HarfBuzz cluster).
    /// Spaces at the end of a line hang: they do not count toward its width.
    func breakParagraph(_ range: Range<Int>) throws -> [LineSpec] {
        let paragraph = analyze(range)
        measure(paragraph)
        guard let maxWidth, !range.isEmpty else { return [LineSpec(paragraph: paragraph, range: range)] }
        let opportunities = Unibreak.opportunities(scalars[range].map(\.value), languages: range.map { attributes[spanOfScalar[$0]].language })
        let base = range.lowerBound
        var lines: [LineSpec] = []
        var lineStart = 0, width: CGFloat = 0
        var lastBreak: Int?
        var graphemeStart = 0
        /// Ends the line at `cut` (local), with a hyphen when it breaks a word.
        func endLine(at cut: Int, hyphen: Bool = false) {
            lines.append(LineSpec(paragraph: paragraph, range: (base + lineStart)..<(base + cut), hyphen: hyphen))
            width = paragraph.advances[cut..<graphemeStart].reduce(0, +)
            lineStart = cut
            lastBreak = nil
        }
        func hyphenate() -> Bool {
            guard text.paragraph.hyphenates, let cut = hyphenationCut(
                in: paragraph, opportunities: opportunities, lineStart: lineStart, overflow: graphemeStart, maxWidth: maxWidth) else { return false }
            endLine(at: cut, hyphen: true)
            return true
        }
        for graphemeEnd in paragraph.graphemeEnds {
            let advance = paragraph.advances[graphemeStart..<graphemeEnd].reduce(0, +)
            let isSpace = scalars[(base + graphemeStart)..<(base + graphemeEnd)].allSatisfy { $0.properties.isWhitespace }
            if !isSpace && lineStart < graphemeStart && width + advance > maxWidth {
                if !hyphenate(), let breakAt = lastBreak, breakAt > lineStart {
                    endLine(at: breakAt, hyphen: breaksAtSoftHyphen(breakAt, in: paragraph))
                    // The word moved to a line of its own and may still not fit there.
                    if lineStart < graphemeStart && width + advance > maxWidth { _ = hyphenate() }
                }
                if lineStart < graphemeStart && width + advance > maxWidth && paragraph.clusterStarts[graphemeStart] {
                    endLine(at: graphemeStart)
                }
            }
            width += advance
            // A break at a soft hyphen counts only when the hyphen it shows fits too.
            if opportunities[graphemeEnd - 1] == .allowBreak, !breaksAtSoftHyphen(graphemeEnd, in: paragraph)
                || width + hyphenWidth(before: graphemeEnd, in: paragraph) <= maxWidth {
                lastBreak = graphemeEnd
            }
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
        line.hyphen = false
        guard let maxWidth else { return line }
        let paragraph = line.paragraph
        let base = paragraph.range.lowerBound
        let lastLocal = max(line.range.lowerBound, line.range.upperBound - 1) - base
        let ellipsisWidth = paragraph.faces.isEmpty ? 0 : self.ellipsisWidth(
            face: paragraph.faces[lastLocal], span: spanOfScalar[base + lastLocal], script: paragraph.scripts[lastLocal])
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

    func ellipsisWidth(face: FontFace, span: Int, script: UInt32) -> CGFloat {
        let face = ellipsisFace(after: face, span: span)
        return markGlyphs("\u{2026}", face: face, rightToLeft: false, script: script, span: span)
            .reduce(0) { $0 + CGFloat($1.xAdvance) } * scale(face, span: span)
    }

    /// A mark the typesetter adds to a line (the ellipsis, a hyphen) shaped on its own, in the
    /// script of the text it follows and its span's language, so a font's language forms
    /// (`locl`) apply to it as they do to the text.
    func markGlyphs(_ mark: String, face: FontFace, rightToLeft: Bool, script: UInt32, span: Int) -> [ShapedGlyph] {
        let bytes = Array(mark.utf8)
        return bytes.withUnsafeBufferPointer {
            HarfBuzz.shape($0, itemOffset: 0, itemLength: bytes.count, face: face, rightToLeft: rightToLeft,
                           script: script, language: attributes[span].language, features: [])
        }
    }
}
