import Foundation
import KinetypeBatch
import KinetypeCard
import KinetypeScene
import KinetypeTestSupportCore
import Testing

/// `keyframes: {scale: {driver: {audio: beats, …}}}`: the soundtrack analysed and the driven
/// property keyed a frame, peaking on the sound's beats; drivers that cannot be met are named.
@Suite struct SceneAudioDriverTests {
    /// A 16-bit mono WAV at 22.05 kHz with a click every 0.5 s (120 BPM) for `seconds`.
    static func clicks(seconds: Double, at url: URL) throws -> [Double] {
        let rate = 22_050.0, count = Int(seconds * rate)
        var samples = [Double](repeating: 0, count: count), times: [Double] = []
        for beat in stride(from: 0.0, to: seconds - 0.1, by: 0.5) {
            times.append(beat)
            for index in 0..<220 where Int(beat * rate) + index < count {
                let t = Double(index) / rate
                samples[Int(beat * rate) + index] = 24_000.0 / 32_767 * exp(-t / 0.002) * sin(2 * Double.pi * 1500 * t)
            }
        }
        try TestSupport.writeWAV(samples, rate: Int(rate), to: url)
        return times
    }

    @Test("A scale driven by beats peaks within a frame of each beat, at its to value")
    func beatsDriveScale() throws {
        try TestSupport.withTemporaryFolder { folder in
            let beats = try Self.clicks(seconds: 4, at: folder.appendingPathComponent("clicks.wav"))
            var document = try SceneLoader().load(string: """
                version: 1
                canvas: 160x90
                fps: 25
                duration: audio
                audio: clicks.wav
                layers:
                  - text: Beat
                    keyframes: {scale: {driver: {audio: beats, from: 1, to: 1.5, attack: 0, release: 0.1}}}

                """, fileName: "card.yaml")
            let track = try document.resolveSoundtrack(baseURL: folder)
            try document.resolveAudioDrivers(soundtrack: track)
            #expect(document.audioDrivers.isEmpty)
            let keys = document.layers[0].keyframes.scale
            try #require(keys.count == 101, "\(keys.count) keys for 4 s at 25 fps")
            // Every beat after the first few that the tracker needs to lock on.
            for beat in beats where beat >= 1 {
                let frame = Int((beat * 25).rounded())
                let near = keys.indices.filter { abs($0 - frame) <= 4 }
                let peak = near.max { keys[$0].value[0] < keys[$1].value[0] }!
                #expect(abs(peak - frame) <= 1 && keys[peak].value[0] > 1.35, "beat at \(beat) s: peak \(keys[peak].value[0]) at frame \(peak)")
            }
            _ = try TitleCard(scene: document, baseURL: folder)
        }
    }

    @Test("A driver without a soundtrack, on an offset, or before analysis is named at its key")
    func refused() throws {
        var silent = try SceneLoader().load(string: "version: 1\nlayers:\n  - text: A\n    keyframes: {opacity: {driver: {audio: rms}}}\n", fileName: "a.yaml")
        let missing = try #require(throws: SceneError.self) { try silent.resolveAudioDrivers(soundtrack: nil) }
        #expect(missing.keyPath == "layers[0].keyframes.opacity" && missing.description.contains("no soundtrack"), "\(missing)")
        let unresolved = try #require(throws: SceneError.self) { _ = try TitleCard(scene: silent) }
        #expect(unresolved.keyPath == "layers[0].keyframes.opacity" && unresolved.description.contains("not been analysed"), "\(unresolved)")
        let offset = try #require(throws: SceneError.self) {
            _ = try SceneLoader().load(string: "version: 1\nlayers:\n  - text: A\n    keyframes: {offset: {driver: {audio: rms}}}\n", fileName: "a.yaml")
        }
        #expect(offset.keyPath == "layers[0].keyframes.offset.driver" && offset.description.contains("cannot be driven"), "\(offset)")
        let signal = try #require(throws: SceneError.self) {
            _ = try SceneLoader().load(string: "version: 1\nlayers:\n  - text: A\n    keyframes: {scale: {driver: {audio: loudness}}}\n", fileName: "a.yaml")
        }
        #expect(signal.keyPath == "layers[0].keyframes.scale.driver.audio", "\(signal)")
    }
}
