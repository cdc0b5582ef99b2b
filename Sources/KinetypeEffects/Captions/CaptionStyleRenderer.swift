import Foundation
import KinetypeAnimation
import KinetypeGraphics
import KinetypePrimitives
import KinetypeText

/// Draws a caption page word by word as it is spoken (the words carry ``CaptionWordAttribute``):
///
/// - `karaoke`: a fill in `active` sweeps through each word while it is spoken, from the side
///   its text starts on (left to right, or right to left in Arabic and Hebrew); sung words keep
///   the fill, words to come are `upcoming`.
/// - `pop`: the word being spoken grows to `scale` on a spring, in `active`; the others are
///   dimmed to `dim`.
/// - `highlight`: a rounded box in `box` sits behind the word being spoken.
/// - `reveal`: words appear as they are spoken, fading in over `fade` seconds.
/// - `plain`: the page as it is.
///
/// Every style can put a rounded `plate` behind each line, as broadcast captions do.
///
/// A word's own colours from the caption file (``CaptionWordAttribute/color`` and
/// ``CaptionWordAttribute/spokenColor``: an ASS style's colours, SRT's `<font color>`) stand in
/// for `upcoming` and `active` unless ``wordColors`` leaves them out (the catalogue entries do
/// where the user gave `color` or `active`); `past`, when set, always wins.
///
/// Text that carries no caption words is drawn as it is, so the renderer is harmless on any layer.
public struct CaptionStyleRenderer: TextRenderer {
    /// How the page shows which word is spoken: `plain`, `karaoke`, `pop`, `highlight` or `reveal`
    /// (described on ``CaptionStyleRenderer``); the raw values are the catalogue's entry names.
    public enum Style: String, CaseIterable, Sendable {
        case plain, karaoke, pop, highlight, reveal
    }

    /// The style the page is drawn in.
    public var style: Style
    /// Seconds since the page appeared.
    public var time: TimeInterval
    /// The colour of words not yet spoken, and of every word in `plain`, `highlight` and `reveal`;
    /// white by default. A word's own colour from the file stands in for it (``wordColors``).
    public var upcoming: Color
    /// The colour of the word being spoken in `karaoke` (its sung part, and then the words sung)
    /// and in `pop`; a warm yellow by default. A word's own spoken colour stands in for it
    /// (``wordColors``).
    public var active: Color
    /// The words already spoken; nil is the style's own choice (karaoke keeps the fill, the
    /// others go back to `upcoming`).
    public var past: Color?
    /// An outline drawn under the word being spoken, `outlineWidth` pixels wide; nil for none.
    public var outline: Color?
    /// The width of ``outline``'s stroke, in pixels (half of it lies outside the glyphs); 6 by
    /// default.
    public var outlineWidth: CGFloat = 6
    /// The colour of `highlight`'s rounded box behind the word being spoken; pink by default.
    public var box: Color
    /// A rounded plate behind each line, `platePadding` pixels larger than the line's text on
    /// every side; nil for none.
    public var plate: Color?
    /// How far ``plate`` reaches past each line's text on every side, in pixels; 12 by default. Its
    /// corners are rounded by the same amount, at most half the plate's height.
    public var platePadding: CGFloat = 12
    /// The size `pop` grows the spoken word to, as a factor; 1.25 by default. The word grows and
    /// shrinks back on a spring (0.3 s, bounce 0.35), and the words around it move aside so none is
    /// covered. The grown word stays inside the canvas less the title card's 5% placement margin:
    /// its line moves back inside, and where it is too wide for that, it grows less.
    public var scale: Double
    /// The opacity factor of the words `pop` is not popping, 0…1; 0.6 by default.
    public var dim: Double
    /// The seconds `reveal` takes to fade each word in from its start; 0.12 by default.
    public var fade: Double
    /// Which of a word's own colours from the file stand in for the style's (both by default).
    public var wordColors: WordColors = [.upcoming, .spoken]
    /// The seconds `highlight`'s box takes to glide from the word spoken before to the word
    /// being spoken, on a spring without bounce; 0 (the default) moves it at once. While it
    /// glides, and in the pauses between words, the box stays on the page.
    public var glide: Double = 0
    /// Each word's entrance from its own start (`--entrance`): the word is hidden until it is
    /// spoken, then comes in through the transition's style over its duration (a typed style
    /// shows the word's letters one after another); nil (the default) shows every word from
    /// the page's start.
    public var entrance: TextTransition?

