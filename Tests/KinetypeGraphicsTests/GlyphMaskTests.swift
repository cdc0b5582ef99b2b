import Foundation
import KinetypeGraphics
import KinetypePrimitives
import KinetypeTestSupport
import KinetypeText
import Testing

/// Glyph outlines painted through their cached coverage (``GlyphMaskCache``) against Cairo
/// filling and stroking the same outlines: the same bytes, in several scripts, sizes, fractional
/// positions and scales, plain and stroked under, over or instead of the fill, over clear and
/// opaque backgrounds.
@Suite struct GlyphMaskTests {
    static let texts = ["Kinetype office AVATAR", "مرحبا بالعالم", "नमस्ते दुनिया", "你好世界", "שלום עולם"]

    /// `text` drawn as filled outlines at (`x`, `y`) scaled by `scale`; with `cutting`, under a clip
    /// that cuts through the last column's pixels (far from the ink), which sends the draw to
    /// Cairo's own fill instead of a mask.
    static func draw(_ text: String, size: CGFloat, x: CGFloat, y: CGFloat, scale: CGSize, color: Color, background: Color?,
                     cutting: Bool, stroke: TextStroke.Placement? = nil) throws -> Canvas {
        let canvas = try Canvas(width: 480, height: 140)
        if let background { canvas.fill(with: background) }
        var context = GraphicsContext(canvas: canvas)
        if cutting { context.clip(to: Path(CGRect(x: 0, y: 0, width: 479.5, height: 140))) }
        context.translateBy(x: x, y: y)
        context.scaleBy(x: scale.width, y: scale.height)
        context.foregroundColor = color
        var styled = Text(text).font(.system(size: size, weight: .bold))
        if let stroke { styled = styled.stroke(Color(red: 0.05, green: 0.1, blue: 0.3), lineWidth: size / 9, placement: stroke) }
        context.draw(try styled.layout(), options: .disablesSubpixelQuantization)
        return canvas
    }

    @Test("a mask paints the bytes Cairo's fill paints", arguments: 0..<texts.count)
    func sameBytes(index: Int) throws {
        let placements: [(CGFloat, CGFloat, CGFloat, CGSize, Color, Color?)] = [
            (40, 10, 12, CGSize(width: 1, height: 1), .white, nil),
            (36, 10.3, 7.71, CGSize(width: 1, height: 1), Color(red: 1, green: 0.84, blue: 0.04), Color(red: 0.1, green: 0.1, blue: 0.15)),
            (23.5, 3.49, 20.5, CGSize(width: 1.7, height: 1.3), Color(red: 0.2, green: 0.6, blue: 1), .white),
            (60, -5.125, 0.999, CGSize(width: 0.5, height: 0.8), .black, Color(red: 0.9, green: 0.3, blue: 0.3, opacity: 0.5)),
        ]
        let strokes: [TextStroke.Placement?] = [nil, .underFill, .overFill, .only]
        for ((size, x, y, scale, color, background), stroke) in placements.flatMap({ placement in strokes.map { (placement, $0) } }) {
            let before = GlyphMaskCache.statistics
            // The first draw is filled (and seen), the second makes the mask, the third finds it.
            let first = try Self.draw(Self.texts[index], size: size, x: x, y: y, scale: scale, color: color, background: background,
                                      cutting: false, stroke: stroke)
            let masked = try Self.draw(Self.texts[index], size: size, x: x, y: y, scale: scale, color: color, background: background,
                                       cutting: false, stroke: stroke)
            let again = try Self.draw(Self.texts[index], size: size, x: x, y: y, scale: scale, color: color, background: background,
                                      cutting: false, stroke: stroke)
            let after = GlyphMaskCache.statistics
            let filled = try Self.draw(Self.texts[index], size: size, x: x, y: y, scale: scale, color: color, background: background,
                                       cutting: true, stroke: stroke)
            if x >= 0 {
                #expect(after.hits > before.hits, "the third draw at \(size) pt × \(scale) found a mask made before")
            }
            let blank = try Canvas(width: 1, height: 1)
            if let background { blank.fill(with: background) }
            let plain = blank.pixel(x: 0, y: 0)
            var inked = 0
            var mismatches: [String] = []
            for py in 0..<140 {
                for px in 0..<479 {
                    let (m, f, a) = (masked.pixel(x: px, y: py), filled.pixel(x: px, y: py), again.pixel(x: px, y: py))
                    if f != plain { inked += 1 }
                    if m != f || a != f || first.pixel(x: px, y: py) != f, mismatches.count < 5 {
                        mismatches.append("(\(px),\(py)) mask \(m) again \(a) fill \(f)")
                    }
                }
            }
            #expect(inked > 200, "\(Self.texts[index]) at \(size) pt left ink (\(inked) pixels)")
            #expect(mismatches.isEmpty, "\(Self.texts[index]) at \(size) pt, (\(x), \(y)) × \(scale), stroke \(String(describing: stroke)): \(mismatches)")
        }
    }
}

/// The shadow filters' "drawing over its shadow", two channels at a time, against the sum it
/// stands for worked out one channel at a time.
@Suite struct OverArithmeticTests {
    static func reference(_ source: UInt32, _ destination: UInt32, inverse: UInt32) -> UInt32 {
        var result: UInt32 = 0
        for shift in stride(from: UInt32(0), through: 24, by: 8) {
            let s = (source >> shift) & 0xFF, d = (destination >> shift) & 0xFF
            result |= min(255, s + (d * inverse + 127) / 255) << shift
        }
        return result
    }

    @Test("every channel value and inverse, and a million random pixels, as the one-channel sum")
    func matchesPerChannel() {
        for d in UInt32(0)...255 {
            for inverse in UInt32(0)...255 {
                for s in [UInt32(0), 1, 127, 128, 254, 255] {
                    let (source, destination) = (s * 0x0101_0101, d * 0x0101_0101)
                    let got = Canvas.over(source, destination, inverse: inverse), want = Self.reference(source, destination, inverse: inverse)
                    #expect(got == want, "over(\(source), \(destination), \(inverse))")
                    if got != want { return }
                }
            }
        }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<1_000_000 {
            let (source, destination) = (UInt32.random(in: .min ... .max, using: &generator), UInt32.random(in: .min ... .max, using: &generator))
            let inverse = UInt32.random(in: 0...255, using: &generator)
            if Canvas.over(source, destination, inverse: inverse) != Self.reference(source, destination, inverse: inverse) {
                Issue.record("over(\(source), \(destination), \(inverse)) = \(Canvas.over(source, destination, inverse: inverse)), not \(Self.reference(source, destination, inverse: inverse))")
                return
            }
        }
    }
}
