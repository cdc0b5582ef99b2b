import Foundation
import Kinetype
import KinetypeTestSupport
import Testing

/// What Cairo paints, against a few golden PNGs. Tolerance: every channel of at least 99.5% of
/// the pixels within 8/255 of the golden, and no channel anywhere off by more than 96/255 (room
/// for a different rasteriser version's antialiasing, none for a missing or moved glyph).
/// `RECORD=1` (`make record-goldens`) writes new goldens; look at them before committing.
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
        let canvas = try Self.render(text)
        let url = Self.folder.appendingPathComponent("\(name).png")
        if ProcessInfo.processInfo.environment["RECORD"] == "1" {
            try canvas.pngData().write(to: url)
            return
        }
        let golden = try Canvas(png: Data(contentsOf: url))
        try #require(golden.width == canvas.width && golden.height == canvas.height)
        let (share, worst) = TestSupport.compare(width: canvas.width, height: canvas.height, pixel: canvas.pixel, to: golden)
        #expect(share >= 0.995, "\(name): \(share * 100)% of pixels within 8/255")
        #expect(worst <= 96, "\(name): worst channel difference \(worst)")
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