    /// A word's own colours: before it is spoken (for `upcoming`), and while and after (for `active`).
    public struct WordColors: OptionSet, Hashable, Sendable {
        /// The set's bits: 1 for ``upcoming``, 2 for ``spoken``.
        public let rawValue: UInt8
        /// The set with the bits of `rawValue`.
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// The word's colour from the file (``CaptionWordAttribute/color``) stands in for
        /// ``CaptionStyleRenderer/upcoming``.
        public static let upcoming = WordColors(rawValue: 1)
        /// The word's spoken colour from the file (``CaptionWordAttribute/spokenColor``) stands in
        /// for ``CaptionStyleRenderer/active``.
        public static let spoken = WordColors(rawValue: 2)
    }

    /// The colour of `word` before it is spoken.
    package func upcoming(_ word: CaptionWordAttribute) -> Color {
        if let keyword = word.keywordColor { return keyword }
        return wordColors.contains(.upcoming) ? word.color ?? upcoming : upcoming
    }

    /// The colour of `word` while and after it is spoken, where the style marks it.
    package func active(_ word: CaptionWordAttribute) -> Color {
        if let keyword = word.keywordColor { return keyword }
        return wordColors.contains(.spoken) ? word.spokenColor ?? active : active
    }

    /// The colour of `word` once spoken, when the style sets one: ``past``, unless the word is a
    /// keyword (which keeps its colour).
    package func past(_ word: CaptionWordAttribute) -> Color? {
        word.keywordColor ?? past
    }

    /// A caption page drawn in `style` at `time` seconds since it appeared, with its colours and
    /// the amounts `pop` and `reveal` use; ``past``, ``outline`` and ``plate`` start as none, and
    /// the file's own word colours stand in for `upcoming` and `active`.
    ///
    /// ```swift
    /// let page = Text("the words of one caption page")
    /// let popped = page.textRenderer(CaptionStyleRenderer(style: .pop, time: 0.4, scale: 1.4))
    /// ```
    public init(style: Style, time: TimeInterval, upcoming: Color = .white, active: Color = Color(red: 1, green: 0.84, blue: 0.04),
                box: Color = Color(red: 1, green: 0.23, blue: 0.56), scale: Double = 1.25, dim: Double = 0.6, fade: Double = 0.12) {
        self.style = style
        self.time = time
        self.upcoming = upcoming
        self.active = active
        self.box = box
        self.scale = scale
        self.dim = dim
        self.fade = fade
    }

    /// The renderer's ``time`` (`Animatable`).
    public var animatableData: Double {
        get { time }
        set { time = newValue }
    }

    /// The spring a popped word grows and settles back on.
    static let spring = Spring(duration: 0.3, bounce: 0.35)

