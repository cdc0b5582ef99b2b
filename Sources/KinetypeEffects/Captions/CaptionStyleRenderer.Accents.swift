import Foundation
import KinetypeGraphics
import KinetypePrimitives
import KinetypeText

extension CaptionStyleRenderer {
    /// What a page's words bring to its style besides their colours: each word's entrance
    /// (``CaptionStyleRenderer/entrance``) and the emoji that come with words
    /// (``CaptionEmojiAttribute``), worked out once for a frame.
    struct Accents {
        /// The style drawing the page.
        let renderer: CaptionStyleRenderer
        /// Each word's box, by its index.
        let boxes: [Int: CGRect]
        /// The canvas in the layout's coordinates, so a `move` entrance starts fully off it.
        let stage: CGRect
        /// The centres of each word's slices along its line, in reading order (for a typed
        /// entrance, which shows them one after another).
        let centres: [Int: [CGFloat]]
        /// The emoji drawn above words, by the word's index.
        let above: [Int: CaptionEmojiAttribute]

        /// The accents of `layout`, whose words have `boxes`, drawn by `renderer` into `context`.
        init(renderer: CaptionStyleRenderer, layout: Text.Layout, context: GraphicsContext, boxes: [Int: CGRect]) {
            self.renderer = renderer
            self.boxes = boxes
            var centres: [Int: [CGFloat]] = [:], above: [Int: CaptionEmojiAttribute] = [:]
            for line in layout {
                for run in line {
                    guard let word = run[CaptionWordAttribute.self] else { continue }
                    if let emoji = run[CaptionEmojiAttribute.self], emoji.placement == .above { above[word.index] = emoji }
                    guard renderer.entrance?.style.pacing == .typed else { continue }
                    let rightToLeft = run.layoutDirection == .rightToLeft
                    centres[word.index, default: []] += run.map { $0.typographicBounds.rect.midX * (rightToLeft ? -1 : 1) }
                }
            }
            self.centres = centres.mapValues { $0.sorted() }
            self.above = above
            if let size = context.deviceSize, context.transform.a * context.transform.d - context.transform.b * context.transform.c != 0 {
                stage = CGRect(origin: .zero, size: size).applying(context.transform.inverted())
            } else {
                stage = CGRect(x: -layout.size.width, y: -layout.size.height, width: 3 * layout.size.width, height: 3 * layout.size.height)
            }
        }

        /// `context` as `slice` of `word` is drawn part-way through its entrance, or nil while
        /// the slice is hidden (before the word starts, or before a typed letter's turn); the
        /// context itself without an entrance.
        func entering(_ word: CaptionWordAttribute, slice: Text.Layout.RunSlice, in context: GraphicsContext) -> GraphicsContext? {
            guard let entrance = renderer.entrance else { return context }
            let local = renderer.time - word.start
            guard local > 0 else { return nil }
            var index = 0, count = 1
            if entrance.style.pacing == .typed, let centres = centres[word.index], centres.count > 1 {
                let centre = slice.typographicBounds.rect.midX * (slice.run.layoutDirection == .rightToLeft ? -1 : 1)
                count = centres.count
                index = centres.firstIndex { abs($0 - centre) < 1e-6 } ?? 0
            }
            let progress = entrance.progress(index: index, count: count, time: local)
            if entrance.style.pacing == .typed, progress < 1 { return nil }
            let element = TransitionElement(progress: progress, phase: .willAppear, bounds: boxes[word.index] ?? slice.typographicBounds.rect,
                                            index: index, count: count, stage: stage)
            var copy = context
            entrance.style.apply(to: &copy, for: element)
            return copy.opacity > 0.001 ? copy : nil
        }

        /// Draws an emoji that follows its word on the line, popping in about its centre from
        /// the word's start (nothing before).
        func drawEmoji(_ slice: Text.Layout.RunSlice, _ emoji: CaptionEmojiAttribute, in context: GraphicsContext) {
            let scale = CGFloat(emoji.scale(at: renderer.time))
            guard scale > 0.001 else { return }
            let box = slice.typographicBounds.rect
            var copy = context
            copy.translateBy(x: box.midX, y: box.midY)
            copy.scaleBy(x: scale, y: scale)
            copy.translateBy(x: -box.midX, y: -box.midY)
            copy.draw(slice, options: .disablesSubpixelQuantization)
        }

        /// Draws the emoji above their words, centred over each word's box at 80% of its height,
        /// popping in from the bottom centre from the word's start (nothing before).
        func drawEmojiAbove(_ words: [CaptionWordAttribute], in context: GraphicsContext) {
            guard !above.isEmpty else { return }
            for index in Set(words.map(\.index)).sorted() {
                guard let emoji = above[index], let box = boxes[index] else { continue }
                let scale = CGFloat(emoji.scale(at: renderer.time))
                guard scale > 0.001 else { continue }
                let foot = CGPoint(x: box.midX, y: box.minY)
                var copy = context
                copy.translateBy(x: foot.x, y: foot.y)
                copy.scaleBy(x: scale, y: scale)
                copy.draw(Text(emoji.emoji).font(.system(size: max(1, box.height * 0.8))), at: .zero, anchor: .bottom)
            }
        }
    }
}
