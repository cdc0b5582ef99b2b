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
        #expect(ShaderCatalog.shared.entries.map(\.name)
                == ["ripple", "wave", "chromaticAberration", "pixellate", "grain", "glitch", "motionBlur", "rotation3D"])
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

    /// A card of one layer pushed in from the leading edge over its first second: moving text.
    static func movingCard(_ shaders: [LayerShader]) throws -> TitleCard {
        var layer = TitleCard.Layer(Text("Motion").font(.system(size: 64, weight: .bold)),
                                    enter: try TextTransition.named("push", duration: 1))
        layer.shaders = shaders
        return TitleCard(width: 320, height: 160, fps: 30, duration: 2, background: .color(.black), layers: [layer])
    }

    @Test("motion blur is the mean of the layer drawn at the moments the shutter is open, worked out here from plain frames")
    func motionBlurAveragesMoments() throws {
        let blur = try ShaderCatalog.shared.shader(named: "motionBlur", parameters: ["samples": .number(4), "shutter": .number(0.5)])
        let plain = try Self.movingCard([]), blurred = try Self.movingCard([blur])
        let time = 0.55
        // Four moments over half a frame (1/60 s), ending now.
        let moments = (0..<4).map { time - 0.5 / 30 * Double(3 - $0) / 3 }
        let frames = try moments.map { try plain.frame(at: $0) }
        let got = try blurred.frame(at: time)
        var worst = 0, differs = 0
        for y in 0..<got.height {
            for x in 0..<got.width {
                let p = got.pixel(x: x, y: y)
                let samples = frames.map { $0.pixel(x: x, y: y) }
                let mean = samples.map { Double($0.green) * Double($0.alpha) / 255 }.reduce(0, +) / 4
                worst = max(worst, abs(Int((mean).rounded()) - Int(Double(p.green) * Double(p.alpha) / 255)))
                if p != frames[3].pixel(x: x, y: y) { differs += 1 }
            }
        }
        #expect(worst <= 3, "largest difference from the mean: \(worst) levels")
        let apart = (0..<got.height).reduce(0) { sum, y in sum + (0..<got.width).filter { frames[0].pixel(x: $0, y: y) != frames[3].pixel(x: $0, y: y) }.count }
        #expect(apart > 200, "the moments differ: \(apart) pixels")
        #expect(differs > 200, "the moving text smears: \(differs) pixels differ from the sharp frame")
        // Text at rest (after its transition) is the same with or without the blur.
        let still = try blurred.frame(at: 1.5), sharp = try plain.frame(at: 1.5)
        var restWorst = 0
        for y in 0..<still.height {
            for x in 0..<still.width { restWorst = max(restWorst, abs(Int(still.pixel(x: x, y: y).green) - Int(sharp.pixel(x: x, y: y).green))) }
        }
        #expect(restWorst <= 3, "at rest: \(restWorst) levels")
    }

    @Test("a glitch moves whole bands of rows sideways by whole pixels, one jump a band, and nothing with intensity 0")
    func glitchMovesBands() throws {
        let quiet = try ShaderCatalog.shared.shader(named: "glitch", parameters: ["intensity": .number(0)])
        #expect(try Self.card([quiet]).frame(at: 0.5) == Self.card([]).frame(at: 0.5))
        let glitch = try ShaderCatalog.shared.shader(named: "glitch", parameters: [
            "intensity": .number(1), "split": .number(0), "bands": .number(8), "amount": .number(20)])
        let plain = try Self.card([]).frame(at: 0.5), glitched = try Self.card([glitch]).frame(at: 0.5)
        let bandHeight = 160 / 8
        var jumps: [Int: Set<Int>] = [:]
        for y in 0..<160 {
            let row = (0..<320).map { plain.pixel(x: $0, y: y) }
            guard row.contains(where: { $0 != row[0] }) else { continue }
            let got = (0..<320).map { glitched.pixel(x: $0, y: y) }
            // The whole-pixel shift that explains the row, away from the canvas's sides.
            let shift = (-20...20).first { s in (30..<290).allSatisfy { got[$0] == row[$0 - s] } }
            #expect(shift != nil, "row \(y) is the plain row moved sideways")
            if let shift { jumps[y / bandHeight, default: []].insert(shift) }
        }
        #expect(jumps.values.allSatisfy { $0.count == 1 }, "one jump a band: \(jumps)")
        #expect(jumps.values.contains { $0 != [0] }, "some band jumps: \(jumps)")
    }
}