    /// Draws the page in its ``style`` at ``time`` (`TextRenderer`): plates first, then the
    /// `highlight` box, then each word's outline and glyphs. Runs without a
    /// ``CaptionWordAttribute`` are drawn as they are.
    public func draw(layout: Text.Layout, in context: inout GraphicsContext) {
        if let plate {
            for line in layout where line.contains(where: { !$0.isEmpty }) {
                let rect = line.typographicBounds.rect.insetBy(dx: -platePadding, dy: -platePadding)
                context.fill(Path(roundedRect: rect, cornerRadius: min(platePadding, rect.height / 2)), with: .color(plate))
            }
        }
        let slices = layout.flatMap { line in line.flatMap { run in run.map { ($0, run[CaptionWordAttribute.self]) } } }
        // Each word's box: the union of its slices' (a word may span runs of several fonts).
        var boxes: [Int: CGRect] = [:]
        var lines: [Int: Int] = [:]
        for (lineIndex, line) in layout.enumerated() {
            for run in line {
                guard let word = run[CaptionWordAttribute.self] else { continue }
                lines[word.index] = lines[word.index] ?? lineIndex
                for slice in run {
                    boxes[word.index] = boxes[word.index].map { $0.union(slice.typographicBounds.rect) } ?? slice.typographicBounds.rect
                }
            }
        }
        let accents = Accents(renderer: self, layout: layout, context: context, boxes: boxes)
        var growths: [Int: Double] = [:]
        if style == .pop {
            for (_, word) in slices { if let word { growths[word.index] = (scale - 1) * growth(of: word) } }
        }
        // Popped words stay inside the canvas's safe area: their lines move back inside, and
        // they grow less where even that is not enough.
        var fit = SafeFit()
        if style == .pop, let area = Self.safeArea(of: context) {
            fit = Self.safeFit(boxes: boxes, lines: lines, growths: growths, area: area)
            if fit.share < 1 { growths = growths.mapValues { $0 * fit.share } }
        }
        var room = style == .pop ? Self.room(boxes: boxes, lines: lines, growths: growths) : [:]
        if !fit.lineShifts.isEmpty || fit.pageShift != 0 {
            for (index, shift) in room {
                room[index] = CGSize(width: shift.width + (lines[index].flatMap { fit.lineShifts[$0] } ?? 0), height: shift.height + fit.pageShift)
            }
        }
        if style == .highlight, glide > 0 {
            drawGlidingBox(boxes: boxes, words: slices.compactMap(\.1), in: &context)
        } else if style == .highlight {
            for (slice, word) in slices {
                guard let word, case .active = word.state(at: time), let box = boxes[word.index] else { continue }
                _ = slice
                let height = box.height
                let rect = box.insetBy(dx: -height * 0.15, dy: -height * 0.04)
                context.fill(Path(roundedRect: rect, cornerRadius: height * 0.18), with: .color(self.box))
                boxes[word.index] = nil
            }
        }
        for (slice, word) in slices {
            var copy = context
            guard let word else {
                if let emoji = slice.run[CaptionEmojiAttribute.self] {
                    accents.drawEmoji(slice, emoji, in: context)
                    continue
                }
                copy.draw(slice, options: .disablesSubpixelQuantization)
                continue
            }
            // Each word's entrance, from its own start; the word is hidden before.
            guard let entered = accents.entering(word, slice: slice, in: context) else { continue }
            copy = entered
            let state = word.state(at: time)
            if let outline, case .active = state {
                // The spoken word's own outline, under it (moved and scaled with it for pop).
                var outlined = entered
                if style == .pop, let box = boxes[word.index] {
                    let factor = CGFloat(1 + (scale - 1) * Self.spring.value(target: 1.0, time: time - word.start) * fit.share)
                    let shift = room[word.index] ?? .zero
                    outlined.translateBy(x: box.midX + shift.width, y: box.midY + shift.height)
                    outlined.scaleBy(x: factor, y: factor)
                    outlined.translateBy(x: -box.midX, y: -box.midY)
                }
                outlined.stroke(slice.outline, with: .color(outline), style: StrokeStyle(lineWidth: outlineWidth, lineJoin: .round))
            }
            switch style {
            case .plain, .highlight:
                copy.foregroundColor = upcoming(word)
                if case .past = state, let spoken = past(word) { copy.foregroundColor = spoken }
                copy.draw(slice, options: .disablesSubpixelQuantization)
            case .reveal:
                switch state {
                case .upcoming: continue
                case .active, .past: copy.opacity *= min(1, max(0, (time - word.start) / max(fade, 1e-6)))
                }
                copy.foregroundColor = upcoming(word)
                if case .past = state, let spoken = past(word) { copy.foregroundColor = spoken }
                copy.draw(slice, options: .disablesSubpixelQuantization)
            case .pop:
                let grown = growth(of: word) * fit.share
                switch state {
                case .active: copy.foregroundColor = active(word)
                case .past:
                    copy.foregroundColor = past(word) ?? upcoming(word)
                    copy.opacity *= dim
                case .upcoming:
                    copy.foregroundColor = upcoming(word)
                    copy.opacity *= dim
                }
                let shift = room[word.index] ?? .zero
                copy.translateBy(x: shift.width, y: shift.height)
                if let box = boxes[word.index], grown != 0 {
                    let factor = CGFloat(1 + (scale - 1) * grown)
                    copy.translateBy(x: box.midX, y: box.midY)
                    copy.scaleBy(x: factor, y: factor)
                    copy.translateBy(x: -box.midX, y: -box.midY)
                }
                copy.draw(slice, options: .disablesSubpixelQuantization)
            case .karaoke:
                switch state {
                case .past:
                    copy.foregroundColor = past(word) ?? active(word)
                    copy.draw(slice, options: .disablesSubpixelQuantization)
                case .upcoming:
                    copy.foregroundColor = upcoming(word)
                    copy.draw(slice, options: .disablesSubpixelQuantization)
                case .active(let progress):
                    guard let box = boxes[word.index] else {
                        copy.foregroundColor = upcoming(word)
                        copy.draw(slice, options: .disablesSubpixelQuantization)
                        continue
                    }
                    // The sung part, from the word's starting side, `progress` of its width, and
                    // the rest: each drawn once, clipped on either side of a whole-pixel boundary,
                    // so every pixel is covered exactly as by one drawing (the page's shape, and
                    // so its shadow, stays the same while the fill sweeps).
                    let rightToLeft = slice.run.layoutDirection == .rightToLeft
                    let boundary = Self.wholePixel(rightToLeft ? box.maxX - box.width * CGFloat(progress) : box.minX + box.width * CGFloat(progress),
                                                   in: entered.transform)
                    let (top, height) = (box.minY - box.height, box.height * 3)
                    let before = CGRect(x: box.minX - box.height, y: top, width: boundary - (box.minX - box.height), height: height)
                    let after = CGRect(x: boundary, y: top, width: box.maxX + box.height - boundary, height: height)
                    for (part, sung) in [(before, !rightToLeft), (after, rightToLeft)] where part.width > 0 {
                        var clipped = entered
                        clipped.clip(to: Path(Self.wholePixels(part, in: entered.transform)))
                        clipped.foregroundColor = sung ? active(word) : upcoming(word)
                        clipped.draw(slice, options: .disablesSubpixelQuantization)
                    }
                }
            }
        }
        accents.drawEmojiAbove(slices.compactMap(\.1), in: context)
    }

