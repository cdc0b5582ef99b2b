import Foundation
import KinetypeVideo

/// What a sound holds, a video frame at a time and as events: its level, the level of a few
/// frequency bands, its onsets, its beats and its tempo.
///
/// ``analyze(_:fps:bands:)`` decodes a file with ffmpeg (any sound ffmpeg reads, the first sound
/// stream, mixed to mono at 44.1 kHz) and streams the samples through the analysis, so an hour of
/// sound holds its features in memory rather than its samples; ``init(samples:sampleRate:fps:bands:)``
/// analyses samples already in memory.
///
/// - **Level** (``rms``, ``rmsDB``): the root mean square of each video frame's samples (frame
///   `n` is seconds `n / fps` to `(n + 1) / fps`), linear (a full-scale square wave is 1, a
///   full-scale sine 0.707) and in dBFS (floored at −120).
/// - **Bands** (``bandLevels``): each band's RMS in each frame, from the short-time spectrum
///   (FFTW, Hann window of 1024 samples every 10 ms): the sum of the band's bins' power, scaled
///   by Parseval so a sine inside the band reads its RMS, averaged over the windows centred in
///   the frame.
/// - **Onsets** (``onsets``): ``OnsetDetector`` on the spectral flux of a sixth-octave
///   filterbank, log-compressed.
/// - **Beats and tempo** (``beats``, ``tempo``): ``BeatTracker``.
///
/// The same samples give the same numbers on every run.
///
/// ```swift
/// let tone = (0..<44_100).map { Float(0.5 * sin(2 * Double.pi * 440 * Double($0) / 44_100)) }
/// let analysis = try AudioAnalysis(samples: tone, fps: 10)
/// analysis.rms.count        // 10
/// analysis.rms[5]           // ≈ 0.354, the RMS of a sine of amplitude 0.5
/// ```
public struct AudioAnalysis: Sendable, Equatable {
    /// The frame rates the analysis takes.
    public static let fpsRange = 1.0...240.0
    /// The sampling rate files are decoded at.
    public static let sampleRate = 44_100.0
    /// The level ``rmsDB`` gives silence.
    public static let floorDB = -120.0

    /// Frames a second.
    public var fps: Double
    /// The sound's length in seconds.
    public var duration: Double
    /// Each frame's RMS, linear, 0 to 1.
    public var rms: [Double]
    /// The bands measured, in order.
    public var bands: [AudioBand]
    /// Each band's RMS a frame, linear, 0 to 1 (``bands`` in order).
    public var bandLevels: [[Double]]
    /// The onsets, in seconds.
    public var onsets: [Double]
    /// The beats, in seconds.
    public var beats: [Double]
    /// The tempo sections, in order.
    public var tempo: [TempoSection]

    /// Each frame's level in dBFS: `20·log10(rms)`, at least ``floorDB``.
    public var rmsDB: [Double] { rms.map { $0 > 0 ? max(Self.floorDB, 20 * log10($0)) : Self.floorDB } }

    /// Analyses mono `samples` at `sampleRate` for `fps` frames a second (``fpsRange``) and
    /// `bands` (each within 0 to half `sampleRate`); throws ``AudioError`` otherwise.
    public init(samples: [Float], sampleRate: Double = AudioAnalysis.sampleRate, fps: Double, bands: [AudioBand] = AudioBand.defaults) throws {
        let features = try Self.features(sampleRate: sampleRate, fps: fps, bands: bands, nyquist: sampleRate / 2)
        samples.withUnsafeBufferPointer { features.append($0) }
        features.finish()
        self.init(features: features, duration: Double(samples.count) / sampleRate)
    }

