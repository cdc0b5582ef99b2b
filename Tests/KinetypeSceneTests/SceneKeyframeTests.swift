import Foundation
import KinetypeAnimation
import KinetypeCard
import KinetypeGraphics
import KinetypePrimitives
import KinetypeScene
import KinetypeTestSupportCore
import Testing

/// Keyframed layer properties (`keyframes: {offset, scale, rotation, opacity, color}`): where the
/// layer is at key times (to the pixel) and between keys (as the curve or spring says), measured
/// on rendered frames.
///
/// Places follow the layout rule (see ``SceneShapeTests``): on a 640×360 canvas a centred
/// `w`×`h` box sits at (320 − w/2, 180 − h/2), and keyframed offsets add to that.
@Suite struct SceneKeyframeTests {
    static func card(_ layer: String, duration: Double = 3) throws -> TitleCard {
        try TitleCard(scene: SceneLoader().load(string: """
            version: 1
            canvas: 640x360
            fps: 100
            duration: \(duration)
            background: black
            layers:
              - shape: {kind: rect, width: 100, height: 100}
                color: "#ff0000"

            """ + layer, fileName: "card.yaml"))
    }

    /// The plate's left edge on the middle row, to a hundredth of a pixel: the first column with
    /// red plus the part of it left uncovered (antialiased coverage).
    static func leftEdge(_ frame: Frame, row: Int = 180) -> Double? {
        for x in 0..<frame.width where frame.pixel(x: x, y: row).red > 0 {
            return Double(x) + 1 - Double(frame.pixel(x: x, y: row).red) / 255
        }
        return nil
    }

    @Test("an offset is exact at its keys and moves linearly between them by default")
    func linearOffset() throws {
        let card = try Self.card("    keyframes: {offset: [{at: 0.5, value: [-200, 0]}, {at: 1.5, value: [0, 0]}]}\n")
        // The box's left edge: 270 + x.
        #expect(Self.leftEdge(try card.frame(at: 0)) == 70, "before the first key its value holds")
        #expect(Self.leftEdge(try card.frame(at: 0.5)) == 70)
        #expect(Self.leftEdge(try card.frame(at: 1)) == 170, "halfway")
        #expect(Self.leftEdge(try card.frame(at: 1.5)) == 270)
        #expect(Self.leftEdge(try card.frame(at: 2.5)) == 270, "after the last key its value holds")
        let quarter = try #require(Self.leftEdge(try card.frame(at: 0.75)))
        expectClose(quarter, 120, tolerance: 0.02)
    }

    @Test("a key's curve shapes the segment into it")
    func curvedOffset() throws {
        let card = try Self.card("    keyframes: {offset: [{at: 0, value: [-200, 0]}, {at: 1, value: [0, 0], curve: easeIn}]}\n")
        for time in [0.25, 0.5, 0.75] {
            // CSS's ease-in, cubic-bezier(0.42, 0, 1, 1), solved independently by bisection.
            let expected = 70 + 200 * Self.cubicBezierY(x: time, x1: 0.42, y1: 0, x2: 1, y2: 1)
            let edge = try #require(Self.leftEdge(try card.frame(at: time)))
            expectClose(edge, expected, tolerance: 0.05, "at \(time): \(edge) vs \(expected)")
        }
    }

