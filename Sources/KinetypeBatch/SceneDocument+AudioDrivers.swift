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
        let drivers = audioDrivers, audiograms = self.audiograms
        guard let first = drivers.first?.keyPath ?? audiograms.first.map({ "\($0.keyPath).kind" }) else { return }
        guard let soundtrack else {
            throw sourceMap.error(.invalidValue, at: first, """
                \(drivers.isEmpty ? "draws the sound's levels" : "is driven by the sound"), and the scene has no soundtrack: \
                add audio: song.mp3 (or --audio FILE)
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
        for (_, shape) in audiograms where shape.kind == .bars {
            for (index, band) in (shape.sound?.bands ?? []).enumerated() {
                let name = "bars:\(band.low)-\(band.high):\(index)"
                if !bands.contains(where: { $0.name == name }) { bands.append(AudioBand(name: name, low: band.low, high: band.high)) }
            }
        }
        let analysis: AudioAnalysis
        do {
            analysis = try AudioAnalysis.analyze(soundtrack.file.url, fps: fps, bands: bands)
        } catch let error as AudioError {
            throw sourceMap.error(.invalidValue, at: drivers.first { if case .band = $0.driver.signal { true } else { false } }?.keyPath ?? first,
                                  error.description.replacingOccurrences(of: "--bands: ", with: "band:"))
        } catch let error as VideoError {
            throw sourceMap.error(.invalidValue, at: "audio", error.description)
        }
        resolveEffectTriggers { AudioDriverEnvelope.events($0, analysis: analysis, soundtrack: soundtrack) }
        let duration = self.duration, fps = self.fps
        let frames = Int((duration * fps).rounded(.up)) + 1
        try resolveAudiograms { _, shape in Self.levels(of: shape, analysis: analysis, soundtrack: soundtrack, frames: frames) }
        try resolveDrivers { _, driver in
            let envelope = AudioDriverEnvelope(driver: driver, analysis: analysis, soundtrack: soundtrack)
            return (0..<frames).map { frame in
                let time = min(duration, Double(frame) / fps)
                return KeyframeStage.Key(at: time, value: [driver.from + (driver.to - driver.from) * envelope.value(frame: frame, time: time)])
            }
        }
    }

    /// The sound's level at each of `frames` card frames of `analysis`, the file placed as
    /// `soundtrack` plays it (its `start` on the card, its `offset` into the file): the frame's
    /// RMS, 0 before the sound starts and after it ends.
    static func cardLevels(_ series: [Double], analysis: AudioAnalysis, soundtrack: Soundtrack, frames: Int) -> [Double] {
        let shift = soundtrack.start - soundtrack.offset
        return (0..<frames).map { frame in
            let fileTime = Double(frame) / analysis.fps - shift
            let index = Int((fileTime * analysis.fps + 1e-9).rounded(.down))
            let heard = fileTime >= soundtrack.offset && fileTime < soundtrack.file.duration
            return heard && series.indices.contains(index) ? series[index] : 0
        }
    }

    /// The soundtrack's level a card frame for a waveform under a timeline (the preview's):
    /// each frame's RMS over the card's length at its frame rate, the loudest frame 1.
    public func soundtrackWaveform(_ soundtrack: Soundtrack) throws -> [Double] {
        let analysis = try AudioAnalysis.analyze(soundtrack.file.url, fps: fps, bands: [])
        let levels = Self.cardLevels(analysis.rms, analysis: analysis, soundtrack: soundtrack,
                                     frames: max(1, Int((duration * fps).rounded(.up))))
        let peak = levels.max() ?? 0
        return levels.map { peak > 0 ? $0 / peak : 0 }
    }

    /// An audiogram's levels a card frame (`frames` of them), the sound placed as `soundtrack`
    /// plays it: each bar's band, or the whole level for a waveform, in dBFS from the shape's
    /// floor (0) to full scale (1); silence before the sound starts and after it ends.
    static func levels(of shape: SceneShape, analysis: AudioAnalysis, soundtrack: Soundtrack, frames: Int) -> SoundLevels {
        let sound = shape.sound ?? SceneShape.Sound()
        let series: [[Double]]
        if shape.kind == .bars {
            series = sound.bands.enumerated().map { index, band in
                let name = "bars:\(band.low)-\(band.high):\(index)"
                return analysis.bands.firstIndex { $0.name == name }.map { analysis.bandLevels[$0] } ?? []
            }
        } else {
            series = [analysis.rms]
        }
        let placed = series.map { cardLevels($0, analysis: analysis, soundtrack: soundtrack, frames: frames) }
        let levels = (0..<frames).map { frame in placed.map { sound.drawn($0[frame]) } }
        return SoundLevels(style: shape.kind == .bars ? .bars : .waveform, frames: levels, fps: analysis.fps,
                           gap: sound.gap, window: sound.window)
    }
}