    /// Decodes `url`'s sound with ffmpeg and analyses it for `fps` frames a second and `bands`
    /// (the default bands end at the sound's Nyquist frequency when it is lower than theirs).
    ///
    /// Throws `VideoError.unreadableSound(path:reason:)` naming the file when it is missing, not a
    /// regular file (a FIFO), holds no sound (a video without a sound track), is cut short or
    /// damaged; ``AudioError`` for a frame rate outside ``fpsRange`` or a band beyond the sound's
    /// Nyquist frequency (half its own sampling rate, at most 22 050 Hz).
    public static func analyze(_ url: URL, fps: Double, bands: [AudioBand] = AudioBand.defaults) throws -> AudioAnalysis {
        guard fpsRange.contains(fps) else { throw AudioError.badFrameRate(fps) }
        let declared = try SoundFile.declared(url)
        let nyquist = min(sampleRate, declared.sampleRate > 0 ? Double(declared.sampleRate) : sampleRate) / 2
        let features = try features(sampleRate: sampleRate, fps: fps, bands: bands, nyquist: nyquist)
        let samples = try SoundDecoder.decode(url, sampleRate: Int(sampleRate), declared: declared.duration) { features.append($0) }
        features.finish()
        return AudioAnalysis(features: features, duration: Double(samples) / sampleRate)
    }

    private static func features(sampleRate: Double, fps: Double, bands: [AudioBand], nyquist: Double) throws -> SpectralFeatures {
        guard fpsRange.contains(fps) else { throw AudioError.badFrameRate(fps) }
        // The default bands end where the sound does: treble stops at the Nyquist frequency of
        // a sound sampled below 32 kHz (a telephone's 8 kHz holds nothing above 4 kHz). Bands
        // the user gives are checked as given.
        let bands = bands.map { band in
            guard AudioBand.defaults.contains(band), band.high > nyquist else { return band }
            return AudioBand(name: band.name, low: min(band.low, nyquist), high: nyquist)
        }
        for band in bands { try band.check(nyquist: nyquist) }
        return SpectralFeatures(sampleRate: sampleRate, fps: fps, bands: bands, hop: Int((sampleRate / 100).rounded()))
    }

    /// The analysis of finished features.
    private init(features: SpectralFeatures, duration: Double) {
        let hopSeconds = Double(features.hop) / features.sampleRate
        let fps = features.fps
        self.fps = fps
        self.duration = duration
        let rms = features.frameRMS.map(Double.init)
        self.rms = rms
        bands = features.bands
        let hopsOfFrame = (0..<rms.count).map { frame -> [Int] in
            let first = Int((Double(frame) / fps / hopSeconds).rounded(.up)), end = Int((Double(frame + 1) / fps / hopSeconds).rounded(.up))
            let inside = Array(first..<min(end, features.flux.count))
            return inside.isEmpty ? [min(features.flux.count - 1, Int(((Double(frame) + 0.5) / fps / hopSeconds).rounded()))] : inside
        }
        bandLevels = features.bandPower.map { power in
            hopsOfFrame.map { hops in
                guard !power.isEmpty else { return 0 }
                let mean = hops.reduce(0.0) { $0 + Double(power[max(0, $1)]) } / Double(hops.count)
                return min(1, mean.squareRoot())
            }
        }
        let time = { (hop: Double) in max(0, hop * hopSeconds + Self.latency) }
        onsets = OnsetDetector.onsets(flux: features.flux, meanSquare: features.meanSquare, hop: hopSeconds).map(time)
        let sections = BeatTracker.track(flux: features.flux, meanSquare: features.meanSquare, hop: hopSeconds)
        beats = sections.flatMap(\.beats).map(time)
        tempo = sections.map { section in
            let times = section.beats.map(time)
            return TempoSection(start: times.first ?? time(Double(section.start)),
                                bpm: Self.bpm(beats: times) ?? 60 / (section.period * hopSeconds))
        }
    }

    /// How far the flux's peak lies before the sound's start, in seconds (the window reaches a
    /// sound before its centre does), added back to onsets and beats.
    static let latency = 0.0

    /// Beats a minute from the least-squares line through `beats` (their index against their
    /// time); nil for fewer than four.
    static func bpm(beats: [Double]) -> Double? {
        guard beats.count >= 4 else { return nil }
        let count = Double(beats.count)
        let meanIndex = (count - 1) / 2, meanTime = beats.reduce(0, +) / count
        var covariance = 0.0, variance = 0.0
        for (index, time) in beats.enumerated() {
            covariance += (Double(index) - meanIndex) * (time - meanTime)
            variance += (Double(index) - meanIndex) * (Double(index) - meanIndex)
        }
        let period = covariance / variance
        return period > 0 ? 60 / period : nil
    }
}
