import Foundation
import Kinetype
import Testing

/// The shader-style effects catalogue and layers drawn through it, checked on measured pixels.
@Suite struct ShaderCatalogTests {
    static func card(_ shaders: [LayerShader]) -> TitleCard {
        var layer = TitleCard.Layer(Text("Ripple").font(.system(size: 64, weight: .bold)))
        layer.shaders = shaders
        return TitleCard(width: 320, height: 160, fps: 30, duration: 2, background: .color(.black), layers: [layer])
    }

    @Test("an unknown name is an error naming the catalogue, with the nearest name")
    func unknownName() {
        #expect(throws: CatalogError.self) { try ShaderCatalog.shared.shader(named: "rippel") }
        do {
            _ = try ShaderCatalog.shared.shader(named: "rippel")
        } catch {
            #expect("\(error)".contains("ripple"), "\(error)")
        }
        #expect(ShaderCatalog.shared.entries.map(\.name) == ["ripple", "wave", "chromaticAberration", "pixellate", "grain"])
    }

    @Test("a ripple draws the plain layer before its delay and moves pixels after it")
    func rippleStartsAtItsDelay() throws {
        let ripple = try ShaderCatalog.shared.shader(named: "ripple", parameters: ["amplitude": .number(10), "delay": .number(0.5)])
        let plain = Self.card([]), rippled = Self.card([ripple])
        #expect(try rippled.frame(at: 0.3) == plain.frame(at: 0.3))
        let after = try rippled.frame(at: 0.6), before = try plain.frame(at: 0.6)
        var changed = 0
        for y in 0..<160 {
            for x in 0..<320 where after.pixel(x: x, y: y) != before.pixel(x: x, y: y) { changed += 1 }
        }
        #expect(changed > 500, "\(changed) pixels changed")
    }

    @Test("a registered effect is used like a built-in: a colour effect that keeps only red")
    func registeredEffect() throws {
        let catalog = ShaderCatalog(entries: [])
        try catalog.register(name: "redOnly", summary: "keeps the red channel") { _, _ in
            .colorEffect { _, color in SIMD4(color.x, 0, 0, color.w) }
        }
        let frame = try Self.card([try catalog.shader(named: "redOnly")]).frame(at: 1)
        var white = 0, red = 0
        for y in 0..<160 {
            for x in 0..<320 {
                let p = frame.pixel(x: x, y: y)
                if p.green > 0 || p.blue > 0 { white += 1 }
                if p.red == 255 { red += 1 }
            }
        }
        #expect(white == 0, "\(white) pixels kept green or blue")
        #expect(red > 500, "\(red) fully red pixels")
    }

    @Test("every built-in gives the same pixels twice (deterministic, whatever the threads)")
    func builtInsAreDeterministic() throws {
        for entry in ShaderCatalog.shared.entries {
            let card = Self.card([try ShaderCatalog.shared.shader(named: entry.name)])
            #expect(try card.frame(at: 0.4) == card.frame(at: 0.4), "\(entry.name)")
        }
    }
}
