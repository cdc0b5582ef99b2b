import Foundation
import KinetypeAudio
import KinetypeCard
import KinetypeScene
import KinetypeVideo

extension SceneDocument {
    /// Turns every property driven by the sound (``audioDrivers``) into a key a frame, and gives
    /// each effect triggered by it (`at: beats`) its times (``resolveEffectTriggers(_:)``): the
    /// soundtrack is analysed at the scene's frame rate (`AudioAnalysis`), each driver's signal
    /// followed or pulsed as `SceneAudioDriver` says, and mapped from its `from` to its `to`.
    /// The sound is placed as the card plays it: its `start` on the card, its `offset` into the
    /// file.
    ///
    /// Throws a ``SceneError`` at the driven property when the scene has no `soundtrack`, or
    /// names a band that does not read or lies beyond the sound's Nyquist frequency; at `audio`
    /// when the file does not decode. Does nothing when no property is driven.
    public mutating func resolveAudioDrivers(soundtrack: Soundtrack?) throws {
        let drivers = audioDrivers
        guard let first = drivers.first else { return }
        guard let soundtrack else {
            throw sourceMap.error(.invalidValue, at: first.keyPath, """
                is driven by the sound, and the scene has no soundtrack: add audio: song.mp3 (or --audio FILE)
                """)
        }
        var bands: [AudioBand] = []
        for (keyPath, driver) in drivers {
            guard case .band(let name) = driver.signal, !bands.contains(where: { $0.name == name }) else { continue }
            if let band = AudioBand.defaults.first(where: { $0.name == name }) {
                bands.append(band)
                continue
            }
            do {
                bands += try AudioBand.list(name)
            } catch let error as AudioError {
                throw sourceMap.error(.invalidValue, at: keyPath, "band:\(name): \(error.description.replacingOccurrences(of: "--bands: ", with: "")); or name bass, mid or treble")
            }
        }
        let analysis: AudioAnalysis
        do {
            analysis = try AudioAnalysis.analyze(soundtrack.file.url, fps: fps, bands: bands)
        } catch let error as AudioError {
            throw sourceMap.error(.invalidValue, at: drivers.first { if case .band = $0.driver.signal { true } else { false } }?.keyPath ?? first.keyPath,
                                  error.description.replacingOccurrences(of: "--bands: ", with: "band:"))
        } catch let error as VideoError {
            throw sourceMap.error(.invalidValue, at: "audio", error.description)
        }
        try resolveEffectTriggers { AudioDriverEnvelope.events($0, analysis: analysis, soundtrack: soundtrack) }
        let duration = self.duration, fps = self.fps
        let frames = Int((duration * fps).rounded(.up)) + 1
        try resolveDrivers { _, driver in
            let envelope = AudioDriverEnvelope(driver: driver, analysis: analysis, soundtrack: soundtrack)
            return (0..<frames).map { frame in
                let time = min(duration, Double(frame) / fps)
                return KeyframeStage.Key(at: time, value: [driver.from + (driver.to - driver.from) * envelope.value(frame: frame, time: time)])
            }
        }
    }
}
