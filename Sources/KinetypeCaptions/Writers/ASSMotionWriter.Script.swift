import Foundation
import KinetypeEffects
import KinetypeGraphics
import KinetypePrimitives
import KinetypeText

extension ASSMotionWriter {
    /// What every line of one card's script shares: the canvas, the caption style, the styles'
    /// font, outline and shadows, and the layers the pieces are drawn on.
    struct Script {
        /// The layers, bottom to top: the shadows, the plates, `highlight`'s box, the words.
        enum Layer: Int { case shadow = 0, plate = 1, box = 2, word = 3 }

        let width: Int
        let height: Int
        /// The caption style, at time 0; sampled at each moment.
        let style: CaptionStyleRenderer
        /// The `Word` style's family and size (ASS's: the font's `usWinAscent + usWinDescent`).
        let family: String
        let fontSize: Double
        let bold: Bool
        /// The words' outline: half the card's stroke (ASS draws it outside the glyphs), its colour.
        let border: Double
        let strokeColor: Color
        /// The card's drop shadows.
        let shadows: [TextShadow]
        /// The canvas less the card's 5% placement margin: where popped words stay.
        let area: CGRect

        init(card: CaptionCard, style: CaptionStyleRenderer, firstWord: PlacedCaptionPage.Word?) {
            width = card.width
            height = card.height
            self.style = style
            // Without words no line uses the style: the card's own family and size stand in.
            family = firstWord?.family ?? ASSWriter.family(of: card)
            fontSize = firstWord.map(Self.fontSize) ?? Double(card.font.size)
            bold = card.isBold
            border = card.stroke.map { Double($0.lineWidth) / 2 } ?? 0
            strokeColor = card.stroke?.style.color ?? .black
            shadows = card.shadows.filter { $0.kind == .drop }
            let margin = (CGFloat(card.width) * 0.05).rounded()
            area = CGRect(x: margin, y: margin, width: max(1, CGFloat(card.width) - 2 * margin), height: max(1, CGFloat(card.height) - 2 * margin))
        }

        /// The ASS font size that draws `word` at its size: libass (as VSFilter) scales a face so
        /// its OS/2 `usWinAscent + usWinDescent` spans the font size.
        static func fontSize(_ word: PlacedCaptionPage.Word) -> Double {
            Double(word.size) * (word.clippingAscent + word.clippingDescent)
        }

        /// The script's header: ``ASSWriter``'s, with no colour-matrix conversion, and the
        /// styles of the words, their shadows and the boxes.
        func header(card: CaptionCard) -> [String] {
            let number = ASSWriter.format, color = ASSWriter.styleColor
            let weight = bold ? -1 : 0
            let shadow = shadows.first?.color ?? .black
            let styles = [
                "Style: Word,\(family),\(number(fontSize)),\(color(style.upcoming)),\(color(style.upcoming)),\(color(strokeColor)),&H00000000,\(weight),0,0,0,100,100,0,0,1,\(number(border)),0,5,0,0,0,1",
                "Style: Shadow,\(family),\(number(fontSize)),\(color(shadow)),\(color(shadow)),\(color(shadow)),\(color(shadow)),\(weight),0,0,0,100,100,0,0,1,\(number(border)),0,5,0,0,0,1",
                "Style: Box,\(family),\(number(fontSize)),\(color(style.box)),\(color(style.box)),&H00000000,&H00000000,0,0,0,0,100,100,0,0,1,0,0,7,0,0,0,1",
            ]
            let info = [
                "YCbCr Matrix: None",
                "; Kinetype: the caption style \(style.style.rawValue) as lines marked fx; each page's words and times are the Comment line marked karaoke before them",
            ]
            return ASSWriter.header(width: width, height: height, fontName: ASSWriter.family(of: card), fontSize: Double(card.font.size),
                                    active: card.activeColor ?? .yellow, upcoming: .white, outline: border, marginV: nil, bold: bold,
                                    info: info, styles: styles)
        }

