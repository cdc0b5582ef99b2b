import Foundation

/// What the typesetter knows about one paragraph before it breaks it into lines.
final class ParagraphInfo {
    /// Scalar indices of the paragraph in the whole text.
    let range: Range<Int>
    let bidi: BidiParagraph
    /// Per scalar of the paragraph (local index): the face that draws it and its resolved script.
    let faces: [FontFace]
    let scripts: [UInt32]
    /// Local scalar indices where grapheme clusters end, ascending.
    let graphemeEnds: [Int]
    /// Per scalar: its share of the paragraph's advance when shaped on one line, in pixels.
    var advances: [CGFloat] = []
    /// Per scalar: true when a HarfBuzz cluster starts there (a line may break before it).
    var clusterStarts: [Bool] = []
    /// The word the line breaker hyphenated last (local scalar indices, first and last), the
    /// language of its patterns and its hyphenation points (local, ascending, each a grapheme
    /// end): a word broken over many lines is found and hyphenated once, not once a line.
    var hyphenatedWord: (range: ClosedRange<Int>, language: String, cuts: [Int])?

    init(range: Range<Int>, bidi: BidiParagraph, faces: [FontFace], scripts: [UInt32], graphemeEnds: [Int]) {
        self.range = range
        self.bidi = bidi
        self.faces = faces
        self.scripts = scripts
        self.graphemeEnds = graphemeEnds
    }
}

extension Typesetter {
    /// Bidi levels, scripts, faces and grapheme clusters of the paragraph `range`.
    func analyze(_ range: Range<Int>) -> ParagraphInfo {
        let values = scalars[range].map(\.value)
        let bidi = FriBidi.paragraph(values, direction: text.paragraph.direction)
        let scripts = resolveScripts(range)
        var graphemeEnds: [Int] = []
        var end = 0
        var string = String.UnicodeScalarView()
        string.append(contentsOf: scalars[range])
        for character in String(string) {
            end += character.unicodeScalars.count
            graphemeEnds.append(end)
        }
        let faces = assignFaces(range, graphemeEnds: graphemeEnds)
        return ParagraphInfo(range: range, bidi: bidi, faces: faces, scripts: scripts, graphemeEnds: graphemeEnds)
    }

    /// Each scalar's script (HarfBuzz's Unicode data); Common, Inherited and Unknown take the
    /// script before them, or at the start the first real script after them (Latin if none).
    private func resolveScripts(_ range: Range<Int>) -> [UInt32] {
        let raw = scalars[range].map { HarfBuzz.script(of: $0) }
        func isWeak(_ s: UInt32) -> Bool {
            s == HarfBuzz.commonScript || s == HarfBuzz.inheritedScript || s == HarfBuzz.unknownScript
        }
        let latin: UInt32 = 0x4C61_746E
        var resolved = raw
        var current = raw.first { !isWeak($0) } ?? latin
        for i in resolved.indices {
            if isWeak(resolved[i]) { resolved[i] = current } else { current = resolved[i] }
        }
        return resolved
    }

    /// The face for each scalar, chosen per grapheme cluster: the span's font when it has every
    /// glyph; for emoji presentation a colour font; for punctuation and spaces the face before
    /// them when it has them (so an Arabic phrase stays one run); else a fallback face that has it.
    private func assignFaces(_ range: Range<Int>, graphemeEnds: [Int]) -> [FontFace] {
        var faces: [FontFace] = []
        faces.reserveCapacity(range.count)
        var start = 0
        var previous: FontFace?
        for end in graphemeEnds {
            let cluster = scalars[(range.lowerBound + start)..<(range.lowerBound + end)]
            let span = spanOfScalar[range.lowerBound + start]
            let primary = spanFaces[span]
            let font = attributes[span].effectiveFont
            let weight = (font.weightValue ?? .regular).fontconfigWeight
            var face = primary
            if Typesetter.isEmoji(cluster) {
                if let color = catalog.fallback(for: cluster.first!, weight: weight, italic: font.isItalic, preferColor: true),
                   color.covers(cluster) {
                    face = color
                }
            } else {
                let common = cluster.allSatisfy {
                    let script = HarfBuzz.script(of: $0)
                    return script == HarfBuzz.commonScript || script == HarfBuzz.inheritedScript
                }
                if common, let previous, previous != primary, !previous.hasColorGlyphs, previous.covers(cluster) {
                    face = previous
                } else if !primary.covers(cluster) {
                    face = fallback(for: cluster, weight: weight, italic: font.isItalic) ?? primary
                }
            }
            faces.append(contentsOf: repeatElement(face, count: end - start))
            previous = face
            start = end
        }
        return faces
    }

    private func fallback(for cluster: ArraySlice<Unicode.Scalar>, weight: Int32, italic: Bool) -> FontFace? {
        var best: FontFace?
        for scalar in cluster where !scalar.properties.isDefaultIgnorableCodePoint {
            guard let face = catalog.fallback(for: scalar, weight: weight, italic: italic, preferColor: false) else { continue }
            if face.covers(cluster) { return face }
            if best == nil { best = face }
        }
        return best
    }

