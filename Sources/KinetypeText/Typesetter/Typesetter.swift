import Foundation

extension Text {
    /// Lays the text out: bidi (FriBidi), script and font runs with fallback, shaping (HarfBuzz),
    /// line breaking (libunibreak, wrapping at `maxWidth` when given), truncation at `lineLimit`,
    /// visual reordering, and alignment.
    ///
    /// - Throws: ``TextError`` for a bad font, size or width.
    ///
    /// A text with a fit (``fit(width:height:minSize:maxSize:lineLimit:)``) is laid out at the
    /// size found, wrapping at the narrower of the fit's width and `maxWidth`; one with balanced
    /// line breaks (``balancedLineBreaks(_:)``) at the narrowest width that keeps its line count.
    public func layout(maxWidth: CGFloat? = nil) throws -> Layout {
        if let fit = paragraph.fit { return try fitted(fit, maxWidth: maxWidth).layout }
        if paragraph.balancesLines, let maxWidth { return try balancedLayout(maxWidth: maxWidth) }
        return try Typesetter(text: self, maxWidth: maxWidth).run()
    }

    /// Everything ``layout(maxWidth:)`` reads, as a key for caching layouts: the spans (strings
    /// and attributes), the paragraph settings and the width.
    ///
    /// Two texts with equal keys have equal layouts, because layout is a pure function of
    /// them: the typesetter reads nothing else of the text (not its renderer, which
    /// `textRenderer(_:)` sets and only drawing reads), and the font catalogue it asks opens
    /// each file once and keeps each look-up, so the same font request always gets the same face.
    /// Keep this in step with ``Typesetter``: a new input to layout belongs in the key.
    package struct LayoutKey: Hashable, Sendable {
        let spans: [Span]
        let paragraph: ParagraphStyle
        let maxWidth: CGFloat?
    }

    /// The key of this text's layout at `maxWidth`.
    package func layoutKey(maxWidth: CGFloat?) -> LayoutKey {
        LayoutKey(spans: spans, paragraph: paragraph, maxWidth: maxWidth)
    }
}

/// One stretch of a paragraph with one level, script, face and span: the unit HarfBuzz shapes.
struct Item {
    var range: Range<Int>        // scalar indices in the whole text
    var level: UInt8
    var script: UInt32
    var face: FontFace
    var span: Int
}

/// The typesetter: text in, `Text.Layout` out. It knows nothing about time or drawing.
struct Typesetter {
    let text: Text
    let maxWidth: CGFloat?
    let catalog = FontCatalog.shared

    // The whole text, in three views: scalars, their UTF-8 offsets, and UTF-8 bytes.
    let scalars: [Unicode.Scalar]
    let utf8Offsets: [Int]        // offset of scalar i; one extra entry: the total length
    let utf8: [UInt8]
    let spanOfScalar: [Int]
    /// Per span: its primary face, size and attributes.
    var spanFaces: [FontFace] = []
    var spanSizes: [CGFloat] = []
    let attributes: [TextStyleAttributes]

    init(text: Text, maxWidth: CGFloat?) {
        self.text = text
        self.maxWidth = maxWidth
        var scalars: [Unicode.Scalar] = [], offsets: [Int] = [], spans: [Int] = []
        var offset = 0
        for (index, span) in text.spans.enumerated() {
            for scalar in span.string.unicodeScalars {
                scalars.append(scalar)
                offsets.append(offset)
                spans.append(index)
                offset += UTF8.width(scalar)
            }
        }
        offsets.append(offset)
        self.scalars = scalars
        self.utf8Offsets = offsets
        self.spanOfScalar = spans
        self.utf8 = Array(text.string.utf8)
        self.attributes = text.spans.map(\.attributes)
    }

    func run() throws -> Text.Layout {
        var typesetter = self
        try typesetter.resolveFonts()
        return try typesetter.layoutParagraphs()
    }

    /// Checks sizes and the width, and finds each span's primary face.
    private mutating func resolveFonts() throws {
        if let maxWidth, !(maxWidth > 0 && maxWidth.isFinite) { throw TextError.invalidWidth(Double(maxWidth)) }
        var cache: [Font: FontFace] = [:]
        for attributes in attributes {
            let font = attributes.effectiveFont
            guard font.size > 0 && font.size.isFinite else { throw TextError.invalidFontSize(Double(font.size)) }
            let face: FontFace
            if let cached = cache[font] {
                face = cached
            } else {
                face = try catalog.face(for: font)
                cache[font] = face
            }
            spanFaces.append(face)
            spanSizes.append(font.size)
        }
    }

    /// Splits the text into paragraphs at hard breaks and lays each out.
    private func layoutParagraphs() throws -> Text.Layout {
        var paragraphs: [Range<Int>] = []
        var start = 0, i = 0
        while i < scalars.count {
            let value = scalars[i].value
            if value == 0x0A || value == 0x0B || value == 0x0C || value == 0x85 || value == 0x2029 || value == 0x2028 {
                paragraphs.append(start..<i)
                start = i + 1
            } else if value == 0x0D {
                paragraphs.append(start..<i)
                if i + 1 < scalars.count && scalars[i + 1].value == 0x0A { i += 1 }
                start = i + 1
            }
            i += 1
        }
        if start < scalars.count || !paragraphs.isEmpty || !scalars.isEmpty { paragraphs.append(start..<scalars.count) }

        var lines: [LineSpec] = []
        for paragraph in paragraphs {
            lines += try breakParagraph(paragraph)
        }
        var isTruncated = false
        if let limit = text.paragraph.lineLimit, lines.count > limit {
            isTruncated = true
            lines = Array(lines.prefix(limit))
            lines[limit - 1] = truncate(lines[limit - 1])
        }
        return place(lines, isTruncated: isTruncated)
    }

    /// Scale from font units to pixels for a span.
    func scale(_ face: FontFace, span: Int) -> CGFloat { spanSizes[span] / CGFloat(face.unitsPerEm) }
}

extension FontCatalog {
    /// The face a `Font` asks for: its file, its family, or the bundled family of its design; on
    /// a variable face, the instance at the axis values its weight, slant and variations give.
    package func face(for font: Font) throws -> FontFace {
        let base = try baseFace(for: font)
        guard !base.axes.isEmpty else { return base }
        return instance(of: base, variations: base.impliedVariations(weight: font.weightValue, italic: font.isItalic) + font.variations)
    }

    /// The face a `Font` asks for, at its default axis values.
    package func baseFace(for font: Font) throws -> FontFace {
        let weight = (font.weightValue ?? .regular).fontconfigWeight
        switch font.source {
        case .file(let path, let index):
            return try face(path: path, index: index)
        case .family(let name):
            return try face(family: name, weight: weight, italic: font.isItalic)
        case .system(let design):
            return try face(family: design.family, weight: weight, italic: font.isItalic)
        }
    }
}
