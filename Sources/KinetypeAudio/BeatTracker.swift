import Foundation

/// Finds the tempo of each passage and its beats, from an onset-strength curve (spectral flux,
/// one value a hop).
///
/// 1. **Passages.** Three quarters of a second or more of silence (windowed level below
///    ``OnsetDetector/silence``) splits the sound; each part is tracked on its own. (A click
///    track in digital silence slower than about 75 BPM is split at every click, and has no
///    tempo.)
/// 2. **Tempo.** Over windows of 8 s, 2 s apart (the whole part when shorter), the flux's
///    autocorrelation picks the beat period between 30 and 300 BPM. Each lag scores its own
///    correlation plus half that at twice the lag, weighted by a log-normal preference centred
///    on 120 BPM (σ 0.9 octave): half and double the true tempo also correlate, and the
///    preference with the comb settles between them (after Ellis 2007 and librosa's
///    `beat_track`). Neighbouring windows within 4 % of each other make one tempo section.
/// 3. **Beats.** In each section, dynamic programming (Ellis, "Beat tracking by dynamic
///    programming", 2007) picks the beats that best sit on strong flux at that period:
///    each beat's score is its flux plus the best earlier beat's score less
///    `100 · ln²(interval / period)`.
/// 4. **BPM.** From the least-squares line through a section's beats (their mean spacing,
///    free of the hop grid), or from the period when it has fewer than four.
enum BeatTracker {
    /// A section of steady tempo: its first hop, its beat period in hops, and its beats as
    /// fractional hops.
    struct Section {
        var start: Int
        var period: Double
        var beats: [Double]
    }

    /// The tempo sections of `flux` (a value every `hop` seconds), each with its beats.
    static func track(flux: [Float], meanSquare: [Float], hop: Double) -> [Section] {
        let last = flux.count - 1
        let smoothed = (0..<flux.count).map { (t: Int) -> Float in
            let before: Float = flux[max(0, t - 1)], after: Float = flux[min(last, t + 1)]
            return (before + 2 * flux[t] + after) / 4
        }
        var sections: [Section] = []
        for part in passages(meanSquare: meanSquare, hop: hop) where Double(part.count) * hop >= 1.5 {
            for span in tempoSpans(smoothed, part: part, hop: hop) {
                let beats = self.beats(flux, span: span.range, period: span.period)
                sections.append(Section(start: span.range.lowerBound, period: span.period, beats: beats))
            }
        }
        return sections
    }

    /// The parts of the sound between silences of ¾ s or more, each from its first to its last
    /// sounding hop.
    static func passages(meanSquare: [Float], hop: Double) -> [Range<Int>] {
        let gap = Int((0.75 / hop).rounded())
        var parts: [Range<Int>] = [], first: Int?, last = 0
        for (t, level) in meanSquare.enumerated() where level >= OnsetDetector.silence {
            if let start = first, t - last > gap {
                parts.append(start..<(last + 1))
                first = t
            } else if first == nil {
                first = t
            }
            last = t
        }
        if let first { parts.append(first..<(last + 1)) }
        return parts
    }

    /// The part's spans of steady tempo, with their periods in hops.
    static func tempoSpans(_ flux: [Float], part: Range<Int>, hop: Double) -> [(range: Range<Int>, period: Double)] {
        let length = Int((8 / hop).rounded()), step = Int((2 / hop).rounded())
        var starts = [part.lowerBound]
        if part.count > length {
            starts = Array(stride(from: part.lowerBound, through: part.upperBound - length, by: step))
            if starts.last! + length < part.upperBound { starts.append(part.upperBound - length) }
        }
        let periods = starts.map { period(flux, in: $0..<min(part.upperBound, $0 + length), hop: hop) }
        var spans: [(range: Range<Int>, period: Double)] = []
        var groupStart = part.lowerBound, groupPeriods: [Double] = []
        for (index, period) in periods.enumerated() {
            if let first = groupPeriods.first, abs(period / first - 1) > 0.04 {
                // The new tempo starts a quarter-window into the first window that found it.
                let boundary = min(part.upperBound - 1, max(groupStart + 1, starts[index] + length / 4))
                spans.append((groupStart..<boundary, median(groupPeriods)))
                groupStart = boundary
                groupPeriods = []
            }
            groupPeriods.append(period)
        }
        spans.append((groupStart..<part.upperBound, median(groupPeriods)))
        return spans
    }

