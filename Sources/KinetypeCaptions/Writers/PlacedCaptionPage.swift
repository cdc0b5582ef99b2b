import Foundation
import KinetypeCard
import KinetypeEffects
import KinetypeGraphics
import KinetypePrimitives
import KinetypeText

/// A caption page as its card draws it: the page, and each of its words where the card's own
/// layout puts it on the canvas, in the face and size it is drawn in. Writers that place the
/// words themselves (``ASSMotionWriter``) read this, so their frames line up with the card's.
package struct PlacedCaptionPage: Sendable {
    /// One word on the canvas.
    package struct Word: Sendable {
        /// The word's place among the page's words (``CaptionWordAttribute/index``).
        package var index: Int
        /// The word as drawn (the layout's runs, in reading order).
        package var text: String
        /// Its box in canvas points: the union of its slices' typographic bounds, as the caption
        /// styles measure a word.
        package var box: CGRect
        /// Its baseline's height on the canvas, in points.
        package var baseline: CGFloat
        /// The index of its line in the page's layout.
        package var line: Int
        /// The family of its first run's face.
        package var family: String
        /// The weight it is drawn at (400 regular, 700 bold), synthesised bold included.
        package var weight: Double
        /// Whether the face is italic or oblique.
        package var isItalic: Bool
        /// The size in points (pixels per em).
        package var size: CGFloat
        /// The face's OS/2 `usWinAscent` and `usWinDescent` over its units per em (its hhea
        /// ascender and descender when it has no OS/2 table): ASS renderers size a font so these
        /// add up to the style's font size.
        package var clippingAscent: Double
        /// See ``clippingAscent``.
        package var clippingDescent: Double
        /// The times the word is spoken, from the page's start (``CaptionWordAttribute``).
        package var attribute: CaptionWordAttribute
    }

    /// The page, with its times and words.
    package var page: CaptionPage
    /// Its drawn words, by index.
    package var words: [Word]
    /// Each line's box in canvas points (its typographic bounds), by line index: where a plate goes.
    package var lineBoxes: [Int: CGRect]
}

extension CaptionCard {
    /// The pages with their words placed as ``titleCard()`` draws them: each page's layer laid
    /// out by the card (`TitleCard.placedLayout(of:at:)`), its words' boxes moved to the canvas.
    package func placedPages() throws -> [PlacedCaptionPage] {
        let pages = self.pages()
        let layers = try self.layers()
        // The layers' places depend on the canvas alone: a card of its size places them as
        // ``titleCard()`` does.
        let card = TitleCard(width: width, height: height, fps: fps, duration: max(track.end, 1 / fps), background: .color(.clear), layers: [])
        var placed: [PlacedCaptionPage] = []
        for (page, layer) in zip(pages, layers) {
            guard let (layout, origin) = try card.placedLayout(of: layer, at: layer.start) else { continue }
            var words: [Int: PlacedCaptionPage.Word] = [:]
            var pieces: [Int: [(Int, String)]] = [:]
            var lineBoxes: [Int: CGRect] = [:]
            for (lineIndex, line) in layout.enumerated() {
                if line.contains(where: { !$0.isEmpty }) {
                    lineBoxes[lineIndex] = line.typographicBounds.rect.offsetBy(dx: origin.x, dy: origin.y)
                }
                for run in line {
                    guard let attribute = run[CaptionWordAttribute.self] else { continue }
                    let box = run.reduce(CGRect.null) { $0.union($1.typographicBounds.rect) }.offsetBy(dx: origin.x, dy: origin.y)
                    pieces[attribute.index, default: []].append((run.characterRange.lowerBound, run.text))
                    if var word = words[attribute.index] {
                        word.box = word.box.union(box)
                        words[attribute.index] = word
                        continue
                    }
                    let face = run.storage.face
                    let upem = Double(max(face.unitsPerEm, 1))
                    let ascent = face.metric(.clippingAscent).map(abs) ?? face.ascender
                    let descent = face.metric(.clippingDescent).map(abs) ?? -face.descender
                    words[attribute.index] = PlacedCaptionPage.Word(
                        index: attribute.index, text: "", box: box, baseline: run.typographicBounds.origin.y + origin.y, line: lineIndex,
                        family: face.familyName, weight: run.font.synthesis.contains(.bold) ? max(700, face.styleWeight) : face.styleWeight, isItalic: face.isSlanted || run.font.synthesis.contains(.oblique),
                        size: run.font.size, clippingAscent: ascent / upem, clippingDescent: descent / upem, attribute: attribute)
                }
            }
            for (index, parts) in pieces {
                words[index]?.text = parts.sorted { $0.0 < $1.0 }.map(\.1).joined()
            }
            placed.append(PlacedCaptionPage(page: page, words: words.values.sorted { $0.index < $1.index }, lineBoxes: lineBoxes))
        }
        return placed
    }
}