    /// `x` moved to the nearest whole pixel of the device `transform` draws to, when the
    /// transform keeps vertical lines vertical (else `x` as it is).
    static func wholePixel(_ x: CGFloat, in transform: CGAffineTransform) -> CGFloat {
        guard transform.b == 0, transform.c == 0, transform.a != 0 else { return x }
        return ((transform.a * x + transform.tx).rounded() - transform.tx) / transform.a
    }

    /// `rect` grown to whole device pixels of `transform` when the transform keeps vertical
    /// lines vertical (else `rect` as it is). A drawing clipped to boxes of whole pixels is drawn
    /// whole and cut at the pixel (`Canvas.render`), so the sung and unsung parts add up to
    /// exactly the word unclipped and the page's shadow is cast once, not every frame of the
    /// sweep; the other edges lie outside the ink, so growing them changes nothing drawn.
    static func wholePixels(_ rect: CGRect, in transform: CGAffineTransform) -> CGRect {
        guard transform.b == 0, transform.c == 0, transform.a != 0, transform.d != 0 else { return rect }
        let device = rect.applying(transform)
        // The tolerance keeps an edge already on a whole pixel (up to rounding) where it is.
        let minX = (device.minX + 1e-6).rounded(.down), maxX = (device.maxX - 1e-6).rounded(.up)
        let minY = (device.minY + 1e-6).rounded(.down), maxY = (device.maxY - 1e-6).rounded(.up)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY).applying(transform.inverted())
    }

    /// How far a popped word has grown: 0 at rest, 1 at `scale` (beyond 1 while the spring
    /// overshoots).
    func growth(of word: CaptionWordAttribute) -> Double {
        switch word.state(at: time) {
        case .upcoming: 0
        case .active: Self.spring.value(target: 1.0, time: time - word.start)
        case .past: 1 - Self.spring.value(target: 1.0, time: time - word.end)
        }
    }

    /// Room for grown words, so no word ever covers another: each word moves away from every
    /// grown word on its line by the half-width that word gained, and each line away from a line
    /// holding grown words by the most half-height they gained. The page spreads around the
    /// popped word and settles back as it shrinks. `growths` are the words' factors less 1.
    static func room(boxes: [Int: CGRect], lines: [Int: Int], growths: [Int: Double]) -> [Int: CGSize] {
        var room: [Int: CGSize] = [:]
        let lineGain = Dictionary(growths.compactMap { index, growth -> (Int, CGFloat)? in
            guard growth > 0, let line = lines[index], let box = boxes[index] else { return nil }
            return (line, box.height * CGFloat(growth) / 2)
        }, uniquingKeysWith: max)
        for (index, box) in boxes {
            guard let line = lines[index] else { continue }
            var shift = CGSize.zero
            for (other, growth) in growths where other != index && growth > 0 {
                guard lines[other] == line, let otherBox = boxes[other] else { continue }
                let gain = otherBox.width * CGFloat(growth) / 2
                shift.width += box.midX < otherBox.midX ? -gain : gain
            }
            for (other, gain) in lineGain where other != line {
                shift.height += other > line ? -gain : gain
            }
            room[index] = shift
        }
        return room
    }
}
