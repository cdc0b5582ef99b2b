import Foundation
import KinetypeEffects
import KinetypeGraphics
import KinetypePrimitives

extension ASSMotionWriter.Script {
    /// One straight piece of a word's motion: from `start` to `end` centiseconds its place, size
    /// and opacity go in a straight line from `from` to `to`, in one colour.
    struct Segment {
        var start: Int
        var end: Int
        var from: Key
        var to: Key
        var color: Color
        /// Whether the word is being spoken: the style's `outline` goes under it.
        var spoken: Bool
    }

    /// What moves: the `\pos` point, the scale and the opacity.
    struct Key {
        var x: Double
        var y: Double
        var scale: Double
        var opacity: Double

        /// The key `share` of the way from `self` to `other`.
        func mix(_ other: Key, _ share: Double) -> Key {
            Key(x: x + (other.x - x) * share, y: y + (other.y - y) * share, scale: scale + (other.scale - scale) * share,
                opacity: opacity + (other.opacity - opacity) * share)
        }

        /// Whether `other` is within a third of a pixel, a 300th of the size and a 100th of the opacity.
        func isClose(to other: Key) -> Bool {
            abs(x - other.x) <= 0.34 && abs(y - other.y) <= 0.34 && abs(scale - other.scale) <= 0.0034 && abs(opacity - other.opacity) <= 0.011
        }
    }

    /// How far past each word's start and end the style keeps moving, in centiseconds, and how
    /// often it is sampled then: `pop`'s spring settles within a second; `reveal` fades.
    var motion: (length: Int, step: Int) {
        switch style.style {
        case .pop: (100, 2)
        case .reveal: (Int((style.fade * 100).rounded(.up)) + 2, 2)
        case .plain, .karaoke, .highlight: (0, 2)
        }
    }

    /// Every line of `page`: its plates, each word's pieces and their shadows, `highlight`'s
    /// boxes. Word times are taken to the script's centiseconds first, so every colour and state
    /// changes where a line starts.
    func events(of page: PlacedCaptionPage) -> [String] {
        let pageStart = page.page.start
        func centiseconds(_ time: Double) -> Int { Int(saturating: (max(0, time) * 100).rounded()) }
        let first = centiseconds(pageStart), last = max(centiseconds(page.page.end), first + 1)
        var words: [Int: CaptionWordAttribute] = [:], boxes: [Int: CGRect] = [:], lineIndices: [Int: Int] = [:]
        var times: Set<Int> = [first, last]
        for word in page.words {
            var attribute = word.attribute
            let start = min(max(centiseconds(pageStart + attribute.start), first), last)
            let end = min(max(centiseconds(pageStart + attribute.end), start), last)
            attribute.start = Double(start) / 100 - pageStart
            attribute.end = Double(end) / 100 - pageStart
            words[word.index] = attribute
            boxes[word.index] = word.box
            lineIndices[word.index] = word.line
            for event in [start, end] {
                times.insert(event)
                for offset in stride(from: motion.step, to: motion.length, by: motion.step) where event + offset < last { times.insert(event + offset) }
            }
        }
        let samples = times.sorted()
        func poses(at centiseconds: Double) -> [Int: CaptionStyleRenderer.WordPose] {
            var renderer = style
            renderer.time = centiseconds / 100 - pageStart
            return renderer.poses(boxes: boxes, lines: lineIndices, words: words, area: area)
        }
        // Each interval's pose at its start, and just before its end.
        let starts = samples.dropLast().map { poses(at: Double($0)) }
        let ends = samples.dropFirst().map { poses(at: Double($0) - 1e-4) }
        var lines = plates(of: page, from: first, to: last)
        for word in page.words {
            let model = page.page.words.indices.contains(word.index) ? page.page.words[word.index] : nil
            if style.style == .karaoke, let attribute = words[word.index] {
                let start = centiseconds(pageStart + attribute.start) - first, end = centiseconds(pageStart + attribute.end) - first
                lines += karaoke(word, attribute: attribute, start: start, end: end, from: first, to: last)
                continue
            }
            func pose(_ poses: [Int: CaptionStyleRenderer.WordPose]) -> CaptionStyleRenderer.WordPose? {
                poses[word.index].map { ASSMotionWriter.look(of: $0, word: model, placed: word) }
            }
            var pieces: [(start: Int, end: Int, from: CaptionStyleRenderer.WordPose, to: CaptionStyleRenderer.WordPose)] = []
            for index in samples.indices.dropLast() {
                guard let from = pose(starts[index]), let to = pose(ends[index]) else { continue }
                pieces.append((samples[index], samples[index + 1], from, to))
            }
            // The box behind the word while it is spoken, one drawing a run of boxed intervals.
            var boxStart: Int?
            for (index, piece) in pieces.enumerated() {
                if piece.from.boxed, boxStart == nil { boxStart = piece.start }
                if let start = boxStart, !piece.from.boxed || index == pieces.count - 1 {
                    let end = piece.from.boxed ? piece.end : piece.start
                    let height = word.box.height
                    lines += drawing(word.box.insetBy(dx: -height * 0.15, dy: -height * 0.04), radius: Double(height * 0.18),
                                     color: style.box, layer: .box, from: start, to: end)
                    boxStart = nil
                }
            }
            let keyed = pieces.map { piece in
                // Spoken or not matters only for an outline: without one a still word stays one line.
                (start: piece.start, end: piece.end, color: piece.from.color, spoken: piece.from.spoken && style.outline != nil,
                 from: key(word, piece.from), to: key(word, piece.to))
            }
            for segment in Self.merged(keyed) where segment.from.opacity > 0 || segment.to.opacity > 0 {
                lines += self.lines(of: word, segment)
            }
        }
        return lines
    }

