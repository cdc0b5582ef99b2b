/// Picks onsets from an onset-strength curve (spectral flux, one value a hop): peaks that are
/// the largest within ±30 ms, rise above an adaptive threshold, and fall where the sound is not
/// silent.
///
/// The threshold at hop `t` is the flux's mean over ±100 ms plus a tenth of its largest value
/// over ±1 s (the `δ` of Böck, Krebs and Schedl's peak picking, made relative to the passage so a
/// quiet verse keeps its onsets), and at least a small floor. A hop whose windowed level is below
/// ``silence`` (−60 dBFS) has none: the tail of a reverb or a fade into digital silence gives no
/// onsets. Two onsets are at least 30 ms apart. Peaks are placed between hops by a parabola
/// through the peak and its neighbours.
enum OnsetDetector {
    /// The mean square below which a hop is silent: −60 dBFS.
    static let silence: Float = 1e-6

    /// The onsets of `flux` (a value every `hop` seconds) where `meanSquare` is above
    /// ``silence``, as fractional hop indices.
    static func onsets(flux: [Float], meanSquare: [Float], hop: Double) -> [Double] {
        let count = flux.count
        guard count > 1 else { return [] }
        let near = max(1, Int((0.03 / hop).rounded())), around = max(1, Int((0.1 / hop).rounded())), wide = max(1, Int((1 / hop).rounded()))
        let mean = RunningWindow.means(flux, radius: around)
        let largest = RunningWindow.maxima(flux, radius: wide)
        let local = RunningWindow.maxima(flux, radius: near)
        var picked: [Double] = []
        for t in 0..<(count - 1) where flux[t] > 0 && flux[t] == local[t] && meanSquare[t] >= silence {
            // The first of equal values in the neighbourhood.
            if t > 0, flux[t - 1] == flux[t] { continue }
            let threshold = max(mean[t] + 0.1 * largest[t], 0.05)
            guard flux[t] >= threshold else { continue }
            // Before the first window, silence.
            let place = max(0, Double(t) + parabolicOffset(t > 0 ? flux[t - 1] : 0, flux[t], flux[t + 1]))
            if let last = picked.last, (place - last) * hop < 0.03 { continue }
            picked.append(place)
        }
        return picked
    }

    /// Where the peak of the parabola through three values lies from the middle one, −0.5 to 0.5.
    static func parabolicOffset(_ before: Float, _ peak: Float, _ after: Float) -> Double {
        let curve = Double(before) - 2 * Double(peak) + Double(after)
        guard curve < 0 else { return 0 }
        return min(0.5, max(-0.5, 0.5 * Double(before - after) / curve))
    }
}