        /// A `Dialogue` line on `layer` from `start` to `end` centiseconds in `style`, marked `fx`.
        func dialogue(_ layer: Layer, _ start: Int, _ end: Int, style: String, _ text: String) -> String {
            "Dialogue: \(layer.rawValue),\(ASSMotionWriter.time(start)),\(ASSMotionWriter.time(end)),\(style),,0,0,0,fx,\(text)"
        }

        /// The tags that set `word`'s face where it differs from the `Word` style's.
        func faceTags(_ word: PlacedCaptionPage.Word) -> String {
            var tags = ""
            if word.family != family { tags += "\\fn" + word.family }
            let size = Self.fontSize(word)
            if abs(size - fontSize) > 0.005 { tags += "\\fs" + ASSMotionWriter.number(size) }
            let weight = Int(word.weight.rounded())
            if bold ? weight != 700 : weight != 400 { tags += "\\b\(weight)" }
            if word.isItalic { tags += "\\i1" }
            return tags
        }

        /// The point `\pos` puts a word at (alignment 5, the middle of its line box) so libass
        /// draws it where the card does: scaled by `scale` about its box's centre, moved by
        /// `shift`. libass's line box runs from `usWinAscent` above the baseline to `usWinDescent`
        /// below; the card scales about the middle of its typographic box.
        func position(of word: PlacedCaptionPage.Word, scale: Double, shift: CGSize) -> CGPoint {
            let pivot = CGPoint(x: word.box.midX + shift.width, y: word.box.midY + shift.height)
            let middle = word.baseline + shift.height - CGFloat((word.clippingAscent - word.clippingDescent) / 2) * word.size
            return CGPoint(x: pivot.x, y: pivot.y + CGFloat(scale) * (middle - pivot.y))
        }

        /// `word`'s text as a line's text: braces, which would open an override block, as parentheses.
        func escaped(_ text: String) -> String {
            text.replacingOccurrences(of: "{", with: "(").replacingOccurrences(of: "}", with: ")")
        }

        /// The `\blur` of a shadow whose Gaussian's standard deviation is `radius`: libass's blur
        /// strength times 2 / √(ln 256) is its standard deviation.
        func blur(_ shadow: TextShadow) -> String {
            "\\blur" + ASSMotionWriter.number(Double(shadow.radius) * (log(256.0)).squareRoot() / 2)
        }

        /// The plates behind each line of `page` while it shows, and their shadows.
        func plates(of page: PlacedCaptionPage, from start: Int, to end: Int) -> [String] {
            guard let plate = style.plate else { return [] }
            var lines: [String] = []
            for (_, box) in page.lineBoxes.sorted(by: { $0.key < $1.key }) {
                let rect = box.insetBy(dx: -style.platePadding, dy: -style.platePadding)
                lines += drawing(rect, radius: Double(min(style.platePadding, rect.height / 2)), color: plate, layer: .plate, from: start, to: end)
            }
            return lines
        }

        /// A rounded rectangle `rect` in `color` on `layer`, and its shadows.
        func drawing(_ rect: CGRect, radius: Double, color: Color, layer: Layer, from start: Int, to end: Int) -> [String] {
            let path = ASSMotionWriter.roundedRectangle(width: Double(rect.width), height: Double(rect.height), radius: radius)
            let opacity = Double(color.resolve().opacity)
            var lines: [String] = []
            for shadow in shadows {
                let alpha = ASSMotionWriter.alpha(Double(shadow.color.resolve().opacity) * opacity)
                lines.append(dialogue(.shadow, start, end, style: "Shadow", "{\\an7\\pos(\(ASSMotionWriter.number(Double(rect.minX + shadow.x))),"
                    + "\(ASSMotionWriter.number(Double(rect.minY + shadow.y))))\\bord0\\alpha\(alpha)\(blur(shadow))\\p1}\(path)"))
            }
            let tags = "\\an7\\pos(\(ASSMotionWriter.number(Double(rect.minX))),\(ASSMotionWriter.number(Double(rect.minY))))\\1c"
                + ASSWriter.overrideColor(color) + (opacity < 1 ? "\\1a" + ASSMotionWriter.alpha(opacity) : "")
            lines.append(dialogue(layer, start, end, style: "Box", "{\(tags)\\p1}\(path)"))
            return lines
        }
    }
}