    @Test("a spring into the last key overshoots and settles on it, as the spring's closed form says")
    func springOffset() throws {
        let card = try Self.card("    keyframes: {offset: [{at: 0, value: [-200, 0]}, {at: 0.5, value: [0, 0], spring: {duration: 0.5, bounce: 0.3}}]}\n")
        // An under-damped spring from −200 towards 0, starting at rest at the earlier key (0 s): the math
        // reference's closed form, x(t) = −200·e^(−ζω t)·(cos ω_d t + ζω/ω_d · sin ω_d t).
        let omega = 2 * Double.pi / 0.5, zeta = 1 - 0.3, damped = omega * (1 - zeta * zeta).squareRoot()
        func position(_ t: Double) -> Double { -200 * exp(-zeta * omega * t) * (cos(damped * t) + zeta * omega / damped * sin(damped * t)) }
        var overshoot = false
        for time in stride(from: 0.1, through: 0.8, by: 0.1) {
            let edge = try #require(Self.leftEdge(try card.frame(at: time)))
            expectClose(edge, 270 + position(time), tolerance: 0.05, "at \(time): \(edge) vs \(270 + position(time))")
            overshoot = overshoot || edge > 270.5
        }
        #expect(overshoot, "a bounce of 0.3 carries the plate past its place")
        #expect(Self.leftEdge(try card.frame(at: 2.9)) == 270)
    }

    @Test("scale and rotation turn and size the layer about its anchor")
    func scaleAndRotation() throws {
        let scaled = try Self.card("    keyframes: {scale: [{at: 0, value: 2}]}\n").frame(at: 0)
        // 200×200 about the centre (320, 180): x 220..<420.
        #expect(Self.leftEdge(scaled) == 220 && scaled.pixel(x: 419, y: 180).red == 255 && scaled.pixel(x: 420, y: 180).red == 0)
        let plate = "  - shape: {kind: rect, width: 200, height: 40}\n    color: \"#00ff00\"\n    keyframes: {rotation: [{at: 0, value: 90}]}\n"
        let turned = try Self.card(plate).frame(at: 0)
        // Turned a quarter about the centre: 40 wide (300..<340) and 200 tall (80..<280).
        #expect(turned.pixel(x: 320, y: 85).green == 255 && turned.pixel(x: 320, y: 274).green == 255)
        #expect(turned.pixel(x: 250, y: 180).green == 0 && turned.pixel(x: 345, y: 180).green == 0)
    }

    @Test("opacity keys fade the layer")
    func opacity() throws {
        let card = try Self.card("    keyframes: {opacity: [{at: 0, value: 1}, {at: 2, value: 0}]}\n")
        #expect(try card.frame(at: 0).pixel(x: 320, y: 180).red == 255)
        #expect((126...129).contains(try card.frame(at: 1).pixel(x: 320, y: 180).red))
        #expect(try card.frame(at: 2).pixel(x: 320, y: 180).red == 0)
    }

    @Test("colour keys change a shape's fill and a text's colour")
    func color() throws {
        let card = try Self.card("    keyframes: {color: [{at: 0, value: \"#ff0000\"}, {at: 2, value: \"#0000ff\"}]}\n")
        #expect(try card.frame(at: 0).pixel(x: 320, y: 180) == (255, 0, 0, 255))
        #expect(try card.frame(at: 2).pixel(x: 320, y: 180) == (0, 0, 255, 255))
        let middle = try card.frame(at: 1).pixel(x: 320, y: 180)
        #expect((126...129).contains(middle.red) && (126...129).contains(middle.blue))
        let text = try Self.card("  - text: \"███\"\n    font: {size: 80}\n    keyframes: {color: [{at: 0, value: white}, {at: 1, value: \"#00ff00\"}]}\n")
        let frame = try text.frame(at: 1.5)
        let pixels = (140..<220).flatMap { y in (200..<440).map { frame.pixel(x: $0, y: y) } }
        #expect(pixels.contains { $0 == (0, 255, 0, 255) } && !pixels.contains { $0 == (255, 255, 255, 255) })
    }