    /// The key of `word` in `pose`.
    func key(_ word: PlacedCaptionPage.Word, _ pose: CaptionStyleRenderer.WordPose) -> Key {
        let point = position(of: word, scale: pose.scale, shift: pose.shift)
        return Key(x: Double(point.x), y: Double(point.y), scale: pose.scale, opacity: pose.opacity)
    }

    /// Intervals joined into straight segments: a segment grows while its colour stays and a
    /// straight line from its first key to its last passes within ``Key/isClose(to:)`` of every
    /// key between.
    static func merged(_ pieces: [(start: Int, end: Int, color: Color, spoken: Bool, from: Key, to: Key)]) -> [Segment] {
        var segments: [Segment] = []
        var first = 0
        while first < pieces.count {
            var last = first
            while last + 1 < pieces.count {
                let next = last + 1
                guard pieces[next].start == pieces[last].end, pieces[next].color == pieces[first].color,
                      pieces[next].spoken == pieces[first].spoken else { break }
                let start = Double(pieces[first].start), length = Double(pieces[next].end) - start
                let from = pieces[first].from, to = pieces[next].to
                let fits = (first...next).allSatisfy { index in
                    from.mix(to, (Double(pieces[index].start) - start) / length).isClose(to: pieces[index].from)
                        && from.mix(to, (Double(pieces[index].end) - start) / length).isClose(to: pieces[index].to)
                }
                guard fits else { break }
                last = next
            }
            segments.append(Segment(start: pieces[first].start, end: pieces[last].end, from: pieces[first].from, to: pieces[last].to,
                                    color: pieces[first].color, spoken: pieces[first].spoken))
            first = last + 1
        }
        return segments
    }

