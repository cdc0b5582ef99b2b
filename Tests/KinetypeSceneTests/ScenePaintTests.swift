import KinetypeCard
import Foundation
import KinetypeEffects
import KinetypeGraphics
import KinetypePrimitives
import KinetypeScene
import KinetypeText
import Testing

/// A layer's `fill`, `stroke`, `shadow`, `innerShadow` and `glow` keys: decoded into the paint
/// the drawing library takes, and drawn as the same text painted through Swift's modifiers.
@Suite struct ScenePaintTests {
    static func load(_ layer: String) throws -> SceneDocument {
        try SceneLoader().load(string: "version: 1\ncanvas: 480x160\nbackground: black\nlayers:\n  - text: \"Ab\"\n    font: {size: 80}\n" + layer,
                               fileName: "card.yaml")
    }

    @Test("the keys decode with their defaults sized by the font")
    func decoding() throws {
        let scene = try Self.load("""
                stroke: "#ff0000"
                shadow: [black, {color: "#0008", radius: 3, x: 1, y: 2}]
                innerShadow: {radius: 2}
                glow: {color: yellow}
                fill: {linear: {colors: [red, blue], angle: 90}}

            """)
        let paint = scene.layers[0].paint
        #expect(paint.stroke == TextStroke(AnyShapeStyle(Color(red: 1, green: 0, blue: 0)), lineWidth: 5))
        #expect(paint.shadows.map(\.kind) == [.inner, .drop, .drop, .glow])
        #expect(paint.shadows[1].radius == 80.0 / 12 && paint.shadows[1].y == 80.0 / 24)
        #expect(paint.shadows[2] == TextShadow(color: Color(red: 0, green: 0, blue: 0, opacity: 8.0 / 15), radius: 3, x: 1, y: 2))
        #expect(paint.shadows[3].radius == 10)
        #expect(paint.fill == .linearGradient(colors: [.red, .blue], angle: 90))
    }

    @Test("a scene's stroke and shadow draw what Swift's modifiers draw")
    func drawsAsModifiers() throws {
        let scene = try Self.load("    color: white\n    stroke: {color: \"#ff0000\", width: 6}\n    shadow: {color: \"#00ff00\", radius: 0, x: 3, y: 5}\n")
        let card = try TitleCard(scene: scene)
        let red = Color(red: 1, green: 0, blue: 0), green = Color(red: 0, green: 1, blue: 0)
        func manual(_ paint: @escaping @Sendable (Text) -> Text) -> TitleCard {
            let text = Text("Ab").font(Font.system(size: 80).weight(Font.Weight(value: 400))).foregroundStyle(Color.white)
            return TitleCard(width: 480, height: 160, fps: card.fps, duration: card.duration, background: .color(.black),
                             layers: [TitleCard.Layer(paint(text))])
        }
        let unpainted = try TitleCard(scene: Self.load("    color: white\n")).frame(at: 0)
        try #require(try manual { $0 }.frame(at: 0) == unpainted, "the manual card is the scene's card")
        let b = try manual { $0.stroke(red, lineWidth: 6).shadow(color: green, radius: 0, x: 3, y: 5) }.frame(at: 0)
        let a = try card.frame(at: 0)
        #expect(a == b)
        #expect(a != unpainted, "the paint shows")
    }

    @Test("a linear fill runs across the whole text at the CSS angle")
    func fillAcrossText() throws {
        let card = try TitleCard(scene: Self.load("    fill: {linear: {colors: [\"#ff0000\", \"#0000ff\"], angle: 90}}\n"))
        let frame = try card.frame(at: 0)
        var reds: [Int] = []
        for x in 0..<frame.width {
            let column = (0..<frame.height).map { frame.pixel(x: x, y: $0) }.filter { $0.alpha == 255 && ($0.red > 0 || $0.blue > 0) }
            if let pixel = column.first(where: { Int($0.red) + Int($0.blue) >= 250 }) { reds.append(Int(pixel.red)) }
        }
        #expect(reds.count > 20)
        #expect(reds.first! > 200 && reds.last! < 55, "red on the left of the text, blue on the right: \(reds.first!) … \(reds.last!)")
    }
}
