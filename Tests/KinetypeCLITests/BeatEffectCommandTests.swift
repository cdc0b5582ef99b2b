import Foundation
import KinetypeTestSupportCore
import Testing

/// A symbol effect fired by the soundtrack (`effects: [{effect: bounce, at: beats}]`): on a click
/// track, decoded by ffmpeg, the title's ink area peaks within a frame of each click.
@Suite struct BeatEffectCommandTests {
    /// A 16-bit mono WAV at 22.05 kHz, `seconds` long, of short 1 kHz clicks at `clicks` seconds.
    static func clickTrack(_ clicks: [Double], seconds: Double, at url: URL) throws {
        let rate = 22_050, count = Int(seconds * Double(rate))
        var samples = [Double](repeating: 0, count: count)
        for click in clicks {
            let start = Int(click * Double(rate))
            for index in 0..<Int(0.02 * Double(rate)) where start + index < count {
                samples[start + index] += 0.8 * sin(2 * Double.pi * 1000 * Double(index) / Double(rate)) * exp(-Double(index) / (0.004 * Double(rate)))
            }
        }
        try TestSupport.writeWAV(samples, rate: rate, to: url)
    }

    @Test("A title bouncing at: beats of a 120 BPM click track: its ink area peaks within a frame of each click, and is still before the first; validate finds the beats too")
    func bouncesOnBeats() throws {
        try TestSupport.withTemporaryFolder { folder in
            let clicks = (0..<4).map { 0.25 + 0.5 * Double($0) }
            try Self.clickTrack(clicks, seconds: 2, at: folder.appendingPathComponent("click.wav"))
            let scene = folder.appendingPathComponent("beat.yaml"), output = folder.appendingPathComponent("beat.mp4")
            try Data("""
                version: 1
                canvas: 160x90
                fps: 20
                duration: 2
                background: black
                audio: click.wav
                layers:
                  - text: BEAT
                    font: {size: 40, weight: bold}
                    color: white
                    effects:
                      - {effect: bounce, at: beats}

                """.utf8).write(to: scene)
            let result = InProcess.run(["render", scene.path, "-o", output.path, "--progress", "none"])
            try #require(result.status == 0, "\(result.stderr)")
            let validated = InProcess.run(["validate", scene.path])
            #expect(validated.status == 0, "validate finds the beats as render does: \(validated.stderr)")
            let ffmpeg = try #require(TestSupport.which("ffmpeg"))
            let bytes = [UInt8](try TestSupport.run(ffmpeg, ["-v", "error", "-i", output.path, "-f", "rawvideo", "-pix_fmt", "gray", "-"]).stdout)
            let size = 160 * 90
            let ink = stride(from: 0, to: bytes.count - size + 1, by: size).map { start in bytes[start..<start + size].lazy.filter { $0 > 128 }.count }
            try #require(ink.count == 40, "\(ink.count) frames")
            #expect(Set(ink[0..<5]).count == 1, "still before the first click: \(ink[0..<5])")
            for click in clicks {
                let frame = Int((click * 20).rounded())
                let window = max(0, frame - 4)..<min(ink.count, frame + 6)
                let peak = window.max { ink[$0] < ink[$1] }!
                #expect(abs(peak - frame) <= 1 && ink[peak] > ink[0] + ink[0] / 20, "click at frame \(frame): ink peaks at frame \(peak) (\(ink[window]))")
            }
        }
    }
}