    /// The lines of one segment of `word`: its shadows, then the word.
    func lines(of word: PlacedCaptionPage.Word, _ segment: Segment) -> [String] {
        let number = ASSMotionWriter.number
        let duration = (segment.end - segment.start) * 10
        func place(_ dx: CGFloat, _ dy: CGFloat) -> String {
            let (a, b) = (segment.from, segment.to)
            if abs(a.x - b.x) < 0.01 && abs(a.y - b.y) < 0.01 { return "\\pos(\(number(a.x + Double(dx))),\(number(a.y + Double(dy))))" }
            return "\\move(\(number(a.x + Double(dx))),\(number(a.y + Double(dy))),\(number(b.x + Double(dx))),\(number(b.y + Double(dy))))"
        }
        func size(_ key: Key) -> String {
            let percent = number(key.scale * 100)
            return "\\fscx\(percent)\\fscy\(percent)" + (border > 0 ? "\\bord" + number(border * key.scale) : "")
        }
        let scaled = segment.from.scale != 1 ? size(segment.from) : ""
        let grows = abs(segment.from.scale - segment.to.scale) > 1e-4 ? "\\t(0,\(duration),\(size(segment.to)))" : ""
        let face = faceTags(word), text = escaped(word.text)
        var lines: [String] = []
        for shadow in shadows {
            let opacity = Double(shadow.color.resolve().opacity)
            var alpha = "\\alpha" + ASSMotionWriter.alpha(opacity * segment.from.opacity)
            if abs(segment.from.opacity - segment.to.opacity) > 1e-4 { alpha += "\\t(0,\(duration),\\alpha\(ASSMotionWriter.alpha(opacity * segment.to.opacity)))" }
            lines.append(dialogue(.shadow, segment.start, segment.end, style: "Shadow",
                                  "{\(place(shadow.x, shadow.y))\(face)\(scaled)\(blur(shadow))\(alpha)\(grows)}\(text)"))
        }
        let fill = Double(segment.color.resolve().opacity), stroke = Double(strokeColor.resolve().opacity)
        func alphas(_ opacity: Double) -> String {
            "\\1a" + ASSMotionWriter.alpha(fill * opacity) + "\\3a" + ASSMotionWriter.alpha(stroke * opacity)
        }
        if let outline = style.outline, segment.spoken, style.outlineWidth > 0 {
            // The style's outline under the spoken word: a border alone, under the word's own.
            let width = Double(style.outlineWidth) / 2
            func ring(_ key: Key) -> String {
                "\\fscx\(number(key.scale * 100))\\fscy\(number(key.scale * 100))\\bord" + number(width * key.scale)
            }
            var tags = place(0, 0) + face + ring(segment.from) + "\\1a&HFF&\\3c" + ASSWriter.overrideColor(outline)
            if outline.resolve().opacity < 1 { tags += "\\3a" + ASSMotionWriter.alpha(Double(outline.resolve().opacity)) }
            if !grows.isEmpty { tags += "\\t(0,\(duration),\(ring(segment.to)))" }
            lines.append(dialogue(.word, segment.start, segment.end, style: "Word", "{\(tags)}\(text)"))
        }
        var tags = place(0, 0) + face + scaled
        if segment.color != style.upcoming { tags += "\\1c" + ASSWriter.overrideColor(segment.color) }
        if segment.from.opacity < 1 || fill < 1 || stroke < 1 { tags += alphas(segment.from.opacity) }
        var change = grows.isEmpty ? "" : size(segment.to)
        if abs(segment.from.opacity - segment.to.opacity) > 1e-4 { change += alphas(segment.to.opacity) }
        if !change.isEmpty { tags += "\\t(0,\(duration),\(change))" }
        lines.append(dialogue(.word, segment.start, segment.end, style: "Word", "{\(tags)}\(text)"))
        return lines
    }

    /// `karaoke`'s line of `word` for the whole page: the fill sweeps through it with `\kf`
    /// while it is spoken (an empty `\k` syllable before), in its active colour over its
    /// upcoming one, then takes the style's `past` colour if it has one; and its shadows.
    /// `start` and `end` are the word's times in centiseconds from the line's start.
    func karaoke(_ word: PlacedCaptionPage.Word, attribute: CaptionWordAttribute, start: Int, end: Int, from first: Int, to last: Int) -> [String] {
        let number = ASSMotionWriter.number
        let point = position(of: word, scale: 1, shift: .zero)
        let place = { (dx: CGFloat, dy: CGFloat) in "\\pos(\(number(Double(point.x + dx))),\(number(Double(point.y + dy))))" }
        let face = faceTags(word), text = escaped(word.text)
        var lines: [String] = []
        for shadow in shadows {
            lines.append(dialogue(.shadow, first, last, style: "Shadow", "{\(place(shadow.x, shadow.y))\(face)\(blur(shadow))"
                                  + "\\alpha\(ASSMotionWriter.alpha(Double(shadow.color.resolve().opacity)))}\(text)"))
        }
        if let outline = style.outline, style.outlineWidth > 0, end > start {
            lines.append(dialogue(.word, first + start, first + end, style: "Word", "{\(place(0, 0))\(face)\\1a&HFF&\\3c"
                + ASSWriter.overrideColor(outline) + "\\bord" + number(Double(style.outlineWidth) / 2) + "}\(text)"))
        }
        var tags = place(0, 0) + face + "\\1c" + ASSWriter.overrideColor(style.active(attribute)) + "\\2c" + ASSWriter.overrideColor(style.upcoming(attribute))
        if let past = style.past {
            tags += "\\t(\(end * 10),\(end * 10 + 1),\\1c\(ASSWriter.overrideColor(past)))"
        }
        lines.append(dialogue(.word, first, last, style: "Word", "{\(tags)}{\\k\(start)}{\\kf\(max(0, end - start))}\(text)"))
        return lines
    }
}
