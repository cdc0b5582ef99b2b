import Foundation

extension Text {
    /// Kinetype: the text at the largest size that fits a box of `width` × `height` points in at
    /// most `lineLimit` lines, between `minSize` and `maxSize` (``TextFit`` says how it is found).
    /// SwiftUI shrinks text with `minimumScaleFactor`; this also grows it, and measures.
    ///
    /// ```swift
    /// let title = Text("Visual Effects").font(.custom("Inter", size: 40))
    ///     .fit(width: 600, height: 200, minSize: 12, maxSize: 160, lineLimit: 2)
    /// let layout = try title.layout()          // laid out at the size found
    /// let size = try title.fittedSize()        // that size, in points
    /// ```
    public func fit(width: CGFloat, height: CGFloat? = nil, minSize: CGFloat = 1, maxSize: CGFloat = 4096,
                    lineLimit: Int? = nil) -> Text {
        fit(TextFit(width: width, height: height, minSize: minSize, maxSize: maxSize, lineLimit: lineLimit))
    }

    /// Kinetype: the text fitted into `fit`'s box; nil removes the fit.
    public func fit(_ fit: TextFit?) -> Text {
        var copy = self
        copy.paragraph.fit = fit
        return copy
    }

    /// Kinetype: balanced line breaks, as CSS's `text-wrap: balance`: the text keeps the number
    /// of lines it has at its width (the fewest greedy filling can give) and wraps at the
    /// narrowest width, searched to half a point, that keeps that number without breaking a word
    /// (a ``hyphenate(_:)``d text may break at its hyphenation points, with a hyphen),
    /// so its lines come out of similar lengths instead of full lines and a short last one.
    public func balancedLineBreaks(_ isActive: Bool = true) -> Text {
        var copy = self
        copy.paragraph.balancesLines = isActive
        return copy
    }

    /// Kinetype: the size of the text's first span that ``fit(width:height:minSize:maxSize:lineLimit:)``
    /// found (the span's own size when the text has no fit).
    public func fittedSize(maxWidth: CGFloat? = nil) throws -> CGFloat {
        guard let fit = paragraph.fit else { return baseSize }
        return try fitted(fit, maxWidth: maxWidth).size
    }

    /// The size of the first span, which a fit scales the others with.
    var baseSize: CGFloat { (spans.first?.attributes.font ?? .body).size }

    /// The text with every span's size multiplied by `factor`.
    func scaled(by factor: CGFloat) -> Text {
        var copy = self
        for i in copy.spans.indices {
            let font = copy.spans[i].attributes.font ?? .body
            copy.spans[i].attributes.font = font.size(font.size * factor)
        }
        return copy
    }

    /// The size found for `fit` and the layout at it (see ``TextFit``).
    func fitted(_ fit: TextFit, maxWidth: CGFloat?) throws -> (size: CGFloat, layout: Layout) {
        guard fit.width > 0 && fit.width.isFinite else { throw TextError.invalidWidth(Double(fit.width)) }
        guard fit.minSize > 0 && fit.minSize.isFinite && fit.maxSize >= fit.minSize && fit.maxSize.isFinite else {
            throw TextError.invalidFontSize(Double(fit.minSize > 0 ? fit.maxSize : fit.minSize))
        }
        let width = min(fit.width, maxWidth ?? fit.width)
        let limit = fit.lineLimit ?? paragraph.lineLimit
        let base = baseSize
        var unlimited = self
        unlimited.paragraph.fit = nil
        unlimited.paragraph.lineLimit = nil
        unlimited.paragraph.balancesLines = false
        let opportunities = lineBreakOpportunities()
        func fits(_ size: CGFloat) throws -> Bool {
            let layout = try unlimited.scaled(by: size / base).layout(maxWidth: width)
            return layout.fits(width: width, height: fit.height, lineLimit: limit, opportunities: opportunities, in: string)
        }
        // Candidates: minSize, minSize + step, … up to maxSize, and maxSize itself.
        var count = Int(((fit.maxSize - fit.minSize) / TextFit.step).rounded(.down)) + 1
        func size(_ index: Int) -> CGFloat { min(fit.maxSize, fit.minSize + CGFloat(index) * TextFit.step) }
        if size(count - 1) < fit.maxSize { count += 1 }
        var found: CGFloat
        if try fits(size(count - 1)) {
            found = size(count - 1)
        } else if try !fits(size(0)) {
            found = size(0)
        } else {
            var low = 0, high = count - 1   // fits(low), !fits(high)
            while high - low > 1 {
                let middle = (low + high) / 2
                if try fits(size(middle)) { low = middle } else { high = middle }
            }
            found = size(low)
        }
        var final = scaled(by: found / base)
        final.paragraph.fit = nil
        final.paragraph.lineLimit = limit
        return (found, try final.layout(maxWidth: width))
    }

