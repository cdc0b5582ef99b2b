import Foundation
import Kinetype
import KinetypeTestSupportCore
import Testing

/// A text animator's range selector following the sound: `end: {driver: {audio: rms, …}}`
/// selects more of the text as the level rises.
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
            for (selector, audio, words) in cases {
                let scene = folder.appendingPathComponent("bad.yaml"), output = folder.appendingPathComponent("bad.png")
                try Data(Self.scene(selector, audio: audio).utf8).write(to: scene)
                let result = InProcess.run(["render", scene.path, "-o", output.path])
                #expect(result.status == 2 && words.allSatisfy(result.stderr.contains), "\(selector): \(result.stderr)")
                #expect(!FileManager.default.fileExists(atPath: output.path))
            }
        }
    }
}
