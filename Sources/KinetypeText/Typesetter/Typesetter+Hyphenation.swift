import Foundation

extension Typesetter {
    /// Where to break the word that grapheme `overflow` (local to the paragraph) belongs to, so
    /// that the line from `lineStart` to the break and a hyphen fit `maxWidth`: the last of the
    /// word's hyphenation points (libhyphen's patterns for the span's language) after the line's
    /// start and not past `overflow`. Nil when the word has no such point, or its span no
    /// language with patterns.
    ///
    /// The word runs between libunibreak's opportunities, so the points come from the whole word
    /// even when an earlier hyphen already broke it: a word is hyphenated as the dictionary
    /// divides it, never its remainder as a word of its own.
    func hyphenationCut(in paragraph: ParagraphInfo, opportunities: [LineBreakOpportunity],
                        lineStart: Int, overflow: Int, maxWidth: CGFloat) -> Int? {
        let base = paragraph.range.lowerBound
        guard let language = attributes[spanOfScalar[base + overflow]].language,
              let hyphenation = Hyphenation.cached(language: language) else { return nil }
        let cuts = wordCuts(in: paragraph, opportunities: opportunities, around: overflow, language: language, hyphenation: hyphenation)
        // The last cut not past the overflow, then back towards the line's start: a binary search,
        // so a word of many lines costs each line its own cuts only.
        var low = 0, high = cuts.count
        while low < high {
            let middle = (low + high) / 2
            if cuts[middle] <= overflow { low = middle + 1 } else { high = middle }
        }
        for cut in cuts[..<low].reversed() {
            guard cut > lineStart else { break }
            guard paragraph.clusterStarts[cut] else { continue }
            if paragraph.advances[lineStart..<cut].reduce(0, +) + hyphenWidth(before: cut, in: paragraph) <= maxWidth { return cut }
        }
        return nil
    }

    /// The hyphenation points (local to the paragraph, ascending, each a grapheme end) of the word
    /// that grapheme `overflow` belongs to: the run between libunibreak's opportunities around it.
    /// Remembered in the paragraph, so the next line of the same word finds them at once.
    private func wordCuts(in paragraph: ParagraphInfo, opportunities: [LineBreakOpportunity], around overflow: Int,
                          language: String, hyphenation: Hyphenation) -> [Int] {
        if let word = paragraph.hyphenatedWord, word.range.contains(overflow), word.language == language { return word.cuts }
        let base = paragraph.range.lowerBound
        var start = overflow, end = overflow
        while start > 0 && opportunities[start - 1] == .noBreak { start -= 1 }
        while end < opportunities.count - 1 && opportunities[end] == .noBreak { end += 1 }
        var word = String.UnicodeScalarView()
        word.append(contentsOf: scalars[(base + start)...(base + end)])
        // Grapheme ends inside the word, found by a binary search of the paragraph's, ascending.
        var first = 0, last = paragraph.graphemeEnds.count
        while first < last {
            let middle = (first + last) / 2
            if paragraph.graphemeEnds[middle] <= start { first = middle + 1 } else { last = middle }
        }
        var graphemeEnds = Set<Int>()
        for graphemeEnd in paragraph.graphemeEnds[first...] {
            if graphemeEnd > end + 1 { break }
            graphemeEnds.insert(graphemeEnd)
        }
        let cuts = hyphenation.scalarOffsets(in: String(word)).map { start + $0 }.filter { graphemeEnds.contains($0) }
        paragraph.hyphenatedWord = (start...end, language, cuts)
        return cuts
    }

    /// The width of the hyphen that ends a line broken before `cut` (local to the paragraph),
    /// with its span's tracking, in pixels.
    func hyphenWidth(before cut: Int, in paragraph: ParagraphInfo) -> CGFloat {
        let last = cut - 1, span = spanOfScalar[paragraph.range.lowerBound + last]
        let hyphen = hyphen(after: paragraph.faces[last], span: span)
        return markGlyphs(hyphen.mark, face: hyphen.face, rightToLeft: false, script: paragraph.scripts[last], span: span)
            .reduce(0) { $0 + CGFloat($1.xAdvance) } * scale(hyphen.face, span: span) + spacing(span: span)
    }

    /// True when the scalar before `cut` (local) is a soft hyphen (U+00AD), whose break shows a
    /// hyphen, as in every browser, with or without ``Text/hyphenate(_:)``.
    func breaksAtSoftHyphen(_ cut: Int, in paragraph: ParagraphInfo) -> Bool {
        cut > 0 && scalars[paragraph.range.lowerBound + cut - 1] == "\u{00AD}"
    }

    /// The hyphen that ends a line broken inside a word whose last character is drawn in `face`:
    /// U+2010 HYPHEN in that face, else the hyphen-minus `-` in it, else U+2010 in the span's
    /// own face or a face that has it.
    func hyphen(after face: FontFace, span: Int) -> (mark: String, face: FontFace) {
        let hyphen: Unicode.Scalar = "\u{2010}", hyphenMinus: Unicode.Scalar = "-"
        for candidate in [face, spanFaces[span]] {
            if candidate.glyph(for: hyphen) != nil { return (String(hyphen), candidate) }
            if candidate.glyph(for: hyphenMinus) != nil { return (String(hyphenMinus), candidate) }
        }
        let font = attributes[span].effectiveFont
        let fallback = catalog.fallback(for: hyphen, weight: (font.weightValue ?? .regular).fontconfigWeight,
                                        italic: font.isItalic, preferColor: false)
        return (String(hyphen), fallback ?? face)
    }
}
