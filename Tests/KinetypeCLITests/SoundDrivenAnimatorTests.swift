import Foundation
import Kinetype
import KinetypeTestSupportCore
import Testing

/// Values following the sound beyond keyframes: a text animator's range selector
/// (`end: {driver: {audio: rms, …}}` selects more of the text as the level rises) and a
/// shader's parameters (`amplitude: {driver: …}`).
@Suite struct SoundDrivenAnimatorTests {
    static func scene(_ selector: String, audio: String = "audio: late.wav\n") -> String {
        """
        version: 1
        canvas: 240x80
        fps: 20
        duration: 2
        background: black
        \(audio)layers:
          - text: "LEVEL"
            font: {size: 40, weight: bold}
            color: white
            start: 0.2
            animators:
              - properties: {opacity: 0}
                selector: \(selector)

        """
    }

    static func ink(_ frame: Frame) -> Int {
        var count = 0
        for y in 0..<frame.height { for x in 0..<frame.width where frame.pixel(x: x, y: y).red > 128 { count += 1 } }
        return count
    }

    @Test("end driven by the level: in the silence the text shows whole, once the tone sounds the selector covers it and it is hidden")
    func followsTheLevel() throws {
        try TestSupport.withTemporaryFolder { folder in
            try AudiogramCommandTests.tones([(0, 1), (300, 1)], at: folder.appendingPathComponent("late.wav"))
            let scene = folder.appendingPathComponent("driven.yaml")
            try Data(Self.scene("{start: 0, end: {driver: {audio: rms, from: 0, to: 100, release: 0}}}").utf8).write(to: scene)
            func still(_ time: Double) throws -> Frame {
                let output = folder.appendingPathComponent("at-\(time).png")
                let result = InProcess.run(["render", scene.path, "--at", "\(time)", "-o", output.path])
                try #require(result.status == 0, "\(result.stderr)")
                return try Canvas(png: Data(contentsOf: output)).frame()
            }
            let quiet = Self.ink(try still(0.6)), loud = Self.ink(try still(1.6))
            #expect(quiet > 300 && loud == 0, "ink \(quiet) in the silence, \(loud) in the tone")
            // On the card's clock, though the layer starts at 0.2 s: the tone starts at 1 s.
            let before = Self.ink(try still(0.95)), after = Self.ink(try still(1.1))
            #expect(before == quiet && after == 0, "ink \(before) just before the tone, \(after) just after")
            #expect(InProcess.run(["validate", scene.path]).status == 0, "validate reads the sound for the driver too")
        }
    }

    @Test("a selector value that cannot be driven, or a driver without a soundtrack, exits 2 naming the key")
    func badInput() throws {
        try TestSupport.withTemporaryFolder { folder in
            try AudiogramCommandTests.tones([(300, 1)], at: folder.appendingPathComponent("late.wav"))
            let cases: [(String, String, [String])] = [
                ("{amount: {driver: {audio: rms}}}", "audio: late.wav\n", ["layers[0].animators[0].selector.amount", "amount cannot be driven by the sound", "start, end, offset"]),
                ("{offset: {driver: {audio: beats, to: 50}}}", "", ["layers[0].animators[0].selector.offset", "no soundtrack"]),
            ]
            try RefusedScenes.expect(cases.map { (Self.scene($0.0, audio: $0.1), $0.2) }, in: folder)
        }
    }
    @Test("a shader's amplitude driven by the level: still in the silence (the plain text), swaying once the tone sounds")
    func shaderFollowsTheLevel() throws {
        try TestSupport.withTemporaryFolder { folder in
            try AudiogramCommandTests.tones([(0, 1), (300, 1)], at: folder.appendingPathComponent("late.wav"))
            func scene(_ shader: String) -> String {
                "version: 1\ncanvas: 240x80\nfps: 20\nduration: 2\nbackground: black\naudio: late.wav\nlayers:\n"
                    + "  - {text: \"LEVEL\", font: {size: 40, weight: bold}, color: white\(shader)}\n"
            }
            func still(_ text: String, _ time: Double) throws -> Frame {
                let file = folder.appendingPathComponent("shader.yaml"), output = folder.appendingPathComponent("shader-\(time).png")
                try Data(text.utf8).write(to: file)
                let result = InProcess.run(["render", file.path, "--at", "\(time)", "-o", output.path])
                try #require(result.status == 0, "\(result.stderr)")
                return try Canvas(png: Data(contentsOf: output)).frame()
            }
            func differing(_ a: Frame, _ b: Frame) -> Int {
                TestSupport.pixelMismatches(xs: 0..<a.width, ys: 0..<a.height, actual: a.pixel, expected: b.pixel).count
            }
            let driven = scene(", shader: {name: wave, wavelength: 20, amplitude: {driver: {audio: rms, from: 0, to: 6, release: 0}}}")
            let plain = scene("")
            #expect(differing(try still(driven, 0.5), try still(plain, 0.5)) == 0, "amplitude 0 in the silence")
            #expect(differing(try still(driven, 1.5), try still(plain, 1.5)) > 50, "the rows sway in the tone")
        }
    }

    @Test("a shader parameter that is not a number, a renderer's parameter, or a shader driver without a soundtrack, exits 2 naming the key")
    func shaderBadInput() throws {
        try TestSupport.withTemporaryFolder { folder in
            try AudiogramCommandTests.tones([(300, 1)], at: folder.appendingPathComponent("late.wav"))
            let cases: [(String, String, [String])] = [
                ("renderer: {name: wave, amplitude: {driver: {audio: rms}}}", "audio: late.wav\n",
                 ["layers[0].renderer.amplitude", "a renderer's parameters cannot be driven by the sound"]),
                ("shader: {name: wave, amplitude: {driver: {audio: rms}}}", "", ["layers[0].shader.amplitude", "no soundtrack"]),
                ("shader: {name: wave, colour: {driver: {audio: rms}}}", "audio: late.wav\n", ["layers[0].shader.colour", "colour cannot be driven by the sound", "amplitude, wavelength, speed"]),
            ]
            try RefusedScenes.expect(cases.map { ("version: 1\ncanvas: 240x80\nduration: 1\n\($0.1)layers:\n  - {text: Hi, \($0.0)}\n", $0.2) }, in: folder)
        }
    }
}
