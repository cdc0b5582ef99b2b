import Foundation

/// Sounds made in the test, at 44.1 kHz mono, and a WAV writer for the tools that read files.
enum TestSignals {
    static let rate = 44_100.0

    /// A click: 10 ms of a 1.5 kHz sine under a fast exponential decay, as a metronome's.
    static func addClick(at time: Double, to samples: inout [Float]) {
        let first = Int((time * rate).rounded())
        for index in 0..<Int(0.01 * rate) where first + index < samples.count {
            let t = Double(index) / rate
            samples[first + index] += Float(0.8 * exp(-t / 0.002) * sin(2 * Double.pi * 1500 * t))
        }
    }

    /// The click track of the issue: 96 BPM for 4 s, 1 s of silence, 132 BPM for 4 s (and 0.2 s
    /// of silence after); its samples and the clicks' times.
    static func clickTrack() -> (samples: [Float], clicks: [Double]) {
        var clicks: [Double] = []
        for beat in 0... {
            let time = Double(beat) * 60 / 96
            guard time < 4 else { break }
            clicks.append(time)
        }
        for beat in 0... {
            let time = 5 + Double(beat) * 60 / 132
            guard time < 9 else { break }
            clicks.append(time)
        }
        var samples = [Float](repeating: 0, count: Int(9.2 * rate))
        // A room's hiss under the clicks (white noise at −50 dBFS peak), not in the silence:
        // aubio's peak picker finds few clicks in digital silence.
        var state: UInt64 = 96_132
        let silence = Int(4 * rate)..<Int(5 * rate), end = Int(9 * rate)
        for index in 0..<end where !silence.contains(index) {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let unit: Double = Double(state >> 11) / 9_007_199_254_740_992
            samples[index] = Float((unit * 2 - 1) * 0.003)
        }
        for click in clicks { addClick(at: click, to: &samples) }
        return (samples, clicks)
    }

    /// Something like music for 4 s: a bass line and chords whose loudness swells and falls,
    /// drum-like noise bursts on the beat, from a fixed seed.
    static func musicLike() -> [Float] {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func noise() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53) * 2 - 1
        }
        let count = Int(4 * rate)
        return (0..<count).map { index in
            let t = Double(index) / rate
            let swell = 0.25 + 0.2 * sin(2 * Double.pi * 0.4 * t)
            let bass = sin(2 * Double.pi * (t.truncatingRemainder(dividingBy: 2) < 1 ? 55 : 73.4) * t)
            let chord = [220.0, 277.2, 329.6].reduce(0) { $0 + sin(2 * Double.pi * $1 * t) } / 3
            let beat = t.truncatingRemainder(dividingBy: 0.5)
            let drum = beat < 0.08 ? exp(-beat / 0.02) * noise() : 0
            return Float(swell * (0.6 * bass + 0.4 * chord) + 0.5 * drum)
        }
    }

    /// An exponential sweep from `low` to `high` hertz over `seconds`, amplitude 0.5; and the
    /// frequency at time `t`.
    static func sweep(from low: Double, to high: Double, seconds: Double) -> (samples: [Float], frequency: (Double) -> Double) {
        let k = log(high / low) / seconds
        let samples = (0..<Int(seconds * rate)).map { index -> Float in
            let t = Double(index) / rate
            return Float(0.5 * sin(2 * Double.pi * low * (exp(k * t) - 1) / k))
        }
        return (samples, { low * exp(k * $0) })
    }

    /// `samples` as a 32-bit float mono WAV file.
    static func writeWAV(_ samples: [Float], to url: URL) throws {
        var data = Data()
        func append<T: FixedWidthInteger>(_ value: T) { withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) } }
        let bytes = samples.count * 4
        data.append(contentsOf: Array("RIFF".utf8)); append(UInt32(36 + bytes)); data.append(contentsOf: Array("WAVE".utf8))
        data.append(contentsOf: Array("fmt ".utf8)); append(UInt32(16)); append(UInt16(3)); append(UInt16(1))
        append(UInt32(rate)); append(UInt32(rate) * 4); append(UInt16(4)); append(UInt16(32))
        data.append(contentsOf: Array("data".utf8)); append(UInt32(bytes))
        for sample in samples { append(sample.bitPattern) }
        try data.write(to: url)
    }
}