    /// True for a grapheme cluster shown as emoji: an emoji-presentation character, a variation
    /// selector 16, a keycap, a flag, a skin-tone modifier, or a ZWJ sequence of emoji.
    static func isEmoji<C: Collection>(_ cluster: C) -> Bool where C.Element == Unicode.Scalar {
        guard let first = cluster.first else { return false }
        var hasZWJ = false
        for scalar in cluster {
            switch scalar.value {
            case 0xFE0E: return false
            case 0xFE0F, 0x20E3, 0x1F1E6...0x1F1FF: return true
            case 0x200D: hasZWJ = true
            default: if scalar.properties.isEmojiModifier { return true }
            }
        }
        if first.properties.isEmojiPresentation { return true }
        return hasZWJ && first.properties.isEmoji && first.value > 0xFF
    }

    /// Cuts `range` (scalar indices of the whole text) into items where the level, script, face
    /// or span changes. `levels` and the paragraph's arrays are indexed from `paragraph.range.lowerBound`.
    func itemize(_ range: Range<Int>, in paragraph: ParagraphInfo, levels: (Int) -> UInt8) -> [Item] {
        var items: [Item] = []
        for i in range {
            let local = i - paragraph.range.lowerBound
            let level = levels(i), script = paragraph.scripts[local], face = paragraph.faces[local]
            let span = spanOfScalar[i]
            if var last = items.last, last.level == level, last.script == script, last.face == face, last.span == span {
                last.range = last.range.lowerBound..<(i + 1)
                items[items.count - 1] = last
            } else {
                items.append(Item(range: i..<(i + 1), level: level, script: script, face: face, span: span))
            }
        }
        return items
    }

    /// Shapes `item` with the text of `context` (scalar indices) around it, so Arabic joins and
    /// marks attach as they do in the whole line, but nothing past the line's ends takes part.
    ///
    /// An item with a run of more than ``maximumCombiningRun`` combining marks in a row is shaped
    /// in pieces cut before every further such run (Unicode's Stream-Safe Text Format, UAX #15,
    /// puts a combining grapheme joiner there). HarfBuzz finds the base of each mark by walking
    /// back over the marks before it, so one cluster of twenty thousand marks would take time in
    /// the square of its length; real text never stacks more than a few marks, and marks past the
    /// thirtieth are drawn, each piece stacked on its own, rather than attached to the base.
    func shape(_ item: Item, context: Range<Int>) -> [ShapedGlyph] {
        let pieces = streamSafePieces(item.range)
        guard pieces.count > 1 else { return shapePiece(item, range: item.range, context: context) }
        // Right-to-left glyphs come back in visual order: the last piece is shown first.
        let ordered = item.level % 2 == 1 ? pieces.reversed() : pieces
        return ordered.flatMap { shapePiece(item, range: $0, context: context) }
    }

    /// The longest run of combining marks shaped in one piece: 30, the limit of UAX #15's
    /// Stream-Safe Text Format.
    static let maximumCombiningRun = 30

    /// `range` cut before the first mark past every ``maximumCombiningRun`` marks in a row; one
    /// piece (the whole range) for any text that does not stack that many.
    func streamSafePieces(_ range: Range<Int>) -> [Range<Int>] {
        var pieces: [Range<Int>] = []
        var start = range.lowerBound, run = 0
        for index in range {
            guard scalars[index].properties.canonicalCombiningClass != .notReordered else {
                run = 0
                continue
            }
            run += 1
            if run > Typesetter.maximumCombiningRun {
                pieces.append(start..<index)
                start = index
                run = 1
            }
        }
        pieces.append(start..<range.upperBound)
        return pieces
    }

    private func shapePiece(_ item: Item, range: Range<Int>, context: Range<Int>) -> [ShapedGlyph] {
        let contextStart = utf8Offsets[context.lowerBound], contextEnd = utf8Offsets[context.upperBound]
        let itemStart = utf8Offsets[range.lowerBound], itemEnd = utf8Offsets[range.upperBound]
        var glyphs = utf8.withUnsafeBufferPointer { bytes in
            HarfBuzz.shape(
                UnsafeBufferPointer(rebasing: bytes[contextStart..<contextEnd]),
                itemOffset: itemStart - contextStart, itemLength: itemEnd - itemStart,
                face: item.face, rightToLeft: item.level % 2 == 1, script: item.script, language: attributes[item.span].language,
                features: attributes[item.span].effectiveFont.features)
        }
        for i in glyphs.indices { glyphs[i].cluster += contextStart }
        return glyphs
    }

    /// The index of the scalar that starts at UTF-8 offset `offset` (or the last one before it).
    func scalarIndex(atUTF8 offset: Int) -> Int {
        var low = 0, high = scalars.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if utf8Offsets[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// Extra space after each cluster from kerning and tracking, for a span, in pixels.
    func spacing(span: Int) -> CGFloat {
        (attributes[span].kerning ?? 0) + (attributes[span].tracking ?? 0)
    }
}
