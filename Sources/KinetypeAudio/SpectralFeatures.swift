import Foundation

/// What the analysis takes from the samples as they stream in (``append(_:)``): each video
/// frame's RMS, exactly over its samples; and, every hop of the short-time spectrum (Hann window
/// of ``fftSize`` samples, centred on each hop), the power in each ``AudioBand``, the spectral
/// flux of a log-compressed filterbank (the onset strength), and the windowed mean square (which
/// gates silence).
///
/// It holds only a window's samples at a time, so an hour of sound costs its features, not its
/// samples. Time `hop × h / sampleRate` is the centre of hop `h`'s window (the first window is
/// padded with half a window of silence before the first sample).
final class SpectralFeatures {
    /// Samples a second.
    let sampleRate: Double
    /// The window, in samples.
    let fftSize: Int
    /// Samples from one window's centre to the next.
    let hop: Int
    /// Video frames a second.
    let fps: Double
    /// The bands measured.
    let bands: [AudioBand]

    /// Each video frame's RMS, linear.
    private(set) var frameRMS: [Float] = []
    /// Each hop's power in each band (mean square of the band's part of the signal).
    private(set) var bandPower: [[Float]]
    /// Each hop's spectral flux (the first's from silence).
    private(set) var flux: [Float] = []
    /// Each hop's windowed mean square.
    private(set) var meanSquare: [Float] = []

    private let fft: RealFFT
    private let window: [Float]
    /// Bins `range` of each band.
    private let bandBins: [ClosedRange<Int>]
    /// The filterbank's band of each bin (-1: none), and the band count.
    private let filterOf: [Int]
    private let filterCount: Int
    private var previousLog: [Float]
    private var currentLog: [Float]
    private var power: [Float]
    /// Samples not yet past the last window (starting with half a window of silence).
    private var pending: [Float]
    private var sampleCount = 0
    private var frameSquares = 0.0
    private var frameEnd: Int
    private let windowEnergy: Float

    /// Features of sound at `sampleRate` for `fps` video frames a second and `bands`.
    init(sampleRate: Double, fps: Double, bands: [AudioBand], fftSize: Int = 1024, hop: Int = 441) {
        self.sampleRate = sampleRate
        self.fps = fps
        self.bands = bands
        self.fftSize = fftSize
        self.hop = hop
        fft = RealFFT(size: fftSize)
        window = (0..<fftSize).map { Float(0.5 - 0.5 * cos(2 * Double.pi * Double($0) / Double(fftSize))) }
        windowEnergy = window.reduce(0) { $0 + $1 * $1 }
        let binHz = sampleRate / Double(fftSize), last = fftSize / 2
        bandBins = bands.map { band in
            let low = min(last, max(0, Int((band.low / binHz).rounded()))), high = min(last, max(low, Int((band.high / binHz).rounded())))
            return low...high
        }
        // Sixth-octave bands from 30 Hz to 16 kHz (a bin to itself where they are narrower).
        var filterOf = [Int](repeating: -1, count: last + 1), count = 0, previousKey = Int.min
        for bin in 1...last {
            let hertz = Double(bin) * binHz
            guard hertz >= 30, hertz <= 16_000 else { continue }
            let key = Int((6 * log2(hertz / 30)).rounded(.down))
            if key != previousKey || count == 0 { count += 1; previousKey = key }
            filterOf[bin] = count - 1
        }
        self.filterOf = filterOf
        filterCount = count
        previousLog = [Float](repeating: 0, count: count)
        currentLog = previousLog
        power = [Float](repeating: 0, count: last + 1)
        pending = [Float](repeating: 0, count: fftSize / 2)
        bandPower = bands.map { _ in [] }
        frameEnd = Int((sampleRate / fps).rounded())
    }

    /// Takes the next samples.
    func append(_ samples: UnsafeBufferPointer<Float>) {
        for sample in samples {
            let value = Double(sample)
            frameSquares += value * value
            sampleCount += 1
            if sampleCount == frameEnd { closeFrame() }
        }
        pending.append(contentsOf: samples)
        var start = 0
        while pending.count - start >= fftSize {
            analyse(from: start)
            start += hop
        }
        if start > 0 { pending.removeFirst(start) }
    }

    /// Ends the stream: the last partial frame counted, and the windows past the last sample
    /// (padded with silence) analysed up to the last hop whose centre is within the sound.
    func finish() {
        if sampleCount > Int((Double(frameRMS.count) * sampleRate / fps).rounded()) { closeFrame() }
        let hops = sampleCount == 0 ? 0 : (sampleCount - 1) / hop + 1
        pending.append(contentsOf: [Float](repeating: 0, count: fftSize))
        var start = 0
        while flux.count < hops, pending.count - start >= fftSize {
            analyse(from: start)
            start += hop
        }
    }

    private func closeFrame() {
        let first = Int((Double(frameRMS.count) * sampleRate / fps).rounded())
        let count = max(1, sampleCount - first)
        frameRMS.append(Float(min(1, (frameSquares / Double(count)).squareRoot())))
        frameSquares = 0
        frameEnd = Int((Double(frameRMS.count + 1) * sampleRate / fps).rounded())
    }

    /// One window of `pending` from `start`.
    private func analyse(from start: Int) {
        pending.withUnsafeBufferPointer { buffer in
            fft.power(of: UnsafeBufferPointer(rebasing: buffer[start..<start + fftSize]), window: window, into: &power)
        }
        let last = fftSize / 2
        // Parseval: the one-sided bins count twice, DC and Nyquist once.
        let scale = 1 / (Float(fftSize) * windowEnergy)
        var total: Float = 0
        for bin in 0...last { total += (bin == 0 || bin == last ? 1 : 2) * power[bin] }
        meanSquare.append(total * scale)
        for (index, bins) in bandBins.enumerated() {
            var sum: Float = 0
            for bin in bins { sum += power[bin] }
            bandPower[index].append(2 * sum * scale)
        }
        for index in 0..<filterCount { currentLog[index] = 0 }
        for bin in 1...last where filterOf[bin] >= 0 { currentLog[filterOf[bin]] += power[bin] }
        // Magnitude in units of a full-scale sine's amplitude, log-compressed.
        let amplitude = 4 / Float(fftSize)
        var rise: Float = 0
        for index in 0..<filterCount {
            let level = log1pf(100 * currentLog[index].squareRoot() * amplitude)
            currentLog[index] = level
            // The first window's rise is from the silence before the sound.
            rise += max(0, level - previousLog[index])
        }
        swap(&previousLog, &currentLog)
        flux.append(rise)
    }
}
