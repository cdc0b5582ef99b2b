import Foundation
import Kinetype

/// The sound analysis on an hour of sound (`kinetype audio`'s work): a 16-bit mono WAV at 44.1 kHz
/// of a 10 s passage (a tone, noise and clicks at 120 BPM) repeated 360 times, decoded by ffmpeg
/// and analysed at 30 fps with the default bands. The goal is an hour in under 10 s on 2 cores.
enum AudioBenchmarks {
    static func run() throws -> [(name: String, value: Double, unit: String)] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kinetype-bench-audio-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("hour.wav")
        try writeHour(to: url)
        let started = Date()
        let analysis = try AudioAnalysis.analyze(url, fps: 30)
        let seconds = Date().timeIntervalSince(started)
        return [("audio analysis, 1 h of 44.1 kHz sound (\(analysis.beats.count) beats)", seconds, "s")]
    }

    /// Writes the hour a passage at a time.
    static func writeHour(to url: URL) throws {
        let rate = 44_100, passage = 10 * rate, repeats = 360
        var state: UInt64 = 52
        var samples = [Int16](repeating: 0, count: passage)
        for index in 0..<passage {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let t = Double(index) / Double(rate), beat = t.truncatingRemainder(dividingBy: 0.5)
            let noise = Double(state >> 11) / Double(1 << 53) * 2 - 1
            let value = 0.2 * sin(2 * Double.pi * 220 * t) + 0.05 * noise + (beat < 0.01 ? 0.6 * exp(-beat / 0.002) * sin(2 * Double.pi * 1500 * beat) : 0)
            samples[index] = Int16(max(-1, min(1, value)) * 32_767)
        }
        var header = Data()
        func append<T: FixedWidthInteger>(_ value: T) { withUnsafeBytes(of: value.littleEndian) { header.append(contentsOf: $0) } }
        let bytes = UInt32(passage * repeats * 2)
        header.append(contentsOf: Array("RIFF".utf8)); append(36 + bytes); header.append(contentsOf: Array("WAVE".utf8))
        header.append(contentsOf: Array("fmt ".utf8)); append(UInt32(16)); append(UInt16(1)); append(UInt16(1))
        append(UInt32(rate)); append(UInt32(rate * 2)); append(UInt16(2)); append(UInt16(16))
        header.append(contentsOf: Array("data".utf8)); append(bytes)
        FileManager.default.createFile(atPath: url.path, contents: header)
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        try handle.seekToEnd()
        let block = samples.withUnsafeBytes { Data($0) }
        for _ in 0..<repeats { try handle.write(contentsOf: block) }
    }
}