    /// The beat period, in hops, of `flux[range]`.
    static func period(_ flux: [Float], in range: Range<Int>, hop: Double) -> Double {
        let values = flux[range].map(Double.init)
        let mean = values.reduce(0, +) / Double(max(1, values.count))
        let centred = values.map { $0 - mean }
        let count = centred.count
        let shortest = max(2, Int((60 / (300 * hop)).rounded(.down))), longest = Int((60 / (30 * hop)).rounded(.up))
        guard count > shortest + 2 else { return 60 / (120 * hop) }
        var correlation = [Double](repeating: 0, count: min(count, 2 * longest + 2))
        centred.withUnsafeBufferPointer { x in
            for lag in 0..<correlation.count {
                var sum = 0.0
                for t in 0..<(count - lag) { sum += x[t] * x[t + lag] }
                correlation[lag] = sum / Double(count)
            }
        }
        func score(_ lag: Int) -> Double {
            let bpm = 60 / (Double(lag) * hop)
            let preference = exp(-0.5 * pow(log2(bpm / 120) / 0.9, 2))
            let doubled = 2 * lag < correlation.count ? correlation[2 * lag] : 0
            return preference * (correlation[lag] + 0.5 * doubled)
        }
        let upper = min(longest, correlation.count - 2)
        guard upper > shortest else { return 60 / (120 * hop) }
        let lags = shortest...upper
        let best = lags.max { score($0) < score($1) }!
        guard best > lags.lowerBound, best < lags.upperBound else { return Double(best) }
        let offset = OnsetDetector.parabolicOffset(Float(correlation[best - 1]), Float(correlation[best]), Float(correlation[best + 1]))
        return Double(best) + offset
    }

    /// The beats of `flux[range]` at `period` hops, as fractional hops (see the type's step 3).
    static func beats(_ flux: [Float], span range: Range<Int>, period: Double) -> [Double] {
        guard !range.isEmpty, period >= 1 else { return [] }
        let values = flux[range].map(Double.init)
        let mean = values.reduce(0, +) / Double(values.count)
        let deviation = (values.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(values.count)).squareRoot()
        let strength = values.map { deviation > 0 ? $0 / deviation : 0 }
        var score = strength, previous = [Int](repeating: -1, count: values.count)
        let far = Int((2 * period).rounded()), near = max(1, Int((period / 2).rounded()))
        for t in 0..<values.count where t >= near {
            var best = 0.0, from = -1
            for earlier in max(0, t - far)...(t - near) {
                let ratio = log(Double(t - earlier) / period)
                let candidate = score[earlier] - 100 * ratio * ratio
                if candidate > best { best = candidate; from = earlier }
            }
            score[t] += best
            previous[t] = from
        }
        // The chain ends at the best-scoring hop of the last period.
        let tail = max(0, values.count - Int(period.rounded(.up)))..<values.count
        guard var t = tail.max(by: { score[$0] < score[$1] }), strength[t] > 0 else { return [] }
        var chain: [Int] = []
        while t >= 0 {
            chain.append(t)
            t = previous[t]
        }
        return chain.reversed().map { index in
            let hop = range.lowerBound + index
            guard hop > 0, hop + 1 < flux.count else { return Double(hop) }
            return Double(hop) + OnsetDetector.parabolicOffset(flux[hop - 1], flux[hop], flux[hop + 1])
        }
    }

    /// The median of `values` (not empty).
    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }
}