    /// libunibreak's opportunity after each scalar of the whole string, each by the rules of its
    /// span's language.
    func lineBreakOpportunities() -> [LineBreakOpportunity] {
        var values: [UInt32] = [], languages: [String?] = []
        for span in spans {
            for scalar in span.string.unicodeScalars {
                values.append(scalar.value)
                languages.append(span.attributes.language)
            }
        }
        return Unibreak.opportunities(values, languages: languages)
    }

    /// The layout at the narrowest width, to half a point, that keeps the line count it has at
    /// `maxWidth` without breaking inside a word (``balancedLineBreaks(_:)``).
    func balancedLayout(maxWidth: CGFloat) throws -> Layout {
        var plain = self
        plain.paragraph.balancesLines = false
        let full = try plain.layout(maxWidth: maxWidth)
        guard full.count > 1 else { return full }
        let opportunities = lineBreakOpportunities()
        var unlimited = plain
        unlimited.paragraph.lineLimit = nil
        let lines = try unlimited.layout(maxWidth: maxWidth).count
        func keeps(_ width: CGFloat) throws -> Bool {
            let layout = try unlimited.layout(maxWidth: width)
            return layout.count == lines && layout.breaksAtOpportunities(opportunities, in: string)
        }
        // keeps(high) always; keeps(low) never (no text keeps its lines at half a point).
        var low = TextFit.step, high = maxWidth
        while high - low > TextFit.step {
            let middle = (low + high) / 2
            if try keeps(middle) { high = middle } else { low = middle }
        }
        return try plain.layout(maxWidth: high)
    }
}

extension Text.Layout {
    /// Whether the layout fits the box: each line at most `width`, all at most `height`, at most
    /// `lineLimit` lines, every break at a line-break opportunity (or, hyphenated, a hyphenation point). A hundredth of a point of slack
    /// absorbs rounding in sums of advances.
    func fits(width: CGFloat, height: CGFloat?, lineLimit: Int?, opportunities: [LineBreakOpportunity], in string: String) -> Bool {
        let slack: CGFloat = 0.01
        if let lineLimit, count > lineLimit { return false }
        if let height, size.height > height + slack { return false }
        if contains(where: { $0.typographicBounds.width > width + slack }) { return false }
        return breaksAtOpportunities(opportunities, in: string)
    }

    /// True when every line after the first starts after a break opportunity (UAX #14), a
    /// hard break, or a hyphenation point where the line before ends in a hyphen; not elsewhere
    /// inside a word.
    func breaksAtOpportunities(_ opportunities: [LineBreakOpportunity], in string: String) -> Bool {
        guard count > 1 else { return true }
        // UTF-8 offset -> index of the scalar that starts there.
        var scalarAt: [Int: Int] = [:]
        var offset = 0
        for (index, scalar) in string.unicodeScalars.enumerated() {
            scalarAt[offset] = index
            offset += UTF8.width(scalar)
        }
        // Where a line ends in a hyphen the typesetter added (``Text/hyphenate(_:)``): a run
        // holding none of the text, at the break, that is not the ellipsis.
        let hyphenBreaks = Set(flatMap { $0 }.filter { $0.characterRange.isEmpty && $0.text != "\u{2026}" }
            .map(\.characterRange.lowerBound))
        for line in dropFirst() {
            // The line's range leaves out hanging spaces; the break is before its first scalar,
            // or after the spaces that precede it.
            guard let start = scalarAt[line.characterRange.lowerBound], start > 0 else { continue }
            if opportunities[start - 1] == .noBreak && !hyphenBreaks.contains(line.characterRange.lowerBound) { return false }
        }
        return true
    }
}
