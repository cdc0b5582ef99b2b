import Foundation
import KinetypeGraphics
import KinetypePrimitives
import KinetypeTestSupport
import KinetypeText
import Testing

/// What Cairo paints, against a few golden PNGs, with the `GoldenTolerance.text` policy: every
/// channel of at least 99.5% of the pixels within 8/255 of the golden, and no channel anywhere off
/// by more than 96/255 (room for a different rasteriser version's antialiasing, none for a missing
/// or moved glyph). `RECORD=1` (`make record-goldens`) writes new goldens and fails each case, so
/// a recording is looked at before it is committed.
@Suite struct GoldenTests {
    static let folder = TestSupport.packageRoot.appendingPathComponent("Tests/KinetypeGraphicsTests/Goldens")

    static let cases: [(name: String, text: String)] = [
        ("latin", "Kinetype: office affine AVATAR"),
        ("arabic", "مرحبا بالعالم — السلام عليكم"),
        ("emoji", "Hi 👋🏽 👨‍👩‍👧‍👦 🇫🇷 ❤️"),
    ]

    static func render(_ text: String) throws -> Canvas {
        let canvas = try Canvas(width: 640, height: 96)
        canvas.fill(with: Color(red: 0.1, green: 0.1, blue: 0.15))
        let layout = try Text(text).font(.system(size: 44)).layout(maxWidth: 620)
        canvas.draw(layout, at: CGPoint(x: (640 - layout.size.width) / 2, y: (96 - layout.size.height) / 2), color: .white)
        return canvas
    }

    @Test("golden frames", arguments: 0..<cases.count)
    func golden(index: Int) throws {
        let (name, text) = Self.cases[index]
        try TestSupport.assertGolden(try Self.render(text), named: name, in: Self.folder, tolerance: .text)
    }

    @Test("text ink lands where the layout says")
    func inkMatchesLayout() throws {
        // Measured pixels: a black canvas with white text has bright pixels only inside the
        // line's typographic box (plus a pixel of antialiasing), and some inside it.
        let canvas = try Canvas(width: 400, height: 120)
        canvas.fill(with: .black)
        let layout = try Text("Hxg").font(.system(size: 60)).layout()
        canvas.draw(layout, at: CGPoint(x: 50, y: 20), color: .white)
        let box = layout[0].typographicBounds.rect.offsetBy(dx: 50, dy: 20).insetBy(dx: -1, dy: -1)
        var inside = 0, outside = 0
        for y in 0..<canvas.height {
            for x in 0..<canvas.width where canvas.pixel(x: x, y: y).red > 128 {
                if box.contains(CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5)) { inside += 1 } else { outside += 1 }
            }
        }
        #expect(inside > 500)
        #expect(outside == 0)
    }
}
