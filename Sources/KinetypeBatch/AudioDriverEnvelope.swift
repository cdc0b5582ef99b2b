import Foundation
import KinetypeAudio
import KinetypeScene
import KinetypeVideo

/// One driver's signal on the card's clock, 0 to 1 (``SceneAudioDriver``): a level followed with
/// its attack and release, or pulses on onsets or beats.
struct AudioDriverEnvelope {
    /// The signal each card frame, for a level; nil for pulses.
    private let levels: [Double]?
    /// The events on the card's clock, in order, for pulses.
    private let events: [Double]
    private let attack: Double
    private let release: Double

    /// The card times of the onsets or beats (`signal`) of `analysis` heard as `soundtrack` plays
    /// the sound: from its `offset` on, moved to its `start`; none for a level.
    static func events(_ signal: SceneAudioDriver.Signal, analysis: AudioAnalysis, soundtrack: Soundtrack) -> [Double] {
        let shift = soundtrack.start - soundtrack.offset
        let times: [Double]
        switch signal {
        case .onsets: times = analysis.onsets
        case .beats: times = analysis.beats
        case .rms, .band: return []
        }
        return times.filter { $0 >= soundtrack.offset && $0 < soundtrack.file.duration }.map { $0 + shift }
    }

    /// The envelope of `driver`'s signal in `analysis`, the sound placed as `soundtrack` plays it.
    init(driver: SceneAudioDriver, analysis: AudioAnalysis, soundtrack: Soundtrack) {
        attack = driver.attack
        release = driver.release
        let shift = soundtrack.start - soundtrack.offset
        // Events and frames of the file heard on the card: from `offset` on, after `start`.
        func heard(_ fileTime: Double) -> Bool { fileTime >= soundtrack.offset && fileTime < soundtrack.file.duration }
        switch driver.signal {
        case .onsets, .beats:
            events = Self.events(driver.signal, analysis: analysis, soundtrack: soundtrack)
            levels = nil
        case .rms, .band:
            var series = analysis.rms
            if case .band(let name) = driver.signal, let index = analysis.bands.firstIndex(where: { $0.name == name }) {
                series = analysis.bandLevels[index]
            }
            // The loudest frame reaches 1.
            let peak = series.max() ?? 0
            let normalised = series.map { peak > 0 ? $0 / peak : 0 }
            var result: [Double] = [], value = 0.0
            let step = 1 / analysis.fps
            let frames = Int(((soundtrack.end + 1) * analysis.fps).rounded(.up))
            for frame in 0..<frames {
                let fileTime = Double(frame) / analysis.fps - shift
                let index = Int((fileTime * analysis.fps).rounded(.down))
                let target = heard(fileTime) && normalised.indices.contains(index) ? normalised[index] : 0
                let constant = target > value ? driver.attack : driver.release
                value += (target - value) * (constant > 0 ? 1 - exp(-step / constant) : 1)
                result.append(value)
            }
            levels = result
            events = []
        }
    }

    /// The envelope at card frame `frame` (time `time`).
    func value(frame: Int, time: Double) -> Double {
        if let levels { return frame < levels.count ? levels[frame] : 0 }
        // Pulses: the strongest of those already begun (a later one can start on an earlier's tail).
        var strongest = 0.0
        var index = events.partitioningIndex { $0 > time } - 1
        while index >= 0 {
            let since = time - events[index]
            let pulse = since < attack ? since / attack : release > 0 ? exp(-(since - attack) / release) : (since == attack ? 1 : 0)
            strongest = max(strongest, pulse)
            if since > attack + 20 * max(release, 0.001) { break }
            index -= 1
        }
        return strongest
    }
}

extension Array where Element == Double {
    /// The index of the first element for which `belongs` is true, the array being partitioned
    /// (false ones first).
    fileprivate func partitioningIndex(where belongs: (Double) -> Bool) -> Int {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if belongs(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
