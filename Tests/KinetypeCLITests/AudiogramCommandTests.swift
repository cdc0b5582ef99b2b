import Foundation
import Kinetype
import KinetypeTestSupportCore
import Testing

/// Audiograms: `shape: {kind: bars}` draws the soundtrack's bands, `{kind: waveform}` its level's
/// recent history; the tallest bar is the band a tone plays in, the waveform thickens where
/// the sound starts.
@Suite struct AudiogramCommandTests {
    /// A 16-bit mono WAV at 44.1 kHz: `parts` in turn, each a sine of a frequency (0: silence)
    /// for some seconds at half scale.
    static func tones(_ parts: [(frequency: Double, seconds: Double)], at url: URL) throws {
        let rate = 44_100
        var samples: [Double] = []
        for part in parts {
            for index in 0..<Int(part.seconds * Double(rate)) {
                samples.append(part.frequency == 0 ? 0 : 0.5 * sin(2 * Double.pi * part.frequency * Double(index) / Double(rate)))
            }
        }
        try TestSupport.writeWAV(samples, rate: rate, to: url)
    }

    /// A still of `layer` over a soundtrack at card time `time`, 320x120, black.
    static func still(_ layer: String, sound: String, at time: Double, in folder: URL) throws -> Frame {
        let scene = folder.appendingPathComponent("audiogram.yaml"), output = folder.appendingPathComponent("still-\(time).png")
        try Data("version: 1\ncanvas: 320x120\nfps: 20\nduration: 2\nbackground: black\naudio: \(sound)\nlayers:\n  - \(layer)\n".utf8).write(to: scene)
        let result = InProcess.run(["render", scene.path, "--at", "\(time)", "-o", output.path])
        try #require(result.status == 0, "\(result.stderr)")
        return try Canvas(png: Data(contentsOf: output)).frame()
    }

    /// For each column of `frame`, how many of its pixels have ink (any channel above 100).
    static func heights(_ frame: Frame) -> [Int] {
        (0..<frame.width).map { x in
            (0..<frame.height).filter { y in let p = frame.pixel(x: x, y: y); return max(p.red, p.green, p.blue) > 100 }.count
        }
    }

    @Test("bars: the tallest bar is the band the tone plays in, 440 Hz and then 4 kHz, as log-spaced bands from 50 Hz to 12 kHz place them")
    func barsFollowTheTone() throws {
        try TestSupport.withTemporaryFolder { folder in
            try Self.tones([(440, 1), (4000, 1)], at: folder.appendingPathComponent("tones.wav"))
            let layer = "{shape: {kind: bars, width: 320, height: 120, bars: 16, gap: 0.25}, color: white}"
            for (time, frequency) in [(0.5, 440.0), (1.5, 4000.0)] {
                let columns = Self.heights(try Self.still(layer, sound: "tones.wav", at: time, in: folder))
                let tallest = columns.indices.max { columns[$0] < columns[$1] }!
                // Bar k of 16 covers 50·r^k to 50·r^(k+1) Hz, r = (12000 / 50)^(1/16); each is 20 px wide.
                let band = Int((16 * log(frequency / 50) / log(12_000 / 50.0)).rounded(.down))
                #expect(tallest / 20 == band, "at \(time) s: the tallest column is \(tallest), in bar \(tallest / 20), not \(band)")
                #expect(columns[tallest] > 60, "a tone at half scale (−9 dBFS in its band) stands above half the box: \(columns[tallest])")
            }
        }
    }

    @Test("waveform: silence draws a thin line; once the tone starts the trailing edge thickens and the window scrolls")
    func waveformScrolls() throws {
        try TestSupport.withTemporaryFolder { folder in
            try Self.tones([(0, 1), (300, 1)], at: folder.appendingPathComponent("late.wav"))
            let layer = "{shape: {kind: waveform, width: 320, height: 120, window: 2}, color: white}"
            let quiet = Self.heights(try Self.still(layer, sound: "late.wav", at: 0.8, in: folder))
            #expect(quiet.max()! <= 4, "silence is a thin line: \(quiet.max()!)")
            let loud = Self.heights(try Self.still(layer, sound: "late.wav", at: 1.9, in: folder))
            // The last 2 s: 1 s of silence (left half), then the tone (right half).
            #expect(loud[40] <= 4 && loud[280] > 60, "left \(loud[40]), right \(loud[280])")
        }
    }

    @Test("bad audiograms exit 2 naming the key: no soundtrack, a key of the other kind, an empty band, out-of-range numbers")
    func badInput() throws {
        try TestSupport.withTemporaryFolder { folder in
            try Self.tones([(440, 1)], at: folder.appendingPathComponent("tone.wav"))
            let cases: [(String, String, [String])] = [
                ("", "{shape: {kind: bars, width: 200, height: 80}}", ["layers[0].shape.kind", "draws the sound's levels, and the scene has no soundtrack"]),
                ("audio: tone.wav\n", "{shape: {kind: bars, width: 200, height: 80, window: 2}}", ["layers[0].shape.window", "only waveform takes 'window'"]),
                ("audio: tone.wav\n", "{shape: {kind: rect, width: 200, height: 80, bars: 8}}", ["layers[0].shape.bars", "only bars takes 'bars'"]),
                ("audio: tone.wav\n", "{shape: {kind: bars, width: 200, height: 80, low: 5000, high: 400}}", ["layers[0].shape.high", "make high above low"]),
                ("audio: tone.wav\n", "{shape: {kind: bars, width: 200, height: 80, bars: 0}}", ["layers[0].shape.bars"]),
                ("audio: tone.wav\n", "{shape: {kind: waveform, width: 200, height: 80, floor: 3}}", ["layers[0].shape.floor"]),
            ]
            try RefusedScenes.expect(cases.map { ("version: 1\ncanvas: 320x120\nduration: 1\n\($0.0)layers:\n  - \($0.1)\n", $0.2) }, in: folder)
        }
    }
}
