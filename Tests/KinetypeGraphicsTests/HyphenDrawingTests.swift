import Foundation
import KinetypeGraphics
import KinetypePrimitives
import KinetypeTestSupport
import KinetypeText
import Testing

/// The hyphen a hyphenated line ends with is drawn: ink where its run is, and only there.
@Suite struct HyphenDrawingTests {
    @Test("a hyphenated line draws its hyphen: the line's ink less its word runs' ink lies in the hyphen's box")
    func hyphenInk() throws {
        let text = Text("Donaudampfschifffahrtsgesellschaft").font(.file(TestSupport.font("NotoSans-Regular.ttf"), size: 48))
            .typesettingLanguage(Locale.Language(identifier: "de")).hyphenate()
        let layout = try text.layout(maxWidth: 240)
        let line = layout[0]
        let runs = Array(line)
        let hyphen = try #require(runs.last)
        #expect(hyphen.text == "\u{2010}")
        func draw(_ runs: [Text.Layout.Run]) throws -> Canvas {
            let canvas = try Canvas(width: 320, height: 100)
            let context = GraphicsContext(canvas: canvas)
            for run in runs { context.draw(run) }
            return canvas
        }
        let whole = try draw(runs), words = try draw(Array(runs.dropLast()))
        let box = hyphen.typographicBounds.rect
        var added = 0
        for y in 0..<whole.height {
            for x in 0..<whole.width where whole.pixel(x: x, y: y).alpha != words.pixel(x: x, y: y).alpha {
                added += 1
                #expect(CGFloat(x) >= box.minX - 1 && CGFloat(x) <= box.maxX + 1, "ink at \(x) outside the hyphen's box \(box)")
            }
        }
        #expect(added > 20, "the hyphen adds ink: \(added) pixels")
        #expect(line.typographicBounds.width <= 240)
    }
}