    @Test("a group of layers keyed alike moves together", arguments: [0.0, 0.5, 1.0])
    func movesTogether(_ time: Double) throws {
        let keys = "{offset: [{at: 0, value: [-100, 0]}, {at: 1, value: [100, 0], spring: snappy}]}"
        let card = try Self.card("    keyframes: \(keys)\n  - shape: {kind: rect, width: 20, height: 20}\n    color: \"#00ff00\"\n    keyframes: \(keys)\n")
        let frame = try card.frame(at: time)
        let plate = try #require(Self.leftEdge(frame, row: 140))
        var green: Double?
        for x in 0..<frame.width where frame.pixel(x: x, y: 180).green > 0 {
            green = Double(x) + 1 - Double(frame.pixel(x: x, y: 180).green) / 255
            break
        }
        expectClose(try #require(green) - plate, 40, tolerance: 0.02, "the small box stays 40 px inside the plate")
    }

    @Test("bad keys name the place and the fix", arguments: [
        ("    keyframes: {offset: [{at: 1, value: [0, 0]}, {at: 0.5, value: [10, 0]}]}\n", "layers[0].keyframes.offset[1].at", "in time order"),
        ("    keyframes: {offset: []}\n", "layers[0].keyframes.offset", "has no keys"),
        ("    keyframes: {offset: [{at: 0, value: [1]}]}\n", "layers[0].keyframes.offset[0].value", "two numbers"),
        ("    keyframes: {scale: [{at: 0, value: 1, curve: linear, spring: snappy}]}\n", "layers[0].keyframes.scale[0].curve", "not both"),
        ("    keyframes: {opacity: [{at: 0, value: 2}]}\n", "layers[0].keyframes.opacity[0].value", "0 to 1"),
        ("    keyframes: {rotaton: [{at: 0, value: 2}]}\n", "layers[0].keyframes.rotaton", "rotation"),
        ("    keyframes: {scale: [{at: 0, value: 1, curve: easeInOt}]}\n", "layers[0].keyframes.scale[0].curve", "easeInOut"),
    ])
    func badKeys(_ layer: String, _ keyPath: String, _ says: String) throws {
        let error = try #require(throws: SceneError.self) { try Self.card(layer) }
        #expect(error.keyPath == keyPath, "\(error)")
        #expect(error.description.contains(says), "\(error)")
    }

    @Test("colour keys on a line are an error that says why")
    func lineColor() throws {
        let error = try #require(throws: SceneError.self) {
            try TitleCard(scene: SceneLoader().load(string: """
                version: 1
                layers:
                  - shape: {kind: line, width: 100}
                    keyframes: {color: [{at: 0, value: red}]}

                """, fileName: "card.yaml"))
        }
        #expect(error.keyPath == "layers[0].keyframes.color" && error.description.contains("drawn by its stroke"))
    }

    /// y of a CSS cubic-bezier timing function at x, by bisection on the curve's parameter.
    static func cubicBezierY(x: Double, x1: Double, y1: Double, x2: Double, y2: Double) -> Double {
        func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
        }
        var low = 0.0, high = 1.0
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if bezier(middle, x1, x2) < x { low = middle } else { high = middle }
        }
        return bezier((low + high) / 2, y1, y2)
    }

    @Test("loading and compiling keys is linear: four times the keys, under eight times the time")
    func manyKeysAreLinear() throws {
        // Offsets in flow style, opacities in block style, colours: the three shapes of value.
        func scene(_ count: Int) -> String {
            let offsets = (0..<count).map { "{at: \(Double($0) / 1000), value: [\($0 % 50), 0]}" }.joined(separator: ", ")
            let opacities = (0..<count).map { "        - at: \(Double($0) / 1000)\n          value: \($0 % 2)" }.joined(separator: "\n")
            let colors = (0..<count).map { "{at: \(Double($0) / 1000), value: \"#\($0 % 2 == 0 ? "ff0000" : "00ff00")\"}" }
                .joined(separator: ", ")
            return """
                version: 1
                canvas: 640x360
                duration: 3
                layers:
                  - text: Hi
                    keyframes:
                      offset: [\(offsets)]
                      color: [\(colors)]
                      opacity:
                \(opacities)

                """
        }
        let growth = try TestSupport.growthOverFourfoldInput(400) { count in
            let card = try TitleCard(scene: SceneLoader().load(string: scene(count), fileName: "card.yaml"))
            #expect(card.duration == 3)
        }
        #expect(growth < 8, "four times the keys took \(growth) times as long")
    }
}

